import { UNSUBSCRIBE_MESSAGES, type UnsubscribeView } from '@clubspace/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../src/app/providers';
import { routes } from '../src/app/routes';
import { MemberEmailConsent } from '../src/features/members/components/member-email-consent';
import { DEFAULT_BRANDING } from '../src/lib/branding';
import { createQueryClient } from '../src/lib/query-client';

const VIEW: UnsubscribeView = {
  operator: 'Demo Coworking',
  email: 'a**@example.com',
  recipient: 'member',
  category: 'bookings',
  category_label: 'Bookings',
  subscribed: true,
  allow_email: true,
};

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };

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

function openLink(hash: string) {
  window.history.replaceState(null, '', `/unsubscribe${hash}`);
  render(
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/unsubscribe'] })} />
    </AppProviders>,
  );
}

describe('/unsubscribe#token', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('shows what the link turns off, changes nothing until the click, then shows the server’s words', async () => {
    const calls = serve((c) =>
      c.method === 'POST' ? { body: { ...VIEW, subscribed: false, detail: UNSUBSCRIBE_MESSAGES.done('booking confirmations') } } : { body: VIEW },
    );
    openLink('#abc.def');
    expect(await screen.findByRole('heading', { name: 'E-mails from Demo Coworking' })).toBeTruthy();
    expect(screen.getByText(/booking confirmations, changes, cancellations and releases to a\*\*@example\.com/)).toBeTruthy();
    // The token left the address bar; only the preview was asked for.
    expect(window.location.hash).toBe('');
    expect(calls.filter((c) => !c.url.startsWith('/api/client/')).map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/unsubscribe/?token=abc.def',
    ]);
    expect(calls.at(-1)!.headers).not.toHaveProperty('Authorization');

    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe from Bookings' }));
    expect(await screen.findByText(UNSUBSCRIBE_MESSAGES.done('booking confirmations'))).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/api/unsubscribe/', body: { token: 'abc.def', all: false } });
    expect(screen.getByText('off')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop all e-mails' })).toBeNull();
  });

  it('a member may stop every e-mail', async () => {
    const calls = serve((c) =>
      c.method === 'POST' ? { body: { ...VIEW, subscribed: false, allow_email: false, detail: UNSUBSCRIBE_MESSAGES.doneAll } } : { body: VIEW },
    );
    openLink('#abc.def');
    fireEvent.click(await screen.findByRole('button', { name: 'Stop all e-mails' }));
    expect(await screen.findByText(UNSUBSCRIBE_MESSAGES.doneAll)).toBeTruthy();
    expect(calls.at(-1)!.body).toEqual({ token: 'abc.def', all: true });
  });

  it('a changed link shows the server’s refusal in words and no button', async () => {
    serve(() => ({ status: 400, body: { detail: UNSUBSCRIBE_MESSAGES.tokenInvalid, errors: { token: UNSUBSCRIBE_MESSAGES.tokenInvalid } } }));
    openLink('#abc.forged');
    expect(await screen.findByText(UNSUBSCRIBE_MESSAGES.tokenInvalid)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a link without its token says so and asks nothing of the server', async () => {
    const calls = serve(() => ({ body: VIEW }));
    openLink('');
    expect(await screen.findByText(UNSUBSCRIBE_MESSAGES.tokenRequired)).toBeTruthy();
    expect(calls.filter((c) => c.url.startsWith('/api/unsubscribe'))).toEqual([]);
  });
});

describe('the member profile’s e-mail consent', () => {
  it('shows allow_email and each category read-only; with allow_email off every category shows off', () => {
    const { rerender } = render(
      <MemberEmailConsent consent={{ allow_email: true, bookings: true, invoices: false, campaigns: false, community: true }} />,
    );
    const state = () =>
      Object.fromEntries(screen.getAllByRole('switch').map((s) => [s.closest('label')!.textContent, (s as HTMLInputElement).checked]));
    expect(state()).toEqual({ 'Allow email': true, Bookings: true, Invoices: false, 'News and offers': false, Community: true });
    expect(screen.getAllByRole('switch').every((s) => (s as HTMLInputElement).disabled)).toBe(true);
    rerender(<MemberEmailConsent consent={{ allow_email: false, bookings: true, invoices: true, campaigns: true, community: true }} />);
    expect(Object.values(state()).every((on) => !on)).toBe(true);
  });
});
