import { toPounds, type BookingItem } from '@clubspace/contract';
import { iso } from '../../lib/sql.ts';
import type { BookingRow } from './bookings.query.ts';

const ref = (slug: string | null, name: string | null) => (slug ? { slug, name: name ?? '' } : null);

/** One joined booking row → the seeds' booking item (money in pounds, instants as ISO text). */
export function toBookingItem(r: BookingRow): BookingItem {
  return {
    id: r.id,
    code: r.code,
    booking_type: r.bookingType,
    origin: r.origin,
    channel: r.channel,
    status: r.status,
    create_date: r.createdAt.toISOString(),
    single_price: toPounds(r.singlePricePence),
    price: toPounds(r.pricePence),
    planned_start: r.plannedStart.toISOString(),
    planned_end: r.plannedEnd.toISOString(),
    real_start: iso(r.realStart),
    real_end: iso(r.realEnd),
    office: { slug: r.officeSlug, name: r.officeName },
    floor: ref(r.floorSlug, r.floorName),
    work_area: ref(r.workAreaSlug, r.workAreaName),
    resource: r.resourceSlug ? { slug: r.resourceSlug, name: r.resourceName ?? '', resource_type: r.resourceType ?? '' } : null,
    member: r.memberSlug ? { slug: r.memberSlug, user: { first_name: r.memberFirstName ?? '', last_name: r.memberLastName ?? '' } } : null,
    guest: r.guestSlug ? { slug: r.guestSlug, name: r.guestName ?? '', email: r.guestEmail } : null,
    team: ref(r.teamSlug, r.teamName),
    client: ref(r.brokerSlug, r.brokerName),
    membership: r.membershipSlug ? { slug: r.membershipSlug } : null,
    invoice_line: r.lineSlug ? { slug: r.lineSlug, status: r.lineStatus ?? 'new', payment_reference: r.linePaymentReference } : null,
    pre_paid: r.prepaidPackageId !== null,
    payNow: r.payNow,
    paid: r.paid,
    complimentary: r.complimentary,
    capacity: r.capacity,
    credits_used: r.creditsUsed,
    comments: r.comments,
  };
}
