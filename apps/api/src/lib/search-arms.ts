import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Name searches over big tables by id sets (docs/performance.md §6): each arm of the search is the set of the
 * operator's matching rows of a small table (found by its trigram index), and the big table's rows are found through
 * their foreign-key indexes (`column = any(array(…))`, a BitmapOr of the arms) instead of joining every row to each
 * named table and filtering the join. Patterns come from lib/sql.ts searchPattern (spaces removed, LIKE-escaped).
 */

/** `column = any(array(ids))`: indexable, unlike `column in (subquery)` which the planner may hash-join. */
export const anyOf = (column: AnyPgColumn, ids: SQL): SQL => sql`${column} = any(array(${ids}))`;

/**
 * The operator's members whose first name, last name or both together match: search_text's trigram index finds the
 * candidates, then each candidate's user is checked by primary key. (As a join, the planner scanned every user by
 * name: 305 ms for a common surname at 100k members an operator; this way 92 ms.)
 */
export const memberIdsByName = (cid: number, pattern: string): SQL =>
  sql`select m.id from members m where m.client_id = ${cid} and m.search_text ilike ${pattern}
    and (select replace(u.first_name, ' ', '') ilike ${pattern} or replace(u.last_name, ' ', '') ilike ${pattern}
      or replace(u.first_name || u.last_name, ' ', '') ilike ${pattern} from users u where u.id = m.user_id)`;

export const teamIdsByName = (cid: number, pattern: string): SQL =>
  sql`select t.id from teams t where t.client_id = ${cid} and replace(t.name, ' ', '') ilike ${pattern}`;

export const guestIdsByName = (cid: number, pattern: string): SQL =>
  sql`select g.id from guests g where g.client_id = ${cid} and replace(g.name, ' ', '') ilike ${pattern}`;

export const resourceIdsByName = (cid: number, pattern: string): SQL =>
  sql`select r.id from resources r where r.client_id = ${cid} and replace(r.name, ' ', '') ilike ${pattern}`;

export const planIdsByName = (cid: number, pattern: string): SQL =>
  sql`select p.id from membership_plans p where p.client_id = ${cid} and replace(p.name, ' ', '') ilike ${pattern}`;

/** The row's own text column, spaces removed, against the pattern (a trigram index on the same expression serves it). */
export const spacelessLike = (column: AnyPgColumn, pattern: string): SQL => sql`replace(${column}, ' ', '') ilike ${pattern}`;
