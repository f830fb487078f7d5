import { CONSENT_MESSAGES, SAVED_METHOD_MESSAGES, errorBody, portalPaymentMethodApi, teamPaymentMethodApi } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../app-types.ts';
import { teams } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { portalCtx, type PortalContext } from '../../plugins/portal-context.ts';
import type { Payer } from './payer-accounts.repo.ts';
import { payerMethodOf, removePayerMethod, setupLinkFor } from './saved-methods.service.ts';
import { saveMethodMail } from '../../mail/invoice.mail.tsx';

const providerErrors = { 502: errorBody };
const MEMBER = { access: 'member' as const };

/** Who the portal member pays for: their team as its admin, themselves without a team; a team's other members, nobody. */
function portalPayer(ctx: PortalContext): Payer | null {
  if (ctx.member.teamId === null) return { memberId: ctx.member.id };
  return ctx.member.role === 'team_admin' ? { teamId: ctx.member.teamId } : null;
}
const mustPay = (ctx: PortalContext) => {
  const payer = portalPayer(ctx);
  if (!payer) throw forbidden(SAVED_METHOD_MESSAGES.notPayer);
  return payer;
};

/** The member portal's payment method card (issue 27 flow 2). */
export const portalPaymentMethodRoutes = routes(
  portalPaymentMethodApi,
  { tag: 'portal' },
  {
    paymentMethod: {
      config: MEMBER,
      handler: async (request, _reply, app) => {
        const ctx = portalCtx(request);
        const payer = portalPayer(ctx);
        if (!payer) return { ...(await payerMethodOf(app, ctx.client.id, { memberId: ctx.member.id }, false)), method: null };
        return payerMethodOf(app, ctx.client.id, payer, true);
      },
    },
    setupPaymentMethod: {
      config: MEMBER,
      errors: providerErrors,
      handler: async (request, _reply, app) => {
        const ctx = portalCtx(request);
        const { url } = await setupLinkFor(app, ctx.client.id, mustPay(ctx));
        return { url, detail: SAVED_METHOD_MESSAGES.setupReady };
      },
    },
    removePaymentMethod: {
      config: MEMBER,
      errors: providerErrors,
      handler: async (request, reply, app) => {
        const ctx = portalCtx(request);
        await removePayerMethod(app, ctx.client.id, mustPay(ctx));
        return reply.code(204).send(null);
      },
    },
  },
);

async function teamOf(app: App, operatorId: number, slug: string): Promise<Payer> {
  const [team] = await app.db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.clientId, operatorId), eq(teams.slug, slug)))
    .limit(1);
  if (!team) throw notFound('Team not found');
  return { teamId: team.id };
}

const TEAM = { samples: { params: { slug: { table: 'teams' } } } };

/** Staff: a team's saved method, and "Send setup link" (the team page). */
export const teamPaymentMethodRoutes = routes(
  teamPaymentMethodApi,
  { tag: 'teams', sections: ['users'] },
  {
    teamPaymentMethod: {
      config: TEAM,
      handler: async (request, _reply, app) => {
        const ctx = staffCtx(request);
        return payerMethodOf(app, ctx.client.id, await teamOf(app, ctx.client.id, request.params.slug), false);
      },
    },
    teamSetupLink: {
      config: { samples: { ...TEAM.samples, body: { send: false } } },
      errors: providerErrors,
      handler: async (request, _reply, app) => {
        const ctx = staffCtx(request);
        const { url, email } = await setupLinkFor(app, ctx.client.id, await teamOf(app, ctx.client.id, request.params.slug));
        if (!request.body.send) return { url, detail: SAVED_METHOD_MESSAGES.setupReady };
        if (!email) throw badRequest({ payment_method: SAVED_METHOD_MESSAGES.noContact });
        const sent = await app.mailer.send({
          kind: 'invoice',
          to: email,
          clientId: ctx.client.id,
          ...saveMethodMail({ url, operator: ctx.client.name }),
          link: url,
        });
        if (!sent) throw conflict(CONSENT_MESSAGES.emailsOff(email, 'invoices'), 'no_consent');
        return { url, detail: SAVED_METHOD_MESSAGES.setupSent(email) };
      },
    },
  },
);
