import { PORTAL_MESSAGES, PORTAL_SETTINGS_DEFAULTS, type PortalAccessItem } from '@clubspace/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingColumns } from '../src/features/bookings/components/booking-columns';
import { PortalAccessCard } from '../src/features/members/components/portal-access-card';
import { portalActionsFor } from '../src/features/members/components/portal-actions';
import MembersListPage from '../src/features/members/routes/members-list-page';
import { PortalSettingsForm } from '../src/features/users/components/portal-settings-form';
import { DataTable } from '../src/components/data-table';
import { bookingItem } from './bookings-helpers';
import { callsTo, memberItem, renderWithApp, serveApi } from './members-helpers';

const access = (overrides: Partial<PortalAccessItem> = {}): PortalAccessItem => ({
  member: 'ann-lee',
  name: 'Ann Lee',
  email: 'ann@example.com',
  member_status: 'active',
  status: 'not_invited',
  invited_at: null,
  activated_at: null,
  last_login: null,
  ...overrides,
});

// notistack needs its provider; the toasts are checked through these mocks.
const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn(), useInlineConfirmation: vi.fn() }));
vi.mock('../src/lib/notify', () => notify);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('portal actions by status', () => {
  it('offers invite before and after access, resend while invited, revoke while invited or active; none to an inactive member but revoke', () => {
    expect(portalActionsFor(access())).toEqual({ invite: true, resend: false, revoke: false });
    expect(portalActionsFor(access({ status: 'invited' }))).toEqual({ invite: false, resend: true, revoke: true });
    expect(portalActionsFor(access({ status: 'active' }))).toEqual({ invite: false, resend: false, revoke: true });
    expect(portalActionsFor(access({ status: 'revoked' }))).toEqual({ invite: true, resend: false, revoke: false });
    expect(portalActionsFor(access({ status: 'invited', member_status: 'inactive' }))).toEqual({ invite: false, resend: false, revoke: true });
  });
});

describe('the member portal card', () => {
  it('invites a member and shows the new status', async () => {
    let status: PortalAccessItem['status'] = 'not_invited';
    const api = serveApi((url, init) => {
      if (url.startsWith('/api/portal-access/invite/') && init?.method === 'POST') {
        status = 'invited';
        return { status: 201, body: { detail: PORTAL_MESSAGES.invitationsSent(1), invited: ['ann-lee'], skipped: [] } };
      }
      if (url.startsWith('/api/portal-access/?'))
        return { body: { members: [access({ status, invited_at: status === 'invited' ? '2026-03-04T10:00:00Z' : null })] } };
      return undefined;
    });
    renderWithApp(<PortalAccessCard member="ann-lee" />);
    expect(await screen.findByText('Not invited')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Invite to portal: Ann Lee' }));
    expect(await screen.findByText('Invited')).toBeTruthy();
    expect(JSON.parse(String(callsTo(api, 'POST', '/api/portal-access/invite/')[0][1]?.body))).toEqual({ members: ['ann-lee'] });
    expect(await screen.findByRole('button', { name: 'Resend invite to Ann Lee' })).toBeTruthy();
    expect(notify.notifySuccess).toHaveBeenCalledWith(PORTAL_MESSAGES.invitationsSent(1));
  });

  it('asks before revoking', async () => {
    const api = serveApi((url) =>
      url.startsWith('/api/portal-access/?')
        ? { body: { members: [access({ status: 'active', last_login: '2026-03-04T10:00:00Z' })] } }
        : { body: { detail: 'Portal access revoked' } },
    );
    renderWithApp(<PortalAccessCard member="ann-lee" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke access of Ann Lee' }));
    const dialog = await screen.findByRole('dialog');
    expect(callsTo(api, 'POST', '/api/portal-access/revoke/')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke access' }));
    await waitFor(() => expect(callsTo(api, 'POST', '/api/portal-access/revoke/')).toHaveLength(1));
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('Portal access revoked'));
  });
});

describe('bulk invite from the members list', () => {
  it('selects rows, invites them and sums up who was invited and who was skipped with the server’s reason', async () => {
    const bob = memberItem({ slug: 'bob-ray', user: { ...memberItem().user, first_name: 'Bob', last_name: 'Ray' } });
    const api = serveApi((url) => {
      if (url.startsWith('/api/member-list/'))
        return { body: { num_results: 2, page_size: 10, current_page: 1, num_pages: 1, members: [memberItem(), bob] } };
      if (url.startsWith('/api/portal-access/invite/'))
        return {
          status: 201,
          body: {
            detail: PORTAL_MESSAGES.invitationsSent(1),
            invited: ['ann-lee'],
            skipped: [{ member: 'bob-ray', reason: PORTAL_MESSAGES.alreadyActive }],
          },
        };
      return { body: { requests: [] } };
    });
    renderWithApp(<MembersListPage />, '/members');
    expect(await screen.findByRole('link', { name: 'Bob Ray' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ann Lee' }));
    expect(screen.getByRole('button', { name: 'Invite to portal (1)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows of this page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Invite to portal (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Portal invitations' });
    expect(within(dialog).getByRole('status').textContent).toBe('1 invitation sent, 1 skipped');
    expect(within(within(dialog).getByRole('list', { name: 'Invited' })).getByText('Ann Lee')).toBeTruthy();
    expect(within(within(dialog).getByRole('list', { name: 'Skipped' })).getByText(PORTAL_MESSAGES.alreadyActive)).toBeTruthy();
    expect(JSON.parse(String(callsTo(api, 'POST', '/api/portal-access/invite/')[0][1]?.body))).toEqual({ members: ['ann-lee', 'bob-ray'] });
    // The selection is cleared once sent.
    expect(screen.queryByRole('button', { name: /Invite to portal \(/ })).toBeNull();
  });
});

describe('portal settings form', () => {
  it('says the contract’s message for bad hours and sends the settings once valid', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(
      <MemoryRouter>
        <PortalSettingsForm settings={{ ...PORTAL_SETTINGS_DEFAULTS }} onSubmit={onSubmit} />
      </MemoryRouter>,
    );
    const hours = screen.getByRole('spinbutton', { name: /Cancel until/ });
    fireEvent.change(hours, { target: { value: '-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Hours cannot be negative')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(hours, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Members can use the portal' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Welcome text' }), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({ enabled: true, cancel_hours: 12, welcome_text: 'Hello', invite_members: false }),
    ]);
  });
});

describe('bookings list channel column', () => {
  it('shows who made each booking', () => {
    render(
      <MemoryRouter>
        <DataTable
          columns={bookingColumns('Europe/London')}
          rows={[bookingItem(), bookingItem({ id: 2, code: 'BK-0002', channel: 'portal' })]}
          getRowId={(b) => b.code}
          total={2}
          page={1}
          pageSize={25}
          order="planned_start"
          onChange={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('columnheader', { name: 'Channel' })).toBeTruthy();
    const cells = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell'));
    const col = screen.getAllByRole('columnheader').findIndex((h) => h.textContent === 'Channel');
    expect(cells.map((c) => c[col].textContent)).toEqual(['Staff', 'Portal']);
  });
});
