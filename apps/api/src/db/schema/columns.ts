import { integer, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Columns every tenant-owned table starts with: id, owning operator, slug unique per operator, creation time. */
export const tenantColumns = () => ({
  id: serial('id').primaryKey(),
  clientId: integer('client_id').notNull(),
  slug: text('slug').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Integer pence (GUIDE §3). */
export const pence = (name: string) => integer(name).notNull().default(0);
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
