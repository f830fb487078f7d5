import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookingSeries } from './booking-series.ts';
import { pence, tenantColumns, timestamptz } from './columns.ts';
import { brokers, clients, floors, offices, staff } from './core.ts';
import { invoiceLines } from './invoices.ts';
import { guests, members, memberships, teams } from './members.ts';
import { resources, workAreas } from './space.ts';

/** A bundle of pre-paid bookings a team or member bought: units bought, units_used consumed. */
export const prepaidPackages = pgTable(
  'prepaid_packages',
  {
    ...tenantColumns(),
    code: text('code').notNull(),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    singlePricePence: pence('single_price_pence'),
    units: integer('units').notNull().default(1),
    unitsUsed: integer('units_used').notNull().default(0),
  },
  (t) => [
    uniqueIndex('prepaid_packages_client_slug_uq').on(t.clientId, t.slug),
    uniqueIndex('prepaid_packages_client_code_uq').on(t.clientId, t.code),
    index('prepaid_packages_team_idx').on(t.teamId),
  ],
);

/**
 * A booking of a resource (or of a work area / office without a resource yet: "Assign" on the map).
 * booking_type: hot_desk | meeting_room | desk | suite; origin: regular | trial | complimentary | referral | deference;
 * status: active | inactive | alert | finished | cancelled | pre_paid | refund.
 * bookings_no_overlap (migration 0001, replaced by K's buffer migration): one resource cannot hold two
 * active/pre_paid/alert rows whose [planned_start, blocked_until) ranges overlap (SQLSTATE 23P01 → 409).
 *
 * Blocks and buffers (issue 11, helper K — read this before counting bookings):
 * - A BLOCK is a bookings row with booking_type 'block' (contract BLOCK_BOOKING_TYPE), status active, the reason in
 *   `comments`, no member/team/guest, price 0, no invoice line; a work-area block is one row per resource, related
 *   through booking_relations. The exclusion constraint therefore keeps bookings and blocks apart. Blocks are NOT
 *   bookings for revenue, occupancy, member lists or dashboard figures: filter by booking_type (desk/room types) or
 *   `booking_type <> 'block'` in any new query over this table. Write them only through modules/blocks.
 * - blocked_until = planned_end + the resource's buffer_minutes (0 for blocks), set by the BEFORE INSERT/UPDATE
 *   trigger bookings_blocked_until (never write it yourself). NOT NULL in the database; optional here so inserts
 *   need not name it.
 * - Office closures live in office_closures (schema/closures.ts), checked under an office advisory lock.
 */
export const bookings = pgTable(
  'bookings',
  {
    ...tenantColumns(),
    code: text('code').notNull(),
    bookingType: text('booking_type').notNull().default('hot_desk'),
    origin: text('origin').notNull().default('regular'),
    status: text('status').notNull().default('active'),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    floorId: integer('floor_id').references(() => floors.id, { onDelete: 'set null' }),
    workAreaId: integer('work_area_id').references(() => workAreas.id, { onDelete: 'set null' }),
    resourceId: integer('resource_id').references(() => resources.id, { onDelete: 'set null' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** The seeds' booking "client": a broker booking for its own customer. */
    brokerId: integer('broker_id').references(() => brokers.id, { onDelete: 'set null' }),
    membershipId: integer('membership_id').references(() => memberships.id, { onDelete: 'set null' }),
    invoiceLineId: integer('invoice_line_id').references(() => invoiceLines.id, { onDelete: 'set null' }),
    prepaidPackageId: integer('prepaid_package_id').references(() => prepaidPackages.id, { onDelete: 'set null' }),
    plannedStart: timestamptz('planned_start').notNull(),
    plannedEnd: timestamptz('planned_end').notNull(),
    /** planned_end + the room's buffer: the end of the range the exclusion constraint guards (set by a trigger). */
    blockedUntil: timestamptz('blocked_until'),
    realStart: timestamptz('real_start'),
    realEnd: timestamptz('real_end'),
    singlePricePence: pence('single_price_pence'),
    pricePence: pence('price_pence'),
    payNow: boolean('pay_now').notNull().default(false),
    paid: boolean('paid').notNull().default(false),
    complimentary: boolean('complimentary').notNull().default(false),
    capacity: integer('capacity').notNull().default(1),
    /** Membership credits this booking consumed (meeting rooms paid with credits); returned on cancel. */
    creditsUsed: integer('credits_used').notNull().default(0),
    comments: text('comments'),
    /** The recurring series this booking is an occurrence of (issue 11). */
    seriesId: integer('series_id').references(() => bookingSeries.id, { onDelete: 'set null' }),
    /** Booking rules (issue 11) a staff member chose to override on create or move: who, and the rules' messages. */
    rulesOverriddenByStaffId: integer('rules_overridden_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    rulesOverrideNote: text('rules_override_note'),
    /** Who made the booking (issue 26): staff (the back-office, the QR page), portal (a member) or api. Migration 0042. */
    channel: text('channel').notNull().default('staff'),
    /** The API key that made the booking (channel 'api', issue 29); no foreign key, so the record outlives the key. */
    apiKeyId: integer('api_key_id'),
  },
  (t) => [
    uniqueIndex('bookings_client_slug_uq').on(t.clientId, t.slug),
    uniqueIndex('bookings_client_code_uq').on(t.clientId, t.code),
    index('bookings_client_office_start_idx').on(t.clientId, t.officeId, t.plannedStart),
    // The map and the calendar ask for bookings overlapping a window (planned_end > start): for today and the days
    // ahead this walks only bookings not yet ended, instead of an office's whole history.
    index('bookings_client_office_end_idx').on(t.clientId, t.officeId, t.plannedEnd),
    index('bookings_client_member_start_idx').on(t.clientId, t.memberId, t.plannedStart),
    // The list's default order with the columns its filters read: deep pages and CSV chunks walk it index-only.
    index('bookings_client_start_idx').on(t.clientId, t.plannedStart, t.id, t.bookingType, t.officeId),
    // The list search's arms (bookings.repo.ts bookingSearch): the code as written there, and a guest's bookings.
    index('bookings_code_trgm_idx').using('gin', sql`replace(${t.code}, ' ', '') gin_trgm_ops`),
    index('bookings_guest_idx').on(t.guestId),
    index('bookings_team_start_idx').on(t.teamId, t.plannedStart),
    index('bookings_resource_start_idx').on(t.resourceId, t.plannedStart),
    // The block check of every create and move (modules/bookings/booking-guard.ts): a resource's few blocks only.
    index('bookings_resource_blocks_idx')
      .on(t.resourceId, t.plannedStart)
      .where(sql`${t.bookingType} = 'block'`),
    // Occupancy's blocked desk-days of a scope (migration 0033).
    index('bookings_client_blocks_idx')
      .on(t.clientId, t.plannedEnd)
      .where(sql`${t.bookingType} = 'block'`),
    index('bookings_membership_idx').on(t.membershipId),
    index('bookings_invoice_line_idx').on(t.invoiceLineId),
    // Deleting a staff member sets this to null: without an index, a scan of every booking (migration 0073).
    index('bookings_rules_overridden_by_idx')
      .on(t.rulesOverriddenByStaffId)
      .where(sql`${t.rulesOverriddenByStaffId} IS NOT NULL`),
    index('bookings_series_start_idx').on(t.seriesId, t.plannedStart),
    // The no-show job's claim: bookings still waiting for a check-in (a small, moving set), by start.
    // The list's channel filter (issue 26): portal and API bookings, a minority, by start; staff bookings use the others.
    index('bookings_client_channel_start_idx')
      .on(t.clientId, t.channel, t.plannedStart)
      .where(sql`${t.channel} <> 'staff'`),
    index('bookings_no_show_idx')
      .on(t.plannedStart)
      .where(sql`${t.status} in ('active', 'alert') and ${t.realStart} is null`),
  ],
);

/** Bookings made together (several desks in one request) point at each other. */
export const bookingRelations = pgTable(
  'booking_relations',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    relatedBookingId: integer('related_booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('booking_relations_uq').on(t.bookingId, t.relatedBookingId), index('booking_relations_related_idx').on(t.relatedBookingId)],
);
