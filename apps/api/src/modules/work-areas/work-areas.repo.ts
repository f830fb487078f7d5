import { parseOrder, toPounds, WORK_AREA_ORDER_FIELDS, type WorkAreaCreate, type WorkAreaItem, type WorkAreaListQuery } from '@clubspace/contract';
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { floors, offices, workAreas } from '../../db/schema/index.ts';
import type { ListSource } from '../../lib/paged-list.ts';
import { countWhere, matchesAny, officeScope, orderBy, searchPattern } from '../../lib/sql.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { floorMapOf } from '../floors/floors.repo.ts';
import { slugFilter } from '../floors/space-refs.ts';

// Counted in the same statement (resources_work_area_idx), only for the rows returned.
const resourcesCount = sql<number>`(select count(*) from "resources" r where r.work_area_id = "work_areas"."id")`.mapWith(Number);

const workAreaSelect = {
  w: workAreas,
  officeSlug: offices.slug,
  officeName: offices.name,
  floorSlug: floors.slug,
  floorName: floors.name,
  floorMap: floors.floorMap,
  resourcesCount,
};
type WorkAreaRow = {
  w: typeof workAreas.$inferSelect;
  officeSlug: string;
  officeName: string;
  floorSlug: string | null;
  floorName: string | null;
  floorMap: unknown;
  resourcesCount: number;
};

export const workAreaQuery = (db: Db) =>
  db
    .select(workAreaSelect)
    .from(workAreas)
    .innerJoin(offices, eq(offices.id, workAreas.officeId))
    .leftJoin(floors, eq(floors.id, workAreas.floorId))
    .$dynamic();

export function toWorkAreaItem(row: WorkAreaRow): WorkAreaItem {
  const w = row.w;
  return {
    id: w.id,
    slug: w.slug,
    name: w.name,
    description: w.description,
    picture: w.picture,
    area_type: w.areaType,
    bookable: w.bookable,
    office: { slug: row.officeSlug, name: row.officeName },
    floor: row.floorSlug ? { slug: row.floorSlug, name: row.floorName ?? '' } : null,
    floor_map: row.floorSlug ? { image: floorMapOf(row.floorMap).image } : null,
    order: w.order,
    size: w.size,
    status: w.status,
    item_price_day: toPounds(w.itemPriceDayPence),
    full_price_day: toPounds(w.fullPriceDayPence),
    item_price_month: toPounds(w.itemPriceMonthPence),
    full_price_month: toPounds(w.fullPriceMonthPence),
    visible_app: w.visibleApp,
    visible_web: w.visibleWeb,
    visible_space: w.visibleSpace,
    resources_count: row.resourcesCount,
  };
}

export function workAreaColumns(b: Omit<WorkAreaCreate, 'office' | 'floor'>) {
  const pence = (pounds: number) => Math.round(pounds * 100);
  return {
    name: b.name,
    areaType: b.area_type,
    status: b.status,
    size: b.size,
    order: b.order,
    description: b.description || null,
    picture: b.picture || null,
    itemPriceDayPence: pence(b.item_price_day),
    fullPriceDayPence: pence(b.full_price_day),
    itemPriceMonthPence: pence(b.item_price_month),
    fullPriceMonthPence: pence(b.full_price_month),
    bookable: b.bookable ?? true,
    visibleApp: b.visible_app ?? true,
    visibleWeb: b.visible_web ?? true,
    visibleSpace: b.visible_space ?? true,
  };
}

/** A work area by slug, or by numeric id (the seeds' detail path), within the caller's operator and scope. */
export function scopedWorkArea(ctx: StaffContext, key: string) {
  const byKey = /^\d{1,9}$/.test(key) ? sql`(${workAreas.slug} = ${key} or ${workAreas.id} = ${Number(key)})` : eq(workAreas.slug, key);
  return and(eq(workAreas.clientId, ctx.client.id), byKey, officeScope(workAreas.officeId, ctx));
}

export async function findWorkAreaRow(db: Db, where: SQL | undefined) {
  const [row] = await workAreaQuery(db).where(where).orderBy(workAreas.id).limit(1);
  return row ?? null;
}

const ORDER_COLUMNS: Record<(typeof WORK_AREA_ORDER_FIELDS)[number], (AnyColumn | SQL)[]> = {
  order: [workAreas.order, workAreas.name],
  name: [workAreas.name],
  area_type: [workAreas.areaType, workAreas.name],
  status: [workAreas.status, workAreas.name],
  size: [workAreas.size, workAreas.name],
  office: [offices.name, workAreas.order],
  floor: [floors.name, workAreas.order],
  item_price_day: [workAreas.itemPriceDayPence, workAreas.name],
};

export function workAreaListSource(db: Db, ctx: StaffContext, q: WorkAreaListQuery): ListSource<WorkAreaItem> {
  const where = and(
    eq(workAreas.clientId, ctx.client.id),
    officeScope(workAreas.officeId, ctx),
    slugFilter(workAreas.officeId, offices, ctx.client.id, q.office ?? q.club, db),
    slugFilter(workAreas.floorId, floors, ctx.client.id, q.floor, db),
    q.status ? eq(workAreas.status, q.status) : undefined,
    q.area_type ? eq(workAreas.areaType, q.area_type) : undefined,
    matchesAny(searchPattern(q.name), [workAreas.name]),
  );
  const order = parseOrder(q.order, WORK_AREA_ORDER_FIELDS, 'order');
  return {
    fetch: async (limit, offset) => {
      const rows = await workAreaQuery(db)
        .where(where)
        .orderBy(...orderBy(ORDER_COLUMNS[order.field], order.desc, workAreas.id))
        .limit(limit)
        .offset(offset);
      return rows.map(toWorkAreaItem);
    },
    count: () => countWhere(db, workAreas, where),
  };
}
