import {
  checkinUrl,
  parseOrder,
  RESOURCE_ORDER_FIELDS,
  toPounds,
  type ResourceCreate,
  type ResourceItem,
  type ResourceListQuery,
} from '@clubspace/contract';
import { and, eq, inArray, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { floors, offices, resources, workAreas } from '../../db/schema/index.ts';
import type { ListSource } from '../../lib/paged-list.ts';
import { countWhere, matchesAny, officeScope, orderBy, searchPattern } from '../../lib/sql.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { slugFilter } from '../floors/space-refs.ts';

const resourceSelect = {
  r: resources,
  officeSlug: offices.slug,
  officeName: offices.name,
  floorSlug: floors.slug,
  floorName: floors.name,
  areaSlug: workAreas.slug,
  areaName: workAreas.name,
};
type ResourceRow = {
  r: typeof resources.$inferSelect;
  officeSlug: string;
  officeName: string;
  floorSlug: string | null;
  floorName: string | null;
  areaSlug: string | null;
  areaName: string | null;
};

export const resourceQuery = (db: Db) =>
  db
    .select(resourceSelect)
    .from(resources)
    .innerJoin(offices, eq(offices.id, resources.officeId))
    .leftJoin(floors, eq(floors.id, resources.floorId))
    .leftJoin(workAreas, eq(workAreas.id, resources.workAreaId))
    .$dynamic();

/** The QR encodes the check-in URL of the resource's code: its identifier, else its slug. */
export const checkinCode = (r: { identifier: string | null; slug: string }) => r.identifier || r.slug;

export function toResourceItem(row: ResourceRow, origin: string): ResourceItem {
  const r = row.r;
  return {
    slug: r.slug,
    name: r.name,
    identifier: r.identifier,
    resource_type: r.resourceType,
    status: r.status,
    capacity: r.capacity,
    description: r.description,
    office: { slug: row.officeSlug, name: row.officeName },
    floor: row.floorSlug ? { slug: row.floorSlug, name: row.floorName ?? '' } : null,
    work_area: row.areaSlug ? { slug: row.areaSlug, name: row.areaName ?? '' } : null,
    length: r.length,
    width: r.width,
    height: r.height,
    x: r.x,
    y: r.y,
    color: r.color,
    picture: r.picture,
    qr: `/api/resources/${encodeURIComponent(r.slug)}/qr.png`,
    checkin_url: checkinUrl(origin, checkinCode(r)),
    resource_unit: r.resourceUnit,
    price_hour: toPounds(r.priceHourPence),
    price_day: toPounds(r.priceDayPence),
    price_month: toPounds(r.priceMonthPence),
    price_credits_hour: r.priceCreditsHour,
    price_credits_day: r.priceCreditsDay,
    price_credits_month: r.priceCreditsMonth,
    no_member_price_hour: toPounds(r.noMemberPriceHourPence),
    no_member_price_day: toPounds(r.noMemberPriceDayPence),
    no_member_price_month: toPounds(r.noMemberPriceMonthPence),
    no_member_price_credits_hour: r.noMemberPriceCreditsHour,
    no_member_price_credits_day: r.noMemberPriceCreditsDay,
    no_member_price_credits_month: r.noMemberPriceCreditsMonth,
    buffer_minutes: r.bufferMinutes,
  };
}

/** Form fields as table columns: whole pounds become pence; empty dimensions and coordinates are null. */
export function resourceColumns(b: Omit<ResourceCreate, 'office' | 'floor' | 'work_area'>) {
  const pence = (pounds: number) => Math.round(pounds * 100);
  return {
    name: b.name,
    identifier: b.identifier,
    resourceType: b.resource_type,
    status: b.status,
    capacity: b.capacity,
    description: b.description || null,
    length: b.length ?? null,
    width: b.width ?? null,
    height: b.height ?? null,
    x: b.x ?? null,
    y: b.y ?? null,
    color: (b.color || '#FFFFFF').toUpperCase(),
    picture: b.picture || null,
    priceHourPence: pence(b.price_hour),
    priceDayPence: pence(b.price_day),
    priceMonthPence: pence(b.price_month),
    priceCreditsHour: b.price_credits_hour,
    priceCreditsDay: b.price_credits_day,
    priceCreditsMonth: b.price_credits_month,
    noMemberPriceHourPence: pence(b.no_member_price_hour),
    noMemberPriceDayPence: pence(b.no_member_price_day),
    noMemberPriceMonthPence: pence(b.no_member_price_month),
    noMemberPriceCreditsHour: b.no_member_price_credits_hour,
    noMemberPriceCreditsDay: b.no_member_price_credits_day,
    noMemberPriceCreditsMonth: b.no_member_price_credits_month,
    // Absent (the seeds' PUT) keeps the room's buffer.
    ...(b.buffer_minutes !== undefined ? { bufferMinutes: b.buffer_minutes } : {}),
  };
}

export const scopedResource = (ctx: StaffContext, slug: string) =>
  and(eq(resources.clientId, ctx.client.id), eq(resources.slug, slug), officeScope(resources.officeId, ctx));

export async function findResourceRow(db: Db, where: SQL | undefined) {
  const [row] = await resourceQuery(db).where(where).limit(1);
  return row ?? null;
}

// name walks resources_client_name_idx; the others sort the (office-scoped, filtered) rows.
const ORDER_COLUMNS: Record<(typeof RESOURCE_ORDER_FIELDS)[number], (AnyColumn | SQL)[]> = {
  name: [resources.name],
  identifier: [resources.identifier, resources.name],
  resource_type: [resources.resourceType, resources.name],
  status: [resources.status, resources.name],
  capacity: [resources.capacity, resources.name],
  office: [offices.name, resources.name],
  floor: [floors.name, resources.name],
  work_area: [workAreas.name, resources.name],
  price_day: [resources.priceDayPence, resources.name],
  price_hour: [resources.priceHourPence, resources.name],
};

export function resourceWhere(db: Db, ctx: StaffContext, q: Omit<ResourceListQuery, 'page_size' | 'page_number' | 'order'>) {
  const types = (q.resource_type ?? '').split(',').filter(Boolean);
  return and(
    eq(resources.clientId, ctx.client.id),
    officeScope(resources.officeId, ctx),
    slugFilter(resources.officeId, offices, ctx.client.id, q.office ?? q.club, db),
    slugFilter(resources.floorId, floors, ctx.client.id, q.floor, db),
    slugFilter(resources.workAreaId, workAreas, ctx.client.id, q.work_area, db),
    q.status ? eq(resources.status, q.status) : undefined,
    types.length ? inArray(resources.resourceType, types) : undefined,
    matchesAny(searchPattern(q.name), [resources.name, resources.identifier]),
  );
}

export function resourceListSource(db: Db, ctx: StaffContext, q: ResourceListQuery, origin: string): ListSource<ResourceItem> {
  const where = resourceWhere(db, ctx, q);
  const order = parseOrder(q.order, RESOURCE_ORDER_FIELDS, 'name');
  return {
    fetch: async (limit, offset) => {
      const rows = await resourceQuery(db)
        .where(where)
        .orderBy(...orderBy(ORDER_COLUMNS[order.field], order.desc, resources.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => toResourceItem(r, origin));
    },
    count: () => countWhere(db, resources, where),
  };
}
