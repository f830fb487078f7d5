import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, nextOrder, type Column } from '../src/components/data-table';

interface Team {
  slug: string;
  name: string;
  status: string;
}
const columns: Column<Team>[] = [
  { field: 'name', header: 'Team', sortable: true },
  { field: 'status', header: 'Status', sortable: true },
];
const rows: Team[] = [
  { slug: 'acme', name: 'Acme', status: 'active' },
  { slug: 'beta', name: 'Beta', status: 'inactive' },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Team>>[0]> = {}) {
  const onChange = vi.fn();
  const utils = render(
    <MemoryRouter>
      <DataTable
        columns={columns}
        rows={rows}
        total={45}
        page={2}
        pageSize={10}
        order=""
        onChange={onChange}
        rowHref={(r) => `/members/companies/${r.slug}`}
        {...props}
      />
    </MemoryRouter>,
  );
  return { onChange, ...utils };
}

describe('DataTable', () => {
  it('sorts ascending on the first click and flips to -field on a second click of the same column', () => {
    const { onChange, unmount } = renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Team' }));
    expect(onChange).toHaveBeenLastCalledWith({ order: 'name', page_number: 1 });
    unmount();

    const second = renderTable({ order: 'name' });
    fireEvent.click(screen.getByRole('button', { name: /Team/ }));
    expect(second.onChange).toHaveBeenLastCalledWith({ order: '-name', page_number: 1 });
  });

  it('starts ascending again when another column is clicked', () => {
    expect(nextOrder('-name', 'status')).toBe('status');
    expect(nextOrder('status', 'status')).toBe('-status');
    expect(nextOrder('-status', 'status')).toBe('status');
  });

  it("shows the pager label 'x–y of total' and pages from 1", () => {
    const { onChange } = renderTable();
    expect(screen.getByText('11–20 of 45')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(onChange).toHaveBeenLastCalledWith({ page_number: 3 });
  });

  it("shows an estimated total as 'of about …' and keeps Next enabled past it", () => {
    const { onChange } = renderTable({ total: 120000, totalEstimated: true, page: 4800 });
    expect(screen.getByText('47991–48000 of about 120,000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(onChange).toHaveBeenLastCalledWith({ page_number: 4801 });
  });

  it('links each row to its detail route', () => {
    renderTable();
    expect(screen.getByRole('link', { name: 'Acme' }).getAttribute('href')).toBe('/members/companies/acme');
  });

  it('shows an empty row when there are no results', () => {
    renderTable({ rows: [], total: 0, page: 1 });
    expect(screen.getByText('No results')).toBeTruthy();
    expect(screen.getByText('0–0 of 0')).toBeTruthy();
  });
});
