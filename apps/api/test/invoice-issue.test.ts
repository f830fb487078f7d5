import {
  addDaysIso,
  INVOICE_DUE_DAYS,
  INVOICE_MESSAGES,
  type InvoiceDetail,
  type InvoiceItem,
  type InvoiceLineItem,
  type InvoicePayments,
  type OrderItem,
  type ProductItem,
} from '@clubspace/contract';
import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceLines, invoices, members, orders, productCategories, teams } from '../src/db/schema/index.ts';
import { useApiSession } from './support/api-session.ts';
import { billedTeam as billedTeamOf, newInvoice } from './support/invoice-fixtures.ts';
import { deskDay, farDay, testDesks, type CreatedBookings } from './support/sale-fixtures.ts';
import { bearer } from './support/test-app.ts';

/** Issue 23 item 3: an invoice is issued by Validate or Send, and is final from then on. */
const { t, tok, ids, get, send } = useApiSession();
const post = (url: string, payload: object = {}) => send('POST', url, payload);
const put = (url: string, payload: object) => send('PUT', url, payload);
const del = (url: string) => t.app.inject({ method: 'DELETE', url, headers: bearer(tok.owner) });
const billedTeam = () => billedTeamOf(t.db, ids.demo, 'shoreditch');
const detail = async (slug: string) => (await get(`/api/invoices/${slug}`)).json() as InvoiceDetail;
const balance = async (slug: string) => (await get(`/api/invoices/${slug}/payments`)).json() as InvoicePayments;

const lineBody = (invoice: string, extra: object = {}) => ({
  invoice,
  name: 'Fixed desk',
  payment_type: 'work',
  date: '2025-03-01',
  units: 2,
  unit_price: 50,
  vat: 20,
  status: 'new',
  ...extra,
});
/** The update dialog's whole form for an invoice, as the screen sends it. */
const wholeForm = (i: InvoiceItem, extra: object = {}) => ({
  name: i.name,
  team_slug: i.team_slug,
  invoice_data: i.invoice_data?.slug ?? '',
  date: i.date,
  date_due: i.date_due,
  invoice_type: i.invoice_type,
  status: i.status,
  payment_reference: i.payment_reference ?? '',
  xero_id: i.xero_id ?? '',
  short_description: i.short_description ?? '',
  ...extra,
});

/** A draft of £120.00 (2 × £50.00 + 20% VAT); issued by Validate (or Send) unless told otherwise. */
async function invoiceWithLine(issueBy: 'validate' | 'send' | null = 'validate') {
  const team = await billedTeam();
  const created = await post('/api/invoices/', newInvoice(team, { short_description: 'Desks' }));
  expect(created.statusCode, created.body).toBe(201);
  const invoice = created.json() as InvoiceItem;
  const line = await post('/api/invoice-lines/', lineBody(invoice.slug));
  expect(line.statusCode, line.body).toBe(201);
  if (issueBy === 'validate') expect((await post('/api/invoice-validate/', { invoice: invoice.slug })).statusCode).toBe(200);
  if (issueBy === 'send') expect((await post(`/api/invoices/${invoice.slug}/send`)).statusCode).toBe(200);
  return { invoice: await detail(invoice.slug), line: line.json() as InvoiceLineItem };
}

function expectIssued409(res: { statusCode: number; body: string; json: () => { detail: string } }) {
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json().detail).toBe(INVOICE_MESSAGES.issuedLocked);
}

describe('issuing', () => {
  it('Validate and Send issue a draft (issued_at); a draft is not issued', async () => {
    const draft = await invoiceWithLine(null);
    expect(draft.invoice.issued_at).toBeNull();
    for (const by of ['validate', 'send'] as const) {
      const { invoice } = await invoiceWithLine(by);
      expect(invoice.status).toBe('pending_payment');
      expect(Date.now() - Date.parse(invoice.issued_at!)).toBeLessThan(60_000);
    }
  });

  it('the seeded invoices past draft are issued (as migration 0032 backfills them), drafts are not', async () => {
    const wrong = await t.db
      .select({ name: invoices.name, status: invoices.status })
      .from(invoices)
      .where(
        or(
          and(inArray(invoices.status, ['pending_payment', 'paid']), isNull(invoices.issuedAt)),
          and(eq(invoices.status, 'open'), isNull(invoices.dateSent), isNotNull(invoices.issuedAt)),
        ),
      );
    expect(wrong).toEqual([]);
  });
});

describe('an issued invoice is final', () => {
  it('line writes answer 409 with words, on a validated and on a sent invoice', async () => {
    for (const by of ['validate', 'send'] as const) {
      const { invoice, line } = await invoiceWithLine(by);
      expectIssued409(await post('/api/invoice-lines/', lineBody(invoice.slug)));
      expectIssued409(await put(`/api/invoice-lines/${line.slug}`, lineBody(invoice.slug, { units: 1 })));
      expectIssued409(await del(`/api/invoice-lines/${line.slug}`));
      expectIssued409(await del(`/api/invoices/${invoice.slug}`));
      const after = await detail(invoice.slug);
      expect(after.invoice_lines).toMatchObject([{ slug: line.slug, units: 2, line_gross_price: 120 }]);
      expect(after.gross_price).toBe(120);
    }
  });

  it('the whole form sent back unchanged is 200; status paid, payment reference and accounting id may change', async () => {
    const { invoice } = await invoiceWithLine();
    const same = await put(`/api/invoices/${invoice.slug}`, wholeForm(invoice));
    expect(same.statusCode, same.body).toBe(200);
    const refs = await put(`/api/invoices/${invoice.slug}`, wholeForm(invoice, { payment_reference: 'BACS 42', xero_id: 'XERO-9' }));
    expect(refs.statusCode, refs.body).toBe(200);
    expect(refs.json()).toMatchObject({ payment_reference: 'BACS 42', xero_id: 'XERO-9', status: 'pending_payment' });
    expect((await post('/api/invoice-sync/', { invoice: invoice.slug })).statusCode).toBe(200);
    const paid = await put(`/api/invoices/${invoice.slug}`, wholeForm(invoice, { payment_reference: 'BACS 42', xero_id: 'XERO-9', status: 'paid' }));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', issued_at: invoice.issued_at });
  });

  it('changes of team, invoice data, dates, number or back to draft answer 409 naming the fields; void is allowed', async () => {
    const { invoice } = await invoiceWithLine();
    const [other] = await t.db.insert(teams).values({ clientId: ids.demo, slug: 'issued-other-team', name: 'Issued Other Team' }).returning();
    const changed = await put(
      `/api/invoices/${invoice.slug}`,
      wholeForm(invoice, { team_slug: other.slug, invoice_data: '', date: '2025-03-02', date_due: '2025-04-01' }),
    );
    expectIssued409(changed);
    expect(changed.json().errors).toEqual({
      team_slug: INVOICE_MESSAGES.issuedLocked,
      invoice_data: INVOICE_MESSAGES.issuedLocked,
      date: INVOICE_MESSAGES.issuedLocked,
      date_due: INVOICE_MESSAGES.issuedLocked,
    });
    expectIssued409(await put(`/api/invoices/${invoice.slug}`, wholeForm(invoice, { name: `${invoice.name}-X` })));
    expectIssued409(await put(`/api/invoices/${invoice.slug}`, wholeForm(invoice, { status: 'open' })));
    expect(await detail(invoice.slug)).toMatchObject({
      team_slug: invoice.team_slug,
      date: invoice.date,
      name: invoice.name,
      status: 'pending_payment',
    });
    const voided = await put(`/api/invoices/${invoice.slug}`, wholeForm(invoice, { status: 'void' }));
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().status).toBe('void');
  });
});

describe('credit notes on a pending (issued, unpaid) invoice', () => {
  const credit = (slug: string, lines: object[], reason = 'Desk unused') => post(`/api/invoices/${slug}/credit-note`, { lines, reason });

  it('201: the credit takes off what is due; fully credited, both are settled', async () => {
    const { invoice, line } = await invoiceWithLine();
    const res = await credit(invoice.slug, [{ line: line.slug, units: 1 }]);
    expect(res.statusCode, res.body).toBe(201);
    const note = res.json() as InvoiceItem;
    // Nothing was paid, so nothing is refunded: the £60.00 comes off the £120.00 due.
    expect(note).toMatchObject({ kind: 'credit_note', gross_price: -60, status: 'paid', amount_due: 0 });
    expect(await detail(invoice.slug)).toMatchObject({ status: 'pending_payment', gross_price: 120, amount_paid: 0, amount_due: 60 });
    expect(await balance(invoice.slug)).toMatchObject({ amount_paid: 0, amount_credited: 60, amount_due: 60, state: 'unpaid' });
    expect(await balance(note.slug)).toMatchObject({ amount_credited: 60, amount_due: 0, credit_note_for: { slug: invoice.slug } });
    // The issued invoice's own lines are untouched.
    expect((await detail(invoice.slug)).invoice_lines).toMatchObject([{ slug: line.slug, units: 2, line_gross_price: 120 }]);

    const rest = await credit(invoice.slug, [{ line: line.slug }]);
    expect(rest.statusCode, rest.body).toBe(201);
    expect(await detail(invoice.slug)).toMatchObject({ status: 'paid', amount_due: 0 });
    expect(await balance(invoice.slug)).toMatchObject({ amount_credited: 120, amount_due: 0, creditable: { [line.slug]: 0 } });
  });

  it('on a part-paid invoice the credit beyond what is due is a refund owed', async () => {
    const { invoice, line } = await invoiceWithLine();
    expect((await post(`/api/invoices/${invoice.slug}/payments`, { amount: 100, date: '2025-03-10', method: 'card' })).statusCode).toBe(201);
    const note = (await credit(invoice.slug, [{ line: line.slug, units: 1 }])).json() as InvoiceItem;
    // £20.00 was still due: it takes that; £40.00 is owed back.
    expect(note).toMatchObject({ gross_price: -60, status: 'pending_payment', amount_due: 40 });
    expect(await detail(invoice.slug)).toMatchObject({ status: 'paid', amount_paid: 100, amount_due: 0 });
    // Voiding the credit note puts back what it took off.
    const voided = await put(`/api/invoices/${note.slug}`, wholeForm(note, { status: 'void' }));
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await detail(invoice.slug)).toMatchObject({ status: 'pending_payment', amount_paid: 100, amount_due: 20 });
  });
});

describe('reversing a sale billed on an issued invoice', () => {
  const linesOf = (invoiceId: number) => t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));

  it('cancel & refund of a booking: the issued line and totals stay; a credit line goes on the next draft', async () => {
    const team = await billedTeam();
    const { office, desks } = await testDesks(t.db, ids.demo, 'iss', 2);
    const made = await post('/api/member-bookings/', [deskDay(office, desks[0], team.team, farDay(0))]);
    expect(made.statusCode, made.body).toBe(201);
    const booking = (made.json() as CreatedBookings).bookings[0];
    const [line] = await t.db.select().from(invoiceLines).where(eq(invoiceLines.slug, booking.invoice_line!.slug));
    const [draft] = await t.db.select().from(invoices).where(eq(invoices.id, line.invoiceId));
    expect(draft.dateDue).toBeNull();
    expect((await post('/api/invoice-validate/', { invoice: draft.slug })).statusCode).toBe(200);
    const issued = await detail(draft.slug);
    // Issued with a due date (a sale's draft had none), so its whole form can be sent back.
    expect(issued.date_due).toBe(addDaysIso(issued.date > issued.date_sent! ? issued.date : issued.date_sent!, INVOICE_DUE_DAYS));

    const res = await put(`/api/member-bookings/${booking.code}`, { status: 'refund' });
    expect(res.statusCode, res.body).toBe(200);
    const after = await detail(draft.slug);
    expect(after.invoice_lines).toEqual(issued.invoice_lines);
    expect([after.net_price, after.vat, after.gross_price]).toEqual([issued.net_price, issued.vat, issued.gross_price]);
    const [credit] = await t.db.select().from(invoiceLines).where(eq(invoiceLines.creditedLineId, line.id));
    expect(credit).toMatchObject({
      bookingId: line.bookingId,
      unitPricePence: -line.unitPricePence,
      units: line.units,
      vat: line.vat,
      unitGrossPricePence: -line.unitGrossPricePence,
      linePricePence: -line.linePricePence,
      lineGrossPricePence: -line.lineGrossPricePence,
      name: `Refund of booking ${booking.code}`,
    });
    const [next] = await t.db.select().from(invoices).where(eq(invoices.id, credit.invoiceId));
    expect(next).toMatchObject({ status: 'open', issuedAt: null, teamId: draft.teamId });
    expect(next.grossPricePence).toBe((await linesOf(next.id)).reduce((s, l) => s + (l.status === 'void' ? 0 : l.lineGrossPricePence), 0));
    const paid = await put(`/api/invoices/${draft.slug}`, wholeForm(after, { status: 'paid' }));
    expect(paid.statusCode, paid.body).toBe(200);
    // A booking on a draft is still voided in place.
    const onDraft = (await post('/api/member-bookings/', [deskDay(office, desks[1], team.team, farDay(0))])).json() as CreatedBookings;
    const refunded = await put(`/api/member-bookings/${onDraft.bookings[0].code}`, { status: 'refund' });
    expect(refunded.json().invoice_line).toMatchObject({ status: 'void' });
  });

  it('cancelling a delivered order: the issued bar line and totals stay; a credit line goes on the next bar draft', async () => {
    const [m] = await t.db
      .select({ slug: members.slug, teamId: members.teamId })
      .from(members)
      .where(and(eq(members.clientId, ids.demo), isNotNull(members.teamId), eq(members.status, 'active')))
      .orderBy(members.id)
      .limit(1);
    const [cat] = await t.db.select().from(productCategories).where(eq(productCategories.clientId, ids.demo)).limit(1);
    const product = (
      await post('/api/products/', { name: 'Issued espresso', category: cat.id, price: 2.5, quantity: 10, vat: 20, status: 'available' })
    ).json() as ProductItem;
    const order = (await post('/api/orders/', { member: m.slug, lines: [{ product: product.slug, quantity: 2 }] })).json() as OrderItem;
    expect((await put(`/api/orders/${order.slug}`, { status: 'delivered' })).statusCode).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.slug, order.slug));
    const [line] = await t.db.select().from(invoiceLines).where(eq(invoiceLines.id, row.invoiceLineId!));
    const [bar] = await t.db.select().from(invoices).where(eq(invoices.id, line.invoiceId));
    expect((await post('/api/invoice-validate/', { invoice: bar.slug })).statusCode).toBe(200);
    const issued = await detail(bar.slug);

    expect((await put(`/api/orders/${order.slug}`, { status: 'cancelled' })).statusCode).toBe(200);
    const after = await detail(bar.slug);
    expect(after.invoice_lines).toEqual(issued.invoice_lines);
    expect(after.gross_price).toBe(issued.gross_price);
    const [credit] = await t.db.select().from(invoiceLines).where(eq(invoiceLines.creditedLineId, line.id));
    expect(credit).toMatchObject({
      orderId: row.id,
      paymentType: 'bar',
      unitPricePence: -500,
      lineGrossPricePence: -600,
      name: `Order ${order.code} cancelled`,
    });
    const [next] = await t.db.select().from(invoices).where(eq(invoices.id, credit.invoiceId));
    expect(next).toMatchObject({ status: 'open', issuedAt: null, invoiceType: 'bar', teamId: m.teamId });
    expect(next.id).not.toBe(bar.id);
  });
});
