import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { pence, tenantColumns, timestamptz } from './columns.ts';
import { clients, offices, users } from './core.ts';
import { members } from './members.ts';

/** Campaign types, owned by each operator (the seeds expose id and name only). */
export const notificationTypes = pgTable(
  'notification_types',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('notification_types_client_name_idx').on(t.clientId, t.name)],
);

/** A notification campaign. status: active | finished | cancelled | pending_payment (set freely). */
export const notificationCampaigns = pgTable(
  'notification_campaigns',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    code: text('code'),
    typeId: integer('type_id').references(() => notificationTypes.id, { onDelete: 'set null' }),
    datePlanned: timestamptz('date_planned'),
    status: text('status').notNull().default('active'),
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'set null' }),
    /** When the campaign e-mail job claimed it (set once, atomically: a campaign is never sent twice). */
    sentAt: timestamptz('sent_at'),
    /** The e-mail's subject and Markdown body, with {first_name}-style placeholders (migration 0035); both needed to send. */
    subject: text('subject'),
    body: text('body'),
    /**
     * The e-mail rendered ONCE for the whole campaign (issue 29): subject, text and HTML with the placeholders and the
     * unsubscribe marker left in; written at the claim (or by the first batch), reused by every batch.
     */
    rendered: jsonb('rendered').$type<{ subject: string; text: string; html: string }>(),
  },
  (t) => [
    uniqueIndex('notification_campaigns_client_slug_uq').on(t.clientId, t.slug),
    // The e-mail job's scan: unsent campaigns by planned date.
    index('notification_campaigns_due_idx')
      .on(t.datePlanned)
      .where(sql`${t.sentAt} is null`),
    index('notification_campaigns_client_name_idx').on(t.clientId, t.name),
    index('notification_campaigns_client_created_idx').on(t.clientId, t.createdAt),
  ],
);

/** Users selected for a campaign (the transfer list sends user ids). */
export const notificationCampaignUsers = pgTable(
  'notification_campaign_users',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => notificationCampaigns.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When the campaign's e-mail went to this recipient (migration 0044). */
    mailedAt: timestamptz('mailed_at'),
    /**
     * When a campaign batch job began sending to this recipient (issue 29): set before the send, mailed_at after it.
     * A batch run again after a crash skips the mailed and re-sends only the ones left 'sending' (the same Message-ID).
     */
    sendingAt: timestamptz('sending_at'),
    /** Why it did not: 'no_consent' (allow_email or the campaigns category off), 'not_member' (no longer a member). */
    skipped: text('skipped'),
  },
  (t) => [uniqueIndex('notification_campaign_users_uq').on(t.campaignId, t.userId), index('notification_campaign_users_user_idx').on(t.userId)],
);

/**
 * An offer shown in the member app. offer_type: hot_desk | work_area | full_membership | bar | services | events |
 * informative; screen_after_accept: Feed | Bookings | Membership Plans | Bar | Events | Profile; status: active | inactive.
 */
export const offers = pgTable(
  'offers',
  {
    ...tenantColumns(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    description: text('description'),
    offerType: text('offer_type').notNull().default('informative'),
    screenAfterAccept: text('screen_after_accept'),
    pricePence: pence('price_pence'),
    discountPence: pence('discount_pence'),
    dateStart: timestamptz('date_start'),
    dateEnd: timestamptz('date_end'),
    limitPerCampaign: integer('limit_per_campaign').notNull().default(0),
    limitPerTeam: integer('limit_per_team').notNull().default(0),
    limitPerMember: integer('limit_per_member').notNull().default(0),
    workOnly: boolean('work_only').notNull().default(false),
    onlyTeamAdmin: boolean('only_team_admin').notNull().default(false),
    status: text('status').notNull().default('active'),
    sendNotification: boolean('send_notification').notNull().default(false),
  },
  (t) => [
    uniqueIndex('offers_client_slug_uq').on(t.clientId, t.slug),
    index('offers_client_code_idx').on(t.clientId, t.code),
    index('offers_client_title_idx').on(t.clientId, t.title),
  ],
);

/** Offices an offer is shown in. */
export const offerOffices = pgTable(
  'offer_offices',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('offer_offices_uq').on(t.offerId, t.officeId), index('offer_offices_office_idx').on(t.officeId)],
);

/** An offer made to a user. status: new | pending | accepted | rejected | cancelled. */
export const offerUsers = pgTable(
  'offer_users',
  {
    ...tenantColumns(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    date: timestamptz('date').notNull().defaultNow(),
    status: text('status').notNull().default('new'),
    sendNotification: boolean('send_notification').notNull().default(false),
  },
  (t) => [
    uniqueIndex('offer_users_client_slug_uq').on(t.clientId, t.slug),
    index('offer_users_client_date_idx').on(t.clientId, t.date),
    index('offer_users_offer_idx').on(t.offerId),
    index('offer_users_user_idx').on(t.userId),
  ],
);
