import {
  DEFAULT_FLOOR_MAP,
  FLOOR_PLAN_SCALE,
  addDaysIso,
  isoDayInZone,
  mapStatusOf,
  zonedInstant,
  type FloorItem,
  type FloorMap,
  type MapBooking,
  type MapResource,
} from '@clubspace/contract';
import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, floors, guests, members, offices, resources, teams, users, workAreas } from '../../db/schema/index.ts';
import { iso } from '../../lib/sql.ts';

/** The stored floor_map JSON (may also hold the seed's shapes) read as the API's floor map. */
export function floorMapOf(stored: unknown): FloorMap {
  const m = (stored && typeof stored === 'object' ? stored : {}) as Partial<FloorMap>;
  return {
    scale: FLOOR_PLAN_SCALE,
    width: FLOOR_PLAN_SCALE,
    height: typeof m.height === 'number' && m.height > 0 ? m.height : DEFAULT_FLOOR_MAP.height,
    image: typeof m.image === 'string' && m.image ? m.image : null,
  };
}

// Counted in the same statement (resources_floor_idx), only for the floors returned.
const resourcesCount = sql<number>`(select count(*) from "resources" r where r.floor_id = "floors"."id")`.mapWith(Number);

const floorSelect = {
  id: floors.id,
  clientId: floors.clientId,
  slug: floors.slug,
  name: floors.name,
  order: floors.order,
  floorMap: floors.floorMap,
  officeId: floors.officeId,
  officeSlug: offices.slug,
  officeName: offices.name,
  officeZone: offices.timeZone,
  resourcesCount,
};
export type FloorRow = {
  id: number;
  clientId: number;
  slug: string;
  name: string;
  order: number;
  floorMap: unknown;
  officeId: number;
  officeSlug: string;
  officeName: string;
  officeZone: string;
  resourcesCount: number;
};

export const floorQuery = (db: Db) => db.select(floorSelect).from(floors).innerJoin(offices, eq(offices.id, floors.officeId)).$dynamic();

export function toFloorItem(r: FloorRow): FloorItem {
  return {
    slug: r.slug,
    name: r.name,
    order: r.order,
    office: { slug: r.officeSlug, name: r.officeName },
    floor_map: floorMapOf(r.floorMap),
    resources_count: r.resourcesCount,
  };
}

export async function floorRowById(db: Db, id: number): Promise<FloorRow> {
  const [row] = await floorQuery(db).where(eq(floors.id, id)).limit(1);
  return row;
}

/** Floors of some offices, by office list order then floor order. */
export async function floorsOfOffices(db: Db, clientId: number, officeIds: number[] | null) {
  const rows = await floorQuery(db)
    .where(and(eq(floors.clientId, clientId), officeIds ? inArray(floors.officeId, officeIds.length ? officeIds : [-1]) : undefined))
    .orderBy(asc(offices.listOrder), asc(offices.name), asc(floors.order), asc(floors.name), asc(floors.id));
  return rows.map(toFloorItem);
}

type DayWindow = { start: Date; end: Date };

/** The floor's resources with their work area, by name. */
function floorDesks(db: Db, floor: FloorRow) {
  return db
    .select({
      id: resources.id,
      slug: resources.slug,
      name: resources.name,
      identifier: resources.identifier,
      resourceType: resources.resourceType,
      status: resources.status,
      capacity: resources.capacity,
      color: resources.color,
      x: resources.x,
      y: resources.y,
      waSlug: workAreas.slug,
      waName: workAreas.name,
    })
    .from(resources)
    .leftJoin(workAreas, eq(workAreas.id, resources.workAreaId))
    .where(eq(resources.floorId, floor.id))
    .orderBy(asc(resources.name), asc(resources.id));
}

/** The bookings on the floor (or on one of its resources) that overlap the day, with who they are for. */
function floorDayBookings(db: Db, floor: FloorRow, resourceIds: number[], window: DayWindow) {
  return db
    .select({
      code: bookings.code,
      status: bookings.status,
      origin: bookings.origin,
      bookingType: bookings.bookingType,
      plannedStart: bookings.plannedStart,
      plannedEnd: bookings.plannedEnd,
      realStart: bookings.realStart,
      realEnd: bookings.realEnd,
      resourceId: bookings.resourceId,
      resSlug: resources.slug,
      resName: resources.name,
      memberSlug: members.slug,
      firstName: users.firstName,
      lastName: users.lastName,
      teamSlug: teams.slug,
      teamName: teams.name,
      guestSlug: guests.slug,
      guestName: guests.name,
    })
    .from(bookings)
    .leftJoin(resources, eq(resources.id, bookings.resourceId))
    .leftJoin(members, eq(members.id, bookings.memberId))
    .leftJoin(users, eq(users.id, members.userId))
    .leftJoin(teams, eq(teams.id, bookings.teamId))
    .leftJoin(guests, eq(guests.id, bookings.guestId))
    .where(
      and(
        eq(bookings.clientId, floor.clientId),
        eq(bookings.officeId, floor.officeId),
        or(eq(bookings.floorId, floor.id), resourceIds.length ? inArray(bookings.resourceId, resourceIds) : undefined),
        lt(bookings.plannedStart, window.end),
        gt(bookings.plannedEnd, window.start),
      ),
    )
    .orderBy(asc(bookings.plannedStart), asc(bookings.id));
}

type DayBookingRow = Awaited<ReturnType<typeof floorDayBookings>>[number];

function toMapBooking(b: DayBookingRow): MapBooking {
  return {
    code: b.code,
    status: b.status,
    origin: b.origin,
    booking_type: b.bookingType,
    planned_start: b.plannedStart.toISOString(),
    planned_end: b.plannedEnd.toISOString(),
    real_start: iso(b.realStart),
    real_end: iso(b.realEnd),
    resource: b.resSlug ? { slug: b.resSlug, name: b.resName ?? '' } : null,
    member: b.memberSlug ? { slug: b.memberSlug, user: { first_name: b.firstName ?? '', last_name: b.lastName ?? '' } } : null,
    team: b.teamSlug ? { slug: b.teamSlug, name: b.teamName ?? '' } : null,
    guest: b.guestSlug ? { slug: b.guestSlug, name: b.guestName ?? '' } : null,
  };
}

/**
 * A floor's resources with their map state for one day in the office's zone, and the day's bookings on the floor.
 * Two queries, whatever the number of desks.
 */
export async function floorResources(db: Db, floor: FloorRow, day?: string) {
  const date = day ?? isoDayInZone(new Date(), floor.officeZone);
  const window = { start: zonedInstant(date, '00:00:00', floor.officeZone), end: zonedInstant(addDaysIso(date, 1), '00:00:00', floor.officeZone) };
  const resRows = await floorDesks(db, floor);
  const bookingRows = await floorDayBookings(
    db,
    floor,
    resRows.map((r) => r.id),
    window,
  );
  const byResource = new Map<number, { status: string; planned_start: Date; planned_end: Date }[]>();
  for (const b of bookingRows) {
    if (b.resourceId === null) continue;
    const list = byResource.get(b.resourceId) ?? [];
    list.push({ status: b.status, planned_start: b.plannedStart, planned_end: b.plannedEnd });
    byResource.set(b.resourceId, list);
  }
  const mapResources: MapResource[] = resRows.map((r) => ({
    slug: r.slug,
    name: r.name,
    identifier: r.identifier,
    resource_type: r.resourceType,
    status: r.status,
    capacity: r.capacity,
    color: r.color,
    x: r.x,
    y: r.y,
    work_area: r.waSlug ? { slug: r.waSlug, name: r.waName ?? '' } : null,
    map_status: mapStatusOf(r, byResource.get(r.id) ?? [], window),
  }));
  return { floor: toFloorItem(floor), date, resources: mapResources, bookings: bookingRows.map(toMapBooking) };
}
