import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeskBookingDialog } from '../src/components/booking/desk-booking-dialog';
import { MemberPicker } from '../src/components/member-picker';
import { bookingItem } from './bookings-helpers';
import { callsTo, renderWithApp, serveApi } from './members-helpers';

/** Issue 24 §5, §6: pickers warn about inactive members and disable desks already booked in the chosen window. */
const desk = (slug: string, name: string, busy?: boolean) => ({
  slug,
  name,
  resource_type: 'desk',
  status: 'active',
  work_area: { slug: 'open-space', name: 'Open Space' },
  floor: null,
  office: null,
  busy,
});

describe('booking pickers', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the member picker shows "Inactive" next to an inactive member, and says so once picked', async () => {
    serveApi((url) =>
      url.startsWith('/api/lookups/members/')
        ? {
            body: [
              { slug: 'ann-lee', name: 'Ann Lee', team: null, email: 'ann@example.com', status: 'inactive' },
              { slug: 'bo-kim', name: 'Bo Kim', team: null, email: 'bo@example.com', status: 'active' },
            ],
          }
        : { body: [] },
    );
    const onChange = vi.fn();
    renderWithApp(<MemberPicker value="" onChange={onChange} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Member' }));
    const ann = await screen.findByRole('option', { name: /Ann Lee/ });
    expect(within(ann).getByText('Inactive')).toBeTruthy();
    expect(within(screen.getByRole('option', { name: /Bo Kim/ })).queryByText('Inactive')).toBeNull();
    fireEvent.click(ann);
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ slug: 'ann-lee', status: 'inactive' }));
  });

  it('the desk dialog asks for the window and disables the desks already booked in it', async () => {
    const api = serveApi((url) => {
      if (url.startsWith('/api/lookups/work-areas/'))
        return { body: { work_areas: [{ slug: 'open-space', name: 'Open Space', area_type: 'open_space', floor: null, office: null }] } };
      if (url.startsWith('/api/lookups/resources/'))
        return { body: { resources: [desk('desk-1', 'Desk 1', false), desk('desk-2', 'Desk 2', true)] } };
      if (url.startsWith('/api/calculate-booking-desk-price/')) return { body: { full_price: 25, pending_after_prepaid: 25, selected_prepaids: [] } };
      return { body: [] };
    });
    const b = bookingItem({ booking_type: 'desk', resource: { slug: 'desk-1', name: 'Desk 1', resource_type: 'desk' } });
    renderWithApp(<DeskBookingDialog open booking={b} onClose={vi.fn()} />);
    await waitFor(() => expect(callsTo(api, 'GET', '/api/lookups/resources/').length).toBeGreaterThan(0));
    const url = new URL(String(callsTo(api, 'GET', '/api/lookups/resources/').at(-1)![0]), 'http://x');
    expect(url.searchParams.get('start')).toBeTruthy();
    expect(url.searchParams.get('end')).toBeTruthy();
    expect(url.searchParams.get('exclude')).toBe(b.code);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Resource' }));
    const busy = await screen.findByRole('option', { name: 'Desk 2 (booked)' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('option', { name: 'Desk 1' }).getAttribute('aria-disabled')).not.toBe('true');
  });
});
