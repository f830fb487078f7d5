import type { BookingDetail } from '@clubspace/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BookingDetailPage from '../src/features/bookings/routes/booking-detail-page';
import { bookingItem } from './bookings-helpers';
import { renderWithApp, serveApi } from './members-helpers';

const CODES = ['users', 'bookings', 'list', 'map', 'meeting_room', 'members', 'teams', 'guests', 'membership', 'invoices', 'fandd', 'orders'];

const detail: BookingDetail = {
  ...bookingItem({ code: 'BK-0042' }),
  membership: { slug: 'acme-flex-2028', name: 'Flex 10' },
  invoice_line: {
    slug: 'line-7',
    status: 'paid',
    payment_reference: 'PAY-1',
    name: 'Hot desk 06-03-2028',
    invoice: { slug: 'inv-sho-12', name: 'SHO-0012' },
  },
  orders: [{ slug: 'order-9', code: 'ORD-9', status: 'delivered', price: 4.5 }],
  related_bookings: [
    {
      code: 'BK-0043',
      status: 'active',
      booking_type: 'hot_desk',
      planned_start: '2028-03-06T09:00:00.000Z',
      planned_end: '2028-03-06T17:00:00.000Z',
      resource: null,
    },
  ],
  prepaid_package: null,
  rules_override: null,
};

describe('booking detail links every related record (issue 24 §11)', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('member, team, membership, invoice and its line, orders and related bookings are links', async () => {
    serveApi((url) => (url.includes('/api/member-bookings/BK-0042') && !url.includes('/series') ? { body: detail } : { body: [] }));
    renderWithApp(
      <Routes>
        <Route path="/bookings/:code" element={<BookingDetailPage />} />
      </Routes>,
      '/bookings/BK-0042',
      CODES,
    );
    await screen.findByText('Booking BK-0042');
    const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Ann Lee')).toBe('/members/ann-lee');
    expect(href('Acme')).toBe('/members/companies/acme');
    expect(href('Flex 10')).toBe('/members/memberships/acme-flex-2028');
    expect(href('SHO-0012')).toBe('/members/invoices/inv-sho-12');
    expect(href(/^Hot desk 06-03-2028/)).toBe('/members/invoices/inv-sho-12');
    expect(screen.queryByText('acme-flex-2028')).toBeNull();
    const orders = screen.getByRole('table', { name: 'Booking orders' });
    expect(within(orders).getByRole('link', { name: 'ORD-9' }).getAttribute('href')).toBe('/food-and-drinks/order-9');
    const related = screen.getByRole('table', { name: 'Related bookings' });
    expect(within(related).getByRole('link', { name: 'BK-0043' }).getAttribute('href')).toBe('/bookings/BK-0043');
  });
});
