import { index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { hashedTokenColumns } from './columns.ts';
import { clients } from './core.ts';
import { members } from './members.ts';
import { resources } from './space.ts';

/**
 * A magic check-in link (issue 11): a random token (only its SHA-256 is stored) that lets one member check in to
 * their own booking of one resource, or book that resource for themselves, once, within 15 minutes.
 */
export const checkinLinks = pgTable(
  'checkin_links',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    ...hashedTokenColumns(),
  },
  (t) => [index('checkin_links_member_idx').on(t.memberId, t.resourceId, t.createdAt)],
);
