import { TWO_FACTOR_MESSAGES, errorBody, portalTwoFactorApi, twoFactorApi } from '@clubspace/contract';
import { writeTransaction } from '../../db/transaction.ts';
import { clock } from '../../lib/clock.ts';
import { forbidden } from '../../lib/http-error.ts';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { portalCtx } from '../../plugins/portal-context.ts';
import { policyOf, savePolicy } from './two-factor.repo.ts';
import { confirmEnrolment, disableTwoFactor, forgetDevices, startEnrolment, statusOf } from './two-factor.service.ts';

const USER = { access: 'user' } as const;
const MEMBER = { access: 'member' } as const;
const throttled = { 429: errorBody };

/**
 * The signed-in staff user's own two-factor login (access 'user': any signed-in person, never an API key or a portal
 * token), and the owner's requirement (the 'account' section, which no key can hold, and the owner role).
 */
export const twoFactorRoutes = routes(
  twoFactorApi,
  { tag: 'session' },
  {
    status: { config: USER, handler: async (request, _reply, { db }) => statusOf(db, request.ctx.user.id, 'staff') },
    start: { config: USER, handler: async (request, _reply, app) => startEnrolment(app, request.ctx.user.id, request.ctx.user.email) },
    confirm: { config: USER, handler: async (request, _reply, app) => confirmEnrolment(app, request.ctx.user.id, request.body.code) },
    disable: {
      config: USER,
      errors: throttled,
      handler: async (request, reply, app) => disableTwoFactor(app, reply, request.ip, request.ctx.user, request.body, 'staff'),
    },
    forgetDevices: { config: USER, handler: async (request, _reply, { db }) => forgetDevices(db, request.ctx.user.id) },
    policy: {
      config: { sections: ['account'] },
      tag: 'account',
      handler: async (request, _reply, { db }) => ({ require_staff: (await policyOf(db, staffCtx(request).client.id)).requireStaff }),
    },
    savePolicy: {
      config: { sections: ['account'], samples: { body: { require_staff: false } } },
      tag: 'account',
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        if (ctx.apiKey || ctx.staff.role !== 'club_owner') throw forbidden(TWO_FACTOR_MESSAGES.ownerOnly);
        await writeTransaction(db, (tx) => savePolicy(tx, ctx.client.id, request.body.require_staff, clock.now()));
        return { require_staff: request.body.require_staff };
      },
    },
  },
);

/** The member's own two-factor login in the portal (portal tokens only). */
export const portalTwoFactorRoutes = routes(
  portalTwoFactorApi,
  { tag: 'portal' },
  {
    status: { config: MEMBER, handler: async (request, _reply, { db }) => statusOf(db, portalCtx(request).user.id, 'portal') },
    start: {
      config: MEMBER,
      handler: async (request, _reply, app) => startEnrolment(app, portalCtx(request).user.id, portalCtx(request).user.email),
    },
    confirm: { config: MEMBER, handler: async (request, _reply, app) => confirmEnrolment(app, portalCtx(request).user.id, request.body.code) },
    disable: {
      config: MEMBER,
      errors: throttled,
      handler: async (request, reply, app) => disableTwoFactor(app, reply, request.ip, portalCtx(request).user, request.body, 'portal'),
    },
    forgetDevices: { config: MEMBER, handler: async (request, _reply, { db }) => forgetDevices(db, portalCtx(request).user.id) },
  },
);
