import type { ListTotal } from '@clubspace/contract';
import { and, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { ListSource } from './paged-list.ts';
import { explainRows, SEARCH_EXACT_COUNT_LIMIT } from './sql.ts';

/**
 * Name searches over big tables by id sets (docs/performance.md §6): each arm of a search is the set of the operator's
 * matching rows of a small table (members, teams, guests, resources, plans, products — found by trigram indexes), and
 * the big table's rows are found through their foreign-key indexes instead of joining every row to each named table.
 *
 * The arms are resolved FIRST, in one statement, and their ids go into the list's queries as constant arrays
 * (`column = any('{…}'::int[])`). As `= any(array(subquery))` the planner had no row estimate (it assumed 10 ids): it
 * walked the big table's order index for a rare name (3.4 s for a name that matches nothing, 5M bookings) and built a
 * lossy bitmap of every match for the capped count (1.3 s for a common surname). With constants it sees how many
 * rows match, picks the order-index walk for common names and the foreign-key indexes + top-N sort for rare ones, the
 * filter is a hashed lookup, and an empty arm is dropped. Patterns come from lib/sql.ts searchPattern (spaces
 * removed, LIKE-escaped).
 */

/**
 * The operator's members whose first name, last name or both together match. search_text's trigram index finds the
 * candidates (it also holds the e-mail and team name); the names are then checked on the member's own sort keys,
 * which triggers keep equal to its user's first and last name (migration 0020) — no lookup of every candidate's user.
 */
export const memberIdsByName = (cid: number, pattern: string): SQL =>
  sql`select m.id from members m where m.client_id = ${cid} and m.search_text ilike ${pattern}
    and (replace(m.sort_first, ' ', '') ilike ${pattern} or replace(m.sort_last, ' ', '') ilike ${pattern}
      or replace(m.sort_first || m.sort_last, ' ', '') ilike ${pattern})`;

export const teamIdsByName = (cid: number, pattern: string): SQL =>
  sql`select t.id from teams t where t.client_id = ${cid} and replace(t.name, ' ', '') ilike ${pattern}`;

export const guestIdsByName = (cid: number, pattern: string): SQL =>
  sql`select g.id from guests g where g.client_id = ${cid} and replace(g.name, ' ', '') ilike ${pattern}`;

export const resourceIdsByName = (cid: number, pattern: string): SQL =>
  sql`select r.id from resources r where r.client_id = ${cid} and replace(r.name, ' ', '') ilike ${pattern}`;

export const planIdsByName = (cid: number, pattern: string): SQL =>
  sql`select p.id from membership_plans p where p.client_id = ${cid} and replace(p.name, ' ', '') ilike ${pattern}`;

export const productIdsByName = (cid: number, pattern: string): SQL =>
  sql`select p.id from products p where p.client_id = ${cid} and replace(p.name, ' ', '') ilike ${pattern}`;

/** Each arm's ids query and the alias its table has there (for the per-row form of a short term). */
const ARMS = {
  members: [memberIdsByName, 'm'],
  teams: [teamIdsByName, 't'],
  guests: [guestIdsByName, 'g'],
  resources: [resourceIdsByName, 'r'],
  plans: [planIdsByName, 'p'],
  products: [productIdsByName, 'p'],
} as const;
export type ArmName = keyof typeof ARMS;

/** Trigram indexes need three characters: a shorter term is matched row by row (see armIds). */
const TRIGRAM = 3;

/**
 * An arm resolved: its ids; or (more than ARM_CAP of them) its subquery, run in-statement; or, for a term shorter than
 * three characters, a check per row of the big table (a primary-key probe of the named row).
 */
export type Arm = { ids: number[] } | { subquery: SQL } | { perRow: (column: AnyPgColumn | SQL) => SQL };

/**
 * Above this many ids an arm stays a subquery in the list's statements (`= any(array(…))`): a constant of tens of
 * thousands of ids would cost more to send and plan than it saves, and so many matches make the order-index walk the
 * right plan anyway.
 */
export const ARM_CAP = 5000;

/**
 * The named arms resolved in one round trip: each one's ids, up to ARM_CAP. A term of one or two characters (no
 * trigram index serves it, and it matches thousands of names: "or" at 100k members) is not resolved: each arm is
 * checked on the rows the list walks, by primary key, so the order-index walk stops at the page's last match.
 */
export async function armIds<A extends ArmName>(db: Db, cid: number, pattern: string, arms: readonly A[]): Promise<Record<A, Arm>> {
  if (pattern.replace(/\\(.)/g, '$1').length - 2 < TRIGRAM) {
    return Object.fromEntries(
      arms.map((a) => {
        const [ids, alias] = ARMS[a];
        return [a, { perRow: (column: AnyPgColumn | SQL) => sql`exists (${ids(cid, pattern)} and ${sql.raw(alias)}.id = ${column})` }];
      }),
    ) as Record<A, Arm>;
  }
  const columns = sql.join(
    arms.map((a) => sql`array(${ARMS[a][0](cid, pattern)} limit ${ARM_CAP + 1}) as ${sql.identifier(a)}`),
    sql`, `,
  );
  const { rows } = await db.execute<Record<string, unknown>>(sql`select ${columns}`);
  const row = rows[0] ?? {};
  return Object.fromEntries(
    arms.map((a) => {
      const ids = toIds(row[a]);
      return [a, ids.length > ARM_CAP ? { subquery: ARMS[a][0](cid, pattern) } : { ids }];
    }),
  ) as Record<A, Arm>;
}

/** An int[] as the driver hands it over (node-postgres and PGlite parse it; a text form is parsed here just in case). */
function toIds(v: unknown): number[] {
  if (Array.isArray(v)) return v.map(Number);
  if (typeof v === 'string') return v.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
  return [];
}

/**
 * `column = any('{ids}'::int[])`, or undefined for no ids (the arm is dropped). One text parameter: the statement is
 * planned with its value (an unnamed statement), so the planner estimates from the ids and hashes the lookup. An arm
 * over the cap: `column = any(array(subquery))`.
 */
export function inArm(column: AnyPgColumn | SQL, arm: Arm): SQL | undefined {
  if ('perRow' in arm) return arm.perRow(column);
  if ('subquery' in arm) return sql`${column} = any(array(${arm.subquery}))`;
  if (!arm.ids.length) return undefined;
  return sql`${column} = any(${`{${arm.ids.join(',')}}`}::int[])`;
}

/** An arm with ids (at least one, or over the cap). */
export const hasIds = (arm: Arm) => !('ids' in arm) || arm.ids.length > 0;

/** The row's own text column, spaces removed, against the pattern (a trigram index on the same expression serves it). */
export const spacelessLike = (column: AnyPgColumn, pattern: string): SQL => sql`replace(${column}, ' ', '') ilike ${pattern}`;

/** The search as one condition: any arm matches; no arm left (every id set empty) matches nothing. */
export const anyArm = (arms: (SQL | undefined)[]): SQL => (arms.some(Boolean) ? (or(...arms) as SQL) : sql`false`);

/**
 * A search's total, exact up to SEARCH_EXACT_COUNT_LIMIT (lib/sql.ts), counted arm by arm: `UNION ALL` of one select
 * per arm, each without the rows an earlier arm already counted (`(earlier arms) IS NOT TRUE`, NULL-safe), under one
 * LIMIT. Each branch walks its own index and the LIMIT stops it early (1,001 of a common surname's 100k bookings),
 * where one select with the arms OR-ed builds a bitmap of every match first (30 ms for 100k, then lossy pages to
 * recheck). Above the limit: the planner's estimate of the OR-ed form, flagged.
 */
export async function armsCount(db: Db, table: PgTable, filters: SQL | undefined, arms: (SQL | undefined)[]): Promise<ListTotal> {
  const live = arms.filter((a): a is SQL => Boolean(a));
  if (!live.length) return { n: 0, estimated: false };
  const branches = live.map((arm, i) =>
    db
      .select({ one: sql`1`.as('one') })
      .from(table)
      .where(and(filters, arm, i ? sql`(${or(...live.slice(0, i))}) is not true` : undefined)),
  );
  const { rows } = await db.execute<{ n: number | string }>(
    sql`select count(*) as n from (${sql.join(branches, sql` union all `)} limit ${SEARCH_EXACT_COUNT_LIMIT + 1}) counted`,
  );
  const n = Number(rows[0]?.n ?? 0);
  if (n <= SEARCH_EXACT_COUNT_LIMIT) return { n, estimated: false };
  const estimate = await explainRows(
    db,
    db
      .select({ one: sql`1`.as('one') })
      .from(table)
      .where(and(filters, or(...live)))
      .$dynamic(),
  );
  return { n: Math.max(Math.round(estimate), SEARCH_EXACT_COUNT_LIMIT + 1), estimated: true };
}

/**
 * A list source whose conditions need a statement first (a search's id sets): built once on first use, then the page,
 * the count and the CSV chunks share it. The page and the count still run side by side after it.
 */
export function deferredSource<T>(make: () => Promise<ListSource<T>>): ListSource<T> {
  let built: Promise<ListSource<T>> | undefined;
  const source = () => (built ??= make());
  return {
    fetch: async (limit, offset) => (await source()).fetch(limit, offset),
    count: async () => (await source()).count(),
    async *chunks(size) {
      const s = await source();
      if (s.chunks) return yield* s.chunks(size);
      for (let offset = 0; ; offset += size) {
        const rows = await s.fetch(size, offset);
        yield rows;
        if (rows.length < size) return;
      }
    },
    async *exportChunks(size) {
      const s = await source();
      if (s.exportChunks) return yield* s.exportChunks(size);
      return yield* this.chunks!(size);
    },
  };
}
