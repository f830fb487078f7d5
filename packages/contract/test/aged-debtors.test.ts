import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  addBuckets,
  AGED_BUCKET_FROM,
  AGED_BUCKETS,
  agedBucket,
  bucketTotals,
  daysPastDue,
  outstandingPence,
  payerReminderMail,
  type AgedBucket,
} from '../src/aged-debtors.ts';
import { addDaysIso } from '../src/dates.ts';

const day = fc.integer({ min: 0, max: 20_000 }).map((n) => addDaysIso('1990-01-01', n));

describe('days past due and buckets', () => {
  it('counts calendar days from the due day (0 is due that day), across months, years and clock changes', () => {
    expect(daysPastDue('2026-11-27', '2026-11-27')).toBe(0);
    expect(daysPastDue('2026-11-27', '2026-11-28')).toBe(-1);
    expect(daysPastDue('2026-03-01', '2026-02-28')).toBe(1);
    expect(daysPastDue('2026-03-30', '2026-03-28')).toBe(2);
    expect(daysPastDue('2027-01-01', '2026-12-31')).toBe(1);
    expect(daysPastDue('2026-11-27', null)).toBeNull();
  });

  it('puts the bounds in the issue’s buckets: 0–30, 31–60, 61–90, over 90; before day 0 not yet due', () => {
    const cases: [number | null, AgedBucket][] = [
      [null, 'not_due'],
      [-400, 'not_due'],
      [-1, 'not_due'],
      [0, 'd0_30'],
      [30, 'd0_30'],
      [31, 'd31_60'],
      [60, 'd31_60'],
      [61, 'd61_90'],
      [90, 'd61_90'],
      [91, 'd90_plus'],
      [5000, 'd90_plus'],
    ];
    for (const [days, bucket] of cases) expect(agedBucket(days), String(days)).toBe(bucket);
  });

  fcTest.prop([day, day])('the bucket of an age is the last whose first day it reached; days add up with addDaysIso', (asOf, due) => {
    const days = daysPastDue(asOf, due)!;
    expect(addDaysIso(due, days)).toBe(asOf);
    const bucket = agedBucket(days);
    const k = AGED_BUCKETS.indexOf(bucket);
    expect(days >= AGED_BUCKET_FROM[bucket]).toBe(true);
    if (k < AGED_BUCKETS.length - 1) expect(days < AGED_BUCKET_FROM[AGED_BUCKETS[k + 1]!]).toBe(true);
  });

  fcTest.prop([fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 1000 })])(
    'an older debt is never in a younger bucket',
    (days, more) => {
      expect(AGED_BUCKETS.indexOf(agedBucket(days + more))).toBeGreaterThanOrEqual(AGED_BUCKETS.indexOf(agedBucket(days)));
    },
  );
});

describe('what is outstanding', () => {
  it('is gross less payments and applied credit on an issued invoice waiting for payment; nothing otherwise', () => {
    const inv = { kind: 'invoice', status: 'pending_payment', grossPence: 12_000, paidPence: 4_000, creditedPence: 1_000 };
    expect(outstandingPence(inv)).toBe(7_000);
    expect(outstandingPence({ ...inv, status: 'payment_pending' })).toBe(7_000);
    expect(outstandingPence({ ...inv, status: 'paid' })).toBe(0);
    expect(outstandingPence({ ...inv, status: 'void' })).toBe(0);
    expect(outstandingPence({ ...inv, status: 'open' })).toBe(0);
    expect(outstandingPence({ ...inv, kind: 'credit_note', grossPence: -6_000 })).toBe(0);
    expect(outstandingPence({ ...inv, paidPence: 13_000 })).toBe(0);
  });

  fcTest.prop([fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 })])(
    'never negative, never more than the gross, and with what was paid and credited makes the gross when not overpaid',
    (gross, paid, credited) => {
      const due = outstandingPence({ kind: 'invoice', status: 'pending_payment', grossPence: gross, paidPence: paid, creditedPence: credited });
      expect(due).toBeGreaterThanOrEqual(0);
      expect(due).toBeLessThanOrEqual(gross);
      if (paid + credited <= gross) expect(due + paid + credited).toBe(gross);
    },
  );
});

describe('totals', () => {
  const rows = fc.array(fc.record({ bucket: fc.constantFrom(...AGED_BUCKETS), pence: fc.integer({ min: 0, max: 10_000_000 }) }), { maxLength: 60 });

  fcTest.prop([rows])('the total is the sum of the amounts, and of the buckets', (r) => {
    const { buckets, total } = bucketTotals(r);
    expect(total).toBe(r.reduce((s, x) => s + x.pence, 0));
    for (const b of AGED_BUCKETS) expect(buckets[b]).toBe(r.filter((x) => x.bucket === b).reduce((s, x) => s + x.pence, 0));
  });

  fcTest.prop([fc.array(rows, { maxLength: 10 })])('payers’ totals add up to the report’s, however the rows are split among payers', (payers) => {
    const all = bucketTotals(payers.flat());
    expect(addBuckets(payers.map((p) => bucketTotals(p).buckets))).toEqual(all);
  });
});

describe('the payer reminder e-mail', () => {
  it('lists each unpaid invoice with what is due and how late, the total and the pay link', () => {
    const mail = payerReminderMail({
      payer: 'Acme Ltd',
      operator: 'Demo Spaces',
      invoices: [
        { name: 'INV-0001', due: '01-09-2026', days: 87, duePence: 12_000, reference: 'REF1' },
        { name: 'INV-0002', due: '27-11-2026', days: 0, duePence: 550, reference: null },
        { name: 'INV-0003', due: '30-11-2026', days: -3, duePence: 1_000, reference: null },
      ],
      payUrl: 'https://x.test/portal/demo/invoices',
    });
    expect(mail.subject).toBe('Reminder: £135.50 unpaid to Demo Spaces');
    expect(mail.text).toContain('- INV-0001: £120.00 (87 days overdue), reference REF1');
    expect(mail.text).toContain('- INV-0002: £5.50 (due today)');
    expect(mail.text).toContain('- INV-0003: £10.00 (due 30-11-2026)');
    expect(mail.text).toContain('View and pay online: https://x.test/portal/demo/invoices');
  });
});
