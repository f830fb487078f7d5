import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** One COPY value: null → \N; dates as UTC timestamps; arrays as a text[] literal; objects as JSON. */
export type Cell = string | number | boolean | Date | null | readonly string[] | Record<string, unknown>;

const DAY = 86_400_000;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
/** COPY text escaping, for values that may hold a backslash, tab or newline (names, JSON); known-safe values skip it. */
export const esc = (s: string) => (/[\\\t\n\r]/.test(s) ? s.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]!) : s);

const P2 = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
const dayText = new Map<number, string>();
/** 'YYYY-MM-DD' of a UTC day number (cached: a run touches ~1,200 distinct days). */
export function dayOf(ms: number): string {
  const d = Math.floor(ms / DAY);
  let s = dayText.get(d);
  if (s === undefined) {
    s = new Date(d * DAY).toISOString().slice(0, 10);
    dayText.set(d, s);
  }
  return s;
}
/**
 * A UTC instant as timestamptz input ('2026-11-23 09:00:00+00'): the same value toISOString gives, about 10× cheaper
 * (the day part is cached, the rest is table look-ups). Millions of calls per run.
 */
export function ts(ms: number): string {
  const day = dayOf(ms);
  let rest = ms - Math.floor(ms / DAY) * DAY;
  const h = Math.floor(rest / 3_600_000);
  rest -= h * 3_600_000;
  const m = Math.floor(rest / 60_000);
  rest -= m * 60_000;
  const s = Math.floor(rest / 1000);
  const frac = rest - s * 1000;
  return `${day} ${P2[h]}:${P2[m]}:${P2[s]}${frac ? `.${String(frac).padStart(3, '0')}` : ''}+00`;
}

function cell(v: Cell): string {
  if (v === null) return '\\N';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return esc(v);
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (v instanceof Date) return ts(v.getTime());
  if (Array.isArray(v)) return esc(`{${v.map((x) => `"${String(x).replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
  return esc(JSON.stringify(v));
}
/** One COPY text line (with its newline) from typed values: the generic path of the small tables. */
export const encodeRow = (row: readonly Cell[]): string => row.map(cell).join('\t') + '\n';

export interface TableFigure {
  table: string;
  rows: number;
  ms: number;
  rowsPerSec: number;
}

/**
 * One `COPY table (columns) FROM STDIN` in text format. Lines are joined into ~256 KB chunks; `flush` waits for
 * 'drain' when PostgreSQL is slower than the generator, so memory stays flat whatever the row count.
 */
export class CopySink {
  private chunk = '';
  private stream: Writable | undefined;
  rows = 0;
  private started = 0;
  private lastLog = 0;
  constructor(
    readonly table: string,
    readonly columns: readonly string[],
    private readonly log: (line: string) => void,
  ) {}

  /** Opens the COPY on `client` (FREEZE: the table was created or truncated in this transaction). */
  open(client: pg.ClientBase, opts: { freeze: boolean }): void {
    this.started = this.lastLog = performance.now();
    this.stream = client.query(
      copyFrom(`COPY "${this.table}" (${this.columns.map((c) => `"${c}"`).join(',')}) FROM STDIN${opts.freeze ? ' WITH (FREEZE)' : ''}`),
    );
  }
  add(line: string): void {
    this.chunk += line;
    this.rows++;
  }
  /** Sends the pending chunk once it is big enough (or always with `force`); resolves when PostgreSQL can take more. */
  async flush(force = false): Promise<void> {
    if (this.chunk.length < 262_144 && !(force && this.chunk)) return;
    const ok = this.stream!.write(this.chunk);
    this.chunk = '';
    if (!ok) await once(this.stream!, 'drain');
    const now = performance.now();
    if (now - this.lastLog > 10_000) {
      this.lastLog = now;
      this.log(
        `  ${this.table}: ${this.rows.toLocaleString('en-GB')} rows so far, ${Math.round(this.rows / ((now - this.started) / 1000)).toLocaleString('en-GB')} rows/s`,
      );
    }
  }
  async end(): Promise<TableFigure> {
    await this.flush(true);
    this.stream!.end();
    await finished(this.stream!);
    const ms = performance.now() - this.started;
    return { table: this.table, rows: this.rows, ms: Math.round(ms), rowsPerSec: Math.round(this.rows / Math.max(ms / 1000, 0.001)) };
  }
}

export const figureLine = (f: TableFigure, label = f.table) =>
  `${label.padEnd(26)} ${f.rows.toLocaleString('en-GB').padStart(12)} rows ${(f.ms / 1000).toFixed(1).padStart(7)} s ${f.rowsPerSec.toLocaleString('en-GB').padStart(10)} rows/s`;

/**
 * CPU seconds a PostgreSQL backend has used so far (utime + stime from /proc; only when the server runs on this
 * machine, else 0). With the node process's own CPU this gives a figure that the machine's load does not inflate.
 */
export async function backendCpuSeconds(client: pg.ClientBase): Promise<number> {
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const { readFile } = await import('node:fs/promises');
    const fields = (await readFile(`/proc/${rows[0]!.pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
