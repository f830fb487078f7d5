import { API_KEY_MESSAGES, PORTAL_MESSAGES, sectionAccessMessage, type SectionCode } from '@clubspace/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { offices } from '../db/schema/index.ts';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import type { ContextCache } from '../lib/context-cache.ts';
import type { RequestContext } from '../lib/request-context.ts';
import type { TokenService } from '../lib/tokens.ts';
import { authenticateApiKey, isApiKeyBearer } from './api-key-context.ts';
import { authenticateMember, decoratePortal, isPortalToken } from './portal-context.ts';

export type { RequestContext } from '../lib/request-context.ts';

/** member: the member portal (issue 26), portal tokens only; every other guarded access refuses portal tokens. */
export type Access = 'public' | 'user' | 'staff' | 'member';

/** Names a table whose rows a path or query parameter points at, so generated tenant tests can pick real ids. */
export type SampleSource = { table: string; column?: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call: anyone, any logged-in user, staff of the active operator (default), or a portal member. */
    access?: Access;
    /** Web sections the caller must hold, all of them (GUIDE §7). */
    sections?: SectionCode[];
    /** For generated tests: where to sample a real value of each path/query parameter, and a valid body. */
    samples?: { params?: Record<string, SampleSource>; query?: Record<string, SampleSource>; body?: unknown };
  }
  interface FastifyRequest {
    ctx: RequestContext;
    /** The login (refresh-token family) of the staff access token asking, when it carries one (issue 30). */
    sessionId?: string;
  }
}

/** The context of a staff route, where client and staff are known to exist. */
export type StaffContext = RequestContext & {
  client: NonNullable<RequestContext['client']>;
  staff: NonNullable<RequestContext['staff']>;
};

export function staffCtx(request: FastifyRequest): StaffContext {
  const ctx = request.ctx;
  if (!ctx?.client || !ctx.staff) throw forbidden('No active operator');
  return ctx as StaffContext;
}

type ContextRow = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  session_version: number;
  sessions: string[];
  staff: {
    id: number;
    slug: string;
    role: string;
    status: string;
    all_offices: boolean;
    active_office_id: number | null;
    web_sections: string[];
    client: { id: number; slug: string; name: string; role: string; web_sections: string[]; prices_include_vat: boolean };
    office_ids: number[];
  } | null;
};

/**
 * Loads user, active operator, staff job, granted sections and office scope for a user id, in ONE statement: it runs
 * before every API call, and as three round trips it was the larger part of a cheap list's time (issue 14: teams
 * page 2.5× its raw SQL). The staff job is the one at the user's active operator, else the first active one.
 */
export async function loadContext(db: Db, userId: number): Promise<RequestContext | null> {
  const { rows } = await db.execute<ContextRow>(sql`
    select u.id, u.email, u.first_name, u.last_name, u.session_version,
      (select coalesce(json_agg(distinct rt.family_id), '[]'::json) from refresh_tokens rt
        where rt.user_id = u.id and rt.revoked_at is null and rt.used_at is null and rt.expires_at > now()) as sessions,
      (select json_build_object(
          'id', s.id, 'slug', s.slug, 'role', s.role, 'status', s.status, 'all_offices', s.all_offices,
          'active_office_id', s.active_office_id, 'web_sections', s.web_sections,
          'client', json_build_object('id', c.id, 'slug', c.slug, 'name', c.name, 'role', c.role, 'web_sections', c.web_sections,
            'prices_include_vat', c.prices_include_vat),
          'office_ids', case when s.all_offices then '[]'::json
            else coalesce((select json_agg(so.office_id) from staff_offices so where so.staff_id = s.id), '[]'::json) end)
        from staff s join clients c on c.id = s.client_id
        where s.user_id = u.id and s.status = 'active'
        order by (s.client_id = u.active_client_id) desc nulls last, s.id
        limit 1) as staff
    from users u where u.id = ${userId}`);
  const user = rows[0];
  if (!user) return null;
  const base = {
    user: { id: user.id, email: user.email, firstName: user.first_name, lastName: user.last_name, sessionVersion: user.session_version },
    sessions: user.sessions,
  };
  const job = user.staff;
  if (!job) return { ...base, client: null, staff: null, sections: new Set(), officeIds: [] };

  // A staff member holds only codes its operator has; a pending operator's owner may finish onboarding.
  const clientCodes = new Set(job.client.web_sections);
  const sections = new Set(job.web_sections.filter((c) => clientCodes.has(c)));
  if (job.client.role === 'pending') sections.add('on_boarding');
  return {
    ...base,
    client: {
      id: job.client.id,
      slug: job.client.slug,
      name: job.client.name,
      role: job.client.role,
      webSections: job.client.web_sections,
      pricesIncludeVat: job.client.prices_include_vat,
    },
    staff: {
      id: job.id,
      slug: job.slug,
      role: job.role,
      status: job.status,
      allOffices: job.all_offices,
      activeOfficeId: job.active_office_id,
    },
    sections,
    officeIds: job.all_offices ? null : job.office_ids,
  };
}

/** The caller's context from this process's cache, else loaded (and kept unless something changed meanwhile). */
async function cachedContext(db: Db, contexts: ContextCache, userId: number): Promise<RequestContext | null> {
  const kept = contexts.get(userId);
  if (kept) return kept;
  const loadedAt = contexts.current;
  const loaded = await loadContext(db, userId);
  if (loaded) contexts.keep(userId, loaded, loadedAt);
  return loaded;
}

/** Offices of the caller's scope, in list order (id, slug, name). */
export async function scopedOffices(db: Db, ctx: StaffContext) {
  const where = ctx.officeIds
    ? and(eq(offices.clientId, ctx.client.id), inArray(offices.id, ctx.officeIds.length ? ctx.officeIds : [-1]))
    : eq(offices.clientId, ctx.client.id);
  return db
    .select({ id: offices.id, slug: offices.slug, name: offices.name, timeZone: offices.timeZone })
    .from(offices)
    .where(where)
    .orderBy(asc(offices.listOrder), asc(offices.name));
}

/** The selected (layout) office: the staff's choice when still in scope, else the first office in scope. */
export async function activeOffice(db: Db, ctx: StaffContext) {
  const list = await scopedOffices(db, ctx);
  return list.find((o) => o.id === ctx.staff.activeOfficeId) ?? list[0] ?? null;
}

/** Requests that may write: each drops the kept contexts before it runs and again once it has answered. */
const writes = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

/**
 * Authenticates the bearer token, loads the request context, and enforces each route's declared access and web
 * sections, so no handler can forget the guard.
 */
export const contextPlugin = fp(async (app: FastifyInstance, opts: { db: Db; tokens: TokenService; contexts: ContextCache; config?: Config }) => {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  decoratePortal(app);
  app.addHook('onResponse', async (request) => {
    if (writes(request.method)) opts.contexts.clear();
  });
  app.addHook('onRequest', async (request, reply) => {
    if (writes(request.method)) opts.contexts.clear();
    const config = request.routeOptions.config ?? {};
    // Outside /api and /auth everything is the SPA (static files, index.html fallback); the API reference is public.
    const url = request.routeOptions.url ?? '';
    const isApi = (url.startsWith('/api') || url.startsWith('/auth')) && !url.startsWith('/api/docs');
    const access: Access = request.is404 || !isApi ? 'public' : (config.access ?? 'staff');
    const header = request.headers.authorization;
    const bearer = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : null;
    // An API key (issue 29): staff routes only, limited to its scopes and offices; never the portal.
    if (isApiKeyBearer(bearer) && access !== 'public') {
      if (access === 'member') throw forbidden(API_KEY_MESSAGES.portalNotForKeys);
      request.ctx = await authenticateApiKey(request, reply, { db: opts.db, config: opts.config ?? ({} as Config) }, bearer);
      return;
    }
    if (access === 'member') return authenticateMember(request, { db: opts.db, app, tokens: opts.tokens }, bearer);
    if (access === 'public' && !bearer) return;
    const claims = bearer ? await opts.tokens.verifyAccess(bearer) : null;
    let loaded = claims ? await cachedContext(opts.db, opts.contexts, claims.userId) : null;
    // An ended login (issue 30: signed out from another device, by the owner, logged out, idle) is no longer among the
    // user's live sessions; a kept context may predate a login made in another process, so it is read afresh once.
    const liveSession = (c: RequestContext | null) => !claims?.sessionId || Boolean(c?.sessions?.includes(claims.sessionId));
    if (loaded && !liveSession(loaded)) {
      const loadedAt = opts.contexts.current;
      loaded = await loadContext(opts.db, claims!.userId);
      if (loaded) opts.contexts.keep(claims!.userId, loaded, loadedAt);
    }
    // A deactivation, removal or password change bumps the user's session version (issue 13 §4): every access token
    // signed before it is refused here, on every route, with the same user-row read the context needs anyway.
    const ctx = loaded && loaded.user.sessionVersion === claims?.sessionVersion && liveSession(loaded) ? loaded : null;
    if (!ctx) {
      if (access === 'public') return;
      if (bearer && (await isPortalToken(app, bearer))) throw forbidden(PORTAL_MESSAGES.portalTokenOnStaff);
      throw unauthorized(bearer ? 'Your session has expired' : 'Authentication required');
    }
    request.ctx = ctx;
    if (claims?.sessionId) request.sessionId = claims.sessionId;
    if (access === 'user') return;
    if (access === 'staff' && (!ctx.client || !ctx.staff)) throw forbidden('No active operator');
    const missing = (config.sections ?? []).filter((code) => !ctx.sections.has(code));
    if (missing.length) throw forbidden(sectionAccessMessage(missing));
  });
});
