import { bigint, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { clients, staff } from './core.ts';
import { invoiceLines } from './invoices.ts';
import { membershipPlans, memberships } from './members.ts';

const day = (name: string) => date(name, { mode: 'string' });

/**
 * One membership billing run (issue 12) of an operator for a month: the daily job and the invoices tab's "Run billing"
 * both write one. finished_at stays null while it runs (or when it failed: error holds why). heartbeat_at is touched
 * while it runs, so a run whose process died is recognised within a minute or two, not after a fixed age.
 * triggered_by: job | staff.
 */
export const billingRuns = pgTable(
  'billing_runs',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** The billed month's first day. */
    month: day('month').notNull(),
    triggeredBy: text('triggered_by').notNull(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
    heartbeatAt: timestamptz('heartbeat_at').notNull().defaultNow(),
    invoicesCreated: integer('invoices_created').notNull().default(0),
    linesCreated: integer('lines_created').notNull().default(0),
    teamsSkipped: integer('teams_skipped').notNull().default(0),
    // A large operator's month exceeds 2^31 pence (issue 32: the large bench tenant's month).
    netPence: bigint('net_pence', { mode: 'number' }).notNull().default(0),
    error: text('error'),
  },
  (t) => [index('billing_runs_client_month_idx').on(t.clientId, t.month, t.startedAt)],
);

/**
 * What a membership was billed for a period: one row per line the run wrote (the charge, later credits and extras).
 * The idempotency key is (membership_id, period_start, revision): a run bills only the difference between what is due
 * now and the sum of the period's rows, and two runs racing for the same revision cannot both insert it.
 * kind: charge | credit | extra. amount_pence is the signed net of the line.
 */
export const billingCharges = pgTable(
  'billing_charges',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').references(() => membershipPlans.id, { onDelete: 'set null' }),
    periodStart: day('period_start').notNull(),
    periodEnd: day('period_end').notNull(),
    revision: integer('revision').notNull(),
    kind: text('kind').notNull(),
    days: integer('days').notNull(),
    periodDays: integer('period_days').notNull(),
    amountPence: integer('amount_pence').notNull(),
    invoiceLineId: integer('invoice_line_id').references(() => invoiceLines.id, { onDelete: 'set null' }),
    billingRunId: integer('billing_run_id').references(() => billingRuns.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_charges_membership_period_uq').on(t.membershipId, t.periodStart, t.revision),
    index('billing_charges_client_period_idx').on(t.clientId, t.periodStart),
    index('billing_charges_line_idx').on(t.invoiceLineId),
  ],
);
