import { SESSION_MESSAGES, type SessionInfo } from '@clubspace/contract';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../src/app/providers';
import { routes } from '../src/app/routes';
import { createQueryClient } from '../src/lib/query-client';
import { DEFAULT_BRANDING } from '../src/lib/branding';
import { setTokens } from '../src/lib/token-storage';

function session(codes: string[], role: SessionInfo['clients'][number]['role'] = 'coworking'): SessionInfo {
  return {
    offices: [{ slug: 'soho', name: 'Soho', floors: [] }],
    active_office: { slug: 'soho', name: 'Soho', floors: [] },
    clients: [{ slug: 'demo', name: 'Demo', role }],
    active_client: {
      slug: 'demo',
      name: 'Demo',
      picture: null,
      role,
      web_sections: codes.map((code) => ({ code })),
      prices_include_vat: false,
      payment_terms_days: 30,
    },
    web_sections: codes.map((code) => ({ code })),
    branding: DEFAULT_BRANDING,
  };
}

function serve(info: SessionInfo) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.startsWith('/api/session/')
        ? info
        : url.startsWith('/api/staff-profile/')
          ? { first_name: 'Ada', last_name: 'Owner', email: 'ada@example.com' }
          : url.startsWith('/api/client/')
            ? DEFAULT_BRANDING
            : { detail: 'not mocked' };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('routes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends / to /login without a token', async () => {
    serve(session([]));
    const router = renderAt('/');
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('redirects a path the granted sections do not allow to /error/404', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    serve(session(['dashboard', 'cards_statistics']));
    const router = renderAt('/members/companies');
    expect(await screen.findByText(SESSION_MESSAGES.notFound)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/error/404');
  });

  it('opens an allowed area with its granted tabs only', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    serve(session(['dashboard', 'users', 'teams', 'guests']));
    renderAt('/members/companies');
    expect(await screen.findByRole('button', { name: 'Add team' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Teams' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Guests' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Invoices' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Members' })).toBeTruthy();
  });

  it('sends unknown paths to /error/404', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    serve(session(['dashboard']));
    const router = renderAt('/nowhere');
    expect(await screen.findByText(SESSION_MESSAGES.notFound)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/error/404');
  });

  it('sends a pending client from the dashboard to onboarding', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    serve(session([], 'pending'));
    const router = renderAt('/dashboard');
    expect(await screen.findByRole('button', { name: 'Private Company' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/on_boarding');
  });

  it('shows the dashboard tabs the sections grant', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    serve(session(['dashboard', 'cards_statistics', 'revenue_statistics']));
    renderAt('/dashboard');
    expect(await screen.findByRole('tab', { name: 'Cards' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Revenue Info' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Bookings Info' })).toBeNull();
    // The cards are a lazy screen of their own (app/areas/dashboard.area.ts); the app's route loader preloads it.
    expect(await screen.findByRole('region', { name: 'Occupancy' })).toBeTruthy();
  });
});
