import { portalAccessApi } from '@clubspace/contract';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { invitePortalMembers, portalAccessList, resendPortalInvite, revokePortalMember } from './portal-access.service.ts';

/** Members' portal access (issue 26), in the Members tab: status, invite (bulk too), resend, revoke. */
export const portalAccessRoutes = routes(
  portalAccessApi,
  { tag: 'members', sections: ['users', 'members'] },
  {
    list: {
      config: { samples: { query: { member: { table: 'members' } } } },
      handler: async (request, _reply, app) => portalAccessList(app.db, staffCtx(request), request.query),
    },
    invite: { handler: async (request, reply, app) => reply.code(201).send(await invitePortalMembers(app, staffCtx(request), request.body.members)) },
    resend: { handler: async (request, reply, app) => reply.code(201).send(await resendPortalInvite(app, staffCtx(request), request.body.member)) },
    revoke: { handler: async (request, _reply, app) => revokePortalMember(app.db, staffCtx(request), request.body.member) },
  },
);
