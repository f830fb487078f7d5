import { ONLINE_PAYMENT_MESSAGES, type PortalInvoice, type PortalMe } from '@clubspace/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { portalTokens } from '../src/features/portal/api/portal-client';
import { canPayOnline } from '../src/features/portal/components/use-payment-return';
import { DEFAULT_BRANDING } from '../src/lib/branding';
import { createQueryClient } from '../src/lib/query-client';
import { PortalRouter } from '../src/portal-app/portal-router';

type Call = { url: string; method: string };

const me = (online: boolean): PortalMe => ({
  member: {
    slug: 'ann-admin',
    first_name: 'Ann',
    last_name: 'Admin',
    email: 'ann@demo.test',
    role: 'team_member',
    team: null,
    is_team_admin: false,
  },
  workspace: { slug: 'demo', name: 'Demo Coworking', logo: null, navigation_color: null, button_color: null, font: null, welcome_text: '' },
  online_payments: online,
  settings: { book_desks: true, book_rooms: true, cancel_hours: 24, see_invoices: true, invite_members: true, welcome_text: '' },
});
const invoice = (slug: string, outstanding: number, status = 'pending_payment'): PortalInvoice => ({
  slug,
  name: slug.toUpperCase(),
  status,
  date: '2026-03-02',
  date_due: '2026-03-16',
  total: 120,
  outstanding,
  overdue: false,
  team: null,
});
const DUE = invoice('inv-due', 45.5);
const SETTLED = invoice('inv-paid', 0, 'paid');

function serve(online: boolean, invoices: () => PortalInvoice[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET' });
      let body: unknown;
      if (url.startsWith('/api/client/')) body = DEFAULT_BRANDING;
      else if (url === '/api/portal/me') body = me(online);
      else if (url === '/api/portal/invoices?scope=mine') body = { invoices: invoices() };
      else if (url === '/api/portal/invoices/inv-due/pay')
        body = { url: 'http://pay.test/checkout/cs_1', amount: 45.5, detail: 'Payment page ready' };
      if (body === undefined)
        return new Response(JSON.stringify({ detail: 'nope' }), { status: 404, headers: { 'Content-Type': 'application/json' } });
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

const renderAt = (path: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <PortalRouter />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('Pay on the portal’s invoices (issue 27)', () => {
  beforeEach(() => portalTokens.set('demo', { access: 'p-access', refresh: 'p-refresh' }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    portalTokens.clear('demo');
  });

  it('shows Pay only when the workspace takes payments online and something is due', () => {
    expect(canPayOnline(me(true), DUE)).toBe(true);
    expect(canPayOnline(me(true), SETTLED)).toBe(false);
    expect(canPayOnline(me(true), invoice('inv-credit', -10))).toBe(false);
    expect(canPayOnline(me(false), DUE)).toBe(false);
    expect(canPayOnline(undefined, DUE)).toBe(false);
  });

  it('an invoice with an amount due has Pay, which opens the hosted payment page; a settled one has none', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = serve(true, () => [DUE, SETTLED]);
    renderAt('/portal/demo/invoices');
    const due = await screen.findByRole('article', { name: 'Invoice INV-DUE' });
    const settled = screen.getByRole('article', { name: 'Invoice INV-PAID' });
    expect(within(settled).queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(within(settled).getByRole('button', { name: 'Download PDF of invoice INV-PAID' })).toBeTruthy();
    fireEvent.click(within(due).getByRole('button', { name: 'Pay invoice INV-DUE' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://pay.test/checkout/cs_1'));
    expect(calls.find((c) => c.url === '/api/portal/invoices/inv-due/pay')?.method).toBe('POST');
  });

  it('no Pay anywhere when the workspace takes no payments online', async () => {
    serve(false, () => [DUE]);
    renderAt('/portal/demo/invoices');
    const due = await screen.findByRole('article', { name: 'Invoice INV-DUE' });
    expect(within(due).getByText('£45.50')).toBeTruthy();
    expect(within(due).queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('back with ?payment=paid: thanks, and the list reloads until the payment has landed', async () => {
    let paid = false;
    const calls = serve(true, () => (paid ? [invoice('inv-due', 0, 'paid')] : [DUE]));
    renderAt('/portal/demo/invoices?payment=paid');
    expect(await screen.findByText(ONLINE_PAYMENT_MESSAGES.portalPaid)).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Invoice INV-DUE' });
    expect(within(card).getByText('Pending')).toBeTruthy();
    paid = true;
    await vi.waitFor(() => expect(within(card).getByText('Paid')).toBeTruthy(), { timeout: 5_000 });
    expect(within(card).queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(calls.filter((c) => c.url === '/api/portal/invoices?scope=mine').length).toBeGreaterThan(1);
  });

  it('back with ?payment=cancelled: nothing was charged, and the message can be closed', async () => {
    serve(true, () => [DUE]);
    renderAt('/portal/demo/invoices?payment=cancelled');
    expect(await screen.findByText(ONLINE_PAYMENT_MESSAGES.portalCancelled)).toBeTruthy();
    expect(screen.queryByText(ONLINE_PAYMENT_MESSAGES.portalPaid)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByText(ONLINE_PAYMENT_MESSAGES.portalCancelled)).toBeNull());
  });
});
