import { CHECKIN_MESSAGES, type CheckinView } from '@clubspace/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../src/app/providers';
import { routes } from '../src/app/routes';
import { DEFAULT_BRANDING } from '../src/lib/branding';
import { createQueryClient } from '../src/lib/query-client';
import { setTokens } from '../src/lib/token-storage';

const VIEW: CheckinView = {
  resource: {
    slug: 'sho-desk-1',
    name: 'Desk 11',
    identifier: 'SHO-1-D1',
    resource_type: 'desk',
    office: { slug: 'shoreditch', name: 'Shoreditch', time_zone: 'Europe/London' },
  },
  viewer: 'staff',
  member: null,
  booking: {
    code: 'ABCD2345',
    status: 'active',
    planned_start: '2026-06-01T08:00:00Z',
    planned_end: '2026-06-01T12:00:00Z',
    real_start: null,
    member: 'Ada Lovelace',
    team: 'Analytical',
  },
  check_in_blocked: null,
  book_now: null,
  book_now_blocked: CHECKIN_MESSAGES.notFree,
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

function renderAt(path: string) {
  render(
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </AppProviders>,
  );
}

describe('/checkin/{code}', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('without a session asks for an e-mail and answers with the server’s words', async () => {
    const calls = serve(() => ({ status: 202, body: { detail: CHECKIN_MESSAGES.linkSent } }));
    renderAt('/checkin/SHO-1-D1');
    fireEvent.click(await screen.findByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(CHECKIN_MESSAGES.emailRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your e-mail'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(CHECKIN_MESSAGES.validMail)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your e-mail'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(CHECKIN_MESSAGES.linkSent)).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/checkin/SHO-1-D1/link');
    expect((post.body as { email: string }).email).toBe('ada@example.com');
    expect(post.headers.Authorization).toBeUndefined();
  });

  it('staff see the booking in office time and check it in', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    let checkedIn = false;
    const calls = serve((c) => {
      if (c.method === 'POST') {
        checkedIn = true;
        return { body: { detail: CHECKIN_MESSAGES.checkedIn, booking: { ...VIEW.booking!, real_start: '2026-06-01T08:03:00Z' } } };
      }
      return { body: checkedIn ? { ...VIEW, booking: { ...VIEW.booking!, real_start: '2026-06-01T08:03:00Z' } } : VIEW };
    });
    renderAt('/checkin/SHO-1-D1');
    const card = await screen.findByRole('region', { name: 'Booking' });
    expect(within(card).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(card).getByText('09:00 – 13:00')).toBeTruthy(); // BST
    fireEvent.click(within(card).getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText(CHECKIN_MESSAGES.checkedIn)).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: 'Booking' })).findByText('Checked in at 09:03')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ action: 'check_in', booking: 'ABCD2345' });
    expect(post.headers.Authorization).toBe('Bearer a');
  });

  it('a magic link sends its token in a header, never a bearer, and takes it out of the address bar', async () => {
    window.history.replaceState(null, '', '/checkin/SHO-1-D1#token=magic123');
    const calls = serve(() => ({
      body: {
        ...VIEW,
        viewer: 'member',
        member: { slug: 'ada', name: 'Ada Lovelace' },
        booking: null,
        book_now: { start: '2026-06-01T08:00:00Z', end: '2026-06-01T17:00:00Z' },
        book_now_blocked: null,
      },
    }));
    renderAt('/checkin/SHO-1-D1');
    const book = await screen.findByRole('region', { name: 'Book it now' });
    expect(within(book).getByText(/from 09:00 until 18:00/)).toBeTruthy();
    expect(within(book).queryByLabelText(/Member/)).toBeNull(); // a member books for themselves
    expect(screen.getByText('No booking of yours on this resource for the rest of today.')).toBeTruthy();
    const get = calls.find((c) => c.url === '/api/checkin/SHO-1-D1')!;
    expect(get.headers['x-checkin-token']).toBe('magic123');
    expect(get.headers.Authorization).toBeUndefined();
    expect(window.location.hash).toBe('');
  });
});
