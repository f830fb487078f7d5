import { BAR_ORDER_FIELDS, parseOrder, type BarItem } from '@clubspace/contract';
import { and, asc, eq, inArray, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { barStaff, bars, offices, staff, users } from '../../db/schema/index.ts';
import type { ListSource } from '../../lib/paged-list.ts';
import { countWhere, matchesAny, officeScope, orderBy, searchPattern } from '../../lib/sql.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';

const columns = {
  id: bars.id,
  slug: bars.slug,
  name: bars.name,
  openTime: bars.openTime,
  closeTime: bars.closeTime,
  status: bars.status,
  officeSlug: offices.slug,
  officeName: offices.name,
};
type BarRow = {
  id: number;
  slug: string;
  name: string;
  openTime: string | null;
  closeTime: string | null;
  status: string;
  officeSlug: string | null;
  officeName: string | null;
};

const barQuery = (db: Db) => db.select(columns).from(bars).leftJoin(offices, eq(offices.id, bars.officeId)).$dynamic();

/** Adds each bar's staff with one query for the whole page. */
async function withStaff(db: Db, rows: BarRow[]): Promise<BarItem[]> {
  const people = rows.length
    ? await db
        .select({ barId: barStaff.barId, slug: staff.slug, first: users.firstName, last: users.lastName })
        .from(barStaff)
        .innerJoin(staff, eq(staff.id, barStaff.staffId))
        .innerJoin(users, eq(users.id, staff.userId))
        .where(
          inArray(
            barStaff.barId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(users.firstName), asc(users.lastName), asc(staff.id))
    : [];
  return rows.map((r) => ({
    slug: r.slug,
    name: r.name,
    open_time: r.openTime,
    close_time: r.closeTime,
    status: r.status,
    office: r.officeSlug ? { slug: r.officeSlug, name: r.officeName ?? '' } : null,
    staff: people.filter((p) => p.barId === r.id).map((p) => ({ slug: p.slug, name: `${p.first} ${p.last}`.trim() })),
  }));
}

export const visibleBars = (ctx: StaffContext) => and(eq(bars.clientId, ctx.client.id), officeScope(bars.officeId, ctx));

export async function findBar(db: Db, ctx: StaffContext, slug: string) {
  const rows = await barQuery(db)
    .where(and(visibleBars(ctx), eq(bars.slug, slug)))
    .limit(1);
  return rows.length ? (await withStaff(db, rows))[0] : null;
}

const ORDER_COLUMNS: Record<(typeof BAR_ORDER_FIELDS)[number], (AnyColumn | SQL)[]> = {
  name: [bars.name],
  open_time: [bars.openTime, bars.name],
  close_time: [bars.closeTime, bars.name],
  status: [bars.status, bars.name],
};

export function barListSource(db: Db, ctx: StaffContext, q: { name?: string; order: string; status?: string }): ListSource<BarItem> {
  const where = and(visibleBars(ctx), q.status ? eq(bars.status, q.status) : undefined, matchesAny(searchPattern(q.name), [bars.name]));
  const order = parseOrder(q.order, BAR_ORDER_FIELDS, 'name');
  return {
    fetch: async (limit, offset) =>
      withStaff(
        db,
        await barQuery(db)
          .where(where)
          .orderBy(...orderBy(ORDER_COLUMNS[order.field], order.desc, bars.id))
          .limit(limit)
          .offset(offset),
      ),
    count: () => countWhere(db, bars, where),
  };
}

/** Staff of the operator by slug; unknown slugs are returned so the caller can refuse them. */
export async function staffIds(db: Executor, clientId: number, slugs: string[]) {
  const unique = [...new Set(slugs)];
  if (!unique.length) return { ids: [] as number[], unknown: [] as string[] };
  const rows = await db
    .select({ id: staff.id, slug: staff.slug })
    .from(staff)
    .where(and(eq(staff.clientId, clientId), inArray(staff.slug, unique)));
  const found = new Set(rows.map((r) => r.slug));
  return { ids: rows.map((r) => r.id), unknown: unique.filter((s) => !found.has(s)) };
}

export async function replaceBarStaff(tx: Executor, clientId: number, barId: number, ids: number[]) {
  await tx.delete(barStaff).where(eq(barStaff.barId, barId));
  if (ids.length) await tx.insert(barStaff).values(ids.map((staffId) => ({ clientId, barId, staffId })));
}
