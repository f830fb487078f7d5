import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { pence, tenantColumns, timestamptz } from './columns.ts';
import { offices, users } from './core.ts';
import { resources, workAreas } from './space.ts';

/** A customer company. invoice_* fields prefill invoices; office_id is its home club. status: active | inactive. */
export const teams = pgTable(
  'teams',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description'),
    invoiceName: text('invoice_name'),
    invoiceAddress: text('invoice_address'),
    invoicePostCode: text('invoice_post_code'),
    invoiceCity: text('invoice_city'),
    status: text('status').notNull().default('active'),
    image: text('image'),
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('teams_client_slug_uq').on(t.clientId, t.slug),
    index('teams_client_name_idx').on(t.clientId, t.name),
    index('teams_client_office_idx').on(t.clientId, t.officeId),
    // The name search (spaces removed, ILIKE '%x%') through trigrams instead of scanning every team.
    index('teams_name_trgm_idx').using('gin', sql`replace(${t.name}, ' ', '') gin_trgm_ops`),
  ],
);

/**
 * A user's membership of an operator (one per user and operator). role: team_admin | team_member | pending | referral;
 * status: active | inactive; presence: out | checked_in | network_on. The default list order (user first name) uses
 * users_first_name_idx.
 */
export const members = pgTable(
  'members',
  {
    ...tenantColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'set null' }),
    role: text('role').notNull().default('team_member'),
    status: text('status').notNull().default('active'),
    jobTitle: text('job_title'),
    presence: text('presence').notNull().default('out'),
    allowEmail: boolean('allow_email').notNull().default(true),
    allowPush: boolean('allow_push').notNull().default(true),
    autoAssign: boolean('auto_assign').notNull().default(false),
    autoChecking: boolean('auto_checking').notNull().default(false),
    notifyNow: boolean('notify_now').notNull().default(false),
    image: text('image'),
    /** Billing address from the add-member form (town/city, street, number). */
    billingTown: text('billing_town'),
    billingStreet: text('billing_street'),
    billingStreetNumber: text('billing_street_number'),
    /**
     * Copies of the user's first and last name, so the list's default order (first name, last name) walks one index
     * of this table (members_client_sort_idx) instead of sorting every member joined with users. Kept in step by
     * triggers (members_keys_fill on insert/user/team change, users_members_keys and teams_members_keys on renames).
     */
    sortFirst: text('sort_first').notNull().default(''),
    sortLast: text('sort_last').notNull().default(''),
    /**
     * What the member search matches: first name, last name, both, e-mail and team name, each with spaces removed,
     * one per line (a search has no spaces or line breaks, so it never matches across two). Trigram-indexed.
     */
    searchText: text('search_text').notNull().default(''),
    /** When the member's personal data was erased (GDPR, issue 30): shown as "Erased member", no portal, no login. */
    erasedAt: timestamptz('erased_at'),
  },
  (t) => [
    uniqueIndex('members_client_slug_uq').on(t.clientId, t.slug),
    uniqueIndex('members_client_user_uq').on(t.clientId, t.userId),
    index('members_client_sort_idx').on(t.clientId, t.sortFirst, t.sortLast, t.id),
    index('members_client_sort_last_idx').on(t.clientId, t.sortLast, t.sortFirst, t.id),
    index('members_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('members_client_office_idx').on(t.clientId, t.officeId),
    index('members_team_idx').on(t.teamId),
    index('members_user_idx').on(t.userId),
  ],
);

/** A visitor invited by a member. status: active | inactive | former. */
export const guests = pgTable(
  'guests',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    hostMemberId: integer('host_member_id').references(() => members.id, { onDelete: 'set null' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('active'),
    origin: text('origin'),
    reference: text('reference'),
    consentMarketing: boolean('consent_marketing').notNull().default(false),
    image: text('image'),
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('guests_client_slug_uq').on(t.clientId, t.slug),
    index('guests_client_name_idx').on(t.clientId, t.name),
    index('guests_team_idx').on(t.teamId),
    index('guests_host_idx').on(t.hostMemberId),
    // One guest per e-mail per operator ('Email duplicated'), race-safe; also serves the duplicate check.
    uniqueIndex('guests_client_email_uq').on(t.clientId, sql`lower(${t.email})`),
    // Staff limited to some offices list only those offices' guests.
    index('guests_client_office_idx').on(t.clientId, t.officeId),
    // The name/e-mail search (spaces removed, ILIKE '%x%') through trigrams.
    index('guests_name_trgm_idx').using('gin', sql`replace(${t.name}, ' ', '') gin_trgm_ops`),
    index('guests_email_trgm_idx').using('gin', sql`replace(${t.email}, ' ', '') gin_trgm_ops`),
  ],
);

/**
 * A sellable plan. length_in_month is read as a number of days by the add form (30 when 0). category classifies the
 * plan for dashboard statistics: full | group | flex_4 | flex_10 | flex_other | day_pass | office | as_you_go | other.
 */
export const membershipPlans = pgTable(
  'membership_plans',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    subtitle: text('subtitle'),
    description: text('description'),
    basePricePence: pence('base_price_pence'),
    freeDays: integer('free_days').notNull().default(0),
    freeCredits: integer('free_credits').notNull().default(0),
    lengthInMonth: integer('length_in_month').notNull().default(0),
    category: text('category').notNull().default('other'),
    status: text('status').notNull().default('active'),
  },
  (t) => [uniqueIndex('membership_plans_client_slug_uq').on(t.clientId, t.slug), index('membership_plans_client_name_idx').on(t.clientId, t.name)],
);

/** A member's (or team's) subscription to a plan. status: active | finished | pending_payment | cancelled | pending | none. */
export const memberships = pgTable(
  'memberships',
  {
    ...tenantColumns(),
    planId: integer('plan_id').references(() => membershipPlans.id, { onDelete: 'set null' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'set null' }),
    workAreaId: integer('work_area_id').references(() => workAreas.id, { onDelete: 'set null' }),
    resourceId: integer('resource_id').references(() => resources.id, { onDelete: 'set null' }),
    basePricePence: pence('base_price_pence'),
    start: timestamptz('start').notNull(),
    end: timestamptz('end'),
    recurrent: boolean('recurrent').notNull().default(false),
    status: text('status').notNull().default('active'),
    freeCredits: integer('free_credits').notNull().default(0),
    freeDays: integer('free_days').notNull().default(0),
    units: integer('units').notNull().default(1),
    payNow: boolean('pay_now').notNull().default(false),
    /** The bookings pointing at this membership (every status), kept by triggers on bookings (migration 0026). */
    numBookings: integer('num_bookings').notNull().default(0),
  },
  // Plain ascending indexes also serve `ORDER BY … DESC` (PostgreSQL scans them backwards, nulls first as desc() wants).
  (t) => [
    uniqueIndex('memberships_client_slug_uq').on(t.clientId, t.slug),
    index('memberships_client_start_idx').on(t.clientId, t.start),
    // INCLUDE (office_id, end, plan_id) in migration 0028 (drizzle-kit has no INCLUDE): the statistics' index-only scan.
    index('memberships_client_status_idx').on(t.clientId, t.status, t.start),
    index('memberships_member_idx').on(t.memberId, t.start),
    index('memberships_team_idx').on(t.teamId),
    index('memberships_plan_idx').on(t.planId),
    // The list ordered by its bookings count (the counter, migration 0026): with the status filter, and without.
    index('memberships_client_status_bookings_idx').on(t.clientId, t.status, t.numBookings, t.id),
    index('memberships_client_bookings_idx').on(t.clientId, t.numBookings, t.id),
    // Active memberships of an office drive the dashboard counts.
    index('memberships_office_active_idx')
      .on(t.officeId, t.start)
      .where(sql`${t.status} = 'active'`),
  ],
);
