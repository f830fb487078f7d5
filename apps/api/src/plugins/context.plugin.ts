import type { SectionCode } from '@clubspace/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { clients, offices, staff, staffOffices, users } from '../db/schema/index.ts';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import type { TokenService } from '../lib/tokens.ts';

export type Access = 'public' | 'user' | 'staff';

/** Names a table whose rows a path or query parameter points at, so generated tenant tests can pick real ids. */
export type SampleSource = { table: string; column?: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call: anyone, any logged-in user, or staff of the active operator (default). */
    access?: Access;
    /** Web sections the caller must hold, all of them (GUIDE §7). */
    sections?: SectionCode[];
    /** For generated tests: where to sample a real value of each path/query parameter, and a valid body. */
    samples?: { params?: Record<string, SampleSource>; query?: Record<string, SampleSource>; body?: unknown };
  }
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

export interface RequestContext {
  user: { id: number; email: string; firstName: string; lastName: string; sessionVersion?: number };
  client: { id: number; slug: string; name: string; role: string; webSections: string[] } | null;
  staff: { id: number; slug: string; role: string; status: string; allOffices: boolean; activeOfficeId: number | null } | null;
  sections: Set<string>;
  /** Offices the staff may see; null means every office of the operator. */
  officeIds: number[] | null;
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

/** Loads user, active operator, staff job, granted sections and office scope for a user id. */
export async function loadContext(db: Db, userId: number): Promise<RequestContext | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const jobs = await db
    .select({ staff, client: clients })
    .from(staff)
    .innerJoin(clients, eq(clients.id, staff.clientId))
    .where(and(eq(staff.userId, userId), eq(staff.status, 'active')))
    .orderBy(asc(staff.id));
  const job = jobs.find((j) => j.client.id === user.activeClientId) ?? jobs[0];
  const base = { user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, sessionVersion: user.sessionVersion } };
  if (!job) return { ...base, client: null, staff: null, sections: new Set(), officeIds: [] };

  // A staff member holds only codes its operator has; a pending operator's owner may finish onboarding.
  const clientCodes = new Set(job.client.webSections);
  const sections = new Set(job.staff.webSections.filter((c) => clientCodes.has(c)));
  if (job.client.role === 'pending') sections.add('on_boarding');

  let officeIds: number[] | null = null;
  if (!job.staff.allOffices) {
    const rows = await db
      .select({ officeId: staffOffices.officeId })
      .from(staffOffices)
      .where(eq(staffOffices.staffId, job.staff.id));
    officeIds = rows.map((r) => r.officeId);
  }
  return {
    ...base,
    client: { id: job.client.id, slug: job.client.slug, name: job.client.name, role: job.client.role, webSections: job.client.webSections },
    staff: {
      id: job.staff.id,
      slug: job.staff.slug,
      role: job.staff.role,
      status: job.staff.status,
      allOffices: job.staff.allOffices,
      activeOfficeId: job.staff.activeOfficeId,
    },
    sections,
    officeIds,
  };
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

/**
 * Authenticates the bearer token, loads the request context, and enforces each route's declared access and web
 * sections, so no handler can forget the guard.
 */
export const contextPlugin = fp(async (app: FastifyInstance, opts: { db: Db; tokens: TokenService }) => {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config ?? {};
    // Outside /api and /auth everything is the SPA (static files, index.html fallback); the API reference is public.
    const url = request.routeOptions.url ?? '';
    const isApi = (url.startsWith('/api') || url.startsWith('/auth')) && !url.startsWith('/api/docs');
    const access: Access = request.is404 || !isApi ? 'public' : (config.access ?? 'staff');
    const header = request.headers.authorization;
    const bearer = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : null;
    if (access === 'public' && !bearer) return;
    const claims = bearer ? await opts.tokens.verifyAccess(bearer) : null;
    const loaded = claims ? await loadContext(opts.db, claims.userId) : null;
    // A deactivation, removal or password change bumps the user's session version (issue 13 §4): every access token
    // signed before it is refused here, on every route, with the same user-row read the context needs anyway.
    const ctx = loaded && loaded.user.sessionVersion === claims?.sessionVersion ? loaded : null;
    if (!ctx) {
      if (access === 'public') return;
      throw unauthorized(bearer ? 'Your session has expired' : 'Authentication required');
    }
    request.ctx = ctx;
    if (access === 'user') return;
    if (access === 'staff' && (!ctx.client || !ctx.staff)) throw forbidden('No active operator');
    const missing = (config.sections ?? []).filter((code) => !ctx.sections.has(code));
    if (missing.length) throw forbidden(`This needs the web section ${missing.join(', ')}`);
  });
});
