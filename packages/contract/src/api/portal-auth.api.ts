import { z } from 'zod';
import { detailBody } from '../common-schemas.ts';
import { get, post } from '../endpoint.ts';
import { portalEmailRequest, portalInvitation, portalResetRequest, portalTokenRequest, portalWorkspace } from '../portal.ts';
import { refreshRequest, tokenPair } from '../session.ts';
import { loginAnswer, portalAcceptBody, portalLoginBody, portalMagicLoginBody, twoFactorChallenge } from '../two-factor.ts';

/**
 * The member portal's sign-in (issue 26). Every call is for the workspace of the request: the `X-Portal-Workspace`
 * header, else the host's sub-domain; 403 when its portal is off. The tokens answered are portal tokens (audience
 * `portal`), which no staff route accepts.
 */
export const portalAuthApi = {
  workspace: get({
    path: '/api/portal/auth/workspace',
    summary: "The workspace of the request as its portal's login page shows it (name, branding, welcome text)",
    response: portalWorkspace,
  }),
  login: post({
    path: '/api/portal/auth/login',
    summary: 'Member log-in to this workspace’s portal: portal access and refresh tokens (429 after too many failed attempts)',
    body: portalLoginBody,
    response: loginAnswer,
  }),
  refresh: post({
    path: '/api/portal/auth/refresh',
    summary: 'Rotate a portal refresh token (reuse revokes the whole login)',
    body: refreshRequest,
    response: tokenPair,
  }),
  logout: post({
    path: '/api/portal/auth/logout',
    summary: 'Log out of the portal: revokes the login of the given refresh token; 204 also for an unknown token',
    body: refreshRequest,
    response: z.null(),
    status: 204,
  }),
  magicLink: post({
    path: '/api/portal/auth/magic-link',
    summary: 'E-mail a one-time log-in link (201 whether or not the e-mail is a member here)',
    body: portalEmailRequest,
    response: detailBody,
    status: 201,
  }),
  magicLogin: post({
    path: '/api/portal/auth/magic-link/login',
    summary: 'Log in with the one-time link of the e-mail (a two-factor challenge first when the member has it on)',
    body: portalMagicLoginBody,
    response: loginAnswer,
  }),
  forgot: post({
    path: '/api/portal/auth/forgot',
    summary: 'E-mail a password-reset link for this portal (201 whether or not the e-mail is a member here)',
    body: portalEmailRequest,
    response: detailBody,
    status: 201,
  }),
  reset: post({
    path: '/api/portal/auth/reset',
    summary: 'Set a new password with the e-mailed reset link (ends every other session)',
    body: portalResetRequest,
    response: detailBody,
  }),
  invitation: post({
    path: '/api/portal/auth/invitation',
    summary: 'What an invitation link is for (workspace, e-mail, whether a password must be chosen); does not use it up',
    body: portalTokenRequest,
    response: portalInvitation,
  }),
  acceptInvitation: post({
    path: '/api/portal/auth/invitation/accept',
    summary:
      'Accept a portal invitation: sets the password (unless the person has one and sends none), activates the access and logs in — through the two-factor code step when the person has it on',
    body: portalAcceptBody,
    response: z.union([tokenPair.extend({ detail: z.string() }), twoFactorChallenge.extend({ detail: z.string() })]),
  }),
};
