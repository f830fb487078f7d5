import { LIST_EXPORTS, type ExportColumn } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { genericCsvStream, shapedCsvStream, type ListSource } from '../src/lib/paged-list.ts';
import { useApiSession } from './support/api-session.ts';

// Issue 32: shaped exports are written as CSV lines directly (csvWriter, one string per chunk) instead of row objects
// through csv-stringify. The bytes must be the same: every list below, with awkward values in its text cells, is
// exported over HTTP and compared with the generic writer's file of the same rows (read from the JSON pages).
const { t, ids, get } = useApiSession();

const AWKWARD = [
  'He said "hi", then left',
  'two\nlines',
  'cr\r\nlf',
  '=SUM(A1:A9)',
  '+44 20 7946 0000',
  '-5',
  '@home',
  '\tTabbed',
  'Café ☕ 東京 🚀',
  'trailing,',
  '"',
  "O'Brien",
];

async function text(stream: Readable): Promise<string> {
  const parts: Buffer[] = [];
  for await (const c of stream) parts.push(Buffer.isBuffer(c) ? c : Buffer.from(c as string));
  return Buffer.concat(parts).toString('utf8');
}

const arraySource = <T>(rows: T[]): ListSource<T> => ({
  fetch: async (limit, offset) => rows.slice(offset, offset + limit),
  count: async () => rows.length,
});

async function jsonItems(path: string, list: string): Promise<unknown[]> {
  const items: unknown[] = [];
  for (let page = 1; ; page++) {
    const body = (await get(`${path}${path.includes('?') ? '&' : '?'}page_size=1000&page_number=${page}`)).json();
    items.push(...body[list]);
    if (items.length >= body.num_results || !body[list].length) return items;
  }
}

describe('CSV fast path (issue 32)', () => {
  it('every big list: the HTTP export, the line writer and csv-stringify give the same bytes, awkward values included', async () => {
    const teamRows = (await t.db.execute(sql`select id from teams where client_id = ${ids.demo} order by id limit ${AWKWARD.length}`)).rows as {
      id: number;
    }[];
    for (const [i, r] of teamRows.entries()) await t.db.execute(sql`update teams set name = ${AWKWARD[i]} where id = ${r.id}`);
    const guestRows = (await t.db.execute(sql`select id from guests where client_id = ${ids.demo} order by id limit ${AWKWARD.length}`)).rows as {
      id: number;
    }[];
    for (const [i, r] of guestRows.entries())
      await t.db.execute(
        sql`update guests set name = ${AWKWARD[i]}, email = ${AWKWARD[(i + 3) % AWKWARD.length]}, team_id = null where id = ${r.id}`,
      );
    const memberUsers = (
      await t.db.execute(
        sql`select u.id from users u join members m on m.user_id = u.id where m.client_id = ${ids.demo} order by m.id limit ${AWKWARD.length}`,
      )
    ).rows as { id: number }[];
    for (const [i, u] of memberUsers.entries())
      await t.db.execute(sql`update users set first_name = ${AWKWARD[i]}, last_name = ${AWKWARD[(i + 5) % AWKWARD.length]} where id = ${u.id}`);
    const resourceRows = (await t.db.execute(sql`select id from resources where client_id = ${ids.demo} order by id limit ${AWKWARD.length}`))
      .rows as {
      id: number;
    }[];
    for (const [i, r] of resourceRows.entries()) await t.db.execute(sql`update resources set name = ${AWKWARD[i]} where id = ${r.id}`);
    await t.db.execute(sql`update invoice_lines set payment_reference = ${AWKWARD[0]} where id in
      (select id from invoice_lines where client_id = ${ids.demo} order by id limit 20)`);
    await t.db.execute(
      sql`update invoices set name = ${AWKWARD[1]} || id where id in (select id from invoices where client_id = ${ids.demo} order by id limit 3)`,
    );

    const lists: [string, string][] = [
      ['/api/dashboard-member-bookings/', 'bookings'],
      ['/api/member-list/', 'members'],
      ['/api/teams/', 'teams'],
      ['/api/guests/', 'guests'],
      ['/api/dashboard-invoices/', 'invoices'],
      ['/api/dashboard-orders/', 'orders'],
      ['/api/dashboard-resources/', 'resources'],
    ];
    let awkwardSeen = 0;
    for (const [path, list] of lists) {
      const res = await get(`${path}?format=csv`);
      expect(res.statusCode, path).toBe(200);
      const items = await jsonItems(path, list);
      expect(items.length, path).toBeGreaterThan(0);
      const columns = LIST_EXPORTS[list] as readonly ExportColumn<unknown>[];
      const generic = await text(await genericCsvStream(arraySource(items), columns));
      // Chunks of 7: many chunk boundaries, each chunk one string.
      const fast = await text(shapedCsvStream(arraySource(items), columns, 7));
      expect(fast, path).toBe(generic);
      expect(res.body, path).toBe(generic);
      awkwardSeen += AWKWARD.filter((a) => generic.includes(a.includes('"') ? a.replaceAll('"', '""') : a)).length;
    }
    // The awkward values did reach the files (quoted, formula cells with their leading ').
    expect(awkwardSeen).toBeGreaterThan(AWKWARD.length * 2);
  });

  it('an empty list keeps its header line on both paths', async () => {
    const columns = LIST_EXPORTS.teams as readonly ExportColumn<unknown>[];
    const generic = await text(await genericCsvStream(arraySource([]), columns));
    expect(await text(shapedCsvStream(arraySource([]), columns))).toBe(generic);
    expect(generic).toBe('Team,Status,Members\n');
    expect((await get('/api/teams/?name=no-such-team-anywhere&format=csv')).body).toBe(generic);
  });
});
