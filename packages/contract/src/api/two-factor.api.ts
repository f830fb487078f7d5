import { detailBody } from '../common-schemas.ts';
import { get, post } from '../endpoint.ts';
import {
  twoFactorChallengeBody,
  twoFactorChallengeConfirm,
  twoFactorConfirm,
  twoFactorDisable,
  twoFactorEnabled,
  twoFactorEnrolLoginAnswer,
  twoFactorEnrolment,
  twoFactorLoginAnswer,
  twoFactorLoginRequest,
  twoFactorPolicy,
  twoFactorStatus,
} from '../two-factor.ts';

/**
 * The staff log-in's second step (issue 30): after a right password the log-in answers a challenge instead of tokens
 * when the account has two-factor on (`code_required`) or its operator requires it and it is off
 * (`enrolment_required`, which allows only the enrolment calls below).
 */
export const twoFactorLoginApi = {
  verify: post({
    path: '/auth/two-factor/verify/',
    summary: 'Finish a log-in with the authenticator code or a recovery code (throttled like passwords); optionally remember this device for 30 days',
    body: twoFactorLoginRequest,
    response: twoFactorLoginAnswer,
  }),
  enrolStart: post({
    path: '/auth/two-factor/enrol/',
    summary: 'Inside a log-in whose operator requires two-factor: start the enrolment (secret, otpauth URI, QR code)',
    body: twoFactorChallengeBody,
    response: twoFactorEnrolment,
  }),
  enrolConfirm: post({
    path: '/auth/two-factor/enrol/confirm/',
    summary: 'Inside a log-in: confirm the enrolment with a code; answers the recovery codes (once) and the session',
    body: twoFactorChallengeConfirm,
    response: twoFactorEnrolLoginAnswer,
  }),
};

/** The signed-in staff user's own two-factor login, and the owner's requirement for all staff. Never for API keys. */
export const twoFactorApi = {
  status: get({
    path: '/api/two-factor/',
    summary: "The caller's two-factor login: on or off, required, recovery codes left",
    response: twoFactorStatus,
  }),
  start: post({
    path: '/api/two-factor/enrol/',
    summary: 'Start (or restart) the enrolment: a new secret as text, otpauth URI and QR code; not on until confirmed',
    response: twoFactorEnrolment,
  }),
  confirm: post({
    path: '/api/two-factor/enrol/confirm/',
    summary: 'Turn two-factor on with a code from the app (±30 s); answers the ten recovery codes, shown this once',
    body: twoFactorConfirm,
    response: twoFactorEnabled,
  }),
  disable: post({
    path: '/api/two-factor/disable/',
    summary: 'Turn two-factor off: needs the password and a current code; forgets the recovery codes and remembered devices',
    body: twoFactorDisable,
    response: detailBody,
  }),
  forgetDevices: post({
    path: '/api/two-factor/devices/forget/',
    summary: 'Forget every remembered device: each asks for a code at its next log-in',
    response: detailBody,
  }),
  policy: get({ path: '/api/two-factor/policy/', summary: 'Whether the operator requires two-factor login of all staff', response: twoFactorPolicy }),
  savePolicy: post({
    path: '/api/two-factor/policy/',
    summary: 'Owner: require (or stop requiring) two-factor login of all staff; staff without it enrol at their next log-in',
    body: twoFactorPolicy,
    response: twoFactorPolicy,
  }),
};

/** The member portal's log-in code step (after a password or magic-link log-in of a member with two-factor on). */
export const portalTwoFactorLoginApi = {
  verify: post({
    path: '/api/portal/auth/two-factor/verify',
    summary: 'Finish a portal log-in with the authenticator code or a recovery code; optionally remember this device',
    body: twoFactorLoginRequest,
    response: twoFactorLoginAnswer,
  }),
};

/** The member's own two-factor login in the portal. */
export const portalTwoFactorApi = {
  status: get({ path: '/api/portal/two-factor', summary: 'My two-factor login: on or off, recovery codes left', response: twoFactorStatus }),
  start: post({
    path: '/api/portal/two-factor/enrol',
    summary: 'Start the enrolment: secret, otpauth URI and QR code',
    response: twoFactorEnrolment,
  }),
  confirm: post({
    path: '/api/portal/two-factor/enrol/confirm',
    summary: 'Turn two-factor on with a code; answers the recovery codes once',
    body: twoFactorConfirm,
    response: twoFactorEnabled,
  }),
  disable: post({
    path: '/api/portal/two-factor/disable',
    summary: 'Turn two-factor off with the password and a current code',
    body: twoFactorDisable,
    response: detailBody,
  }),
  forgetDevices: post({ path: '/api/portal/two-factor/devices/forget', summary: 'Forget every remembered device', response: detailBody }),
};
