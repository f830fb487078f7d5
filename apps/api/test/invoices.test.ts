import {
  INVOICE_MESSAGES,
  invalidMailMessage,
  isoDayInZone,
  type InvoiceDataItem,
  type InvoiceDetail,
  type InvoiceItem,
  type InvoiceLineItem,
} from '@clubspace/contract';
import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceDatas, invoiceLines, invoices, members, offices, staff, teams, users } from '../src/db/schema/index.ts';
import { bearer, contextWritten } from './support/test-app.ts';
import { billedTeam as billedTeamOf, newInvoice } from './support/invoice-fixtures.ts';
import { expectOrdered, useApiSession } from './support/api-session.ts';

const { t, tok, ids, get, send } = useApiSession();
/** A demo team with active, default invoice data, and its office. */
const billedTeam = (officeSlug = 'shoreditch') => billedTeamOf(t.db, ids.demo, officeSlug);
const post = (url: string, payload: object, token = tok.owner) => send('POST', url, payload, token);
const put = (url: string, payload: object, token = tok.owner) => send('PUT', url, payload, token);
const del = (url: string, token = tok.owner) => t.app.inject({ method: 'DELETE', url, headers: bearer(token) });

const countInvoices = async (where?: ReturnType<typeof and>) =>
  (
    await t.db
      .select({ n: count() })
      .from(invoices)
      .where(and(eq(invoices.clientId, ids.demo), where))
  )[0].n;

const line = (invoice: string, extra: object = {}) => ({
  invoice,
  name: 'Hot desk',
  payment_type: 'work',
  date: '2025-03-01',
  units: 3,
  unit_price: 0.99,
  vat: 20,
  status: 'new',
  ...extra,
});

async function createInvoice(extra: object = {}) {
  const res = await post('/api/invoices/', newInvoice(await billedTeam(), extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as InvoiceItem;
}

const detail = async (slug: string) => (await get(`/api/invoices/${slug}`)).json() as InvoiceDetail;

describe('GET /api/dashboard-invoices/', () => {
  it('lists the operator’s invoices newest first, 15 a page, with the seed’s fields', async () => {
    const res = await get('/api/dashboard-invoices/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const total = await countInvoices();
    expect(body).toMatchObject({ num_results: total, page_size: 15, current_page: 1, num_pages: Math.ceil(total / 15) });
    expect(body.invoices).toHaveLength(15);
    expectOrdered(
      body.invoices.map((i: InvoiceItem) => i.date),
      true,
    );
    expect(Object.keys(body.invoices[0]).sort()).toEqual(
      [
        'name',
        'slug',
        'team',
        'team_slug',
        'invoice_data',
        'status',
        'payment_reference',
        'invoice_type',
        'date',
        'date_due',
        'date_closed',
        'date_sent',
        'short_description',
        'xero_id',
        'gross_price',
        'vat_type',
        'vat',
        'net_price',
        'lines',
        'kind',
        'amount_paid',
        'amount_due',
        'overdue',
        'issued_at',
      ].sort(),
    );
    const first: InvoiceItem = body.invoices[0];
    expect(first.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first.team_slug).toBe(first.team?.slug);
    const [row] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.clientId, ids.demo), eq(invoices.slug, first.slug)));
    const [{ n }] = await t.db.select({ n: count() }).from(invoiceLines).where(eq(invoiceLines.invoiceId, row.id));
    expect(first.lines).toBe(n);
    expect(first.gross_price).toBe(row.grossPricePence / 100);
    expect(first.net_price + first.vat).toBeCloseTo(first.gross_price, 2);
  });

  it('filters by status (legacy payment_pending too), type (event = events), team and club', async () => {
    const q = (params: string) => get(`/api/dashboard-invoices/?page_size=1000&${params}`).then((r) => r.json());
    for (const status of ['open', 'pending_payment', 'paid', 'void']) {
      const body = await q(`status=${status}`);
      expect(body.num_results, status).toBe(await countInvoices(eq(invoices.status, status)));
      expect(body.invoices.every((i: InvoiceItem) => i.status === status)).toBe(true);
    }
    expect((await q('status=payment_pending')).num_results).toBe(await countInvoices(eq(invoices.status, 'pending_payment')));
    expect((await q('status=')).num_results).toBe(await countInvoices());
    expect((await get('/api/dashboard-invoices/?status=bogus')).statusCode).toBe(400);
    expect((await q('invoice_type=work')).num_results).toBe(await countInvoices(eq(invoices.invoiceType, 'work')));
    expect((await q('invoice_type=event')).num_results).toBe(await countInvoices(eq(invoices.invoiceType, 'events')));
    expect((await q('invoice_type=bar')).invoices.every((i: InvoiceItem) => i.invoice_type === 'bar')).toBe(true);
    const team = await billedTeam();
    const byTeam = await q(`team=${team.team}`);
    expect(byTeam.num_results).toBe(await countInvoices(eq(invoices.teamId, team.teamId)));
    expect(byTeam.invoices.every((i: InvoiceItem) => i.team?.slug === team.team)).toBe(true);
    const [canary] = await t.db
      .select()
      .from(offices)
      .where(and(eq(offices.clientId, ids.demo), eq(offices.slug, 'canary-wharf')));
    expect((await q('club=canary-wharf')).num_results).toBe(await countInvoices(eq(invoices.officeId, canary.id)));
    expect((await q('club=all')).num_results).toBe(await countInvoices());
  });

  it('searches the invoice name, the team name and the payment reference', async () => {
    const q = (name: string) => get(`/api/dashboard-invoices/?page_size=1000&name=${encodeURIComponent(name)}`).then((r) => r.json());
    const byName = await q('INV-0001');
    expect(byName.invoices.map((i: InvoiceItem) => i.name)).toContain('INV-0001');
    const [paid] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.clientId, ids.demo), isNotNull(invoices.paymentReference)))
      .limit(1);
    const byRef = await q(paid.paymentReference!.slice(3, 20));
    expect(byRef.invoices.map((i: InvoiceItem) => i.slug)).toEqual([paid.slug]);
    const [team] = await t.db.select().from(teams).where(eq(teams.id, paid.teamId!));
    const byTeam = await q(team.name.replace(/ /g, ''));
    expect(byTeam.num_results).toBeGreaterThanOrEqual(await countInvoices(eq(invoices.teamId, team.id)));
    expect((await q('zzzz-no-such-invoice')).num_results).toBe(0);
  });

  it('orders by every column both ways and pages', async () => {
    const items = async (order: string) => (await get(`/api/dashboard-invoices/?order=${order}&page_size=1000`)).json().invoices as InvoiceItem[];
    expectOrdered((await items('name')).map((i) => i.name));
    expectOrdered(
      (await items('-name')).map((i) => i.name),
      true,
    );
    expectOrdered((await items('status')).map((i) => i.status));
    expectOrdered(
      (await items('-status')).map((i) => i.status),
      true,
    );
    expectOrdered((await items('gross_price')).map((i) => i.gross_price));
    expectOrdered(
      (await items('-gross_price')).map((i) => i.gross_price),
      true,
    );
    expectOrdered((await items('team')).map((i) => i.team?.name ?? null));
    expectOrdered(
      (await items('-team')).map((i) => i.team?.name ?? null),
      true,
    );
    expectOrdered((await items('date')).map((i) => i.date));
    expectOrdered((await items('date_due')).map((i) => i.date_due));
    expectOrdered(
      (await items('-date_due')).map((i) => i.date_due),
      true,
    );
    expectOrdered((await items('lines')).map((i) => i.lines));
    expectOrdered(
      (await items('-lines')).map((i) => i.lines),
      true,
    );
    expectOrdered(
      (await items('bogus')).map((i) => i.date),
      true,
    );
    const all = await items('-date');
    const p2 = (await get('/api/dashboard-invoices/?page_size=5&page_number=2')).json();
    expect(p2).toMatchObject({ current_page: 2, page_size: 5 });
    expect(p2.invoices.map((i: InvoiceItem) => i.slug)).toEqual(all.slice(5, 10).map((i) => i.slug));
  });

  it('exports the filtered list as CSV', async () => {
    const res = await get('/api/dashboard-invoices/?status=paid&format=csv&raw=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('invoices-');
    const lines = res.body.trim().split('\n');
    expect(lines).toHaveLength((await countInvoices(eq(invoices.status, 'paid'))) + 1);
    expect(lines[0]).toContain('team.name');
    expect(lines[0]).toContain('gross_price');
  });
});

describe('GET /api/invoices/{slug}', () => {
  it('returns the invoice with its lines; another operator’s or an unknown slug is 404', async () => {
    const [row] = await t.db
      .select({ slug: invoices.slug, id: invoices.id })
      .from(invoices)
      .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
      // Slugs are unique per operator only: pick one the other operator does not also have (then its 404 means tenancy).
      .where(
        and(
          eq(invoices.clientId, ids.demo),
          isNotNull(invoiceLines.memberId),
          sql`not exists (select 1 from invoices h where h.client_id = ${ids.harbour} and h.slug = ${invoices.slug})`,
        ),
      )
      .limit(1);
    const res = await get(`/api/invoices/${row.slug}/`);
    expect(res.statusCode).toBe(200);
    const body: InvoiceDetail = res.json();
    const [{ n }] = await t.db.select({ n: count() }).from(invoiceLines).where(eq(invoiceLines.invoiceId, row.id));
    expect(body.invoice_lines).toHaveLength(n);
    expect(body.lines).toBe(n);
    const withMember = body.invoice_lines.find((l) => l.member)!;
    expect(withMember.member).toMatchObject({ slug: expect.any(String), user: { first_name: expect.any(String), last_name: expect.any(String) } });
    expect(Object.keys(withMember).sort()).toEqual(
      [
        'slug',
        'name',
        'member',
        'payment_type',
        'date',
        'units',
        'unit_price',
        'vat',
        'unit_gross_price',
        'line_gross_price',
        'line_price',
        'status',
        'payment_reference',
        'create_date',
        'invoice',
        'plan',
        'membership',
        'booking',
        'order',
        'price_includes_vat',
      ].sort(),
    );
    const sum = (k: 'line_price' | 'line_gross_price') => Math.round(body.invoice_lines.reduce((s, l) => s + l[k] * 100, 0));
    expect(sum('line_price')).toBe(Math.round(body.net_price * 100));
    expect(sum('line_gross_price')).toBe(Math.round(body.gross_price * 100));
    expect(body.invoice_data).toMatchObject({ name: expect.any(String), address_1: expect.any(String), town: expect.any(String) });
    expect((await get(`/api/invoices/${row.slug}`, tok.harbour)).statusCode).toBe(404);
    expect((await get('/api/invoices/nope')).statusCode).toBe(404);
  });
});

describe('POST /api/invoices/', () => {
  it('reports every form message', async () => {
    const res = await post('/api/invoices/', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      team_slug: INVOICE_MESSAGES.teamRequired,
      date: INVOICE_MESSAGES.dateRequired,
      date_due: INVOICE_MESSAGES.dateDueRequired,
      invoice_type: INVOICE_MESSAGES.typeRequired,
      status: INVOICE_MESSAGES.statusRequired,
      invoice_data: INVOICE_MESSAGES.invoiceDataRequired,
    });
    const team = await billedTeam();
    const bad = await post('/api/invoices/', newInvoice(team, { date: '2025-02-30', date_due: 'soon', invoice_type: 'food', status: 'sent' }));
    expect(bad.json().errors).toEqual({
      date: INVOICE_MESSAGES.dateRequired,
      date_due: INVOICE_MESSAGES.dateDueRequired,
      invoice_type: INVOICE_MESSAGES.typeRequired,
      status: INVOICE_MESSAGES.statusRequired,
    });
    const reversed = await post('/api/invoices/', newInvoice(team, { date: '2025-03-02', date_due: '2025-03-01' }));
    expect(reversed.json().errors).toEqual({ date_due: INVOICE_MESSAGES.dueBeforeDate });
    const unknownTeam = await post('/api/invoices/', newInvoice({ ...team, team: 'no-such-team' }));
    expect(unknownTeam.json().errors).toEqual({ team_slug: INVOICE_MESSAGES.teamRequired });
    const other = await billedTeam('canary-wharf');
    const foreignData = await post('/api/invoices/', newInvoice({ team: team.team, data: other.data }));
    expect(foreignData.json().errors).toEqual({ invoice_data: INVOICE_MESSAGES.invoiceDataUnknown });
  });

  it("numbers with the office's prefix and the operator's next number, even when created concurrently", async () => {
    const team = await billedTeam();
    const [{ max }] = await t.db
      .select({ max: sql<string>`max(substring(${invoices.name} from '([0-9]+)$')::int)` })
      .from(invoices)
      .where(eq(invoices.clientId, ids.demo));
    const created = await Promise.all(
      Array.from({ length: 5 }, () => post('/api/invoices/', newInvoice(team, { date: '2025-03-01T10:00:00', date_due: '2025-03-31 00:00:00' }))),
    );
    expect(created.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const names = created.map((r) => (r.json() as InvoiceItem).name).sort();
    const expected = Array.from({ length: 5 }, (_, i) => `${team.prefix}${String(Number(max) + 1 + i).padStart(4, '0')}`);
    expect(names).toEqual(expected);
    const item: InvoiceItem = created[0].json();
    expect(item).toMatchObject({
      team: { slug: team.team },
      team_slug: team.team,
      invoice_data: { slug: team.data },
      status: 'open',
      invoice_type: 'work',
      date: '2025-03-01',
      date_due: '2025-03-31',
      date_sent: null,
      date_closed: null,
      gross_price: 0,
      net_price: 0,
      vat: 0,
      vat_type: 20,
      lines: 0,
    });
    const [row] = await t.db.select().from(invoices).where(eq(invoices.slug, item.slug));
    expect(row.officeId).toBe(team.officeId);
  });

  it('falls back to INV- when the office has no prefix, and accepts the legacy status and type', async () => {
    const team = await billedTeam('canary-wharf');
    await t.db.update(offices).set({ invoicePrefix: null }).where(eq(offices.id, team.officeId));
    const res = await post(
      '/api/invoices/',
      newInvoice(team, { status: 'payment_pending', invoice_type: 'event', payment_reference: 'pi_123', xero_id: 'X-1' }),
    );
    expect(res.statusCode).toBe(201);
    const item: InvoiceItem = res.json();
    expect(item.name).toMatch(/^INV-\d{4,}$/);
    expect(item).toMatchObject({ status: 'pending_payment', invoice_type: 'events', payment_reference: 'pi_123', xero_id: 'X-1' });
    expect(item.date_sent).toBe(isoDayInZone(new Date()));
  });
});

describe('invoice lines', () => {
  it('reports every line message', async () => {
    const inv = await createInvoice();
    const res = await post('/api/invoice-lines/', { invoice: inv.slug, vat: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: INVOICE_MESSAGES.nameRequired,
      payment_type: INVOICE_MESSAGES.paymentTypeRequired,
      date: INVOICE_MESSAGES.dateRequired,
      units: INVOICE_MESSAGES.unitsRequired,
      vat: INVOICE_MESSAGES.vatRequired,
      unit_price: INVOICE_MESSAGES.unitPriceRequired,
      status: INVOICE_MESSAGES.statusRequired,
    });
    const blank = await post('/api/invoice-lines/', line(inv.slug, { units: '', unit_price: '', vat: '' }));
    expect(blank.json().errors).toEqual({
      units: INVOICE_MESSAGES.unitsRequired,
      unit_price: INVOICE_MESSAGES.unitPriceRequired,
      vat: INVOICE_MESSAGES.vatRequired,
    });
    const range = await post('/api/invoice-lines/', line(inv.slug, { units: 0, vat: 101 }));
    expect(range.json().errors).toEqual({ units: INVOICE_MESSAGES.unitsPositive, vat: INVOICE_MESSAGES.vatRange });
    expect((await post('/api/invoice-lines/', { ...line(inv.slug), invoice: undefined })).json().errors).toEqual({
      invoice: INVOICE_MESSAGES.invoiceRequired,
    });
    expect((await post('/api/invoice-lines/', line('no-such-invoice'))).statusCode).toBe(404);
    const member = await post('/api/invoice-lines/', line(inv.slug, { member: 'nobody-here' }));
    expect(member.json().errors).toEqual({ member: INVOICE_MESSAGES.memberUnknown });
    expect((await detail(inv.slug)).lines).toBe(0);
  });

  it('rounds VAT half-up per line and keeps the invoice totals the sum of its lines through add, update and delete', async () => {
    const inv = await createInvoice();
    const [member] = await t.db.select({ id: members.id, slug: members.slug }).from(members).where(eq(members.clientId, ids.demo)).limit(1);
    // 3 × £0.99 = £2.97; VAT 59.4p → 59p per line (summing unrounded VAT would give 119p for two such lines).
    const a = await post('/api/invoice-lines/', line(inv.slug, { member: member.id, unit_gross_price: 999, line_gross_price: 999, line_price: 999 }));
    expect(a.statusCode, a.body).toBe(201);
    const lineA: InvoiceLineItem = a.json();
    expect(lineA).toMatchObject({
      units: 3,
      unit_price: 0.99,
      vat: 20,
      unit_gross_price: 1.19,
      line_price: 2.97,
      line_gross_price: 3.56,
      status: 'new',
      invoice: inv.slug,
      member: { slug: member.slug },
    });
    const b = await post('/api/invoice-lines/', line(inv.slug, { name: 'Meeting room', payment_type: 'service', member: member.slug }));
    const lineB: InvoiceLineItem = b.json();
    expect(lineB.line_gross_price).toBe(3.56);
    let d = await detail(inv.slug);
    expect(d).toMatchObject({ net_price: 5.94, vat: 1.18, gross_price: 7.12, lines: 2, vat_type: 20 });
    expect(d.invoice_lines.map((l) => l.slug)).toEqual([lineA.slug, lineB.slug]);

    // 5% of 10p is 0.5p → 1p (half-up).
    const c = await post(
      '/api/invoice-lines/',
      line(inv.slug, { name: 'Coffee', payment_type: 'bar', units: 1, unit_price: '0.10', vat: 5, status: 'payment_pending' }),
    );
    expect(c.json()).toMatchObject({ line_price: 0.1, line_gross_price: 0.11, unit_gross_price: 0.11, vat: 5, status: 'payment_pending' });
    d = await detail(inv.slug);
    expect(d).toMatchObject({ net_price: 6.04, vat: 1.19, gross_price: 7.23, lines: 3, vat_type: 20 });

    const upd = await put(`/api/invoice-lines/${lineB.slug}`, { ...line(inv.slug), units: 1, member: '' });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({ units: 1, line_price: 0.99, line_gross_price: 1.19, member: null });
    d = await detail(inv.slug);
    expect(d).toMatchObject({ net_price: 4.06, vat: 0.8, gross_price: 4.86 });

    expect((await del(`/api/invoice-lines/${lineA.slug}`)).statusCode).toBe(204);
    expect((await del(`/api/invoice-lines/${c.json().slug}`)).statusCode).toBe(204);
    d = await detail(inv.slug);
    expect(d).toMatchObject({ net_price: 0.99, vat: 0.2, gross_price: 1.19, lines: 1 });
    const [row] = await t.db.select().from(invoices).where(eq(invoices.slug, inv.slug));
    expect([row.netPricePence, row.vatPence, row.grossPricePence]).toEqual([99, 20, 119]);
    expect((await del(`/api/invoice-lines/${lineA.slug}`)).statusCode).toBe(404);
  });

  it('another operator’s lines are 404', async () => {
    const [l] = await t.db.select().from(invoiceLines).where(eq(invoiceLines.clientId, ids.demo)).limit(1);
    expect((await put(`/api/invoice-lines/${l.slug}`, line('x'), tok.harbour)).statusCode).toBe(404);
    expect((await del(`/api/invoice-lines/${l.slug}`, tok.harbour)).statusCode).toBe(404);
  });
});

describe('PUT and DELETE /api/invoices/{slug}', () => {
  it('reports every update message', async () => {
    const inv = await createInvoice();
    const res = await put(`/api/invoices/${inv.slug}`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: INVOICE_MESSAGES.nameRequired,
      team_slug: INVOICE_MESSAGES.teamRequired,
      status: INVOICE_MESSAGES.statusRequired,
      invoice_type: INVOICE_MESSAGES.typeRequired,
      date: INVOICE_MESSAGES.dateRequired,
      date_due: INVOICE_MESSAGES.dateDueRequired,
    });
  });

  it('updates every field; a paid invoice can no longer be changed or deleted', async () => {
    const team = await billedTeam();
    const inv = await createInvoice();
    await post('/api/invoice-lines/', line(inv.slug));
    const body = {
      ...newInvoice(team),
      name: `${inv.name}-B`,
      invoice_type: 'bar',
      short_description: 'Bar tab',
      payment_reference: 'pi_abcdefghijkl',
      xero_id: '',
    };
    const res = await put(`/api/invoices/${inv.slug}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: `${inv.name}-B`,
      invoice_type: 'bar',
      short_description: 'Bar tab',
      payment_reference: 'pi_abcdefghijkl',
      xero_id: null,
    });
    const clash = await put(`/api/invoices/${inv.slug}`, { ...body, name: 'INV-0001' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().detail).toBe(INVOICE_MESSAGES.nameTaken);

    const paid = await put(`/api/invoices/${inv.slug}`, { ...body, status: 'paid' });
    expect(paid.json()).toMatchObject({ status: 'paid', date_closed: isoDayInZone(new Date()) });
    expect((await detail(inv.slug)).invoice_lines.every((l) => l.status === 'paid')).toBe(true);
    for (const res of [
      await put(`/api/invoices/${inv.slug}`, { ...body, status: 'open' }),
      await del(`/api/invoices/${inv.slug}`),
      await post('/api/invoice-lines/', line(inv.slug)),
      await put(`/api/invoice-lines/${(await detail(inv.slug)).invoice_lines[0].slug}`, line(inv.slug)),
      await del(`/api/invoice-lines/${(await detail(inv.slug)).invoice_lines[0].slug}`),
      await post('/api/invoice-sync/', { invoice: inv.slug }),
      await post('/api/invoice-validate/', { invoice: inv.slug }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(INVOICE_MESSAGES.paidLocked);
    }
    expect((await detail(inv.slug)).status).toBe('paid');
  });

  it('deletes an invoice with its lines; another operator gets 404', async () => {
    const inv = await createInvoice();
    await post('/api/invoice-lines/', line(inv.slug));
    const [row] = await t.db.select().from(invoices).where(eq(invoices.slug, inv.slug));
    expect((await del(`/api/invoices/${inv.slug}`, tok.harbour)).statusCode).toBe(404);
    expect((await put(`/api/invoices/${inv.slug}`, { ...newInvoice(await billedTeam()), name: 'X' }, tok.harbour)).statusCode).toBe(404);
    expect((await del(`/api/invoices/${inv.slug}`)).statusCode).toBe(204);
    expect((await get(`/api/invoices/${inv.slug}`)).statusCode).toBe(404);
    expect((await t.db.select({ n: count() }).from(invoiceLines).where(eq(invoiceLines.invoiceId, row.id)))[0].n).toBe(0);
  });
});

describe('POST /api/invoice-validate/ and /api/invoice-sync/', () => {
  it('validates a draft with lines (by name): pending payment, sent today, lines pending', async () => {
    const inv = await createInvoice();
    const empty = await post('/api/invoice-validate/', { invoice: inv.name });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().detail).toBe(INVOICE_MESSAGES.noLines);
    await post('/api/invoice-lines/', line(inv.slug));
    const res = await post('/api/invoice-validate/', { invoice: inv.name });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      detail: INVOICE_MESSAGES.validated,
      invoice: { slug: inv.slug, status: 'pending_payment', date_sent: isoDayInZone(new Date()) },
    });
    expect((await detail(inv.slug)).invoice_lines.every((l) => l.status === 'payment_pending')).toBe(true);
    const again = await post('/api/invoice-validate/', { invoice: inv.slug });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(INVOICE_MESSAGES.onlyDraftValidated);
    expect((await post('/api/invoice-validate/', {})).json().errors).toEqual({ invoice: INVOICE_MESSAGES.invoiceRequired });
  });

  it('sync stores LOCAL-<name> when there is no accounting id and keeps an existing one', async () => {
    const inv = await createInvoice();
    const res = await post('/api/invoice-sync/', { invoice: inv.name });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ detail: INVOICE_MESSAGES.synced, invoice: { xero_id: `LOCAL-${inv.name}` } });
    const kept = await createInvoice({ xero_id: 'XERO-42' });
    expect((await post('/api/invoice-sync/', { invoice: kept.slug })).json().invoice.xero_id).toBe('XERO-42');
    expect((await post('/api/invoice-sync/', { invoice: inv.name }, tok.harbour)).statusCode).toBe(404);
    expect((await post('/api/invoice-validate/', { invoice: inv.slug }, tok.harbour)).statusCode).toBe(404);
  });
});

describe('invoice data', () => {
  const valid = (team: string, extra: object = {}) => ({
    team,
    name: 'Quartz Billing',
    town: 'London',
    post_code: 'EC2A 3AY',
    address_1: '1 Curtain Road',
    address_2: 'Floor 2',
    country: 'United Kingdom',
    vat_number: 'GB123456789',
    company_number: '01234567',
    email_contact: 'accounts@quartz.test',
    phone_contact: '+44 20 7946 0999',
    person_contact: 'Accounts',
    ...extra,
  });

  it('reports every invoice-data message, with the rejected e-mail in it', async () => {
    const res = await post('/api/invoice-datas/', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      team: INVOICE_MESSAGES.teamRequired,
      name: INVOICE_MESSAGES.nameRequired,
      town: INVOICE_MESSAGES.townRequired,
      post_code: INVOICE_MESSAGES.postCodeRequired,
      address_1: INVOICE_MESSAGES.address1Required,
      email_contact: INVOICE_MESSAGES.emailContactRequired,
    });
    const team = await billedTeam();
    const mail = await post('/api/invoice-datas/', valid(team.team, { email_contact: 'accounts@quartz' }));
    expect(mail.json().errors).toEqual({ email_contact: invalidMailMessage('accounts@quartz') });
    expect(invalidMailMessage('accounts@quartz')).toBe('Must be a valid mail (accounts@quartz)');
    expect((await post('/api/invoice-datas/', valid('no-such-team'))).json().errors).toEqual({ team: INVOICE_MESSAGES.teamRequired });
  });

  it('a new default unsets the team’s other defaults; cancel makes it inactive; the picker lists active data, default first', async () => {
    const team = await billedTeam();
    const plain = await post('/api/invoice-datas/', valid(team.team, { name: 'Second address' }));
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({
      name: 'Second address',
      default: false,
      status: 'active',
      team: { slug: team.team },
      country: 'United Kingdom',
    });
    const res = await post('/api/invoice-datas/', valid(team.team, { default: true }));
    const created: InvoiceDataItem = res.json();
    expect(created).toMatchObject({ default: true, status: 'active', email_contact: 'accounts@quartz.test' });
    const defaults = await t.db
      .select()
      .from(invoiceDatas)
      .where(and(eq(invoiceDatas.teamId, team.teamId), eq(invoiceDatas.isDefault, true)));
    expect(defaults.map((d) => d.slug)).toEqual([created.slug]);

    let picker: InvoiceDataItem[] = (await get(`/api/invoice-datas/?team=${team.team}`)).json();
    expect(picker[0].slug).toBe(created.slug);
    expect(picker.every((d) => d.status === 'active')).toBe(true);
    expect(picker.map((d) => d.slug)).toEqual(expect.arrayContaining([team.data, plain.json().slug]));

    expect((await put(`/api/invoice-datas/${created.slug}/cancel`, {}, tok.harbour)).statusCode).toBe(404);
    const cancel = await put(`/api/invoice-datas/${created.slug}/cancel`, {});
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ status: 'inactive', default: false });
    picker = (await get(`/api/invoice-datas/?team=${team.team}`)).json();
    expect(picker.map((d) => d.slug)).not.toContain(created.slug);
    const dash = (await get(`/api/dashboard-team/?team=${team.team}`)).json();
    expect(dash.invoice_datas.find((d: { slug: string }) => d.slug === created.slug)).toMatchObject({ status: 'inactive' });
    expect((await put('/api/invoice-datas/nope/cancel', {})).statusCode).toBe(404);
    const theirs: InvoiceDataItem[] = (await get(`/api/invoice-datas/?team=${team.team}`, tok.harbour)).json();
    expect(theirs.every((d) => !d.email_contact?.endsWith('demo.test') && d.slug !== created.slug)).toBe(true);
  });
});

describe('office scope', () => {
  beforeAll(async () => {
    // The demo staff works at Shoreditch only; grant it the invoices tab for these tests.
    const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'staff@demo.test'));
    await t.db
      .update(staff)
      .set({ webSections: sql`array_append(${staff.webSections}, 'invoices')` })
      .where(and(eq(staff.userId, u.id), eq(staff.clientId, ids.demo)));
    contextWritten(t.app);
  });

  it('a staff limited to one office sees and touches only that office’s invoices', async () => {
    const [sho] = await t.db
      .select()
      .from(offices)
      .where(and(eq(offices.clientId, ids.demo), eq(offices.slug, 'shoreditch')));
    const body = (await get('/api/dashboard-invoices/?page_size=1000', tok.staff)).json();
    expect(body.num_results).toBe(await countInvoices(eq(invoices.officeId, sho.id)));
    expect(body.num_results).toBeGreaterThan(0);
    expect((await get('/api/dashboard-invoices/?club=canary-wharf', tok.staff)).json().num_results).toBe(0);
    const outside = await billedTeam('canary-wharf');
    const [{ inv, l }] = await t.db
      .select({ inv: invoices, l: invoiceLines })
      .from(invoices)
      .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
      .where(and(eq(invoices.clientId, ids.demo), eq(invoices.officeId, outside.officeId), inArray(invoices.status, ['open', 'pending_payment'])))
      .limit(1);
    expect((await get(`/api/invoices/${inv.slug}`, tok.staff)).statusCode).toBe(404);
    expect((await put(`/api/invoices/${inv.slug}`, { ...newInvoice(outside), name: 'X' }, tok.staff)).statusCode).toBe(404);
    expect((await del(`/api/invoices/${inv.slug}`, tok.staff)).statusCode).toBe(404);
    expect((await post('/api/invoice-lines/', line(inv.slug), tok.staff)).statusCode).toBe(404);
    expect((await del(`/api/invoice-lines/${l.slug}`, tok.staff)).statusCode).toBe(404);
    expect((await post('/api/invoice-sync/', { invoice: inv.name }, tok.staff)).statusCode).toBe(404);
    // An invoice the staff creates for a team of another office lands in the staff's own office.
    const created = await post('/api/invoices/', newInvoice(outside), tok.staff);
    expect(created.statusCode).toBe(201);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.slug, created.json().slug));
    expect(row.officeId).toBe(sho.id);
    expect((await get(`/api/invoices/${row.slug}`, tok.staff)).statusCode).toBe(200);
  });

  it('staff without the invoices tab get 403', async () => {
    const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'staff@demo.test'));
    await t.db
      .update(staff)
      .set({ webSections: sql`array_remove(${staff.webSections}, 'invoices')` })
      .where(eq(staff.userId, u.id));
    contextWritten(t.app);
    expect((await get('/api/dashboard-invoices/', tok.staff)).statusCode).toBe(403);
  });
});
