/**
 * What the member portal's endpoints take and answer (issue 26). Money is in pounds, as every other answer; a member
 * never sees another member's name unless they are the admin of that member's team.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from './common.ts';
import { repeatedParam } from './common-schemas.ts';
import { dayField, emailField, instantField, phoneField, requiredText } from './fields.ts';
import { portalSettings, portalWorkspace } from './portal.ts';
import { PORTAL_DESK_STATUSES, PORTAL_STATUSES } from './portal-statuses.ts';

const ref = z.object({ slug: z.string(), name: z.string() });

export const PORTAL_MAX_DAYS = 31;
export const PORTAL_PAGE_SIZE = 20;
export const PORTAL_MESSAGES_FIELDS = {
  dayRequired: 'Choose a day',
  tooManyDays: `At most ${PORTAL_MAX_DAYS} days at once`,
  resourceRequired: 'Choose a desk or a room',
  startRequired: 'Choose a start time',
  endRequired: 'Choose an end time',
  officeRequired: 'Choose an office',
  nameRequired: 'Name is required',
} as const;
const F = PORTAL_MESSAGES_FIELDS;

// ---- Who I am ----

export const portalMe = z.object({
  member: z.object({
    slug: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    role: z.string(),
    team: ref.nullable(),
    is_team_admin: z.boolean(),
  }),
  workspace: portalWorkspace,
  settings: portalSettings.omit({ enabled: true }),
  /** The operator has connected online payments: invoices with something due show Pay (issue 27). */
  online_payments: z.boolean(),
});
export type PortalMe = z.infer<typeof portalMe>;

// ---- Bookings ----

export const PORTAL_PAY_WITH = ['invoice', 'credits', 'prepaid'] as const;
export type PortalPayWith = (typeof PORTAL_PAY_WITH)[number];

export const portalBooking = z.object({
  code: z.string(),
  booking_type: z.string(),
  status: z.string(),
  channel: z.string(),
  planned_start: z.string(),
  planned_end: z.string(),
  real_start: z.string().nullable(),
  office: z.object({ slug: z.string(), name: z.string(), time_zone: z.string() }),
  resource: ref.nullable(),
  floor: ref.nullable(),
  /** The booker's name: shown to a team admin looking at the team's bookings, null on one's own. */
  member: z.string().nullable(),
  price: z.number(),
  credits_used: z.number().int(),
  paid: z.boolean(),
  /** Until when the member may cancel it (the operator's window), null when it can no longer be cancelled. */
  cancel_until: z.string().nullable(),
  /** When check-in opens (the one check-in window); null when it cannot be checked in (closed, already in). */
  check_in_opens: z.string().nullable(),
});
export type PortalBooking = z.infer<typeof portalBooking>;

export const portalBookingsQuery = z.object({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  scope: z.enum(['mine', 'team']).default('mine'),
  page_number: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PORTAL_PAGE_SIZE),
});
export const portalBookingList = z.object({ bookings: z.array(portalBooking), has_more: z.boolean() });

export const portalCodeParams = z.object({ code: z.string().trim().min(1).max(40) });

const days = z.array(dayField(F.dayRequired), { error: F.dayRequired }).min(1, F.dayRequired).max(PORTAL_MAX_DAYS, F.tooManyDays);

/** A desk for one or more whole days (09:00–18:00 in the office's zone, as hot desks), paid by invoice or a prepaid unit. */
export const portalDeskBooking = z.object({
  resource: z.string({ error: F.resourceRequired }).trim().min(1, F.resourceRequired).max(120),
  days,
  pay_with: z.enum(['invoice', 'prepaid']).default('invoice'),
});
/** A meeting room from start to end (5-minute steps), paid by invoice, membership credits or a prepaid unit. */
export const portalRoomBooking = z.object({
  resource: z.string({ error: F.resourceRequired }).trim().min(1, F.resourceRequired).max(120),
  start: instantField(F.startRequired),
  end: instantField(F.endRequired),
  pay_with: z.enum(PORTAL_PAY_WITH).default('invoice'),
});
export const portalBookingCreated = z.object({ detail: z.string(), bookings: z.array(portalBooking) });
export const portalBookingAction = z.object({ detail: z.string(), booking: portalBooking });

/** The price of exactly what the member would book (the same function as staff's quote and create). */
export const portalQuoteQuery = z.object({
  resource: z.string({ error: F.resourceRequired }).trim().min(1, F.resourceRequired).max(120),
  day: repeatedParam(dayField(F.dayRequired), { max: PORTAL_MAX_DAYS, tooMany: F.tooManyDays, invalid: F.dayRequired }),
  start: instantField(F.startRequired).optional(),
  end: instantField(F.endRequired).optional(),
});
export const portalQuote = z.object({
  /** Pounds, every booking at its catalogue price for this member (the invoice line of each). */
  price: z.number(),
  /** What is left to pay once the member's prepaid packages cover what they can. */
  pending_after_prepaid: z.number(),
  /** Meeting rooms: credits the booking would use, and credits left on the membership. */
  credits: z.number().int(),
  available_credits: z.number().int(),
  /** Meeting rooms: whether the room is free then. */
  free: z.boolean(),
});

// ---- Space ----

export const portalOffice = z.object({
  slug: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  time_zone: z.string(),
  floors: z.array(ref),
});
export const portalOffices = z.object({ offices: z.array(portalOffice) });

export const portalDesksQuery = z.object({
  office: z.string({ error: F.officeRequired }).trim().min(1, F.officeRequired).max(120),
  floor: z.string().trim().max(120).optional(),
  day: dayField(F.dayRequired),
  end_day: dayField(F.dayRequired).optional(),
});
export const portalDesk = z.object({
  slug: z.string(),
  name: z.string(),
  identifier: z.string().nullable(),
  resource_type: z.string(),
  x: z.number().nullable(),
  y: z.number().nullable(),
  floor: ref.nullable(),
  work_area: ref.nullable(),
  /** free / booked / blocked / inactive for the whole window, or mine when the member holds it. */
  status: z.enum(PORTAL_DESK_STATUSES),
  /** The desk of the member's (or team's) membership. */
  assigned_to_me: z.boolean(),
});
export const portalDesks = z.object({
  office: z.object({ slug: z.string(), name: z.string(), time_zone: z.string() }),
  floor: ref.extend({ floor_map: z.unknown().nullable() }).nullable(),
  days: z.array(z.string()),
  desks: z.array(portalDesk),
});

export const portalRoomsQuery = z.object({
  office: z.string({ error: F.officeRequired }).trim().min(1, F.officeRequired).max(120),
  day: dayField(F.dayRequired),
});
export const portalRoom = z.object({
  slug: z.string(),
  name: z.string(),
  capacity: z.number().int(),
  floor: ref.nullable(),
  /** Busy ranges of the day (with the room's buffer), whoever booked them. */
  busy: z.array(z.object({ start: z.string(), end: z.string() })),
  /** The day's opening window by the booking rules (the whole day without opening hours), null when closed. */
  hours: z.object({ start: z.string(), end: z.string() }).nullable(),
  /** The rules' slot length (null: by the minute), shortest and longest booking (null: no limit), the room's buffer. */
  granularity_minutes: z.number().int().nullable(),
  min_minutes: z.number().int().nullable(),
  max_minutes: z.number().int().nullable(),
  buffer_minutes: z.number().int(),
});
export const portalRooms = z.object({
  office: z.object({ slug: z.string(), name: z.string(), time_zone: z.string() }),
  day: z.string(),
  rooms: z.array(portalRoom),
});

// ---- Home ----

export const portalInvoice = z.object({
  slug: z.string(),
  name: z.string(),
  status: z.string(),
  date: z.string(),
  date_due: z.string().nullable(),
  total: z.number(),
  outstanding: z.number(),
  overdue: z.boolean(),
  team: z.string().nullable(),
});
export type PortalInvoice = z.infer<typeof portalInvoice>;
export const portalInvoicesQuery = z.object({ scope: z.enum(['mine', 'team']).default('mine') });
export const portalInvoices = z.object({ invoices: z.array(portalInvoice) });
export const portalSlugParams = z.object({ slug: z.string().trim().min(1).max(120) });

export const portalHome = z.object({
  welcome_text: z.string(),
  today: z.array(portalBooking),
  upcoming: z.array(portalBooking),
  unpaid_invoices: z.array(portalInvoice),
  /** This month's membership credits, or null without a membership that has any. */
  credits: z.object({ total: z.number().int(), left: z.number().int() }).nullable(),
});
export type PortalHome = z.infer<typeof portalHome>;

// ---- Profile ----

export const portalPreferences = z.object({
  allow_email: z.boolean(),
  bookings: z.boolean(),
  invoices: z.boolean(),
  campaigns: z.boolean(),
  community: z.boolean(),
});
export const portalProfile = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The member's photo (an upload URL), the one staff see on the member's profile; null without one. */
  photo: z.string().nullable(),
  preferences: portalPreferences,
});
/** My photo (multipart: one image file), checked by content as every upload. */
export const portalPhotoUpload = z.object({ file: z.file() });
export const portalProfileUpdate = z.object({
  first_name: requiredText('First name is required', 100),
  last_name: requiredText('Last name is required', 100),
  phone: phoneField,
});

// ---- Team (team admins) ----

export const portalTeamMember = z.object({
  slug: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  status: z.string(),
  portal_status: z.enum(PORTAL_STATUSES),
});
export const portalTeam = z.object({ team: ref, members: z.array(portalTeamMember) });

// ---- Guests ----

export const portalGuestCreate = z.object({
  name: requiredText(F.nameRequired, 150),
  email: emailField,
  day: dayField(F.dayRequired),
  office: z.string().trim().max(120).optional(),
});
export const portalGuest = z.object({ name: z.string(), email: z.string().nullable(), day: z.string(), office: z.string().nullable() });
export const portalGuests = z.object({ guests: z.array(portalGuest) });
export const portalGuestCreated = z.object({ detail: z.string(), guest: portalGuest });

/**
 * A colleague a team admin invites (team admins only, when the settings allow it). Here, not in portal.ts, so the
 * portal's first load (which reads portal.ts) never holds a form schema (apps/web/vite.portal.config.ts).
 */
export const portalColleagueInvite = z.object({
  first_name: requiredText('First name is required', 100),
  last_name: requiredText('Last name is required', 100),
  email: emailField,
});
