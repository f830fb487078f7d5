import type { PayerMethod } from '@clubspace/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { portalTokens } from '../src/features/portal/api/portal-client';
import { PaymentMethodCard } from '../src/features/portal/payment-method/components/payment-method-card';
import { createQueryClient } from '../src/lib/query-client';

const VISA: PayerMethod['method'] = { type: 'card', brand: 'visa', last4: '4242', label: 'Visa •••• 4242', saved_at: '2026-11-27T10:00:00.000Z' };

function serve(state: { method: PayerMethod['method']; canManage?: boolean; online?: boolean }) {
  const calls: { url: string; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method });
      if (url === '/api/portal/payment-method' && method === 'DELETE') {
        state.method = null;
        return new Response(null, { status: 204 });
      }
      const body =
        url === '/api/portal/payment-method/setup'
          ? { url: 'http://stripe.test/checkout/cs_setup', detail: 'Setup link ready' }
          : { online: state.online ?? true, auto_collect: true, can_manage: state.canManage ?? true, method: state.method };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

const renderCard = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/portal/demo/invoices']}>
        <PaymentMethodCard workspace="demo" />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('the portal’s payment method card (issue 27 flow 2)', () => {
  beforeEach(() => portalTokens.set('demo', { access: 'p-access', refresh: 'p-refresh' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    portalTokens.clear('demo');
  });

  it('shows the saved card; Remove detaches it and the card says none is saved', async () => {
    const calls = serve({ method: VISA });
    renderCard();
    expect(await screen.findByText('Visa •••• 4242')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Visa •••• 4242' }));
    expect(await screen.findByText('No payment method saved')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/portal/payment-method')).toBe(true);
  });

  it('Save a payment method opens the hosted setup page', async () => {
    serve({ method: null });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Save a payment method' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://stripe.test/checkout/cs_setup'));
  });

  it('is not shown to a member who does not pay, nor without online payments', async () => {
    const calls = serve({ method: null, canManage: false });
    const { container, unmount } = renderCard();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
    unmount();
    serve({ method: VISA, online: false });
    const other = renderCard();
    await new Promise((r) => setTimeout(r, 100));
    expect(other.container.textContent).toBe('');
  });
});
