/**
 * Blocks, closures and buffer time (issue 11). A block takes a resource (or every resource of a work area) out of
 * use for a period with a reason; a closure shuts an office for whole days; a buffer keeps minutes free after each
 * booking of a meeting room. The range arithmetic the database and the screens share lives here.
 */
import { format } from 'date-fns';
import { toZonedTime } from 'date-fns-tz';
import { z } from 'zod';
import { addDaysIso, DEFAULT_TIME_ZONE, isoDayInZone, zonedInstant } from './dates.ts';
import { pagingQuery } from './common-schemas.ts';
import { dayField, dayOrInstantFilter, instantField } from './fields.ts';

/** A block is a bookings row of this type (the exclusion constraint then keeps bookings off it). */
export const BLOCK_BOOKING_TYPE = 'block';
export const isBlock = (b: { booking_type?: string | null }) => b.booking_type === BLOCK_BOOKING_TYPE;

/** Buffer after each booking of a room, in minutes (resources.buffer_minutes, checked by the database too). */
export const BUFFER_MINUTES = { min: 0, max: 30, step: 5 } as const;

/** Longest block or closure: a year. */
export const MAX_BLOCK_DAYS = 366;

export const BLOCK_MESSAGES = {
  reasonRequired: 'Reason is required',
  reasonTooLong: 'At most 200 characters',
  whatRequired: 'Choose a resource or a work area',
  startRequired: 'Start is required',
  endRequired: 'End is required',
  endBeforeStart: 'End can not be before start',
  tooLong: 'A block or closure can last at most a year',
  officeRequired: 'Office is required',
  firstDayRequired: 'First day is required',
  lastDayRequired: 'Last day is required',
  lastDayBeforeFirst: 'Last day can not be before the first day',
  bufferRange: `Buffer must be between ${BUFFER_MINUTES.min} and ${BUFFER_MINUTES.max} minutes`,
  noResources: 'This work area has no resources to block',
  blockPlaced: 'Block placed',
  blockRemoved: 'Block removed',
  closurePlaced: 'Closure placed',
  closureRemoved: 'Closure removed',
  notFound: 'Block not found',
  closureNotFound: 'Closure not found',
  clashHint: 'Cancel these bookings to place it, or choose another time.',
} as const;

/** 409 `code`s: a booking meets a block or closure; a block or closure meets live bookings. */
export const BLOCKED_CODE = 'blocked';
export const CLOSED_CODE = 'office_closed';
export const CLASH_CODE = 'block_clash';

type Instant = Date | string | number;
const toDate = (t: Instant) => (t instanceof Date ? t : new Date(t));

/** The end of the range a booking keeps: its planned end plus the room's buffer (clamped to 0–30 minutes). */
export function bufferedEnd(plannedEnd: Instant, bufferMinutes: number): Date {
  return new Date(toDate(plannedEnd).getTime() + clampBuffer(bufferMinutes) * 60_000);
}

export function clampBuffer(minutes: number): number {
  if (!Number.isFinite(minutes)) return 0;
  return Math.min(BUFFER_MINUTES.max, Math.max(BUFFER_MINUTES.min, Math.round(minutes)));
}

/**
 * Whether two stored ranges clash the way the constraint sees it: [aStart, aUntil) && [bStart, bUntil), where
 * `until` is planned end + buffer. Back-to-back after the buffer is fine.
 */
export function keptRangesOverlap(a: { start: Instant; until: Instant }, b: { start: Instant; until: Instant }): boolean {
  return toDate(a.start) < toDate(b.until) && toDate(b.start) < toDate(a.until);
}

/** A closure's days as the half-open window [first 00:00, day after last 00:00) of the office zone (23/25 h days at DST). */
export function closureWindow(firstDay: string, lastDay: string, timeZone: string = DEFAULT_TIME_ZONE): { start: Date; end: Date } {
  return { start: zonedInstant(firstDay, '00:00:00', timeZone), end: zonedInstant(addDaysIso(lastDay, 1), '00:00:00', timeZone) };
}

/** 'HH:mm' when the block ends on the day of `reference`, else 'dd-MM-yyyy HH:mm' (office zone). */
export function untilText(until: Instant, timeZone: string = DEFAULT_TIME_ZONE, reference?: Instant): string {
  const local = toZonedTime(toDate(until), timeZone);
  const sameDay = reference !== undefined && isoDayInZone(toDate(reference), timeZone) === isoDayInZone(toDate(until), timeZone);
  return format(local, sameDay ? 'HH:mm' : 'dd-MM-yyyy HH:mm');
}

/** 'Room 3 is blocked for maintenance until 14:00' — what a booking over a block answers. */
export function blockedMessage(
  resourceName: string,
  reason: string,
  until: Instant,
  timeZone: string = DEFAULT_TIME_ZONE,
  reference?: Instant,
): string {
  const why = reason.trim() ? ` for ${reason.trim().replace(/^[A-Z](?![A-Z])/, (c) => c.toLowerCase())}` : '';
  return `${resourceName} is blocked${why} until ${untilText(until, timeZone, reference)}`;
}

const dmy = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

/** 'Shoreditch is closed on 25-12-2026 (Christmas Day)' or '… from 24-12-2026 to 28-12-2026 (…)'. */
export function closedMessage(officeName: string, reason: string, firstDay: string, lastDay: string): string {
  const when = firstDay === lastDay ? `on ${dmy(firstDay)}` : `from ${dmy(firstDay)} to ${dmy(lastDay)}`;
  return `${officeName} is closed ${when}${reason.trim() ? ` (${reason.trim()})` : ''}`;
}

/** 'Cannot place the block: 2 live bookings clash (ABCD2345, …). Cancel these bookings …' */
export function clashMessage(what: 'block' | 'closure', codes: string[]): string {
  const n = codes.length;
  const list = codes.slice(0, 5).join(', ') + (n > 5 ? ', …' : '');
  return `Cannot place the ${what}: ${n} live booking${n === 1 ? '' : 's'} clash${n === 1 ? 'es' : ''} (${list}). ${BLOCK_MESSAGES.clashHint}`;
}

// ---- Schemas ----

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ref = z
  .string()
  .trim()
  .max(120)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));
const reason = z.string({ error: BLOCK_MESSAGES.reasonRequired }).trim().min(1, BLOCK_MESSAGES.reasonRequired).max(200, BLOCK_MESSAGES.reasonTooLong);
// Dates in the accepted years (bounds.ts): year 9999 was a 500.
const instant = instantField;
const day = dayField;
const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .transform((v) => v === true || v === 'true');

/** POST /api/booking-blocks/: a resource or a work area (every resource in it), a period and a reason. */
export const blockCreate = z
  .object({
    resource: ref,
    work_area: ref,
    start: instant(BLOCK_MESSAGES.startRequired),
    end: instant(BLOCK_MESSAGES.endRequired),
    reason,
    /** true: cancel the live bookings in the way (money trail reversed) and place the block, in one transaction. */
    cancel_conflicting: flag,
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.resource && !v.work_area) ctx.addIssue({ code: 'custom', path: ['resource'], message: BLOCK_MESSAGES.whatRequired });
    const s = Date.parse(v.start);
    const e = Date.parse(v.end);
    if (e <= s) ctx.addIssue({ code: 'custom', path: ['end'], message: BLOCK_MESSAGES.endBeforeStart });
    else if (e - s > MAX_BLOCK_DAYS * 86_400_000) ctx.addIssue({ code: 'custom', path: ['end'], message: BLOCK_MESSAGES.tooLong });
  });
export type BlockCreate = z.input<typeof blockCreate>;

/** POST /api/office-closures/: whole days of an office, first..last inclusive. */
export const closureCreate = z
  .object({
    office: z.string({ error: BLOCK_MESSAGES.officeRequired }).trim().min(1, BLOCK_MESSAGES.officeRequired).max(120),
    first_day: day(BLOCK_MESSAGES.firstDayRequired),
    last_day: day(BLOCK_MESSAGES.lastDayRequired),
    reason,
    cancel_conflicting: flag,
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!DAY.test(v.first_day) || !DAY.test(v.last_day)) return;
    if (v.last_day < v.first_day) ctx.addIssue({ code: 'custom', path: ['last_day'], message: BLOCK_MESSAGES.lastDayBeforeFirst });
    else if (Date.parse(v.last_day) - Date.parse(v.first_day) >= MAX_BLOCK_DAYS * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['last_day'], message: BLOCK_MESSAGES.tooLong });
  });
export type ClosureCreate = z.input<typeof closureCreate>;

const nameRef = z.object({ slug: z.string(), name: z.string() });
export const blockItem = z.object({
  code: z.string(),
  office: nameRef,
  floor: nameRef.nullable(),
  work_area: nameRef.nullable(),
  resource: nameRef.extend({ resource_type: z.string() }),
  start: z.string(),
  end: z.string(),
  reason: z.string(),
  /** Codes of the blocks placed together with this one (a work-area block). */
  related: z.array(z.string()),
});
export type BlockItem = z.infer<typeof blockItem>;

export const closureItem = z.object({
  slug: z.string(),
  office: nameRef,
  first_day: z.string(),
  last_day: z.string(),
  reason: z.string(),
  /** The closed window as instants (office zone), for calendars. */
  start: z.string(),
  end: z.string(),
});
export type ClosureItem = z.infer<typeof closureItem>;

/** A live booking in the way of a new block or closure. */
export const clashItem = z.object({
  code: z.string(),
  booking_type: z.string(),
  planned_start: z.string(),
  planned_end: z.string(),
  resource: nameRef.nullable(),
  booker: z.string(),
});
export type ClashItem = z.infer<typeof clashItem>;

/** 409 body: `code` says which case; `conflicts` lists the bookings in the way (block_clash). */
export const blockConflictBody = z.object({
  detail: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
  conflicts: z.array(clashItem).optional(),
});

export const blockCreateResult = z.object({ blocks: z.array(blockItem), cancelled: z.array(z.string()), detail: z.string() });
export const closureCreateResult = z.object({ closure: closureItem, cancelled: z.array(z.string()), detail: z.string() });

const period = dayOrInstantFilter('Invalid date');
const filterText = z.string().trim().max(120).optional();

export const BLOCKS_LIST = { pageSize: 100, order: 'start' } as const;
export const BLOCK_ORDER_FIELDS = ['start', 'end', 'resource'] as const;
/** GET /api/booking-blocks/: blocks overlapping start..end (days read in the office zone). */
export const blockListQuery = pagingQuery(BLOCKS_LIST).extend({
  club: filterText,
  resource: filterText,
  work_area: filterText,
  floor: filterText,
  resource_type: z
    .string()
    .max(120)
    .regex(/^[a-z_,]*$/, 'Invalid resource type')
    .optional(),
  start: period,
  end: period,
});

export const CLOSURES_LIST = { pageSize: 50, order: 'first_day' } as const;
export const CLOSURE_ORDER_FIELDS = ['first_day', 'last_day'] as const;
/** GET /api/office-closures/: closures of the offices in scope (or `club`) that end on or after `start`. */
export const closureListQuery = pagingQuery(CLOSURES_LIST).extend({ club: filterText, start: period, end: period });

/** Confirmations of the block and closure screens (the shape of confirmations.ts: name the thing, say what happens). */
export const BLOCK_CONFIRM = {
  removeBlock: (resource: string, reason: string) => ({
    title: `Remove the block on ${resource}?`,
    message: `${resource} (${reason}) can be booked again for that period.`,
    confirmLabel: 'Remove block',
    keepLabel: 'Keep block',
    destructive: true,
  }),
  removeClosure: (office: string, days: string) => ({
    title: `Reopen ${office}?`,
    message: `The closure ${days} is removed and ${office} takes bookings on those days again.`,
    confirmLabel: 'Remove closure',
    keepLabel: 'Keep closed',
    destructive: true,
  }),
} as const;
/** The button that places a block or closure after its 409 listed the bookings in the way. */
export const cancelAndPlaceLabel = (what: 'block' | 'closure', n: number) => `Cancel ${n} booking${n === 1 ? '' : 's'} and place the ${what}`;
