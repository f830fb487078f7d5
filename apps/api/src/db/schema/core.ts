import { DEFAULT_TIME_ZONE } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { hashedTokenColumns, pence, refreshTokenColumns, tenantColumns, timestamptz } from './columns.ts';

/** An operator (the tenant). Its domain is the sub-domain the app is opened on; theme fields brand the app. */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    role: text('role').notNull().default('pending'),
    visibility: text('visibility'),
    planSlug: text('plan_slug'),
    domain: text('domain'),
    email: text('email'),
    employees: integer('employees'),
    picture: text('picture'),
    themeName: text('theme_name'),
    navigationColor: text('navigation_color'),
    buttonColor: text('button_color'),
    font: text('font'),
    logo: text('logo'),
    favicon: text('favicon'),
    loginImage: text('login_image'),
    /** Web-section codes this operator has; staff may only be granted from these. */
    webSections: text('web_sections')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Catalogue prices (products, plans, resources) include VAT (issue 23): lines generated from them keep the gross.
     * New operators: true; operators older than migration 0031 (the demo's too) were migrated as false.
     */
    pricesIncludeVat: boolean('prices_include_vat').notNull().default(true),
    /** GDPR retention (issue 30): erase members inactive for this many months; null = off (the default). */
    memberRetentionMonths: integer('member_retention_months'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('clients_domain_uq').on(sql`lower(${t.domain})`)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    avatar: text('avatar'),
    validated: boolean('validated').notNull().default(false),
    /** 0, 25, 50, 75 or 100. */
    onboardingLevel: integer('onboarding_level').notNull().default(0),
    validationLevel: integer('validation_level').notNull().default(0),
    lastLogin: timestamptz('last_login'),
    /** Goes up when the user's sessions must end (deactivation, removal, password change); access tokens carry it. */
    sessionVersion: integer('session_version').notNull().default(0),
    activeClientId: integer('active_client_id').references(() => clients.id),
    /** When the person's data was erased (GDPR, issue 30: no operator left): the e-mail is a placeholder, no login. */
    erasedAt: timestamptz('erased_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_uq').on(sql`lower(${t.email})`), index('users_first_name_idx').on(t.firstName, t.lastName)],
);

export const offices = pgTable(
  'offices',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    shortCode: text('short_code'),
    status: text('status').notNull().default('active'),
    visibility: text('visibility').notNull().default('public'),
    description: text('description'),
    longitude: text('longitude'),
    latitude: text('latitude'),
    address: text('address'),
    town: text('town'),
    street: text('street'),
    postal: text('postal'),
    googlePlace: text('google_place'),
    googlePlaceUrl: text('google_place_url'),
    streetNumber: text('street_number'),
    streetName: text('street_name'),
    floorNumber: text('floor_number'),
    doorName: text('door_name'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    domain: text('domain'),
    listOrder: integer('list_order').notNull().default(0),
    invoicePrefix: text('invoice_prefix'),
    placeMainImg: text('place_main_img'),
    maxOccupancy: integer('max_occupancy').notNull().default(0),
    maxFreeVisits: integer('max_free_visits').notNull().default(0),
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
  },
  (t) => [uniqueIndex('offices_client_slug_uq').on(t.clientId, t.slug), index('offices_client_order_idx').on(t.clientId, t.listOrder, t.name)],
);

export const floors = pgTable(
  'floors',
  {
    ...tenantColumns(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    order: integer('order').notNull().default(0),
    /** Structured floor plan: { scale: 400, width, height, shapes: [...] }. */
    floorMap: jsonb('floor_map'),
  },
  (t) => [uniqueIndex('floors_client_slug_uq').on(t.clientId, t.slug), index('floors_office_idx').on(t.officeId, t.order)],
);

/** A user's job at an operator: role, status, office scope, granted web sections, selected (layout) office. */
export const staff = pgTable(
  'staff',
  {
    ...tenantColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('club_staff'),
    status: text('status').notNull().default('active'),
    jobTitle: text('job_title'),
    /** true: all offices of the operator; false: only the offices in staff_offices. */
    allOffices: boolean('all_offices').notNull().default(true),
    webSections: text('web_sections')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    activeOfficeId: integer('active_office_id').references(() => offices.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('staff_client_slug_uq').on(t.clientId, t.slug),
    uniqueIndex('staff_client_user_uq').on(t.clientId, t.userId),
    index('staff_user_idx').on(t.userId),
  ],
);

export const staffOffices = pgTable(
  'staff_offices',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('staff_offices_uq').on(t.staffId, t.officeId)],
);

/** A company that books for its own customers; belongs to one operator. */
export const brokers = pgTable(
  'brokers',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    status: text('status').notNull().default('active'),
  },
  (t) => [uniqueIndex('brokers_client_slug_uq').on(t.clientId, t.slug), index('brokers_client_name_idx').on(t.clientId, t.name)],
);

/** Platform plans offered during onboarding (not tenant-owned). */
export const platformPlans = pgTable('platform_plans', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  typeClient: text('type_client').notNull(),
  textPrice: text('text_price').notNull(),
  pricePence: pence('price_pence'),
  invoicingPeriodInDays: integer('invoicing_period_in_days').notNull().default(30),
  subtitle: text('subtitle').notNull().default(''),
  listOrder: integer('list_order').notNull().default(0),
});

/** Refresh tokens are stored hashed; a family is one login, rotated on every refresh. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    ...refreshTokenColumns(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    // The live token of each login of a user (issue 30): the context's session check and the sessions list.
    index('refresh_tokens_user_live_idx')
      .on(t.userId, t.familyId)
      .where(sql`${t.revokedAt} is null and ${t.usedAt} is null`),
  ],
);

/**
 * Failed password checks (issue 30 §1), kept in the database so every API process counts the same: per (account,
 * address) and per address they refuse beyond a limit; per account they only slow the next attempts down. A row is
 * written before the password is checked (so concurrent guesses count) and removed when the password was right.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    address: text('address').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_account_idx').on(t.account, t.createdAt),
    index('login_failures_address_idx').on(t.address, t.createdAt),
    index('login_failures_created_idx').on(t.createdAt),
  ],
);

/** One-time links sent by e-mail: account validation and password reset. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    ...hashedTokenColumns(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId, t.purpose)],
);

/** Every e-mail the app sends; without SMTP_URL this table is the mailbox a local user reads. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The HTML part, when the message has one (campaign e-mails; migration 0035). */
    html: text('html'),
    link: text('link'),
    /**
     * Files sent with the message (e.g. a booking's .ics invitation): [{filename, contentType, content, size}], the
     * content as text (base64 with encoding 'base64'), size in bytes as sent (issue 29).
     */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string; encoding?: 'base64'; size?: number }[]>(),
    /** The message's kind (contract MESSAGE_KINDS; migration 0044), and its extra headers (List-Unsubscribe …). */
    kind: text('kind'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** The Message-ID it was sent with when the sender fixed one (a campaign's: the same on a re-send; issue 29). */
    messageId: text('message_id'),
    sentAt: timestamptz('sent_at'),
    error: text('error'),
    /**
     * Delivery (issue 29): 'kept' (no SMTP configured), 'sending', 'sent', 'failed' (error says why; a passing
     * failure may be retried) or 'bounced' (the server refused the recipient: bounce_code and bounced_at).
     */
    status: text('status').notNull().default('kept'),
    bounceCode: integer('bounce_code'),
    bouncedAt: timestamptz('bounced_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('email_outbox_to_idx').on(sql`lower(${t.to})`, t.createdAt)],
);
