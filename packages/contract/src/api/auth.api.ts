import { z } from 'zod';
import { detailBody } from '../common-schemas.ts';
import { REFRESH_GRACE_SECONDS, passwordChange } from '../credentials.ts';
import { post } from '../endpoint.ts';
import {
  RESEND_VALIDATION_SECONDS,
  forgotRequest,
  refreshRequest,
  resendValidationRequest,
  resetPasswordRequest,
  tokenPair,
  validateEmailRequest,
} from '../session.ts';
import { loginAnswer, staffLoginBody } from '../two-factor.ts';

/** Session: log in, refresh, log out, change or reset the password, validate the e-mail. */
export const authApi = {
  login: post({
    path: '/auth/jwt/create/',
    summary: 'Log in: returns access and refresh tokens (429 with Retry-After after too many failed attempts per account or per address)',
    body: staffLoginBody,
    // Two-factor (issue 30): a challenge instead of tokens when a code (or an enrolment) must come first.
    response: loginAnswer,
  }),
  refresh: post({
    path: '/auth/jwt/refresh/',
    summary: `Rotate the refresh token; the same token again within ${REFRESH_GRACE_SECONDS} s (two tabs) gets a valid one too, later reuse revokes the whole login`,
    body: refreshRequest,
    response: tokenPair,
  }),
  logout: post({
    path: '/auth/logout/',
    summary: 'Log out: revokes the login (refresh-token family) of the given refresh token; 204 also for an unknown token',
    body: refreshRequest,
    response: z.null().describe('Logged out'),
    status: 204,
  }),
  changePassword: post({
    path: '/api/change-password/',
    summary: "Change the caller's password: ends every other session and returns a fresh token pair for this one",
    body: passwordChange,
    response: tokenPair.extend({ detail: z.string() }),
  }),
  forgot: post({
    path: '/api/forgot/',
    summary: 'Send a password-reset link (201 whether or not the e-mail is known; 429 while a link sent to it is younger than the throttle window)',
    body: forgotRequest,
    response: detailBody,
    status: 201,
  }),
  resetPassword: post({
    path: '/api/reset-password/',
    summary: 'Set a new password with the e-mailed reset token',
    body: resetPasswordRequest,
    response: detailBody,
  }),
  validateEmail: post({
    path: '/api/validate-email/',
    summary: 'Validate an account with the link from the welcome e-mail',
    body: validateEmailRequest,
    response: detailBody,
  }),
  resendValidation: post({
    path: '/api/resend-validation/',
    summary: `Send the validation e-mail again; at most one per ${RESEND_VALIDATION_SECONDS} s per account, and always 201 so e-mails cannot be probed`,
    body: resendValidationRequest,
    response: detailBody,
    status: 201,
  }),
};
