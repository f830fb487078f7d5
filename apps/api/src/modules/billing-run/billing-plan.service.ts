/** What a billing run would write (read-only): the plan per team, and its preview in the API's shape. */
import {
  BILLING_MESSAGES,
  DEFAULT_VAT,
  billingKind,
  billingLineName,
  billingPeriod,
  catalogueLine,
  isoDayInZone,
  lineTotals,
  membershipDue,
  toPounds,
  type BillingKind,
  type BillingPeriod,
  type BillingPreview,
} from '@clubspace/contract';
import type { Executor } from '../../db/client.ts';
import { operatorPaymentTerms, operatorPricesIncludeVat } from '../invoice-settings/invoice-settings.repo.ts';
import {
  BILLABLE_STATUSES,
  candidateMemberships,
  type MembershipScope,
  periodCharges,
  teamsWithData,
  type MembershipRow,
  type TeamBilling,
} from './billing-run.repo.ts';

export interface PlannedLine {
  membership: MembershipRow;
  planId: number | null;
  planName: string;
  kind: BillingKind;
  days: number;
  periodDays: number;
  amountPence: number;
  name: string;
  revision: number;
}
export interface PlannedTeam {
  team: TeamBilling & { data: NonNullable<TeamBilling['data']> };
  lines: PlannedLine[];
}
export interface Skipped {
  team: { slug: string; name: string } | null;
  membership: string | null;
  reason: string;
}
export interface BillingPlan {
  month: string;
  period: BillingPeriod;
  teams: PlannedTeam[];
  skipped: Skipped[];
  /** The operator's setting (issue 23): plan prices include VAT, so a line's amount is its gross. */
  pricesIncludeVat: boolean;
  /** Days from the period's first day to a new invoice's due date (invoice settings). */
  paymentTermsDays: number;
}

/** A planned line's amounts: the plan's (prorated) price as a catalogue price under the operator's VAT setting. */
export const amountsOf = (plan: Pick<BillingPlan, 'pricesIncludeVat'>, l: Pick<PlannedLine, 'amountPence'>) =>
  catalogueLine(l.amountPence, 1, DEFAULT_VAT, plan.pricesIncludeVat);

/** The membership's terms in its office's days: recurrent active memberships renew (their end is not a stop). */
function termsOf(m: MembershipRow) {
  const start = isoDayInZone(m.start, m.timeZone);
  const renews = m.recurrent && m.status === 'active';
  return {
    pricePence: m.pricePence,
    units: m.units,
    start,
    end: m.end && !renews ? isoDayInZone(m.end, m.timeZone) : null,
    freeDays: m.freeDays,
    billable: (BILLABLE_STATUSES as readonly string[]).includes(m.status),
  };
}

/**
 * The lines a membership owes for the period now: what is due (prorated, after free days) minus what its live charges
 * already billed. Charges billed under another plan are credited in full; the current plan's difference becomes a
 * charge (first line of the period), an extra or a credit.
 */
export function planMembership(
  m: MembershipRow,
  period: BillingPeriod,
  month: string,
  charges: { planId: number | null; planName: string | null; amountPence: number; days: number; live: boolean; revision: number }[],
): PlannedLine[] {
  const due = membershipDue(termsOf(m), period);
  const live = charges.filter((c) => c.live);
  let revision = charges.reduce((max, c) => Math.max(max, c.revision), 0);
  const out: PlannedLine[] = [];
  const planName = m.planName ?? 'Membership';
  // Billed under another plan: credited whole.
  const otherPlans = new Map<number | null, { name: string; pence: number; days: number }>();
  for (const c of live) {
    if (c.planId === m.planId) continue;
    const o = otherPlans.get(c.planId) ?? { name: c.planName ?? 'Membership', pence: 0, days: 0 };
    o.pence += c.amountPence;
    o.days += c.days;
    otherPlans.set(c.planId, o);
  }
  for (const [planId, o] of otherPlans) {
    if (o.pence === 0) continue;
    out.push({
      membership: m,
      planId,
      planName: o.name,
      kind: 'credit',
      days: Math.abs(o.days),
      periodDays: period.days,
      amountPence: -o.pence,
      name: billingLineName(o.name, month, Math.abs(o.days) || period.days, period.days, 'credit'),
      revision: ++revision,
    });
  }
  const mine = live.filter((c) => c.planId === m.planId);
  const billed = mine.reduce((s, c) => s + c.amountPence, 0);
  const billedDays = mine.reduce((s, c) => s + c.days, 0);
  const diff = due.pence - billed;
  if (diff !== 0) {
    // The first line under the membership's current plan is its charge; later ones adjust it.
    const kind = billingKind(diff, mine.length === 0);
    const days = kind === 'charge' ? due.days : Math.abs(due.days - billedDays) || due.days;
    out.push({
      membership: m,
      planId: m.planId,
      planName,
      kind,
      days,
      periodDays: period.days,
      amountPence: diff,
      name: billingLineName(planName, month, days, period.days, kind),
      revision: revision + 1,
    });
  }
  return out;
}

/** What a run for the month would write now (read-only): per team the lines, and what cannot be billed and why. */
export async function planBilling(
  db: Executor,
  clientId: number,
  month: string,
  officeIds: number[] | null,
  scope: MembershipScope = null,
): Promise<BillingPlan> {
  const period = billingPeriod(month);
  const [rows, pricesIncludeVat, paymentTermsDays] = await Promise.all([
    candidateMemberships(db, clientId, period, officeIds, scope),
    operatorPricesIncludeVat(db, clientId),
    operatorPaymentTerms(db, clientId),
  ]);
  const charges = await periodCharges(
    db,
    clientId,
    period.start,
    rows.map((r) => r.id),
  );
  const byMembership = new Map<number, typeof charges>();
  for (const c of charges) byMembership.set(c.membershipId, [...(byMembership.get(c.membershipId) ?? []), c]);
  const teams = await teamsWithData(db, clientId, [...new Set(rows.map((r) => r.teamId).filter((t): t is number => t !== null))]);

  const planned = new Map<number, PlannedTeam>();
  const skipped: Skipped[] = [];
  const skippedTeams = new Set<number>();
  for (const m of rows) {
    const lines = planMembership(m, period, month, byMembership.get(m.id) ?? []);
    if (!lines.length) continue;
    const team = m.teamId === null ? undefined : teams.get(m.teamId);
    if (!team) {
      skipped.push({ team: null, membership: m.slug, reason: BILLING_MESSAGES.noTeam });
      continue;
    }
    if (!team.data) {
      if (!skippedTeams.has(team.id))
        skipped.push({ team: { slug: team.slug, name: team.name }, membership: null, reason: BILLING_MESSAGES.noInvoiceData });
      skippedTeams.add(team.id);
      continue;
    }
    const entry = planned.get(team.id) ?? { team: team as PlannedTeam['team'], lines: [] };
    entry.lines.push(...lines);
    planned.set(team.id, entry);
  }
  return {
    month,
    period,
    teams: [...planned.values()].sort((a, b) => a.team.name.localeCompare(b.team.name)),
    skipped,
    pricesIncludeVat,
    paymentTermsDays,
  };
}

/** GET /api/billing-runs/preview in the API's shape (pounds). */
export function toPreview(plan: BillingPlan): BillingPreview {
  let net = 0;
  let gross = 0;
  let lines = 0;
  const teams = plan.teams.map((t) => {
    const totals = t.lines.map((l) => lineTotals(amountsOf(plan, l)));
    const ls = t.lines.map((l, k) => ({
      membership: l.membership.slug,
      member: l.membership.memberName,
      plan: l.planName,
      name: l.name,
      kind: l.kind,
      days: l.days,
      period_days: l.periodDays,
      amount: toPounds(totals[k].net),
      vat: DEFAULT_VAT,
      gross: toPounds(totals[k].gross),
    }));
    const tNet = totals.reduce((s, l) => s + l.net, 0);
    const tGross = totals.reduce((s, l) => s + l.gross, 0);
    net += tNet;
    gross += tGross;
    lines += ls.length;
    return {
      team: { slug: t.team.slug, name: t.team.name },
      invoice_data: { slug: t.team.data.slug, name: t.team.data.name },
      lines: ls,
      net: toPounds(tNet),
      gross: toPounds(tGross),
    };
  });
  return {
    month: plan.month,
    period: plan.period,
    teams,
    skipped: plan.skipped,
    invoices: teams.length,
    lines,
    net: toPounds(net),
    gross: toPounds(gross),
  };
}
