import { CREDENTIAL_MESSAGES, SESSIONS_MESSAGES, signOutStaffConfirm, type PortalMe, type SessionItem, type StaffProfile } from '@clubspace/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalTokens } from '../src/features/portal/api/portal-client';
import ProfilePage from '../src/features/users/routes/profile-page';
import StaffPage from '../src/features/users/routes/staff-page';
import { DEFAULT_BRANDING } from '../src/lib/branding';
import { createQueryClient } from '../src/lib/query-client';
import { PortalRouter } from '../src/portal-app/portal-router';
import { DEFAULT_CODES, OWNER_PROFILE, callsTo, renderWithApp, serveApi, staffItem, type Handler } from './members-helpers';

const HERE: SessionItem = {
  id: '11111111-1111-4111-8111-111111111111',
  device: 'Chrome on macOS',
  address: '203.0.113.7',
  created_at: '2026-03-02T09:00:00.000Z',
  last_used_at: '2026-03-02T11:30:00.000Z',
  current: true,
};
const PHONE: SessionItem = {
  id: '22222222-2222-4222-8222-222222222222',
  device: 'Safari on iPhone',
  address: '198.51.100.20',
  created_at: '2026-02-27T18:00:00.000Z',
  last_used_at: '2026-03-01T07:45:00.000Z',
  current: false,
};
const ACCOUNT_CODES = [...DEFAULT_CODES, 'account'];
const withProfile =
  (me: StaffProfile, handler: Handler): Handler =>
  (url, init) =>
    url.startsWith('/api/staff-profile/') ? { body: me } : handler(url, init);
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('Active sessions (staff profile)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists device, address and times, marks this device, and signs one other session out', async () => {
    let sessions = [HERE, PHONE];
    const fetch = serveApi(
      withProfile(OWNER_PROFILE, (url, init) => {
        if (url === '/api/my-sessions/') return { body: { sessions } };
        if (url === `/api/my-sessions/${PHONE.id}` && init?.method === 'DELETE') {
          sessions = [HERE];
          return { body: { detail: SESSIONS_MESSAGES.ended, ended: 1 } };
        }
        return undefined;
      }),
    );
    renderWithApp(<ProfilePage />, '/users');
    const card = (await screen.findByRole('region', { name: 'Active sessions' })) as HTMLElement;
    await within(card).findByText('Safari on iPhone');
    const here = rowOf('Chrome on macOS');
    expect(within(here).getByText(SESSIONS_MESSAGES.thisDevice)).toBeTruthy();
    expect(within(here).getByText('203.0.113.7')).toBeTruthy();
    expect(within(here).queryByRole('button', { name: /Sign out/ })).toBeNull();
    const phone = rowOf('Safari on iPhone');
    expect(within(phone).getByText('198.51.100.20')).toBeTruthy();
    expect(within(phone).queryByText(SESSIONS_MESSAGES.thisDevice)).toBeNull();
    expect(within(card).getByText(/not used for 12 hours/)).toBeTruthy();

    fireEvent.click(within(phone).getByRole('button', { name: 'Sign out Safari on iPhone' }));
    expect(await within(card).findByText(SESSIONS_MESSAGES.ended)).toBeTruthy();
    expect(callsTo(fetch, 'DELETE', `/api/my-sessions/${PHONE.id}`)).toHaveLength(1);
    await waitFor(() => expect(within(card).queryByText('Safari on iPhone')).toBeNull());
    // Only this device is left: nothing else to sign out.
    expect((within(card).getByRole('button', { name: 'Sign out all other sessions' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('"Sign out all other sessions" keeps this device', async () => {
    const fetch = serveApi(
      withProfile(OWNER_PROFILE, (url, init) => {
        if (url === '/api/my-sessions/') return { body: { sessions: [HERE, PHONE] } };
        if (url === '/api/my-sessions/end-others/' && init?.method === 'POST') return { body: { detail: SESSIONS_MESSAGES.othersEnded, ended: 1 } };
        return undefined;
      }),
    );
    renderWithApp(<ProfilePage />, '/users');
    const card = (await screen.findByRole('region', { name: 'Active sessions' })) as HTMLElement;
    await within(card).findByText('Safari on iPhone');
    fireEvent.click(within(card).getByRole('button', { name: 'Sign out all other sessions' }));
    expect(await within(card).findByText(SESSIONS_MESSAGES.othersEnded)).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/my-sessions/end-others/')).toHaveLength(1);
  });

  it('the change-password dialog shows the server’s breached-password message', async () => {
    serveApi(
      withProfile(OWNER_PROFILE, (url) => {
        if (url === '/api/my-sessions/') return { body: { sessions: [HERE] } };
        if (url === '/api/change-password/')
          return { status: 400, body: { detail: 'Invalid input', errors: { new_password: CREDENTIAL_MESSAGES.passwordBreached } } };
        return undefined;
      }),
    );
    renderWithApp(<ProfilePage />, '/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${label}`), { selector: 'input' }), { target: { value } });
    type('Current password', 'old-secret-1');
    type('New password', 'elephant');
    type('Confirm new password', 'elephant');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText(CREDENTIAL_MESSAGES.passwordBreached)).toBeTruthy();
  });
});

describe('Sign out everywhere (owner, staff page)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const JANE = staffItem({ slug: 'jane-doe', user: { first_name: 'Jane', last_name: 'Doe', email: 'jane@demo.test', phone: null } });

  const renderStaff = (me: StaffProfile) => {
    const fetch = serveApi(
      withProfile(me, (url, init) => {
        if (url === '/api/dashboard-staff/jane-doe' && (init?.method ?? 'GET') === 'GET') return { body: JANE };
        if (url === '/api/dashboard-staff/jane-doe/sign-out/' && init?.method === 'POST')
          return { body: { detail: SESSIONS_MESSAGES.staffEnded, ended: 2 } };
        return undefined;
      }),
    );
    renderWithApp(
      <SnackbarProvider>
        <Routes>
          <Route path="/users/staff/:slug" element={<StaffPage />} />
        </Routes>
      </SnackbarProvider>,
      '/users/staff/jane-doe',
      ACCOUNT_CODES,
    );
    return fetch;
  };

  it('asks, naming the person, then signs them out of every session', async () => {
    const fetch = renderStaff(OWNER_PROFILE);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: signOutStaffConfirm('Jane Doe').title });
    expect(callsTo(fetch, 'POST', '/api/dashboard-staff/jane-doe/sign-out/')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText(SESSIONS_MESSAGES.staffEnded)).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/dashboard-staff/jane-doe/sign-out/')).toHaveLength(1);
  });

  it('is not offered to staff who are not owners', async () => {
    renderStaff({ ...OWNER_PROFILE, slug: 'sam-staff', role: 'club_staff' });
    expect(await screen.findByText('Jane Doe', { exact: false })).toBeTruthy();
    await screen.findByRole('button', { name: 'Remove' });
    expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).toBeNull();
  });
});

describe('Active sessions (portal profile)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    portalTokens.clear('demo');
  });

  it('lists the member’s portal sessions and signs the others out', async () => {
    portalTokens.set('demo', { access: 'p-access', refresh: 'p-refresh' });
    const me: PortalMe = {
      member: {
        slug: 'ann',
        first_name: 'Ann',
        last_name: 'Member',
        email: 'ann@demo.test',
        role: 'team_member',
        team: { slug: 'acme', name: 'Acme' },
        is_team_admin: false,
      },
      workspace: { slug: 'demo', name: 'Demo Coworking', logo: null, navigation_color: null, button_color: null, font: null, welcome_text: '' },
      online_payments: false,
      settings: { book_desks: true, book_rooms: true, cancel_hours: 24, see_invoices: true, invite_members: true, welcome_text: '' },
    };
    const profile = {
      first_name: 'Ann',
      last_name: 'Member',
      email: 'ann@demo.test',
      phone: null,
      photo: null,
      preferences: { allow_email: true, bookings: true, invoices: true, campaigns: false, community: true },
    };
    const calls: { url: string; method: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const method = init.method ?? 'GET';
        calls.push({ url, method });
        const answer = url.startsWith('/api/client/')
          ? DEFAULT_BRANDING
          : url === '/api/portal/me'
            ? me
            : url === '/api/portal/profile'
              ? profile
              : url === '/api/portal/sessions/'
                ? { sessions: [HERE, PHONE] }
                : url === '/api/portal/sessions/end-others/'
                  ? { detail: SESSIONS_MESSAGES.othersEnded, ended: 1 }
                  : undefined;
        return new Response(JSON.stringify(answer ?? { detail: 'nope' }), {
          status: answer ? 200 : 404,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/portal/demo/profile']}>
          <PortalRouter />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const card = (await screen.findByRole('region', { name: 'Active sessions' })) as HTMLElement;
    await within(card).findByText('Safari on iPhone');
    expect(within(rowOf('Chrome on macOS')).getByText(SESSIONS_MESSAGES.thisDevice)).toBeTruthy();
    expect(within(card).getByText(/not used for 7 days/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Sign out all other sessions' }));
    expect(await within(card).findByText(SESSIONS_MESSAGES.othersEnded)).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/portal/sessions/end-others/' && c.method === 'POST')).toHaveLength(1);
  });
});
