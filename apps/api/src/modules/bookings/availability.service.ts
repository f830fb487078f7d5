import {
  DEFAULT_TIME_ZONE,
  bookingCredits,
  dayWindow,
  OCCUPANCY_BOOKING_TYPES,
  OCCUPANCY_RESOURCE_TYPES,
  officeDaysOf,
  isoDayInZone,
  MAP_RESOURCE_TYPES,
  mapStatusOf,
  occupancyOf,
  OCCUPYING_BOOKING_STATUSES,
  toPounds,
  BOOKING_MESSAGES,
  BLOCK_BOOKING_TYPE,
  bufferedEnd,
  type availabilityQuery,
  type meetingRoomAvailabilityQuery,
  VOID_BOOKING_STATUSES,
} from '@clubspace/contract';
import { and, asc, count, eq, gt, gte, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { bookings, brokers, orders, teams } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { activeOffice, type StaffContext } from '../../plugins/context.plugin.ts';
import { RefResolver } from './booking-refs.ts';
import { bookingQuery, visibleBookings } from './bookings.repo.ts';
import { blockReasonOf, closureOver } from './blocks-map.ts';
import { toBookingItem } from './bookings.mappers.ts';
import { activeMembership, creditsLeft, onePricePence, payerOf, priceGrid } from './pricing.service.ts';
import { granularityFor } from '../booking-rules/booking-rules.service.ts';
import { mapResourceColumns, mapResources, type MapResourceRow } from '../resources/map-resources.repo.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The office a call is about: `club` (in scope) or the caller's layout office. */
export async function officeFor(db: Db, ctx: StaffContext, club: string | undefined) {
  if (club && club !== 'all') return new RefResolver(db, ctx).office(club, 'club');
  const office = await activeOffice(db, ctx);
  if (!office) throw badRequest({ club: BOOKING_MESSAGES.officeRequired });
  return office;
}

/** start/end as days (read in the office zone: a whole day each) or instants; absent = today. */
export function windowFrom(start: string | undefined, end: string | undefined, tz: string) {
  const today = isoDayInZone(new Date(), tz);
  const from = !start ? dayWindow(today, tz).start : DAY.test(start) ? dayWindow(start, tz).start : new Date(start);
  const to = !end
    ? start && !DAY.test(start)
      ? new Date(from.getTime() + 86_400_000)
      : dayWindow(start && DAY.test(start) ? start : today, tz).end
    : DAY.test(end)
      ? dayWindow(end, tz).end
      : new Date(end);
  if (!(to > from)) throw badRequest({ end: BOOKING_MESSAGES.plannedEndBeforeStart });
  return { start: from, end: to };
}

/** A list's start..end filter as instants: days are whole days of the office (club, else the layout office), instants are taken as they are. */
export async function listWindow(db: Db, ctx: StaffContext, q: { start?: string; end?: string; club?: string }) {
  const needsZone = (q.start && DAY.test(q.start)) || (q.end && DAY.test(q.end));
  const tz = needsZone ? ((await officeFor(db, ctx, q.club)) as { timeZone: string }).timeZone : DEFAULT_TIME_ZONE;
  const from = q.start ? (DAY.test(q.start) ? dayWindow(q.start, tz).start : new Date(q.start)) : undefined;
  const to = q.end ? (DAY.test(q.end) ? dayWindow(q.end, tz).end : new Date(q.end)) : undefined;
  return { from, to };
}

const csv = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * GET /api/space-availability/: the bookings of an office (floor, work area, type, team, broker) overlapping the
 * window, their count, occupancy (contract occupancyOf: booked ÷ bookable desk-days) and every map resource with its status.
 */
export async function spaceAvailability(db: Db, ctx: StaffContext, q: z.output<typeof availabilityQuery>) {
  const cid = ctx.client.id;
  const office = await officeFor(db, ctx, q.club);
  const tz = 'timeZone' in office ? office.timeZone : DEFAULT_TIME_ZONE;
  const window = windowFrom(q.start, q.end, tz);
  const refs = new RefResolver(db, ctx);
  const floor = q.floor ? await refs.floor(q.floor) : null;
  const workArea = q.work_area ? await refs.workArea(q.work_area) : null;
  const types = csv(q.booking_type);

  const place = and(floor ? eq(bookings.floorId, floor.id) : undefined, workArea ? eq(bookings.workAreaId, workArea.id) : undefined);
  const overlap = and(eq(bookings.officeId, office.id), lt(bookings.plannedStart, window.end), gt(bookings.plannedEnd, window.start));
  const listWhere = and(
    visibleBookings(ctx),
    overlap,
    place,
    notInArray(bookings.status, [...VOID_BOOKING_STATUSES]),
    // Blocks are not bookings: the map shows them as the desk's state (office_resources), not as cards.
    types.length ? inArray(bookings.bookingType, types) : ne(bookings.bookingType, BLOCK_BOOKING_TYPE),
    q.team
      ? inArray(
          bookings.teamId,
          db
            .select({ id: teams.id })
            .from(teams)
            .where(and(eq(teams.clientId, cid), eq(teams.slug, q.team))),
        )
      : undefined,
    q.client
      ? inArray(
          bookings.brokerId,
          db
            .select({ id: brokers.id })
            .from(brokers)
            .where(and(eq(brokers.clientId, cid), eq(brokers.slug, q.client))),
        )
      : undefined,
  );

  const resourceTypes = types.length ? types : [...MAP_RESOURCE_TYPES];
  const [rows, [{ n }], resourceRows, holding] = await Promise.all([
    bookingQuery(db).where(listWhere).orderBy(asc(bookings.plannedStart), asc(bookings.id)).limit(q.limit),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(bookings)
      .where(listWhere),
    mapResources(db, { clientId: cid, officeId: office.id, resourceTypes, floorId: floor?.id, workAreaId: workArea?.id }),
    // Every slot-holding booking of the window, whoever booked it: the map and occupancy ignore the team filter.
    db
      .select({
        resource_id: bookings.resourceId,
        status: bookings.status,
        planned_start: bookings.plannedStart,
        planned_end: bookings.plannedEnd,
        booking_type: bookings.bookingType,
        reason: bookings.comments,
      })
      .from(bookings)
      .where(
        and(eq(bookings.clientId, cid), overlap, inArray(bookings.status, [...OCCUPYING_BOOKING_STATUSES]), sql`${bookings.resourceId} is not null`),
      ),
  ]);

  const [closure, counted, pending] = await Promise.all([
    closureOver(db, office.id, window, tz),
    occupancyBookings(db, cid, office.id, resourceRows, window, tz),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.clientId, cid), eq(orders.officeId, office.id), eq(orders.status, 'pending'))),
  ]);
  const byResource = new Map<number, typeof holding>();
  for (const h of holding) if (h.resource_id !== null) byResource.set(h.resource_id, [...(byResource.get(h.resource_id) ?? []), h]);
  const desks = resourceRows.filter((r) => (OCCUPANCY_RESOURCE_TYPES as readonly string[]).includes(r.resourceType));
  // The one occupancy (contract occupancyOf): the dashboard card of the same office and day gives the same figure.
  const occupancy = occupancyOf(desks, counted.rows, counted.days, tz);
  return {
    bookings: rows.map(toBookingItem),
    num_bookings: n,
    occupancy: occupancy.percent,
    pending_orders: pending[0]?.n ?? 0,
    office_resources: resourceRows.map((r) => toOfficeResource(r, byResource.get(r.id) ?? [], window, closure)),
  };
}

type HoldingRow = Parameters<typeof blockReasonOf>[0][number];

/**
 * One resource of the map with its state over the window: a closed office blocks every active desk, else a block over
 * the window does (issue 11), with its reason.
 */
function toOfficeResource(r: MapResourceRow, holding: HoldingRow[], window: { start: Date; end: Date }, closure: { reason: string } | null) {
  const closed = closure && r.status === 'active' ? closure : null;
  return {
    ...mapResourceColumns(r),
    status: r.status,
    color: r.color,
    capacity: r.capacity,
    map_status: closed ? ('blocked' as const) : mapStatusOf(r, holding, window),
    block_reason: closed ? closed.reason : blockReasonOf(holding, window),
  };
}

/**
 * What occupancy reads for a window (issue 23): the desk bookings that START on its office days (finished ones
 * included, void ones not) and the blocks over those days on the listed desks (through the blocks' partial index).
 */
async function occupancyBookings(
  db: Db,
  cid: number,
  officeId: number,
  resourceRows: { id: number; resourceType: string }[],
  window: { start: Date; end: Date },
  tz: string,
) {
  const days = officeDaysOf(window, tz);
  const span = { start: dayWindow(days[0]!, tz).start, end: dayWindow(days[days.length - 1]!, tz).end };
  const deskIds = resourceRows.filter((r) => (OCCUPANCY_RESOURCE_TYPES as readonly string[]).includes(r.resourceType)).map((r) => r.id);
  if (!deskIds.length) return { days, rows: [] };
  const cols = {
    resource_id: bookings.resourceId,
    status: bookings.status,
    booking_type: bookings.bookingType,
    planned_start: bookings.plannedStart,
    planned_end: bookings.plannedEnd,
  };
  const [desk, blocks] = await Promise.all([
    db
      .select(cols)
      .from(bookings)
      .where(
        and(
          eq(bookings.clientId, cid),
          eq(bookings.officeId, officeId),
          gte(bookings.plannedStart, span.start),
          lt(bookings.plannedStart, span.end),
          inArray(bookings.bookingType, [...OCCUPANCY_BOOKING_TYPES]),
          notInArray(bookings.status, [...VOID_BOOKING_STATUSES]),
          inArray(bookings.resourceId, deskIds),
        ),
      ),
    db
      .select(cols)
      .from(bookings)
      .where(
        and(
          eq(bookings.clientId, cid),
          eq(bookings.bookingType, BLOCK_BOOKING_TYPE),
          inArray(bookings.resourceId, deskIds),
          inArray(bookings.status, [...OCCUPYING_BOOKING_STATUSES]),
          lt(bookings.plannedStart, span.end),
          gt(bookings.plannedEnd, span.start),
        ),
      ),
  ]);
  return { days, rows: [...desk, ...blocks] };
}

/** GET /api/meeting-room-availability/: busy or free (the edited booking and `excluded` left out), price and credits. */
export async function meetingRoomAvailability(db: Db, ctx: StaffContext, q: z.output<typeof meetingRoomAvailabilityQuery>) {
  const refs = new RefResolver(db, ctx);
  const resource = await refs.resource(q.resource);
  if (ctx.officeIds && !ctx.officeIds.includes(resource.officeId)) throw badRequest({ resource: BOOKING_MESSAGES.unknown('resource') });
  const [office] = await db.execute<{ time_zone: string }>(sql`select time_zone from offices where id = ${resource.officeId}`).then((r) => r.rows);
  const tz = office?.time_zone ?? DEFAULT_TIME_ZONE;
  const start = new Date(q.start);
  const end = new Date(q.end);
  if (!(end > start)) throw badRequest({ end: BOOKING_MESSAGES.endTimeBeforeStart });
  const excluded = [q.code, ...csv(q.excluded)].filter((c): c is string => Boolean(c));
  const [busy] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.clientId, ctx.client.id),
        eq(bookings.resourceId, resource.id),
        inArray(bookings.status, [...OCCUPYING_BOOKING_STATUSES]),
        // The kept ranges (planned end + the room's buffer, issue 11), as the exclusion constraint compares them.
        lt(bookings.plannedStart, bufferedEnd(end, resource.bufferMinutes)),
        gt(bookings.blockedUntil, start),
        excluded.length ? notInArray(bookings.code, excluded) : undefined,
      ),
    )
    .limit(1);
  const member = q.member ? await refs.member(q.member) : null;
  const team = q.team ? await refs.team(q.team) : null;
  const guest = q.guest ? await refs.guest(q.guest) : null;
  const membership = await activeMembership(db, ctx.client.id, payerOf(team, member, guest), start);
  const grid = priceGrid(resource, null, Boolean(membership));
  let editedId: number | undefined;
  if (q.code) {
    const [edited] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.clientId, ctx.client.id), eq(bookings.code, q.code)))
      .limit(1);
    editedId = edited?.id;
  }
  const slot = await granularityFor(db, ctx.client.id, 'meeting_room', resource.id);
  return {
    status: busy ? ('busy' as const) : ('free' as const),
    // The same price function as create (issue 23): the line equals this unless staff type a price.
    price: toPounds(onePricePence(resource, null, Boolean(membership), { start, end }, tz, slot)),
    credits: bookingCredits(grid, start, end, tz, slot),
    available_credits: membership ? await creditsLeft(db, membership, editedId) : 0,
  };
}
