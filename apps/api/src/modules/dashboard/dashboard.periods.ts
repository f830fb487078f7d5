import { addDaysIso, isoDayInZone, occupancyDays, zonedInstant, type DashboardPeriod } from '@clubspace/contract';

/** A run of whole days in the office's time zone: [from, to) as instants, `at` its last second. */
export interface Period {
  start: string;
  end: string;
  from: Date;
  to: Date;
  at: Date;
  days: number;
  /** Mon–Fri days, or every day when the period has no weekday (a weekend "today" still shows its own figures). */
  workingDays: number;
  weekdaysOnly: boolean;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The same day n months away, clamped to the month's last day (31 March − 1 month = 28/29 February). */
export function shiftMonths(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + n + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + n, Math.min(d, last))).toISOString().slice(0, 10);
}

export function period(start: string, end: string, timeZone: string): Period {
  const days = dayNumber(end) - dayNumber(start) + 1;
  let weekdays = 0;
  const list: string[] = [];
  for (let i = 0; i < days; i++) {
    const dow = new Date((dayNumber(start) + i) * DAY_MS).getUTCDay();
    if (dow !== 0 && dow !== 6) weekdays++;
    list.push(addDaysIso(start, i));
  }
  return {
    start,
    end,
    from: zonedInstant(start, '00:00:00', timeZone),
    to: zonedInstant(addDaysIso(end, 1), '00:00:00', timeZone),
    at: zonedInstant(end, '23:59:59', timeZone),
    days,
    // The occupancy average's days, by the contract's one rule (Mon–Fri, or every day of a weekend-only run).
    workingDays: occupancyDays(list).length,
    weekdaysOnly: weekdays > 0,
  };
}

/**
 * The chosen period (today = today in the office's zone) and the comparison period: the equally long run of days
 * right before it (Last month's 30 days are compared with the 30 days before them).
 */
export function resolvePeriods(q: { period: DashboardPeriod; start?: string; end?: string }, timeZone: string, now = new Date()) {
  const today = isoDayInZone(now, timeZone);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const ranges: Record<DashboardPeriod, () => [string, string]> = {
    today: () => [today, today],
    yesterday: () => [addDaysIso(today, -1), addDaysIso(today, -1)],
    last_7_days: () => [addDaysIso(today, -6), today],
    current_month: () => [firstOfMonth, today],
    last_month: () => [shiftMonths(firstOfMonth, -1), addDaysIso(firstOfMonth, -1)],
    last_3_months: () => [addDaysIso(shiftMonths(today, -3), 1), today],
    last_6_months: () => [addDaysIso(shiftMonths(today, -6), 1), today],
    // The query schema guarantees both dates for custom.
    custom: () => [q.start ?? today, q.end ?? today],
  };
  const [start, end] = ranges[q.period]();
  const cur = period(start, end, timeZone);
  const prev = period(addDaysIso(start, -cur.days), addDaysIso(start, -1), timeZone);
  return { cur, prev };
}
