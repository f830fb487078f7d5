import { bigint, date, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { offices } from './core.ts';

const day = (name: string) => date(name, { mode: 'string' });
const total = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * Pre-aggregated dashboard figures (issue 14, migration 0025): one row per operator, office and day, so the cards
 * and statistics read ≤ offices × days rows whatever the number of bookings, invoices and orders. Written ONLY by
 * the statement-level triggers of the migration (they re-count the touched keys from the base tables, so a row is
 * always exactly what the base tables say) and by `day_figures_rebuild()`; never by the API.
 *
 * Days are cut in the office's time zone (bookings, orders) or are calendar dates (invoices). A row whose figures
 * fell to 0 stays (it is what the row lock of a key is taken on). `office_key` 0 = rows without an office.
 */

/** Desk and meeting-room bookings by their planned start's day. Live = status not in VOID_BOOKING_STATUSES. */
export const bookingDayFigures = pgTable(
  'booking_day_figures',
  {
    clientId: integer('client_id').notNull(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    day: day('day').notNull(),
    /** Distinct desks (hot_desk + desk) with a live booking that day. */
    desks: integer('desks').notNull().default(0),
    deskBookings: integer('desk_bookings').notNull().default(0),
    deskCheckins: integer('desk_checkins').notNull().default(0),
    deskRegular: integer('desk_regular').notNull().default(0),
    deskReferral: integer('desk_referral').notNull().default(0),
    deskTrial: integer('desk_trial').notNull().default(0),
    /** complimentary + deference. */
    deskComplimentary: integer('desk_complimentary').notNull().default(0),
    roomBookings: integer('room_bookings').notNull().default(0),
    /** Σ (planned_end − planned_start) in hours, numeric so any grouping of the sum gives the same digits. */
    roomHours: numeric('room_hours').notNull().default('0'),
    roomRevenuePence: total('room_revenue_pence'),
    /** Status cancelled (any, not only live). */
    roomCancelled: integer('room_cancelled').notNull().default(0),
  },
  // (client, day): a whole operator's window (club=all) reads only its days, not every office's whole history.
  (t) => [primaryKey({ columns: [t.clientId, t.officeId, t.day] }), index('booking_day_figures_client_day_idx').on(t.clientId, t.day)],
);

/** Invoices by date and status: how many, and their gross. */
export const invoiceDayFigures = pgTable(
  'invoice_day_figures',
  {
    clientId: integer('client_id').notNull(),
    officeKey: integer('office_key').notNull(),
    day: day('day').notNull(),
    status: text('status').notNull(),
    invoices: integer('invoices').notNull().default(0),
    grossPence: total('gross_pence'),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.officeKey, t.day, t.status] })],
);

/** F&D orders not cancelled, by init date (office zone; the default zone without an office): Σ price. */
export const orderDayFigures = pgTable(
  'order_day_figures',
  {
    clientId: integer('client_id').notNull(),
    officeKey: integer('office_key').notNull(),
    day: day('day').notNull(),
    orders: integer('orders').notNull().default(0),
    revenuePence: total('revenue_pence'),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.officeKey, t.day] }), index('order_day_figures_client_day_idx').on(t.clientId, t.day)],
);

/**
 * Income for GET /api/statistics: gross of invoice lines (invoice not void) by line date, the invoice's office
 * (`office_key` 0 = none) and the statistics' category of what the line bills (SQL function income_category).
 * Recounted per (operator, line date); rows exist only for groups that have lines.
 */
export const incomeDayFigures = pgTable(
  'income_day_figures',
  {
    clientId: integer('client_id').notNull(),
    day: day('day').notNull(),
    officeKey: integer('office_key').notNull(),
    category: text('category').notNull(),
    grossPence: total('gross_pence'),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.day, t.officeKey, t.category] })],
);

/**
 * Money received and refunded by day (migration 0034, issue 23): payments of invoices (received) and of credit notes
 * (refunded) by payment date, plus what an invoice or credit note marked paid without payments covering it was
 * declared paid on its closing day; void documents count nowhere. Per the invoice's office (`office_key` 0 = none).
 * The financial card's "Paid (£)" = received − refunded.
 */
export const paymentDayFigures = pgTable(
  'payment_day_figures',
  {
    clientId: integer('client_id').notNull(),
    officeKey: integer('office_key').notNull(),
    day: day('day').notNull(),
    receivedPence: total('received_pence'),
    refundedPence: total('refunded_pence'),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.officeKey, t.day] }), index('payment_day_figures_client_day_idx').on(t.clientId, t.day)],
);
