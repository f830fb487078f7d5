import { PORTAL_MESSAGES, PORTAL_SETTINGS_DEFAULTS, PORTAL_WORKSPACE_HEADER, type PortalSettings } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import { portalTokensFor, type PortalClaims } from '../lib/portal-tokens.ts';
import type { TokenService } from '../lib/tokens.ts';

/**
 * The member portal's side of the request context (issue 26). A route with `config.access: 'member'` is served to a
 * portal token only: the context plugin hands it to `authenticateMember`, which loads the member, the operator and
 * its portal settings in one statement (never cached: a deactivation or a revoke is seen by the very next request).
 */
export interface PortalContext {
  user: { id: number; email: string; firstName: string; lastName: string };
  member: { id: number; slug: string; role: string; teamId: number | null; officeId: number | null };
  client: { id: number; slug: string; name: string; domain: string | null; pricesIncludeVat: boolean };
  settings: PortalSettings;
  /** The portal login of the token asking (issue 30), when it carries one. */
  sessionId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on member routes (config.access 'member'). */
    portal: PortalContext;
  }
}

export function portalCtx(request: FastifyRequest): PortalContext {
  if (!request.portal) throw unauthorized('Authentication required');
  return request.portal;
}

/** The sub-domain of a host name: the first label of a name with more than one that is not an IP address. */
export function subDomainOf(hostname: string | undefined): string | null {
  if (!hostname || hostname.includes(':') || hostname.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname)) return null;
  const labels = hostname.split('.').filter(Boolean);
  return labels.length > 1 ? labels[0].toLowerCase() : null;
}

/** The workspace a request names: the X-Portal-Workspace header, else the host's sub-domain; null when neither. */
export function requestedWorkspace(request: FastifyRequest): { name: string; from: 'header' | 'host' } | null {
  const header = request.headers[PORTAL_WORKSPACE_HEADER];
  const value = typeof header === 'string' ? header.trim().toLowerCase().slice(0, 100) : '';
  if (value) return { name: value, from: 'header' };
  const host = subDomainOf(request.hostname);
  return host ? { name: host, from: 'host' } : null;
}

/** The operator of a workspace name (its slug or its domain, case-insensitive). */
export async function clientOfWorkspace(db: Db, name: string) {
  const { rows } = await db.execute<{ id: number; slug: string; name: string; domain: string | null }>(
    sql`select id, slug, name, domain from clients where lower(slug) = ${name} or lower(domain) = ${name} order by (lower(slug) = ${name}) desc, id limit 1`,
  );
  return rows[0] ?? null;
}

type PortalRow = {
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  session_version: number;
  member_id: number;
  member_slug: string;
  role: string;
  member_status: string;
  team_id: number | null;
  office_id: number | null;
  client_id: number;
  client_slug: string;
  client_name: string;
  client_domain: string | null;
  prices_include_vat: boolean;
  access_status: string | null;
  portal_version: number | null;
  settings: Partial<PortalSettings> | null;
  session_live: boolean;
};

/** The member of a portal token with their operator and its settings, or null when the token's session has ended. */
export async function loadPortalContext(db: Db, c: PortalClaims): Promise<PortalContext | null> {
  const { rows } = await db.execute<PortalRow>(sql`
    select u.id as user_id, u.email, u.first_name, u.last_name, u.session_version,
      m.id as member_id, m.slug as member_slug, m.role, m.status as member_status, m.team_id, m.office_id,
      c.id as client_id, c.slug as client_slug, c.name as client_name, c.domain as client_domain, c.prices_include_vat,
      pa.status as access_status, pa.session_version as portal_version,
      (select json_build_object('enabled', ps.enabled, 'book_desks', ps.book_desks, 'book_rooms', ps.book_rooms,
          'cancel_hours', ps.cancel_hours, 'see_invoices', ps.see_invoices, 'invite_members', ps.invite_members,
          'welcome_text', ps.welcome_text)
        from portal_settings ps where ps.client_id = c.id) as settings,
      (${c.sessionId ?? null}::uuid is null or exists (select 1 from portal_refresh_tokens prt
        where prt.family_id = ${c.sessionId ?? null}::uuid and prt.member_id = m.id and prt.revoked_at is null)) as session_live
    from members m
    join users u on u.id = m.user_id
    join clients c on c.id = m.client_id
    left join portal_access pa on pa.member_id = m.id
    where m.id = ${c.memberId} and m.client_id = ${c.clientId} and m.user_id = ${c.userId}`);
  const r = rows[0];
  if (!r || r.session_version !== c.sessionVersion || r.portal_version !== c.portalVersion) return null;
  // An ended portal login (signed out from another device, logged out, idle; issue 30): never cached, so at once.
  if (!r.session_live) return null;
  if (r.access_status !== 'active' || r.member_status !== 'active') return null;
  return {
    user: { id: r.user_id, email: r.email, firstName: r.first_name, lastName: r.last_name },
    member: { id: r.member_id, slug: r.member_slug, role: r.role, teamId: r.team_id, officeId: r.office_id },
    client: { id: r.client_id, slug: r.client_slug, name: r.client_name, domain: r.client_domain, pricesIncludeVat: r.prices_include_vat },
    settings: { ...PORTAL_SETTINGS_DEFAULTS, ...(r.settings ?? {}) },
    ...(c.sessionId ? { sessionId: c.sessionId } : {}),
  };
}

const names = (client: PortalContext['client']) => [client.slug.toLowerCase(), client.domain?.toLowerCase()].filter(Boolean);

/**
 * A member route's guard: a valid portal token of a live session (403 in words for a staff token), for the workspace
 * the request names if it names one, of an operator whose portal is on.
 */
export async function authenticateMember(
  request: FastifyRequest,
  deps: { db: Db; app: { config: Config }; tokens: TokenService },
  bearer: string | null,
) {
  if (!bearer) throw unauthorized('Authentication required');
  const claims = await portalTokensFor(deps.app).verify(bearer);
  if (!claims) {
    if (await deps.tokens.verifyAccess(bearer)) throw forbidden(PORTAL_MESSAGES.staffTokenOnPortal);
    throw unauthorized('Your session has expired');
  }
  const ctx = await loadPortalContext(deps.db, claims);
  if (!ctx) throw unauthorized(PORTAL_MESSAGES.sessionEnded);
  const asked = requestedWorkspace(request);
  if (asked && !names(ctx.client).includes(asked.name)) {
    // A header always names the portal the web app is on; a host's sub-domain counts only when it is an operator's.
    if (asked.from === 'header' || (await clientOfWorkspace(deps.db, asked.name))) throw forbidden(PORTAL_MESSAGES.otherWorkspace);
  }
  if (!ctx.settings.enabled) throw forbidden(PORTAL_MESSAGES.portalOff);
  request.portal = ctx;
}

/** Whether a bearer that is no staff token is a portal one (so a staff route can refuse it in words). */
export const isPortalToken = async (app: { config: Config }, bearer: string) => (await portalTokensFor(app).verify(bearer)) !== null;

export function decoratePortal(app: FastifyInstance) {
  app.decorateRequest('portal', null as unknown as PortalContext);
}
