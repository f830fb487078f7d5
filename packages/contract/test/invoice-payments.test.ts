import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  CREDIT_NOTE_MESSAGES,
  PAYMENT_MESSAGES,
  balanceSummary,
  creditApplication,
  creditLine,
  creditNoteCreate,
  grossOf,
  invoiceAmounts,
  invoiceBalance,
  lineTotals,
  lineTotalsOf,
  catalogueLine,
  netForGross,
  paymentCreate,
  paymentRefusal,
} from '../src/index.ts';

const pence = fc.integer({ min: 1, max: 5_000_000 });

describe('invoiceBalance', () => {
  fcTest.prop([fc.integer({ min: -5_000_000, max: 5_000_000 }), fc.array(pence, { maxLength: 8 })])(
    'paid + due is what is owed; state follows due',
    (gross, payments) => {
      const b = invoiceBalance(gross, payments);
      expect(b.paid + b.due).toBe(Math.abs(gross));
      expect(b.paid).toBe(payments.reduce((a, p) => a + p, 0));
      if (b.due < 0) expect(b.state).toBe('overpaid');
      else if (b.due === 0) expect(b.state).toBe('paid');
      else expect(b.state).toBe(payments.length ? 'partial' : 'unpaid');
    },
  );

  fcTest.prop([pence, fc.array(pence, { maxLength: 8 })])('order of payments does not matter', (gross, payments) => {
    expect(invoiceBalance(gross, [...payments].reverse())).toEqual(invoiceBalance(gross, payments));
  });

  it('names the cases a screen shows', () => {
    expect(invoiceBalance(12000, [])).toEqual({ paid: 0, due: 12000, state: 'unpaid' });
    expect(invoiceBalance(12000, [4000])).toEqual({ paid: 4000, due: 8000, state: 'partial' });
    expect(invoiceBalance(12000, [4000, 8000])).toEqual({ paid: 12000, due: 0, state: 'paid' });
    expect(invoiceBalance(12000, [12500])).toEqual({ paid: 12500, due: -500, state: 'overpaid' });
    // A credit note of -£30.00 owes £30.00 back.
    expect(invoiceBalance(-3000, [1000])).toEqual({ paid: 1000, due: 2000, state: 'partial' });
    expect(balanceSummary(12000, invoiceBalance(12000, [4000]))).toBe('Partly paid: £40.00 of £120.00');
    expect(balanceSummary(12000, invoiceBalance(12000, []))).toBe('Unpaid: £120.00 due');
    expect(balanceSummary(12000, invoiceBalance(12000, [12000]))).toBe('Paid');
  });

  fcTest.prop([fc.integer({ min: -5_000_000, max: 5_000_000 }), fc.array(pence, { maxLength: 8 }), fc.integer({ min: 0, max: 5_000_000 })])(
    'paid + credited + due is what is owed; credit alone is no payment',
    (gross, payments, credited) => {
      const b = invoiceBalance(gross, payments, credited);
      expect(b.paid + credited + b.due).toBe(Math.abs(gross));
      if (b.due > 0) expect(b.state).toBe(payments.length ? 'partial' : 'unpaid');
    },
  );

  it('a credit note on an unpaid invoice lowers what is due', () => {
    const b = invoiceBalance(12000, [], 6000);
    expect(b).toEqual({ paid: 0, due: 6000, state: 'unpaid' });
    expect(balanceSummary(12000, b)).toBe('Unpaid: £60.00 due');
    expect(invoiceAmounts('pending_payment', 12000, 6000, 6000)).toEqual({ paid: 6000, due: 0, state: 'paid' });
    expect(invoiceAmounts('paid', 12000, 0, 2000)).toEqual({ paid: 10000, due: 0, state: 'paid' });
  });

  it('an invoice marked paid without payments counts as fully paid', () => {
    expect(invoiceAmounts('paid', 12000, 0)).toEqual({ paid: 12000, due: 0, state: 'paid' });
    expect(invoiceAmounts('pending_payment', 12000, 0)).toEqual({ paid: 0, due: 12000, state: 'unpaid' });
  });
});

describe('creditApplication', () => {
  fcTest.prop([pence, fc.integer({ min: -5_000_000, max: 5_000_000 })])('takes off what is due first; the rest is a refund', (credit, due) => {
    const { applied, refund } = creditApplication(credit, due);
    expect(applied + refund).toBe(credit);
    expect(applied).toBeGreaterThanOrEqual(0);
    expect(applied).toBeLessThanOrEqual(Math.max(due, 0));
    if (due >= credit) expect(refund).toBe(0);
  });

  it('names the cases: unpaid, part paid, paid', () => {
    expect(creditApplication(6000, 12000)).toEqual({ applied: 6000, refund: 0 });
    expect(creditApplication(6000, 2000)).toEqual({ applied: 2000, refund: 4000 });
    expect(creditApplication(6000, 0)).toEqual({ applied: 0, refund: 6000 });
  });
});

describe('paymentRefusal', () => {
  it('refuses drafts, void invoices, nothing and more than is due, in words', () => {
    expect(paymentRefusal('open', 100, 50)?.message).toBe(PAYMENT_MESSAGES.draftNotPayable);
    expect(paymentRefusal('void', 100, 50)?.message).toBe(PAYMENT_MESSAGES.voidNotPayable);
    expect(paymentRefusal('pending_payment', 100, 101)).toEqual({ field: 'amount', message: 'Amount is more than the £1.00 still due' });
    expect(paymentRefusal('paid', 0, 1)?.message).toBe('Amount is more than the £0.00 still due');
    expect(paymentRefusal('pending_payment', 100, 100)).toBeNull();
  });

  fcTest.prop([pence, fc.array(pence, { maxLength: 10 })])('accepted payments never take the balance below zero', (gross, asks) => {
    const taken: number[] = [];
    for (const ask of asks) {
      const { due } = invoiceBalance(gross, taken);
      if (!paymentRefusal('pending_payment', due, ask)) taken.push(ask);
    }
    expect(invoiceBalance(gross, taken).due).toBeGreaterThanOrEqual(0);
  });
});

describe('credit lines', () => {
  fcTest.prop([fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(0, 5, 20, 17)])(
    'netForGross is the largest net not above the gross',
    (gross, vat) => {
      const net = netForGross(gross, vat);
      expect(grossOf(net, vat)).toBeLessThanOrEqual(gross);
      expect(grossOf(net + 1, vat)).toBeGreaterThan(gross);
    },
  );

  const source = {
    unitPricePence: 9900,
    units: 3,
    vatPercent: 20,
    lineGrossPence: lineTotals({ unitPricePence: 9900, units: 3, vatPercent: 20 }).gross,
    creditedPence: 0,
  };

  it('credits units at the line price, negative', () => {
    const c = creditLine(source, { units: 2 });
    expect(c).toMatchObject({ units: 2, unitPricePence: -9900, gross: 23760, ok: true });
    expect(lineTotals({ unitPricePence: c.unitPricePence, units: c.units, vatPercent: 20 }).gross).toBe(-23760);
  });

  it('credits the rest when neither units nor amount are given, and refuses more than is left', () => {
    expect(creditLine(source, {})).toMatchObject({ gross: 35640, ok: true });
    expect(creditLine({ ...source, creditedPence: 35640 }, {}).ok).toBe(false);
    expect(creditLine({ ...source, creditedPence: 23760 }, { units: 2 }).ok).toBe(false);
    expect(creditLine({ ...source, creditedPence: 23760 }, { units: 1 }).ok).toBe(true);
    expect(creditLine(source, { units: 4 }).ok).toBe(false);
  });

  fcTest.prop([fc.array(fc.integer({ min: 1, max: 40_000 }), { minLength: 1, maxLength: 10 })])('accepted credits never exceed the line', (asks) => {
    let credited = 0;
    for (const amountPence of asks) {
      const c = creditLine({ ...source, creditedPence: credited }, { amountPence });
      if (c.ok) {
        expect(c.gross).toBeLessThanOrEqual(amountPence);
        credited += c.gross;
      }
    }
    expect(credited).toBeLessThanOrEqual(source.lineGrossPence);
  });

  const inclusive = { ...catalogueLine(960, 3, 20, true), lineGrossPence: 2880, creditedPence: 0 };

  it('credits a VAT-inclusive line from its gross, to the penny', () => {
    const byUnits = creditLine(inclusive, { units: 1 });
    expect(byUnits).toMatchObject({ units: 1, gross: 960, ok: true });
    expect(lineTotalsOf(byUnits.amounts)).toEqual({ net: -800, vat: -160, gross: -960, unitGross: -960, unitNet: -800 });
    // An amount is credited exactly (an exclusive line can only credit the nearest gross below it).
    const byAmount = creditLine(inclusive, { amountPence: 999 });
    expect(byAmount).toMatchObject({ gross: 999, ok: true });
    expect(byAmount.amounts).toMatchObject({ priceIncludesVat: true, unitGrossPence: -999 });
    expect(creditLine(inclusive, { amountPence: 2881 }).ok).toBe(false);
  });
});

describe('payloads', () => {
  it('reads pounds into pence and names missing fields', () => {
    expect(paymentCreate.parse({ amount: '40.10', date: '2025-03-02', method: 'card' })).toMatchObject({ amount: 4010 });
    const bad = paymentCreate.safeParse({ amount: 0, date: '2025-02-30', method: 'cheque' });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries(bad.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      amount: PAYMENT_MESSAGES.amountPositive,
      date: PAYMENT_MESSAGES.dateRequired,
      method: PAYMENT_MESSAGES.methodRequired,
    });
    expect(paymentCreate.safeParse({ date: '2025-03-02', method: 'card' }).error?.issues[0].message).toBe(PAYMENT_MESSAGES.amountRequired);
  });

  it('needs a reason and at least one line; units or amount, not both', () => {
    const r = creditNoteCreate.safeParse({ lines: [], reason: ' ' });
    expect(r.error?.issues.map((i) => i.message).sort()).toEqual([CREDIT_NOTE_MESSAGES.linesRequired, CREDIT_NOTE_MESSAGES.reasonRequired].sort());
    expect(creditNoteCreate.safeParse({ lines: [{ line: 'x', units: 1, amount: 2 }], reason: 'r' }).error?.issues[0].message).toBe(
      CREDIT_NOTE_MESSAGES.unitsOrAmount,
    );
    expect(creditNoteCreate.parse({ lines: [{ line: 'x', amount: '12.5' }], reason: 'Refund' }).lines[0].amount).toBe(1250);
  });
});
