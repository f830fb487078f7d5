import { teamsApi } from '@clubspace/contract';
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

    render(<ExportCsvButton endpoint={teamsApi.list} query={{ page_number: 1, page_size: 10, order: '-name', name: 'ac' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/teams/?page_number=1&page_size=10&order=-name&name=ac&format=csv');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it("shapes the default export like the table and offers 'All fields' (raw=1) for the technical one", async () => {
    setTokens({ access: 'tok', refresh: 'r' });
    const fetchMock = vi.fn(async () => new Response('slug\nacme\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    render(<ExportCsvButton endpoint={teamsApi.list} query={{ name: 'ac' }} filename="teams.csv" />);
    fireEvent.click(screen.getByRole('button', { name: 'More export options' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'All fields (technical CSV)' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url).toBe('/api/teams/?name=ac&format=csv&raw=1');
  });
});
