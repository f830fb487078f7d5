import { ACCOUNT_MESSAGES, CONFIRM, CREDENTIAL_MESSAGES, staffProfileApi, type StaffProfile } from '@clubspace/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LoginPage from '../src/features/session/routes/login-page';
import ProfilePage from '../src/features/users/routes/profile-page';
import StaffPage from '../src/features/users/routes/staff-page';
import { call, setAuthLostHandler } from '../src/lib/api-client';
import { createQueryClient } from '../src/lib/query-client';
import { getAccessToken, getRefreshToken, setTokens } from '../src/lib/token-storage';
import { DEFAULT_CODES, callsTo, renderWithApp, serveApi, staffItem, type Handler, OWNER_PROFILE } from './members-helpers';

const ME = OWNER_PROFILE;

const JANE = staffItem({
  slug: 'jane-doe',
  user: { first_name: 'Jane', last_name: 'Doe', email: 'jane@demo.test', phone: null },
  web_sections: [{ code: 'account' }],
});

const ACCOUNT_CODES = [...DEFAULT_CODES, 'account'];
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }), { target: { value } });
const withProfile =
  (me: StaffProfile, handler: Handler): Handler =>
  (url, init) =>
    url.startsWith('/api/staff-profile/') ? { body: me } : handler(url, init);

function renderWithToasts(node: React.ReactNode, path: string, codes = ACCOUNT_CODES) {
  return renderWithApp(<SnackbarProvider>{node}</SnackbarProvider>, path, codes);
}

describe('Change password', () => {
  afterEach(() => vi.unstubAllGlobals());

  const openDialog = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    return screen.findByRole('dialog', { name: 'Change password' });
  };

  it("shows the contract's messages per field and sends nothing until they are met", async () => {
    const fetch = serveApi(withProfile(ME, () => undefined));
    renderWithToasts(<ProfilePage />, '/users');
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findAllByText(CREDENTIAL_MESSAGES.passwordRequired)).toHaveLength(2); // current, new

    type('Current password', 'old-secret-1');
    type('New password', 'Summer2024!');
    type('Confirm new password', 'Summer2024!');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText(CREDENTIAL_MESSAGES.passwordCommon)).toBeTruthy();

    type('New password', 'tide-lamp-93');
    type('Confirm new password', 'tide-lamp-39');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText(CREDENTIAL_MESSAGES.passwordsDiffer)).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/change-password/')).toHaveLength(0);
  });

  it('says a wrong current password in words, then on success says so and keeps this tab signed in', async () => {
    let wrong = true;
    const fetch = serveApi(
      withProfile(ME, (url, init) => {
        if (url !== '/api/change-password/' || init?.method !== 'POST') return undefined;
        if (wrong) return { status: 400, body: { detail: 'Invalid input', errors: { current_password: CREDENTIAL_MESSAGES.currentPasswordWrong } } };
        return { body: { detail: CREDENTIAL_MESSAGES.passwordChanged, access: 'fresh-access', refresh: 'fresh-refresh' } };
      }),
    );
    renderWithToasts(<ProfilePage />, '/users');
    const dialog = await openDialog();
    type('Current password', 'not-my-password');
    type('New password', 'tide-lamp-93');
    type('Confirm new password', 'tide-lamp-93');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText(CREDENTIAL_MESSAGES.currentPasswordWrong)).toBeTruthy();
    expect(getAccessToken()).toBe('a');

    wrong = false;
    type('Current password', 'old-secret-1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(CREDENTIAL_MESSAGES.passwordChanged)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).toBeNull());
    const [, init] = callsTo(fetch, 'POST', '/api/change-password/')[1];
    // The confirmation stays in the form; the server gets the two passwords it knows.
    expect(JSON.parse(String(init?.body))).toEqual({ current_password: 'old-secret-1', new_password: 'tide-lamp-93' });
    // The server ended every session, this one too: the fresh pair it answered is what this tab uses now.
    expect([getAccessToken(), getRefreshToken()]).toEqual(['fresh-access', 'fresh-refresh']);
  });

  it('a call refused while the change replaced the tokens is replayed with them, not logged out', async () => {
    setTokens({ access: 'old-access', refresh: 'old-refresh' });
    const lost = vi.fn();
    setAuthLostHandler(lost);
    serveApi((url, init) => {
      const bearer = (init?.headers as Record<string, string> | undefined)?.Authorization;
      if (url === '/auth/jwt/refresh/') {
        // The refresh token was revoked by the change, whose answer lands meanwhile.
        setTokens({ access: 'fresh-access', refresh: 'fresh-refresh' });
        return { status: 401, body: { detail: 'Token reuse detected; please log in again' } };
      }
      return bearer === 'Bearer fresh-access' ? { body: { ok: true } } : { status: 401, body: { detail: 'Session ended' } };
    });
    expect(await call(staffProfileApi.session)).toEqual({ ok: true });
    expect(lost).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe('fresh-access');
  });

  it('a session the server ended lands on the login page with a note saying so', async () => {
    serveApi(() => undefined);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SnackbarProvider>
          <MemoryRouter initialEntries={[{ pathname: '/login', state: { sessionEnded: true } }]}>
            <Routes>
              <Route path="/login" element={<LoginPage />} />
            </Routes>
          </MemoryRouter>
        </SnackbarProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(CREDENTIAL_MESSAGES.sessionEnded)).toBeTruthy();
  });
});

describe('Remove a staff member', () => {
  afterEach(() => vi.unstubAllGlobals());

  const renderStaff = (me: StaffProfile, handler: Handler, codes = ACCOUNT_CODES, shown = JANE) => {
    const fetch = serveApi(
      withProfile(me, (url, init) =>
        url === '/api/dashboard-staff/jane-doe' && (init?.method ?? 'GET') === 'GET' ? { body: shown } : handler(url, init),
      ),
    );
    renderWithToasts(
      <Routes>
        <Route path="/users/staff/:slug" element={<StaffPage />} />
        <Route path="/users/staff" element={<div>Staff list</div>} />
      </Routes>,
      '/users/staff/jane-doe',
      codes,
    );
    return fetch;
  };

  it('asks, naming the person, then removes them and goes back to the list', async () => {
    const fetch = renderStaff(ME, (_url, init) => (init?.method === 'DELETE' ? { status: 204, body: null } : undefined));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: CONFIRM.removeStaff('Jane Doe').title });
    expect(within(dialog).getByText(CONFIRM.removeStaff('Jane Doe').message)).toBeTruthy();
    // The safe button says what it keeps, and does nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep staff member' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetch, 'DELETE', '/api/dashboard-staff/')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Staff list')).toBeTruthy();
    expect(callsTo(fetch, 'DELETE', '/api/dashboard-staff/jane-doe')).toHaveLength(1);
    expect(await screen.findByText(`${ACCOUNT_MESSAGES.staffRemoved}: Jane Doe`)).toBeTruthy();
  });

  it('shows a refusal of the server in words and stays on the page', async () => {
    renderStaff(ME, (_url, init) =>
      init?.method === 'DELETE' ? { status: 409, body: { detail: ACCOUNT_MESSAGES.selfRemove, code: 'self_lockout' } } : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_MESSAGES.selfRemove);
    expect(screen.queryByText('Staff list')).toBeNull();
  });

  it('is disabled, with the reason, for oneself', async () => {
    renderStaff({ ...ME, slug: 'jane-doe' }, () => undefined);
    expect(await screen.findByText(ACCOUNT_MESSAGES.selfRemove)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Remove' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('an owner can only be removed by an owner', async () => {
    const fetch = renderStaff({ ...ME, role: 'club_manager' }, () => undefined, ACCOUNT_CODES, { ...JANE, role: 'club_owner' });
    expect(await screen.findByText(ACCOUNT_MESSAGES.ownerRemoveOnly)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Remove' }) as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(fetch, 'DELETE', '/api/dashboard-staff/')).toHaveLength(0);
  });

  it('is hidden from a user without the Account section', async () => {
    renderStaff(ME, () => undefined, DEFAULT_CODES);
    expect(await screen.findByRole('heading', { name: 'Jane Doe' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });
});
