import { getTableColumns, getTableName, sql, type InferInsertModel } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { addDaysIso, slugify as contractSlugify, zonedInstant } from '@clubspace/contract';
import type { Executor } from '../client.ts';
import type { Rng } from './rng.ts';

/** Rows per INSERT: big enough to be fast on PGlite, small enough to keep each statement a few hundred KB. */
export const CHUNK = 500;

/** A value as an SQL literal. Only for values this seed generates; strings are quoted with '' doubling. */
function literal(value: unknown, column: AnyPgColumn): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`not a finite number for ${column.name}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (Array.isArray(value)) return `ARRAY[${value.map((v) => literal(v, column)).join(',')}]::${column.getSQLType()}`;
  if (typeof value === 'object') return `'${JSON.stringify(value).replace(/'/g, "''")}'::jsonb`;
  return `'${String(value).replace(/'/g, "''")}'`;
}

/**
 * Inserts rows in chunks and returns their new ids in input order (serial ids follow the VALUES order).
 * Why not db.insert().values(): with thousands of rows Drizzle's per-parameter query building dominated the seed
 * (most of the time of a 50 000-booking scale run), so rows are written as literal multi-row VALUES instead.
 * Keys are the table's TypeScript column keys, exactly as for db.insert(); absent keys take the column DEFAULT.
 */
export async function insertMany<T extends PgTable>(db: Executor, table: T, rows: InferInsertModel<T>[]): Promise<number[]> {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const hasId = 'id' in columns;
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK) as Record<string, unknown>[];
    const keys = Object.keys(columns).filter((k) => chunk.some((r) => r[k] !== undefined));
    const values = chunk.map((r) => `(${keys.map((k) => (r[k] === undefined ? 'DEFAULT' : literal(r[k], columns[k]!))).join(',')})`);
    const text = `insert into "${getTableName(table)}" (${keys.map((k) => `"${columns[k]!.name}"`).join(',')}) values ${values.join(',')}${hasId ? ' returning "id"' : ''}`;
    const result = (await db.execute(sql.raw(text))) as unknown as { rows: { id: number }[] };
    if (hasId) ids.push(...result.rows.map((r) => Number(r.id)));
  }
  return ids;
}

/** The contract's slug, never empty. */
export const slugify = (text: string): string => contractSlugify(text) || 'item';

/** Readable slugs unique within one table of one operator: 'acme-ltd', 'acme-ltd-2', … */
export class SlugMaker {
  private readonly used = new Set<string>();
  make(text: string): string {
    const base = slugify(text);
    let slug = base;
    for (let n = 2; this.used.has(slug); n++) slug = `${base}-${n}`;
    this.used.add(slug);
    return slug;
  }
}

/** Random unique codes (booking and order codes; slugs of line-like records). */
export class CodeMaker {
  private readonly used = new Set<string>();
  constructor(
    private readonly rng: Rng,
    private readonly length = 8,
  ) {}
  make(prefix = ''): string {
    for (;;) {
      const code = prefix + this.rng.code(this.length);
      if (!this.used.has(code)) {
        this.used.add(code);
        return code;
      }
    }
  }
}

/** Wall-clock time of a day in a zone → instant; cached because the booking loop asks for the same slots a lot. */
export class Clock {
  private readonly cache = new Map<string, Date>();
  constructor(readonly timeZone: string) {}
  at(day: string, hhmm: string): Date {
    const key = `${day} ${hhmm}`;
    let d = this.cache.get(key);
    if (!d) {
      d = zonedInstant(day, `${hhmm}:00`, this.timeZone);
      this.cache.set(key, d);
    }
    return d;
  }
}

export const addDays = addDaysIso;
export const addMinutes = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000);
/** 0 = Sunday … 6 = Saturday, of a yyyy-MM-dd day. */
export const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
export const isWeekend = (day: string) => weekday(day) === 0 || weekday(day) === 6;
/** 'HH:mm' of minutes after midnight. */
export const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
