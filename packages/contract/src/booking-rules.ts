/**
 * Booking rules (issue 11): per booking type, optionally per resource (which then replaces its type's rules as a
 * whole), with separate limits for non-members. One pure function, evaluateBookingRules, says which rules a booking
 * breaks, in words; the server refuses with them (400, code booking_rule) unless staff override, the dialogs show them.
 */
import { z } from 'zod';
import type { BookingType } from './bookings.ts';
import { DEFAULT_CHECK_IN_OPENS_MINUTES } from './check-in-window.ts';
import { DEFAULT_TIME_ZONE, addDaysIso, isoDayInZone, wallClockFormat } from './dates.ts';

export const BOOKING_RULE_CODE = 'booking_rule';
export const BOOKING_GRANULARITIES = [15, 30, 60] as const;
export type BookingGranularity = (typeof BOOKING_GRANULARITIES)[number];

/** Monday first: opening_hours[0] is Monday, [6] Sunday. */
export const RULE_WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export const RULE_WEEKDAY_LABELS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** check_in_window and inactive_member (issue 24) travel in the same overridable 400 as the booking rules. */
export const BOOKING_RULE_KINDS = [
  'min_duration',
  'max_duration',
  'min_notice',
  'max_days_ahead',
  'opening_hours',
  'check_in_window',
  'inactive_member',
] as const;
export type BookingRuleKind = (typeof BOOKING_RULE_KINDS)[number];

/** Plural nouns for messages ('Meeting rooms can be booked…'). */
export const BOOKING_TYPE_PLURALS: Record<BookingType, string> = {
  hot_desk: 'Hot desks',
  desk: 'Desks',
  meeting_room: 'Meeting rooms',
  suite: 'Suites',
};

export interface DayHours {
  /** 'HH:MM' */
  open: string;
  /** 'HH:MM'; '24:00' is midnight at the end of the day. */
  close: string;
}

/** Limits of one audience (members, or non-members); null = no limit. */
export interface RuleLimits {
  min_duration_minutes: number | null;
  max_duration_minutes: number | null;
  min_notice_minutes: number | null;
  max_days_ahead: number | null;
}

export interface BookingRuleSet extends RuleLimits {
  /** null = the members' value applies to non-members too. */
  non_member_min_duration_minutes: number | null;
  non_member_max_duration_minutes: number | null;
  non_member_min_notice_minutes: number | null;
  non_member_max_days_ahead: number | null;
  /** 7 entries Monday..Sunday, null = closed that day; the whole field null = open around the clock. */
  opening_hours: (DayHours | null)[] | null;
  /** Charged slot length; null = by the minute. */
  granularity_minutes: BookingGranularity | null;
  /** Minutes after the start a booking not checked in is released by the no-show job; null = never. */
  check_in_grace_minutes: number | null;
  /** Minutes before the start check-in opens (issue 24); null = DEFAULT_CHECK_IN_OPENS_MINUTES. */
  check_in_opens_minutes: number | null;
}

export const NO_BOOKING_RULES: BookingRuleSet = {
  min_duration_minutes: null,
  max_duration_minutes: null,
  min_notice_minutes: null,
  max_days_ahead: null,
  non_member_min_duration_minutes: null,
  non_member_max_duration_minutes: null,
  non_member_min_notice_minutes: null,
  non_member_max_days_ahead: null,
  opening_hours: null,
  granularity_minutes: null,
  check_in_grace_minutes: null,
  check_in_opens_minutes: null,
};

const weekdays = (open: string, close: string): (DayHours | null)[] => [...Array(5).fill({ open, close }), null, null];

/**
 * Suggested rules: what the rules screen offers for a type with no rules yet and what the demo operators start
 * with. An operator without rules has none (NO_BOOKING_RULES) — nothing is refused until it chooses.
 */
export const DEFAULT_BOOKING_RULES: Record<BookingType, BookingRuleSet> = {
  hot_desk: { ...NO_BOOKING_RULES, max_days_ahead: 90, non_member_max_days_ahead: 30, check_in_grace_minutes: 15 },
  desk: { ...NO_BOOKING_RULES, max_days_ahead: 365 },
  meeting_room: {
    ...NO_BOOKING_RULES,
    min_duration_minutes: 30,
    max_duration_minutes: 8 * 60,
    max_days_ahead: 60,
    non_member_max_days_ahead: 30,
    opening_hours: weekdays('08:00', '20:00'),
    granularity_minutes: 30,
    check_in_grace_minutes: 15,
  },
  suite: { ...NO_BOOKING_RULES, max_days_ahead: 365 },
};

export const BOOKING_RULE_MESSAGES = {
  bookingTypeRequired: 'Resource type is required',
  wholeMinutes: 'Enter whole minutes (0 or more)',
  wholeDays: 'Enter whole days (0 or more)',
  maxBelowMin: 'Maximum duration cant be shorter than the minimum',
  nonMemberMaxBelowMin: 'Non-members’ maximum duration cant be shorter than their minimum',
  time: 'Enter a time as HH:MM',
  closeAfterOpen: 'Closing time must be after opening time',
  sevenDays: 'Opening hours need one entry per weekday',
  granularity: 'Choose 15, 30 or 60 minutes',
  saved: 'Booking rules saved',
  removed: 'Resource rules removed: the type’s rules apply',
  resourceRequired: 'Resource is required',
  overrideConfirm: 'Book anyway? The booking breaks the rules below; it will record that you overrode them.',
  bookAnyway: 'Book anyway',
  staffMayOverride: 'Staff can still book outside these rules after a confirmation; the booking records who overrode which rule.',
  overriddenBy: (who: string) => `Rules overridden by ${who}`,
} as const;

/** Labels of the rules screen's fields (members' limits; non-members' use the same words). */
export const BOOKING_RULE_LABELS = {
  min_duration_minutes: 'Minimum duration (minutes)',
  max_duration_minutes: 'Maximum duration (minutes)',
  min_notice_minutes: 'Minimum notice (minutes)',
  max_days_ahead: 'Maximum days ahead',
  granularity_minutes: 'Charged in slots of',
  check_in_grace_minutes: 'Check-in grace (minutes)',
  check_in_opens_minutes: 'Check-in opens (minutes before the start)',
  checkInOpensDefault: `Empty: ${DEFAULT_CHECK_IN_OPENS_MINUTES} minutes`,
  opening_hours: 'Only within opening hours',
  noLimit: 'Empty: no limit',
  asMembers: 'Empty: as for members',
  neverReleased: 'Empty: never released automatically',
  byTheMinute: 'By the minute',
} as const;

// ---- words ----

/** '30 minutes', '1 hour', '2 hours 30 minutes', '3 days'. */
export function minutesInWords(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (m >= 1440 && m % 1440 === 0) return plural(m / 1440, 'day');
  const h = Math.floor(m / 60);
  const rest = m % 60;
  if (h === 0) return plural(rest, 'minute');
  return rest ? `${plural(h, 'hour')} ${plural(rest, 'minute')}` : plural(h, 'hour');
}

/** A wall-clock time of the opening hours ('09:00', '24:00'), and its minutes since midnight. */
export const RULE_TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
export const minutesOfTime = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

export const openingHoursText = (day: number, hours: DayHours | null) =>
  hours ? `Opening hours on ${RULE_WEEKDAY_LABELS[day]} are ${hours.open}–${hours.close}` : `Closed on ${RULE_WEEKDAY_LABELS[day]}`;

/** One violation in the 400 answer (and in the dialog). */
export const bookingRuleViolationSchema = z.object({
  rule: z.enum(BOOKING_RULE_KINDS),
  field: z.enum(['start', 'end', 'member', 'action']),
  message: z.string(),
  overridable: z.boolean(),
});
export type BookingRuleViolation = z.infer<typeof bookingRuleViolationSchema>;

// ---- resolution ----

/** A resource's own rules beat its type's; with neither, no rule applies. */
export function resolveBookingRules(typeRules: BookingRuleSet | null | undefined, resourceRules?: BookingRuleSet | null): BookingRuleSet {
  return resourceRules ?? typeRules ?? NO_BOOKING_RULES;
}

/** The limits that apply to a member or a non-member (a non-member's null limit falls back to the members'). */
export function limitsFor(rules: BookingRuleSet, isMember: boolean): RuleLimits {
  if (isMember)
    return {
      min_duration_minutes: rules.min_duration_minutes,
      max_duration_minutes: rules.max_duration_minutes,
      min_notice_minutes: rules.min_notice_minutes,
      max_days_ahead: rules.max_days_ahead,
    };
  return {
    min_duration_minutes: rules.non_member_min_duration_minutes ?? rules.min_duration_minutes,
    max_duration_minutes: rules.non_member_max_duration_minutes ?? rules.max_duration_minutes,
    min_notice_minutes: rules.non_member_min_notice_minutes ?? rules.min_notice_minutes,
    max_days_ahead: rules.non_member_max_days_ahead ?? rules.max_days_ahead,
  };
}

// ---- evaluation ----

export interface RuleBooking {
  booking_type: BookingType;
  start: Date | string;
  end: Date | string;
  is_member: boolean;
}

/** 0 = Monday … 6 = Sunday of a yyyy-MM-dd day. */
const weekdayOf = (day: string) => (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
/** Minutes since the office day's midnight (wall clock; DST days have 23 or 25 hours of instants but the clock reads true). */
function wallMinutes(t: Date, timeZone: string): number {
  const parts = wallClockFormat('hm', timeZone).formatToParts(t);
  const h = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const m = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  return h * 60 + m;
}

/**
 * Which rules a booking breaks, in words, at `now`, with days and hours read in the office's time zone. Every
 * violation is overridable by staff. Opening hours: a booking of up to a day must lie wholly within the opening hours
 * of each day it touches; longer bookings (desk and suite rentals) only need to start and end within them.
 */
export function evaluateBookingRules(
  rules: BookingRuleSet | null | undefined,
  booking: RuleBooking,
  now: Date | string,
  timeZone: string = DEFAULT_TIME_ZONE,
): BookingRuleViolation[] {
  const r = rules ?? NO_BOOKING_RULES;
  const start = new Date(booking.start);
  const end = new Date(booking.end);
  const nowAt = new Date(now);
  const out: BookingRuleViolation[] = [];
  const add = (rule: BookingRuleKind, field: 'start' | 'end', message: string) => out.push({ rule, field, message, overridable: true });
  const who = BOOKING_TYPE_PLURALS[booking.booking_type] ?? 'Bookings';
  const suffix = booking.is_member ? '' : ' for non-members';
  const limits = limitsFor(r, booking.is_member);
  const duration = Math.round((end.getTime() - start.getTime()) / 60_000);

  if (limits.min_duration_minutes != null && duration < limits.min_duration_minutes) {
    add('min_duration', 'end', `Minimum duration is ${minutesInWords(limits.min_duration_minutes)}${suffix}`);
  }
  if (limits.max_duration_minutes != null && limits.max_duration_minutes > 0 && duration > limits.max_duration_minutes) {
    add('max_duration', 'end', `Maximum duration is ${minutesInWords(limits.max_duration_minutes)}${suffix}`);
  }
  if (limits.min_notice_minutes != null && limits.min_notice_minutes > 0 && start.getTime() - nowAt.getTime() < limits.min_notice_minutes * 60_000) {
    const span = minutesInWords(limits.min_notice_minutes);
    add('min_notice', 'start', `${who} need at least ${span}${span.endsWith('s') ? "'" : "'s"} notice${suffix}`);
  }
  if (limits.max_days_ahead != null) {
    const lastDay = addDaysIso(isoDayInZone(nowAt, timeZone), limits.max_days_ahead);
    if (isoDayInZone(start, timeZone) > lastDay) {
      add(
        'max_days_ahead',
        'start',
        `${who} can be booked at most ${limits.max_days_ahead} day${limits.max_days_ahead === 1 ? '' : 's'} ahead${suffix}`,
      );
    }
  }
  if (r.opening_hours && r.opening_hours.length === 7 && end > start) {
    const broken = openingHoursBreach(r.opening_hours, start, end, timeZone);
    if (broken) add('opening_hours', broken.field, openingHoursText(broken.day, r.opening_hours[broken.day]));
  }
  return out;
}

/** The first day (and which end) where the booking leaves the opening hours, or null. */
function openingHoursBreach(hours: (DayHours | null)[], start: Date, end: Date, timeZone: string): { day: number; field: 'start' | 'end' } | null {
  const startDay = isoDayInZone(start, timeZone);
  // The last instant inside the booking decides its last day (an end at midnight belongs to the day before).
  const lastDay = isoDayInZone(new Date(end.getTime() - 1), timeZone);
  const fits = (day: string, from: number, to: number) => {
    const h = hours[weekdayOf(day)];
    return h !== null && h !== undefined && from >= minutesOfTime(h.open) && to <= minutesOfTime(h.close);
  };
  const endWall = lastDay === isoDayInZone(end, timeZone) ? wallMinutes(end, timeZone) : 24 * 60;
  const long = end.getTime() - start.getTime() > 24 * 60 * 60_000;
  if (startDay === lastDay) {
    return fits(startDay, wallMinutes(start, timeZone), endWall) ? null : { day: weekdayOf(startDay), field: 'start' };
  }
  if (long) {
    if (!fits(startDay, wallMinutes(start, timeZone), wallMinutes(start, timeZone))) return { day: weekdayOf(startDay), field: 'start' };
    if (!fits(lastDay, endWall, endWall)) return { day: weekdayOf(lastDay), field: 'end' };
    return null;
  }
  // Up to a day across midnight: the first day until its midnight, every day between whole, the last from its 00:00.
  if (!fits(startDay, wallMinutes(start, timeZone), 24 * 60)) return { day: weekdayOf(startDay), field: 'start' };
  for (let d = addDaysIso(startDay, 1); d < lastDay; d = addDaysIso(d, 1)) if (!fits(d, 0, 24 * 60)) return { day: weekdayOf(d), field: 'end' };
  if (!fits(lastDay, 0, endWall)) return { day: weekdayOf(lastDay), field: 'end' };
  return null;
}

/** The 400 body's `errors` of a list of violations: the first message per field. */
export function violationErrors(violations: readonly BookingRuleViolation[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const v of violations) errors[v.field] ??= v.message;
  return errors;
}

/** What the booking records when staff override: the broken rules' messages. */
export const overrideNote = (violations: readonly BookingRuleViolation[]) => violations.map((v) => v.message).join('; ');

/** One line for the rules list: 'Min 30 minutes · Max 4 hours · 60 days ahead (non-members 14) · 30-minute slots · opening hours'. */
export function ruleSummary(r: BookingRuleSet): string {
  const parts: string[] = [];
  const pair = (m: number | null, nm: number | null, words: (n: number) => string) => {
    if (m == null && nm == null) return null;
    const base = m == null ? 'no limit' : words(m);
    return nm != null && nm !== m ? `${base} (non-members ${words(nm)})` : base;
  };
  const min = pair(r.min_duration_minutes, r.non_member_min_duration_minutes, minutesInWords);
  if (min) parts.push(`Min ${min}`);
  const max = pair(r.max_duration_minutes, r.non_member_max_duration_minutes, minutesInWords);
  if (max) parts.push(`Max ${max}`);
  const notice = pair(r.min_notice_minutes, r.non_member_min_notice_minutes, minutesInWords);
  if (notice) parts.push(`${notice} notice`);
  const ahead = pair(r.max_days_ahead, r.non_member_max_days_ahead, (n) => `${n} days`);
  if (ahead) parts.push(`${ahead} ahead`);
  if (r.granularity_minutes) parts.push(`${r.granularity_minutes}-minute slots`);
  if (r.opening_hours) parts.push('opening hours');
  if (r.check_in_grace_minutes != null) parts.push(`check in within ${minutesInWords(r.check_in_grace_minutes)}`);
  if (r.check_in_opens_minutes != null) parts.push(`check-in opens ${minutesInWords(r.check_in_opens_minutes)} before`);
  return parts.length ? parts.join(' · ') : 'No limits';
}
