import { SESSION_MESSAGES, errorBody, twoFactorLoginApi } from '@clubspace/contract';
import { HttpError } from '../../lib/http-error.ts';
import { routes } from '../../lib/route.ts';
import { loadContext } from '../../plugins/context.plugin.ts';
import { confirmEnrolment, openChallenge, passLoginCode, startEnrolment } from '../two-factor/two-factor.service.ts';
import { sessionMeta } from '../../lib/session-meta.ts';
import { startStaffSession } from './staff-session.ts';

const PUBLIC = { access: 'public' } as const;

/** The back-office log-in's second step (issue 30): the code, or the enrolment an operator requires. */
export const authTwoFactorRoutes = routes(
  twoFactorLoginApi,
  { tag: 'session' },
  {
    verify: {
      config: PUBLIC,
      errors: { 429: errorBody },
      handler: async (request, reply, app) => {
        const { subject, deviceToken } = await passLoginCode(app, reply, request.ip, request.body, 'staff');
        // Still staff? (removed between the password and the code: no session.)
        if (!(await loadContext(app.db, subject.userId))?.staff) throw new HttpError(401, SESSION_MESSAGES.loginError, undefined, 'not_staff');
        return { ...(await startStaffSession(app, subject.userId, sessionMeta(request))), ...(deviceToken ? { device_token: deviceToken } : {}) };
      },
    },
    enrolStart: {
      config: PUBLIC,
      handler: async (request, _reply, app) => {
        const subject = await openChallenge(app, request.body.challenge, 'staff', 'enrol');
        return startEnrolment(app, subject.userId, subject.email);
      },
    },
    enrolConfirm: {
      config: PUBLIC,
      handler: async (request, _reply, app) => {
        const subject = await openChallenge(app, request.body.challenge, 'staff', 'enrol');
        const enabled = await confirmEnrolment(app, subject.userId, request.body.code);
        return { ...enabled, ...(await startStaffSession(app, subject.userId, sessionMeta(request))) };
      },
    },
  },
);
