/**
 * Calendar feeds and live updates (issue 11). A private ICS feed per meeting room or member that calendar apps
 * subscribe to, and the server-sent-event stream that tells the map and the calendar a booking changed.
 */
import { z } from 'zod';
import { formatInTimeZone } from 'date-fns-tz';
import { slugSchema } from './common-schemas.ts';

export const CALENDAR_FEED_KINDS = ['resource', 'member'] as const;
export type CalendarFeedKind = (typeof CALENDAR_FEED_KINDS)[number];

/** A feed shows bookings from this many days back to this many days ahead (calendar apps refresh every few hours). */
export const CALENDAR_FEED_PAST_DAYS = 30;
export const CALENDAR_FEED_FUTURE_DAYS = 365;

/** 32 random bytes, base64url: the only credential of a feed, so it must be unguessable. */
export const CALENDAR_FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const CALENDAR_FEED_MESSAGES = {
  pickOne: 'Choose a meeting room or a member',
  notMeetingRoom: 'Calendar feeds are for meeting rooms',
  revoked: 'The calendar link was revoked: calendars subscribed to it stop updating',
  created: 'Calendar link ready: paste it into Google, Outlook or Apple Calendar',
} as const;

/** GET /api/calendar-feeds/?resource= | ?member= : the live feed of one room or member (or none). */
export const calendarFeedQuery = z
  .object({ resource: slugSchema.optional(), member: slugSchema.optional() })
  .refine((q) => Boolean(q.resource) !== Boolean(q.member), { message: CALENDAR_FEED_MESSAGES.pickOne, path: ['resource'] });

/** POST /api/calendar-feeds/ : a new link (the previous one of the same room or member is revoked). */
export const calendarFeedCreate = calendarFeedQuery;

export const calendarFeedItem = z.object({
  id: z.number().int(),
  kind: z.enum(CALENDAR_FEED_KINDS),
  /** Absolute https/webcal-ready URL of the .ics feed. */
  url: z.string(),
  created_at: z.string(),
});
export type CalendarFeedItem = z.infer<typeof calendarFeedItem>;

export const calendarFeedResult = z.object({ feed: calendarFeedItem.nullable() });
export type CalendarFeedResult = z.infer<typeof calendarFeedResult>;

/** GET /ical/{token}.ics */
export const calendarFeedPath = z.object({ token: z.string().regex(CALENDAR_FEED_TOKEN_PATTERN, 'Unknown calendar') });

// ---- live updates: GET /api/live/bookings/?club= (text/event-stream) ----

/** The event name the stream sends when bookings of an office changed; data is `{"office": "<slug>"}`. */
export const LIVE_BOOKINGS_EVENT = 'bookings';
/** A comment line keeps proxies from closing an idle stream. */
export const LIVE_HEARTBEAT_MS = 25_000;

/**
 * Open live streams allowed per staff user and per operator in one API process (issue 30 §6); LIVE_STREAMS_PER_USER and
 * LIVE_STREAMS_PER_OPERATOR override them. Beyond: 429 with this message.
 */
export const LIVE_STREAM_LIMITS = { perUser: 10, perOperator: 500 } as const;
export const LIVE_MESSAGES = { tooManyStreams: 'Too many live views are open. Close another tab or window and try again.' } as const;

export const liveBookingsQuery = z.object({ club: z.string().trim().max(120).optional() });

// ---- booking e-mails with an .ics invitation ----

export type BookingMailKind = 'confirmed' | 'updated' | 'cancelled';

/** "Mon 24-11-2026 10:00–11:00" (or "… 10:00 – Tue 25-11-2026 09:00" across days), in the office's zone. */
export function formatBookingWindow(start: Date, end: Date, timeZone: string): string {
  const day = (d: Date) => formatInTimeZone(d, timeZone, 'EEE dd-MM-yyyy');
  const time = (d: Date) => formatInTimeZone(d, timeZone, 'HH:mm');
  return day(start) === day(end) ? `${day(start)} ${time(start)}–${time(end)}` : `${day(start)} ${time(start)} – ${day(end)} ${time(end)}`;
}

export const BOOKING_MAIL_SUBJECTS: Record<BookingMailKind, (what: string) => string> = {
  confirmed: (what) => `Booking confirmed: ${what}`,
  updated: (what) => `Booking changed: ${what}`,
  cancelled: (what) => `Booking cancelled: ${what}`,
};
