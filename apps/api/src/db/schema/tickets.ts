import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns, timestamptz } from './columns.ts';
import { clients, offices, staff, users } from './core.ts';
import { members } from './members.ts';
import { resources } from './space.ts';

/** Help-desk categories (issue 28), per operator; Facilities, IT, Billing and Other are made at sign-up. */
export const ticketCategories = pgTable(
  'ticket_categories',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('ticket_categories_client_slug_uq').on(t.clientId, t.slug),
    uniqueIndex('ticket_categories_client_name_uq').on(t.clientId, sql`lower(${t.name})`),
  ],
);

/** The operator's help-desk targets; no row = the contract's TICKET_SETTINGS_DEFAULTS. */
export const ticketSettings = pgTable('ticket_settings', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  firstResponseHours: integer('first_response_hours').notNull(),
  autoCloseDays: integer('auto_close_days').notNull(),
});

/**
 * A help-desk ticket raised by (or for) a member. status: open | in_progress | waiting_on_member | resolved | closed
 * (contract TICKET_TRANSITIONS). first_response_due_at is computed once at raising (working hours, contract
 * ticket-hours.ts); first_response_at is the first staff reply that is not an internal note.
 */
export const tickets = pgTable(
  'tickets',
  {
    ...tenantColumns(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    categoryId: integer('category_id').references(() => ticketCategories.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('open'),
    priority: text('priority').notNull().default('normal'),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'set null' }),
    resourceId: integer('resource_id').references(() => resources.id, { onDelete: 'set null' }),
    assigneeStaffId: integer('assignee_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    raisedByStaffId: integer('raised_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    photo: text('photo'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    firstResponseDueAt: timestamptz('first_response_due_at'),
    firstResponseAt: timestamptz('first_response_at'),
    resolvedAt: timestamptz('resolved_at'),
    closedAt: timestamptz('closed_at'),
  },
  (t) => [
    uniqueIndex('tickets_client_slug_uq').on(t.clientId, t.slug),
    index('tickets_client_created_idx').on(t.clientId, t.createdAt),
    index('tickets_client_status_created_idx').on(t.clientId, t.status, t.createdAt),
    index('tickets_client_assignee_created_idx').on(t.clientId, t.assigneeStaffId, t.createdAt),
    index('tickets_client_office_created_idx').on(t.clientId, t.officeId, t.createdAt),
    index('tickets_client_category_created_idx').on(t.clientId, t.categoryId, t.createdAt),
    index('tickets_client_due_idx')
      .on(t.clientId, t.firstResponseDueAt)
      .where(sql`${t.firstResponseAt} is null and ${t.status} in ('open', 'in_progress', 'waiting_on_member')`),
    index('tickets_member_created_idx').on(t.memberId, t.createdAt),
    index('tickets_resolved_idx')
      .on(t.resolvedAt)
      .where(sql`${t.status} = 'resolved'`),
    // Deleting a staff member sets these to null, deleting a category checks none is left (migration 0073).
    index('tickets_assignee_idx')
      .on(t.assigneeStaffId)
      .where(sql`${t.assigneeStaffId} IS NOT NULL`),
    index('tickets_raised_by_idx')
      .on(t.raisedByStaffId)
      .where(sql`${t.raisedByStaffId} IS NOT NULL`),
    index('tickets_category_idx')
      .on(t.categoryId)
      .where(sql`${t.categoryId} IS NOT NULL`),
  ],
);

/** One message of a ticket's conversation: a member's or staff reply, or a staff internal note (never shown to members). */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorKind: text('author_kind').notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    internal: boolean('internal').notNull().default(false),
    body: text('body').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.createdAt, t.id)],
);
