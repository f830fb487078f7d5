import { z } from 'zod';
import { dayField as day, moneyPence, requiredText, optionalText } from './fields.ts';
import { catalogueLine, formatPence, grossOf, lineTotals, type LineAmounts } from './money.ts';

/**
 * Payments against invoices and credit notes (issue 12, payments). Money is integer pence here; the API speaks pounds.
 * A credit note is an invoice of kind credit_note with negative lines: what it owes is a refund, and a "payment" on a
 * credit note records money paid back (a positive amount, up to the refund owed).
 */

export const PAYMENT_MESSAGES = {
  amountRequired: 'Amount is required',
  amountPositive: 'Amount must be more than £0.00',
  /** '{due}' is replaced by the amount still due, e.g. £12.00 (see amountOverDueMessage). */
  amountOverDue: 'Amount is more than the {due} still due',
  dateRequired: 'Date is required',
  methodRequired: 'Method is required',
  draftNotPayable: 'A draft invoice can not take payments: validate it first',
  voidNotPayable: 'A void invoice can not take payments',
  recorded: 'Payment recorded',
  deleted: 'Payment deleted',
  saveError: 'The payment could not be saved',
  notFound: 'Payment not found',
} as const;

export const CREDIT_NOTE_MESSAGES = {
  reasonRequired: 'Reason is required',
  linesRequired: 'Choose at least one line to credit',
  lineRequired: 'Line is required',
  lineUnknown: 'This line is not on the invoice',
  lineTwice: 'A line can be credited once per credit note',
  unitsOrAmount: 'Give units or an amount, not both',
  unitsPositive: 'Units must be a whole number of at least 1',
  onlyIssued: 'Only an issued invoice (pending or paid) can be credited',
  notOfCreditNote: 'A credit note can not be credited',
  /** '{left}' and '{line}' are replaced (see overCreditMessage). */
  overCredit: 'Only {left} of {line} is left to credit',
  nothingToCredit: 'The credit note would be for £0.00',
  issued: 'Credit note issued',
  saveError: 'The credit note could not be issued',
} as const;

export const amountOverDueMessage = (duePence: number) => PAYMENT_MESSAGES.amountOverDue.replace('{due}', formatPence(duePence));
export const overCreditMessage = (leftPence: number, lineName: string) =>
  CREDIT_NOTE_MESSAGES.overCredit.replace('{left}', formatPence(leftPence)).replace('{line}', lineName);

// ---- Enums ----

export const PAYMENT_METHODS = ['bank_transfer', 'card', 'cash', 'direct_debit', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const BALANCE_STATES = ['unpaid', 'partial', 'paid', 'overpaid'] as const;
export type BalanceState = (typeof BALANCE_STATES)[number];

/** Credit notes are numbered in their own sequence per operator: CN-0001, CN-0002, … */
export const CREDIT_NOTE_PREFIX = 'CN-';
/** Statuses that take payments: issued (pending_payment) and paid (a paid invoice has nothing due, so only in words). */
export const PAYABLE_STATUSES = ['pending_payment', 'paid'] as const;

// ---- Rules (pure) ----

export interface Balance {
  /** Pence received (or, on a credit note, refunded). */
  paid: number;
  /** Pence still due; negative when overpaid. */
  due: number;
  state: BalanceState;
}

/**
 * What is paid and still due on an invoice of `grossPence` (negative for a credit note: its size is what is owed back)
 * given the pence of its payments (all positive) and of credit applied (on an invoice: what its credit notes took off
 * what was due; on a credit note: what of it went to its invoice instead of a refund; see creditApplication).
 * Invariants: paid + credited + due = |gross|; state follows due; credit alone is not a payment (still unpaid).
 */
export function invoiceBalance(grossPence: number, payments: readonly number[], creditedPence = 0): Balance {
  const owed = Math.abs(grossPence);
  const paid = payments.reduce((sum, p) => sum + p, 0);
  const due = owed - paid - creditedPence;
  const state: BalanceState = due < 0 ? 'overpaid' : due === 0 ? 'paid' : paid === 0 ? 'unpaid' : 'partial';
  return { paid, due, state };
}

/**
 * The amounts an invoice shows. An invoice marked paid by hand (the status toggle, the seeds' data) without recorded
 * payments covering it counts as fully paid: staff declared it so.
 */
export function invoiceAmounts(status: string, grossPence: number, paidPence: number, creditedPence = 0): Balance {
  const balance = invoiceBalance(grossPence, [paidPence], creditedPence);
  if (status === 'paid' && balance.due > 0) return { paid: Math.abs(grossPence) - creditedPence, due: 0, state: 'paid' };
  return balance;
}

/**
 * A credit note of `creditPence` (its size, positive) for an invoice with `invoiceDuePence` still due: the credit first
 * takes off what is due (an unpaid invoice owes less), the rest is a refund owed to the customer. Invariants:
 * applied + refund = credit; 0 ≤ applied ≤ max(due, 0).
 */
export function creditApplication(creditPence: number, invoiceDuePence: number) {
  const applied = Math.max(0, Math.min(creditPence, invoiceDuePence));
  return { applied, refund: creditPence - applied };
}

/** Why a payment can't be taken: null when it can (status allows it, 0 < amount ≤ due). */
export function paymentRefusal(status: string, duePence: number, amountPence: number): { field: 'invoice' | 'amount'; message: string } | null {
  if (status === 'open') return { field: 'invoice', message: PAYMENT_MESSAGES.draftNotPayable };
  if (status === 'void') return { field: 'invoice', message: PAYMENT_MESSAGES.voidNotPayable };
  if (amountPence <= 0) return { field: 'amount', message: PAYMENT_MESSAGES.amountPositive };
  if (amountPence > duePence) return { field: 'amount', message: amountOverDueMessage(Math.max(duePence, 0)) };
  return null;
}

/** The largest net pence whose gross at `vatPercent` does not exceed `grossPence` (≥ 0): a gross amount credited. */
export function netForGross(grossPence: number, vatPercent: number): number {
  if (grossPence <= 0) return 0;
  let net = Math.floor((grossPence * 100) / (100 + vatPercent));
  while (grossOf(net + 1, vatPercent) <= grossPence) net++;
  while (net > 0 && grossOf(net, vatPercent) > grossPence) net--;
  return net;
}

export interface CreditSource {
  unitPricePence: number;
  units: number;
  vatPercent: number;
  lineGrossPence: number;
  /** Gross pence already credited by earlier credit notes (positive). */
  creditedPence: number;
  /** The credited line came from a VAT-inclusive price (money.ts LineAmounts): its credit mirrors it from the gross. */
  priceIncludesVat?: boolean;
  unitGrossPence?: number | null;
}

/**
 * The credit-note line for `units` of a line, or for a gross `amountPence`: positive units, a negative unit price, so its
 * totals are negative; `gross` is the size of the credit (positive). Refused (null) above what is left to credit. The
 * credit of a VAT-inclusive line is inclusive too, so it gives back the gross asked to the penny; `amounts` are the
 * credit line's (money.ts lineTotals).
 */
export function creditLine(source: CreditSource, ask: { units?: number; amountPence?: number }) {
  const left = source.lineGrossPence - source.creditedPence;
  const inclusive = Boolean(source.priceIncludesVat) && source.unitGrossPence !== null && source.unitGrossPence !== undefined;
  let amounts: LineAmounts;
  if (ask.units !== undefined) {
    amounts = inclusive
      ? catalogueLine(-source.unitGrossPence!, ask.units, source.vatPercent, true)
      : { unitPricePence: -source.unitPricePence, units: ask.units, vatPercent: source.vatPercent };
  } else {
    const asked = ask.amountPence ?? left;
    amounts = inclusive
      ? catalogueLine(-asked, 1, source.vatPercent, true)
      : { unitPricePence: -netForGross(asked, source.vatPercent), units: 1, vatPercent: source.vatPercent };
  }
  const totals = lineTotals(amounts);
  const gross = -totals.gross;
  return { units: amounts.units, unitPricePence: amounts.unitPricePence, amounts, gross, left, ok: gross > 0 && gross <= left };
}

/** "Partly paid: £40.00 of £120.00", "Paid", "Unpaid: £120.00 due", "Overpaid by £5.00". */
export function balanceSummary(grossPence: number, balance: Balance): string {
  const owed = Math.abs(grossPence);
  switch (balance.state) {
    case 'partial':
      return `Partly paid: ${formatPence(balance.paid)} of ${formatPence(owed)}`;
    case 'paid':
      return 'Paid';
    case 'overpaid':
      return `Overpaid by ${formatPence(-balance.due)}`;
    default:
      // What is still due: less than the total when a credit note took part of it off.
      return `Unpaid: ${formatPence(balance.due)} due`;
  }
}

// ---- Shapes ----

/** A day yyyy-MM-dd that exists in the calendar. */
const dayField = day(PAYMENT_MESSAGES.dateRequired);

/** Pounds (text or number) in the shared range (bounds.ts), > £0.00 → pence. */
const poundsField = (required: string) => moneyPence({ required, negative: PAYMENT_MESSAGES.amountPositive, zero: PAYMENT_MESSAGES.amountPositive });

/** POST /api/invoices/{slug}/payments. amount in pounds. */
export const paymentCreate = z.object({
  amount: poundsField(PAYMENT_MESSAGES.amountRequired),
  date: dayField,
  method: z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.methodRequired }),
  reference: optionalText(120),
});
export type PaymentCreate = z.input<typeof paymentCreate>;

export const paymentItem = z.object({
  slug: z.string(),
  amount: z.number(),
  date: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type PaymentItem = z.infer<typeof paymentItem>;

const invoiceRef = z.object({ slug: z.string(), name: z.string() });
export const creditNoteRef = invoiceRef.extend({ date: z.string(), status: z.string(), gross_price: z.number() });
export type CreditNoteRef = z.infer<typeof creditNoteRef>;

/** GET /api/invoices/{slug}/payments: the balance, the payments (oldest first), credit notes issued for it, and what it credits. */
export const invoicePayments = z.object({
  kind: z.enum(INVOICE_KINDS),
  gross_price: z.number(),
  amount_paid: z.number(),
  amount_due: z.number(),
  state: z.enum(BALANCE_STATES),
  payments: z.array(paymentItem),
  credit_notes: z.array(creditNoteRef),
  credit_note_for: invoiceRef.nullable(),
  /** Pounds of credit applied: on an invoice, what its credit notes took off what was due; on a credit note, what of it went to its invoice. */
  amount_credited: z.number(),
  /** Gross pounds each line of this invoice may still be credited, by line slug. */
  creditable: z.record(z.string(), z.number()),
});
export type InvoicePayments = z.infer<typeof invoicePayments>;

const creditRequest = z
  .object({
    line: requiredText(CREDIT_NOTE_MESSAGES.lineRequired, 120),
    units: z.coerce.number().int(CREDIT_NOTE_MESSAGES.unitsPositive).min(1, CREDIT_NOTE_MESSAGES.unitsPositive).max(100_000).optional(),
    amount: poundsField(PAYMENT_MESSAGES.amountRequired).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.units !== undefined && v.amount !== undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: CREDIT_NOTE_MESSAGES.unitsOrAmount });
  });

/**
 * POST /api/invoices/{slug}/credit-note: lines of an issued (pending or paid) invoice to credit, each by units, by a gross amount in pounds,
 * or (neither) whatever is left of it.
 */
export const creditNoteCreate = z.object({
  lines: z.array(creditRequest, { error: CREDIT_NOTE_MESSAGES.linesRequired }).min(1, CREDIT_NOTE_MESSAGES.linesRequired).max(500),
  reason: requiredText(CREDIT_NOTE_MESSAGES.reasonRequired, 500),
});
export type CreditNoteCreate = z.input<typeof creditNoteCreate>;
