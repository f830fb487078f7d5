import { DEFAULT_TIME_ZONE, wallClockFormat } from './dates.ts';

/**
 * The one check-in window (issue 24): every way in (staff's Check In, the QR page, later the portal) may check a
 * booking in from `opensMinutes` before its planned start until its planned end. The minutes come from the booking
 * rules (`check_in_opens_minutes`, resource's else type's); null there means this default.
 */
export const DEFAULT_CHECK_IN_OPENS_MINUTES = 60;

export const CHECK_IN_WINDOW_MESSAGES = {
  tooEarly: (minutes: number, time: string) => `Check-in opens ${minutes} minutes before the start (at ${time})`,
  over: 'The booking has ended: it can no longer be checked in',
} as const;

const ms = (t: Date | string | number) => (t instanceof Date ? t.getTime() : typeof t === 'number' ? t : Date.parse(t));

export interface CheckInTimes {
  planned_start: Date | string;
  planned_end: Date | string;
}

/** The instant check-in opens (null minutes = the default). */
export function checkInOpensAt(b: Pick<CheckInTimes, 'planned_start'>, opensMinutes?: number | null): Date {
  const minutes = opensMinutes ?? DEFAULT_CHECK_IN_OPENS_MINUTES;
  return new Date(ms(b.planned_start) - Math.max(0, minutes) * 60_000);
}

export type CheckInWindowCheck = { ok: true } | { ok: false; reason: 'early' | 'over'; message: string; opensAt: Date };

/** Whether `now` lies in [start − opens, planned end), with the refusal in words (the clock in the office's zone). */
export function checkInWindow(
  b: CheckInTimes,
  now: Date | string,
  opensMinutes?: number | null,
  timeZone: string = DEFAULT_TIME_ZONE,
): CheckInWindowCheck {
  const minutes = Math.max(0, opensMinutes ?? DEFAULT_CHECK_IN_OPENS_MINUTES);
  const opensAt = checkInOpensAt(b, minutes);
  const t = ms(now);
  if (t < opensAt.getTime()) {
    return {
      ok: false,
      reason: 'early',
      opensAt,
      message: CHECK_IN_WINDOW_MESSAGES.tooEarly(minutes, wallClockFormat('hm', timeZone).format(opensAt)),
    };
  }
  if (t >= ms(b.planned_end)) return { ok: false, reason: 'over', opensAt, message: CHECK_IN_WINDOW_MESSAGES.over };
  return { ok: true };
}
