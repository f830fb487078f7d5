import { addDaysIso, isoDayInZone, type CardData, type InvoiceItem, type PaymentItem } from '@clubspace/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceLines, invoices, offices } from '../src/db/schema/index.ts';
import { useApiSession } from './support/api-session.ts';
import { billedTeam } from './support/invoice-fixtures.ts';
import { expectPaymentFiguresExact, paymentRecount } from './support/payment-figures.ts';
import { bearer } from './support/test-app.ts';

/**
 * Issue 23 item 5: the financial card's "Paid (£)" is money received less refunds paid out, by payment day, per office
 * of the invoice (migration 0034). After every money operation the figures equal a from-scratch recount of the
 * payments, and the card of every touched day says what the recount says.
 */
const { t, tok, ids, get, send } = useApiSession();
const del = (url: string) => t.app.inject({ method: 'DELETE', url, headers: bearer(tok.owner) });

const fx = { office: '', officeId: 0, tz: 'Europe/London', today: '', yesterday: '', team: { team: '', data: '' } };
const touched = new Set<string>();

const card = async (day: string): Promise<CardData> => {
  const res = await get(`/api/dashboard/financial?club=${fx.office}&period=custom&start=${day}&end=${day}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const paidToday = async () => {
  const res = await get(`/api/dashboard/financial?club=${fx.office}&period=today`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as CardData).first_value;
};

/** The figures equal the recount, and each touched day's card shows the recount's received − refunded of the office. */
async function expectExact() {
  await expectPaymentFiguresExact(t.db);
  const recount = await paymentRecount(t.db);
  for (const day of touched) {
    const r = recount.find((x) => x.client_id === ids.demo && x.office_key === fx.officeId && x.day === day);
    expect((await card(day)).first_value, day).toBeCloseTo(((r?.received ?? 0) - (r?.refunded ?? 0)) / 100, 2);
  }
}

/** An issued invoice dated long ago of `pounds` net × 1 at 0 % VAT (gross = net). */
async function issued(pounds: number) {
  const created = await send('POST', '/api/invoices/', {
    team_slug: fx.team.team,
    invoice_data: fx.team.data,
    date: '2025-01-06',
    date_due: '2025-02-06',
    invoice_type: 'work',
    status: 'open',
  });
  expect(created.statusCode, created.body).toBe(201);
  const invoice = created.json() as InvoiceItem;
  const line = await send('POST', '/api/invoice-lines/', {
    invoice: invoice.slug,
    name: 'Office',
    payment_type: 'work',
    date: '2025-01-06',
    units: 1,
    unit_price: pounds,
    vat: 0,
    status: 'new',
  });
  expect(line.statusCode, line.body).toBe(201);
  expect((await send('POST', '/api/invoice-validate/', { invoice: invoice.slug })).statusCode).toBe(200);
  return invoice;
}
async function pay(slug: string, amount: number, date: string) {
  touched.add(date);
  const res = await send('POST', `/api/invoices/${slug}/payments`, { amount, date, method: 'bank_transfer' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as PaymentItem;
}
/** PUT with every field of the update dialog, changing the status only. */
async function setStatus(invoice: InvoiceItem, status: string) {
  const res = await send('PUT', `/api/invoices/${invoice.slug}`, {
    name: invoice.name,
    team_slug: invoice.team_slug,
    invoice_data: invoice.invoice_data?.slug ?? null,
    date: invoice.date,
    date_due: invoice.date_due,
    invoice_type: invoice.invoice_type,
    short_description: invoice.short_description,
    status,
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  const team = await billedTeam(t.db, ids.demo, 'shoreditch');
  const [office] = await t.db.select().from(offices).where(eq(offices.id, team.officeId));
  Object.assign(fx, { office: office!.slug, officeId: office!.id, tz: office!.timeZone, team: { team: team.team, data: team.data } });
  fx.today = isoDayInZone(new Date(), fx.tz);
  fx.yesterday = addDaysIso(fx.today, -1);
});

describe('Paid (£) follows the money received (issue 23 item 5)', () => {
  it('a payment recorded today shows on the Today card; deleting it takes it off', async () => {
    const before = await paidToday();
    const invoice = await issued(1500);
    const payment = await pay(invoice.slug, 1000, fx.today);
    expect(await paidToday()).toBeCloseTo(before + 1000, 2);
    expect((await del(`/api/invoice-payments/${payment.slug}`)).statusCode).toBeLessThan(300);
    expect(await paidToday()).toBeCloseTo(before, 2);
    await expectExact();
  });

  it('payments, deletes, refunds on a credit note, voids and invoices marked paid: the card equals the recount of every day touched', async () => {
    touched.add(fx.today).add(fx.yesterday);
    const a = await issued(300);
    await pay(a.slug, 100, fx.yesterday);
    const second = await pay(a.slug, 200, fx.today);
    await expectExact();
    // The payment that completed it goes: the invoice reopens, the day loses it.
    expect((await del(`/api/invoice-payments/${second.slug}`)).statusCode).toBeLessThan(300);
    await expectExact();
    await pay(a.slug, 200, fx.today);
    expect((await t.db.select({ s: invoices.status }).from(invoices).where(eq(invoices.slug, a.slug)))[0]!.s).toBe('paid');
    await expectExact();

    // A credit note for £120 of it, and a £50 refund paid out today: the day's paid drops by the refund.
    const [line] = await t.db
      .select({ slug: invoiceLines.slug })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(eq(invoices.slug, a.slug));
    const before = (await card(fx.today)).first_value;
    const note = await send('POST', `/api/invoices/${a.slug}/credit-note`, { lines: [{ line: line!.slug, amount: 120 }], reason: 'Overcharged' });
    expect(note.statusCode, note.body).toBe(201);
    const credit = note.json() as InvoiceItem;
    await expectExact();
    await pay(credit.slug, 50, fx.today);
    expect((await card(fx.today)).first_value).toBeCloseTo(before - 50, 2);
    await expectExact();
    // The credit note is voided: its refund no longer counts.
    await setStatus(credit, 'void');
    expect((await card(fx.today)).first_value).toBeCloseTo(before, 2);
    await expectExact();

    // An invoice partly paid, then voided: its payment leaves the day.
    const b = await issued(80);
    await pay(b.slug, 30, fx.today);
    await expectExact();
    await setStatus(b, 'void');
    await expectExact();

    // An invoice marked paid by hand (no payment recorded): its whole gross counts on the day it was closed (today).
    const c = await issued(70);
    const beforeHand = (await card(fx.today)).first_value;
    await setStatus(c, 'paid');
    expect((await card(fx.today)).first_value).toBeCloseTo(beforeHand + 70, 2);
    await expectExact();

    // The set-based rebuild (migration backfill, bench loader) gives the same figures.
    await t.db.execute(sql`delete from payment_day_figures`);
    await t.db.execute(sql`select day_figures_rebuild()`);
    await expectExact();
  });

  it('an invoice with payments moves office or is deleted: both offices and the day follow', async () => {
    const a = await issued(90);
    await pay(a.slug, 40, fx.yesterday);
    const [other] = await t.db
      .select({ id: offices.id })
      .from(offices)
      .where(and(eq(offices.clientId, ids.demo), sql`${offices.id} <> ${fx.officeId}`))
      .limit(1);
    await t.db.update(invoices).set({ officeId: other!.id }).where(eq(invoices.slug, a.slug));
    await expectExact();
    await t.db.update(invoices).set({ officeId: fx.officeId }).where(eq(invoices.slug, a.slug));
    await expectExact();
    // An issued invoice cannot be deleted through the API (issue 23 §3); a row deleted underneath (a cascade, a
    // clean-up) still leaves the figures exact.
    expect((await del(`/api/invoices/${a.slug}`)).statusCode).toBe(409);
    await t.db.delete(invoices).where(eq(invoices.slug, a.slug));
    await expectExact();
  });
});
