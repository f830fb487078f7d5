import { PORTAL_MESSAGES, SESSION_MESSAGES, errorBody, portalAuthApi } from '@clubspace/contract';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-types.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { routes } from '../../lib/route.ts';
import { beginLoginAttempt } from '../../lib/login-guard.ts';
import { takeAttempt, throttlesFor } from '../../lib/throttle.ts';
import { activateAccess } from './portal-access.repo.ts';
import { consumePortalLink, lastPortalLinkAt, peekPortalLink, type PortalLinkPurpose } from './portal-links.repo.ts';
import { mailPortalLink } from './portal-mail.ts';
import { portalMemberByEmail, portalMemberById, type PortalMemberRow } from './portal-members.repo.ts';
import { assertPortalAccess, refreshPortalSession, setUserPassword } from './portal-session.service.ts';
import { revokePortalFamily } from './portal-sessions.repo.ts';
import { sessionMeta } from '../../lib/session-meta.ts';
import { sameWorkspace, workspaceOf, type Workspace } from './portal-workspace.ts';
import { workspaceBranding } from './portal-me.service.ts';
import { portalSessionOrChallenge } from './portal-two-factor.routes.ts';

const PUBLIC = { access: 'public' as const };
const throttled = { 429: errorBody };
/** At most one password-reset e-mail per member per this many seconds (more requests are answered alike, sending nothing). */
const RESET_EVERY_SECONDS = 60;

const linkTarget = (ws: Workspace, m: { member_id: number; email: string; first_name: string }) => ({
  client: ws.client,
  member: { id: m.member_id, email: m.email, firstName: m.first_name },
});

const linkInvalid = () => badRequest({ token: PORTAL_MESSAGES.linkInvalid });

/**
 * Reads an e-mailed link without using it: the token must be unused and unexpired for its purpose, its member on file
 * (an invitation's still invited), and the link of the request's workspace (else 403). Every failure of the token
 * itself is the same 400, so a link never tells more than "not valid".
 */
async function peekLink(request: FastifyRequest, app: App, token: string, purpose: PortalLinkPurpose) {
  const ws = await workspaceOf(request, app);
  const link = await peekPortalLink(app.db, token, purpose);
  const member = link ? await portalMemberById(app.db, link.memberId) : null;
  if (!link || !member || (purpose === 'invite' && member.access_status !== 'invited')) throw linkInvalid();
  sameWorkspace(ws, link.clientId);
  return { ws, member };
}

/**
 * Uses an e-mailed link up (magic log-in, reset, invitation): `peekLink`, then the caller's own checks on the member
 * (which refuse without using the link), then the one-time consume; a second use racing this one gets the same 400.
 */
async function redeemLink(
  request: FastifyRequest,
  app: App,
  token: string,
  purpose: PortalLinkPurpose,
  check: (member: PortalMemberRow) => void = () => {},
): Promise<PortalMemberRow> {
  const { member } = await peekLink(request, app, token, purpose);
  check(member);
  if (!(await consumePortalLink(app.db, token, purpose))) throw linkInvalid();
  return member;
}

/** Sign-in of the member portal (issue 26): every route is public and works on the request's workspace. */
export const portalAuthRoutes = routes(
  portalAuthApi,
  { tag: 'portal' },
  {
    workspace: {
      config: PUBLIC,
      handler: async (request, _reply, app) => workspaceBranding(app.db, (await workspaceOf(request, app)).client.id),
    },

    login: {
      config: PUBLIC,
      errors: throttled,
      handler: async (request, reply, app) => {
        // The log-in policy (lib/login-guard.ts): per (account, address) and per address refused, per account slowed.
        const attempt = await beginLoginAttempt(app, reply, request.body.email, request.ip);
        const ws = await workspaceOf(request, app);
        const m = await portalMemberByEmail(app.db, ws.client.id, request.body.email);
        // An unknown e-mail still costs one argon2 verify (the dummy hash), as the staff log-in.
        const ok = await verifyPassword(m?.password_hash ?? null, request.body.password);
        if (!m || !ok) throw new HttpError(401, PORTAL_MESSAGES.loginError, undefined, 'invalid_credentials');
        await attempt.succeeded();
        assertPortalAccess(m);
        return portalSessionOrChallenge(app, m, request.body.device_token, sessionMeta(request));
      },
    },

    refresh: {
      config: PUBLIC,
      handler: async (request, _reply, app) => refreshPortalSession(app, await workspaceOf(request, app), request.body.refresh, sessionMeta(request)),
    },

    logout: {
      config: PUBLIC,
      handler: async (request, reply, app) => {
        await revokePortalFamily(app.db, request.body.refresh);
        return reply.code(204).send(null);
      },
    },

    magicLink: {
      config: PUBLIC,
      errors: throttled,
      handler: async (request, reply, app) => {
        takeAttempt(reply, [[throttlesFor(app).forgotIp, request.ip]]);
        const ws = await workspaceOf(request, app);
        const m = await portalMemberByEmail(app.db, ws.client.id, request.body.email);
        if (m && m.member_status === 'active' && m.access_status === 'active') await mailPortalLink(app, app.db, 'magic', linkTarget(ws, m));
        return reply.code(201).send({ detail: PORTAL_MESSAGES.linkSent });
      },
    },

    magicLogin: {
      config: PUBLIC,
      handler: async (request, _reply, app) => {
        const m = await redeemLink(request, app, request.body.token, 'magic');
        assertPortalAccess(m);
        return portalSessionOrChallenge(app, m, request.body.device_token, sessionMeta(request));
      },
    },

    forgot: {
      config: PUBLIC,
      errors: throttled,
      handler: async (request, reply, app) => {
        takeAttempt(reply, [[throttlesFor(app).forgotIp, request.ip]]);
        const ws = await workspaceOf(request, app);
        const m = await portalMemberByEmail(app.db, ws.client.id, request.body.email);
        if (m && m.member_status === 'active' && m.access_status === 'active') {
          const last = await lastPortalLinkAt(app.db, m.member_id, 'reset');
          if (!last || Date.now() - last.getTime() >= RESET_EVERY_SECONDS * 1000) await mailPortalLink(app, app.db, 'reset', linkTarget(ws, m));
        }
        return reply.code(201).send({ detail: PORTAL_MESSAGES.linkSent });
      },
    },

    reset: {
      config: PUBLIC,
      handler: async (request, _reply, app) => {
        const m = await redeemLink(request, app, request.body.token, 'reset');
        await setUserPassword(app, m.user_id, request.body.password);
        return { detail: SESSION_MESSAGES.resetDone };
      },
    },

    invitation: {
      config: PUBLIC,
      handler: async (request, _reply, app) => {
        const { ws, member: m } = await peekLink(request, app, request.body.token, 'invite');
        return {
          workspace: { slug: ws.client.slug, name: ws.client.name },
          email: m.email,
          first_name: m.first_name,
          needs_password: !m.password_hash,
        };
      },
    },

    acceptInvitation: {
      config: PUBLIC,
      handler: async (request, _reply, app) => {
        const password = request.body.password;
        const m = await redeemLink(request, app, request.body.token, 'invite', (member) => {
          if (!password && !member.password_hash) throw badRequest({ password: PORTAL_MESSAGES.choosePassword });
          if (member.member_status !== 'active') throw new HttpError(401, PORTAL_MESSAGES.noAccess, undefined, 'no_portal_access');
        });
        if (password) await setUserPassword(app, m.user_id, password);
        await activateAccess(app.db, m.member_id);
        // The same gate as the password log-in: a member with two-factor on gets the code step, not a session. The member
        // is read again: the activation moved the session version the challenge carries.
        const active = (await portalMemberById(app.db, m.member_id)) ?? m;
        const answer = await portalSessionOrChallenge(app, active, request.body.device_token, sessionMeta(request));
        return { detail: PORTAL_MESSAGES.passwordSet, ...answer };
      },
    },
  },
);
