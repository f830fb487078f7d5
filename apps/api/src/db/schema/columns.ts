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

/**
 * The columns of a token stored hashed (one-time e-mailed links, check-in links): its SHA-256, when it expires, when it
 * was used, when it was made.
 */
const tokenLife = () => ({
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});
export const hashedTokenColumns = () => ({ ...tokenLife(), createdAt: timestamptz('created_at').notNull().defaultNow() });
/** A refresh token's: the same, and when its family was revoked. */
export const refreshTokenColumns = () => ({
  ...tokenLife(),
  revokedAt: timestamptz('revoked_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  /** The browser's User-Agent (cut to 400 characters) and the client address of the login or refresh (issue 30). */
  userAgent: text('user_agent'),
  address: text('address'),
});
