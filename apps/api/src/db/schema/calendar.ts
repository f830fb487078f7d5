import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './core.ts';
import { members } from './members.ts';
import { resources } from './space.ts';

/**
 * A private calendar feed (`/ical/{token}.ics`) of one meeting room or one member's bookings, which Google, Outlook
 * and Apple calendars subscribe to. The token is the only credential: revoking sets revoked_at, and a new feed gets a
 * new token. kind: resource | member.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    kind: text('kind').notNull(),
    resourceId: integer('resource_id').references(() => resources.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_uq').on(t.token),
    index('calendar_feeds_resource_idx').on(t.clientId, t.resourceId),
    index('calendar_feeds_member_idx').on(t.clientId, t.memberId),
  ],
);
