import { z } from 'zod';
import { HOT_DESK_HOURS, SLOT_STEP_MINUTES } from './booking-slots.ts';
import { checkInWindow } from './check-in-window.ts';
import { EMAIL_PATTERN } from './common.ts';
import { DEFAULT_TIME_ZONE, isoDayInZone, wallClockFormat, zonedInstant } from './dates.ts';
import { isOccupying } from './occupancy.ts';

/**
 * QR check-in (issue 11): the resource QR opens /checkin/{code}. Staff check in the resource's current or next booking
 * of the office day, or book the free desk now; without a session a member asks for a magic link by e-mail and may
 * then do the same for their own booking only. The picks and windows are pure functions shared by server and page.
 */

/** 'Book it now' runs at most until the end of the office day (the hot-desk day's end, 18:00 office time). */
export const CHECKIN_DAY_END = HOT_DESK_HOURS.end;
/** A magic link is valid this long, once. */
export const CHECKIN_LINK_TTL_MINUTES = 15;
/** At most this many links per member and resource in one TTL window (more requests answer the same, send nothing). */
export const CHECKIN_LINK_MAX_PER_WINDOW = 3;
/** Header carrying the magic-link token (kept out of URLs and logs; the link puts it in the #fragment). */
export const CHECKIN_TOKEN_HEADER = 'x-checkin-token';

export const CHECKIN_MESSAGES = {
  notFound: 'No resource with this code',
  noBooking: 'No booking on this resource for the rest of today',
  checkedIn: 'Checked in',
  booked: 'Booked and checked in',
  alreadyCheckedIn: 'The booking is already checked in',
  notFree: 'The resource is not free now',
  dayOver: 'The office day is over: the resource can not be booked for today any more',
  inactive: 'This resource is not bookable',
  memberRequired: 'Member is required',
  emailRequired: 'Email is required',
  validMail: 'Must be a valid mail',
  linkSent: `If this e-mail belongs to a member, a check-in link is on its way. It works once, for ${CHECKIN_LINK_TTL_MINUTES} minutes.`,
  linkInvalid: 'This check-in link has expired or was already used. Ask for a new one.',
  linkOtherResource: 'This check-in link is for another resource',
  signInOrLink: 'Sign in as staff, or ask for a check-in link by e-mail',
} as const;

const ms = (t: Date | string | number) => (t instanceof Date ? t.getTime() : typeof t === 'number' ? t : Date.parse(t));

export interface CheckinCandidate {
  status: string;
  planned_start: Date | string;
  planned_end: Date | string;
  real_start: Date | string | null;
}

/**
 * The booking the page is about: the one running now (planned_start ≤ now < planned_end), else the next one that
 * starts later the same office day. Only slot-holding bookings count (cancelled, released … do not).
 */
export function pickCheckinBooking<T extends CheckinCandidate>(bookings: readonly T[], now: Date, timeZone: string = DEFAULT_TIME_ZONE): T | null {
  const t = now.getTime();
  const live = bookings.filter((b) => isOccupying(b.status) && ms(b.planned_end) > t).sort((a, b) => ms(a.planned_start) - ms(b.planned_start));
  const current = live.find((b) => ms(b.planned_start) <= t);
  if (current) return current;
  const today = isoDayInZone(now, timeZone);
  return live.find((b) => isoDayInZone(new Date(ms(b.planned_start)), timeZone) === today) ?? null;
}

export type CheckinCheck = { ok: true } | { ok: false; message: string };

/**
 * Whether the booking may be checked in now through the QR page: the one check-in window (check-in-window.ts), never
 * overridden here. The state machine still has the last word on status.
 */
export function checkinAllowed(b: CheckinCandidate, now: Date, timeZone: string = DEFAULT_TIME_ZONE, opensMinutes?: number | null): CheckinCheck {
  if (b.real_start) return { ok: false, message: CHECKIN_MESSAGES.alreadyCheckedIn };
  const w = checkInWindow(b, now, opensMinutes, timeZone);
  if (!w.ok) return { ok: false, message: w.reason === 'over' ? CHECKIN_MESSAGES.noBooking : w.message };
  return { ok: true };
}

/** HH:mm of an instant in a zone. */
export function clockInZone(t: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return wallClockFormat('hm', timeZone).format(t);
}

/** Which booking type a walk-up booking of a resource gets (bar tables are booked like desks). */
export function bookingTypeForResource(resourceType: string): 'hot_desk' | 'desk' | 'meeting_room' {
  if (resourceType === 'hot_desk' || resourceType === 'meeting_room') return resourceType;
  return 'desk';
}

const stepFloor = (t: Date) => new Date(Math.floor(t.getTime() / (SLOT_STEP_MINUTES * 60_000)) * SLOT_STEP_MINUTES * 60_000);
const stepCeil = (t: Date) => new Date(Math.ceil(t.getTime() / (SLOT_STEP_MINUTES * 60_000)) * SLOT_STEP_MINUTES * 60_000);

export type BookNowWindow = { ok: true; start: Date; end: Date } | { ok: false; message: string };

/**
 * 'Book it now' for a resource that is free at this moment: from the current 5-minute step until the end of the office
 * day or the start of the next slot-holding booking, whichever comes first. Hot desks are always booked for the whole
 * hot-desk day (09:00–18:00), so a later booking that day leaves nothing to book. `bookings` are the resource's
 * bookings of the day.
 */
export function bookNowWindow(
  resourceType: string,
  bookings: readonly CheckinCandidate[],
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): BookNowWindow {
  const day = isoDayInZone(now, timeZone);
  const dayEnd = zonedInstant(day, `${CHECKIN_DAY_END}:00`, timeZone);
  const holding = bookings.filter((b) => isOccupying(b.status) && ms(b.planned_end) > now.getTime());
  if (holding.some((b) => ms(b.planned_start) <= now.getTime())) return { ok: false, message: CHECKIN_MESSAGES.notFree };
  const start = bookingTypeForResource(resourceType) === 'hot_desk' ? zonedInstant(day, `${HOT_DESK_HOURS.start}:00`, timeZone) : stepFloor(now);
  const next = holding.filter((b) => ms(b.planned_start) < dayEnd.getTime()).map((b) => ms(b.planned_start));
  if (bookingTypeForResource(resourceType) === 'hot_desk' && next.length) return { ok: false, message: CHECKIN_MESSAGES.notFree };
  const end = new Date(Math.min(dayEnd.getTime(), ...next));
  // Under 5 minutes left (or the day is over): nothing worth booking.
  if (stepCeil(now).getTime() + SLOT_STEP_MINUTES * 60_000 > end.getTime()) return { ok: false, message: CHECKIN_MESSAGES.dayOver };
  return { ok: true, start, end: stepFloor(end) };
}

// ---- API shapes ----

export const checkinLinkRequest = z.object({
  email: z
    .string({ error: CHECKIN_MESSAGES.emailRequired })
    .trim()
    .min(1, CHECKIN_MESSAGES.emailRequired)
    .max(254)
    .regex(EMAIL_PATTERN, CHECKIN_MESSAGES.validMail),
  /** The branding sub-domain the page is open on (demo.localhost → demo), which names the operator. */
  domain: z.string().trim().max(100).nullish(),
});
export type CheckinLinkRequest = z.infer<typeof checkinLinkRequest>;

export const checkinAction = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('check_in'), booking: z.string().trim().min(1).max(40) }).strict(),
    z
      .object({
        action: z.literal('book_now'),
        /** Staff pick the member; with a magic link it is always the link's member (a given one is refused). */
        member: z.string().trim().min(1, CHECKIN_MESSAGES.memberRequired).max(120).optional(),
      })
      .strict(),
  ],
  { error: 'Choose check_in or book_now' },
);
export type CheckinAction = z.infer<typeof checkinAction>;

export const checkinBooking = z.object({
  code: z.string(),
  status: z.string(),
  planned_start: z.string(),
  planned_end: z.string(),
  real_start: z.string().nullable(),
  member: z.string().nullable(),
  team: z.string().nullable(),
});
export type CheckinBooking = z.infer<typeof checkinBooking>;

export const checkinView = z.object({
  resource: z.object({
    slug: z.string(),
    name: z.string(),
    identifier: z.string().nullable(),
    resource_type: z.string(),
    office: z.object({ slug: z.string(), name: z.string(), time_zone: z.string() }),
  }),
  /** Who is acting: staff of the operator, or the member of a magic link. */
  viewer: z.enum(['staff', 'member']),
  /** The magic link's member (null for staff). */
  member: z.object({ slug: z.string(), name: z.string() }).nullable(),
  booking: checkinBooking.nullable(),
  /** Why the booking can not be checked in now (null when it can, or there is none). */
  check_in_blocked: z.string().nullable(),
  /** The free window 'Book it now' would book, or why not. */
  book_now: z.object({ start: z.string(), end: z.string() }).nullable(),
  book_now_blocked: z.string().nullable(),
});
export type CheckinView = z.infer<typeof checkinView>;

export const checkinResult = z.object({ detail: z.string(), booking: checkinBooking });
export type CheckinResult = z.infer<typeof checkinResult>;
