import { addDaysIso, isoDayInZone } from '@clubspace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from '../src/components/data-table';
import { bookingColumns, priceState, timeState } from '../src/features/bookings/components/booking-columns';
import BookingsListPage from '../src/features/bookings/routes/bookings-list-page';
import { bookingItem } from './bookings-helpers';
import { callsTo, renderWithApp, serveApi } from './members-helpers';

const hour = 3600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

describe('booking list colours', () => {
  it('price: green when the invoice line is paid, red while payment is pending, plain otherwise', () => {
    expect(priceState(bookingItem({ invoice_line: { slug: 'l', status: 'paid', payment_reference: null } }))).toBe('paid');
    expect(priceState(bookingItem({ invoice_line: { slug: 'l', status: 'payment_pending', payment_reference: null } }))).toBe('pending');
    expect(priceState(bookingItem({ invoice_line: { slug: 'l', status: 'pending_payment', payment_reference: null } }))).toBe('pending');
    expect(priceState(bookingItem({ invoice_line: null }))).toBe('none');
  });

  it('time: checked in green, late red, ended grey', () => {
    expect(timeState(bookingItem({ planned_start: iso(-hour), planned_end: iso(hour), real_start: iso(-hour) }))).toBe('checked_in');
    expect(timeState(bookingItem({ planned_start: iso(-hour), planned_end: iso(hour) }))).toBe('late');
    expect(timeState(bookingItem({ planned_start: iso(-2 * hour), planned_end: iso(-hour) }))).toBe('ended');
    expect(timeState(bookingItem({ planned_start: iso(-hour), planned_end: iso(hour), real_start: iso(-hour), real_end: iso(-1000) }))).toBe('ended');
    expect(timeState(bookingItem({ status: 'cancelled' }))).toBe('ended');
    expect(timeState(bookingItem())).toBe('upcoming');
  });

  it('shows the state in words next to the colour, and cuts the payment reference to 9 characters', () => {
    const rows = [
      bookingItem({
        code: 'PAID1',
        invoice_line: { slug: 'a', status: 'paid', payment_reference: 'PAY-1234567890' },
        planned_start: iso(-hour),
        planned_end: iso(hour),
        real_start: iso(-hour),
      }),
      bookingItem({
        id: 2,
        code: 'PEND2',
        invoice_line: { slug: 'b', status: 'payment_pending', payment_reference: null },
        planned_start: iso(-hour),
        planned_end: iso(hour),
      }),
      bookingItem({ id: 3, code: 'DONE3', planned_start: iso(-3 * hour), planned_end: iso(-2 * hour), origin: 'deference', resource: null }),
    ];
    renderWithApp(
      <DataTable
        label="Bookings"
        columns={bookingColumns()}
        rows={rows}
        total={3}
        page={1}
        pageSize={25}
        order=""
        onChange={vi.fn()}
        getRowId={(b) => b.code}
        rowHref={(b) => `/bookings/${b.code}`}
      />,
    );
    const row = (code: string) => screen.getByRole('link', { name: code }).closest('tr')!;
    expect(within(row('PAID1')).getByText(/Paid/).getAttribute('data-state')).toBe('paid');
    expect(within(row('PAID1')).getByText('Checked in')).toBeTruthy();
    expect(within(row('PAID1')).getByText('PAY-12345')).toBeTruthy();
    expect(
      within(row('PEND2'))
        .getByText(/Pending/)
        .getAttribute('data-state'),
    ).toBe('pending');
    expect(within(row('PEND2')).getByText('Not checked in')).toBeTruthy();
    expect(within(row('DONE3')).getByText('Ended')).toBeTruthy();
    expect(within(row('DONE3')).getByText('Complimentary')).toBeTruthy();
    expect(within(row('DONE3')).getByText('Open Space · no desk')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PAID1' }).getAttribute('href')).toBe('/bookings/PAID1');
  });
});

describe('BookingsListPage', () => {
  afterEach(() => vi.unstubAllGlobals());
  const envelope = { num_results: 1, page_size: 25, current_page: 1, num_pages: 1, bookings: [bookingItem()] };

  it('asks for 25 bookings from today in the office zone', async () => {
    const api = serveApi((url) => (url.startsWith('/api/dashboard-member-bookings/') ? { body: envelope } : { body: [] }));
    renderWithApp(
      <Routes>
        <Route path="/bookings/list" element={<BookingsListPage />} />
      </Routes>,
      '/bookings/list',
    );
    expect(await screen.findByRole('link', { name: 'BK-0001' })).toBeTruthy();
    const [url] = callsTo(api, 'GET', '/api/dashboard-member-bookings/')[0]!;
    const query = new URL(String(url), 'http://x').searchParams;
    expect(query.get('page_size')).toBe('25');
    expect(query.get('start')).toBe(isoDayInZone(new Date(), 'Europe/London'));
    expect(query.get('end')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('from a member profile it spans one year back to one year ahead', async () => {
    const api = serveApi((url) => (url.startsWith('/api/dashboard-member-bookings/') ? { body: envelope } : { body: [] }));
    renderWithApp(
      <Routes>
        <Route path="/bookings/list" element={<BookingsListPage />} />
      </Routes>,
      '/bookings/list?member=ann-lee',
    );
    await waitFor(() => expect(callsTo(api, 'GET', '/api/dashboard-member-bookings/').length).toBeGreaterThan(0));
    const query = new URL(String(callsTo(api, 'GET', '/api/dashboard-member-bookings/')[0]![0]), 'http://x').searchParams;
    const today = isoDayInZone(new Date(), 'Europe/London');
    expect(query.get('member')).toBe('ann-lee');
    expect(query.get('start')).toBe(addDaysIso(today, -365));
    expect(query.get('end')).toBe(addDaysIso(today, 365));
  });
});
