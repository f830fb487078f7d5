import { TWO_FACTOR_MESSAGES, type TwoFactorStatus } from '@clubspace/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserMenu } from '../src/app/layout/user-menu';
import { portalTokens } from '../src/features/portal/api/portal-client';
import LoginPage from '../src/features/session/routes/login-page';
import ProfilePage from '../src/features/users/routes/profile-page';
import StaffListPage from '../src/features/users/routes/staff-list-page';
import { DEFAULT_BRANDING } from '../src/lib/branding';
import { deviceTokens } from '../src/lib/device-tokens';
import { createQueryClient } from '../src/lib/query-client';
import { clearTokens, getAccessToken } from '../src/lib/token-storage';
import { PortalRouter } from '../src/portal-app/portal-router';
import { DEFAULT_CODES, OWNER_PROFILE, callsTo, renderWithApp, serveApi, type Handler } from './members-helpers';

const OFF: TwoFactorStatus = { enabled: false, required: false, recovery_codes_left: 0, remembered_devices: 0 };
const ON: TwoFactorStatus = { enabled: true, required: false, recovery_codes_left: 10, remembered_devices: 1 };
const ENROLMENT = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/x', qr_data_url: 'data:image/png;base64,AAAA' };
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}${i}`);
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
const field = (root: HTMLElement, label: string) => within(root).getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
const type = (root: HTMLElement, label: string, value: string) => fireEvent.change(field(root, label), { target: { value } });

const withProfile =
  (handler: Handler): Handler =>
  (url, init) =>
    url.startsWith('/api/staff-profile/') ? { body: OWNER_PROFILE } : handler(url, init);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Profile → Two-factor login card', () => {
  it('turns on with the QR code and the secret in text: a wrong code says so, the right one shows the ten recovery codes once', async () => {
    let status = OFF;
    const fetch = serveApi(
      withProfile((url, init) => {
        if (url === '/api/two-factor/') return { body: status };
        if (url === '/api/two-factor/enrol/') return { body: ENROLMENT };
        if (url === '/api/two-factor/enrol/confirm/') {
          if (bodyOf(init).code !== '123456') return { status: 400, body: { detail: 'x', errors: { code: TWO_FACTOR_MESSAGES.codeWrong } } };
          status = ON;
          return { body: { detail: TWO_FACTOR_MESSAGES.enabled, recovery_codes: CODES } };
        }
        return undefined;
      }),
    );
    renderWithApp(
      <SnackbarProvider>
        <ProfilePage />
      </SnackbarProvider>,
      '/users',
      [...DEFAULT_CODES, 'account'],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on two-factor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on two-factor login' });
    expect(await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(within(dialog).getByLabelText('Secret key').textContent).toBe(ENROLMENT.secret);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText(TWO_FACTOR_MESSAGES.codeRequired)).toBeTruthy();
    type(dialog, 'Six-digit code', '654321');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText(TWO_FACTOR_MESSAGES.codeWrong)).toBeTruthy();
    type(dialog, 'Six-digit code', '123 456');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(screen.getByText(TWO_FACTOR_MESSAGES.recoveryShownOnce)).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/two-factor/enrol/confirm/').map(([, init]) => bodyOf(init).code)).toEqual(['654321', '123456']);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText(/Recovery codes left: 10/)).toBeTruthy();
    // Once: the codes are gone with the dialog.
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull());
  });

  it('turns off with the password and a current code, each error under its field', async () => {
    let status = ON;
    const fetch = serveApi(
      withProfile((url, init) => {
        if (url === '/api/two-factor/') return { body: status };
        if (url === '/api/two-factor/disable/') {
          if (bodyOf(init).password !== 'right-one')
            return { status: 400, body: { detail: 'x', errors: { password: TWO_FACTOR_MESSAGES.passwordWrong } } };
          status = OFF;
          return { body: { detail: TWO_FACTOR_MESSAGES.disabled } };
        }
        return undefined;
      }),
    );
    renderWithApp(
      <SnackbarProvider>
        <ProfilePage />
      </SnackbarProvider>,
      '/users',
      [...DEFAULT_CODES, 'account'],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off two-factor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor login' });
    type(dialog, 'Password', 'wrong-one');
    type(dialog, 'Six-digit code', '111111');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText(TWO_FACTOR_MESSAGES.passwordWrong)).toBeTruthy();
    type(dialog, 'Password', 'right-one');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Turn on two-factor' })).toBeTruthy();
    expect(bodyOf(callsTo(fetch, 'POST', '/api/two-factor/disable/')[1][1])).toEqual({ password: 'right-one', code: '111111' });
  });
});

describe('the user menu', () => {
  it('opens the two-factor card for staff who never see the Profile tab', async () => {
    serveApi((url) => (url === '/api/two-factor/' ? { body: OFF } : undefined));
    renderWithApp(<UserMenu userName="Sam Staff" />, '/dashboard');
    fireEvent.click(screen.getByRole('button', { name: 'Sam Staff: my account' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Two-factor login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Two-factor login' });
    expect(await within(dialog).findByRole('button', { name: 'Turn on two-factor' })).toBeTruthy();
  });
});

describe('Account → Staff: require two-factor for all staff', () => {
  it('the owner switches it on', async () => {
    const fetch = serveApi(
      withProfile((url, init) => {
        if (url === '/api/two-factor/policy/') return { body: init?.method === 'POST' ? bodyOf(init) : { require_staff: false } };
        if (url.startsWith('/api/dashboard-staff/')) return { body: { staff: [], num_pages: 1, count: 0 } };
        return undefined;
      }),
    );
    renderWithApp(
      <SnackbarProvider>
        <StaffListPage />
      </SnackbarProvider>,
      '/users/staff',
      [...DEFAULT_CODES, 'account'],
    );
    const toggle = await screen.findByRole('switch', { name: 'Require two-factor for all staff' });
    fireEvent.click(toggle);
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/two-factor/policy/')).toHaveLength(1));
    expect(bodyOf(callsTo(fetch, 'POST', '/api/two-factor/policy/')[0][1])).toEqual({ require_staff: true });
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.policySaved)).toBeTruthy();
  });
});

function renderLogin() {
  clearTokens();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SnackbarProvider>
        <MemoryRouter initialEntries={['/login']}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/dashboard" element={<div>Dashboard</div>} />
          </Routes>
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

const logIn = async (email = 'jo@demo.test') => {
  fireEvent.change(screen.getByLabelText(/^Email/, { selector: 'input' }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), { target: { value: 'secret-123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
};

describe('staff log-in with two-factor', () => {
  it('asks for the code after the password; a wrong code says so; "Remember this device" keeps a token sent with the next log-in', async () => {
    const fetch = serveApi((url, init) => {
      if (url === '/auth/jwt/create/') return { body: { two_factor: 'code_required', challenge: 'ch-1', detail: TWO_FACTOR_MESSAGES.codeStep } };
      if (url === '/auth/two-factor/verify/') {
        if (bodyOf(init).code !== '246810') return { status: 401, body: { detail: TWO_FACTOR_MESSAGES.loginCodeWrong, code: 'invalid_code' } };
        return { body: { access: 'acc', refresh: 'ref', device_token: 'ctd_device' } };
      }
      return undefined;
    });
    renderLogin();
    await logIn();
    const step = await screen.findByRole('form', { name: 'Two-factor code' });
    expect(within(step).getByText(TWO_FACTOR_MESSAGES.codeStep)).toBeTruthy();
    fireEvent.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(await within(step).findByText(TWO_FACTOR_MESSAGES.loginCodeRequired)).toBeTruthy();
    type(step, 'Code', '111111');
    fireEvent.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(await within(step).findByText(TWO_FACTOR_MESSAGES.loginCodeWrong)).toBeTruthy();
    type(step, 'Code', '246810');
    fireEvent.click(within(step).getByRole('checkbox', { name: 'Remember this device for 30 days' }));
    fireEvent.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Dashboard')).toBeTruthy();
    expect(getAccessToken()).toBe('acc');
    expect(bodyOf(callsTo(fetch, 'POST', '/auth/two-factor/verify/')[1][1])).toEqual({ challenge: 'ch-1', code: '246810', remember_device: true });
    expect(deviceTokens.get('JO@demo.test')).toBe('ctd_device');
    expect(bodyOf(callsTo(fetch, 'POST', '/auth/jwt/create/')[0][1]).device_token).toBeUndefined();
  });

  it('sends the remembered device token of that account with the password', async () => {
    deviceTokens.set('jo@demo.test', 'ctd_kept');
    const fetch = serveApi((url) => (url === '/auth/jwt/create/' ? { body: { access: 'acc', refresh: 'ref' } } : undefined));
    renderLogin();
    await logIn();
    expect(await screen.findByText('Dashboard')).toBeTruthy();
    expect(bodyOf(callsTo(fetch, 'POST', '/auth/jwt/create/')[0][1]).device_token).toBe('ctd_kept');
  });

  it('when the operator requires two-factor: the enrolment inside the log-in, the recovery codes, then the session', async () => {
    serveApi((url, init) => {
      if (url === '/auth/jwt/create/')
        return { body: { two_factor: 'enrolment_required', challenge: 'ch-e', detail: TWO_FACTOR_MESSAGES.enrolStep } };
      if (url === '/auth/two-factor/enrol/') return bodyOf(init).challenge === 'ch-e' ? { body: ENROLMENT } : undefined;
      if (url === '/auth/two-factor/enrol/confirm/')
        return { body: { detail: TWO_FACTOR_MESSAGES.enabled, recovery_codes: CODES, access: 'acc-e', refresh: 'ref-e' } };
      return undefined;
    });
    renderLogin();
    await logIn();
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.enrolStep)).toBeTruthy();
    expect((await screen.findByLabelText('Secret key')).textContent).toBe(ENROLMENT.secret);
    type(document.body, 'Six-digit code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeTruthy();
    expect(getAccessToken()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Dashboard')).toBeTruthy();
    expect(getAccessToken()).toBe('acc-e');
  });
});

describe('portal log-in with two-factor', () => {
  beforeEach(() => portalTokens.clear('demo'));

  it('asks for the code after the password and logs in with it', async () => {
    const WORKSPACE = { slug: 'demo', name: 'Demo Coworking', logo: null, navigation_color: null, button_color: null, font: null, welcome_text: '' };
    const fetch = serveApi((url, init) => {
      if (url.startsWith('/api/client/')) return { body: DEFAULT_BRANDING };
      if (url === '/api/portal/auth/workspace') return { body: WORKSPACE };
      if (url === '/api/portal/auth/login') return { body: { two_factor: 'code_required', challenge: 'pch', detail: TWO_FACTOR_MESSAGES.codeStep } };
      if (url === '/api/portal/auth/two-factor/verify')
        return bodyOf(init).code === '135790'
          ? { body: { access: 'p-acc', refresh: 'p-ref' } }
          : { status: 401, body: { detail: TWO_FACTOR_MESSAGES.loginCodeWrong } };
      return undefined;
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/portal/demo/login']}>
          <PortalRouter />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.change(await screen.findByLabelText(/^E-mail/, { selector: 'input' }), { target: { value: 'ann@demo.test' } });
    fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), { target: { value: 'secret-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const step = await screen.findByRole('form', { name: 'Two-factor code' });
    type(step, 'Code', '000000');
    fireEvent.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(await within(step).findByText(TWO_FACTOR_MESSAGES.loginCodeWrong)).toBeTruthy();
    type(step, 'Code', '135790');
    fireEvent.click(within(step).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(portalTokens.access('demo')).toBe('p-acc'));
    expect(bodyOf(callsTo(fetch, 'POST', '/api/portal/auth/two-factor/verify')[1][1])).toEqual({
      challenge: 'pch',
      code: '135790',
      remember_device: false,
    });
  });
});
