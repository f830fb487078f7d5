import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, csvLine, csvWriter } from '../src/csv-line.ts';
import { exportDateTime, type ExportColumn } from '../src/list-exports.ts';

/** RFC 4180 read back: quoted fields, doubled quotes, CR/LF inside quotes kept; records end with LF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  return rows;
}

describe('CSV line writer (issue 32)', () => {
  it('quotes exactly the fields RFC 4180 needs quoted, doubling their quotes', () => {
    expect(csvField('')).toBe('');
    expect(csvField('plain text')).toBe('plain text');
    expect(csvField('Café ☕ 東京')).toBe('Café ☕ 東京');
    expect(csvField("O'Brien")).toBe("O'Brien");
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('"')).toBe('""""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField('tab\there')).toBe('tab\there');
    expect(csvLine(['a', '', 'b,c', '"q"'])).toBe('a,,"b,c","""q"""\n');
  });

  it('any fields read back as themselves, one record per line', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string({ unit: 'binary' }), { minLength: 2, maxLength: 6 }), { maxLength: 8 }), (records) => {
        const text = records.map(csvLine).join('');
        expect(parseCsv(text)).toEqual(records);
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it('a writer neutralises text cells that start a formula, not the numbers, money and dates it formats', () => {
    const columns: ExportColumn<{ name: string | null; amount: number; at: string; n: number }>[] = [
      { header: '=Name', value: (r) => r.name },
      { header: 'Amount', kind: 'money', value: (r) => r.amount },
      { header: 'At', kind: 'datetime', value: (r) => r.at },
      { header: 'N', kind: 'number', value: (r) => r.n },
    ];
    const w = csvWriter(columns);
    expect(w.header).toBe("'=Name,Amount,At,N\n");
    expect(w.line({ name: '=1+1, "x"', amount: -12.5, at: '2026-06-30T23:30:00Z', n: -3 })).toBe(`"'=1+1, ""x""",-12.50,01-07-2026 00:30,-3\n`);
    expect(w.line({ name: null, amount: 0, at: '', n: 0 })).toBe(',0.00,,0\n');
    expect(w.line({ name: '-5', amount: 1, at: 'nope', n: 1 })).toBe("'-5,1.00,,1\n");
  });

  it('dates from the cache are the dates Intl formats (the same instant again, other zones, across a clock change)', () => {
    const instants = ['2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z', '2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z', '2026-06-30T23:30:00Z'];
    for (let round = 0; round < 3; round++)
      for (const zone of ['Europe/London', 'America/New_York', 'Asia/Kolkata'])
        for (const at of instants) {
          const p = Object.fromEntries(
            new Intl.DateTimeFormat('en-GB', {
              timeZone: zone,
              year: 'numeric',
              month: '2-digit',
              day: '2-digit',
              hour: '2-digit',
              minute: '2-digit',
              hourCycle: 'h23',
            })
              .formatToParts(new Date(at))
              .map((x) => [x.type, x.value]),
          );
          expect(exportDateTime(at, zone)).toBe(`${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}`);
        }
  });
});
