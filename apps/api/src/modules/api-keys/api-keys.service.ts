import { randomBytes } from 'node:crypto';
import {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  API_KEY_VISIBLE_CHARS,
  apiKeyStatus,
  normalizeApiKeyScopes,
  type ApiKeyCreate,
  type ApiKeyCreated,
  type ApiKeyItem,
} from '@clubspace/contract';
import type { Db } from '../../db/client.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { clock } from '../../lib/clock.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { sha256 } from '../../lib/tokens.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { insertApiKey, listApiKeys, officesByIds, officesBySlugs, revokeApiKey, type ApiKeyRow } from './api-keys.repo.ts';

/** Keys are the owner's: an admin with the Account section still cannot mint credentials (nor can a key). */
function ownerOnly(ctx: StaffContext) {
  if (ctx.apiKey || ctx.staff.role !== 'club_owner') throw forbidden(API_KEY_MESSAGES.ownerOnly);
}

function toItem(row: ApiKeyRow, officeNames: Map<number, { slug: string; name: string }>, now: Date): ApiKeyItem {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    offices: row.officeIds.flatMap((id) => officeNames.get(id) ?? []),
    created_at: row.createdAt.toISOString(),
    created_by: row.createdByName,
    expires_at: row.expiresAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    status: apiKeyStatus(row, now),
  };
}

async function officeNamesOf(db: Db, clientId: number, rows: ApiKeyRow[]) {
  const found = await officesByIds(db, clientId, [...new Set(rows.flatMap((r) => r.officeIds))]);
  return new Map(found.map((o) => [o.id, { slug: o.slug, name: o.name }]));
}

export async function listKeys(db: Db, ctx: StaffContext): Promise<{ api_keys: ApiKeyItem[] }> {
  ownerOnly(ctx);
  const rows = await listApiKeys(db, ctx.client.id);
  const names = await officeNamesOf(db, ctx.client.id, rows);
  const now = clock.now();
  return { api_keys: rows.map((r) => toItem(r, names, now)) };
}

/** A new key; the answer is the only place its secret ever appears (only its SHA-256 is stored). */
export async function createKey(db: Db, ctx: StaffContext, body: ApiKeyCreate): Promise<ApiKeyCreated> {
  ownerOnly(ctx);
  const now = clock.now();
  const slugs = [...new Set(body.offices ?? [])];
  const found = await officesBySlugs(db, ctx.client.id, slugs);
  if (found.length !== slugs.length) throw badRequest({ offices: API_KEY_MESSAGES.unknownOffice });
  const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw badRequest({ expires_at: API_KEY_MESSAGES.expiryPast });
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await writeTransaction(db, (tx) =>
    insertApiKey(tx, {
      clientId: ctx.client.id,
      name: body.name,
      prefix: secret.slice(0, API_KEY_VISIBLE_CHARS),
      secretHash: sha256(secret),
      scopes: normalizeApiKeyScopes(body.scopes),
      officeIds: found.map((o) => o.id),
      createdByStaffId: ctx.staff.id,
      createdByName: [ctx.user.firstName, ctx.user.lastName].filter(Boolean).join(' ') || ctx.user.email,
      createdAt: now,
      expiresAt,
    }),
  );
  const names = new Map(found.map((o) => [o.id, { slug: o.slug, name: o.name }]));
  return { api_key: toItem(row, names, now), secret };
}

export async function revokeKey(db: Db, ctx: StaffContext, id: number): Promise<void> {
  ownerOnly(ctx);
  const done = await writeTransaction(db, (tx) => revokeApiKey(tx, ctx.client.id, id, clock.now()));
  if (!done) throw notFound(API_KEY_MESSAGES.notFound);
}
