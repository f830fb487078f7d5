import { DEFAULT_TIME_ZONE } from '@clubspace/contract';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns, timestamptz } from './columns.ts';
import { offices } from './core.ts';
import { resources } from './space.ts';

/**
 * A recurring booking (issue 11): the recurrence rule (contract `recurrenceRule`, stored as given), the first
 * occurrence's wall-clock times and the office zone they are read in, and the booking entry every occurrence was
 * made from. The occurrences are ordinary bookings pointing back with bookings.series_id; a cancelled or edited
 * occurrence stays a row, so the series itself never changes after creation except through `entry`.
 */
export const bookingSeries = pgTable(
  'booking_series',
  {
    ...tenantColumns(),
    code: text('code').notNull(),
    bookingType: text('booking_type').notNull(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id').references(() => resources.id, { onDelete: 'set null' }),
    rule: jsonb('rule').notNull(),
    /** The booking entry (contract bookingCreateEntry) the occurrences were planned from. */
    entry: jsonb('entry').notNull(),
    firstStart: timestamptz('first_start').notNull(),
    firstEnd: timestamptz('first_end').notNull(),
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
  },
  (t) => [
    uniqueIndex('booking_series_client_code_uq').on(t.clientId, t.code),
    uniqueIndex('booking_series_client_slug_uq').on(t.clientId, t.slug),
    index('booking_series_client_office_idx').on(t.clientId, t.officeId),
  ],
);
