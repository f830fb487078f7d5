import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** One COPY value: null → \N; dates as ISO; arrays as a text[] literal; objects as JSON. */
export type Cell = string | number | boolean | Date | null | readonly string[] | Record<string, unknown>;

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const escapeText = (s: string) => (/[\\\t\n\r]/.test(s) ? s.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]!) : s);

function cell(v: Cell): string {
  if (v === null) return '\\N';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return escapeText(v);
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return escapeText(`{${v.map((x) => `"${String(x).replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
  return escapeText(JSON.stringify(v));
}

export interface TableFigure { table: string; rows: number; ms: number; rowsPerSec: number }

/**
 * Streams rows from a (sync) generator into `COPY table (columns) FROM STDIN` in text format. Rows are joined into
 * ~256 KB chunks and the writer waits for 'drain' when PostgreSQL is slower than the generator, so memory stays
 * flat whatever the row count. Prints a progress line every 10 s and one at the end (rows, rows/s).
 */
export async function copyRows(client: pg.PoolClient | pg.Client, table: string, columns: readonly string[], rows: Iterable<Cell[]>,
  opts: { freeze?: boolean; log?: (line: string) => void } = {}): Promise<TableFigure> {
  const log = opts.log ?? console.log;
  const started = performance.now();
  // FREEZE (the table was truncated in this transaction): rows land frozen and all-visible, so no hint-bit rewrite
  // or anti-wraparound vacuum later, and index-only scans work right away.
  const stream = client.query(copyFrom(`COPY "${table}" (${columns.map((c) => `"${c}"`).join(',')}) FROM STDIN${opts.freeze ? ' WITH (FREEZE)' : ''}`));
  let chunk = '';
  let count = 0;
  let lastLog = started;
  for (const row of rows) {
    if (row.length !== columns.length) throw new Error(`${table}: row has ${row.length} values for ${columns.length} columns`);
    chunk += row.map(cell).join('\t') + '\n';
    count++;
    if (chunk.length > 262_144) {
      const ok = stream.write(chunk);
      chunk = '';
      if (!ok) await once(stream, 'drain');
      const now = performance.now();
      if (now - lastLog > 10_000) {
        lastLog = now;
        log(`  ${table}: ${count.toLocaleString('en-GB')} rows so far, ${Math.round(count / ((now - started) / 1000)).toLocaleString('en-GB')} rows/s`);
      }
    }
  }
  if (chunk) stream.write(chunk);
  stream.end();
  await finished(stream);
  const ms = performance.now() - started;
  const figure = { table, rows: count, ms: Math.round(ms), rowsPerSec: Math.round(count / Math.max(ms / 1000, 0.001)) };
  log(`${table.padEnd(22)} ${count.toLocaleString('en-GB').padStart(12)} rows ${(ms / 1000).toFixed(1).padStart(7)} s ${figure.rowsPerSec.toLocaleString('en-GB').padStart(10)} rows/s`);
  return figure;
}
