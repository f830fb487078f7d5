import { bigint, date, index, integer, numeric, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { offices } from './core.ts';
import { resources } from './space.ts';

const day = (name: string) => date(name, { mode: 'string' });

/**
 * Resource utilisation (issue 31, report 4): per resource, live bookings' seconds inside each local day's opening
 * window and the price of the bookings starting that day. Written ONLY by the statement triggers of its migration
 * (they recount every touched key from the bookings, like booking_hour_figures) and by
 * `resource_day_figures_rebuild()` (the bench loader; and, through the queued 'resource-figures-rebuild' job of
 * migration 0067, 50 resources per transaction, a rules change, a resource's office or type change, an office's zone
 * change); never by the API's requests.
 *
 * Key: the booking's operator and office, its resource, its local START day (`start_day`, in the resource's office's
 * zone: one index range finds a key's bookings) and the local day the seconds fall in (`day`; a booking past
 * midnight adds a row for the next day). The opening window is the resource's current rules' (its own, else its
 * type's, else 08:00–20:00), as the contract's `bookedHoursWithinOpen`. Live = booking type in BOOKING_TYPES and
 * status not cancelled, refund or released. Rows exist only for days some booking covers; the report filters the
 * resources (active, type) and sums.
 */
export const resourceDayFigures = pgTable(
  'resource_day_figures',
  {
    clientId: integer('client_id').notNull(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    startDay: day('start_day').notNull(),
    day: day('day').notNull(),
    /** Seconds of the live bookings inside `day`'s opening window (exact: numeric epoch differences). */
    bookedSeconds: numeric('booked_seconds').notNull().default('0'),
    /** The price of the live bookings starting on `day` (only on rows where day = start_day). */
    revenuePence: bigint('revenue_pence', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.officeId, t.resourceId, t.startDay, t.day] }),
    // The report reads an operator's rows by (operator, day) or one office's by (operator, office, day); a rebuild
    // deletes a resource's rows.
    index('resource_day_figures_client_day_idx').on(t.clientId, t.day),
    index('resource_day_figures_office_day_idx').on(t.clientId, t.officeId, t.day),
    index('resource_day_figures_resource_idx').on(t.resourceId),
  ],
);

/**
 * The same figures summed by calendar month of `day` (`month` = its first day), kept by the same triggers and rebuild
 * (the day rows' changes applied as deltas, so writers of one month take turns on its row): the report reads whole
 * months here and only the range's partial months from resource_day_figures.
 */
export const resourceMonthFigures = pgTable(
  'resource_month_figures',
  {
    clientId: integer('client_id').notNull(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    month: day('month').notNull(),
    bookedSeconds: numeric('booked_seconds').notNull().default('0'),
    revenuePence: bigint('revenue_pence', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.officeId, t.resourceId, t.month] }),
    index('resource_month_figures_client_month_idx').on(t.clientId, t.month),
    index('resource_month_figures_office_month_idx').on(t.clientId, t.officeId, t.month),
    index('resource_month_figures_resource_idx').on(t.resourceId),
  ],
);
