import { describe, expect, it } from 'vitest';
import {
  LIST_EXPORTS,
  exportCell,
  exportDate,
  exportDateTime,
  exportMoney,
  isTextExport,
  neutraliseCsvText,
  type ExportColumn,
} from '../src/list-exports.ts';

describe('CSV exports', () => {
  it('writes days as dd-MM-yyyy: a calendar day as is, an instant as its day in London', () => {
    expect(exportDate('2026-11-23')).toBe('23-11-2026');
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(exportDate('2026-06-30T23:30:00Z')).toBe('01-07-2026');
    expect(exportDate('2026-01-31T23:30:00Z')).toBe('31-01-2026');
    expect(exportDate(null)).toBe('');
    expect(exportDate('not a date')).toBe('');
  });

  it('writes instants as dd-MM-yyyy HH:mm in the time zone', () => {
    expect(exportDateTime('2026-06-30T08:05:00Z')).toBe('30-06-2026 09:05');
    expect(exportDateTime('2026-12-01T08:05:00Z')).toBe('01-12-2026 08:05');
    expect(exportDateTime('2026-12-01T08:05:00Z', 'Europe/Madrid')).toBe('01-12-2026 09:05');
  });

  it('writes money as a plain number with 2 decimals, rounding half-up, no £ and no separators', () => {
    expect(exportMoney(2463)).toBe('2463.00');
    expect(exportMoney('19.9')).toBe('19.90');
    expect(exportMoney(1.005)).toBe('1.01');
    expect(exportMoney(-2.5)).toBe('-2.50');
    expect(exportMoney(0)).toBe('0.00');
    expect(exportMoney(null)).toBe('');
    for (let pence = -500; pence <= 500; pence += 7) expect(Number(exportMoney(pence / 100))).toBeCloseTo(pence / 100, 10);
  });

  it('writes flags as Yes/No and keeps text', () => {
    const flag: ExportColumn<{ on: boolean }> = { header: 'On', value: (r) => r.on };
    expect(exportCell(flag, { on: true })).toBe('Yes');
    expect(exportCell(flag, { on: false })).toBe('No');
  });

  it('declares, for every list, unique non-empty headers and no technical names', () => {
    expect(Object.keys(LIST_EXPORTS).length).toBeGreaterThanOrEqual(17);
    for (const [list, columns] of Object.entries(LIST_EXPORTS)) {
      const headers = columns.map((c) => c.header);
      expect(new Set(headers).size, list).toBe(headers.length);
      for (const h of headers) {
        expect(h, list).toBeTruthy();
        expect(h, `${list}: ${h} looks technical`).not.toMatch(/_|\.\w/);
      }
    }
  });
});

describe('neutraliseCsvText (CSV formula injection)', () => {
  it('prefixes a quote to text starting with = + - @ tab or CR, and leaves other text alone', () => {
    for (const lead of ['=', '+', '-', '@', '\t', '\r']) expect(neutraliseCsvText(`${lead}1+1`)).toBe(`'${lead}1+1`);
    for (const safe of ['', 'Acme', ' =1', "'=1", '12.50', 'a=b']) expect(neutraliseCsvText(safe)).toBe(safe);
  });
  it('only text columns are neutralised, not the numbers, money and dates the writer formats', () => {
    expect(isTextExport(undefined)).toBe(true);
    expect(isTextExport('text')).toBe(true);
    for (const kind of ['money', 'number', 'date', 'datetime'] as const) expect(isTextExport(kind)).toBe(false);
  });
});
