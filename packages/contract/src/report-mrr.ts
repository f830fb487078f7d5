/**
 * Recurring revenue (issue 31, report 1): the definitions, written once. The API aggregates the same rules in SQL
 * (modules/reports/mrr-*.ts); the reference functions here are what the unit, property and API tests compare it with.
 *
 * - A membership's MRR is what the billing run invoices for one whole month of it (billing.ts membershipDue over a full
 *   period = its own base price × units), net of VAT under the operator's "prices include VAT" setting (money.ts
 *   catalogueLine, as billing-plan amountsOf) — never the plan's list price. A prorated month counts at that monthly
 *   price: MRR is a month-end snapshot.
 * - A membership counts at a month's end when its status bills (active, finished, pending payment), its first day is on
 *   or before the month's last day and its last day (none: open-ended; an active recurrent one renews) is on or after it.
 * - A customer is the member (else the team, else the membership alone). Movements compare each customer's MRR at the
 *   previous month's end (opening) with this month's end (closing): from nothing → new (first time ever) or
 *   reactivation (had MRR before); up → expansion; down → contraction; to nothing → churn.
 */
import { lineTotals, catalogueLine, DEFAULT_VAT } from './money.ts';
import { shiftMonth } from './billing.ts';
import { monthEnd } from './reports.ts';

/** The net monthly amount of one membership (pence): a full billing month of price × units, net of VAT. */
export function membershipMrrPence(basePricePence: number, units: number, pricesIncludeVat: boolean): number {
  const monthPence = basePricePence * Math.max(1, units);
  return lineTotals(catalogueLine(monthPence, 1, DEFAULT_VAT, pricesIncludeVat)).net;
}

/** The statuses whose months the billing run bills (billing-run's BILLABLE_STATUSES). */
export const MRR_STATUSES = ['active', 'finished', 'pending_payment'] as const;

/** The last day a membership runs: an active recurrent membership renews, so its end is no stop (as the billing run). */
export function mrrLastDay(endDay: string | null, recurrent: boolean, status: string): string | null {
  return recurrent && status === 'active' ? null : endDay;
}

export interface MrrMembership {
  /** Member, else team, else the membership itself: whose MRR moves. */
  customer: string;
  category: string;
  /** Net monthly pence (membershipMrrPence). */
  mrrPence: number;
  /** First day, and last day (null = open-ended), in the office's days. */
  start: string;
  end: string | null;
  status: string;
}

/** Whether a membership counts at the end of a month ('YYYY-MM'). */
export function runsAtMonthEnd(m: Pick<MrrMembership, 'start' | 'end' | 'status'>, month: string): boolean {
  const last = monthEnd(`${month}-01`);
  return (MRR_STATUSES as readonly string[]).includes(m.status) && m.start <= last && (m.end === null || m.end >= last);
}

export const MRR_MOVEMENTS = ['new', 'expansion', 'contraction', 'churn', 'reactivation'] as const;
export type MrrMovementKind = (typeof MRR_MOVEMENTS)[number];
export const MRR_MOVEMENT_LABELS: Record<MrrMovementKind, string> = {
  new: 'New',
  expansion: 'Expansion',
  contraction: 'Contraction',
  churn: 'Churn',
  reactivation: 'Reactivation',
};

/**
 * One customer's movement in a month: the kind and its signed pence (contraction and churn negative), or null when
 * the MRR did not change. `seenBefore`: the customer had MRR at some earlier month end.
 */
export function mrrMovement(opening: number, closing: number, seenBefore: boolean): { kind: MrrMovementKind; pence: number } | null {
  if (opening === closing) return null;
  const pence = closing - opening;
  if (opening === 0) return { kind: seenBefore ? 'reactivation' : 'new', pence };
  if (closing === 0) return { kind: 'churn', pence };
  return { kind: pence > 0 ? 'expansion' : 'contraction', pence };
}

export interface MrrMonthFigures {
  month: string;
  openingPence: number;
  newPence: number;
  expansionPence: number;
  contractionPence: number;
  churnPence: number;
  reactivationPence: number;
  closingPence: number;
  /** Customers with MRR at the opening and at the closing; customers lost (churned) during the month. */
  openingCustomers: number;
  closingCustomers: number;
  churnedCustomers: number;
}

const MOVEMENT_FIELD = {
  new: 'newPence',
  expansion: 'expansionPence',
  contraction: 'contractionPence',
  churn: 'churnPence',
  reactivation: 'reactivationPence',
} as const satisfies Record<MrrMovementKind, keyof MrrMonthFigures>;

/** Each customer's MRR at a month's end. */
export function customerMrrAt(memberships: readonly MrrMembership[], month: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of memberships) if (runsAtMonthEnd(m, month)) out.set(m.customer, (out.get(m.customer) ?? 0) + m.mrrPence);
  // A customer counts while their MRR is above nothing (a free membership alone is no recurring revenue).
  for (const [c, pence] of out) if (pence <= 0) out.delete(c);
  return out;
}

/**
 * The reference MRR table of consecutive months (oldest first): opening = the previous month's closing, each
 * customer's movement classified by mrrMovement; "seen before" looks at every month end back to the first membership.
 */
export function mrrTable(memberships: readonly MrrMembership[], months: readonly string[]): MrrMonthFigures[] {
  if (!months.length) return [];
  const earliest = memberships.reduce((min, m) => (m.start.slice(0, 7) < min ? m.start.slice(0, 7) : min), months[0]!);
  const seen = new Set<string>();
  for (let mo = earliest; mo < shiftMonth(months[0]!, -1); mo = shiftMonth(mo, 1)) for (const c of customerMrrAt(memberships, mo).keys()) seen.add(c);
  let before = customerMrrAt(memberships, shiftMonth(months[0]!, -1));
  for (const c of before.keys()) seen.add(c);
  return months.map((month) => {
    const after = customerMrrAt(memberships, month);
    const row: MrrMonthFigures = {
      month,
      openingPence: sum(before.values()),
      newPence: 0,
      expansionPence: 0,
      contractionPence: 0,
      churnPence: 0,
      reactivationPence: 0,
      closingPence: sum(after.values()),
      openingCustomers: before.size,
      closingCustomers: after.size,
      churnedCustomers: 0,
    };
    for (const c of new Set([...before.keys(), ...after.keys()])) {
      const move = mrrMovement(before.get(c) ?? 0, after.get(c) ?? 0, seen.has(c));
      if (!move) continue;
      row[MOVEMENT_FIELD[move.kind]] += move.pence;
      if (move.kind === 'churn') row.churnedCustomers += 1;
    }
    for (const c of after.keys()) seen.add(c);
    before = after;
    return row;
  });
}

/** opening + new + expansion + reactivation + contraction + churn (the last two negative): must equal closing. */
export const mrrMovementsTotal = (r: MrrMonthFigures) =>
  r.openingPence + r.newPence + r.expansionPence + r.reactivationPence + r.contractionPence + r.churnPence;

function sum(values: Iterable<number>): number {
  let s = 0;
  for (const v of values) s += v;
  return s;
}
