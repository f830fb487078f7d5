import { recurrenceRule, type RecurrenceRule } from '@clubspace/contract';
import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, bookingSeries, offices, resources } from '../../db/schema/index.ts';
import { officeScope } from '../../lib/sql.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';

/** The operator's series inside the caller's office scope. */
export const visibleSeries = (ctx: StaffContext) => and(eq(bookingSeries.clientId, ctx.client.id), officeScope(bookingSeries.officeId, ctx));

const byCodeOrId = (key: string): SQL =>
  /^\d{1,9}$/.test(key) ? (or(eq(bookingSeries.code, key), eq(bookingSeries.id, Number(key))) as SQL) : eq(bookingSeries.code, key);

export async function findSeries(db: Executor, ctx: StaffContext, key: string) {
  const rows = await db
    .select({ series: bookingSeries, officeSlug: offices.slug, officeName: offices.name })
    .from(bookingSeries)
    .innerJoin(offices, eq(offices.id, bookingSeries.officeId))
    .where(and(visibleSeries(ctx), byCodeOrId(key.toUpperCase())))
    .limit(2);
  const row = rows.find((r) => r.series.code === key.toUpperCase()) ?? rows[0];
  return row ?? null;
}
export type SeriesRow = NonNullable<Awaited<ReturnType<typeof findSeries>>>;

/** The stored rule, read back through the contract (it was validated on the way in). */
export const ruleOf = (s: { rule: unknown }): RecurrenceRule => recurrenceRule.parse(s.rule);

/** Every booking of a series, first to last (cancelled ones too). */
export function seriesBookings(db: Executor, seriesId: number) {
  return db
    .select({
      id: bookings.id,
      code: bookings.code,
      status: bookings.status,
      plannedStart: bookings.plannedStart,
      plannedEnd: bookings.plannedEnd,
      pricePence: bookings.pricePence,
      comments: bookings.comments,
      resourceSlug: resources.slug,
      resourceName: resources.name,
    })
    .from(bookings)
    .leftJoin(resources, eq(resources.id, bookings.resourceId))
    .where(eq(bookings.seriesId, seriesId))
    .orderBy(asc(bookings.plannedStart), asc(bookings.id));
}
