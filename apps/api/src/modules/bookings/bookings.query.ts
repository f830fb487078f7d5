/** The bookings query with its holder, office and invoice columns: what a booking's row is (BookingRow). */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, brokers, floors, invoiceLines, memberships, offices, resources, workAreas } from '../../db/schema/index.ts';
import { holder, withHolder } from './booking-holder.repo.ts';

export const bookingColumns = {
  id: bookings.id,
  code: bookings.code,
  bookingType: bookings.bookingType,
  origin: bookings.origin,
  channel: bookings.channel,
  status: bookings.status,
  createdAt: bookings.createdAt,
  singlePricePence: bookings.singlePricePence,
  pricePence: bookings.pricePence,
  plannedStart: bookings.plannedStart,
  plannedEnd: bookings.plannedEnd,
  realStart: bookings.realStart,
  realEnd: bookings.realEnd,
  officeId: bookings.officeId,
  officeSlug: offices.slug,
  officeName: offices.name,
  officeTimeZone: offices.timeZone,
  floorSlug: floors.slug,
  floorName: floors.name,
  workAreaSlug: workAreas.slug,
  workAreaName: workAreas.name,
  resourceId: bookings.resourceId,
  resourceSlug: resources.slug,
  resourceName: resources.name,
  resourceType: resources.resourceType,
  memberId: bookings.memberId,
  memberSlug: holder.memberSlug,
  memberFirstName: holder.memberFirstName,
  memberLastName: holder.memberLastName,
  guestSlug: holder.guestSlug,
  guestName: holder.guestName,
  guestEmail: holder.guestEmail,
  teamId: bookings.teamId,
  teamSlug: holder.teamSlug,
  teamName: holder.teamName,
  brokerSlug: brokers.slug,
  brokerName: brokers.name,
  membershipId: bookings.membershipId,
  membershipSlug: memberships.slug,
  invoiceLineId: bookings.invoiceLineId,
  lineSlug: invoiceLines.slug,
  lineStatus: invoiceLines.status,
  linePaymentReference: invoiceLines.paymentReference,
  prepaidPackageId: bookings.prepaidPackageId,
  payNow: bookings.payNow,
  paid: bookings.paid,
  complimentary: bookings.complimentary,
  capacity: bookings.capacity,
  creditsUsed: bookings.creditsUsed,
  comments: bookings.comments,
};

/** Bookings with every reference the item shows, in one select (joins by primary key: no N+1). */
export function bookingQuery(db: Executor) {
  return withHolder(db.select(bookingColumns).from(bookings).$dynamic())
    .innerJoin(offices, eq(offices.id, bookings.officeId))
    .leftJoin(floors, eq(floors.id, bookings.floorId))
    .leftJoin(workAreas, eq(workAreas.id, bookings.workAreaId))
    .leftJoin(resources, eq(resources.id, bookings.resourceId))
    .leftJoin(brokers, eq(brokers.id, bookings.brokerId))
    .leftJoin(memberships, eq(memberships.id, bookings.membershipId))
    .leftJoin(invoiceLines, eq(invoiceLines.id, bookings.invoiceLineId));
}
export type BookingRow = Awaited<ReturnType<ReturnType<typeof bookingQuery>['execute']>>[number];
