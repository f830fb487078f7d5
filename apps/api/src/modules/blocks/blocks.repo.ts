import {
  BLOCK_BOOKING_TYPE,
  BLOCK_ORDER_FIELDS,
  BOOKING_STATUSES,
  isFinalBookingStatus,
  parseOrder,
  type BlockItem,
  type ClashItem,
} from '@clubspace/contract';
import { and, asc, eq, gt, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { bookingRelations, bookings, floors, offices, resources, workAreas } from '../../db/schema/index.ts';
import type { ListSource } from '../../lib/paged-list.ts';
import { clubFilter, officeScope, orderBy } from '../../lib/sql.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { holder, withHolder } from '../bookings/booking-holder.repo.ts';

/** Statuses a block or closure cannot be placed over: every booking that is not closed yet (inactive ones may come back). */
export const LIVE_STATUSES = BOOKING_STATUSES.filter((s) => !isFinalBookingStatus(s));

const blockColumns = {
  id: bookings.id,
  code: bookings.code,
  plannedStart: bookings.plannedStart,
  plannedEnd: bookings.plannedEnd,
  reason: bookings.comments,
  officeSlug: offices.slug,
  officeName: offices.name,
  floorSlug: floors.slug,
  floorName: floors.name,
  workAreaSlug: workAreas.slug,
  workAreaName: workAreas.name,
  resourceSlug: resources.slug,
  resourceName: resources.name,
  resourceType: resources.resourceType,
};

export const isBlockRow = eq(bookings.bookingType, BLOCK_BOOKING_TYPE);

/** The operator's live blocks in the caller's office scope. */
export const visibleBlocks = (ctx: StaffContext) =>
  and(eq(bookings.clientId, ctx.client.id), officeScope(bookings.officeId, ctx), isBlockRow, eq(bookings.status, 'active'));

function blockQuery(db: Executor) {
  return db
    .select(blockColumns)
    .from(bookings)
    .innerJoin(offices, eq(offices.id, bookings.officeId))
    .innerJoin(resources, eq(resources.id, bookings.resourceId))
    .leftJoin(floors, eq(floors.id, bookings.floorId))
    .leftJoin(workAreas, eq(workAreas.id, bookings.workAreaId))
    .$dynamic();
}
type BlockRow = Awaited<ReturnType<ReturnType<typeof blockQuery>['execute']>>[number];

/** Rows → items, with the codes of the blocks placed together (one query for the page). */
export async function toBlockItems(db: Executor, rows: BlockRow[]): Promise<BlockItem[]> {
  const related = new Map<number, string[]>();
  if (rows.length) {
    const rel = await db
      .select({ id: bookingRelations.bookingId, code: bookings.code })
      .from(bookingRelations)
      .innerJoin(bookings, eq(bookings.id, bookingRelations.relatedBookingId))
      .where(
        inArray(
          bookingRelations.bookingId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(bookings.id));
    for (const r of rel) related.set(r.id, [...(related.get(r.id) ?? []), r.code]);
  }
  const ref = (slug: string | null, name: string | null) => (slug ? { slug, name: name ?? '' } : null);
  return rows.map((r) => ({
    code: r.code,
    office: { slug: r.officeSlug, name: r.officeName },
    floor: ref(r.floorSlug, r.floorName),
    work_area: ref(r.workAreaSlug, r.workAreaName),
    resource: { slug: r.resourceSlug, name: r.resourceName, resource_type: r.resourceType },
    start: r.plannedStart.toISOString(),
    end: r.plannedEnd.toISOString(),
    reason: r.reason ?? '',
    related: related.get(r.id) ?? [],
  }));
}

export async function blocksByIds(db: Executor, ids: number[]) {
  if (!ids.length) return [];
  return toBlockItems(db, await blockQuery(db).where(inArray(bookings.id, ids)).orderBy(asc(resources.name), asc(bookings.id)));
}

export interface BlockFilters {
  order: string;
  club?: string;
  resource?: string;
  work_area?: string;
  floor?: string;
  resource_type?: string;
  from?: Date;
  to?: Date;
}

const ORDER: Record<(typeof BLOCK_ORDER_FIELDS)[number], SQL | typeof bookings.plannedStart> = {
  start: bookings.plannedStart,
  end: bookings.plannedEnd,
  resource: sql`${resources.name}`,
};

export function blockListSource(db: Db, ctx: StaffContext, q: BlockFilters): ListSource<BlockItem> {
  const cid = ctx.client.id;
  const types = (q.resource_type ?? '').split(',').filter(Boolean);
  const where = and(
    visibleBlocks(ctx),
    clubFilter(bookings.officeId, cid, q.club, db),
    q.resource
      ? inArray(
          bookings.resourceId,
          db
            .select({ id: resources.id })
            .from(resources)
            .where(and(eq(resources.clientId, cid), eq(resources.slug, q.resource))),
        )
      : undefined,
    q.work_area
      ? inArray(
          bookings.workAreaId,
          db
            .select({ id: workAreas.id })
            .from(workAreas)
            .where(and(eq(workAreas.clientId, cid), eq(workAreas.slug, q.work_area))),
        )
      : undefined,
    q.floor
      ? inArray(
          bookings.floorId,
          db
            .select({ id: floors.id })
            .from(floors)
            .where(and(eq(floors.clientId, cid), eq(floors.slug, q.floor))),
        )
      : undefined,
    types.length ? inArray(resources.resourceType, types) : undefined,
    q.from ? gt(bookings.plannedEnd, q.from) : undefined,
    q.to ? lt(bookings.plannedStart, q.to) : undefined,
  );
  const { field, desc } = parseOrder(q.order, BLOCK_ORDER_FIELDS, 'start');
  return {
    fetch: async (limit, offset) =>
      toBlockItems(
        db,
        await blockQuery(db)
          .where(where)
          .orderBy(...orderBy([ORDER[field]], desc, bookings.id))
          .limit(limit)
          .offset(offset),
      ),
    count: async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(bookings)
        .innerJoin(resources, eq(resources.id, bookings.resourceId))
        .where(where);
      return row?.n ?? 0;
    },
  };
}

/** Live bookings (not blocks) in the way: on the resources (kept range incl. buffer) or anywhere in an office. */
export async function clashingBookings(tx: Executor, at: { resourceIds?: number[]; officeId?: number; start: Date; end: Date }) {
  const rows = await withHolder(
    tx
      .select({
        id: bookings.id,
        code: bookings.code,
        bookingType: bookings.bookingType,
        plannedStart: bookings.plannedStart,
        plannedEnd: bookings.plannedEnd,
        resourceSlug: resources.slug,
        resourceName: resources.name,
        first: holder.memberFirstName,
        last: holder.memberLastName,
        teamName: holder.teamName,
        guestName: holder.guestName,
      })
      .from(bookings)
      .$dynamic(),
  )
    .leftJoin(resources, eq(resources.id, bookings.resourceId))
    .where(
      and(
        at.resourceIds ? inArray(bookings.resourceId, at.resourceIds) : undefined,
        at.officeId !== undefined ? eq(bookings.officeId, at.officeId) : undefined,
        ne(bookings.bookingType, BLOCK_BOOKING_TYPE),
        inArray(bookings.status, LIVE_STATUSES),
        lt(bookings.plannedStart, at.end),
        // Resources: the kept range (a booking's buffer must end before the block starts); offices: whole days.
        at.resourceIds ? gt(bookings.blockedUntil, at.start) : gt(bookings.plannedEnd, at.start),
      ),
    )
    .orderBy(asc(bookings.plannedStart), asc(bookings.id))
    .limit(500);
  const items: ClashItem[] = rows.map((r) => ({
    code: r.code,
    booking_type: r.bookingType,
    planned_start: r.plannedStart.toISOString(),
    planned_end: r.plannedEnd.toISOString(),
    resource: r.resourceSlug ? { slug: r.resourceSlug, name: r.resourceName ?? '' } : null,
    booker: [r.first, r.last].filter(Boolean).join(' ') || r.teamName || r.guestName || '',
  }));
  return { ids: rows.map((r) => r.id), items };
}
