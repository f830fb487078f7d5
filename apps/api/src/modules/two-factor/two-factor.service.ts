import { randomInt } from 'node:crypto';
import {
  TWO_FACTOR,
  TWO_FACTOR_MESSAGES,
  isTotpShaped,
  normalRecoveryCode,
  type TwoFactorChallenge,
  type TwoFactorDisable,
  type TwoFactorEnabled,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from '@clubspace/contract';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { App } from '../../app-types.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { clock } from '../../lib/clock.ts';
import { HttpError, badRequest, conflict } from '../../lib/http-error.ts';
import { beginLoginAttempt } from '../../lib/login-guard.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { openSecret, sealSecret } from '../../lib/secret-box.ts';
import * as repo from './two-factor.repo.ts';

/**
 * Two-factor login (issue 30; docs/decisions.md "Two-factor login (issue 30)"). The log-in handlers call
 * `twoFactorGate` once the password is right: null lets them start the session, a challenge is their answer instead.
 * The code step (`passLoginCode`) is throttled by the same log-in policy as passwords (lib/login-guard.ts).
 */

export type Audience = 'staff' | 'portal';
type Step = 'code' | 'enrol';
export interface ChallengeSubject {
  userId: number;
  /** The portal member the log-in is for (portal only). */
  memberId?: number;
  /** The operator whose portal it is (portal only). */
  clientId?: number;
}

/**
 * Code guesses are counted under their own account key: a right password clears its own (account, address) failures,
 * which must not wipe the code failures of someone who knows the password and is guessing codes.
 */
const codeAccount = (email: string) => `two-factor:${email}`;

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

function secretKeyOf(config: Config) {
  if (!config.secretKey) throw new Error('config.secretKey is not set');
  return config.secretKey;
}
const sealOwner = (userId: number) => `totp:${userId}`;
const challengeKey = (config: Config) => new TextEncoder().encode(`two-factor:${config.jwtSecret}`);

// ---- challenges: a short-lived signed token between the password and the code, never a session ----

async function signChallenge(app: App, subject: ChallengeSubject, audience: Audience, step: Step, sessionVersion: number) {
  return new SignJWT({ typ: 'two_factor', stp: step, aud: audience, sv: sessionVersion, mid: subject.memberId, cid: subject.clientId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(subject.userId))
    .setIssuedAt(nowSeconds())
    .setExpirationTime(nowSeconds() + TWO_FACTOR.challengeMinutes * 60)
    .sign(challengeKey(app.config));
}

const challengeExpired = () => new HttpError(401, TWO_FACTOR_MESSAGES.challengeExpired, undefined, 'challenge_expired');

/** The challenge's user (and member), when it is valid for this audience and step and the user's sessions still stand. */
export async function openChallenge(app: App, token: string, audience: Audience, step: Step): Promise<ChallengeSubject & { email: string }> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, challengeKey(app.config), { algorithms: ['HS256'], audience, currentDate: clock.now() }));
  } catch {
    throw challengeExpired();
  }
  const userId = Number(payload.sub);
  if (payload.typ !== 'two_factor' || payload.stp !== step || !Number.isInteger(userId)) throw challengeExpired();
  const [user] = await app.db.select({ email: users.email, sessionVersion: users.sessionVersion }).from(users).where(eq(users.id, userId));
  if (!user || user.sessionVersion !== payload.sv) throw challengeExpired();
  return {
    userId,
    email: user.email,
    ...(typeof payload.mid === 'number' ? { memberId: payload.mid } : {}),
    ...(typeof payload.cid === 'number' ? { clientId: payload.cid } : {}),
  };
}

/**
 * After a right password: null when the session may start (two-factor off and not required, or this device is
 * remembered), else the challenge to answer. Staff of an operator that requires two-factor and have it off get an
 * enrolment challenge.
 */
export async function twoFactorGate(
  app: App,
  subject: ChallengeSubject & { sessionVersion: number },
  audience: Audience,
  deviceToken: string | undefined,
): Promise<TwoFactorChallenge | null> {
  const { db } = app;
  const tf = await repo.twoFactorOf(db, subject.userId);
  if (tf?.enabledAt) {
    if (deviceToken && (await writeTransaction(db, (tx) => repo.deviceKnown(tx, subject.userId, sha256(deviceToken), clock.now())))) return null;
    return {
      two_factor: 'code_required',
      challenge: await signChallenge(app, subject, audience, 'code', subject.sessionVersion),
      detail: TWO_FACTOR_MESSAGES.codeStep,
    };
  }
  if (audience === 'staff' && (await repo.requiredForStaffUser(db, subject.userId))) {
    return {
      two_factor: 'enrolment_required',
      challenge: await signChallenge(app, subject, audience, 'enrol', subject.sessionVersion),
      detail: TWO_FACTOR_MESSAGES.enrolStep,
    };
  }
  return null;
}

// ---- codes ----

/** Checks a six-digit code against the user's secret (±1 step), and records its step so it is never accepted twice. */
async function passTotp(app: App, userId: number, code: string, pendingOnly = false): Promise<number | null> {
  const tf = await repo.twoFactorOf(app.db, userId);
  if (!tf || (pendingOnly ? tf.enabledAt !== null : tf.enabledAt === null)) return null;
  const secret = openSecret(secretKeyOf(app.config), tf.secretSealed, sealOwner(userId));
  if (!secret) return null;
  const result = await verify({
    secret,
    token: code.replace(/\s+/g, ''),
    epoch: nowSeconds(),
    period: TWO_FACTOR.periodSeconds,
    epochTolerance: TWO_FACTOR.periodSeconds * TWO_FACTOR.driftSteps,
    ...(tf.lastStep !== null ? { afterTimeStep: tf.lastStep } : {}),
  }).catch(() => ({ valid: false as const }));
  if (!result.valid || !('timeStep' in result)) return null;
  const step = result.timeStep;
  if (pendingOnly) return step;
  return (await writeTransaction(app.db, (tx) => repo.takeStep(tx, userId, step))) ? step : null;
}

async function passCodeOrRecovery(app: App, userId: number, code: string) {
  if (isTotpShaped(code)) return (await passTotp(app, userId, code)) !== null;
  const hash = sha256(normalRecoveryCode(code));
  return writeTransaction(app.db, (tx) => repo.spendRecoveryCode(tx, userId, hash, clock.now()));
}

/**
 * The code step of a log-in: the challenge, then the code or a recovery code, counted as a log-in attempt of the
 * account from this address (a wrong code is a failure like a wrong password). Answers the user (and member) to start
 * the session for, and a device token when asked to remember this device.
 */
export async function passLoginCode(
  app: App,
  reply: FastifyReply,
  address: string,
  body: { challenge: string; code: string; remember_device?: boolean },
  audience: Audience,
) {
  const subject = await openChallenge(app, body.challenge, audience, 'code');
  const attempt = await beginLoginAttempt(app, reply, codeAccount(subject.email), address);
  if (!(await passCodeOrRecovery(app, subject.userId, body.code))) {
    throw new HttpError(401, TWO_FACTOR_MESSAGES.loginCodeWrong, { code: TWO_FACTOR_MESSAGES.loginCodeWrong }, 'invalid_code');
  }
  await attempt.succeeded();
  let deviceToken: string | undefined;
  if (body.remember_device) {
    deviceToken = `ctd_${randomToken()}`;
    const now = clock.now();
    const expires = new Date(now.getTime() + TWO_FACTOR.rememberDays * 86_400_000);
    await writeTransaction(app.db, (tx) => repo.rememberDevice(tx, subject.userId, sha256(deviceToken!), now, expires));
  }
  return { subject, deviceToken };
}

// ---- enrolment ----

function recoveryCode() {
  let s = '';
  for (let i = 0; i < 10; i++) s += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

/** A new secret (restarting an unconfirmed enrolment); shown this once, stored sealed. 409 when two-factor is on. */
export async function startEnrolment(app: App, userId: number, email: string): Promise<TwoFactorEnrolment> {
  const secret = generateSecret();
  const sealed = sealSecret(secretKeyOf(app.config), secret, sealOwner(userId));
  const saved = await writeTransaction(app.db, (tx) => repo.saveEnrolment(tx, userId, sealed, clock.now()));
  if (!saved) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled, 'two_factor_enabled');
  const uri = generateURI({ issuer: TWO_FACTOR.issuer, label: email, secret, period: TWO_FACTOR.periodSeconds, digits: TWO_FACTOR.digits });
  return { secret, otpauth_uri: uri, qr_data_url: await QRCode.toDataURL(uri, { margin: 1, width: 240 }) };
}

/** Confirms the started enrolment with a code: two-factor on, and the recovery codes (only their hashes are kept). */
export async function confirmEnrolment(app: App, userId: number, code: string): Promise<TwoFactorEnabled> {
  const tf = await repo.twoFactorOf(app.db, userId);
  if (tf?.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled, 'two_factor_enabled');
  if (!tf) throw badRequest({ code: TWO_FACTOR_MESSAGES.notStarted });
  const step = await passTotp(app, userId, code, true);
  if (step === null) throw badRequest({ code: TWO_FACTOR_MESSAGES.codeWrong });
  const codes = Array.from({ length: TWO_FACTOR.recoveryCodes }, recoveryCode);
  const done = await writeTransaction(app.db, (tx) =>
    repo.enable(
      tx,
      userId,
      step,
      codes.map((c) => sha256(normalRecoveryCode(c))),
      clock.now(),
    ),
  );
  if (!done) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled, 'two_factor_enabled');
  return { detail: TWO_FACTOR_MESSAGES.enabled, recovery_codes: codes };
}

// ---- the signed-in user's own settings ----

export async function statusOf(db: Db, userId: number, audience: Audience): Promise<TwoFactorStatus> {
  const tf = await repo.twoFactorOf(db, userId);
  const enabled = Boolean(tf?.enabledAt);
  return {
    enabled,
    required: audience === 'staff' ? await repo.requiredForStaffUser(db, userId) : false,
    recovery_codes_left: enabled ? await repo.recoveryCodesLeft(db, userId) : 0,
    remembered_devices: enabled ? await repo.liveDevices(db, userId, clock.now()) : 0,
  };
}

/** Two-factor off: the password and a current code, throttled as a log-in; refused while an operator requires it of staff. */
export async function disableTwoFactor(
  app: App,
  reply: FastifyReply,
  address: string,
  user: { id: number; email: string },
  body: TwoFactorDisable,
  audience: Audience,
) {
  const tf = await repo.twoFactorOf(app.db, user.id);
  if (!tf?.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.notEnabled, 'two_factor_disabled');
  if (audience === 'staff' && (await repo.requiredForStaffUser(app.db, user.id)))
    throw conflict(TWO_FACTOR_MESSAGES.requiredByOperator, 'two_factor_required');
  const attempt = await beginLoginAttempt(app, reply, codeAccount(user.email), address);
  const [row] = await app.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!(await verifyPassword(row?.passwordHash ?? null, body.password))) throw badRequest({ password: TWO_FACTOR_MESSAGES.passwordWrong });
  if ((await passTotp(app, user.id, body.code)) === null) throw badRequest({ code: TWO_FACTOR_MESSAGES.codeWrong });
  await attempt.succeeded();
  await writeTransaction(app.db, (tx) => repo.disable(tx, user.id));
  return { detail: TWO_FACTOR_MESSAGES.disabled };
}

export async function forgetDevices(db: Db, userId: number) {
  await writeTransaction(db, (tx) => repo.revokeDevices(tx, userId, clock.now()));
  return { detail: TWO_FACTOR_MESSAGES.devicesForgotten };
}
