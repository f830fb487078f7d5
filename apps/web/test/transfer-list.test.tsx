import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TransferList, type TransferItem } from '../src/components/transfer-list';

const OPTIONS: TransferItem[] = [
  { value: 'members', label: 'Members' },
  { value: 'teams', label: 'Teams' },
  { value: 'guests', label: 'Guests' },
];

function Harness({ initial, spy }: { initial: string[]; spy: (v: string[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <TransferList
      options={OPTIONS}
      value={value}
      onChange={(v) => {
        spy(v);
        setValue(v);
      }}
    />
  );
}

const list = (name: string) => screen.getByRole('group', { name });
const labels = (name: string) =>
  within(list(name))
    .queryAllByRole('checkbox')
    .map((c) => c.getAttribute('aria-labelledby') && document.getElementById(c.getAttribute('aria-labelledby')!)?.textContent)
    .filter(Boolean);

describe('TransferList', () => {
  it('moves checked items right and back left', () => {
    const spy = vi.fn();
    render(<Harness initial={['teams']} spy={spy} />);
    expect(labels('Not Permitted')).toEqual(['Members', 'Guests']);
    expect(labels('Permitted')).toEqual(['Teams']);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Guests' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move selected right' }));
    expect(spy).toHaveBeenLastCalledWith(['teams', 'guests']);
    expect(labels('Permitted')).toEqual(['Teams', 'Guests']);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Teams' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move selected left' }));
    expect(spy).toHaveBeenLastCalledWith(['guests']);
    expect(labels('Not Permitted')).toEqual(['Members', 'Teams']);
  });

  it('selects all of one list and moves them together', () => {
    const spy = vi.fn();
    render(<Harness initial={[]} spy={spy} />);
    expect(screen.getByRole('button', { name: 'Move selected right' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all Not Permitted' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move selected right' }));
    expect(spy).toHaveBeenLastCalledWith(['members', 'teams', 'guests']);
    expect(labels('Not Permitted')).toEqual([]);
  });
});
