/**
 * API keys (issue 29): an operator's integrations call the staff API with `Authorization: Bearer csk_…`. A key holds
 * scopes (read, or read and write, per web section), an optional office restriction and an optional expiry. Account,
 * staff, key and webhook management and the member portal are never reachable with a key.
 */
import { z } from 'zod';
import { ALL_SECTIONS, SECTION_LABELS, TAB_SECTIONS, type SectionCode } from './sections.ts';

/** Every secret starts with this, so a bearer token tells a key from a JWT without a database read. */
export const API_KEY_PREFIX = 'csk_';
/** 32 random bytes, base64url (43 characters) after the prefix. */
export const API_KEY_SECRET_PATTERN = /^csk_[A-Za-z0-9_-]{43}$/;
/** How many characters of the secret (prefix included) the list shows to tell keys apart. */
export const API_KEY_VISIBLE_CHARS = 12;
/** Requests a key may make per window unless the server's configuration says otherwise (as Nexudus). */
export const API_KEY_RATE_LIMIT = 120;
export const API_KEY_RATE_WINDOW_SECONDS = 60;
/** The last-used time is written at most this often per key (a key's every call would otherwise be a write). */
export const API_KEY_LAST_USED_EVERY_SECONDS = 60;

/** Sections a key can never hold: the account area (staff, keys, webhooks, settings) and onboarding. */
export const API_KEY_FORBIDDEN_SECTIONS: readonly SectionCode[] = ['account', 'on_boarding'];
export const API_KEY_SECTIONS: SectionCode[] = ALL_SECTIONS.filter((c) => !API_KEY_FORBIDDEN_SECTIONS.includes(c));

export const API_KEY_ACCESS = ['read', 'write'] as const;
export type ApiKeyAccess = (typeof API_KEY_ACCESS)[number];
export const API_KEY_ACCESS_LABELS: Record<ApiKeyAccess, string> = { read: 'Read', write: 'Read and write' };

export const API_KEY_MESSAGES = {
  nameRequired: 'Give the key a name',
  scopesRequired: 'Choose at least one section the key may use',
  sectionNotAllowed: 'A key cannot hold the Account or Onboarding sections',
  unknownOffice: 'Choose offices of this account',
  expiryPast: 'The expiry must be in the future',
  ownerOnly: 'Only the account owner can manage API keys',
  notFound: 'API key not found',
  invalid: 'This API key is not valid',
  revoked: 'This API key was revoked',
  expired: 'This API key has expired',
  notForKeys: 'API keys cannot call this operation: it is for signed-in staff only',
  portalNotForKeys: 'API keys cannot call the member portal',
  rateLimited: (seconds: number) => `This API key made too many requests: try again in ${seconds} s`,
  shownOnce: 'Copy the secret now: it is shown only once and cannot be shown again',
} as const;

/** Scopes: section code → read | write. Write includes read. */
export const apiKeyScopes = z.record(z.string(), z.enum(API_KEY_ACCESS)).superRefine((scopes, ctx) => {
  const codes = Object.keys(scopes);
  if (!codes.length) ctx.addIssue({ code: 'custom', message: API_KEY_MESSAGES.scopesRequired });
  if (codes.some((c) => !(API_KEY_SECTIONS as string[]).includes(c))) ctx.addIssue({ code: 'custom', message: API_KEY_MESSAGES.sectionNotAllowed });
});
export type ApiKeyScopes = Record<string, ApiKeyAccess>;

/** POST /api/api-keys/ */
export const apiKeyCreate = z.object({
  name: z.string().trim().min(1, API_KEY_MESSAGES.nameRequired).max(80),
  scopes: apiKeyScopes,
  /** Office slugs; empty or absent: every office. */
  offices: z.array(z.string().trim().min(1).max(120)).max(100).optional(),
  /** ISO date-time; absent or null: never expires. */
  expires_at: z.string().datetime({ offset: true }).nullable().optional(),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreate>;

export const apiKeyItem = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters of the secret (`csk_` + 8), enough to recognise it. */
  prefix: z.string(),
  scopes: z.record(z.string(), z.enum(API_KEY_ACCESS)),
  offices: z.array(z.object({ slug: z.string(), name: z.string() })),
  created_at: z.string(),
  created_by: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
});
export type ApiKeyItem = z.infer<typeof apiKeyItem>;

export const apiKeyList = z.object({ api_keys: z.array(apiKeyItem) });
export type ApiKeyList = z.infer<typeof apiKeyList>;

/** The creation's answer: the only time the secret leaves the server. */
export const apiKeyCreated = z.object({ api_key: apiKeyItem, secret: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreated>;

export const apiKeyIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A key's status at a time. */
export function apiKeyStatus(key: { revokedAt: Date | null; expiresAt: Date | null }, now: Date): 'active' | 'expired' | 'revoked' {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a key's scopes let it call a route that needs `sections` (all of them) with `method`: read = GET/HEAD,
 * write = every method. A route needing no section, or one a key can never hold, is refused.
 */
export function apiKeyMissing(scopes: ApiKeyScopes, sections: readonly string[], method: string): string[] | 'never' {
  if (!sections.length || sections.some((c) => API_KEY_FORBIDDEN_SECTIONS.includes(c as SectionCode))) return 'never';
  const needsWrite = !readMethods.has(method.toUpperCase());
  return sections.filter((c) => {
    const access = scopes[c];
    return !access || (needsWrite && access !== 'write');
  });
}

/** The 403 a key gets for a route outside its scopes, in words. */
export function apiKeyScopeMessage(missing: readonly string[], method: string): string {
  const labels = missing.map((c) => (c in SECTION_LABELS ? SECTION_LABELS[c as SectionCode] : c));
  const what = readMethods.has(method.toUpperCase()) ? 'read' : 'write';
  return `This API key may not ${what} ${labels.join(' and ')}. The account owner can create a key with that scope.`;
}

/** Fixed-window rate limit arithmetic: the window a time falls in and the seconds left in it. */
export function rateWindow(nowMs: number, windowSeconds: number): { start: number; resetSeconds: number } {
  const size = windowSeconds * 1000;
  const start = Math.floor(nowMs / size) * size;
  return { start, resetSeconds: Math.max(1, Math.ceil((start + size - nowMs) / 1000)) };
}

/** Asked before a revoke: it cannot be undone. */
export const apiKeyRevokeConfirm = (name: string) => ({
  title: `Revoke the API key “${name}”?`,
  message: `Every system using “${name}” is refused (401) from its next call. This cannot be undone: create a new key to reconnect.`,
  confirmLabel: 'Revoke key',
  keepLabel: 'Keep key',
  destructive: true,
});

const ACCESS_RANK: Record<ApiKeyAccess, number> = { read: 1, write: 2 };
const AREA_OF_TAB: Record<string, string> = Object.fromEntries(
  Object.entries(TAB_SECTIONS).flatMap(([area, tabs]) => (tabs as readonly string[]).map((tab) => [tab, area])),
);

/**
 * A tab's routes also need their area's section (GUIDE §7: a route needs all its codes), so a tab scope lifts its
 * area to at least the same access: "Members · Invoices: read" alone would open nothing.
 */
export function normalizeApiKeyScopes(scopes: ApiKeyScopes): ApiKeyScopes {
  const out: ApiKeyScopes = { ...scopes };
  for (const [code, access] of Object.entries(scopes)) {
    const area = AREA_OF_TAB[code];
    if (area && (!out[area] || ACCESS_RANK[out[area]] < ACCESS_RANK[access])) out[area] = access;
  }
  return out;
}
