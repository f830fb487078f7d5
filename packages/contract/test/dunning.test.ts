import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DUNNING_RULES,
  DUNNING_CATCH_UP_DAYS,
  DUNNING_DEFAULTS,
  DUNNING_MESSAGES,
  daysFromDue,
  dunningActions,
  dunningMail,
  dunningSettingsUpdate,
  isOnHold,
  lateFeeDue,
  lateFeePence,
  reminderDayLabel,
  reminderDue,
  rulesOfSettings,
  settingsOfRules,
  type DunningRules,
} from '../src/index.ts';

const schedule = fc.uniqueArray(fc.integer({ min: -60, max: 365 }), { maxLength: 10 });
/** Days the job ran on: any increasing sequence, with gaps (days it was down) and repeats (several runs a day). */
const runDays = fc.array(fc.integer({ min: -70, max: 400 }), { maxLength: 60 }).map((d) => d.sort((a, b) => a - b));
const rules = fc.record({
  enabled: fc.boolean(),
  reminderDays: schedule,
  lateFee: fc.constantFrom('none', 'fixed', 'percent') as fc.Arbitrary<DunningRules['lateFee']>,
  lateFeePence: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
  lateFeeBasisPoints: fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: null }),
  lateFeeAfterDays: fc.integer({ min: 1, max: 365 }),
  holdAfterDays: fc.option(fc.integer({ min: 0, max: 365 }), { nil: null }),
});

/** The job over a sequence of run days: what it would do each day, with the state it keeps (events). */
function simulate(r: DunningRules, days: number[], duePence: number) {
  const state = { lastReminder: null as number | null, feeCharged: false, holdRecorded: false, duePence };
  const sent: number[] = [];
  const fees: number[] = [];
  let holds = 0;
  for (const day of days) {
    const a = dunningActions(r, day, state);
    if (a.reminder !== null) {
      sent.push(a.reminder);
      state.lastReminder = a.reminder;
    }
    if (a.feePence > 0) {
      fees.push(a.feePence);
      state.feeCharged = true;
    }
    if (a.hold) {
      holds++;
      state.holdRecorded = true;
    }
  }
  return { sent, fees, holds };
}

describe('reminderDue', () => {
  it('the default schedule on consecutive days sends each reminder once, on its day', () => {
    const days = Array.from({ length: 40 }, (_, i) => i - 10);
    const { sent } = simulate(DEFAULT_DUNNING_RULES, days, 1000);
    expect(sent).toEqual([-3, 0, 3, 7, 14]);
  });

  fcTest.prop([schedule, runDays])('each step fires at most once, in order, never before its day, never more than the catch-up late', (s, days) => {
    const r = { ...DEFAULT_DUNNING_RULES, reminderDays: s };
    const state = { lastReminder: null as number | null, feeCharged: true, holdRecorded: true, duePence: 1 };
    const sent: number[] = [];
    for (const day of days) {
      const step = dunningActions(r, day, state).reminder;
      if (step === null) continue;
      expect(s).toContain(step);
      expect(step).toBeLessThanOrEqual(day);
      expect(day - step).toBeLessThanOrEqual(DUNNING_CATCH_UP_DAYS);
      sent.push(step);
      state.lastReminder = step;
    }
    expect(new Set(sent).size).toBe(sent.length);
    expect([...sent].sort((a, b) => a - b)).toEqual(sent);
  });

  fcTest.prop([schedule, fc.integer({ min: -70, max: 400 })])('running twice on a day sends nothing the second time', (s, day) => {
    const first = reminderDue(s, day, null);
    if (first !== null) expect(reminderDue(s, day, first)).toBeNull();
  });

  fcTest.prop([schedule])('a job that runs every day sends every step', (s) => {
    const days = Array.from({ length: 440 }, (_, i) => i - 65);
    expect(simulate({ ...DEFAULT_DUNNING_RULES, reminderDays: s }, days, 1).sent).toEqual([...s].sort((a, b) => a - b));
  });
});

describe('late fee', () => {
  fcTest.prop([rules, runDays, fc.integer({ min: 1, max: 10_000_000 })])(
    'is never charged twice, and only from its day for the catch-up days',
    (r, days, due) => {
      const { fees } = simulate(r, days, due);
      expect(fees.length).toBeLessThanOrEqual(1);
      if (fees.length) {
        expect(r.enabled && r.lateFee !== 'none').toBe(true);
        expect(fees[0]).toBe(lateFeePence(r, due));
      }
    },
  );

  fcTest.prop([fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000 })])(
    'a percentage is rounded half-up to the penny and never exceeds the amount',
    (due, bp) => {
      const fee = lateFeePence({ lateFee: 'percent', lateFeePence: null, lateFeeBasisPoints: bp }, due);
      expect(Number.isInteger(fee)).toBe(true);
      expect(fee).toBeLessThanOrEqual(due);
      expect(Math.abs(fee - (due * bp) / 10_000)).toBeLessThanOrEqual(0.5);
    },
  );

  it('fixed, percent, none, nothing owed', () => {
    expect(lateFeePence({ lateFee: 'fixed', lateFeePence: 2500, lateFeeBasisPoints: null }, 100)).toBe(2500);
    expect(lateFeePence({ lateFee: 'percent', lateFeePence: null, lateFeeBasisPoints: 250 }, 12_000)).toBe(300);
    expect(lateFeePence({ lateFee: 'percent', lateFeePence: null, lateFeeBasisPoints: 500 }, 10)).toBe(1); // 0.5p → 1p
    expect(lateFeePence({ lateFee: 'none', lateFeePence: 2500, lateFeeBasisPoints: 250 }, 12_000)).toBe(0);
    expect(lateFeePence({ lateFee: 'fixed', lateFeePence: 2500, lateFeeBasisPoints: null }, 0)).toBe(0);
    const fee = { ...DEFAULT_DUNNING_RULES, lateFee: 'fixed' as const, lateFeePence: 500, lateFeeAfterDays: 7 };
    expect(lateFeeDue(fee, 6, 1000, false)).toBe(0);
    expect(lateFeeDue(fee, 7, 1000, false)).toBe(500);
    expect(lateFeeDue(fee, 7 + DUNNING_CATCH_UP_DAYS, 1000, false)).toBe(500);
    expect(lateFeeDue(fee, 8 + DUNNING_CATCH_UP_DAYS, 1000, false)).toBe(0);
    expect(lateFeeDue(fee, 7, 1000, true)).toBe(0);
  });
});

describe('hold', () => {
  fcTest.prop([rules, fc.integer({ min: -70, max: 1000 })])('on hold iff enabled, a hold day set and more than that many days overdue', (r, day) => {
    expect(isOnHold(r, day)).toBe(r.enabled && (r.holdAfterDays ?? 0) > 0 && day > (r.holdAfterDays ?? 0));
  });

  fcTest.prop([rules, runDays])('the hold step is recorded at most once', (r, days) => {
    expect(simulate(r, days, 100).holds).toBeLessThanOrEqual(1);
  });

  it('nothing is done for a paid invoice or with chasing off', () => {
    expect(dunningActions(DEFAULT_DUNNING_RULES, 40, { lastReminder: null, feeCharged: false, holdRecorded: false, duePence: 0 })).toEqual({
      reminder: null,
      feePence: 0,
      hold: false,
    });
    expect(
      dunningActions({ ...DEFAULT_DUNNING_RULES, enabled: false }, 3, { lastReminder: null, feeCharged: false, holdRecorded: false, duePence: 10 }),
    ).toEqual({
      reminder: null,
      feePence: 0,
      hold: false,
    });
  });
});

describe('settings', () => {
  it('defaults round-trip; days are sorted and unique; the other fee field is cleared; 0 hold days is never', () => {
    const parsed = dunningSettingsUpdate.parse({
      ...DUNNING_DEFAULTS,
      reminder_days: [14, -3, 0, 3, 3, 7],
      late_fee: 'fixed',
      late_fee_amount: 5,
      late_fee_percent: 3,
      hold_after_days: 0,
    });
    expect(parsed.reminder_days).toEqual([-3, 0, 3, 7, 14]);
    expect(parsed.late_fee_percent).toBeNull();
    expect(parsed.hold_after_days).toBeNull();
    const r = rulesOfSettings(parsed);
    expect(r.lateFeePence).toBe(500);
    expect(settingsOfRules(r)).toEqual({ ...DUNNING_DEFAULTS, late_fee: 'fixed', late_fee_amount: 5, late_fee_percent: null, hold_after_days: null });
    expect(settingsOfRules(DEFAULT_DUNNING_RULES)).toEqual(DUNNING_DEFAULTS);
  });

  it('refuses bad input with field messages', () => {
    const bad = (body: object) => {
      const r = dunningSettingsUpdate.safeParse({ ...DUNNING_DEFAULTS, ...body });
      return r.success ? null : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(bad({ reminder_days: [400] })).toEqual({ 'reminder_days.0': DUNNING_MESSAGES.daysInvalid });
    expect(bad({ reminder_days: Array.from({ length: 11 }, (_, i) => i) })).toEqual({ reminder_days: DUNNING_MESSAGES.tooManyDays });
    expect(bad({ late_fee: 'fixed' })).toEqual({ late_fee_amount: DUNNING_MESSAGES.feeAmountRequired });
    expect(bad({ late_fee: 'fixed', late_fee_amount: 0 })).toEqual({ late_fee_amount: DUNNING_MESSAGES.feeAmountInvalid });
    expect(bad({ late_fee: 'percent', late_fee_percent: 2.555 })).toEqual({ late_fee_percent: DUNNING_MESSAGES.feePercentInvalid });
    expect(bad({ late_fee: 'percent', late_fee_percent: 2.5 })).toBeNull();
    expect(bad({ hold_after_days: -1 })).toEqual({ hold_after_days: DUNNING_MESSAGES.holdDaysInvalid });
    expect(bad({ late_fee_after_days: 0 })).toEqual({ late_fee_after_days: DUNNING_MESSAGES.feeDaysInvalid });
  });
});

describe('words', () => {
  it('days from due, labels, the e-mail with and without a pay link', () => {
    expect(daysFromDue('2026-03-01', '2026-02-26')).toBe(-3);
    expect(daysFromDue('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysFromDue('2026-03-28', '2026-04-04')).toBe(7); // across the clock change
    expect(reminderDayLabel(-3)).toBe('3 days before the due date');
    expect(reminderDayLabel(0)).toBe('on the due date');
    expect(reminderDayLabel(1)).toBe('1 day after the due date');
    const v = { invoice: 'INV-0001', operator: 'Demo', due: '01-03-2026', amountDue: '£12.00', reference: null };
    expect(dunningMail({ ...v, day: -3, payUrl: null }).subject).toBe('Invoice INV-0001 from Demo is due on 01-03-2026');
    expect(dunningMail({ ...v, day: 7, payUrl: 'http://x/portal/demo/invoices' }).text).toContain('is 7 days overdue');
    expect(dunningMail({ ...v, day: 7, payUrl: 'http://x/portal/demo/invoices' }).text).toContain(
      'View and pay it online: http://x/portal/demo/invoices',
    );
    expect(dunningMail({ ...v, day: 0, payUrl: null }).text).not.toContain('online');
    expect(DUNNING_MESSAGES.onHold('INV-0001', 31)).toContain('INV-0001 is 31 days overdue');
  });
});
