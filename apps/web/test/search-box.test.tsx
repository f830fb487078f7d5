import { DEBOUNCE } from '@clubspace/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from '../src/components/search-box';

describe('SearchBox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('strips whitespace and sends once, DEBOUNCE.search ms after the last keystroke', () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    const box = screen.getByLabelText('Search');
    fireEvent.change(box, { target: { value: 'ac' } });
    vi.advanceTimersByTime(DEBOUNCE.search - 100);
    fireEvent.change(box, { target: { value: ' ac me ' } });
    vi.advanceTimersByTime(DEBOUNCE.search - 1);
    expect(onSearch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('acme');
  });

  it('honours a shorter delay', () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} delay={300} label="Find" />);
    fireEvent.change(screen.getByLabelText('Find'), { target: { value: 'a b' } });
    vi.advanceTimersByTime(300);
    expect(onSearch).toHaveBeenCalledWith('ab');
  });
});
