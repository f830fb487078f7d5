import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { clients, users } from './core.ts';

/**
 * Two-factor login (issue 30), per user (the person's password is per user too, so one authenticator serves the
 * back-office and every portal they belong to). The TOTP secret is sealed with SECRET_KEY (AES-256-GCM, owner
 * `totp:<user id>`, modules/xero/secret-box.ts); enabled_at null: an enrolment started but not confirmed.
 * last_step: the last accepted time step, so a code is never accepted twice.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: timestamptz('enabled_at'),
  lastStep: integer('last_step'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** One-time recovery codes: SHA-256 of the normalised code; used_at set when one is spent. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);

/** "Remember this device for 30 days": SHA-256 of the random token the browser keeps, per user, revocable. */
export const twoFactorDevices = pgTable(
  'two_factor_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (t) => [index('two_factor_devices_user_idx').on(t.userId)],
);

/** The operator's requirement (the owner's account setting): staff without two-factor enrol at their next log-in. */
export const clientTwoFactorPolicies = pgTable('client_two_factor_policies', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  requireStaff: boolean('require_staff').notNull().default(false),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
