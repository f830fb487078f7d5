import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { offices } from './core.ts';

/**
 * An office closed for whole days (holidays), first_day..last_day inclusive in the office's time zone. Not bookings
 * rows: a closure also covers bookings without a resource and resources added later. Bookings check it while holding
 * the office's shared advisory lock; placing a closure takes the exclusive one (modules/blocks/closures.service.ts).
 */
export const officeClosures = pgTable(
  'office_closures',
  {
    ...tenantColumns(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [uniqueIndex('office_closures_client_slug_uq').on(t.clientId, t.slug), index('office_closures_office_day_idx').on(t.officeId, t.lastDay)],
);
