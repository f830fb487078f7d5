import {
  CREDIT_NOTE_MESSAGES,
  PAYMENT_MESSAGES,
  type InvoiceDetail,
  type InvoiceItem,
  type InvoicePayments,
  type PaymentItem,
} from '@clubspace/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceLines, invoices } from '../src/db/schema/index.ts';
import { bearer } from './support/test-app.ts';
import { billedTeam as billedTeamOf, newInvoice } from './support/invoice-fixtures.ts';
import { useApiSession } from './support/api-session.ts';

const { t, tok, ids, get, send } = useApiSession();
const billedTeam = () => billedTeamOf(t.db, ids.demo, 'shoreditch');
const post = (url: string, payload: object, token = tok.owner) => send('POST', url, payload, token);
const del = (url: string, token = tok.owner) => t.app.inject({ method: 'DELETE', url, headers: bearer(token) });

/** A validated invoice (pending payment) of £120.00: 2 × £50.00 net at 20% VAT. */
async function issuedInvoice(validate = true) {
  const team = await billedTeam();
  const created = await post('/api/invoices/', {
    ...newInvoice(team),
  });
  expect(created.statusCode, created.body).toBe(201);
  const invoice = created.json() as InvoiceItem;
  const line = await post('/api/invoice-lines/', {
    invoice: invoice.slug,
    name: 'Fixed desk',
    payment_type: 'work',
    date: '2025-03-01',
    units: 2,
    unit_price: 50,
    vat: 20,
    status: 'new',
  });
  expect(line.statusCode, line.body).toBe(201);
  if (validate) expect((await post('/api/invoice-validate/', { invoice: invoice.slug })).statusCode).toBe(200);
  return invoice;
}

const pay = (slug: string, amount: number | string, extra: object = {}, token = tok.owner) =>
  post(`/api/invoices/${slug}/payments`, { amount, date: '2025-03-10', method: 'bank_transfer', reference: 'BACS 1', ...extra }, token);
const balance = async (slug: string) => (await get(`/api/invoices/${slug}/payments`)).json() as InvoicePayments;
const detail = async (slug: string) => (await get(`/api/invoices/${slug}`)).json() as InvoiceDetail;

describe('payments', () => {
  it('a partial payment shows what is paid and still due; the rest pays the invoice, closed on the payment date', async () => {
    const invoice = await issuedInvoice();
    expect(invoice.kind).toBe('invoice');
    const first = await pay(invoice.slug, '40.00');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      amount: 40,
      date: '2025-03-10',
      method: 'bank_transfer',
      reference: 'BACS 1',
      created_by: expect.any(String),
    });
    expect(await balance(invoice.slug)).toMatchObject({ amount_paid: 40, amount_due: 80, state: 'partial', gross_price: 120 });
    let d = await detail(invoice.slug);
    expect(d).toMatchObject({ status: 'pending_payment', amount_paid: 40, amount_due: 80, date_closed: null });

    const rest = await pay(invoice.slug, 80, { date: '2025-03-20', method: 'card', reference: '' });
    expect(rest.statusCode, rest.body).toBe(201);
    d = await detail(invoice.slug);
    expect(d).toMatchObject({ status: 'paid', amount_paid: 120, amount_due: 0, date_closed: '2025-03-20' });
    expect(d.invoice_lines.every((l) => l.status === 'paid')).toBe(true);
    const b = await balance(invoice.slug);
    expect(b.state).toBe('paid');
    expect(b.payments.map((p: PaymentItem) => [p.amount, p.method, p.reference])).toEqual([
      [40, 'bank_transfer', 'BACS 1'],
      [80, 'card', null],
    ]);
    // Nothing is due on a paid invoice.
    const more = await pay(invoice.slug, 1);
    expect(more.statusCode).toBe(400);
    expect(more.json().errors).toEqual({ amount: 'Amount is more than the £0.00 still due' });
  });

  it('refuses more than is due, drafts and void invoices, in words; bad input gets field messages', async () => {
    const invoice = await issuedInvoice();
    const over = await pay(invoice.slug, 120.01);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      detail: 'Amount is more than the £120.00 still due',
      errors: { amount: 'Amount is more than the £120.00 still due' },
    });

    const draft = await issuedInvoice(false);
    const r = await pay(draft.slug, 10);
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({ invoice: PAYMENT_MESSAGES.draftNotPayable });

    await t.db.update(invoices).set({ status: 'void' }).where(eq(invoices.slug, draft.slug));
    expect((await pay(draft.slug, 10)).json().errors).toEqual({ invoice: PAYMENT_MESSAGES.voidNotPayable });

    const bad = await post(`/api/invoices/${invoice.slug}/payments`, { amount: -5, date: '2025-02-30', method: 'cheque' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      amount: PAYMENT_MESSAGES.amountPositive,
      date: PAYMENT_MESSAGES.dateRequired,
      method: PAYMENT_MESSAGES.methodRequired,
    });
    expect((await balance(invoice.slug)).payments).toHaveLength(0);
  });

  it('deleting a payment of a paid invoice reopens it', async () => {
    const invoice = await issuedInvoice();
    await pay(invoice.slug, 20);
    const last = (await pay(invoice.slug, 100)).json() as PaymentItem;
    expect((await detail(invoice.slug)).status).toBe('paid');
    const res = await del(`/api/invoice-payments/${last.slug}`);
    expect(res.statusCode).toBe(204);
    const d = await detail(invoice.slug);
    expect(d).toMatchObject({ status: 'pending_payment', date_closed: null, amount_paid: 20, amount_due: 100 });
    expect(d.invoice_lines.every((l) => l.status === 'payment_pending')).toBe(true);
    expect((await del(`/api/invoice-payments/${last.slug}`)).statusCode).toBe(404);
  });

  it('two payments at once can not overpay', async () => {
    const invoice = await issuedInvoice();
    const results = await Promise.all([pay(invoice.slug, 90), pay(invoice.slug, 90), pay(invoice.slug, 90)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    const b = await balance(invoice.slug);
    expect(b).toMatchObject({ amount_paid: 90, amount_due: 30, state: 'partial' });
    const [row] = await t.db.select().from(invoices).where(eq(invoices.slug, invoice.slug));
    expect(row.paidPence).toBe(9000);
  });

  it('another operator gets 404; staff without the invoices tab get 403', async () => {
    const invoice = await issuedInvoice();
    const p = (await pay(invoice.slug, 10)).json() as PaymentItem;
    expect((await get(`/api/invoices/${invoice.slug}/payments`, tok.harbour)).statusCode).toBe(404);
    expect((await pay(invoice.slug, 10, {}, tok.harbour)).statusCode).toBe(404);
    expect((await del(`/api/invoice-payments/${p.slug}`, tok.harbour)).statusCode).toBe(404);
    expect((await post(`/api/invoices/${invoice.slug}/credit-note`, { lines: [{ line: 'x' }], reason: 'r' }, tok.harbour)).statusCode).toBe(404);
    expect((await get(`/api/invoices/${invoice.slug}/payments`, tok.staff)).statusCode).toBe(403);
    expect((await pay(invoice.slug, 10, {}, tok.staff)).statusCode).toBe(403);
    expect((await del(`/api/invoice-payments/${p.slug}`, tok.staff)).statusCode).toBe(403);
    expect((await balance(invoice.slug)).amount_paid).toBe(10);
  });
});

describe('credit notes', () => {
  async function paidInvoice() {
    const invoice = await issuedInvoice();
    expect((await pay(invoice.slug, 120)).statusCode).toBe(201);
    const d = await detail(invoice.slug);
    return { invoice: d, line: d.invoice_lines[0] };
  }
  const credit = (slug: string, body: object) => post(`/api/invoices/${slug}/credit-note`, body);

  it('numbers credit notes CN-0001, CN-0002 apart from invoice numbers, links both ways, and lists them by kind', async () => {
    const { invoice, line } = await paidInvoice();
    const before = await issuedInvoice(false);
    const first = await credit(invoice.slug, { lines: [{ line: line.slug, units: 1 }], reason: 'Desk unused for a week' });
    expect(first.statusCode, first.body).toBe(201);
    const cn1 = first.json() as InvoiceItem;
    expect(cn1).toMatchObject({
      name: 'CN-0001',
      kind: 'credit_note',
      status: 'pending_payment',
      gross_price: -60,
      net_price: -50,
      vat: -10,
      amount_due: 60,
    });
    expect(cn1.short_description).toBe('Desk unused for a week');
    const second = (await credit(invoice.slug, { lines: [{ line: line.slug, amount: 12.5 }], reason: 'Goodwill' })).json() as InvoiceItem;
    expect(second.name).toBe('CN-0002');
    expect(second.gross_price).toBeCloseTo(-12.5, 2);
    // Invoice numbers go on from the invoices, not from the credit notes.
    const after = await issuedInvoice(false);
    expect(Number(after.name.match(/(\d+)$/)![1])).toBe(Number(before.name.match(/(\d+)$/)![1]) + 1);

    const original = await balance(invoice.slug);
    expect(original.credit_notes.map((c) => c.name)).toEqual(['CN-0001', 'CN-0002']);
    expect(original.creditable[line.slug]).toBeCloseTo(120 - 60 - 12.5, 2);
    const back = await balance(cn1.slug);
    expect(back).toMatchObject({ kind: 'credit_note', credit_note_for: { slug: invoice.slug, name: invoice.name }, amount_due: 60, state: 'unpaid' });
    const cnLines = (await detail(cn1.slug)).invoice_lines;
    expect(cnLines).toMatchObject([{ name: line.name, units: 1, unit_price: -50, line_gross_price: -60 }]);

    // The refund is recorded as a payment of the credit note; fully refunded → paid.
    expect((await pay(cn1.slug, 60)).statusCode).toBe(201);
    expect((await detail(cn1.slug)).status).toBe('paid');

    const list = (await get('/api/dashboard-invoices/?kind=credit_note&page_size=100')).json();
    expect(list.invoices.map((i: InvoiceItem) => i.name).sort()).toEqual(['CN-0001', 'CN-0002']);
    const plain = (await get('/api/dashboard-invoices/?kind=invoice&page_size=1000')).json();
    expect(plain.invoices.every((i: InvoiceItem) => i.kind === 'invoice')).toBe(true);
  });

  it('refuses to credit a line beyond what it billed, a draft, a credit note, and lines of other invoices', async () => {
    const { invoice, line } = await paidInvoice();
    const over = await credit(invoice.slug, { lines: [{ line: line.slug, units: 3 }], reason: 'Too much' });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({ 'lines.0.units': 'Only £120.00 of Fixed desk is left to credit' });
    expect((await credit(invoice.slug, { lines: [{ line: line.slug }], reason: 'All of it' })).statusCode).toBe(201);
    const again = await credit(invoice.slug, { lines: [{ line: line.slug, amount: 0.01 }], reason: 'More' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ 'lines.0.amount': 'Only £0.00 of Fixed desk is left to credit' });

    // Issue 23: a pending (issued) invoice can be credited now; a draft still can not (change its lines instead).
    const draft = await issuedInvoice(false);
    const draftLine = (await detail(draft.slug)).invoice_lines[0];
    expect((await credit(draft.slug, { lines: [{ line: draftLine.slug }], reason: 'r' })).json().errors).toEqual({
      invoice: CREDIT_NOTE_MESSAGES.onlyIssued,
    });
    const pending = await issuedInvoice();
    const pendingLine = (await detail(pending.slug)).invoice_lines[0];
    const other = await paidInvoice();
    expect((await credit(other.invoice.slug, { lines: [{ line: pendingLine.slug }], reason: 'r' })).json().errors).toEqual({
      'lines.0.line': CREDIT_NOTE_MESSAGES.lineUnknown,
    });
    const cn = (await credit(other.invoice.slug, { lines: [{ line: other.line.slug, units: 1 }], reason: 'r' })).json() as InvoiceItem;
    await pay(cn.slug, 60);
    const cnLine = (await detail(cn.slug)).invoice_lines[0];
    expect((await credit(cn.slug, { lines: [{ line: cnLine.slug }], reason: 'r' })).json().errors).toEqual({
      invoice: CREDIT_NOTE_MESSAGES.notOfCreditNote,
    });
    const empty = await credit(other.invoice.slug, { lines: [], reason: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({ lines: CREDIT_NOTE_MESSAGES.linesRequired, reason: CREDIT_NOTE_MESSAGES.reasonRequired });
    const [{ n }] = await t.db
      .select({ n: invoiceLines.id })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(eq(invoices.slug, invoice.slug));
    expect(n).toBeGreaterThan(0);
  });
});
