import { SESSIONS_MESSAGES, sessionsApi } from '@clubspace/contract';
import { eq } from 'drizzle-orm';
import type { App } from '../../app-types.ts';
import { staff } from '../../db/schema/index.ts';
import { HttpError, conflict, notFound } from '../../lib/http-error.ts';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { portalCtx } from '../../plugins/portal-context.ts';
import { findStaff } from '../staff/staff.repo.ts';
import { endPortalSessions, endStaffSessions, isListed, portalSessions, staffSessions } from './sessions.repo.ts';

const USER = { access: 'user' as const };
const MEMBER = { access: 'member' as const };
/**
 * Any id of this operator for the generated tests: a session id is looked for among the caller's own live sessions
 * only (never cast), so anything else is a 404.
 */
const SESSION_SAMPLE = { params: { id: { table: 'offices', column: 'slug' } } };

/** Ends the logins' live streams in this process at once (other processes: within their stream check period). */
const endStreams = (app: App, ids: string[]) => ids.forEach((id) => app.live.endSession(id));

const ended = (detail: string, ids: string[]) => ({ detail, ended: ids.length });

/**
 * Active sessions (issue 30). A staff user's own logins (`access: 'user'`: every signed-in user, never an API key or
 * a portal token), the owner's "sign out everywhere" for a staff member (Account → Staff), and a portal member's own
 * portal logins at this operator.
 */
export const sessionsRoutes = routes(
  sessionsApi,
  { tag: 'session' },
  {
    mine: {
      config: USER,
      handler: async (request, _reply, app) => ({ sessions: await staffSessions(app.db, request.ctx.user.id, request.sessionId) }),
    },

    end: {
      config: { ...USER, samples: SESSION_SAMPLE },
      handler: async (request, _reply, app) => {
        const userId = request.ctx.user.id;
        if (!isListed(await staffSessions(app.db, userId), request.params.id)) throw notFound(SESSIONS_MESSAGES.notFound);
        const ids = await endStaffSessions(app.db, userId, { only: request.params.id });
        endStreams(app, ids);
        return ended(SESSIONS_MESSAGES.ended, ids);
      },
    },

    endOthers: {
      config: USER,
      handler: async (request, _reply, app) => {
        const ids = await endStaffSessions(app.db, request.ctx.user.id, { except: request.sessionId ?? '00000000-0000-0000-0000-000000000000' });
        endStreams(app, ids);
        return ended(SESSIONS_MESSAGES.othersEnded, ids);
      },
    },

    endStaff: {
      tag: 'account',
      config: { sections: ['account'], samples: { params: { slug: { table: 'staff' } } } },
      handler: async (request, _reply, app) => {
        const ctx = staffCtx(request);
        // Other staff of the operator's own, so another operator's slug is a 404 before the owner check says anything.
        const target = await findStaff(app.db, ctx.client.id, request.params.slug);
        if (!target) throw notFound('Staff not found');
        if (ctx.staff.role !== 'club_owner') throw new HttpError(403, SESSIONS_MESSAGES.ownerOnly);
        if (target.id === ctx.staff.id) throw conflict(SESSIONS_MESSAGES.ownSessionHere, 'self_lockout');
        const [job] = await app.db.select({ userId: staff.userId }).from(staff).where(eq(staff.id, target.id));
        const ids = await endStaffSessions(app.db, job.userId);
        endStreams(app, ids);
        return ended(SESSIONS_MESSAGES.staffEnded, ids);
      },
    },

    portalMine: {
      tag: 'portal',
      config: MEMBER,
      handler: async (request, _reply, app) => {
        const ctx = portalCtx(request);
        return { sessions: await portalSessions(app.db, ctx.client.id, ctx.member.id, ctx.sessionId) };
      },
    },

    portalEnd: {
      tag: 'portal',
      config: { ...MEMBER, samples: SESSION_SAMPLE },
      handler: async (request, _reply, app) => {
        const ctx = portalCtx(request);
        if (!isListed(await portalSessions(app.db, ctx.client.id, ctx.member.id), request.params.id)) throw notFound(SESSIONS_MESSAGES.notFound);
        const ids = await endPortalSessions(app.db, ctx.client.id, ctx.member.id, { only: request.params.id });
        return ended(SESSIONS_MESSAGES.ended, ids);
      },
    },

    portalEndOthers: {
      tag: 'portal',
      config: MEMBER,
      handler: async (request, _reply, app) => {
        const ctx = portalCtx(request);
        const ids = await endPortalSessions(app.db, ctx.client.id, ctx.member.id, {
          except: ctx.sessionId ?? '00000000-0000-0000-0000-000000000000',
        });
        return ended(SESSIONS_MESSAGES.othersEnded, ids);
      },
    },
  },
);
