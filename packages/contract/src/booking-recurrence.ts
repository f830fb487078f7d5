/**
 * Recurring bookings (issue 11): the rule a series is made from, its messages and labels, the payloads of the series
 * calls, and `expandRecurrence`, the one pure function that turns a rule and a first occurrence into occurrences.
 *
 * Times are wall-clock times of the office zone: a weekly 09:00–10:00 meeting stays 09:00–10:00 across the change to
 * and from summer time (its UTC instant moves by an hour). A start in the spring-forward gap (01:xx on the last Sunday
 * of March in London) does not exist and moves forward by the gap (02:xx BST); an ambiguous autumn time (01:xx on the
 * last Sunday of October) is read as the later one (GMT).
 */
import { z } from 'zod';
import { isDayInRange } from './bounds.ts';
import { bookingCreateEntry } from './bookings.ts';
import { addDaysIso, DEFAULT_TIME_ZONE, isoDayInZone, wallClockFormat, zonedInstant } from './dates.ts';

export const RECURRENCE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];
export const RECURRENCE_FREQUENCY_LABELS: Record<RecurrenceFrequency, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };
/** Unit of the interval, for 'every 2 weeks'. */
const UNIT: Record<RecurrenceFrequency, [string, string]> = { daily: ['day', 'days'], weekly: ['week', 'weeks'], monthly: ['month', 'months'] };

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_LABELS: Record<number, string> = { 1: 'Mon', 2: 'Tue', 3: 'Wed', 4: 'Thu', 5: 'Fri', 6: 'Sat', 7: 'Sun' };

/** At most 366 occurrences in a series (a daily series for a year); the interval at most 52. */
export const MAX_OCCURRENCES = 366;
export const MAX_INTERVAL = 52;

export const RECURRENCE_MESSAGES = {
  frequencyRequired: 'Frequency is required',
  interval: `Repeat every 1 to ${MAX_INTERVAL}`,
  weekdaysRequired: 'Choose at least one weekday',
  endRequired: 'Choose an end date or a number of times',
  endBoth: 'Choose either an end date or a number of times, not both',
  count: `Between 1 and ${MAX_OCCURRENCES} times`,
  untilInvalid: 'End date must be a valid date',
  untilBeforeStart: 'End date can not be before the first booking',
  tooMany: `A series can hold at most ${MAX_OCCURRENCES} bookings`,
  none: 'No booking matches this repeat rule',
  allBusy: 'None of the bookings is free',
  scopeRequired: 'Choose which bookings of the series',
  codeRequired: 'Choose the booking of the series',
  rangeRequired: 'Choose the first and last day',
  rangeOrder: 'The last day can not be before the first day',
  nothingToChange: 'Nothing to change',
  notInSeries: 'This booking is not part of the series',
  noneInScope: 'No open booking of the series in that choice',
  created: (n: number) => `${n} ${n === 1 ? 'booking' : 'bookings'} created`,
  cancelled: (n: number) => `${n} ${n === 1 ? 'booking' : 'bookings'} cancelled`,
  updated: (n: number) => `${n} ${n === 1 ? 'booking' : 'bookings'} updated`,
} as const;

/** A real calendar day in the accepted years (bounds.ts). */
const isRealDay = (v: string) => isDayInRange(v);

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

export const recurrenceRule = z
  .object({
    frequency: z.enum(RECURRENCE_FREQUENCIES, { error: RECURRENCE_MESSAGES.frequencyRequired }),
    interval: z.coerce
      .number({ error: RECURRENCE_MESSAGES.interval })
      .int(RECURRENCE_MESSAGES.interval)
      .min(1, RECURRENCE_MESSAGES.interval)
      .max(MAX_INTERVAL, RECURRENCE_MESSAGES.interval)
      .default(1),
    /** ISO weekdays for weekly series (empty: the first booking's weekday). */
    weekdays: z.array(z.coerce.number().int().min(1).max(7)).max(7).optional().default([]),
    /** Last day (yyyy-MM-dd, office zone) an occurrence may start on. */
    until: z.preprocess(emptyToNull, z.string().refine(isRealDay, RECURRENCE_MESSAGES.untilInvalid).nullable()).optional().default(null),
    count: z
      .preprocess(
        emptyToNull,
        z.coerce
          .number({ error: RECURRENCE_MESSAGES.count })
          .int(RECURRENCE_MESSAGES.count)
          .min(1, RECURRENCE_MESSAGES.count)
          .max(MAX_OCCURRENCES, RECURRENCE_MESSAGES.count)
          .nullable(),
      )
      .optional()
      .default(null),
  })
  .superRefine((v, ctx) => {
    if (v.until === null && v.count === null) ctx.addIssue({ code: 'custom', path: ['count'], message: RECURRENCE_MESSAGES.endRequired });
    if (v.until !== null && v.count !== null) ctx.addIssue({ code: 'custom', path: ['until'], message: RECURRENCE_MESSAGES.endBoth });
  });
export type RecurrenceRule = z.output<typeof recurrenceRule>;
export type RecurrenceRuleInput = z.input<typeof recurrenceRule>;

export interface Occurrence {
  /** 0-based position in the series. */
  index: number;
  /** yyyy-MM-dd of the start in the office zone. */
  day: string;
  start: Date;
  end: Date;
}

const wallTime = (t: Date, tz: string) => {
  const parts = wallClockFormat('hms', tz).formatToParts(t);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('hour')}:${get('minute')}:${get('second')}`;
};
const minutesOf = (hms: string) => Number(hms.slice(0, 2)) * 60 + Number(hms.slice(3, 5));
/** The instant of a wall-clock time; a time in the spring-forward gap moves forward by the gap (01:30 → 02:30 BST). */
function wallInstant(day: string, time: string, tz: string): Date {
  const t = zonedInstant(day, time, tz);
  const gap = (minutesOf(time) - minutesOf(wallTime(t, tz)) + 1440) % 1440;
  return gap && gap < 180 ? new Date(t.getTime() + gap * 60_000) : t;
}
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
/** ISO weekday (1 = Monday) of a yyyy-MM-dd. */
export const isoWeekday = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
const daysInMonth = (y: number, m0: number) => new Date(Date.UTC(y, m0 + 1, 0)).getUTCDate();

/** Candidate days in order (no end test): the rule's days from the first day on. */
function* candidateDays(rule: RecurrenceRule, firstDay: string): Generator<string> {
  if (rule.frequency === 'daily') {
    for (let k = 0; ; k++) yield addDaysIso(firstDay, k * rule.interval);
  }
  if (rule.frequency === 'weekly') {
    const days = [...new Set(rule.weekdays.length ? rule.weekdays : [isoWeekday(firstDay)])].sort((a, b) => a - b);
    const monday = addDaysIso(firstDay, 1 - isoWeekday(firstDay));
    for (let w = 0; ; w += rule.interval) {
      for (const wd of days) {
        const day = addDaysIso(monday, w * 7 + wd - 1);
        if (day >= firstDay) yield day;
      }
    }
  }
  // Monthly: the first day's day of month; a month without it (a 31st in April, 29–31 in February) takes its last day.
  const [y, m, d] = firstDay.split('-').map(Number);
  for (let k = 0; ; k += rule.interval) {
    const y2 = y + Math.floor((m - 1 + k) / 12);
    const m0 = (m - 1 + k) % 12;
    const dd = Math.min(d, daysInMonth(y2, m0));
    yield `${y2}-${String(m0 + 1).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
  }
}

/**
 * The occurrences of a series, first to last: each keeps the first booking's wall-clock start and end (and the days
 * between them) in the office zone. Stops after `count` occurrences, after the `until` day, or at `limit`
 * (MAX_OCCURRENCES; pass MAX_OCCURRENCES + 1 to learn whether a rule goes beyond the cap).
 */
export function expandRecurrence(
  rule: RecurrenceRuleInput | RecurrenceRule,
  firstStart: Date,
  firstEnd: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
  limit: number = MAX_OCCURRENCES,
): Occurrence[] {
  const r = recurrenceRule.parse(rule);
  const firstDay = isoDayInZone(firstStart, timeZone);
  const startTime = wallTime(firstStart, timeZone);
  const endTime = wallTime(firstEnd, timeZone);
  const endOffset = dayNumber(isoDayInZone(firstEnd, timeZone)) - dayNumber(firstDay);
  const max = Math.min(limit, r.count ?? Number.POSITIVE_INFINITY);
  const out: Occurrence[] = [];
  if (max <= 0) return out;
  for (const day of candidateDays(r, firstDay)) {
    if (r.until !== null && day > r.until) break;
    out.push({
      index: out.length,
      day,
      start: wallInstant(day, startTime, timeZone),
      end: wallInstant(addDaysIso(day, endOffset), endTime, timeZone),
    });
    if (out.length >= max) break;
  }
  return out;
}

/** 'Weekly on Mon, Wed · 12 times' — how a series reads on the booking detail. */
export function describeRecurrence(rule: RecurrenceRuleInput | RecurrenceRule, occurrences?: number): string {
  const r = recurrenceRule.safeParse(rule);
  if (!r.success) return '';
  const v = r.data;
  let text = v.interval === 1 ? RECURRENCE_FREQUENCY_LABELS[v.frequency] : `Every ${v.interval} ${UNIT[v.frequency][1]}`;
  if (v.frequency === 'weekly' && v.weekdays.length)
    text += ` on ${[...v.weekdays]
      .sort()
      .map((d) => WEEKDAY_LABELS[d])
      .join(', ')}`;
  const n = occurrences ?? v.count;
  if (n !== null && n !== undefined) text += ` · ${n} ${n === 1 ? 'time' : 'times'}`;
  return text;
}

/** 'Part of a weekly series (12)'. */
export const seriesBadge = (frequency: string, occurrences: number) =>
  `Part of a ${(RECURRENCE_FREQUENCY_LABELS[frequency as RecurrenceFrequency] ?? 'recurring').toLowerCase()} series (${occurrences})`;

// ---- API payloads ----

export const SERIES_CONFLICT_POLICIES = ['skip', 'abort'] as const;
export type SeriesConflictPolicy = (typeof SERIES_CONFLICT_POLICIES)[number];

/** Why an occurrence cannot be booked, in words: another booking, a block, a closure or a booking rule. */
export const SERIES_CONFLICT_KINDS = ['overlap', 'block', 'closed', 'rule', 'invalid'] as const;
export type SeriesConflictKind = (typeof SERIES_CONFLICT_KINDS)[number];

/** POST /api/member-bookings/series/preview: one booking entry (the first occurrence) plus the rule. */
export const seriesPreviewBody = z.object({
  entry: bookingCreateEntry,
  recurrence: recurrenceRule,
});
export type SeriesPreviewBody = z.input<typeof seriesPreviewBody>;

/** POST /api/member-bookings/series/: as the preview, plus what to do with the busy occurrences. */
export const seriesCreateBody = seriesPreviewBody.extend({
  on_conflict: z.enum(SERIES_CONFLICT_POLICIES).default('skip'),
});
export type SeriesCreateBody = z.input<typeof seriesCreateBody>;

export const seriesOccurrenceReport = z.object({
  index: z.number().int(),
  start: z.string(),
  end: z.string(),
  status: z.enum(['ok', 'conflict']),
  kind: z.enum(SERIES_CONFLICT_KINDS).nullable(),
  reason: z.string().nullable(),
  /** Pounds: the occurrence's price. */
  price: z.number().nullable(),
});
export type SeriesOccurrenceReport = z.infer<typeof seriesOccurrenceReport>;

export const seriesPreviewResult = z.object({
  occurrences: z.array(seriesOccurrenceReport),
  num_ok: z.number().int(),
  num_conflicts: z.number().int(),
});
export type SeriesPreviewResult = z.infer<typeof seriesPreviewResult>;

const seriesBooking = z.object({
  code: z.string(),
  status: z.string(),
  planned_start: z.string(),
  planned_end: z.string(),
  resource: z.object({ slug: z.string(), name: z.string() }).nullable(),
  price: z.number(),
  comments: z.string().nullable(),
});

/** The stored rule as the API answers it (plain shape: answers are serialised, not parsed). */
const recurrenceRuleOut = z.object({
  frequency: z.enum(RECURRENCE_FREQUENCIES),
  interval: z.number().int(),
  weekdays: z.array(z.number().int()),
  until: z.string().nullable(),
  count: z.number().int().nullable(),
});

export const bookingSeriesDetail = z.object({
  code: z.string(),
  booking_type: z.string(),
  rule: recurrenceRuleOut,
  description: z.string(),
  time_zone: z.string(),
  first_start: z.string(),
  first_end: z.string(),
  office: z.object({ slug: z.string(), name: z.string() }),
  /** Every booking of the series, first to last (cancelled ones too). */
  bookings: z.array(seriesBooking),
  num_bookings: z.number().int(),
  num_open: z.number().int(),
});
export type BookingSeriesDetail = z.infer<typeof bookingSeriesDetail>;

export const seriesCreateResult = seriesPreviewResult.extend({ series: bookingSeriesDetail, detail: z.string() });

export const SERIES_SCOPES = ['one', 'following', 'range', 'all'] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];
export const SERIES_SCOPE_LABELS: Record<SeriesScope, string> = {
  one: 'This booking',
  following: 'This and following bookings',
  range: 'Bookings between two days',
  all: 'All bookings of the series',
};

const scopeFields = z.object({
  scope: z.enum(SERIES_SCOPES, { error: RECURRENCE_MESSAGES.scopeRequired }),
  code: z.string().trim().max(120).optional().nullable(),
  from: z.string().optional().nullable(),
  to: z.string().optional().nullable(),
});
type ScopeFields = z.output<typeof scopeFields>;
const checkScope = (v: ScopeFields, ctx: z.RefinementCtx) => {
  if ((v.scope === 'one' || v.scope === 'following') && !v.code)
    ctx.addIssue({ code: 'custom', path: ['code'], message: RECURRENCE_MESSAGES.codeRequired });
  if (v.scope === 'range') {
    if (!v.from || !isRealDay(v.from)) ctx.addIssue({ code: 'custom', path: ['from'], message: RECURRENCE_MESSAGES.rangeRequired });
    if (!v.to || !isRealDay(v.to)) ctx.addIssue({ code: 'custom', path: ['to'], message: RECURRENCE_MESSAGES.rangeRequired });
    else if (v.from && isRealDay(v.from) && v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: RECURRENCE_MESSAGES.rangeOrder });
  }
};

/** Which occurrences a change or cancel applies to: `one`/`following` name a booking code, `range` two days. */
export const seriesScope = scopeFields.superRefine(checkScope);
export type SeriesScopeInput = z.input<typeof seriesScope>;

/**
 * POST /api/booking-series/{code}/cancel: the scope, and whether to refund (Cancel & Refund: the invoice line is
 * voided or credited, as the single booking's) — the default, since a series is cancelled ahead of time.
 */
export const seriesCancelBody = scopeFields.extend({ refund: z.boolean().optional().default(true) }).superRefine(checkScope);
export type SeriesCancelBody = z.input<typeof seriesCancelBody>;

/** PUT /api/booking-series/{code}: shift the time of day (minutes, ± a day), change room or comments. */
export const seriesEditBody = scopeFields
  .extend({
    shift_minutes: z.coerce.number().int().min(-1440).max(1440).optional().default(0),
    resource: z.string().trim().max(120).optional().nullable(),
    comments: z.string().max(2000).optional().nullable(),
    /** Staff may move occurrences against the booking rules, as a single move can (recorded per booking). */
    override_rules: z.boolean().optional().default(false),
  })
  .superRefine((v, ctx) => {
    checkScope(v, ctx);
    if (!v.shift_minutes && !v.resource && v.comments === undefined)
      ctx.addIssue({ code: 'custom', path: ['shift_minutes'], message: RECURRENCE_MESSAGES.nothingToChange });
  });
export type SeriesEditBody = z.input<typeof seriesEditBody>;

export const seriesChangeResult = z.object({ detail: z.string(), changed: z.array(z.string()), series: bookingSeriesDetail });

/** The pure scope filter: which of a series' bookings (in order) a scope picks. */
export function bookingsInScope<T extends { code: string; day: string }>(
  rows: T[],
  s: { scope: SeriesScope; code?: string | null; from?: string | null; to?: string | null },
): T[] {
  if (s.scope === 'all') return rows;
  if (s.scope === 'range') return rows.filter((r) => r.day >= (s.from ?? '') && r.day <= (s.to ?? ''));
  const at = rows.findIndex((r) => r.code === s.code);
  if (at < 0) return [];
  return s.scope === 'one' ? [rows[at]] : rows.slice(at);
}

/** 409 of a create with on_conflict 'abort' (or when nothing is free): the message plus the per-occurrence report. */
export const seriesConflictBody = z.object({
  detail: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  code: z.string().optional(),
  occurrences: z.array(seriesOccurrenceReport).optional(),
});
export const SERIES_CONFLICT_CODE = 'series_conflict';
export const seriesConflictDetail = (busy: number, total: number) => `${busy} of ${total} bookings are not free`;

/** GET /api/member-bookings/{code}/series: the series a booking belongs to, or null. */
export const bookingSeriesOf = z.object({ series: bookingSeriesDetail.nullable() });
