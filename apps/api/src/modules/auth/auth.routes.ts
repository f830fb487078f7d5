import { randomUUID } from 'node:crypto';
import {
  CREDENTIAL_MESSAGES,
  REFRESH_GRACE_SECONDS,
  SESSION_MESSAGES,
  SESSION_IDLE_HOURS,
  RESEND_VALIDATION_SECONDS,
  authApi,
  errorBody,
  resetThrottledMessage,
} from '@clubspace/contract';
import { eq } from 'drizzle-orm';
import type { App } from '../../app-types.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError, badRequest, unauthorized } from '../../lib/http-error.ts';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { routes } from '../../lib/route.ts';
import { beginLoginAttempt } from '../../lib/login-guard.ts';
import { takeAttempt, throttlesFor } from '../../lib/throttle.ts';
import { loadContext } from '../../plugins/context.plugin.ts';
import { sessionMeta } from '../../lib/session-meta.ts';
import {
  authTokenOwner,
  consumeAuthToken,
  endUserSessions,
  findUserByEmail,
  issueRefresh,
  issueThrottledResetToken,
  lastAuthTokenAt,
  revokeFamilyOf,
  rotateRefresh,
  sessionVersionOf,
} from './auth.repo.ts';
import { sendValidationMail } from './validation-mail.ts';
import { passwordResetMail } from '../../mail/password-reset.mail.tsx';
import { startStaffSession } from './staff-session.ts';
import { twoFactorGate } from '../two-factor/two-factor.service.ts';

const RESET_TTL_HOURS = 2;
const throttled = { 429: errorBody };
const PUBLIC = { access: 'public' } as const;

const authTable = routes(
  authApi,
  { tag: 'session' },
  {
    login: {
      config: PUBLIC,
      errors: throttled,
      handler: async (request, reply, app) => {
        const { db } = app;
        // Checked before any hashing, on the parsed e-mail and the real client address (issue 13 §2); the policy
        // (issue 30 §1, lib/login-guard.ts): per (account, address) and per address refused, per account only slowed.
        const attempt = await beginLoginAttempt(app, reply, request.body.email, request.ip);
        const user = await findUserByEmail(db, request.body.email);
        // An unknown e-mail still costs one argon2 verify (dummy hash), so timings do not tell addresses apart (§7).
        const ok = await verifyPassword(user?.passwordHash ?? null, request.body.password);
        if (!user || !ok) throw new HttpError(401, SESSION_MESSAGES.loginError, undefined, 'invalid_credentials');
        // The right password is not a guess: it gives its attempt back, so an office behind one address is not locked out.
        await attempt.succeeded();
        if (!user.validated) throw new HttpError(401, 'Please validate your e-mail first', undefined, 'email_not_validated');
        const ctx = await loadContext(db, user.id);
        // Only staff (including a freshly signed-up owner) use the back-office.
        if (!ctx?.staff) throw new HttpError(401, SESSION_MESSAGES.loginError, undefined, 'not_staff');
        // Two-factor (issue 30): a code (or the enrolment the operator requires) comes first unless this device is remembered.
        const gate = await twoFactorGate(app, { userId: user.id, sessionVersion: user.sessionVersion }, 'staff', request.body.device_token);
        if (gate) return gate;
        return startStaffSession(app, user.id, sessionMeta(request));
      },
    },

    refresh: {
      config: PUBLIC,
      handler: async (request, _reply, { db, config, tokens, live }) => {
        const grace = config.refreshGraceSeconds ?? REFRESH_GRACE_SECONDS;
        const outcome = await rotateRefresh(db, request.body.refresh, config.refreshTokenTtlSeconds, grace, {
          meta: sessionMeta(request),
          idleSeconds: SESSION_IDLE_HOURS.staff * 3600,
        });
        if ('error' in outcome) {
          // A reused token revoked its whole login: that login's live streams end too.
          if (outcome.familyId) live.endSession(outcome.familyId);
          throw unauthorized(outcome.error === 'reused' ? 'Token reuse detected; please log in again' : 'Invalid or expired refresh token');
        }
        return {
          access: await tokens.signAccess(outcome.userId, await sessionVersionOf(db, outcome.userId), outcome.familyId),
          refresh: outcome.refresh,
        };
      },
    },

    logout: {
      config: PUBLIC,
      handler: async (request, reply, { db, live }) => {
        const ended = await revokeFamilyOf(db, request.body.refresh);
        if (ended) live.endSession(ended);
        return reply.code(204).send(null);
      },
    },

    changePassword: {
      config: { access: 'user' },
      errors: throttled,
      handler: async (request, reply, app) => {
        const { db, config, tokens } = app;
        const userId = request.ctx.user.id;
        const attempt = await beginLoginAttempt(app, reply, request.ctx.user.email, request.ip);
        const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
        if (!(await verifyPassword(row?.passwordHash ?? null, request.body.current_password))) {
          throw badRequest({ current_password: CREDENTIAL_MESSAGES.currentPasswordWrong });
        }
        await attempt.succeeded();
        await db
          .update(users)
          .set({ passwordHash: await hashPassword(request.body.new_password) })
          .where(eq(users.id, userId));
        await endUserSessions(db, userId);
        const session = randomUUID();
        return {
          detail: CREDENTIAL_MESSAGES.passwordChanged,
          access: await tokens.signAccess(userId, await sessionVersionOf(db, userId), session),
          refresh: await issueRefresh(db, userId, config.refreshTokenTtlSeconds, session, sessionMeta(request)),
        };
      },
    },

    forgot: {
      config: PUBLIC,
      errors: throttled,
      handler: async (request, reply, app) => {
        const { db, config, mailer } = app;
        takeAttempt(reply, [[throttlesFor(app).forgotIp, request.ip]]);
        const user = await findUserByEmail(db, request.body.email);
        if (user) {
          const issued = await issueThrottledResetToken(db, user.id, RESET_TTL_HOURS);
          if (issued.wait !== undefined) throw new HttpError(429, resetThrottledMessage(issued.wait), undefined, 'reset_throttled');
          const token = issued.token!;
          const link = `${config.publicUrl}/reset-password/${token}`;
          await mailer.send({
            kind: 'password_reset',
            to: user.email,
            ...passwordResetMail({ firstName: user.firstName, link, hours: RESET_TTL_HOURS }),
            link,
          });
        }
        return reply.code(201).send({ detail: SESSION_MESSAGES.resetSent });
      },
    },

    resetPassword: {
      config: PUBLIC,
      handler: async (request, _reply, { db }) => {
        const userId = await consumeAuthToken(db, request.body.token, 'reset_password');
        if (!userId) throw badRequest({ token: SESSION_MESSAGES.resetInvalid });
        // A reset also proves the mailbox, so it validates the account.
        await db
          .update(users)
          .set({ passwordHash: await hashPassword(request.body.password), validated: true })
          .where(eq(users.id, userId));
        // A new password ends every session that knew the old one (issue 13 §4).
        await endUserSessions(db, userId);
        return { detail: SESSION_MESSAGES.resetDone };
      },
    },

    validateEmail: {
      config: PUBLIC,
      handler: async (request, _reply, { db }) => {
        // A re-opened (or older) link of an account that is validated by now is not an error for the user.
        const owner = await authTokenOwner(db, request.body.token, 'validate_email');
        if (owner?.validated) return { detail: SESSION_MESSAGES.validationAlready };
        const userId = await consumeAuthToken(db, request.body.token, 'validate_email');
        if (!userId) throw badRequest({ token: SESSION_MESSAGES.validationInvalid });
        await db.update(users).set({ validated: true }).where(eq(users.id, userId));
        return { detail: SESSION_MESSAGES.validationDone };
      },
    },

    resendValidation: {
      config: PUBLIC,
      errors: throttled,
      handler: async (request, reply, app) => {
        const { db, config, mailer } = app;
        takeAttempt(reply, [[throttlesFor(app).forgotIp, request.ip]]);
        const user = await findUserByEmail(db, request.body.email);
        if (user && !user.validated) {
          const last = await lastAuthTokenAt(db, user.id, 'validate_email');
          if (!last || Date.now() - last.getTime() >= RESEND_VALIDATION_SECONDS * 1000) {
            await sendValidationMail(db, mailer, config.publicUrl, user);
          }
        }
        return reply.code(201).send({ detail: SESSION_MESSAGES.validationResent });
      },
    },
  },
);

export async function authRoutes(app: App) {
  void dummyHash(); // ready before the first login of an unknown e-mail
  await authTable(app);
}
