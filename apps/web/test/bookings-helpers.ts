import type { BookingItem } from '@clubspace/contract';

/** A booking as the list and the map receive it; override what a test needs. */
export function bookingItem(overrides: Partial<BookingItem> = {}): BookingItem {
  const start = new Date(Date.now() + 2 * 3600_000);
  const end = new Date(start.getTime() + 3600_000);
  return {
    id: 1,
    code: 'BK-0001',
    booking_type: 'hot_desk',
    origin: 'regular',
    channel: 'staff',
    status: 'active',
    create_date: new Date().toISOString(),
    single_price: 25,
    price: 25,
    planned_start: start.toISOString(),
    planned_end: end.toISOString(),
    real_start: null,
    real_end: null,
    office: { slug: 'shoreditch', name: 'Shoreditch' },
    floor: { slug: 'ground', name: 'Ground Floor' },
    work_area: { slug: 'open-space', name: 'Open Space' },
    resource: { slug: 'desk-1', name: 'Desk 1', resource_type: 'hot_desk' },
    member: { slug: 'ann-lee', user: { first_name: 'Ann', last_name: 'Lee' } },
    guest: null,
    team: { slug: 'acme', name: 'Acme' },
    client: null,
    membership: null,
    invoice_line: null,
    pre_paid: false,
    payNow: false,
    paid: false,
    complimentary: false,
    capacity: 1,
    credits_used: 0,
    comments: null,
    ...overrides,
  };
}
