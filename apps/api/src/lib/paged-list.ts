import { Readable } from 'node:stream';
import {
  LIST_EXPORTS,
  buildEnvelope,
  csvWriter,
  exportCell,
  isTextExport,
  neutraliseCsvText,
  type ExportColumn,
  type ListTotal,
} from '@clubspace/contract';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

export interface ListSource<T> {
  /** One page of rows, already filtered, ordered and scoped in SQL. */
  fetch(limit: number, offset: number): Promise<T[]>;
  /** The matching rows' total: a number (exact), or a ListTotal that may be an estimate (lib/sql.ts cappedCount). */
  count(): Promise<number | ListTotal>;
  /**
   * Every matching row in the list's order, in chunks of `size`, each chunk continuing after the previous one's last
   * sort key (keyset: every chunk costs the same however deep). lib/keyed-list.ts builds it.
   */
  chunks?(size: number): AsyncIterable<T[]>;
  /**
   * The same rows in the same order for a shaped CSV export, fetched leaner (issue 32: one statement per chunk with
   * only the joins the export's columns read): items whose export columns are right, other fields possibly empty.
   */
  exportChunks?(size: number): AsyncIterable<T[]>;
}

const CSV_CHUNK = 1000;
/**
 * A shaped export's keyset chunk (issue 32): each chunk costs two statements and their planning whatever its size, so
 * a larger one spends less per row; 5,000 rows of a list's items stay a few MB.
 */
export const CSV_EXPORT_CHUNK = 5000;

/** Flattens nested API objects into `a.b` columns; arrays become their length or joined names. */
export function flattenForCsv(value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (value === null || value === undefined || typeof value !== 'object' || value instanceof Date) {
    out[prefix || 'value'] = value instanceof Date ? value.toISOString() : (value ?? '');
    return out;
  }
  if (Array.isArray(value)) {
    out[prefix] = value
      .map((v) =>
        v && typeof v === 'object'
          ? ((v as Record<string, unknown>).name ?? (v as Record<string, unknown>).slug ?? (v as Record<string, unknown>).code ?? JSON.stringify(v))
          : v,
      )
      .join('; ');
    return out;
  }
  for (const [key, v] of Object.entries(value)) flattenForCsv(v, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

/**
 * The shaped row of an export: the table's headers, labels, dd-MM-yyyy dates, 2-decimal money. Text cells that a
 * spreadsheet would run as a formula get a leading `'` (neutraliseCsvText); formatted numbers, money and dates do not.
 */
export function exportRow<T>(columns: readonly ExportColumn<T>[], row: T): Record<string, string> {
  return Object.fromEntries(
    columns.map((c) => {
      const cell = exportCell(c, row);
      return [c.header, isTextExport(c.kind) ? neutraliseCsvText(cell) : cell];
    }),
  );
}

/** A raw row's cells: strings neutralised as text cells, numbers and booleans (the API's own values) kept. */
export function neutraliseRawRow(row: Record<string, unknown>): Record<string, unknown> {
  for (const [key, v] of Object.entries(row)) if (typeof v === 'string') row[key] = neutraliseCsvText(v);
  return row;
}

const isRaw = (raw: string | undefined) => raw === '1' || raw === 'true';

/**
 * Answers a paged list in the seeds' envelope, or with `format=csv` every matching row as a streamed CSV file
 * (fetched in chunks, so memory stays flat however long the list). The CSV has the screen's columns (the list's
 * entry in the contract's LIST_EXPORTS); `raw=1`, or a list without an entry, gives every field flattened.
 */
export async function sendList<K extends string, T>(
  reply: FastifyReply,
  listName: K,
  query: { page_size: number; page_number: number; format?: 'json' | 'csv'; raw?: string },
  source: ListSource<T>,
) {
  if (query.format === 'csv') {
    const columns = isRaw(query.raw) ? undefined : (LIST_EXPORTS[listName] as readonly ExportColumn<T>[] | undefined);
    return sendCsv(reply, isRaw(query.raw) ? `${listName}-raw` : listName, source, columns);
  }
  const offset = (query.page_number - 1) * query.page_size;
  const [rows, total] = await Promise.all([source.fetch(query.page_size, offset), source.count()]);
  return buildEnvelope(listName, rows, total, query);
}

/** The source's chunks; a source without keyset chunks (small tables only) pages with OFFSET. */
async function* chunksOf<T>(source: ListSource<T>, size: number, shaped = false): AsyncIterable<T[]> {
  if (shaped && source.exportChunks) return yield* source.exportChunks(size);
  if (source.chunks) return yield* source.chunks(size);
  for (let offset = 0; ; offset += size) {
    const rows = await source.fetch(size, offset);
    yield rows;
    if (rows.length < size) return;
  }
}

/**
 * The chunks of an iterable, one fetched ahead: the database reads chunk n+1 while node writes chunk n (two cores,
 * two workers). At most two chunks are held; the one ahead is awaited (its error kept) when the consumer stops early.
 */
export async function* oneAhead<T>(chunks: AsyncIterable<T>): AsyncGenerator<T> {
  const it = chunks[Symbol.asyncIterator]();
  let next: Promise<IteratorResult<T>> | null = it.next();
  try {
    for (;;) {
      const r: IteratorResult<T> = await next;
      next = null;
      if (r.done) return;
      next = it.next();
      yield r.value;
    }
  } finally {
    if (next) {
      await next.catch(() => undefined);
      await it.return?.();
    }
  }
}

/**
 * A shaped export as text (issue 32): the header line, then each chunk's rows as one string of CSV lines (csvWriter:
 * RFC 4180 quoting, formula cells neutralised), the next chunk fetched while this one is written. Readable.from asks
 * for the next string only when the socket has taken the last (backpressure), so memory holds about two chunks.
 */
export function shapedCsvStream<T>(source: ListSource<T>, columns: readonly ExportColumn<T>[], chunkSize = CSV_CHUNK): Readable {
  const writer = csvWriter(columns);
  return Readable.from(
    (async function* () {
      yield writer.header;
      for await (const rows of oneAhead(chunksOf(source, chunkSize, true))) {
        let text = '';
        for (const row of rows) text += writer.line(row);
        if (text) yield text;
      }
    })(),
    { objectMode: false },
  );
}

async function* csvRows<T>(source: ListSource<T>, columns?: readonly ExportColumn<T>[]) {
  for await (const rows of chunksOf(source, CSV_CHUNK))
    for (const row of rows) yield columns ? exportRow(columns, row) : neutraliseRawRow(flattenForCsv(row));
}

/**
 * The generic writer: rows as objects through csv-stringify (object mode). The raw export (any fields, numbers and
 * booleans cast by csv-stringify) goes this way; a shaped export could too, and gives the same bytes as
 * shapedCsvStream (test/csv-fast-path.test.ts).
 */
export async function genericCsvStream<T>(source: ListSource<T>, shape?: readonly ExportColumn<T>[]): Promise<Readable> {
  const rows = csvRows(source, shape);
  const first = await rows.next();
  // A shaped export keeps its header row even when no row matches.
  const columns = shape ? shape.map((c) => c.header) : first.done ? [] : Object.keys(first.value);
  const csv = stringify({ header: true, columns: (columns.length ? columns : ['empty']).map((c) => ({ key: c, header: neutraliseCsvText(c) })) });
  const input = Readable.from(
    (async function* () {
      if (!first.done) yield first.value;
      yield* rows;
    })(),
  );
  input.on('error', (err) => csv.destroy(err));
  input.pipe(csv);
  return csv;
}

async function sendCsv<T>(reply: FastifyReply, listName: string, source: ListSource<T>, shape?: readonly ExportColumn<T>[]) {
  const body = shape
    ? shapedCsvStream(source, shape, source.chunks || source.exportChunks ? CSV_EXPORT_CHUNK : CSV_CHUNK)
    : await genericCsvStream(source);
  const day = new Date().toISOString().slice(0, 10);
  reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${listName}-${day}.csv"`);
  return reply.send(body);
}

/**
 * A computed table (a report's rows, issue 31) as the same CSV file a list exports: the table's columns, formula
 * cells neutralised, named `<name>-<today>.csv`.
 */
export function sendTableCsv<T>(reply: FastifyReply, name: string, columns: readonly ExportColumn<T>[], rows: readonly T[]) {
  const source: ListSource<T> = {
    fetch: async (limit, offset) => rows.slice(offset, offset + limit),
    count: async () => rows.length,
  };
  return sendCsv(reply, name, source, columns);
}
