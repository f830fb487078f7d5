import {
  API_KEY_LAST_USED_EVERY_SECONDS,
  API_KEY_MESSAGES,
  API_KEY_RATE_LIMIT,
  API_KEY_RATE_WINDOW_SECONDS,
  apiKeyMissing,
  apiKeyScopeMessage,
  apiKeyStatus,
  rateWindow,
  type ApiKeyScopes,
} from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { clock } from '../lib/clock.ts';
import { HttpError, forbidden, unauthorized } from '../lib/http-error.ts';
import type { RequestContext } from '../lib/request-context.ts';
import { sha256 } from '../lib/tokens.ts';

/**
 * API keys on the staff routes (issue 29). A bearer starting `csk_` is looked up by its SHA-256, counted against the
 * key's rate limit in the database and turned into a request context limited to the key's scopes and offices. Not
 * cached: a revoke is seen by the very next request.
 */

type KeyRow = {
  id: number;
  client_id: number;
  name: string;
  scopes: ApiKeyScopes;
  office_ids: number[];
  expires_at: string | Date | null;
  revoked_at: string | Date | null;
  last_used_at: string | Date | null;
  client_slug: string;
  client_name: string;
  client_role: string;
  web_sections: string[];
  prices_include_vat: boolean;
  staff_id: number | null;
  staff_slug: string | null;
  user_id: number | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
};

const asDate = (v: string | Date | null) => (v === null ? null : new Date(v));

export const isApiKeyBearer = (bearer: string | null): bearer is string => Boolean(bearer?.startsWith('csk_'));

async function loadKey(db: Db, secret: string): Promise<KeyRow | null> {
  const { rows } = await db.execute<KeyRow>(sql`
    select k.id, k.client_id, k.name, k.scopes, k.office_ids, k.expires_at, k.revoked_at, k.last_used_at,
      c.slug as client_slug, c.name as client_name, c.role as client_role, c.web_sections, c.prices_include_vat,
      s.id as staff_id, s.slug as staff_slug, u.id as user_id, u.email, u.first_name, u.last_name
    from api_keys k
    join clients c on c.id = k.client_id
    left join staff s on s.id = coalesce(k.created_by_staff_id,
      (select o.id from staff o where o.client_id = k.client_id and o.role = 'club_owner' order by o.id limit 1))
    left join users u on u.id = s.user_id
    where k.secret_hash = ${sha256(secret)}`);
  return rows[0] ?? null;
}

/** One fixed-window counter row per key and window, incremented atomically: the count every API process shares. */
async function countRequest(db: Db, keyId: number, windowStart: number): Promise<number> {
  const { rows } = await db.execute<{ count: number }>(sql`
    insert into api_key_windows (api_key_id, window_start, count) values (${keyId}, ${windowStart}, 1)
    on conflict (api_key_id, window_start) do update set count = api_key_windows.count + 1
    returning count`);
  const count = Number(rows[0]?.count ?? 1);
  // The window's first request clears the key's older windows (at most one row a key stays behind).
  if (count === 1) await db.execute(sql`delete from api_key_windows where api_key_id = ${keyId} and window_start < ${windowStart}`);
  return count;
}

/**
 * Authenticates an API key for a staff route: 401 for an unknown, revoked or expired key, 429 past its rate limit
 * (RateLimit-* headers on every answer, Retry-After on the 429), 403 in words for a route outside its scopes or one a
 * key can never call. Returns the context the handlers see.
 */
export async function authenticateApiKey(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { db: Db; config: Config },
  secret: string,
): Promise<RequestContext> {
  const key = await loadKey(deps.db, secret);
  if (!key || key.user_id === null || key.staff_id === null) throw unauthorized(API_KEY_MESSAGES.invalid);
  const now = clock.now();
  const status = apiKeyStatus({ revokedAt: asDate(key.revoked_at), expiresAt: asDate(key.expires_at) }, now);
  if (status === 'revoked') throw unauthorized(API_KEY_MESSAGES.revoked);
  if (status === 'expired') throw unauthorized(API_KEY_MESSAGES.expired);

  // Every answer to a key says which key, in the request log line (the authorization header itself is redacted).
  request.log = request.log.child({ api_key_id: key.id });
  reply.log = request.log;

  const limit = deps.config.apiKeyRateLimit ?? API_KEY_RATE_LIMIT;
  const window = rateWindow(now.getTime(), deps.config.apiKeyRateWindowSeconds ?? API_KEY_RATE_WINDOW_SECONDS);
  const count = await countRequest(deps.db, key.id, window.start);
  reply.header('ratelimit-limit', String(limit));
  reply.header('ratelimit-remaining', String(Math.max(0, limit - count)));
  reply.header('ratelimit-reset', String(window.resetSeconds));
  if (count > limit) {
    reply.header('retry-after', String(window.resetSeconds));
    throw new HttpError(429, API_KEY_MESSAGES.rateLimited(window.resetSeconds), undefined, 'rate_limited');
  }

  const last = asDate(key.last_used_at);
  if (!last || now.getTime() - last.getTime() >= API_KEY_LAST_USED_EVERY_SECONDS * 1000) {
    await deps.db.execute(sql`update api_keys set last_used_at = ${now.toISOString()}::timestamptz
      where id = ${key.id} and (last_used_at is null or last_used_at < ${now.toISOString()}::timestamptz - interval '${sql.raw(String(API_KEY_LAST_USED_EVERY_SECONDS))} seconds')`);
  }

  const clientCodes = new Set(key.web_sections);
  const scopes: ApiKeyScopes = Object.fromEntries(Object.entries(key.scopes).filter(([code]) => clientCodes.has(code)));
  const config = request.routeOptions.config ?? {};
  if (config.access === 'user') throw forbidden(API_KEY_MESSAGES.notForKeys);
  const missing = apiKeyMissing(scopes, config.sections ?? [], request.method);
  if (missing === 'never') throw forbidden(API_KEY_MESSAGES.notForKeys);
  if (missing.length) throw forbidden(apiKeyScopeMessage(missing, request.method));

  return {
    user: { id: key.user_id, email: key.email ?? '', firstName: key.first_name ?? '', lastName: key.last_name ?? '' },
    client: {
      id: key.client_id,
      slug: key.client_slug,
      name: key.client_name,
      role: key.client_role,
      webSections: key.web_sections,
      pricesIncludeVat: key.prices_include_vat,
    },
    // The key acts as its creator's staff job where a write records a staff id, with no role of its own.
    staff: {
      id: key.staff_id,
      slug: key.staff_slug ?? '',
      role: 'api_key',
      status: 'active',
      allOffices: !key.office_ids.length,
      activeOfficeId: null,
    },
    sections: new Set(Object.keys(scopes)),
    officeIds: key.office_ids.length ? key.office_ids : null,
    apiKey: { id: key.id, name: key.name, scopes },
  };
}
