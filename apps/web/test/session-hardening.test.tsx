import { CREDENTIAL_MESSAGES, SESSION_MESSAGES, throttledMessage } from '@clubspace/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LoginPage from '../src/features/session/routes/login-page';
import ResetPasswordPage from '../src/features/session/routes/reset-password-page';
import SignupPage from '../src/features/session/routes/signup-page';
import { createQueryClient } from '../src/lib/query-client';
import { logout } from '../src/lib/session';
import { getAccessToken, getRefreshToken, setTokens } from '../src/lib/token-storage';
import { callsTo, serveApi } from './members-helpers';

function renderAt(path: string, routes: React.ReactNode) {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>{routes}</Routes>
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('issue 13: the forms use the one password rule and the real e-mail check', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sign-up shows the rule in words and sends nothing for "0" or a common password', async () => {
    const api = serveApi(() => ({ status: 201, body: { detail: 'ok' } }));
    renderAt('/signup', <Route path="/signup" element={<SignupPage />} />);
    type('Name', 'Nia');
    type('Surname', 'Newman');
    type('Company', 'Nest');
    type('E-Mail', '0');
    type('Password', 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(SESSION_MESSAGES.validMail)).toBeTruthy();
    expect(screen.getByText(CREDENTIAL_MESSAGES.passwordTooShort)).toBeTruthy();

    type('E-Mail', 'nia@example.com');
    type('Password', 'Password123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(CREDENTIAL_MESSAGES.passwordCommon)).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/client-signup/')).toHaveLength(0);

    type('Password', 'a-good-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(callsTo(api, 'POST', '/api/client-signup/')).toHaveLength(1));
  });

  it('the reset form refuses a common password with the same message', async () => {
    const api = serveApi(() => ({ body: { detail: SESSION_MESSAGES.resetDone } }));
    renderAt('/reset-password/tok-123456789', <Route path="/reset-password/:token" element={<ResetPasswordPage />} />);
    type('New password', 'qwerty123');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(CREDENTIAL_MESSAGES.passwordCommon)).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/reset-password/')).toHaveLength(0);
  });
});

describe('issue 13: a throttled login says how long to wait', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the 429 message in words instead of "Error login"', async () => {
    const detail = throttledMessage(600);
    serveApi((url) => (url.startsWith('/auth/jwt/create/') ? { status: 429, body: { detail, code: 'throttled' } } : { body: {} }));
    renderAt('/login', <Route path="/login" element={<LoginPage />} />);
    type('Email', 'owner@demo.test');
    type('Password', 'whatever-it-is');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(detail)).toBeTruthy();
    expect(screen.queryByText(SESSION_MESSAGES.loginError)).toBeNull();
  });
});

describe('issue 13: Logout ends the login on the server', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the refresh token to /auth/logout/ and then forgets the tokens', async () => {
    const api = serveApi((url) => (url.startsWith('/auth/logout/') ? { status: 204, body: null } : undefined));
    setTokens({ access: 'acc', refresh: 'ref-token' });
    await logout(createQueryClient());
    const calls = callsTo(api, 'POST', '/auth/logout/');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0][1]?.body))).toEqual({ refresh: 'ref-token' });
    expect(new Headers(calls[0][1]?.headers).has('Authorization')).toBe(false);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('an unreachable server still ends the local session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    setTokens({ access: 'acc', refresh: 'ref-token' });
    await logout(createQueryClient());
    expect(getRefreshToken()).toBeNull();
  });
});
