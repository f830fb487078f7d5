import { addDaysIso, DEFAULT_TIME_ZONE, isoDayInZone, zonedInstant } from '@clubspace/contract';
import { and, asc, eq, gt, gte, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { bookings, checkinLinks, clients, members, offices, resources, users } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { holder, withHolder } from '../bookings/booking-holder.repo.ts';

/** The resource a /checkin/{code} page is about, with what the page shows of its office. */
export interface CheckinResource {
  id: number;
  clientId: number;
  slug: string;
  name: string;
  identifier: string | null;
  resourceType: string;
  status: string;
  officeId: number;
  officeSlug: string;
  officeName: string;
  timeZone: string;
}

const resourceFields = {
  id: resources.id,
  clientId: resources.clientId,
  slug: resources.slug,
  name: resources.name,
  identifier: resources.identifier,
  resourceType: resources.resourceType,
  status: resources.status,
  officeId: resources.officeId,
  officeSlug: offices.slug,
  officeName: offices.name,
  timeZone: offices.timeZone,
};

/**
 * Resources a QR code names: its identifier (unique per office, case-insensitive) or, for a resource without one, its
 * slug. An identifier match comes first, then the preferred office (the staff's layout office), then the oldest.
 */
export async function resourcesByCode(
  db: Executor,
  code: string,
  where: SQL | undefined,
  preferOfficeId: number | null = null,
): Promise<CheckinResource[]> {
  const rows = await db
    .select(resourceFields)
    .from(resources)
    .innerJoin(offices, eq(offices.id, resources.officeId))
    .where(and(or(sql`lower(${resources.identifier}) = lower(${code})`, eq(resources.slug, code)), where))
    .orderBy(
      sql`case when lower(${resources.identifier}) = lower(${code}) then 0 else 1 end`,
      sql`case when ${resources.officeId} = ${preferOfficeId ?? -1} then 0 else 1 end`,
      asc(resources.id),
    )
    .limit(20);
  return rows.map((r) => ({ ...r, timeZone: r.timeZone || DEFAULT_TIME_ZONE }));
}

export const clientByDomain = async (db: Db, domain: string) => {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(sql`lower(${clients.domain}) = lower(${domain})`)
    .limit(1);
  return row?.id ?? null;
};

export const bookingFields = {
  id: bookings.id,
  code: bookings.code,
  status: bookings.status,
  bookingType: bookings.bookingType,
  plannedStart: bookings.plannedStart,
  plannedEnd: bookings.plannedEnd,
  realStart: bookings.realStart,
  memberId: bookings.memberId,
  memberFirstName: holder.memberFirstName,
  memberLastName: holder.memberLastName,
  teamName: holder.teamName,
};
export type CheckinBookingRow = {
  id: number;
  code: string;
  status: string;
  bookingType: string;
  plannedStart: Date;
  plannedEnd: Date;
  realStart: Date | null;
  memberId: number | null;
  memberFirstName: string | null;
  memberLastName: string | null;
  teamName: string | null;
};

/** The resource's bookings that touch the rest of its office day (blocks excluded: they are not anybody's booking). */
export async function bookingsOfToday(db: Executor, r: CheckinResource, now: Date): Promise<CheckinBookingRow[]> {
  const dayEnd = zonedInstant(addDaysIso(isoDayInZone(now, r.timeZone), 1), '00:00:00', r.timeZone);
  return withHolder(db.select(bookingFields).from(bookings).$dynamic())
    .where(
      and(
        eq(bookings.clientId, r.clientId),
        eq(bookings.resourceId, r.id),
        ne(bookings.bookingType, 'block'),
        gt(bookings.plannedEnd, now),
        lt(bookings.plannedStart, dayEnd),
      ),
    )
    .orderBy(asc(bookings.plannedStart), asc(bookings.id));
}

/** An active member of the operator with this e-mail (one e-mail is one user). */
export async function memberByEmail(db: Executor, clientId: number, email: string) {
  const [row] = await db
    .select({ id: members.id, slug: members.slug, email: users.email, firstName: users.firstName })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.clientId, clientId), eq(members.status, 'active'), sql`lower(${users.email}) = lower(${email.trim()})`))
    .limit(1);
  return row ?? null;
}

export async function memberById(db: Executor, clientId: number, id: number) {
  const [row] = await db
    .select({ id: members.id, slug: members.slug, firstName: users.firstName, lastName: users.lastName })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.clientId, clientId), eq(members.id, id)))
    .limit(1);
  return row ?? null;
}

/** Links of this member and resource made since `since` (the throttle). */
export async function recentLinkCount(db: Executor, memberId: number, resourceId: number, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(checkinLinks)
    .where(and(eq(checkinLinks.memberId, memberId), eq(checkinLinks.resourceId, resourceId), gte(checkinLinks.createdAt, since)));
  return row?.n ?? 0;
}

export async function createLink(db: Executor, input: { clientId: number; memberId: number; resourceId: number; expiresAt: Date }) {
  const token = randomToken();
  await db.insert(checkinLinks).values({ ...input, tokenHash: sha256(token) });
  return token;
}

/** A link that is still usable (unknown, used or expired links are all simply null). */
export async function findLiveLink(db: Executor, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(checkinLinks)
    .where(and(eq(checkinLinks.tokenHash, sha256(token)), isNull(checkinLinks.usedAt), gt(checkinLinks.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** Uses the link up: exactly one caller gets true, however many present it at once. */
export async function consumeLink(db: Executor, id: number, now: Date) {
  const rows = await db
    .update(checkinLinks)
    .set({ usedAt: now })
    .where(and(eq(checkinLinks.id, id), isNull(checkinLinks.usedAt), gt(checkinLinks.expiresAt, now)))
    .returning({ id: checkinLinks.id });
  return rows.length === 1;
}

export const resourceById = async (db: Executor, id: number): Promise<CheckinResource | null> => {
  const [row] = await db
    .select(resourceFields)
    .from(resources)
    .innerJoin(offices, eq(offices.id, resources.officeId))
    .where(eq(resources.id, id))
    .limit(1);
  return row ? { ...row, timeZone: row.timeZone || DEFAULT_TIME_ZONE } : null;
};
