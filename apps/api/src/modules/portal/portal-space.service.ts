import {
  addDaysIso,
  BOOKING_MESSAGES,
  dayWindow,
  DEFAULT_TIME_ZONE,
  mapStatusOf,
  OCCUPANCY_RESOURCE_TYPES,
  OCCUPYING_BOOKING_STATUSES,
  openingWindow,
  PORTAL_MAX_DAYS,
  PORTAL_MESSAGES,
  PORTAL_MESSAGES_FIELDS,
  resolveBookingRules,
  type portalDesksQuery,
  type portalRoomsQuery,
} from '@clubspace/contract';
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { bookingRules, bookings, floors, memberships, offices, resources } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { PortalContext } from '../../plugins/portal-context.ts';
import { toRuleSet } from '../booking-rules/booking-rules.repo.ts';
import { closureOver } from '../bookings/blocks-map.ts';
import { mapResourceColumns, mapResources } from '../resources/map-resources.repo.ts';

/** The operator's active offices with their floors: where members may book. */
export async function portalOffices(db: Db, ctx: PortalContext) {
  const [list, floorRows] = await Promise.all([
    db
      .select({
        id: offices.id,
        slug: offices.slug,
        name: offices.name,
        address: offices.address,
        street: offices.street,
        town: offices.town,
        timeZone: offices.timeZone,
      })
      .from(offices)
      .where(and(eq(offices.clientId, ctx.client.id), eq(offices.status, 'active')))
      .orderBy(asc(offices.listOrder), asc(offices.name)),
    db
      .select({ officeId: floors.officeId, slug: floors.slug, name: floors.name })
      .from(floors)
      .where(eq(floors.clientId, ctx.client.id))
      .orderBy(asc(floors.order), asc(floors.name)),
  ]);
  return {
    offices: list.map((o) => ({
      slug: o.slug,
      name: o.name,
      address: o.address || [o.street, o.town].filter(Boolean).join(', ') || null,
      time_zone: o.timeZone || DEFAULT_TIME_ZONE,
      floors: floorRows.filter((f) => f.officeId === o.id).map((f) => ({ slug: f.slug, name: f.name })),
    })),
  };
}

async function activeOffice(db: Db, ctx: PortalContext, slug: string) {
  const [o] = await db
    .select()
    .from(offices)
    .where(and(eq(offices.clientId, ctx.client.id), eq(offices.slug, slug), eq(offices.status, 'active')))
    .limit(1);
  if (!o) throw badRequest({ office: PORTAL_MESSAGES.officeUnknown });
  return { ...o, timeZone: o.timeZone || DEFAULT_TIME_ZONE };
}

/** Days from `day` to `endDay` (inclusive), at most PORTAL_MAX_DAYS. */
function daysBetween(day: string, endDay: string | undefined) {
  const last = endDay ?? day;
  if (last < day) throw badRequest({ end_day: BOOKING_MESSAGES.plannedEndBeforeStart });
  const days: string[] = [];
  for (let d = day; d <= last; d = addDaysIso(d, 1)) {
    days.push(d);
    if (days.length > PORTAL_MAX_DAYS) throw badRequest({ end_day: PORTAL_MESSAGES_FIELDS.tooManyDays });
  }
  return days;
}

/**
 * The desks of an office (or one floor) over one or more days: free, booked, blocked (a block or a closure),
 * inactive, or mine (the member holds it). Whose bookings they are is never said; the member's assigned desk (their or
 * their team's membership's desk) is flagged.
 */
export async function portalDesks(db: Db, ctx: PortalContext, q: z.output<typeof portalDesksQuery>) {
  const office = await activeOffice(db, ctx, q.office);
  const days = daysBetween(q.day, q.end_day);
  const window = { start: dayWindow(days[0], office.timeZone).start, end: dayWindow(days[days.length - 1], office.timeZone).end };
  const [floor] = q.floor
    ? await db
        .select()
        .from(floors)
        .where(and(eq(floors.clientId, ctx.client.id), eq(floors.officeId, office.id), eq(floors.slug, q.floor)))
        .limit(1)
    : [null];
  if (q.floor && !floor) throw badRequest({ floor: BOOKING_MESSAGES.unknown('floor') });
  const desks = await mapResources(db, { clientId: ctx.client.id, officeId: office.id, resourceTypes: OCCUPANCY_RESOURCE_TYPES, floorId: floor?.id });
  const ids = desks.map((d) => d.id);
  const [holding, assigned, closure] = await Promise.all([
    ids.length
      ? db
          .select({
            resourceId: bookings.resourceId,
            memberId: bookings.memberId,
            status: bookings.status,
            booking_type: bookings.bookingType,
            planned_start: bookings.plannedStart,
            planned_end: bookings.plannedEnd,
          })
          .from(bookings)
          .where(
            and(
              eq(bookings.clientId, ctx.client.id),
              inArray(bookings.resourceId, ids),
              inArray(bookings.status, [...OCCUPYING_BOOKING_STATUSES]),
              lt(bookings.plannedStart, window.end),
              gt(bookings.plannedEnd, window.start),
            ),
          )
      : Promise.resolve([]),
    assignedDesks(db, ctx, window),
    closureOver(db, office.id, window, office.timeZone),
  ]);
  return {
    office: { slug: office.slug, name: office.name, time_zone: office.timeZone },
    floor: floor ? { slug: floor.slug, name: floor.name, floor_map: floor.floorMap ?? null } : null,
    days,
    desks: desks.map((d) => {
      const rows = holding.filter((h) => h.resourceId === d.id);
      const status = closure && d.status === 'active' ? ('blocked' as const) : mapStatusOf(d, rows, window);
      const mine = status === 'booked' && rows.some((h) => h.memberId === ctx.member.id && h.booking_type !== 'block');
      return {
        ...mapResourceColumns(d),
        status: mine ? ('mine' as const) : status,
        assigned_to_me: assigned.has(d.id),
      };
    }),
  };
}

/** Desks of the member's (or their team's) active memberships over the window. */
async function assignedDesks(db: Db, ctx: PortalContext, window: { start: Date; end: Date }) {
  const who = ctx.member.teamId
    ? or(eq(memberships.memberId, ctx.member.id), eq(memberships.teamId, ctx.member.teamId))
    : eq(memberships.memberId, ctx.member.id);
  const rows = await db
    .select({ resourceId: memberships.resourceId })
    .from(memberships)
    .where(
      and(
        eq(memberships.clientId, ctx.client.id),
        eq(memberships.status, 'active'),
        who,
        isNotNull(memberships.resourceId),
        lte(memberships.start, window.end),
        or(isNull(memberships.end), gte(memberships.end, window.start)),
      ),
    );
  return new Set(rows.map((r) => r.resourceId!));
}

/** The office's active meeting rooms with the day's busy ranges (the kept range: planned end plus the buffer). */
export async function portalRooms(db: Db, ctx: PortalContext, q: z.output<typeof portalRoomsQuery>) {
  const office = await activeOffice(db, ctx, q.office);
  const window = dayWindow(q.day, office.timeZone);
  const rooms = await db
    .select({
      id: resources.id,
      slug: resources.slug,
      name: resources.name,
      capacity: resources.capacity,
      buffer: resources.bufferMinutes,
      floorSlug: floors.slug,
      floorName: floors.name,
    })
    .from(resources)
    .leftJoin(floors, eq(floors.id, resources.floorId))
    .where(
      and(
        eq(resources.clientId, ctx.client.id),
        eq(resources.officeId, office.id),
        eq(resources.resourceType, 'meeting_room'),
        eq(resources.status, 'active'),
      ),
    )
    .orderBy(asc(resources.name), asc(resources.id));
  const ids = rooms.map((r) => r.id);
  const [busy, closure, rules] = await Promise.all([
    ids.length
      ? db
          .select({ resourceId: bookings.resourceId, start: bookings.plannedStart, end: bookings.blockedUntil })
          .from(bookings)
          .where(
            and(
              eq(bookings.clientId, ctx.client.id),
              inArray(bookings.resourceId, ids),
              inArray(bookings.status, [...OCCUPYING_BOOKING_STATUSES]),
              lt(bookings.plannedStart, window.end),
              gt(bookings.blockedUntil, window.start),
            ),
          )
          .orderBy(asc(bookings.plannedStart))
      : Promise.resolve([]),
    closureOver(db, office.id, window, office.timeZone),
    roomRules(db, ctx.client.id, ids),
  ]);
  const whole = [{ start: window.start.toISOString(), end: window.end.toISOString() }];
  return {
    office: { slug: office.slug, name: office.name, time_zone: office.timeZone },
    day: q.day,
    rooms: rooms.map((r) => ({
      slug: r.slug,
      name: r.name,
      capacity: r.capacity,
      floor: r.floorSlug ? { slug: r.floorSlug, name: r.floorName ?? '' } : null,
      busy: closure
        ? whole
        : busy.filter((b) => b.resourceId === r.id).map((b) => ({ start: b.start.toISOString(), end: (b.end ?? b.start).toISOString() })),
      ...slotRules(rules(r.id), q.day, office.timeZone),
      buffer_minutes: r.buffer,
    })),
  };
}

/** The meeting rooms' booking rules (the type's, or a room's own): one query, a lookup per room. */
async function roomRules(db: Db, clientId: number, ids: number[]) {
  const rows = await db
    .select()
    .from(bookingRules)
    .where(
      and(
        eq(bookingRules.clientId, clientId),
        or(
          and(isNull(bookingRules.resourceId), eq(bookingRules.resourceType, 'meeting_room')),
          ids.length ? inArray(bookingRules.resourceId, ids) : undefined,
        ),
      ),
    );
  const type = rows.find((r) => r.resourceId === null);
  return (id: number) => {
    const own = rows.find((r) => r.resourceId === id);
    return resolveBookingRules(type ? toRuleSet(type) : null, own ? toRuleSet(own) : null);
  };
}

/** What a slot picker needs of the rules: the day's opening window, the slot length, the shortest and longest booking. */
function slotRules(r: ReturnType<typeof resolveBookingRules>, day: string, timeZone: string) {
  const open = openingWindow(r.opening_hours, day, timeZone);
  return {
    hours: open ? { start: open.start.toISOString(), end: open.end.toISOString() } : null,
    granularity_minutes: r.granularity_minutes,
    min_minutes: r.min_duration_minutes,
    max_minutes: r.max_duration_minutes,
  };
}
