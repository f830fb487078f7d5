import { z } from 'zod';
import { detailBody } from '../common-schemas.ts';
import { get, post } from '../endpoint.ts';
import { portalInviteRequestItem, portalInviteRequestsQuery, portalRequestParams } from '../portal.ts';

/**
 * Team admins' invitation requests (staff, Members tab): when the portal settings keep invitations with staff, a team
 * admin's "Invite a colleague" waits here; approving creates the member in the team and sends the normal invitation.
 */
export const portalRequestsApi = {
  list: get({
    path: '/api/portal-invite-requests/',
    summary: "Team admins' requests to invite a colleague: pending ones unless status says otherwise, of one team or all",
    query: portalInviteRequestsQuery,
    response: z.object({ requests: z.array(portalInviteRequestItem) }),
  }),
  approve: post({
    path: '/api/portal-invite-requests/:id/approve',
    summary: 'Approve a request: the colleague becomes a member of the team and gets the portal invitation',
    params: portalRequestParams,
    response: detailBody.extend({ member: z.string() }),
  }),
  decline: post({
    path: '/api/portal-invite-requests/:id/decline',
    summary: 'Decline a request: nobody is invited',
    params: portalRequestParams,
    response: detailBody,
  }),
};
