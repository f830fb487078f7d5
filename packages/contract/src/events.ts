/**
 * Community — events with RSVP (issue 28): schemas, messages and exports shared by the API, the staff screens and the
 * portal. The capacity arithmetic is in event-capacity.ts.
 */
import { z } from 'zod';
import { pagingQuery } from './common-schemas.ts';
import { ATTENDEE_STATES, ATTENDEE_STATUSES } from './event-capacity.ts';
import { instantField, moneyPounds } from './fields.ts';
import { UPLOAD_URL_PATTERN } from './space-uploads.ts';

export const EVENT_STATUSES = ['scheduled', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const EVENT_STATUS_LABELS: Record<EventStatus, string> = { scheduled: 'Scheduled', cancelled: 'Cancelled' };

export const EVENT_MAX_CAPACITY = 10_000;
/** The longest event: a week. */
export const EVENT_MAX_HOURS = 24 * 7;

export const EVENT_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: 'At most 200 characters',
  descriptionTooLong: 'At most 5000 characters',
  officeRequired: 'Office is required',
  unknownOffice: 'Unknown office',
  unknownRoom: 'Unknown meeting room',
  roomOffice: 'The room must be in the event’s office',
  placeTooLong: 'At most 200 characters',
  startRequired: 'Start is required',
  endRequired: 'End is required',
  endBeforeStart: 'End must be after start',
  tooLong: 'An event can last at most a week',
  inPast: 'The event must end in the future',
  capacityRequired: 'Capacity must be a whole number from 1 to 10000',
  capacityBelowGoing: (going: number) => `${going} attendee${going === 1 ? ' is' : 's are'} going: capacity can not be lower`,
  priceRequired: 'Price is required (0 for a free event)',
  priceNegative: 'Price can not be negative',
  priceLocked: 'The price can not change once attendees are billed',
  imageInvalid: 'Invalid image',
  notFound: 'Event not found',
  attendeeNotFound: 'Attendee not found',
  cancelled: 'This event was cancelled',
  alreadyCancelled: 'The event is already cancelled',
  started: 'The event has already started',
  ended: 'The event has ended',
  membersOnly: 'This event is for members only',
  whoRequired: 'Choose a member or a guest',
  unknownMember: 'Unknown member',
  unknownGuest: 'Unknown guest',
  noTeam: 'This member has no company to invoice the event to',
  alreadyIn: 'Already on the list',
  notGoing: 'Only a going attendee can be checked in',
  checkedIn: 'Checked in',
  going: 'You are going',
  waiting: 'The event is full: you are on the waiting list',
  rsvpCancelled: 'Your RSVP is cancelled',
  eventCreated: 'Event created',
  eventSaved: 'Event saved',
  eventCancelled: 'Event cancelled',
  attendeeCancelled: 'Attendee cancelled',
} as const;

const title = z.string({ error: EVENT_MESSAGES.titleRequired }).trim().min(1, EVENT_MESSAGES.titleRequired).max(200, EVENT_MESSAGES.titleTooLong);
const optionalRef = z
  .string()
  .trim()
  .max(120)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));
const image = z
  .string()
  .trim()
  .max(500)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || UPLOAD_URL_PATTERN.test(v), EVENT_MESSAGES.imageInvalid);
const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .transform((v) => v === true || v === 'true');

/** POST /api/events/ and PUT /api/events/{slug}: the whole event. `price` in pounds (0: free). */
export const eventBody = z
  .object({
    title,
    description: z.string().trim().max(5000, EVENT_MESSAGES.descriptionTooLong).optional().default(''),
    image,
    office: z.string({ error: EVENT_MESSAGES.officeRequired }).trim().min(1, EVENT_MESSAGES.officeRequired).max(120),
    /** A meeting room of the office (its slug): the event blocks it. Else `place`, free text. */
    room: optionalRef,
    place: z
      .string()
      .trim()
      .max(200, EVENT_MESSAGES.placeTooLong)
      .optional()
      .nullable()
      .transform((v) => v ?? ''),
    start: instantField(EVENT_MESSAGES.startRequired),
    end: instantField(EVENT_MESSAGES.endRequired),
    capacity: z.coerce
      .number({ error: EVENT_MESSAGES.capacityRequired })
      .int(EVENT_MESSAGES.capacityRequired)
      .min(1, EVENT_MESSAGES.capacityRequired)
      .max(EVENT_MAX_CAPACITY, EVENT_MESSAGES.capacityRequired),
    guests_welcome: flag,
    price: moneyPounds({ required: EVENT_MESSAGES.priceRequired, negative: EVENT_MESSAGES.priceNegative }),
  })
  .strict()
  .superRefine((v, ctx) => {
    const s = Date.parse(v.start);
    const e = Date.parse(v.end);
    if (Number.isFinite(s) && Number.isFinite(e)) {
      if (e <= s) ctx.addIssue({ code: 'custom', path: ['end'], message: EVENT_MESSAGES.endBeforeStart });
      else if (e - s > EVENT_MAX_HOURS * 3_600_000) ctx.addIssue({ code: 'custom', path: ['end'], message: EVENT_MESSAGES.tooLong });
    }
  });
export type EventBody = z.input<typeof eventBody>;

const ref = z.object({ slug: z.string(), name: z.string() });

export const eventItem = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  office: ref,
  room: ref.nullable(),
  place: z.string(),
  start: z.string(),
  end: z.string(),
  capacity: z.number().int(),
  guests_welcome: z.boolean(),
  /** Pounds. */
  price: z.number(),
  status: z.enum(EVENT_STATUSES),
  going: z.number().int(),
  waiting: z.number().int(),
  checked_in: z.number().int(),
  time_zone: z.string(),
});
export type EventItem = z.infer<typeof eventItem>;

export const eventSaved = z.object({ detail: z.string(), event: eventItem });

export const EVENTS_LIST = { pageSize: 25, order: 'start' } as const;
export const EVENT_ORDER_FIELDS = ['start', 'title'] as const;
export const EVENT_WHEN = ['upcoming', 'past', 'all'] as const;
/** GET /api/events/: upcoming (not ended, soonest first) or past (latest first); club, status, name (title) filters. */
export const eventListQuery = pagingQuery(EVENTS_LIST).extend({
  when: z.enum(EVENT_WHEN).optional().default('upcoming'),
  club: z.string().trim().max(120).optional(),
  status: z.enum(EVENT_STATUSES).optional(),
});

const person = z.object({ slug: z.string(), name: z.string(), email: z.string() });
export const attendeeItem = z.object({
  slug: z.string(),
  member: person.nullable(),
  guest: person.nullable(),
  name: z.string(),
  email: z.string(),
  team: z.string().nullable(),
  status: z.enum(ATTENDEE_STATUSES),
  state: z.enum(ATTENDEE_STATES),
  /** 1, 2, … on the waiting list; null otherwise. */
  position: z.number().int().nullable(),
  rsvp_at: z.string(),
  checked_in_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type AttendeeItem = z.infer<typeof attendeeItem>;

export const ATTENDEES_LIST = { pageSize: 50, order: 'rsvp' } as const;
export const ATTENDEE_ORDER_FIELDS = ['rsvp', 'name'] as const;
export const attendeeListQuery = pagingQuery(ATTENDEES_LIST).extend({ state: z.enum(ATTENDEE_STATES).optional() });

/** POST /api/events/{slug}/attendees/: staff add a member (or, on an event that welcomes guests, a guest). */
export const attendeeAdd = z
  .object({ member: optionalRef, guest: optionalRef })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.member && !v.guest) ctx.addIssue({ code: 'custom', path: ['member'], message: EVENT_MESSAGES.whoRequired });
  });
export const attendeeSaved = z.object({ detail: z.string(), attendee: attendeeItem });
export const eventAttendeeParams = z.object({ slug: z.string().min(1).max(120), attendee: z.string().min(1).max(120) });

/** The portal's event: what a member sees, with their own RSVP. */
export const portalEventItem = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  office: z.string(),
  place: z.string(),
  start: z.string(),
  end: z.string(),
  time_zone: z.string(),
  capacity: z.number().int(),
  places_left: z.number().int(),
  price: z.number(),
  /** going | waiting, or null when the member has not RSVP'd (or cancelled). */
  my_status: z.enum(['going', 'waiting']).nullable(),
  my_position: z.number().int().nullable(),
});
export type PortalEventItem = z.infer<typeof portalEventItem>;
export const portalEventList = z.object({ events: z.array(portalEventItem) });
export const portalRsvpResult = z.object({ detail: z.string(), event: portalEventItem });
