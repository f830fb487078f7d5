import { TWO_FACTOR_MESSAGES, errorBody, portalTwoFactorLoginApi } from '@clubspace/contract';
import { HttpError } from '../../lib/http-error.ts';
import { routes } from '../../lib/route.ts';
import { passLoginCode, twoFactorGate } from '../two-factor/two-factor.service.ts';
import type { App } from '../../app-types.ts';
import type { PortalMemberRow } from './portal-members.repo.ts';
import { sessionMeta, type SessionMeta } from '../../lib/session-meta.ts';
import { startPortalSession } from './portal-session.service.ts';
import { workspaceOf } from './portal-workspace.ts';

/** After a right password or magic link: the portal session, or the two-factor challenge to answer first (issue 30). */
export async function portalSessionOrChallenge(app: App, m: PortalMemberRow, deviceToken: string | undefined, meta?: SessionMeta) {
  const gate = await twoFactorGate(
    app,
    { userId: m.user_id, memberId: m.member_id, clientId: m.client_id, sessionVersion: m.session_version },
    'portal',
    deviceToken,
  );
  return gate ?? startPortalSession(app, m.member_id, meta);
}

/** The portal log-in's code step: the challenge must be for this workspace's member. */
export const portalTwoFactorLoginRoutes = routes(
  portalTwoFactorLoginApi,
  { tag: 'portal' },
  {
    verify: {
      config: { access: 'public' },
      errors: { 429: errorBody },
      handler: async (request, reply, app) => {
        const ws = await workspaceOf(request, app);
        const { subject, deviceToken } = await passLoginCode(app, reply, request.ip, request.body, 'portal');
        if (subject.memberId === undefined || subject.clientId !== ws.client.id) {
          throw new HttpError(401, TWO_FACTOR_MESSAGES.challengeExpired, undefined, 'challenge_expired');
        }
        return { ...(await startPortalSession(app, subject.memberId, sessionMeta(request))), ...(deviceToken ? { device_token: deviceToken } : {}) };
      },
    },
  },
);
