import { DEFAULT_TIME_ZONE } from '@clubspace/contract';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { scopedOffices, type StaffContext } from '../../plugins/context.plugin.ts';

/** Which offices a dashboard answer covers, and the time zone its days are cut in. */
export interface DashScope {
  clientId: number;
  /** null = the whole operator (an all-offices caller asking for all clubs, rows without an office included). */
  officeIds: number[] | null;
  timeZone: string;
  /**
   * Every office covered cuts its days in `timeZone`, so the daily figures (cut in each office's own zone, migration
   * 0025) give the same answer as the base tables; otherwise the cards read the base tables (see docs/decisions.md).
   */
  sameZone: boolean;
}

/**
 * `club`: 'all' = every office in the caller's scope; a slug = that office (404 when outside the scope, so another
 * operator's slug reveals nothing); absent = the caller's active office. 'all' uses the active office's zone.
 */
export async function resolveScope(db: Db, ctx: StaffContext, club: string | undefined): Promise<DashScope> {
  const list = await scopedOffices(db, ctx);
  const active = list.find((o) => o.id === ctx.staff.activeOfficeId) ?? list[0];
  const timeZone = active?.timeZone ?? DEFAULT_TIME_ZONE;
  const base = { clientId: ctx.client.id, timeZone };
  if (club === 'all')
    return { ...base, officeIds: ctx.officeIds ? list.map((o) => o.id) : null, sameZone: list.every((o) => o.timeZone === timeZone) };
  const office = club ? list.find((o) => o.slug === club) : active;
  if (club && !office) throw notFound('Club not found');
  return office ? { ...base, officeIds: [office.id], timeZone: office.timeZone, sameZone: true } : { ...base, officeIds: [], sameZone: true };
}

/** The office condition of a scope on a table's office column (no condition for the whole operator). */
export function inScope(column: AnyPgColumn, scope: DashScope): SQL {
  if (!scope.officeIds) return sql`true`;
  return scope.officeIds.length ? (inArray(column, scope.officeIds) as SQL) : sql`false`;
}

/** Rows of a raw aggregate query; both drivers answer `{rows}`. Numbers come back as float8 (see `num`). */
export async function rowsOf<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

export const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
export const isoDay = (day: string) => sql`${day}::date`;
/** Aggregates are cast to float8 in SQL; node-postgres still hands numeric text for some, so coerce once here. */
export const num = (v: unknown) => Number(v ?? 0) || 0;
