import { z } from 'zod';
import { detailBody } from '../common-schemas.ts';
import { get, post } from '../endpoint.ts';
import { portalAccessItem, portalAccessQuery, portalInviteRequest, portalInviteResult, portalMemberRequest } from '../portal.ts';

/** Members' portal access (staff, Members tab): status, invite (also in bulk), resend, revoke. */
export const portalAccessApi = {
  list: get({
    path: '/api/portal-access/',
    summary: 'Portal status (not invited, invited, active, revoked; last login) of the named members (member repeated) or of a team',
    query: portalAccessQuery,
    response: z.object({ members: z.array(portalAccessItem) }),
  }),
  invite: post({
    path: '/api/portal-access/invite/',
    summary:
      'Invite members to the portal: each gets an e-mail with a one-time link that sets a password (members already in, or inactive, are skipped)',
    body: portalInviteRequest,
    response: portalInviteResult,
    status: 201,
  }),
  resend: post({
    path: '/api/portal-access/resend/',
    summary: 'Resend the portal invitation of a member who has not accepted it yet',
    body: portalMemberRequest,
    response: detailBody,
    status: 201,
  }),
  revoke: post({
    path: '/api/portal-access/revoke/',
    summary: "Revoke a member's portal access: ends their portal sessions at once",
    body: portalMemberRequest,
    response: detailBody,
  }),
};
