import { zonedInstant, type PortalBooking } from '@clubspace/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { portalTokens } from '../src/features/portal/api/portal-client';
import { DEFAULT_BRANDING } from '../src/lib/branding';
import { createQueryClient } from '../src/lib/query-client';
import { PortalRouter } from '../src/portal-app/portal-router';

type Call = { url: string; method: string; body: unknown };
type Answer = { status?: number; body: unknown } | undefined;

const TZ = 'Europe/London';
const DAY = '2031-07-02';
const WORKSPACE = { slug: 'demo', name: 'Demo Coworking', logo: null, navigation_color: null, button_color: null, font: null, welcome_text: '' };
const SETTINGS = { book_desks: true, book_rooms: true, cancel_hours: 24, see_invoices: true, invite_members: false, welcome_text: '' };
const me = (settings = SETTINGS) => ({
  member: { slug: 'm', first_name: 'Mia', last_name: 'M', email: 'member@demo.test', role: 'team_member', team: null, is_team_admin: false },
  workspace: WORKSPACE,
  settings,
});
const OFFICES = { offices: [{ slug: 'sho', name: 'Shoreditch', address: null, time_zone: TZ, floors: [{ slug: 'f1', name: 'Ground' }] }] };
const desk = (slug: string, status: string, x: number | null = 50) => ({
  slug,
  name: `Desk ${slug}`,
  identifier: null,
  resource_type: 'desk',
  x,
  y: 50,
  floor: { slug: 'f1', name: 'Ground' },
  work_area: null,
  status,
  assigned_to_me: false,
});
const DESKS = {
  office: { slug: 'sho', name: 'Shoreditch', time_zone: TZ },
  floor: { slug: 'f1', name: 'Ground', floor_map: { image: null, height: 300, width: 400, scale: 400 } },
  days: [DAY],
  desks: [desk('d1', 'free'), desk('d2', 'booked'), desk('d3', 'mine'), desk('d4', 'free', null)],
};
const at = (hhmm: string) => zonedInstant(DAY, `${hhmm}:00`, TZ).toISOString();
const ROOMS = {
  office: DESKS.office,
  day: DAY,
  rooms: [
    {
      slug: 'r1',
      name: 'Board room',
      capacity: 8,
      floor: null,
      busy: [{ start: at('09:00'), end: at('10:30') }],
      hours: { start: at('08:00'), end: at('12:00') },
      granularity_minutes: 30,
      min_minutes: 30,
      max_minutes: 120,
      buffer_minutes: 0,
    },
  ],
};
const booking = (over: Partial<PortalBooking>): PortalBooking => ({
  code: 'B1',
  booking_type: 'desk',
  status: 'active',
  channel: 'portal',
  planned_start: at('09:00'),
  planned_end: at('18:00'),
  real_start: null,
  office: DESKS.office,
  resource: { slug: 'd1', name: 'Desk d1' },
  floor: null,
  member: null,
  price: 25,
  credits_used: 0,
  paid: false,
  cancel_until: null,
  check_in_opens: null,
  ...over,
});

function serve(answer: (call: Call) => Answer, settings = SETTINGS) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const path = url.split('?')[0];
      const fixed: Record<string, unknown> = {
        '/api/portal/me': me(settings),
        '/api/portal/offices': OFFICES,
        '/api/portal/calendar-feed': { feed: null },
      };
      const { status = 200, body } = url.startsWith('/api/client/')
        ? { body: DEFAULT_BRANDING }
        : (answer(call) ?? (path in fixed ? { body: fixed[path] } : { status: 404, body: { detail: 'nope' } }));
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
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

describe('portal booking screens', () => {
  beforeEach(() => portalTokens.set('demo', { access: 'a', refresh: 'r' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    portalTokens.clear('demo');
  });

  it('books a free desk chosen in the list (or on the plan) at the quoted price, and confirms with the booking', async () => {
    const calls = serve((c) => {
      if (c.url.startsWith('/api/portal/desks?')) return { body: DESKS };
      if (c.url.startsWith('/api/portal/quote?'))
        return { body: { price: 25, pending_after_prepaid: 25, credits: 0, available_credits: 0, free: true } };
      if (c.url === '/api/portal/bookings/desk') return { status: 201, body: { detail: 'Your desk is booked', bookings: [booking({})] } };
      return undefined;
    });
    renderAt('/portal/demo/desks');
    const list = await screen.findByRole('list', { name: /Free desks \(2\)/ });
    // Booked desks are not offered; the member's own is listed but cannot be chosen.
    expect(within(list).queryByText('Desk d2')).toBeNull();
    expect(within(list).getByTestId('portal-desk-d3').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Desk d2, Booked' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Desk d3, Yours' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Desk d2, Booked' }));
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();

    fireEvent.click(within(list).getByText('Desk d4'));
    expect((await screen.findByTestId('portal-quote-price')).textContent).toBe('Price: £25.00');
    const quoted = new URL(calls.find((c) => c.url.startsWith('/api/portal/quote?'))!.url, 'http://x').searchParams;
    expect([quoted.get('resource'), quoted.getAll('day')]).toEqual(['d4', [DAY]]);
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    const done = await screen.findByTestId('portal-booked');
    expect(within(done).getByText('Your desk is booked')).toBeTruthy();
    expect(within(done).getByTestId('portal-booked-price').textContent).toBe('£25.00');
    expect(calls.find((c) => c.url === '/api/portal/bookings/desk')?.body).toEqual({ resource: 'd4', days: [DAY], pay_with: 'invoice' });
  });

  it('shows the server’s refusal in its words and offers the prepaid package when it covers part', async () => {
    serve((c) => {
      if (c.url.startsWith('/api/portal/desks?')) return { body: DESKS };
      if (c.url.startsWith('/api/portal/quote?'))
        return { body: { price: 25, pending_after_prepaid: 0, credits: 0, available_credits: 0, free: true } };
      if (c.url === '/api/portal/bookings/desk')
        return {
          status: 400,
          body: {
            detail: 'Desks can be booked at most 30 days ahead',
            code: 'booking_rule',
            errors: { start: 'Desks can be booked at most 30 days ahead' },
          },
        };
      return undefined;
    });
    renderAt('/portal/demo/desks');
    fireEvent.click(await screen.findByRole('button', { name: 'Desk d1, Free' }));
    fireEvent.click(await screen.findByRole('radio', { name: /From my prepaid package: £0.00 left to pay/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Desks can be booked at most 30 days ahead');
  });

  it('a room: the day’s free time in words, starts and durations that fit, the live price, Book', async () => {
    const calls = serve((c) => {
      if (c.url.startsWith('/api/portal/rooms?')) return { body: ROOMS };
      if (c.url.startsWith('/api/portal/quote?'))
        return { body: { price: 30, pending_after_prepaid: 30, credits: 2, available_credits: 10, free: true } };
      if (c.url === '/api/portal/bookings/room')
        return { status: 201, body: { detail: 'Your meeting room is booked', bookings: [booking({ booking_type: 'meeting_room', price: 30 })] } };
      return undefined;
    });
    renderAt('/portal/demo/rooms');
    await screen.findByTestId('portal-room');
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: DAY } });
    await vi.waitFor(() => expect(calls.some((c) => c.url === `/api/portal/rooms?office=sho&day=${DAY}`)).toBe(true));
    // Opening 08:00–12:00, busy 09:00–10:30 (the day is in the future, so all of it is left).
    const room = await screen.findByTestId('portal-room');
    expect(await within(room).findByText('Free 08:00–09:00, 10:30–12:00')).toBeTruthy();
    fireEvent.click(within(room).getByRole('button', { name: 'Choose Board room' }));
    const start = screen.getByRole('combobox', { name: 'Start' }) as HTMLSelectElement;
    expect([...start.options].map((o) => o.text)).toEqual(['08:00', '08:30', '10:30', '11:00', '11:30']);
    fireEvent.change(start, { target: { value: at('10:30') } });
    const duration = screen.getByRole('combobox', { name: 'Duration' }) as HTMLSelectElement;
    expect([...duration.options].map((o) => o.text)).toEqual(['30 min', '1 h', '1 h 30 min']);
    fireEvent.change(duration, { target: { value: '60' } });
    expect((await screen.findByTestId('portal-quote-price')).textContent).toBe('Price: £30.00');
    fireEvent.click(screen.getByRole('radio', { name: 'With 2 credits (10 left)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Your meeting room is booked')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/portal/bookings/room')?.body).toEqual({
      resource: 'r1',
      start: at('10:30'),
      end: at('11:30'),
      pay_with: 'credits',
    });
  });

  it('hides desk booking when the operator does not allow it', async () => {
    serve(() => undefined, { ...SETTINGS, book_desks: false });
    renderAt('/portal/demo/desks');
    expect(await screen.findByText('Desk booking is not available in this portal')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Portal' });
    expect(within(nav).getByRole('link', { name: 'Book a room' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Book a desk' })).toBeNull();
  });

  it('My bookings: cancel asks first and shows the server’s words; add to calendar; the calendar link', async () => {
    const later = new Date(Date.now() + 86_400_000 * 3).toISOString();
    const b = booking({ planned_start: later, planned_end: new Date(Date.now() + 86_400_000 * 3.2).toISOString(), cancel_until: later });
    const calls = serve((c) => {
      if (c.url.startsWith('/api/portal/bookings?')) return { body: { bookings: [b], has_more: false } };
      if (c.url === '/api/portal/bookings/B1/cancel')
        return { status: 409, body: { detail: 'Bookings can be cancelled until 24 hours before they start', code: 'cancel_window' } };
      if (c.url === '/api/portal/calendar-feed' && c.method === 'POST')
        return { status: 201, body: { feed: { url: 'http://x/ical/abc.ics', created_at: later } } };
      return undefined;
    });
    renderAt('/portal/demo/bookings');
    const card = await screen.findByTestId('portal-booking-B1');
    expect(within(card).getByRole('button', { name: 'Add to calendar Desk d1' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel Desk d1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your booking of Desk d1?' });
    expect(calls.some((c) => c.url.endsWith('/cancel'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bookings can be cancelled until 24 hours before they start');

    fireEvent.click(screen.getByRole('button', { name: 'Create calendar link' }));
    expect(((await screen.findByLabelText(/Subscribe in Google/)) as HTMLInputElement).value).toBe('http://x/ical/abc.ics');
  });
});
