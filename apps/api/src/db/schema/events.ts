import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { pence, tenantColumns, timestamptz } from './columns.ts';
import { offices } from './core.ts';
import { invoiceLines } from './invoices.ts';
import { guests, members, teams } from './members.ts';
import { resources } from './space.ts';

/**
 * Community events (issue 28). An event in a meeting room holds a block of the room (`block_booking_id`: a bookings
 * row of type 'block', written by modules/events), so the one exclusion constraint keeps bookings and events apart.
 * status: scheduled | cancelled. price_pence: 0 for a free event; else each going attendee's invoice line.
 */
export const events = pgTable(
  'events',
  {
    ...tenantColumns(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id').references(() => resources.id, { onDelete: 'set null' }),
    blockBookingId: integer('block_booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    place: text('place').notNull().default(''),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    capacity: integer('capacity').notNull(),
    guestsWelcome: boolean('guests_welcome').notNull().default(false),
    pricePence: pence('price_pence'),
    status: text('status').notNull().default('scheduled'),
    cancelledAt: timestamptz('cancelled_at'),
  },
  (t) => [
    uniqueIndex('events_client_slug_uq').on(t.clientId, t.slug),
    // Upcoming (ends_at > now, by start) and past lists, and the portal's upcoming events of an office.
    index('events_client_end_idx').on(t.clientId, t.endsAt, t.startsAt, t.id),
    index('events_client_start_idx').on(t.clientId, t.startsAt, t.id),
    index('events_client_office_start_idx').on(t.clientId, t.officeId, t.startsAt),
  ],
);

/**
 * One member's (or guest's) place at an event. status: going | waiting | cancelled; the waiting list is ordered by
 * (rsvp_at, id). checked_in_at: at the door. invoice_line_id: the line of a paid event while going.
 */
export const eventAttendees = pgTable(
  'event_attendees',
  {
    ...tenantColumns(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    rsvpAt: timestamptz('rsvp_at').notNull().defaultNow(),
    promotedAt: timestamptz('promoted_at'),
    cancelledAt: timestamptz('cancelled_at'),
    checkedInAt: timestamptz('checked_in_at'),
    invoiceLineId: integer('invoice_line_id').references(() => invoiceLines.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('event_attendees_client_slug_uq').on(t.clientId, t.slug),
    uniqueIndex('event_attendees_member_uq')
      .on(t.eventId, t.memberId)
      .where(sql`${t.memberId} is not null`),
    uniqueIndex('event_attendees_guest_uq')
      .on(t.eventId, t.guestId)
      .where(sql`${t.guestId} is not null`),
    // Counts by state and the waiting list's order; the attendees list in RSVP order.
    index('event_attendees_event_status_idx').on(t.eventId, t.status, t.rsvpAt, t.id),
    index('event_attendees_event_rsvp_idx').on(t.eventId, t.rsvpAt, t.id),
    index('event_attendees_member_idx').on(t.memberId),
    index('event_attendees_client_idx').on(t.clientId),
    // Deleting a draft line sets this to null (migration 0073).
    index('event_attendees_invoice_line_idx')
      .on(t.invoiceLineId)
      .where(sql`${t.invoiceLineId} IS NOT NULL`),
  ],
);
