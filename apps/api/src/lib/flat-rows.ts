import { Column, is, SQL, Subquery } from 'drizzle-orm';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** What Drizzle decodes a selected field's driver value with (its mapResultRow, looked up once instead of per row). */
function decoderOf(field: unknown): Decoder {
  // `decoder` is Drizzle-internal (set by mapWith), as mapResultRow reads it.
  const decoder = (sql: SQL) => (sql as unknown as { decoder: Decoder }).decoder;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoder(field);
  if (is(field, Subquery)) return decoder((field as unknown as { _: { sql: SQL } })._.sql);
  return decoder((field as SQL.Aliased).sql);
}

/** A function building one row object from the driver's array, as an object literal (one hidden class for all rows). */
function rowMaker(keys: string[]): (values: unknown[], decoders: Decoder[]) => Record<string, unknown> {
  const body = keys.map((k, i) => `${JSON.stringify(k)}: v[${i}] === null ? null : d[${i}].mapFromDriverValue(v[${i}])`).join(',\n');
  return new Function('v', 'd', `return {\n${body}\n};`) as (values: unknown[], decoders: Decoder[]) => Record<string, unknown>;
}

const makers = new WeakMap<SelectedFields, { decoders: Decoder[]; make: ReturnType<typeof rowMaker> }>();

/**
 * The rows of a select of flat fields (no nested objects), as Drizzle would give them, without its per-row mapping:
 * that checks every field's kind with `is()` (a prototype walk) on every row — ~12 % of a 100k-row export's CPU
 * (docs/performance.md § 10). The driver's arrays are decoded by each field's decoder, looked up once per field list.
 * Uses the select's `_prepare()` (Drizzle-internal, pinned version): the public `prepare(name)` names a server-side
 * statement, which these one-off texts must not be.
 */
export async function flatRows(query: PgSelect, fields: SelectedFields): Promise<Record<string, unknown>[]> {
  let maker = makers.get(fields);
  if (!maker) {
    const keys = Object.keys(fields);
    maker = { decoders: keys.map((k) => decoderOf(fields[k])), make: rowMaker(keys) };
    makers.set(fields, maker);
  }
  const prepared = (
    query as unknown as { _prepare(): { customResultMapper?: (rows: unknown[][]) => unknown; execute(): Promise<unknown> } }
  )._prepare();
  prepared.customResultMapper = (rows) => rows;
  const rows = (await prepared.execute()) as unknown[][];
  const { decoders, make } = maker;
  return rows.map((v) => make(v, decoders));
}
