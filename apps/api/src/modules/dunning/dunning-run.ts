import {
  DEFAULT_DUNNING_RULES,
  DEFAULT_TIME_ZONE,
  DUNNING_DAY_MAX,
  DUNNING_DAY_MIN,
  DUNNING_CATCH_UP_DAYS,
  dunningActions,
  dunningStepKey,
  isoDayInZone,
  LATE_FEE_VAT,
  lateFeeLineName,
  lateFeeNote,
  reminderDayLabel,
  addDaysIso,
  type DunningRules,
} from '@clubspace/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invoiceEvents, invoiceLines, invoices } from '../../db/schema/index.ts';
import { addTrailLine } from '../invoices/invoice-trail.service.ts';
import { lockTeamDrafts } from '../invoices/invoice-locks.ts';
import { rulesOfRow } from './dunning-settings.repo.ts';
import { queueRetry } from './dunning-retries.ts';

/** Who the events name as the author of an automatic step. */
export const CHASING_AUTHOR = 'Automatic chasing';

type Candidate = {
  id: number;
  client_id: number;
  name: string;
  team_id: number;
  office_id: number | null;
  day: number;
  due_pence: number;
  email_contact: string | null;
  last_reminder: number | null;
  fee_charged: boolean;
  hold_recorded: boolean;
  has_rules: boolean;
  enabled: boolean | null;
  reminder_days: number[] | string | null;
  late_fee: string | null;
  late_fee_pence: number | null;
  late_fee_basis_points: number | null;
  late_fee_after_days: number | null;
  hold_after_days: number | null;
};

/** A reminder claimed by this run: the e-mail to send after the commit. */
export interface ClaimedReminder {
  invoiceId: number;
  clientId: number;
  step: number;
  to: string;
}

export interface DunningClaims {
  reminders: ClaimedReminder[];
  /** Reminders recorded without an e-mail (no contact address). */
  unsent: number;
  fees: { invoiceId: number; pence: number }[];
  holds: number[];
  /** Invoices whose next collection attempt this run queued (a reminder day after the due date, a saved method). */
  retries: number[];
}

/** PostgreSQL hands an int[] back as an array, PGlite sometimes as '{-3,0,3}'. */
const intArray = (v: number[] | string | null): number[] =>
  Array.isArray(v) ? v.map(Number) : v ? v.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number) : [];

function rulesOf(c: Candidate): DunningRules {
  if (!c.has_rules) return DEFAULT_DUNNING_RULES;
  return rulesOfRow({
    enabled: !!c.enabled,
    reminderDays: intArray(c.reminder_days),
    lateFee: c.late_fee ?? 'none',
    lateFeePence: c.late_fee_pence === null ? null : Number(c.late_fee_pence),
    lateFeeBasisPoints: c.late_fee_basis_points === null ? null : Number(c.late_fee_basis_points),
    lateFeeAfterDays: Number(c.late_fee_after_days ?? DEFAULT_DUNNING_RULES.lateFeeAfterDays),
    holdAfterDays: c.hold_after_days === null ? null : Number(c.hold_after_days),
  });
}

/**
 * Every issued invoice still waiting for payment, of an operator with chasing on, whose due date is near enough to
 * `now` for a step (−60…365 days, plus the catch-up), with where its chasing stands (the events already recorded).
 */
async function candidates(tx: Executor, now: Date, clientId?: number): Promise<Candidate[]> {
  const operator = clientId === undefined ? sql`` : sql`and i.client_id = ${clientId}`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const utcToday = isoDayInZone(now, 'UTC');
  const from = addDaysIso(utcToday, -(DUNNING_DAY_MAX + DUNNING_CATCH_UP_DAYS + 2));
  const to = addDaysIso(utcToday, -DUNNING_DAY_MIN + 2);
  const { rows } = await tx.execute<Candidate>(sql`
    select i.id, i.client_id, i.name, i.team_id, i.office_id,
      (${at} at time zone coalesce(o.time_zone, ${DEFAULT_TIME_ZONE}))::date - i.date_due as day,
      abs(i.gross_price_pence) - i.paid_pence - i.credited_pence as due_pence,
      nullif(trim(d.email_contact), '') as email_contact,
      (select max(substring(e.step_key from '^reminder:(-?[0-9]+)$')::int) from invoice_events e where e.invoice_id = i.id and e.step_key like 'reminder:%') as last_reminder,
      exists (select 1 from invoice_events e where e.invoice_id = i.id and e.step_key = ${dunningStepKey.lateFee}) as fee_charged,
      exists (select 1 from invoice_events e where e.invoice_id = i.id and e.step_key = ${dunningStepKey.hold}) as hold_recorded,
      ds.client_id is not null as has_rules, ds.enabled, ds.reminder_days, ds.late_fee, ds.late_fee_pence, ds.late_fee_basis_points,
      ds.late_fee_after_days, ds.hold_after_days
    from invoices i
    join clients c on c.id = i.client_id and c.role <> 'pending'
    left join dunning_settings ds on ds.client_id = i.client_id
    left join offices o on o.id = i.office_id
    left join invoice_datas d on d.id = i.invoice_data_id
    where (ds.client_id is null or ds.enabled)
      and i.kind = 'invoice' and i.status in ('pending_payment', 'payment_pending') and i.issued_at is not null
      and i.team_id is not null and i.date_due between ${from}::date and ${to}::date
      ${operator}
    order by i.team_id, i.id`);
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    client_id: Number(r.client_id),
    team_id: Number(r.team_id),
    day: Number(r.day),
    due_pence: Number(r.due_pence),
  }));
}

const event = (c: Candidate, now: Date, kind: 'auto_reminder' | 'late_fee' | 'on_hold', stepKey: string, note: string, to: string | null = null) => ({
  clientId: c.client_id,
  invoiceId: c.id,
  kind,
  toEmail: to,
  byName: CHASING_AUTHOR,
  createdAt: now,
  stepKey,
  note,
});

/**
 * The late fee of an overdue invoice, once: under the team's draft lock (lock order level 2, before the draft's row),
 * re-checked, the fee as a line (VAT 0 %) on the team's draft for today's month — a new draft when it has none, never
 * the overdue invoice — and the step recorded on the overdue invoice. The step's unique index is the last guard: a
 * second fee would fail the transaction rather than be kept.
 */
async function chargeLateFee(tx: Executor, c: Candidate, pence: number, now: Date): Promise<boolean> {
  await lockTeamDrafts(tx, c.team_id);
  const [done] = await tx
    .select({ id: invoiceEvents.id })
    .from(invoiceEvents)
    .where(and(eq(invoiceEvents.invoiceId, c.id), eq(invoiceEvents.stepKey, dunningStepKey.lateFee)));
  if (done) return false;
  const [office] = c.office_id
    ? (await tx.execute<{ time_zone: string | null }>(sql`select time_zone from offices where id = ${c.office_id}`)).rows
    : [];
  const day = isoDayInZone(now, office?.time_zone || DEFAULT_TIME_ZONE);
  const lineId = await addTrailLine(tx, {
    clientId: c.client_id,
    teamId: c.team_id,
    officeId: c.office_id,
    paymentType: 'work',
    name: lateFeeLineName(c.name),
    day,
    unitPricePence: pence,
    vat: LATE_FEE_VAT,
    pricesIncludeVat: false,
    paid: false,
  });
  const [draft] = await tx
    .select({ name: invoices.name })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(eq(invoiceLines.id, lineId));
  await tx.insert(invoiceEvents).values(event(c, now, 'late_fee', dunningStepKey.lateFee, lateFeeNote(pence, draft?.name ?? '')));
  return true;
}

/** Records a step once (the unique index): true when this run recorded it. */
async function claimStep(tx: Executor, values: ReturnType<typeof event>): Promise<boolean> {
  const rows = await tx.insert(invoiceEvents).values(values).onConflictDoNothing().returning({ id: invoiceEvents.id });
  return rows.length > 0;
}

/**
 * One pass of the chasing rules over every due invoice, inside the caller's transaction: late fees first (they take
 * team locks, level 2 of the lock order), then the reminder and hold steps (event rows only). Returns what it claimed;
 * the e-mails go out after the commit.
 */
export async function claimDunningSteps(tx: Executor, now: Date, clientId?: number): Promise<DunningClaims> {
  const claims: DunningClaims = { reminders: [], unsent: 0, fees: [], holds: [], retries: [] };
  const planned = (await candidates(tx, now, clientId)).map((c) => ({
    c,
    actions: dunningActions(rulesOf(c), c.day, {
      lastReminder: c.last_reminder === null ? null : Number(c.last_reminder),
      feeCharged: !!c.fee_charged,
      holdRecorded: !!c.hold_recorded,
      duePence: c.due_pence,
    }),
  }));
  for (const { c, actions } of planned) {
    if (actions.feePence > 0 && (await chargeLateFee(tx, c, actions.feePence, now))) claims.fees.push({ invoiceId: c.id, pence: actions.feePence });
  }
  for (const { c, actions } of planned) {
    if (actions.reminder !== null) {
      const label = reminderDayLabel(actions.reminder);
      const to = c.email_contact;
      const note = to ? label : `${label}: not sent, the invoice data has no contact e-mail`;
      if (await claimStep(tx, event(c, now, 'auto_reminder', dunningStepKey.reminder(actions.reminder), note, to))) {
        if (to) claims.reminders.push({ invoiceId: c.id, clientId: c.client_id, step: actions.reminder, to });
        else claims.unsent++;
        if (await queueRetry(tx, { id: c.id, clientId: c.client_id, teamId: c.team_id }, actions.reminder)) claims.retries.push(c.id);
      }
    }
    if (actions.hold) {
      const rules = rulesOf(c);
      const note = `More than ${rules.holdAfterDays} days overdue: the portal refuses the payer's new bookings until it is paid`;
      if (await claimStep(tx, event(c, now, 'on_hold', dunningStepKey.hold, note))) claims.holds.push(c.id);
    }
  }
  return claims;
}
