/**
 * Chasing unpaid invoices (dunning, issue 27 flow 5): the operator's schedule (Account → Invoicing), and the pure
 * arithmetic the job and the portal share — which reminder is due on a day, the late fee in pence, the hold decision.
 * Days are counted from the invoice's due date in the invoice office's zone: -3 is three days before, 0 the due date,
 * 7 a week after (daysFromDue).
 */
import { z } from 'zod';
import { formatPence, toPence, toPounds } from './money.ts';

export const DUNNING_MESSAGES = {
  saved: 'Chasing settings saved',
  onHold: (invoice: string, days: number) =>
    `Your account is on hold: invoice ${invoice} is ${days} day${days === 1 ? '' : 's'} overdue. Pay it under Invoices, or ask the front desk, to book again`,
  daysInvalid: `Each reminder day must be a whole number from ${-60} to 365`,
  tooManyDays: 'At most 10 reminders',
  feeKindRequired: 'Choose no late fee, a fixed amount or a percentage',
  feeAmountRequired: 'Enter the late fee amount',
  feeAmountInvalid: 'The late fee must be more than £0.00 and at most £10,000.00',
  feePercentRequired: 'Enter the late fee percentage',
  feePercentInvalid: 'The percentage must be more than 0 and at most 100, with at most 2 decimals',
  feeDaysInvalid: 'The late fee day must be a whole number from 1 to 365',
  holdDaysInvalid: 'On hold after must be a whole number of days from 0 (never) to 365',
} as const;

/** Reminder days relative to the due date; the range of each. */
export const DUNNING_DAY_MIN = -60;
export const DUNNING_DAY_MAX = 365;
export const DUNNING_MAX_REMINDERS = 10;
export const LATE_FEE_MAX_PENCE = 1_000_000;
/**
 * A step whose day passed more than this many days ago is skipped, not sent late: turning chasing on (or a job that
 * was down for a while) never e-mails old invoices a pile of reminders, and a late fee is never charged backwards.
 */
export const DUNNING_CATCH_UP_DAYS = 7;

export const LATE_FEE_KINDS = ['none', 'fixed', 'percent'] as const;
export type LateFeeKind = (typeof LATE_FEE_KINDS)[number];
export const LATE_FEE_KIND_LABELS: Record<LateFeeKind, string> = {
  none: 'No late fee',
  fixed: 'Fixed amount',
  percent: 'Percentage of the overdue amount',
};

/**
 * What an operator that never saved the card has: chasing on (a new operator gets reminders 3 days before the due
 * date, on it, then 3, 7 and 14 days after), no late fee, on hold after 30 days overdue.
 */
export const DUNNING_DEFAULTS = {
  enabled: true,
  reminder_days: [-3, 0, 3, 7, 14],
  late_fee: 'none' as LateFeeKind,
  late_fee_amount: null as number | null,
  late_fee_percent: null as number | null,
  late_fee_after_days: 7,
  hold_after_days: 30 as number | null,
};

/** The settings as the server keeps and the job reads them (pence and basis points). */
export interface DunningRules {
  enabled: boolean;
  reminderDays: number[];
  lateFee: LateFeeKind;
  lateFeePence: number | null;
  /** Hundredths of a percent: 250 = 2.5 %. */
  lateFeeBasisPoints: number | null;
  lateFeeAfterDays: number;
  /** null or 0: never on hold. */
  holdAfterDays: number | null;
}

export const DEFAULT_DUNNING_RULES: DunningRules = {
  enabled: DUNNING_DEFAULTS.enabled,
  reminderDays: DUNNING_DEFAULTS.reminder_days,
  lateFee: 'none',
  lateFeePence: null,
  lateFeeBasisPoints: null,
  lateFeeAfterDays: DUNNING_DEFAULTS.late_fee_after_days,
  holdAfterDays: DUNNING_DEFAULTS.hold_after_days,
};

const M = DUNNING_MESSAGES;
const wholeDays = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);

/** GET /api/dunning-settings/ (amounts in pounds, the percentage as a number). */
export const dunningSettings = z.object({
  enabled: z.boolean(),
  reminder_days: z.array(z.number().int()),
  late_fee: z.enum(LATE_FEE_KINDS),
  late_fee_amount: z.number().nullable(),
  late_fee_percent: z.number().nullable(),
  late_fee_after_days: z.number().int(),
  hold_after_days: z.number().int().nullable(),
});
export type DunningSettings = z.infer<typeof dunningSettings>;

/** PUT /api/dunning-settings/: the whole card. Reminder days are sorted and de-duplicated; the fee's other field is cleared. */
export const dunningSettingsUpdate = z
  .object({
    enabled: z.boolean(),
    reminder_days: z
      .array(wholeDays(DUNNING_DAY_MIN, DUNNING_DAY_MAX, M.daysInvalid), { error: M.daysInvalid })
      .max(DUNNING_MAX_REMINDERS, M.tooManyDays)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    late_fee: z.enum(LATE_FEE_KINDS, { error: M.feeKindRequired }),
    late_fee_amount: z.number({ error: M.feeAmountInvalid }).nullish(),
    late_fee_percent: z.number({ error: M.feePercentInvalid }).nullish(),
    late_fee_after_days: wholeDays(1, DUNNING_DAY_MAX, M.feeDaysInvalid),
    hold_after_days: wholeDays(0, DUNNING_DAY_MAX, M.holdDaysInvalid).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.late_fee === 'fixed') {
      if (v.late_fee_amount === undefined || v.late_fee_amount === null)
        ctx.addIssue({ code: 'custom', path: ['late_fee_amount'], message: M.feeAmountRequired });
      else if (!(toPence(v.late_fee_amount) > 0 && toPence(v.late_fee_amount) <= LATE_FEE_MAX_PENCE))
        ctx.addIssue({ code: 'custom', path: ['late_fee_amount'], message: M.feeAmountInvalid });
    }
    if (v.late_fee === 'percent') {
      if (v.late_fee_percent === undefined || v.late_fee_percent === null)
        ctx.addIssue({ code: 'custom', path: ['late_fee_percent'], message: M.feePercentRequired });
      else if (!(
        v.late_fee_percent > 0 &&
        v.late_fee_percent <= 100 &&
        Math.abs(v.late_fee_percent * 100 - Math.round(v.late_fee_percent * 100)) < 1e-6
      ))
        ctx.addIssue({ code: 'custom', path: ['late_fee_percent'], message: M.feePercentInvalid });
    }
  })
  .transform((v) => ({
    ...v,
    late_fee_amount: v.late_fee === 'fixed' ? (v.late_fee_amount ?? null) : null,
    late_fee_percent: v.late_fee === 'percent' ? (v.late_fee_percent ?? null) : null,
    hold_after_days: v.hold_after_days || null,
  }));
export type DunningSettingsUpdate = z.input<typeof dunningSettingsUpdate>;

/** The stored rules of a saved card. */
export function rulesOfSettings(v: z.output<typeof dunningSettingsUpdate>): DunningRules {
  return {
    enabled: v.enabled,
    reminderDays: v.reminder_days,
    lateFee: v.late_fee,
    lateFeePence: v.late_fee_amount === null ? null : toPence(v.late_fee_amount),
    lateFeeBasisPoints: v.late_fee_percent === null ? null : Math.round(v.late_fee_percent * 100),
    lateFeeAfterDays: v.late_fee_after_days,
    holdAfterDays: v.hold_after_days || null,
  };
}

/** The card of stored rules. */
export function settingsOfRules(r: DunningRules): DunningSettings {
  return {
    enabled: r.enabled,
    reminder_days: [...r.reminderDays].sort((a, b) => a - b),
    late_fee: r.lateFee,
    late_fee_amount: r.lateFeePence === null ? null : toPounds(r.lateFeePence),
    late_fee_percent: r.lateFeeBasisPoints === null ? null : r.lateFeeBasisPoints / 100,
    late_fee_after_days: r.lateFeeAfterDays,
    hold_after_days: r.holdAfterDays || null,
  };
}

// ---- Arithmetic ----

const DAY_MS = 86_400_000;

/** Whole days from the due date to today (both yyyy-MM-dd): negative before it, 0 on it, 1 the day after. */
export function daysFromDue(dateDue: string, today: string): number {
  return Math.round((Date.parse(`${today.slice(0, 10)}T00:00:00Z`) - Date.parse(`${dateDue.slice(0, 10)}T00:00:00Z`)) / DAY_MS);
}

/**
 * The reminder to send on `day` (days from due), or null: the latest scheduled day that has come, not more than
 * DUNNING_CATCH_UP_DAYS ago, and after the last reminder already sent. Reminders therefore go out in the schedule's
 * order, each at most once; days missed in between (the job was down) are skipped, not sent in a burst.
 */
export function reminderDue(schedule: readonly number[], day: number, lastSent: number | null): number | null {
  let pick: number | null = null;
  for (const step of schedule) {
    if (step > day || day - step > DUNNING_CATCH_UP_DAYS) continue;
    if (lastSent !== null && step <= lastSent) continue;
    if (pick === null || step > pick) pick = step;
  }
  return pick;
}

/** The late fee in pence on an overdue amount: the fixed amount, or the percentage rounded half-up; 0 when none. */
export function lateFeePence(rules: Pick<DunningRules, 'lateFee' | 'lateFeePence' | 'lateFeeBasisPoints'>, overduePence: number): number {
  if (overduePence <= 0) return 0;
  if (rules.lateFee === 'fixed') return Math.max(0, rules.lateFeePence ?? 0);
  if (rules.lateFee === 'percent') return Math.max(0, Math.floor((overduePence * (rules.lateFeeBasisPoints ?? 0) + 5000) / 10000));
  return 0;
}

/**
 * Whether to charge the late fee on `day`: never twice (`charged`), only once the fee's day has come and not more
 * than DUNNING_CATCH_UP_DAYS after it (no fee charged backwards when the rule is turned on), and only if it is > 0.
 */
export function lateFeeDue(rules: DunningRules, day: number, overduePence: number, charged: boolean): number {
  if (charged || !rules.enabled || rules.lateFee === 'none') return 0;
  if (day < rules.lateFeeAfterDays || day - rules.lateFeeAfterDays > DUNNING_CATCH_UP_DAYS) return 0;
  return lateFeePence(rules, overduePence);
}

/** On hold: chasing on, a hold day set (> 0), and the invoice more than that many days overdue. */
export function isOnHold(rules: Pick<DunningRules, 'enabled' | 'holdAfterDays'>, day: number): boolean {
  return rules.enabled && !!rules.holdAfterDays && rules.holdAfterDays > 0 && day > rules.holdAfterDays;
}

/** What the job does for one unpaid invoice on one day. */
export interface DunningActions {
  reminder: number | null;
  feePence: number;
  hold: boolean;
}

export function dunningActions(
  rules: DunningRules,
  day: number,
  state: { lastReminder: number | null; feeCharged: boolean; holdRecorded: boolean; duePence: number },
): DunningActions {
  if (!rules.enabled || state.duePence <= 0) return { reminder: null, feePence: 0, hold: false };
  return {
    reminder: reminderDue(rules.reminderDays, day, state.lastReminder),
    feePence: lateFeeDue(rules, day, state.duePence, state.feeCharged),
    hold: !state.holdRecorded && isOnHold(rules, day),
  };
}

// ---- Words ----

/** '3 days before the due date', 'on the due date', '7 days after the due date'. */
export function reminderDayLabel(day: number): string {
  if (day === 0) return 'on the due date';
  const n = Math.abs(day);
  return `${n} day${n === 1 ? '' : 's'} ${day < 0 ? 'before' : 'after'} the due date`;
}

/** The key of a step in the invoice's events (one per invoice: the database's unique index keeps it once). */
export const dunningStepKey = {
  reminder: (day: number) => `reminder:${day}`,
  lateFee: 'late_fee',
  hold: 'on_hold',
} as const;

/** The line on the payer's next invoice. Outside the scope of VAT (compensation, not a supply): 0 %. */
export const lateFeeLineName = (invoice: string) => `Late payment fee for invoice ${invoice}`;
export const LATE_FEE_VAT = 0;

/** Subject and body of an automatic reminder; the pay link when the portal shows invoices. */
export function dunningMail(v: {
  day: number;
  invoice: string;
  operator: string;
  due: string;
  amountDue: string;
  reference: string | null;
  payUrl: string | null;
}) {
  const state =
    v.day < 0 ? `is due on ${v.due}` : v.day === 0 ? 'is due today' : `was due on ${v.due} and is ${v.day} day${v.day === 1 ? '' : 's'} overdue`;
  const ref = v.reference ? `\nPlease quote the payment reference ${v.reference}.` : '';
  const pay = v.payUrl ? `\n\nView and pay it online: ${v.payUrl}` : '';
  return {
    subject:
      v.day < 0
        ? `Invoice ${v.invoice} from ${v.operator} is due on ${v.due}`
        : `Reminder: invoice ${v.invoice} from ${v.operator} ${v.day === 0 ? 'is due today' : 'is overdue'}`,
    text: `Hello,\n\nInvoice ${v.invoice} (${v.amountDue} to pay) ${state}. The invoice is attached as a PDF.${ref}${pay}\n\nIf you have paid it already, please ignore this message.\n\n${v.operator}`,
  };
}

/** The event note of a late fee: 'Late fee £5.00 on INV-0043'. */
export const lateFeeNote = (pence: number, draft: string) => `Late fee ${formatPence(pence)} on ${draft}`;

/** GET /api/dunning/holds: the operator's payers on hold (teams), for the badges. */
export const dunningHold = z.object({ team: z.string(), team_name: z.string(), invoice: z.string(), days_overdue: z.number().int() });
export type DunningHold = z.infer<typeof dunningHold>;
export const dunningHolds = z.object({ results: z.array(dunningHold) });
export const ON_HOLD_LABEL = 'On hold';
export const onHoldTitle = (h: Pick<DunningHold, 'invoice' | 'days_overdue'>) =>
  `On hold: ${h.invoice} is ${h.days_overdue} days overdue; the portal refuses new bookings until it is paid`;
