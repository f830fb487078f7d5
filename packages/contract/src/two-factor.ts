import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './credentials.ts';
import { loginRequest, tokenPair } from './session.ts';
import { portalAcceptRequest, portalLoginRequest, portalTokenRequest } from './portal.ts';

/**
 * Two-factor login (issue 30): TOTP codes from an authenticator app (RFC 6238: SHA-1, six digits, 30-second steps),
 * one step of clock drift either way, ten one-time recovery codes, and "remember this device" for 30 days.
 */
export const TWO_FACTOR = {
  issuer: 'Clubspace',
  digits: 6,
  periodSeconds: 30,
  /** Steps of clock drift accepted either way (±30 s). */
  driftSteps: 1,
  recoveryCodes: 10,
  /** Minutes a log-in challenge (after the password, before the code) stays valid. */
  challengeMinutes: 10,
  rememberDays: 30,
} as const;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the six-digit code from your authenticator app',
  codeFormat: 'The code is six digits',
  codeWrong: 'That code is not right. Check the time on your phone and try again.',
  loginCodeRequired: 'Enter the code from your authenticator app, or a recovery code',
  loginCodeWrong: 'That code is not right',
  challengeExpired: 'Your log-in has expired; please log in again',
  codeStep: 'Two-factor login is on for this account: enter the code from your authenticator app',
  enrolStep: 'Your operator requires two-factor login: set up an authenticator app to finish logging in',
  notStarted: 'Start the set-up first',
  alreadyEnabled: 'Two-factor login is already on',
  notEnabled: 'Two-factor login is not on',
  enabled: 'Two-factor login is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor login is off',
  passwordWrong: 'Your password is not right',
  requiredByOperator: 'Your operator requires two-factor login for staff, so it cannot be turned off',
  devicesForgotten: 'Remembered devices forgotten: each will ask for a code again',
  policySaved: 'Two-factor requirement saved',
  ownerOnly: 'Only the account owner can require two-factor login',
  recoveryShownOnce: 'Save these recovery codes now: each works once, and they will not be shown again.',
} as const;

/** A six-digit authenticator code (spaces typed between the digits are dropped). */
export const totpCode = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, TWO_FACTOR_MESSAGES.codeRequired)
      .regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeFormat),
  );

/** At log-in: a six-digit code or a recovery code (xxxxx-xxxxx). */
export const loginCode = z
  .string({ error: TWO_FACTOR_MESSAGES.loginCodeRequired })
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.loginCodeRequired)
  .max(40, TWO_FACTOR_MESSAGES.loginCodeWrong);

/** A recovery code as stored and compared: lower case, without spaces or dashes. */
export const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '');
/** Six digits (spaces allowed): an authenticator code; anything else is tried as a recovery code. */
export const isTotpShaped = (code: string) => /^\d{6}$/.test(code.replace(/\s+/g, ''));

const deviceToken = z.string().max(200).optional();

/** The log-in bodies with the remembered device's token, if this browser has one for the account. */
export const staffLoginBody = loginRequest.extend({ device_token: deviceToken });
export const portalLoginBody = portalLoginRequest.extend({ device_token: deviceToken });
export const portalMagicLoginBody = portalTokenRequest.extend({ device_token: deviceToken });
/** Accepting a portal invitation logs in like a password: with two-factor on, a remembered device skips the code. */
export const portalAcceptBody = portalAcceptRequest.extend({ device_token: deviceToken });

export const TWO_FACTOR_STEPS = ['code_required', 'enrolment_required'] as const;
export type TwoFactorStep = (typeof TWO_FACTOR_STEPS)[number];

/** The password was right but no session yet: the code (or, when the operator requires it, the enrolment) comes next. */
export const twoFactorChallenge = z.object({
  two_factor: z.enum(TWO_FACTOR_STEPS),
  challenge: z.string(),
  detail: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;

/** A log-in answer: the tokens, or the two-factor step that must come first. */
export const loginAnswer = z.union([tokenPair, twoFactorChallenge]);
export type LoginAnswer = z.infer<typeof loginAnswer>;
export const isTwoFactorChallenge = (a: LoginAnswer): a is TwoFactorChallenge => 'challenge' in a;

/** The code step of a log-in. */
export const twoFactorLoginRequest = z.object({
  challenge: z.string().min(1).max(4000),
  code: loginCode,
  remember_device: z.boolean().optional(),
});
/** Tokens, and the remembered device's token when asked for (the browser keeps it and sends it at the next log-in). */
export const twoFactorLoginAnswer = tokenPair.extend({ device_token: z.string().optional() });

/** A started enrolment: the secret once (text, otpauth URI and QR code as a PNG data URL). */
export const twoFactorEnrolment = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
  qr_data_url: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolment>;

export const twoFactorConfirm = z.object({ code: totpCode });
export const twoFactorChallengeBody = z.object({ challenge: z.string().min(1).max(4000) });
export const twoFactorChallengeConfirm = twoFactorChallengeBody.extend({ code: totpCode });

/** The recovery codes, shown once when two-factor is turned on. */
export const twoFactorEnabled = z.object({ detail: z.string(), recovery_codes: z.array(z.string()) });
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabled>;
/** Enrolment finished inside a log-in: the recovery codes and the session. */
export const twoFactorEnrolLoginAnswer = twoFactorEnabled.merge(tokenPair);

export const twoFactorDisable = z.object({
  password: z.string({ error: TWO_FACTOR_MESSAGES.passwordWrong }).min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
  code: totpCode,
});
export type TwoFactorDisable = z.infer<typeof twoFactorDisable>;

export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  /** The operator requires it of its staff (staff side only). */
  required: z.boolean(),
  recovery_codes_left: z.number().int(),
  remembered_devices: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

export const twoFactorPolicy = z.object({ require_staff: z.boolean() });
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicy>;
