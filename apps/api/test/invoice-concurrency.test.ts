import { TRY_AGAIN_MESSAGE, invoiceTotals, type InvoiceItem, type InvoiceLineItem } from '@clubspace/contract';
import { and, eq, gt, max, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceLines, invoices } from '../src/db/schema/index.ts';
import { useApiSession } from './support/api-session.ts';
import { billedTeam, newInvoice } from './support/invoice-fixtures.ts';
import { deskDay, farDay, testDesks, type CreatedBookings } from './support/sale-fixtures.ts';

/**
 * Issue 23 item 8: invoice creation answered 500 "deadlock detected" under concurrent writes on PostgreSQL (the
 * numbering lock, the trail's draft lock and the invoice and line row locks were taken in different orders). Every
 * write here runs at once against one operator; on PGlite (one connection) they queue, on PostgreSQL they race.
 */
const { t, ids, send } = useApiSession();
const post = (url: string, payload: object) => send('POST', url, payload);
const put = (url: string, payload: object) => send('PUT', url, payload);

const lineBody = (invoice: string, extra: object = {}) => ({
  invoice,
  name: 'Concurrent line',
  payment_type: 'service',
  date: '2025-03-01',
  units: 2,
  unit_price: 12.34,
  vat: 20,
  status: 'new',
  ...extra,
});
const asBody = (l: InvoiceLineItem, extra: object = {}) => ({
  invoice: l.invoice,
  name: l.name,
  payment_type: l.payment_type,
  date: l.date,
  units: l.units,
  unit_price: l.unit_price,
  vat: l.vat,
  status: l.status,
  ...extra,
});
const numberOf = (name: string) => Number(name.match(/(\d+)$/)![1]);

async function created<T>(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as T;
}

describe('concurrent invoice writes', () => {
  it('110 creates, line writes, credit notes, sales and refunds at once: no 5xx, every create 201 or 409, numbers unique and gapless, totals = lines', async () => {
    const team = await billedTeam(t.db, ids.demo, 'shoreditch');
    const [{ firstId }] = await t.db.select({ firstId: max(invoices.id) }).from(invoices);
    const numbersBefore = async (kind: string) =>
      (
        await t.db
          .select({ name: invoices.name })
          .from(invoices)
          .where(and(eq(invoices.clientId, ids.demo), eq(invoices.kind, kind)))
      ).map((r) => numberOf(r.name));
    const maxInvoice = Math.max(...(await numbersBefore('invoice')));
    const maxCredit = Math.max(0, ...(await numbersBefore('credit_note')));

    // Drafts that many writers share, and paid invoices to credit.
    const shared: InvoiceItem[] = [];
    const sharedLines: InvoiceLineItem[] = [];
    for (let i = 0; i < 3; i++) {
      const inv = await created<InvoiceItem>(await post('/api/invoices/', newInvoice(team)));
      shared.push(inv);
      sharedLines.push(await created<InvoiceLineItem>(await post('/api/invoice-lines/', lineBody(inv.slug))));
    }
    const paid: InvoiceLineItem[] = [];
    for (let i = 0; i < 2; i++) {
      const inv = await created<InvoiceItem>(await post('/api/invoices/', newInvoice(team)));
      paid.push(await created<InvoiceLineItem>(await post('/api/invoice-lines/', lineBody(inv.slug, { units: 10, unit_price: 50 }))));
      expect((await post('/api/invoice-validate/', { invoice: inv.slug })).statusCode).toBe(200);
      expect((await put(`/api/invoices/${inv.slug}`, { ...newInvoice(team), name: inv.name, status: 'paid' })).statusCode).toBe(200);
    }
    // Sales on the trail: one month's draft with booked lines to refund while other writers touch the same draft.
    const { office, desks } = await testDesks(t.db, ids.demo, 'cc', 14);
    const booked: CreatedBookings['bookings'] = [];
    for (let i = 0; i < 10; i++) {
      booked.push(
        ...(await created<CreatedBookings>(await post('/api/member-bookings/', [deskDay(office, desks[i], team.team, farDay(i))]))).bookings,
      );
    }
    const bookedLines = await Promise.all(
      booked.map(async (b) => (await t.db.select().from(invoiceLines).where(eq(invoiceLines.slug, b.invoice_line!.slug)))[0]),
    );
    const [trailDraft] = await t.db.select().from(invoices).where(eq(invoices.id, bookedLines[0].invoiceId));

    // Groups of writers, interleaved round-robin so each wave of connections mixes them (a refund next to the edit of
    // the same line, creates next to line writes and credit notes).
    type Op = { kind: 'create' | 'other'; run: () => ReturnType<typeof post> };
    const group = (n: number, kind: Op['kind'], run: (i: number) => ReturnType<typeof post>): Op[] =>
      Array.from({ length: n }, (_, i) => ({ kind, run: () => run(i) }));
    const groups = [
      group(40, 'create', () => post('/api/invoices/', newInvoice(team))),
      group(10, 'other', (i) => put(`/api/member-bookings/${booked[i].code}`, { status: 'refund' })),
      group(10, 'other', (i) => {
        const l = bookedLines[i];
        const body = {
          name: `${l.name} (edited)`,
          payment_type: l.paymentType,
          date: l.date,
          units: l.units,
          unit_price: l.unitPricePence / 100,
          vat: l.vat,
          status: l.status,
        };
        return put(`/api/invoice-lines/${l.slug}`, body);
      }),
      group(16, 'other', (i) => post('/api/invoice-lines/', lineBody(shared[i % 3].slug))),
      group(8, 'other', (i) => put(`/api/invoice-lines/${sharedLines[i % 3].slug}`, asBody(sharedLines[i % 3], { units: 1 + i }))),
      group(8, 'other', () => post('/api/invoice-lines/', lineBody(trailDraft.slug))),
      group(8, 'create', (i) =>
        post(`/api/invoices/${paid[i % 2].invoice}/credit-note`, { lines: [{ line: paid[i % 2].slug, amount: 1 }], reason: 'Concurrent credit' }),
      ),
      // Bookings in the draft's month and in months without a draft yet (a new draft is numbered).
      group(10, 'create', (i) => post('/api/member-bookings/', [deskDay(office, desks[10 + (i % 4)], team.team, farDay(i < 5 ? 12 + i : 40 * i))])),
    ];
    const ops = Array.from({ length: Math.max(...groups.map((g) => g.length)) }, (_, j) => groups.flatMap((g) => (g[j] ? [g[j]] : []))).flat();
    expect(ops).toHaveLength(110);
    const results = await Promise.all(ops.map((op) => op.run().then((res) => ({ kind: op.kind, res }))));

    const failures = results.filter((r) => r.res.statusCode >= 500).map((r) => `${r.res.statusCode} ${r.res.body}`);
    expect(failures.join('\n')).toBe('');
    for (const { res } of results.filter((r) => r.kind === 'create')) {
      if (res.statusCode === 201) continue;
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().detail).toBe(TRY_AGAIN_MESSAGE);
    }
    for (const { res } of results) if (res.statusCode === 409) expect([TRY_AGAIN_MESSAGE]).toContain(res.json().detail);

    // Numbers: unique per operator and kind, and the new ones follow on without a gap.
    for (const [kind, before] of [
      ['invoice', maxInvoice],
      ['credit_note', maxCredit],
    ] as const) {
      const numbers = await numbersBefore(kind);
      expect(new Set(numbers).size, kind).toBe(numbers.length);
      const fresh = numbers.filter((n) => n > before).sort((a, b) => a - b);
      expect(fresh, kind).toEqual(fresh.map((_, i) => before + 1 + i));
    }
    // Every invoice written here keeps its stored totals equal to its lines' (void lines left out).
    const touched = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.clientId, ids.demo), gt(invoices.id, firstId ?? 0)));
    for (const inv of touched) {
      const lines = await t.db
        .select({ unitPricePence: invoiceLines.unitPricePence, units: invoiceLines.units, vatPercent: invoiceLines.vat })
        .from(invoiceLines)
        .where(and(eq(invoiceLines.invoiceId, inv.id), ne(invoiceLines.status, 'void')));
      const totals = invoiceTotals(lines);
      expect([inv.netPricePence, inv.vatPence, inv.grossPricePence], inv.name).toEqual([totals.net, totals.vat, totals.gross]);
    }
  });
});
