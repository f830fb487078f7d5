import { ENUM_LABELS, type OfficeItem } from '@clubspace/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, NO_FILTER_RESULTS } from '../src/components/data-table';
import { SelectFilter } from '../src/components/select-filter';
import TeamsListPage from '../src/features/members/routes/teams-list-page';
import { staffColumns } from '../src/features/users/components/staff-columns';
import OfficePage from '../src/features/users/routes/office-page';
import PlansPage from '../src/features/users/routes/plans-page';
import { callsTo, renderWithApp, serveApi, staffItem } from './members-helpers';

// Pages render with real MUI and react-query; give a busy CI machine room.
vi.setConfig({ testTimeout: 20_000 });

const emptyTeams = { num_results: 0, page_size: 10, current_page: 1, num_pages: 0, teams: [] };
const table = (props: Partial<Parameters<typeof DataTable<{ slug: string; name: string }>>[0]> = {}) => (
  <MemoryRouter>
    <DataTable columns={[{ field: 'name', header: 'Team' }]} rows={[]} total={0} page={1} pageSize={10} order="" onChange={vi.fn()} {...props} />
  </MemoryRouter>
);

describe('empty lists say what to do next', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a list with no records and no filter invites the first one', () => {
    const add = vi.fn();
    render(table({ empty: { title: 'No teams yet', action: <button onClick={add}>Add your first team</button> } }));
    expect(screen.getByRole('status').textContent).toContain('No teams yet');
    fireEvent.click(screen.getByRole('button', { name: 'Add your first team' }));
    expect(add).toHaveBeenCalled();
    expect(screen.queryByText(NO_FILTER_RESULTS)).toBeNull();
  });

  it('a filtered list with no match says so and offers to clear the filters', () => {
    const clear = vi.fn();
    render(table({ empty: { title: 'No teams yet' }, filtered: true, onClearFilters: clear }));
    expect(screen.getByText(NO_FILTER_RESULTS)).toBeTruthy();
    expect(screen.queryByText('No teams yet')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(clear).toHaveBeenCalled();
  });

  it('the teams page of a new operator offers Add your first team, which opens the dialog', async () => {
    serveApi((url) => (url.startsWith('/api/teams/') ? { body: emptyTeams } : { body: [] }));
    renderWithApp(<TeamsListPage />, '/members/companies');
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first team' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('a search with no match offers Clear filters, which empties the search and reloads without it', async () => {
    const api = serveApi((url) => (url.startsWith('/api/teams/') ? { body: emptyTeams } : { body: [] }));
    renderWithApp(<TeamsListPage />, '/members/companies?name=zzz');
    expect(await screen.findByText(NO_FILTER_RESULTS)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add your first team' })).toBeNull();
    expect((screen.getByRole('searchbox', { name: 'Search team' }) as HTMLInputElement).value).toBe('zzz');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(String(callsTo(api, 'GET', '/api/teams/').at(-1)![0])).not.toContain('name='));
    expect((screen.getByRole('searchbox', { name: 'Search team' }) as HTMLInputElement).value).toBe('');
    expect(await screen.findByRole('button', { name: 'Add your first team' })).toBeTruthy();
  });

  it('a blank plans page offers to create the first plan', async () => {
    serveApi((url) => (url.startsWith('/api/') ? { body: { membership_plans: [] } } : undefined));
    renderWithApp(<PlansPage />, '/users/membership');
    expect(await screen.findByText('No membership plans yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create your first membership plan' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});

describe('filters', () => {
  it("an empty filter reads 'All', and picking it clears the filter", async () => {
    const onChange = vi.fn();
    render(
      <SelectFilter
        label="Status"
        value="inactive"
        options={ENUM_LABELS.teamStatus.values}
        labels={ENUM_LABELS.teamStatus.labels}
        onChange={onChange}
      />,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['All', 'Active', 'Inactive']);
    expect(options).not.toContain('None');
    fireEvent.click(screen.getByRole('option', { name: 'All' }));
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('shows All in an unset filter instead of an empty box', () => {
    render(<SelectFilter label="Status" value="" options={['active', 'inactive']} onChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toBe('All');
  });
});

describe('one status vocabulary', () => {
  it('the staff list shows roles and statuses as labels, never raw codes', () => {
    const staff = staffItem({
      slug: 's1',
      user: { first_name: 'Sam', last_name: 'Reed', email: 'sam@example.com', phone: null },
      role: 'office_manager',
      status: 'inactive',
    });
    render(
      <MemoryRouter>
        <DataTable columns={staffColumns} rows={[staff]} total={1} page={1} pageSize={10} order="" onChange={vi.fn()} />
      </MemoryRouter>,
    );
    const row = screen.getAllByRole('row')[1];
    expect(within(row).getByText('Office manager')).toBeTruthy();
    expect(within(row).getByText('Inactive')).toBeTruthy();
    expect(within(row).queryByText('inactive')).toBeNull();
  });
});

describe('the office page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('groups its fields in sections and shows Domain and Short code as text, not fields', async () => {
    const office = {
      slug: 'shoreditch',
      name: 'Shoreditch',
      short_code: 'SHO',
      status: 'active',
      visibility: 'public',
      description: null,
      geopoint: null,
      longitude: '-0.07',
      latitude: '51.52',
      address: '1 Old St',
      town: 'London',
      street: null,
      postal: null,
      google_place: null,
      google_place_url: null,
      street_number: null,
      street_name: null,
      floor_number: null,
      door_name: null,
      phone: null,
      email: null,
      website: null,
      domain: 'demo',
      list_order: 1,
      invoice_prefix: 'SHO',
      place_main_img: null,
      floors: [],
      max_occupancy: 40,
      max_free_visits: 2,
    } satisfies OfficeItem;
    serveApi((url) => (url.startsWith('/api/dashboard-offices/shoreditch') ? { body: office } : undefined));
    renderWithApp(
      <Routes>
        <Route path="/users/company/:slug" element={<OfficePage />} />
      </Routes>,
      '/users/company/shoreditch',
    );
    await screen.findByRole('textbox', { name: /Name/ });
    const sections = screen.getAllByRole('region').map((r) => within(r).getByRole('heading').textContent);
    expect(sections).toEqual(['Identity', 'Contact', 'Address and map', 'Invoicing', 'Visibility and status']);
    const identity = screen.getByRole('region', { name: 'Identity' });
    expect(within(identity).getByText('demo')).toBeTruthy();
    expect(within(identity).getByText('SHO')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Domain' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Short code' })).toBeNull();
    const visibility = screen.getByRole('region', { name: 'Visibility and status' });
    expect(within(visibility).getByRole('combobox', { name: /Visibility/ }).textContent).toBe('Public');
    expect(within(visibility).getByRole('combobox', { name: /Status/ }).textContent).toBe('Active');
    expect(within(screen.getByRole('region', { name: 'Invoicing' })).getByRole('textbox', { name: 'Invoice prefix' })).toBeTruthy();
  });
});
