import { addDaysIso, creditLine, isoDayInZone, toPence, type InvoicePayments } from '@clubspace/contract';
import fc from 'fast-check';
import { TZ } from './fixtures.ts';
import { apiGet, apiSend, expectStatus, pick, violation, type Model, type Real } from './model.ts';
import { LedgerCommand } from './step.ts';

/**
 * Money in and back: pay part or all of what is due (on an invoice, or a refund on a credit note), delete a payment,
 * issue a credit note for a line of an issued invoice (in full, by an amount, by a unit).
 */

export interface PayParams {
  invoice: number;
  part: boolean;
  /** 0 today, 1 yesterday, 2 the first of the month. */
  date: 0 | 1 | 2;
}
export const payParams: fc.Arbitrary<PayParams> = fc.record({
  invoice: fc.nat({ max: 1000 }),
  part: fc.boolean(),
  date: fc.constantFrom<PayParams['date']>(0, 0, 1, 2),
});

export class PayCommand extends LedgerCommand<PayParams> {
  readonly name = 'pay';
  ready(model: Model) {
    return model.ledger.invoices.length > 0;
  }
  async act(model: Model, r: Real) {
    const inv = pick(model.ledger.invoices, this.params.invoice)!;
    // What is due as the invoice's balance says (a credit note may lower it); what it says was paid must be the payments.
    const balance = await apiGet(r, `/api/invoices/${inv.slug}/payments`);
    if (!expectStatus(balance, [200], `balance of ${inv.name}`)) return;
    const b = balance.json() as InvoicePayments;
    const paid = model.ledger.payments.filter((p) => p.invoice_id === inv.id).reduce((s, p) => s + p.amount_pence, 0);
    if (inv.status !== 'paid' && toPence(b.amount_paid) !== paid)
      violation('invoice-paid', `${inv.name} shows ${b.amount_paid} paid, its payments sum ${paid}p`);
    const due = toPence(b.amount_due);
    const amount = due <= 0 ? 1 : this.params.part ? Math.max(1, Math.floor(due / 3)) : due;
    const today = isoDayInZone(new Date(), TZ);
    const date = [today, addDaysIso(today, -1), `${today.slice(0, 8)}01`][this.params.date];
    const res = await apiSend(r, 'POST', `/api/invoices/${inv.slug}/payments`, { amount: amount / 100, date, method: 'card' });
    const payable = inv.status === 'pending_payment' && due > 0;
    expectStatus(res, [payable ? 201 : 400], `pay ${amount}p on ${inv.name} (${inv.status}, ${due}p due)`);
  }
}

export interface DeletePaymentParams {
  payment: number;
}
export const deletePaymentParams: fc.Arbitrary<DeletePaymentParams> = fc.record({ payment: fc.nat({ max: 1000 }) });

export class DeletePaymentCommand extends LedgerCommand<DeletePaymentParams> {
  readonly name = 'delete-payment';
  ready(model: Model) {
    return model.ledger.payments.length > 0;
  }
  async act(model: Model, r: Real) {
    const p = pick(model.ledger.payments, this.params.payment)!;
    const res = await apiSend(r, 'DELETE', `/api/invoice-payments/${p.slug}`);
    expectStatus(res, [204], `delete payment ${p.slug}`);
  }
}

export interface CreditNoteParams {
  invoice: number;
  line: number;
  mode: 'full' | 'amount' | 'units';
}
export const creditNoteParams: fc.Arbitrary<CreditNoteParams> = fc.record({
  invoice: fc.nat({ max: 1000 }),
  line: fc.nat({ max: 1000 }),
  mode: fc.constantFrom<CreditNoteParams['mode']>('full', 'amount', 'units'),
});

/** Credit note for one line of an issued invoice (paid or pending payment, issue 23 §3). */
export class CreditNoteCommand extends LedgerCommand<CreditNoteParams> {
  readonly name = 'credit-note';
  ready(model: Model) {
    return model.ledger.invoices.some((i) => i.kind === 'invoice');
  }
  async act(model: Model, r: Real) {
    const { ledger } = model;
    const inv = pick(
      ledger.invoices.filter((i) => i.kind === 'invoice'),
      this.params.invoice,
    )!;
    // Given back so far: credit-note lines and the credit lines a refund put on a draft (neither void, nor on a void
    // document), as the API counts them — a line is never credited twice.
    const liveDocs = new Set(ledger.invoices.filter((i) => i.status !== 'void').map((i) => i.id));
    const credited = (lineId: number) =>
      -ledger.lines
        .filter((l) => l.credited_line_id === lineId && l.status !== 'void' && liveDocs.has(l.invoice_id))
        .reduce((s, l) => s + l.line_gross_price_pence, 0);
    const lines = ledger.lines
      .filter((l) => l.invoice_id === inv.id && l.status !== 'void' && l.line_gross_price_pence > 0)
      .map((l) => ({ l, left: l.line_gross_price_pence - credited(l.id) }))
      .filter((x) => x.left > 0);
    const target = pick(lines, this.params.line);
    const issued = inv.status === 'paid' || inv.status === 'pending_payment';
    const amountPence = target && this.params.mode === 'amount' ? Math.max(1, Math.floor(target.left / 2)) : undefined;
    const units = this.params.mode === 'units' ? 1 : undefined;
    const ask = { line: target?.l.slug ?? 'none', ...(amountPence ? { amount: amountPence / 100 } : {}), ...(units ? { units } : {}) };
    // What the contract's creditLine allows for this line (never beyond what is left of it).
    const fits =
      target !== undefined &&
      creditLine(
        {
          unitPricePence: target.l.unit_price_pence,
          units: target.l.units,
          vatPercent: target.l.vat,
          lineGrossPence: target.l.line_gross_price_pence,
          creditedPence: credited(target.l.id),
        },
        { units, amountPence },
      ).ok;
    const ok = fits && issued;
    const res = await apiSend(r, 'POST', `/api/invoices/${inv.slug}/credit-note`, { lines: [ask], reason: 'Model credit' });
    expectStatus(
      res,
      [ok ? 201 : 400],
      `credit note ${JSON.stringify(ask)} on ${inv.name} (${inv.status})`,
      ok && inv.status === 'pending_payment' ? 'credit-note-pending' : 'expected-status',
    );
  }
}
