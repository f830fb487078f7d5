import { defaultReportRange, DEFAULT_TIME_ZONE, isoDayInZone, REPORT_MESSAGES, type ReportQuery, type ReportScope } from '@clubspace/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/http-error.ts';
import { scopedOffices, type StaffContext } from '../../plugins/context.plugin.ts';

/** What a report covers: the operator, its offices (null = all, rows without an office included), a day range. */
export interface ReportRange {
  clientId: number;
  /** null = the whole operator (a caller of every office who named none). */
  officeIds: number[] | null;
  offices: { id: number; slug: string; name: string; timeZone: string }[];
  from: string;
  to: string;
  /** Today in the first covered office's zone (the operator's default zone without one). */
  today: string;
  timeZone: string;
}

/**
 * The filters of a report resolved for the caller (issue 31): named offices must be in the caller's scope (another
 * operator's slug is a 404, as everywhere); none = every office in scope; the range defaults to the twelve months
 * ending this month.
 */
export async function resolveReportRange(db: Db, ctx: StaffContext, query: Pick<ReportQuery, 'office' | 'from' | 'to'>): Promise<ReportRange> {
  const list = await scopedOffices(db, ctx);
  let covered = list;
  if (query.office.length) {
    covered = list.filter((o) => query.office.includes(o.slug));
    if (covered.length !== new Set(query.office).size) throw notFound(REPORT_MESSAGES.officeNotFound);
  }
  const timeZone = covered[0]?.timeZone ?? DEFAULT_TIME_ZONE;
  const today = isoDayInZone(clock.now(), timeZone);
  const range = defaultReportRange(today);
  const whole = !query.office.length && !ctx.officeIds;
  return {
    clientId: ctx.client.id,
    officeIds: whole ? null : covered.map((o) => o.id),
    offices: covered,
    from: query.from ?? (query.to && query.to < range.from ? query.to : range.from),
    to: query.to ?? (query.from && query.from > range.to ? query.from : range.to),
    today,
    timeZone,
  };
}

/** The answer's `scope` block. */
export function reportScopeOf(range: ReportRange): ReportScope {
  return {
    from: range.from,
    to: range.to,
    offices: range.offices.map((o) => ({ slug: o.slug, name: o.name })),
    all_offices: range.officeIds === null,
  };
}

/** The office condition of a range on a table's office column (none for the whole operator). */
export function inOffices(column: AnyPgColumn | SQL, range: Pick<ReportRange, 'officeIds'>): SQL {
  if (!range.officeIds) return sql`true`;
  return range.officeIds.length ? sql`${column} = ANY(${sql.raw(`ARRAY[${range.officeIds.map(Number).join(',')}]::int[]`)})` : sql`false`;
}
