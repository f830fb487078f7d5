import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportCsvButton } from '../src/components/export-csv-button';
import { setTokens } from '../src/lib/token-storage';

describe('Export CSV', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('downloads the list endpoint with the current params, format=csv and the bearer token', async () => {
    setTokens({ access: 'tok', refresh: 'r' });
    const fetchMock = vi.fn(async () => new Response('name\nAcme\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    render(<ExportCsvButton endpoint="/api/teams/" query={{ page_number: 1, page_size: 10, order: '-name', name: 'ac' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/teams/?page_number=1&page_size=10&order=-name&name=ac&format=csv');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });
});
