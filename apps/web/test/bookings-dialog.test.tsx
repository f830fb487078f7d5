import { BOOKING_MESSAGES, BOOKING_STATUS_MESSAGES } from '@clubspace/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeskBookingDialog } from '../src/components/booking/desk-booking-dialog';
import { bookingItem } from './bookings-helpers';
import { callsTo, renderWithApp, serveApi } from './members-helpers';

const lookups = (url: string) => {
  if (url.startsWith('/api/lookups/work-areas/'))
    return { body: { work_areas: [{ slug: 'open-space', name: 'Open Space', area_type: 'open_space', floor: null, office: null }] } };
  if (url.startsWith('/api/lookups/resources/'))
    return {
      body: {
        resources: [
          {
            slug: 'desk-1',
            name: 'Desk 1',
            resource_type: 'hot_desk',
            status: 'active',
            work_area: { slug: 'open-space', name: 'Open Space' },
            floor: null,
            office: null,
          },
        ],
      },
    };
  if (url.startsWith('/api/calculate-booking-desk-price/')) return { body: { full_price: 25, pending_after_prepaid: 25, selected_prepaids: [] } };
  return { body: [] };
};

/** A booking starting in 30 minutes: inside the check-in window (60 minutes by default, issue 24). */
const inWindow = () =>
  bookingItem({ planned_start: new Date(Date.now() + 30 * 60_000).toISOString(), planned_end: new Date(Date.now() + 90 * 60_000).toISOString() });

describe('DeskBookingDialog', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("create mode: 'Team is required' and 'Work Area is required' from the contract, nothing sent", async () => {
    const api = serveApi(lookups);
    renderWithApp(<DeskBookingDialog open office="shoreditch" onClose={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Add Desk Booking' })).toBeTruthy();
    // Member waits for a team.
    expect((screen.getByRole('combobox', { name: 'Member' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(BOOKING_MESSAGES.teamRequired)).toBeTruthy();
    expect(screen.getByText(BOOKING_MESSAGES.workAreaRequired)).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/member-bookings/')).toHaveLength(0);
  });

  it("edit mode: end before start says 'Planned End date can not be before Planned start time'", async () => {
    const api = serveApi(lookups);
    renderWithApp(<DeskBookingDialog open booking={bookingItem()} onClose={vi.fn()} />);
    expect(screen.getByRole('heading', { name: /Update Desk Booking BK-0001/ })).toBeTruthy();
    await screen.findByRole('combobox', { name: /Work Area/ });
    fireEvent.change(screen.getByRole('combobox', { name: /Planned start/ }), { target: { value: '10:00' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Planned end/ }), { target: { value: '09:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(BOOKING_MESSAGES.dialogEndBeforeStart)).toBeTruthy();
    expect(callsTo(api, 'PUT', '/api/member-bookings/')).toHaveLength(0);
    // Price is read-only.
    expect((screen.getByRole('textbox', { name: 'Price' }) as HTMLInputElement).readOnly).toBe(true);
  });

  it('Check In while there is no real start; Check Out once checked in', () => {
    serveApi(lookups);
    renderWithApp(<DeskBookingDialog open booking={inWindow()} onClose={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Check In' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check Out' })).toBeNull();
  });

  it("no Check In outside the check-in window: tomorrow's booking, or one that has ended", () => {
    serveApi(lookups);
    const tomorrow = bookingItem({
      planned_start: new Date(Date.now() + 24 * 3600_000).toISOString(),
      planned_end: new Date(Date.now() + 25 * 3600_000).toISOString(),
    });
    renderWithApp(<DeskBookingDialog open booking={tomorrow} onClose={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Check In' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel booking…' })).toBeTruthy();
    cleanup();
    const ended = bookingItem({
      planned_start: new Date(Date.now() - 2 * 3600_000).toISOString(),
      planned_end: new Date(Date.now() - 3600_000).toISOString(),
    });
    renderWithApp(<DeskBookingDialog open booking={ended} onClose={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Check In' })).toBeNull();
  });

  it('Check Out shows once real_start is set', () => {
    serveApi(lookups);
    renderWithApp(<DeskBookingDialog open booking={bookingItem({ real_start: new Date().toISOString() })} onClose={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Check In' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Check Out' })).toBeTruthy();
  });

  it('Cancel asks first (Keep booking / Cancel Booking / Cancel & Refund) and Cancel & Refund shows its message', async () => {
    const api = serveApi((url, init) =>
      init?.method === 'PUT' ? { body: { ...bookingItem({ status: 'refund' }), detail: BOOKING_STATUS_MESSAGES.refunded } } : lookups(url),
    );
    renderWithApp(<DeskBookingDialog open booking={bookingItem()} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking…' }));
    const step = screen.getByRole('group', { name: 'Cancel booking' });
    expect(within(step).getByRole('button', { name: 'Keep booking' })).toBeTruthy();
    expect(within(step).getByRole('button', { name: 'Cancel Booking' })).toBeTruthy();
    fireEvent.click(within(step).getByRole('button', { name: 'Cancel & Refund' }));
    expect(await screen.findByText(BOOKING_STATUS_MESSAGES.refunded)).toBeTruthy();
    const [, init] = callsTo(api, 'PUT', '/api/member-bookings/BK-0001')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ action: 'refund' });
  });

  it("Cancel Booking says 'Your Booking has been cancelled'", async () => {
    serveApi((url, init) =>
      init?.method === 'PUT' ? { body: { ...bookingItem({ status: 'cancelled' }), detail: BOOKING_STATUS_MESSAGES.cancelled } } : lookups(url),
    );
    renderWithApp(<DeskBookingDialog open booking={bookingItem()} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    expect(await screen.findByText(BOOKING_STATUS_MESSAGES.cancelled)).toBeTruthy();
  });

  it('a refused change shows the server message in words', async () => {
    serveApi((url, init) => (init?.method === 'PUT' ? { status: 409, body: { detail: BOOKING_MESSAGES.deskBusy } } : lookups(url)));
    renderWithApp(<DeskBookingDialog open booking={inWindow()} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Check In' }));
    await waitFor(() => expect(screen.getByText(BOOKING_MESSAGES.deskBusy)).toBeTruthy());
  });
});
