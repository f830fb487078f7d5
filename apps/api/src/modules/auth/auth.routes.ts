import { RESEND_VALIDATION_SECONDS, SESSION_MESSAGES, errorBody, forgotRequest, resendValidationRequest, resetThrottledMessage, loginRequest, refreshRequest, resetPasswordRequest, tokenPair, validateEmailRequest } from '@clubspace/contract';
import { eq } from 'drizzle-orm';
import type { App } from '../../app.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError, badRequest, unauthorized } from '../../lib/http-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { detailBody, errorResponses } from '../../lib/schemas.ts';
import { loadContext } from '../../plugins/context.plugin.ts';
import { authTokenOwner, consumeAuthToken, findUserByEmail, issueRefresh, issueThrottledResetToken, lastAuthTokenAt, rotateRefresh } from './auth.repo.ts';
import { sendValidationMail } from './validation-mail.ts';

const RESET_TTL_HOURS = 2;

export async function authRoutes(app: App) {
  const { db, config, tokens, mailer } = app;
  const loginLimit = {
    max: config.loginRateLimit,
    timeWindow: '1 minute',
    keyGenerator: (req: { ip: string; body?: unknown }) => `${req.ip}:${String((req.body as { email?: string })?.email ?? '').toLowerCase()}`,
  };

  app.post('/auth/jwt/create/', {
    config: { access: 'public', rateLimit: loginLimit },
    schema: { tags: ['session'], summary: 'Log in: returns access and refresh tokens', body: loginRequest, response: { 200: tokenPair, ...errorResponses } },
    handler: async (request) => {
      const user = await findUserByEmail(db, request.body.email);
      if (!user || !(await verifyPassword(user.passwordHash, request.body.password))) {
        throw new HttpError(401, SESSION_MESSAGES.loginError, undefined, 'invalid_credentials');
      }
      if (!user.validated) throw new HttpError(401, 'Please validate your e-mail first', undefined, 'email_not_validated');
      const ctx = await loadContext(db, user.id);
      // Only staff (including a freshly signed-up owner) use the back-office.
      if (!ctx?.staff) throw new HttpError(401, SESSION_MESSAGES.loginError, undefined, 'not_staff');
      await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, user.id));
      return { access: await tokens.signAccess(user.id), refresh: await issueRefresh(db, user.id, config.refreshTokenTtlSeconds) };
    },
  });

  app.post('/auth/jwt/refresh/', {
    config: { access: 'public' },
    schema: { tags: ['session'], summary: 'Rotate the refresh token; reusing an old one revokes the whole login', body: refreshRequest, response: { 200: tokenPair, ...errorResponses } },
    handler: async (request) => {
      const outcome = await rotateRefresh(db, request.body.refresh, config.refreshTokenTtlSeconds);
      if ('error' in outcome) throw unauthorized(outcome.error === 'reused' ? 'Token reuse detected; please log in again' : 'Invalid or expired refresh token');
      return { access: await tokens.signAccess(outcome.userId), refresh: outcome.refresh };
    },
  });

  app.post('/api/forgot/', {
    config: { access: 'public', rateLimit: loginLimit },
    schema: {
      tags: ['session'],
      summary: 'Send a password-reset link (201 whether or not the e-mail is known; 429 while a link sent to it is younger than the throttle window)',
      body: forgotRequest,
      response: { 201: detailBody, ...errorResponses, 429: errorBody },
    },
    handler: async (request, reply) => {
      const user = await findUserByEmail(db, request.body.email);
      if (user) {
        const issued = await issueThrottledResetToken(db, user.id, RESET_TTL_HOURS);
        if (issued.wait !== undefined) throw new HttpError(429, resetThrottledMessage(issued.wait), undefined, 'reset_throttled');
        const token = issued.token!;
        const link = `${config.publicUrl}/reset-password/${token}`;
        await mailer.send({
          to: user.email,
          subject: 'Reset your Clubspace password',
          text: `Hello ${user.firstName},\n\nOpen this link to choose a new password (valid ${RESET_TTL_HOURS} hours):\n${link}\n`,
          link,
        });
      }
      return reply.code(201).send({ detail: SESSION_MESSAGES.resetSent });
    },
  });

  app.post('/api/reset-password/', {
    config: { access: 'public' },
    schema: { tags: ['session'], summary: 'Set a new password with the e-mailed reset token', body: resetPasswordRequest, response: { 200: detailBody, ...errorResponses } },
    handler: async (request) => {
      const userId = await consumeAuthToken(db, request.body.token, 'reset_password');
      if (!userId) throw badRequest({ token: SESSION_MESSAGES.resetInvalid });
      // A reset also proves the mailbox, so it validates the account.
      await db.update(users).set({ passwordHash: await hashPassword(request.body.password), validated: true }).where(eq(users.id, userId));
      return { detail: SESSION_MESSAGES.resetDone };
    },
  });

  app.post('/api/validate-email/', {
    config: { access: 'public' },
    schema: { tags: ['session'], summary: 'Validate an account with the link from the welcome e-mail', body: validateEmailRequest, response: { 200: detailBody, ...errorResponses } },
    handler: async (request) => {
      // A re-opened (or older) link of an account that is validated by now is not an error for the user.
      const owner = await authTokenOwner(db, request.body.token, 'validate_email');
      if (owner?.validated) return { detail: SESSION_MESSAGES.validationAlready };
      const userId = await consumeAuthToken(db, request.body.token, 'validate_email');
      if (!userId) throw badRequest({ token: SESSION_MESSAGES.validationInvalid });
      await db.update(users).set({ validated: true }).where(eq(users.id, userId));
      return { detail: SESSION_MESSAGES.validationDone };
    },
  });

  app.post('/api/resend-validation/', {
    config: { access: 'public', rateLimit: loginLimit },
    schema: {
      tags: ['session'],
      summary: `Send the validation e-mail again; at most one per ${RESEND_VALIDATION_SECONDS} s per account, and always 201 so e-mails cannot be probed`,
      body: resendValidationRequest,
      response: { 201: detailBody, ...errorResponses },
    },
    handler: async (request, reply) => {
      const user = await findUserByEmail(db, request.body.email);
      if (user && !user.validated) {
        const last = await lastAuthTokenAt(db, user.id, 'validate_email');
        if (!last || Date.now() - last.getTime() >= RESEND_VALIDATION_SECONDS * 1000) {
          await sendValidationMail(db, mailer, config.publicUrl, user);
        }
      }
      return reply.code(201).send({ detail: SESSION_MESSAGES.validationResent });
    },
  });
}
