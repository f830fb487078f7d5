import { EXACT_COUNT_LIMIT, normaliseSearch, slugify, type ListTotal } from '@clubspace/contract';
import { and, asc, desc, eq, ilike, inArray, like, or, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { offices } from '../db/schema/index.ts';
import type { StaffContext } from '../plugins/context.plugin.ts';

/** Shared SQL pieces of every area: office scope, space-insensitive search, ordering, counting, free slugs. */

/** Rows bound to an office are visible only inside the caller's office scope (null = every office). */
export function officeScope(column: AnyPgColumn, ctx: StaffContext): SQL | undefined {
  if (!ctx.officeIds) return undefined;
  return ctx.officeIds.length ? inArray(column, ctx.officeIds) : sql`false`;
}

/**
 * `club` filter: an office slug of the operator, or 'all'/absent for no filter. Combined with officeScope, an office
 * outside the caller's scope simply matches nothing.
 */
export function clubFilter(column: AnyPgColumn, clientId: number, club: string | undefined, db: Db): SQL | undefined {
  if (!club || club === 'all') return undefined;
  return inArray(
    column,
    db
      .select({ id: offices.id })
      .from(offices)
      .where(and(eq(offices.clientId, clientId), eq(offices.slug, club))),
  );
}

/**
 * `column = (subquery)` for a subquery of at most one row (a slug, unique per operator): an InitPlan the index
 * condition can use, so the list walks e.g. (client_id, member_id, planned_start) in order. `IN (subquery)` let the
 * planner hash-join every row of a big table instead (bench plans 2026-11-23, bookings/orders filter).
 */
export function eqSubquery(column: AnyPgColumn, subquery: SQL | PgSelect | SQLWrapper): SQL {
  return sql`${column} = (${subquery})`;
}

/** `%term%` with LIKE wildcards escaped, or null for an empty search. Search boxes strip spaces, so we do too. */
export function searchPattern(name: string | undefined): string | null {
  const term = normaliseSearch(name ?? '');
  if (!term) return null;
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Matches the pattern against each expression with its spaces removed ("Acme Ltd" is found by "AcmeLtd"). */
export function matchesAny(pattern: string | null, exprs: (AnyColumn | SQL)[]): SQL | undefined {
  if (!pattern) return undefined;
  return or(...exprs.map((e) => ilike(sql`replace(${e}, ' ', '')`, pattern)));
}

/** ORDER BY the columns of the chosen field, all in one direction, with the primary key last for stable pages. */
export function orderBy(columns: (AnyColumn | SQL)[], descending: boolean, id: AnyPgColumn): SQL[] {
  const dir = descending ? desc : asc;
  return [...columns, id].map((c) => dir(c));
}

/** A slug unused within one operator's table: 'acme-ltd', then 'acme-ltd-2', … */
export async function freeSlug(db: Db, table: PgTable & { slug: AnyPgColumn; clientId: AnyPgColumn }, clientId: number, text: string) {
  const base = slugify(text) || 'item';
  const rows = await db
    .select({ slug: table.slug })
    .from(table as PgTable)
    .where(and(eq(table.clientId, clientId), or(eq(table.slug, base), like(table.slug, `${base}-%`))));
  const used = new Set(rows.map((r) => r.slug as string));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The rows counted by cappedCount: one select of the matching rows (any columns), built afresh on each call. */
type RowsQuery = () => PgSelect;

/**
 * A list's total without counting millions of rows: exact up to EXACT_COUNT_LIMIT (`count(*)` over `LIMIT 10001`, so
 * the scan stops there), else the planner's estimate of the same query (EXPLAIN, no execution), flagged as estimated
 * and never below the limit. See docs/performance.md, "Counts".
 */
export async function cappedCount(db: Db, rows: RowsQuery, limit: number = EXACT_COUNT_LIMIT): Promise<ListTotal> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(
    rows()
      .limit(limit + 1)
      .as('capped'),
  );
  const n = row?.n ?? 0;
  if (n <= limit) return { n, estimated: false };
  const estimate = Math.round(await explainRows(db, rows()));
  return { n: Math.max(estimate, limit + 1), estimated: true };
}

/**
 * The exact-count cap of a name search over a big table (bookings, orders, memberships, invoices): 1,000 — 40 pages of
 * 25, more than anyone pages through a search — then the planner's estimate, flagged like any list above
 * EXACT_COUNT_LIMIT. Counting a search's matches visits each matching row (its other filters are not in the arms'
 * indexes) at scattered places of the table: ~15 µs a row when cached, 10,001 of them 150 ms (1.2 s uncached) for
 * a common surname at 5M bookings; 1,001 stay within the 50 ms budget. See docs/decisions.md (search-lists).
 */
export const SEARCH_EXACT_COUNT_LIMIT = 1_000;

/** The planner's row estimate of a query (EXPLAIN, no execution). */
export async function explainRows(db: Db, rows: PgSelect): Promise<number> {
  const plan = await db.execute<{ 'QUERY PLAN': unknown }>(sql`explain (format json) select * from ${rows.as('counted')}`);
  const raw = plan.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return parsed[0]?.Plan?.['Plan Rows'] ?? 0;
}

/** The paged-list total of a table's rows matching a condition (exact up to EXACT_COUNT_LIMIT, see cappedCount). */
export function countWhere(db: Db, table: PgTable, where: SQL | undefined, limit: number = EXACT_COUNT_LIMIT): Promise<ListTotal> {
  return cappedCount(
    db,
    () =>
      db
        .select({ one: sql`1`.as('one') })
        .from(table)
        .where(where)
        .$dynamic(),
    limit,
  );
}
