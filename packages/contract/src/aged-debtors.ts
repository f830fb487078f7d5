/**
 * Aged debtors (issue 31, report 5): what each payer (a team: invoices are billed to teams) still owes on issued
 * invoices, by how long it is past its due date. Pure arithmetic and shapes; the API sums in SQL with the same bounds.
 */
import { z } from 'zod';
import { invoiceAmounts } from './invoice-payments.ts';
import { formatPence } from './money.ts';
import { reportScope } from './reports-schemas.ts';

/**
 * The age buckets, youngest first. Days past due = as-of day − due day (the chasing job's `day`): 0 is due that day.
 * Not yet due (and no due date) is its own bucket, so the buckets add up to everything unpaid.
 */
export const AGED_BUCKETS = ['not_due', 'd0_30', 'd31_60', 'd61_90', 'd90_plus'] as const;
export type AgedBucket = (typeof AGED_BUCKETS)[number];

/** The first day past due of each bucket (not_due: anything before day 0). */
export const AGED_BUCKET_FROM: Record<AgedBucket, number> = { not_due: -Infinity, d0_30: 0, d31_60: 31, d61_90: 61, d90_plus: 91 };

export const AGED_BUCKET_LABELS: Record<AgedBucket, string> = {
  not_due: 'Not yet due',
  d0_30: '0–30 days',
  d31_60: '31–60 days',
  d61_90: '61–90 days',
  d90_plus: 'Over 90 days',
};

/** How many payers the report's screen lists (largest debt first); the CSV holds every payer. */
export const AGED_DEBTORS_SHOWN = 100;

const DAY_MS = 86_400_000;

/** Calendar days from the due day to the as-of day (negative: not due yet); null without a due date. */
export function daysPastDue(asOf: string, dateDue: string | null | undefined): number | null {
  if (!dateDue) return null;
  return Math.round((Date.parse(`${asOf.slice(0, 10)}T00:00:00Z`) - Date.parse(`${dateDue.slice(0, 10)}T00:00:00Z`)) / DAY_MS);
}

/** The bucket of an age in days past due (null: no due date, so not due). */
export function agedBucket(days: number | null): AgedBucket {
  if (days === null) return 'not_due';
  let bucket: AgedBucket = 'not_due';
  for (const b of AGED_BUCKETS) if (days >= AGED_BUCKET_FROM[b]) bucket = b;
  return bucket;
}

/**
 * What is still unpaid on an invoice, in pence (≥ 0): an issued invoice waiting for payment owes its gross less its
 * payments and the credit its credit notes applied (invoice-payments invoiceAmounts); drafts, paid and void invoices and
 * credit notes owe nothing here (a credit note's refund is owed *to* the customer).
 */
export function outstandingPence(i: { kind: string; status: string; grossPence: number; paidPence: number; creditedPence: number }): number {
  if (i.kind !== 'invoice' || (i.status !== 'pending_payment' && i.status !== 'payment_pending')) return 0;
  return Math.max(0, invoiceAmounts(i.status, i.grossPence, i.paidPence, i.creditedPence).due);
}

export type BucketAmounts = Record<AgedBucket, number>;

export const emptyBuckets = (): BucketAmounts => ({ not_due: 0, d0_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0 });

/** Sums amounts into their buckets (pence in, pence out); `total` is the sum of the buckets. */
export function bucketTotals(rows: readonly { bucket: AgedBucket; pence: number }[]): { buckets: BucketAmounts; total: number } {
  const buckets = emptyBuckets();
  for (const r of rows) buckets[r.bucket] += r.pence;
  return { buckets, total: AGED_BUCKETS.reduce((s, b) => s + buckets[b], 0) };
}

/** Adds payers' bucket amounts into the report's totals. */
export function addBuckets(rows: readonly BucketAmounts[]): { buckets: BucketAmounts; total: number } {
  return bucketTotals(rows.flatMap((r) => AGED_BUCKETS.map((bucket) => ({ bucket, pence: r[bucket] }))));
}

export const AGED_DEBTORS_MESSAGES = {
  payerNotFound: 'Payer not found',
  nothingOverdue: (payer: string) => `${payer} has no overdue invoices to remind them of`,
  alreadyReminded: (payer: string) => `${payer} was already sent a reminder today; the next one can go tomorrow`,
  reminded: (to: string, n: number) => `Reminder of ${n} unpaid invoice${n === 1 ? '' : 's'} sent to ${to}`,
  noPayer: 'No team (walk-in sales)',
} as const;

/** The step key of a payer reminder on each invoice it lists: unique per invoice and day, so one a day (double clicks). */
export const payerReminderStepKey = (day: string) => `payer-reminder:${day}`;

/** The e-mail of a payer reminder: every unpaid invoice with what is due and how late; the pay link when there is one. */
export function payerReminderMail(v: {
  payer: string;
  operator: string;
  invoices: { name: string; due: string; days: number | null; duePence: number; reference: string | null }[];
  payUrl: string | null;
}) {
  const total = v.invoices.reduce((s, i) => s + i.duePence, 0);
  const lines = v.invoices.map((i) => {
    const age = i.days === null || i.days < 0 ? `due ${i.due}` : i.days === 0 ? 'due today' : `${i.days} day${i.days === 1 ? '' : 's'} overdue`;
    return `- ${i.name}: ${formatPence(i.duePence)} (${age})${i.reference ? `, reference ${i.reference}` : ''}`;
  });
  const pay = v.payUrl ? `\n\nView and pay online: ${v.payUrl}` : '';
  return {
    subject: `Reminder: ${formatPence(total)} unpaid to ${v.operator}`,
    text: `Hello ${v.payer},\n\nOur records show ${formatPence(total)} unpaid on ${v.invoices.length} invoice${
      v.invoices.length === 1 ? '' : 's'
    }:\n${lines.join('\n')}${pay}\n\nIf you have paid already, please ignore this message.\n\n${v.operator}`,
  };
}

// ---- Shapes (pounds) ----

const bucketAmounts = z.object({ not_due: z.number(), d0_30: z.number(), d31_60: z.number(), d61_90: z.number(), d90_plus: z.number() });

export const agedDebtorInvoice = z.object({
  slug: z.string(),
  name: z.string(),
  date_due: z.string().nullable(),
  /** Days past due at the as-of day (negative: not due yet). */
  days: z.number().int().nullable(),
  bucket: z.enum(AGED_BUCKETS),
  due: z.number(),
});
export type AgedDebtorInvoice = z.infer<typeof agedDebtorInvoice>;

export const agedDebtorPayer = z.object({
  /** The team billed; null for invoices of no team (walk-in sales, a deleted team). */
  team: z.object({ slug: z.string(), name: z.string() }).nullable(),
  amounts: bucketAmounts,
  total: z.number(),
  /** The payer's unpaid invoices, oldest due first. */
  invoices: z.array(agedDebtorInvoice),
  /** A reminder already went to this payer today (the button is off until tomorrow). */
  reminded_today: z.boolean(),
});
export type AgedDebtorPayer = z.infer<typeof agedDebtorPayer>;

export const agedDebtorsReport = z.object({
  scope: reportScope,
  /** The day the ages are counted at. */
  as_of: z.string(),
  buckets: z.array(z.object({ bucket: z.enum(AGED_BUCKETS), label: z.string(), total: z.number() })),
  total: z.number(),
  num_payers: z.number().int(),
  /** The payers owing most (AGED_DEBTORS_SHOWN at most), largest first. */
  payers: z.array(agedDebtorPayer),
});
export type AgedDebtorsReport = z.infer<typeof agedDebtorsReport>;

export const agedDebtorsReminderResult = z.object({ detail: z.string(), to: z.string(), invoices: z.number().int() });
export type AgedDebtorsReminderResult = z.infer<typeof agedDebtorsReminderResult>;
