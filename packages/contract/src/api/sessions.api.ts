import { del, get, post } from '../endpoint.ts';
import { sessionList, sessionParams, sessionsEnded } from '../sessions.ts';
import { slugParams } from './params.ts';

/** Active sessions (issue 30): the signed-in user's own logins, staff and portal, and the owner's "sign out everywhere". */
export const sessionsApi = {
  mine: get({
    path: '/api/my-sessions/',
    summary: "The caller's active back-office sessions (device, address, created, last use; the asking one marked current)",
    response: sessionList,
  }),
  end: del({
    path: '/api/my-sessions/:id',
    summary:
      "Sign out one of the caller's sessions: its refresh token is refused and its access token within the request after (404 when not the caller's)",
    params: sessionParams,
    response: sessionsEnded,
  }),
  endOthers: post({
    path: '/api/my-sessions/end-others/',
    summary: "Sign out all of the caller's sessions except the asking one",
    response: sessionsEnded,
  }),
  endStaff: post({
    path: '/api/dashboard-staff/:slug/sign-out/',
    summary: 'Owner only: sign a staff member out of every back-office session (403 for other staff, 409 for oneself)',
    params: slugParams,
    response: sessionsEnded,
  }),
  portalMine: get({
    path: '/api/portal/sessions/',
    summary: "The member's active portal sessions at this operator (the asking one marked current)",
    response: sessionList,
  }),
  portalEnd: del({
    path: '/api/portal/sessions/:id',
    summary: "Sign out one of the member's portal sessions (404 when not the member's)",
    params: sessionParams,
    response: sessionsEnded,
  }),
  portalEndOthers: post({
    path: '/api/portal/sessions/end-others/',
    summary: "Sign out all of the member's portal sessions at this operator except the asking one",
    response: sessionsEnded,
  }),
};
