import { NO_BOOKING_RULES, type BookingRuleSet, type DayHours } from '@clubspace/contract';

/** The rules form's state: numbers as the text typed, opening hours per weekday (kept while switched off). */
export type LimitKey = 'min_duration_minutes' | 'max_duration_minutes' | 'min_notice_minutes' | 'max_days_ahead';
export const LIMITS: LimitKey[] = ['min_duration_minutes', 'max_duration_minutes', 'min_notice_minutes', 'max_days_ahead'];
const DEFAULT_DAY: DayHours = { open: '08:00', close: '20:00' };

export interface Draft {
  limits: Record<string, string>;
  granularity: string;
  grace: string;
  opens: string;
  hoursOn: boolean;
  days: { open: boolean; from: string; to: string }[];
}

const text = (n: number | null) => (n === null || n === undefined ? '' : String(n));
const num = (s: string) => (s.trim() === '' ? null : Number(s));

export function toDraft(r: BookingRuleSet): Draft {
  const limits: Record<string, string> = {};
  for (const k of LIMITS) {
    limits[k] = text(r[k]);
    limits[`non_member_${k}`] = text(r[`non_member_${k}` as keyof BookingRuleSet] as number | null);
  }
  return {
    limits,
    granularity: text(r.granularity_minutes),
    grace: text(r.check_in_grace_minutes),
    opens: text(r.check_in_opens_minutes),
    hoursOn: Boolean(r.opening_hours),
    days: Array.from({ length: 7 }, (_, i) => {
      const d = r.opening_hours ? r.opening_hours[i] : DEFAULT_DAY;
      return { open: Boolean(d), from: d?.open ?? DEFAULT_DAY.open, to: d?.close ?? DEFAULT_DAY.close };
    }),
  };
}

/** The draft as the API's rule set (numbers or null; opening hours only when limited). */
export function toRules(d: Draft): BookingRuleSet {
  const out = { ...NO_BOOKING_RULES } as Record<string, unknown>;
  for (const [k, v] of Object.entries(d.limits)) out[k] = num(v);
  out.granularity_minutes = num(d.granularity);
  out.check_in_grace_minutes = num(d.grace);
  out.check_in_opens_minutes = num(d.opens);
  out.opening_hours = d.hoursOn ? d.days.map((day) => (day.open ? { open: day.from, close: day.to } : null)) : null;
  return out as unknown as BookingRuleSet;
}
