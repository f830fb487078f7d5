import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, timestamptz } from './columns.ts';
import { clients, offices, users } from './core.ts';
import { members } from './members.ts';

/**
 * A notice on the board (issue 28). Its status (scheduled, live, expired) follows from publish_at, expire_at and the
 * clock; unpublishing sets expire_at to now. `email_requested` asks for one e-mail to the consenting members of its
 * offices once it is live; `emailed_at` is set once, atomically, by whoever claims it (never twice).
 */
export const notices = pgTable(
  'notices',
  {
    ...tenantColumns(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    image: text('image'),
    publishAt: timestamptz('publish_at').notNull(),
    expireAt: timestamptz('expire_at'),
    pinned: boolean('pinned').notNull().default(false),
    emailRequested: boolean('email_requested').notNull().default(false),
    emailedAt: timestamptz('emailed_at'),
    emailedCount: integer('emailed_count').notNull().default(0),
    /** The create form's random key: a retried create answers the notice the first attempt made. */
    requestKey: uuid('request_key'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notices_client_slug_uq').on(t.clientId, t.slug),
    uniqueIndex('notices_client_request_key_uq').on(t.clientId, t.requestKey),
    // The staff list's orders and status filters, and the portal's current notices (publish_at <= now < expire_at).
    index('notices_client_publish_idx').on(t.clientId, t.publishAt),
    index('notices_client_expire_idx').on(t.clientId, t.expireAt),
    index('notices_client_title_idx').on(t.clientId, t.title),
    // The e-mail job's scan: asked for, not yet sent, by publish instant.
    index('notices_mail_due_idx')
      .on(t.publishAt)
      .where(sql`${t.emailRequested} and ${t.emailedAt} is null`),
  ],
);

/** The offices a notice applies to (none: every office). */
export const noticeOffices = pgTable(
  'notice_offices',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('notice_offices_uq').on(t.noticeId, t.officeId), index('notice_offices_office_idx').on(t.officeId, t.noticeId)],
);

/**
 * One member a notice's e-mail goes to (issue 29), written when the notice is claimed, with the batch jobs that mail
 * them. As campaign recipients: sending_at is set before the send and mailed_at after it, each in its own statement,
 * so a batch run again after a crash skips the mailed and re-sends only the one in flight (the same Message-ID).
 * Runtime state of the send (not captured).
 */
export const noticeRecipients = pgTable(
  'notice_recipients',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    sendingAt: timestamptz('sending_at'),
    mailedAt: timestamptz('mailed_at'),
    /** Why not: 'no_consent' (the member turned community e-mails off before their batch ran). */
    skipped: text('skipped'),
  },
  (t) => [uniqueIndex('notice_recipients_uq').on(t.noticeId, t.memberId), index('notice_recipients_member_idx').on(t.memberId)],
);
