import type { PortalBooking, PortalHome } from '@clubspace/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalTokens } from '../src/features/portal/api/portal-client';
import { DEFAULT_BRANDING } from '../src/lib/branding';
import { createQueryClient } from '../src/lib/query-client';
import { PortalRouter } from '../src/portal-app/portal-router';

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };

const later = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const BOOKING: PortalBooking = {
  code: 'DESK0001',
  booking_type: 'desk',
  status: 'active',
  channel: 'portal',
  planned_start: later(-0.5),
  planned_end: later(6),
  real_start: null,
  office: { slug: 'shoreditch', name: 'Shoreditch', time_zone: 'Europe/London' },
  resource: { slug: 'sho-desk-1', name: 'Desk 1' },
  floor: null,
  member: null,
  price: 40,
  credits_used: 0,
  paid: false,
  cancel_until: null,
  check_in_opens: later(-1.5),
};
const HOME: PortalHome = { welcome_text: 'Welcome to Demo', today: [BOOKING], upcoming: [], unpaid_invoices: [], credits: { total: 10, left: 7 } };
const WORKSPACE = {
  slug: 'demo',
  name: 'Demo Coworking',
  logo: null,
  navigation_color: '#1B3A4B',
  button_color: '#E07A1F',
  font: 'Lato',
  welcome_text: 'Welcome to Demo',
};

function serve(answer: (call: Call) => { status?: number; body: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        url,
        method: init.method ?? 'GET',
        headers: (init.headers ?? {}) as Record<string, string>,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const { status = 200, body } = url.startsWith('/api/client/') ? { body: DEFAULT_BRANDING } : answer(call);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

// The portal's own app (portal.html): its routes, as src/portal-app/portal-app.tsx mounts them.
const renderAt = (path: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <PortalRouter />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('/portal/{workspace}', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without a portal session opens the workspace’s log-in; logging in lands on home, where today’s booking checks in', async () => {
    let checkedIn = false;
    const calls = serve((c) => {
      if (c.url === '/api/portal/auth/workspace') return { body: WORKSPACE };
      if (c.url === '/api/portal/auth/login') return { body: { access: 'p-access', refresh: 'p-refresh' } };
      if (c.url === '/api/portal/me') return { body: { member: {}, workspace: WORKSPACE, settings: {} } };
      if (c.url === '/api/portal/home') return { body: checkedIn ? { ...HOME, today: [{ ...BOOKING, real_start: later(0) }] } : HOME };
      if (c.url === '/api/portal/bookings/DESK0001/check-in') {
        checkedIn = true;
        return { body: { detail: 'Checked in', booking: { ...BOOKING, real_start: later(0) } } };
      }
      return { status: 404, body: { detail: 'nope' } };
    });
    renderAt('/portal/demo/bookings');
    expect(await screen.findByRole('heading', { name: 'Demo Coworking' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'member@demo.test' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'Demo1234!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const card = await screen.findByTestId('portal-booking-DESK0001');
    expect(within(card).getByText(/Desk 1 · Shoreditch/)).toBeTruthy();
    expect(screen.getByText('Credits left: 7 of 10')).toBeTruthy();
    expect(portalTokens.access('demo')).toBe('p-access');
    const login = calls.find((c) => c.url === '/api/portal/auth/login')!;
    expect(login.headers['x-portal-workspace']).toBe('demo');
    expect(login.body).toEqual({ email: 'member@demo.test', password: 'Demo1234!' });

    fireEvent.click(within(card).getByRole('button', { name: /^Check in/ }));
    expect(await screen.findByText('Checked in', { selector: '.MuiAlert-message' })).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/portal/bookings/DESK0001/check-in')?.headers.Authorization).toBe('Bearer p-access');
  });

  it('a magic link logs in from the #fragment and shows My bookings', async () => {
    window.history.replaceState(null, '', '/portal/demo/magic#token=magic-123');
    const calls = serve((c) => {
      if (c.url === '/api/portal/auth/magic-link/login') return { body: { access: 'm-access', refresh: 'm-refresh' } };
      if (c.url === '/api/portal/me') return { body: { member: {}, workspace: WORKSPACE, settings: {} } };
      if (c.url === '/api/portal/home') return { body: { ...HOME, today: [] } };
      if (c.url.startsWith('/api/portal/bookings')) return { body: { bookings: [BOOKING], has_more: false } };
      return { status: 404, body: { detail: 'nope' } };
    });
    renderAt('/portal/demo/magic');
    expect(await screen.findByText('No bookings today')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/portal/auth/magic-link/login')?.body).toEqual({ token: 'magic-123' });
    fireEvent.click(screen.getByRole('link', { name: 'My bookings' }));
    expect(await screen.findByTestId('portal-booking-DESK0001')).toBeTruthy();
    window.history.replaceState(null, '', '/');
  });
});
