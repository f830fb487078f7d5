import {
  BLOCK_MESSAGES,
  CLOSURE_ORDER_FIELDS,
  closureCreate,
  closureWindow,
  clashMessage,
  DEFAULT_TIME_ZONE,
  parseOrder,
  type ClosureItem,
} from '@clubspace/contract';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { officeClosures, offices } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import type { ListSource } from '../../lib/paged-list.ts';
import { clubFilter, officeScope, orderBy } from '../../lib/sql.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { RefResolver } from '../bookings/booking-refs.ts';
import { clashingBookings } from './blocks.repo.ts';
import { cancelClashing, ClashError, newCode } from './blocks.service.ts';
import { lockOfficeExclusive } from '../bookings/booking-guard.ts';
import { writeTransaction } from '../../db/transaction.ts';

const closureColumns = {
  id: officeClosures.id,
  slug: officeClosures.slug,
  firstDay: officeClosures.firstDay,
  lastDay: officeClosures.lastDay,
  reason: officeClosures.reason,
  officeSlug: offices.slug,
  officeName: offices.name,
  timeZone: offices.timeZone,
};
type ClosureRow = { slug: string; firstDay: string; lastDay: string; reason: string; officeSlug: string; officeName: string; timeZone: string };

const toClosureItem = (r: ClosureRow): ClosureItem => {
  const w = closureWindow(r.firstDay, r.lastDay, r.timeZone || DEFAULT_TIME_ZONE);
  return {
    slug: r.slug,
    office: { slug: r.officeSlug, name: r.officeName },
    first_day: r.firstDay,
    last_day: r.lastDay,
    reason: r.reason,
    start: w.start.toISOString(),
    end: w.end.toISOString(),
  };
};

const visibleClosures = (ctx: StaffContext) => and(eq(officeClosures.clientId, ctx.client.id), officeScope(officeClosures.officeId, ctx));

/**
 * POST /api/office-closures/: closes an office for whole days. Holding the office's exclusive advisory lock, no
 * booking can be written there meanwhile (bookings take it shared); live bookings in the closed days answer 409 with
 * the list, or with `cancel_conflicting` are cancelled and the closure placed in one transaction.
 */
export async function createClosure(db: Db, ctx: StaffContext, v: z.output<typeof closureCreate>) {
  const now = new Date();
  const result = await writeTransaction(db, async (tx) => {
    const office = await new RefResolver(tx, ctx).office(v.office);
    await lockOfficeExclusive(tx, office.id);
    const w = closureWindow(v.first_day, v.last_day, office.timeZone || DEFAULT_TIME_ZONE);
    const clashes = await clashingBookings(tx, { officeId: office.id, start: w.start, end: w.end });
    if (clashes.ids.length && !v.cancel_conflicting)
      throw new ClashError(
        clashMessage(
          'closure',
          clashes.items.map((c) => c.code),
        ),
        clashes.items,
      );
    const cancelled = await cancelClashing(tx, ctx, clashes.ids, now);
    const slug = `${office.slug}-${v.first_day}-${newCode().slice(0, 4).toLowerCase()}`;
    await tx
      .insert(officeClosures)
      .values({ clientId: ctx.client.id, slug, officeId: office.id, firstDay: v.first_day, lastDay: v.last_day, reason: v.reason });
    return { slug, cancelled };
  });
  const [row] = await closureQuery(db).where(and(eq(officeClosures.clientId, ctx.client.id), eq(officeClosures.slug, result.slug)));
  return { closure: toClosureItem(row), cancelled: result.cancelled, detail: BLOCK_MESSAGES.closurePlaced };
}

export async function deleteClosure(db: Db, ctx: StaffContext, slug: string) {
  const rows = await db
    .delete(officeClosures)
    .where(and(visibleClosures(ctx), eq(officeClosures.slug, slug)))
    .returning({ id: officeClosures.id });
  if (!rows.length) throw notFound(BLOCK_MESSAGES.closureNotFound);
  return { detail: BLOCK_MESSAGES.closureRemoved };
}

function closureQuery(db: Executor) {
  return db.select(closureColumns).from(officeClosures).innerJoin(offices, eq(offices.id, officeClosures.officeId)).$dynamic();
}

/** Closures of the offices in scope that touch [from, to] (days; a day either side covers any office zone). */
export function closureListSource(
  db: Db,
  ctx: StaffContext,
  q: { order: string; club?: string; fromDay?: string; toDay?: string },
): ListSource<ClosureItem> {
  const where = and(
    visibleClosures(ctx),
    clubFilter(officeClosures.officeId, ctx.client.id, q.club, db),
    q.fromDay ? gte(officeClosures.lastDay, q.fromDay) : undefined,
    q.toDay ? lte(officeClosures.firstDay, q.toDay) : undefined,
  );
  const { field, desc } = parseOrder(q.order, CLOSURE_ORDER_FIELDS, 'first_day');
  const col = field === 'last_day' ? officeClosures.lastDay : officeClosures.firstDay;
  return {
    fetch: async (limit, offset) =>
      (
        await closureQuery(db)
          .where(where)
          .orderBy(...orderBy([col], desc, officeClosures.id))
          .limit(limit)
          .offset(offset)
      ).map(toClosureItem),
    count: async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(officeClosures)
        .where(where);
      return row?.n ?? 0;
    },
  };
}
