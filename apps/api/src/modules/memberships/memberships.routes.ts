import { membershipCreate, membershipDetail, membershipItem, membershipListQuery, membershipPlanItem } from '@clubspace/contract';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import { notFound } from '../../lib/http-error.ts';
import { listRoute } from '../../lib/list-route.ts';
import { errorResponses, slugParams } from '../../lib/schemas.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { toMembershipItem, toPlanItem } from './memberships.mappers.ts';
import { findMembership, listPlans, membershipBookings, membershipListSource } from './memberships.repo.ts';
import { createMembership } from './memberships.service.ts';

const SECTIONS = ['users', 'membership'] as const;

export async function membershipsRoutes(app: App) {
  const { db } = app;

  app.get('/api/membership-plans/', {
    schema: {
      tags: ['members'],
      summary: 'Active membership plans of the operator, by name (pickers: any staff)',
      response: { 200: z.array(membershipPlanItem), ...errorResponses },
    },
    handler: async (request) => {
      const ctx = staffCtx(request);
      return (await listPlans(db, ctx.client.id)).map((p) => toPlanItem(p, ctx.client.slug));
    },
  });

  listRoute(app, {
    path: '/api/dashboard-memberships/',
    listName: 'memberships',
    item: membershipItem,
    querystring: membershipListQuery,
    sections: [...SECTIONS],
    tags: ['members'],
    summary: 'Memberships list (status absent = active; status=all for every status); format=csv exports',
    samples: { query: { team: { table: 'teams' }, member: { table: 'members' }, plan_membership: { table: 'membership_plans' } } },
    source: (query, ctx) => membershipListSource(db, ctx, query),
  });

  app.get('/api/memberships/:slug', {
    config: { sections: [...SECTIONS], samples: { params: { slug: { table: 'memberships' } } } },
    schema: {
      tags: ['members'],
      summary: 'A membership with its bookings (latest planned start first)',
      params: slugParams,
      response: { 200: membershipDetail, ...errorResponses },
    },
    handler: async (request) => {
      const ctx = staffCtx(request);
      const row = await findMembership(db, ctx, request.params.slug);
      if (!row) throw notFound('Membership not found');
      return { ...toMembershipItem(row), bookings: await membershipBookings(db, ctx, row.id) };
    },
  });

  app.post('/api/memberships/', {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: ['members'],
      summary: 'Create a membership (start 00:00:00, end 23:59:59 in the office time zone)',
      body: membershipCreate,
      response: { 201: membershipItem, ...errorResponses },
    },
    handler: async (request, reply) => reply.code(201).send(await createMembership(db, staffCtx(request), request.body)),
  });
}
