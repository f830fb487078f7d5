import type { ListTotal } from '@clubspace/contract';
import { and, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PgColumn, type AnyPgColumn, type PgSelect, type SelectedFields } from 'drizzle-orm/pg-core';
import { flatRows } from './flat-rows.ts';
import type { ListSource } from './paged-list.ts';
import { orderBy } from './sql.ts';

/**
 * A paged list in two steps: the page's ids from the list's table alone (with only the joins its filters and order
 * need: short to plan, an index walk, index-only for deep pages), then its rows by primary key. The same ids query,
 * continued from the last row's sort key (keyset, not OFFSET), streams the CSV export in chunks of constant size.
 * See docs/performance.md §6 (perf-lists).
 */
export interface KeyedListOptions<R, T> {
  /**
   * The list's table with the joins the filters/search/order need, selecting the given fields (no where/order), e.g.
   * `(f) => db.select(f).from(bookings).$dynamic()`.
   */
  keys: (fields: SelectedFields) => PgSelect;
  where: SQL | undefined;
  /** The order's columns (the primary key is appended), all in one direction. */
  order: (AnyColumn | SQL)[];
  desc: boolean;
  id: AnyPgColumn;
  /** The rows of these ids, in any order (one statement by primary key). */
  rows: (ids: number[]) => Promise<R[]>;
  /**
   * The rows of a CSV chunk's ids when another form suits a thousand ids better (joins hashed once, where a page's
   * per-row lookups would probe each reference a thousand times); `rows` by default.
   */
  chunkRows?: (ids: number[]) => Promise<R[]>;
  /** A row's id; by default its `id` field (a row with another shape must say where its id is). */
  idOf?: (row: R) => number;
  /** The rows (already in the page's order) as items; may load more by the page's ids (an order's lines). */
  items: (rows: R[]) => T[] | Promise<T[]>;
  count: () => Promise<number | ListTotal>;
  /**
   * A shaped CSV export in one statement per chunk (issue 32): the keys' query with the few joins the export's columns
   * read (`from`, given the fields to select: the sort keys plus `fields`), continued by keyset as `chunks` is; `items`
   * turns its rows into items whose export columns are right (fields no export column reads may be left empty).
   * Each chunk's ids come from the keys' query first, then `from` reads those ids; it must join what the order's
   * columns read.
   */
  export?: { from: (fields: SelectedFields) => PgSelect; fields: SelectedFields; items: (rows: Record<string, unknown>[]) => T[] };
}

/** A sort key as text, so a timestamp keeps its microseconds (a JS Date would round them). */
type KeyValue = string | number | null;

/** ORDER BY puts NULLs last ascending, first descending: the rows after `v` in that order, NULL-safe. */
function after(c: AnyColumn | SQL, v: KeyValue, desc: boolean): SQL {
  if (v === null) return desc ? sql`${c} is not null` : sql`false`;
  return desc ? sql`${c} < ${v}` : (or(sql`${c} > ${v}`, sql`${c} is null`) as SQL);
}
const same = (c: AnyColumn | SQL, v: KeyValue): SQL => (v === null ? sql`${c} is null` : sql`${c} = ${v}`);
/** NOT NULL in the list's own table: a joined table's NOT NULL column is still NULL where the (left) join finds no row. */
const neverNull = (c: AnyColumn | SQL, id: AnyPgColumn) => c instanceof PgColumn && c.notNull && c.table === id.table;

/**
 * The rows strictly after `last` in the list's order (columns…, id). All keys NOT NULL columns of the list's own
 * table: one row comparison, which the planner turns into an index range; else the lexicographic OR, NULL-safe (a row
 * comparison drops rows whose key is NULL, which ascending orders put last).
 */
export function afterKey(order: (AnyColumn | SQL)[], id: AnyPgColumn, desc: boolean, last: KeyValue[]): SQL {
  const cols = [...order, id];
  if (cols.every((c) => neverNull(c, id)) && last.every((v) => v !== null)) {
    const l = sql.join(
      cols.map((c) => sql`${c}`),
      sql`, `,
    );
    const r = sql.join(
      last.map((v) => sql`${v}`),
      sql`, `,
    );
    return desc ? sql`(${l}) < (${r})` : sql`(${l}) > (${r})`;
  }
  const terms = cols.map((c, i) => and(...cols.slice(0, i).map((p, j) => same(p, last[j]!)), after(c, last[i]!, desc)) as SQL);
  return or(...terms) as SQL;
}

export function keyedList<R, T>(o: KeyedListOptions<R, T>): ListSource<T> {
  const sorted = orderBy(o.order, o.desc, o.id);
  /** The rows of these ids in the ids' order, as items. */
  async function load(ids: number[], rows = o.rows): Promise<T[]> {
    if (!ids.length) return o.items([]);
    const idOf = o.idOf ?? ((r: R) => (r as { id: number }).id);
    const byId = new Map((await rows(ids)).map((r) => [idOf(r), r]));
    return o.items(ids.map((id) => byId.get(id)).filter((r): r is R => r !== undefined));
  }
  const keyFields = (): SelectedFields =>
    Object.fromEntries([['id', o.id], ...o.order.map((c, i) => [`k${i}`, sql<string>`(${c})::text`.as(`k${i}`)])]);
  /** The statement of one chunk: `size` rows in order from those matching `where`. */
  const chunkOf = (select: () => PgSelect) => (where: SQL | undefined, size: number) =>
    select()
      .where(where)
      .orderBy(...sorted)
      .limit(size);
  /** Every matching row in order, `size` at a time, each statement continuing after the last one's sort key. */
  async function* keyset<K extends Record<string, unknown>>(
    size: number,
    statement: (where: SQL | undefined, size: number) => PromiseLike<unknown[]>,
    each: (keys: K[]) => Promise<T[]> | T[],
  ) {
    let last: KeyValue[] | null = null;
    for (;;) {
      const where = last ? and(o.where, afterKey(o.order, o.id, o.desc, last)) : o.where;
      const keys = (await statement(where, size)) as K[];
      if (!keys.length) return;
      yield await each(keys);
      if (keys.length < size) return;
      const end = keys[keys.length - 1]! as Record<string, KeyValue>;
      last = [...o.order.map((_, i) => end[`k${i}`] ?? null), Number(end.id)];
    }
  }
  const exportOf = o.export;
  return {
    ...(exportOf && {
      // The chunk's ids first (an index walk), then the lean joins for those ids as constants: with the range after
      // the key in the joined statement, a window past the statistics' histogram was estimated at a few hundred rows
      // and hash-joined every row after the key (quadratic); with the ids as a subquery the planner hash-semi-joined
      // the whole table (docs/performance.md § 10).
      // Its rows without Drizzle's per-row mapping (flatRows): the export's fields are flat.
      exportChunks: (size: number) => {
        const fields = { ...exportOf.fields, ...keyFields() };
        return keyset<Record<string, unknown>>(
          size,
          async (where, n) => {
            const ids = (await chunkOf(() => o.keys({ id: o.id }))(where, n)) as { id: number }[];
            if (!ids.length) return [];
            // One array parameter: `IN` with a parameter per id made Drizzle build (and PostgreSQL bind) 5,000 of them.
            const query = exportOf
              .from(fields)
              .where(sql`${o.id} = any(${sql.param(ids.map((r) => Number(r.id)))}::int[])`)
              .orderBy(...sorted);
            return flatRows(query, fields);
          },
          (rows) => exportOf.items(rows),
        );
      },
    }),
    fetch: async (limit, offset) => {
      const page = (await o
        .keys({ id: o.id })
        .where(o.where)
        .orderBy(...sorted)
        .limit(limit)
        .offset(offset)) as { id: number }[];
      return load(page.map((r) => r.id));
    },
    count: o.count,
    chunks: (size) =>
      keyset<{ id: number }>(
        size,
        chunkOf(() => o.keys(keyFields())),
        (keys) =>
          load(
            keys.map((k) => Number(k.id)),
            o.chunkRows,
          ),
      ),
  };
}

/** `column IN (ids)` for the rows step (the primary key's index). */
export const idIn = (id: AnyPgColumn, ids: number[]) => inArray(id, ids);
