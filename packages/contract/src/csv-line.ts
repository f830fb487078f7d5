/**
 * The CSV line writer of the exports (issue 32): fields quoted as RFC 4180 says, formula cells neutralised, one string
 * per line — the bytes csv-stringify wrote before, without an object per row or a stream per cell.
 */
import { DEFAULT_TIME_ZONE } from './dates.ts';
import { exportCell, isTextExport, neutraliseCsvText, type ExportColumn } from './list-exports.ts';

const CSV_QUOTE_NEEDED = /[",\r\n]/;
const ALL_QUOTES = /"/g;

/**
 * One CSV field as RFC 4180 writes it (and csv-stringify's defaults, which wrote every export before issue 32): in
 * double quotes, its quotes doubled, when it holds a quote, a comma, a CR or an LF; as is otherwise (empty included).
 */
export const csvField = (text: string): string => (CSV_QUOTE_NEEDED.test(text) ? `"${text.replace(ALL_QUOTES, '""')}"` : text);

/** One CSV record: the fields quoted as csvField does, joined by commas, ended by LF (csv-stringify's `\n`). */
export const csvLine = (cells: readonly string[]): string => `${cells.map(csvField).join(',')}\n`;

/**
 * An export's CSV writer: the header line and each row's line as text, the cells shaped as exportCell shapes them and
 * the text cells neutralised (neutraliseCsvText) — the same bytes as the rows of exportRow through csv-stringify,
 * without an object per row or a stream per cell (issue 32: the 100k-row export).
 */
export function csvWriter<R>(columns: readonly ExportColumn<R>[], timeZone: string = DEFAULT_TIME_ZONE) {
  const text = columns.map((c) => isTextExport(c.kind));
  return {
    header: csvLine(columns.map((c) => neutraliseCsvText(c.header))),
    line(row: R): string {
      let line = '';
      for (let i = 0; i < columns.length; i++) {
        const cell = exportCell(columns[i]!, row, timeZone);
        if (i) line += ',';
        line += csvField(text[i] ? neutraliseCsvText(cell) : cell);
      }
      return `${line}\n`;
    },
  };
}
