import { cutEmail, EMAIL_CUT, MEMBER_ROLE_LABELS } from '@clubspace/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from '../src/components/data-table';
import { memberColumns } from '../src/features/members/components/member-columns';
import MembersListPage from '../src/features/members/routes/members-list-page';
import { callsTo, memberItem, renderWithApp, serveApi } from './members-helpers';

describe('the Email column', () => {
  it('cuts addresses longer than 28 characters and adds an ellipsis', () => {
    const long = 'alexandra.montgomery-smythe@example.co.uk';
    expect(EMAIL_CUT).toBe(28);
    expect(cutEmail(long)).toBe(`${long.slice(0, 28)}…`);
    expect(cutEmail(long)).toHaveLength(29);
    expect(cutEmail('a'.repeat(28))).toBe('a'.repeat(28));
    expect(cutEmail(null)).toBe('');
  });

  it('shows the cut address with the full one as its title', () => {
    const long = 'alexandra.montgomery-smythe@example.co.uk';
    const row = memberItem({
      user: { ...memberItem().user, email: long, last_login: '2026-03-04T12:00:00Z' },
      role: 'team_admin',
      presence: 'network_on',
    });
    render(
      <MemoryRouter>
        <DataTable columns={memberColumns} rows={[row]} total={1} page={1} pageSize={10} order="user__first_name" onChange={vi.fn()} />
      </MemoryRouter>,
    );
    const cell = screen.getByTitle(long);
    expect(cell.textContent).toBe(`${long.slice(0, 28)}…`);
    expect(screen.getByText(MEMBER_ROLE_LABELS.team_admin)).toBeTruthy();
    expect(screen.getByText('Connected')).toBeTruthy();
    expect(screen.getByText('04-03-2026')).toBeTruthy();
  });
});

describe('MembersListPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the URL filters to /api/member-list/ and filters by role from the select', async () => {
    const api = serveApi((url) =>
      url.startsWith('/api/member-list/')
        ? { body: { num_results: 1, page_size: 10, current_page: 1, num_pages: 1, members: [memberItem()] } }
        : { body: [] },
    );
    renderWithApp(<MembersListPage />, '/members?presence=checked_in');
    expect(await screen.findByRole('link', { name: 'Ann Lee' })).toBeTruthy();
    const first = String(callsTo(api, 'GET', '/api/member-list/')[0][0]);
    expect(first).toContain('presence=checked_in');
    expect(first).toContain('order=user__first_name');
    expect(first).toContain('page_size=10');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Role/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Referral' }));
    await waitFor(() => expect(callsTo(api, 'GET', '/api/member-list/').some(([url]) => String(url).includes('role=referral'))).toBe(true));
    expect(screen.getByText('1–1 of 1')).toBeTruthy();
  });
});
