import { stringify } from 'csv-stringify/sync';
import { eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { bookings, guests, resources } from '../src/db/schema/index.ts';
import { keyedList } from '../src/lib/keyed-list.ts';
import { flattenForCsv } from '../src/lib/paged-list.ts';
import { useApiSession } from './support/api-session.ts';

// The CSV export streams a list in keyset chunks (lib/keyed-list.ts), by ids and by the lean export statement: every
// row exactly once, in the list's order, also when many rows share a sort key across a chunk boundary, when the key is
// NULL, and for timestamps with microseconds (a JS Date would round them).
const { t, ids, get } = useApiSession();

function demoBookings(order: (AnyColumn | SQL)[], desc: boolean) {
  const joined = (fields: SelectedFields) =>
    t.db
      .select(fields)
      .from(bookings)
      .leftJoin(resources, eq(resources.id, bookings.resourceId))
      .leftJoin(guests, eq(guests.id, bookings.guestId))
      .$dynamic();
  return keyedList({
    keys: joined,
    // The export's chunks: the ids (LIMIT inside) in a subquery, the rows joined around it.
    export: { from: joined, fields: {}, items: (rows) => rows.map((r) => Number(r.id)) },
    where: eq(bookings.clientId, ids.demo),
    order,
    desc,
    id: bookings.id,
    rows: (page) => t.db.select({ id: bookings.id }).from(bookings).where(inArray(bookings.id, page)),
    idOf: (r) => r.id,
    items: (rows) => rows.map((r) => r.id),
    count: async () => 0,
  });
}

async function allChunks(source: ReturnType<typeof demoBookings>, size: number) {
  const out: number[] = [];
  const sizes: number[] = [];
  for await (const chunk of source.chunks!(size)) {
    sizes.push(chunk.length);
    out.push(...chunk);
  }
  return { out, sizes };
}

describe('keyset chunks of a list', () => {
  const orders: [string, (AnyColumn | SQL)[]][] = [
    ['status (few values, NOT NULL: row comparison)', [bookings.status]],
    ['guest name (mostly NULL, joined)', [guests.name]],
    ['resource name then status', [resources.name, bookings.status]],
    ['created_at (microseconds)', [bookings.createdAt]],
    ['an expression', [sql`lower(${bookings.code})`]],
  ];
  for (const [label, order] of orders)
    for (const desc of [false, true])
      it(`${label}${desc ? ', descending' : ''}: every row once, in the order of one query`, async () => {
        const source = demoBookings(order, desc);
        const whole = await source.fetch(100000, 0);
        expect(whole.length).toBeGreaterThan(20);
        const { out, sizes } = await allChunks(source, 7);
        expect(out).toEqual(whole);
        expect(new Set(out).size).toBe(out.length);
        expect(sizes.slice(0, -1).every((n) => n === 7)).toBe(true);
        const exported: number[] = [];
        for await (const chunk of source.exportChunks!(7)) exported.push(...chunk);
        expect(exported).toEqual(whole);
      });

  it('rows sharing a timestamp to the microsecond across a chunk boundary', async () => {
    const twelve = (await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.clientId, ids.demo)).orderBy(bookings.id).limit(12)).map(
      (r) => r.id,
    );
    expect(twelve).toHaveLength(12);
    await t.db.execute(sql`update bookings set created_at = '2020-01-01 10:00:00.123456+00' where ${inArray(bookings.id, twelve)}`);
    const source = demoBookings([bookings.createdAt], false);
    const { out } = await allChunks(source, 5);
    expect(out.slice(0, 12)).toEqual(twelve);
    expect(out).toEqual(await source.fetch(100000, 0));
  });

  it('the bookings CSV has one line per booking of the list', async () => {
    const total = (await get('/api/dashboard-member-bookings/?page_size=1')).json().num_results as number;
    const res = await get('/api/dashboard-member-bookings/?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.body.trim().split('\n')).toHaveLength(total + 1);
  });

  it('the bookings CSV chunks (joined rows) hold exactly what the list pages (looked-up rows) show', async () => {
    // Pages read a booking's references by per-row lookups, CSV chunks by joins (bookings.repo.ts chunkRows): the raw
    // export of the first 100 bookings must be the page's items, field for field.
    const items = (await get('/api/dashboard-member-bookings/?page_size=100')).json().bookings as unknown[];
    expect(items.length).toBe(100);
    const res = await get('/api/dashboard-member-bookings/?format=csv&raw=1');
    expect(res.statusCode).toBe(200);
    const flat = items.map((item) => flattenForCsv(item));
    const expected = stringify(flat, { header: true, columns: Object.keys(flat[0]!) })
      .trim()
      .split('\n');
    expect(res.body.trim().split('\n').slice(0, 101)).toEqual(expected);
  });

  it('a searched bookings CSV (arms resolved first, then keyset chunks) has one line per booking the search lists', async () => {
    const [first] = (await get('/api/dashboard-member-bookings/?page_size=100')).json().bookings.filter((b: { member: unknown }) => b.member);
    const last = (first.member.user.last_name as string).replace(/ /g, '');
    for (const term of [last.slice(0, 4), 'a']) {
      const body = (await get(`/api/dashboard-member-bookings/?name=${encodeURIComponent(term)}&page_size=1`)).json();
      expect(body.num_results, term).toBeGreaterThan(0);
      const res = await get(`/api/dashboard-member-bookings/?name=${encodeURIComponent(term)}&format=csv`);
      expect(res.statusCode).toBe(200);
      const lines = res.body.trim().split('\n').length - 1;
      // A search counts exactly up to 1,000; above, the total is an estimate and the CSV has every row all the same.
      if (body.num_results_estimated) expect(lines, term).toBeGreaterThan(1000);
      else expect(lines, term).toBe(body.num_results);
    }
  });
});
