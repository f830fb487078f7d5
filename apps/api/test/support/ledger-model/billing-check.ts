import { billingPeriod, membershipDue } from '@clubspace/contract';
import { PLAN_PRICE_PENCE } from './fixtures.ts';
import { lineAmount, type Ledger } from './ledger.ts';
import { violation, type Model, type Real } from './model.ts';

/**
 * After a billing run for a month, the member team's membership is billed exactly what it owes for it: the live lines
 * of its charges sum to the contract's membershipDue (a recurrent membership from the first of the run's month).
 */
export function checkBilling(model: Model, r: Real, ledger: Ledger) {
  if (!model.billedMonths.size) return;
  const lines = new Map(ledger.lines.map((l) => [l.id, l]));
  const start = `${r.run.today.slice(0, 8)}01`;
  for (const month of model.billedMonths) {
    const period = billingPeriod(month);
    const due = membershipDue({ pricePence: PLAN_PRICE_PENCE, units: 1, start, end: null, freeDays: 0, billable: true }, period).pence;
    const billed = ledger.charges
      .filter((c) => c.membership_id === r.seq.member.membershipId && c.period_start === period.start)
      .map((c) => (c.invoice_line_id === null ? undefined : lines.get(c.invoice_line_id)))
      .filter((l) => l !== undefined && l.status !== 'void')
      .reduce((s, l) => s + lineAmount(l!), 0);
    if (billed !== due)
      violation('billing-run', `membership of ${r.seq.member.team} for ${month}: owes ${due}p, its live billing lines bill ${billed}p`);
  }
}
