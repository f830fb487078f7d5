import type { Query } from '../../lib/api-client';
import type { BookingEntry } from './booking-types';

/**
 * The price quote of exactly the bookings a screen is about to create (issue 23): built from the create entries
 * themselves, so the quote and the invoice line can never price different things — each desk as its own `resource`
 * (repeated), with its own type when the types differ; unassigned desks as the work area's, `booking_size` of them.
 * The entries share one window and one payer (one day of a screen's bookings); null when there is nothing to price.
 */
export function quoteQuery(entries: readonly BookingEntry[]): Query | null {
  const first = entries[0];
  if (!first || !first.office || !first.start) return null;
  const resources = entries.map((e) => e.resource ?? '');
  const assigned = resources.every(Boolean);
  const types = entries.map((e) => e.booking_type);
  const oneType = types.every((t) => t === types[0]);
  return {
    office: first.office,
    booking_type: assigned && !oneType ? types : types[0],
    ...(assigned ? { resource: resources } : { work_area: first.work_area ?? undefined, booking_size: entries.length }),
    team: first.team ?? undefined,
    member: first.member ?? undefined,
    guest: first.guest ?? undefined,
    start: first.start,
    end: first.end,
    origin: first.origin,
    complimentary: first.complimentary ? true : undefined,
  };
}
