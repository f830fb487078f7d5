import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { clients } from './core.ts';

/**
 * An operator's chasing schedule (issue 27 flow 5, Account → Invoicing). One row per operator, written on first save;
 * an operator without a row has the contract's DUNNING_DEFAULTS (chasing on). Reminder days are relative to the due
 * date (-3 = three days before). late_fee: none | fixed | percent; the percentage in basis points (250 = 2.5 %).
 * hold_after_days null: never on hold. Migration 0046.
 */
export const dunningSettings = pgTable('dunning_settings', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  reminderDays: integer('reminder_days').array().notNull(),
  lateFee: text('late_fee').notNull().default('none'),
  lateFeePence: integer('late_fee_pence'),
  lateFeeBasisPoints: integer('late_fee_basis_points'),
  lateFeeAfterDays: integer('late_fee_after_days').notNull().default(7),
  holdAfterDays: integer('hold_after_days'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
