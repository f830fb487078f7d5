import { membershipsApi } from '@clubspace/contract';
import { notFound } from '../../lib/http-error.ts';
import { listHandler } from '../../lib/list-route.ts';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { toMembershipItem } from '../membership-rows/membership-rows.mappers.ts';
import { toPlanItem } from './memberships.mappers.ts';
import { findMembership, listPlans, membershipBookings, membershipListSource } from './memberships.repo.ts';
import { createMembership } from './memberships.service.ts';

export const membershipsRoutes = routes(
  membershipsApi,
  { tag: 'members', sections: ['users', 'membership'] },
  {
    // The plan picker serves other areas' forms too: any staff of the operator, no web section.
    plans: {
      config: { sections: [] },
      handler: async (request, _reply, app) => {
        const ctx = staffCtx(request);
        return (await listPlans(app.db, ctx.client.id)).map((p) => toPlanItem(p, ctx.client.slug));
      },
    },

    list: listHandler('memberships', {
      samples: { query: { team: { table: 'teams' }, member: { table: 'members' }, plan_membership: { table: 'membership_plans' } } },
      source: (query, ctx, app) => membershipListSource(app.db, ctx, query),
    }),

    detail: {
      config: { samples: { params: { slug: { table: 'memberships' } } } },
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        const row = await findMembership(db, ctx, request.params.slug);
        if (!row) throw notFound('Membership not found');
        return { ...toMembershipItem(row), bookings: await membershipBookings(db, ctx, row.id) };
      },
    },

    create: {
      handler: async (request, reply, app) => reply.code(201).send(await createMembership(app.db, staffCtx(request), request.body)),
    },
  },
);
