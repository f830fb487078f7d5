import { boolean, date, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { hashedTokenColumns, refreshTokenColumns, timestamptz } from './columns.ts';
import { sql } from 'drizzle-orm';
import { clients, offices, staff, users } from './core.ts';
import { guests, members, teams } from './members.ts';

/** A row of one operator's member: both keys, deleted with either. */
const memberOwner = () => ({
  clientId: integer('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' }),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
});

/**
 * The member portal (issue 26). One row of settings per operator (Account → Portal); an operator without a row has
 * the defaults of the contract's PORTAL_SETTINGS_DEFAULTS (portal off).
 */
export const portalSettings = pgTable('portal_settings', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  bookDesks: boolean('book_desks').notNull().default(true),
  bookRooms: boolean('book_rooms').notNull().default(true),
  /** Members may cancel a booking until this many hours before its start (0: until it starts). */
  cancelHours: integer('cancel_hours').notNull().default(24),
  seeInvoices: boolean('see_invoices').notNull().default(true),
  /** Team admins may invite colleagues themselves (otherwise staff invite them). */
  inviteMembers: boolean('invite_members').notNull().default(false),
  welcomeText: text('welcome_text').notNull().default(''),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * A member's access to their operator's portal. status: invited | active | revoked; no row = not invited.
 * session_version goes up when the portal sessions must end (revoke, the member deactivated: trigger of migration
 * 0042); portal tokens carry it.
 */
export const portalAccess = pgTable(
  'portal_access',
  {
    id: serial('id').primaryKey(),
    ...memberOwner(),
    status: text('status').notNull().default('invited'),
    invitedAt: timestamptz('invited_at'),
    invitedByStaffId: integer('invited_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    activatedAt: timestamptz('activated_at'),
    revokedAt: timestamptz('revoked_at'),
    lastLoginAt: timestamptz('last_login_at'),
    sessionVersion: integer('session_version').notNull().default(0),
  },
  (t) => [uniqueIndex('portal_access_member_uq').on(t.memberId), index('portal_access_client_idx').on(t.clientId, t.status)],
);

/** Portal refresh tokens, apart from the staff ones so neither refresh endpoint ever accepts the other's. */
export const portalRefreshTokens = pgTable(
  'portal_refresh_tokens',
  {
    id: serial('id').primaryKey(),
    ...memberOwner(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    ...refreshTokenColumns(),
  },
  (t) => [index('portal_refresh_tokens_family_idx').on(t.familyId), index('portal_refresh_tokens_member_idx').on(t.memberId)],
);

/** One-time portal links sent by e-mail (stored hashed). purpose: invite | magic | reset. */
export const portalLinks = pgTable(
  'portal_links',
  {
    id: serial('id').primaryKey(),
    ...memberOwner(),
    purpose: text('purpose').notNull(),
    ...hashedTokenColumns(),
  },
  (t) => [index('portal_links_member_idx').on(t.memberId, t.purpose)],
);

/**
 * A member's notification consent by category (issue 26: one consent model; `members.allow_email` stays the master
 * switch). No row = every category on.
 */
export const memberPreferences = pgTable('member_preferences', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  clientId: integer('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' }),
  bookings: boolean('bookings').notNull().default(true),
  invoices: boolean('invoices').notNull().default(true),
  campaigns: boolean('campaigns').notNull().default(true),
  community: boolean('community').notNull().default(true),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** A guest a member pre-registered for a day through the portal (the guest itself is a `guests` row). */
export const guestVisits = pgTable(
  'guest_visits',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    hostMemberId: integer('host_member_id').references(() => members.id, { onDelete: 'set null' }),
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'set null' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('guest_visits_client_day_idx').on(t.clientId, t.day),
    index('guest_visits_host_idx').on(t.hostMemberId, t.day),
    uniqueIndex('guest_visits_guest_day_uq').on(t.guestId, t.day),
  ],
);

/**
 * A team admin's request to invite a colleague when the portal settings keep invitations with staff (issue 26):
 * pending until staff approve it (the member is created and invited then: member_id) or decline it. One pending
 * request per e-mail and operator.
 */
export const portalInviteRequests = pgTable(
  'portal_invite_requests',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    requestedByMemberId: integer('requested_by_member_id').references(() => members.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** pending | approved | declined */
    status: text('status').notNull().default('pending'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    decidedAt: timestamptz('decided_at'),
    decidedByStaffId: integer('decided_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('portal_invite_requests_client_idx').on(t.clientId, t.status, t.createdAt),
    index('portal_invite_requests_team_idx').on(t.teamId, t.status),
    uniqueIndex('portal_invite_requests_pending_uq')
      .on(t.clientId, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
  ],
);
