import { shiftMonth, type BillingRunResult } from '@clubspace/contract';
import fc from 'fast-check';
import { apiSend, expectStatus, violation, type Model, type Real } from './model.ts';
import { LedgerCommand } from './step.ts';

/**
 * The membership billing run for this month or the next, optionally twice in a row: the second run must bill nothing
 * for the sequence's teams (idempotent), and the membership is then billed exactly what it owes (billing-check.ts).
 */
export interface BillingParams {
  /** 0 this month, 1 next month. */
  month: 0 | 1;
  twice: boolean;
}
export const billingParams: fc.Arbitrary<BillingParams> = fc.record({ month: fc.constantFrom<BillingParams['month']>(0, 1), twice: fc.boolean() });

export class BillingRunCommand extends LedgerCommand<BillingParams> {
  readonly name = 'billing-run';
  async act(model: Model, r: Real) {
    const month = shiftMonth(r.run.today.slice(0, 7), this.params.month);
    const first = await apiSend(r, 'POST', '/api/billing-runs/', { month });
    if (!expectStatus(first, [200], `billing run ${month}`)) return;
    model.billedMonths.add(month);
    if (!this.params.twice) return;
    const again = await apiSend(r, 'POST', '/api/billing-runs/', { month });
    if (!expectStatus(again, [200], `second billing run ${month}`)) return;
    const mine = new Set([r.seq.member.team, r.seq.guest.team]);
    const billed = (again.json() as BillingRunResult).invoices.filter((i) => mine.has(i.team.slug) && i.lines > 0);
    if (billed.length) violation('billing-run', `a second run for ${month} billed again: ${JSON.stringify(billed)}`);
  }
}
