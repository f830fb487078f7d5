import { planCreate, planItem, planUpdate, toPence, type PlanItem } from '@clubspace/contract';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import { membershipPlans } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { errorResponses, slugParams } from '../../lib/schemas.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { freeSlug } from '../../lib/sql.ts';
import { toPlanItem } from '../memberships/memberships.mappers.ts';

const SECTIONS = ['account'] as const;

/** The picker's plan (pounds in the API, pence in the database) plus its status. */
const toItem = (p: typeof membershipPlans.$inferSelect, clientSlug: string): PlanItem => ({ ...toPlanItem(p, clientSlug), status: p.status });

export async function plansRoutes(app: App) {
  const { db } = app;

  app.get('/api/dashboard-membership-plans/', {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: ['account'],
      summary: 'Every membership plan of the operator (all statuses), by name',
      response: { 200: z.object({ membership_plans: z.array(planItem) }), ...errorResponses },
    },
    handler: async (request) => {
      const ctx = staffCtx(request);
      const rows = await db.select().from(membershipPlans).where(eq(membershipPlans.clientId, ctx.client.id)).orderBy(asc(membershipPlans.name), asc(membershipPlans.id));
      return { membership_plans: rows.map((p) => toItem(p, ctx.client.slug)) };
    },
  });

  app.post('/api/dashboard-membership-plans/', {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: ['account'],
      summary: 'Create a membership plan (price in pounds; a negative price becomes 0 as in the seed)',
      body: planCreate,
      response: { 201: planItem, ...errorResponses },
    },
    handler: async (request, reply) => {
      const ctx = staffCtx(request);
      const body = request.body;
      const slug = await freeSlug(db, membershipPlans, ctx.client.id, body.name);
      const [row] = await db
        .insert(membershipPlans)
        .values({ clientId: ctx.client.id, slug, name: body.name, description: body.description || null, basePricePence: toPence(body.base_price) })
        .returning();
      return reply.code(201).send(toItem(row, ctx.client.slug));
    },
  });

  app.post('/api/dashboard-membership-plans/:slug', {
    config: {
      sections: [...SECTIONS],
      samples: { params: { slug: { table: 'membership_plans' } }, body: { name: 'Hot desk', description: 'Any desk', base_price: 150 } },
    },
    schema: {
      tags: ['account'],
      summary: 'Update a membership plan',
      params: slugParams,
      body: planUpdate,
      response: { 200: planItem, ...errorResponses },
    },
    handler: async (request) => {
      const ctx = staffCtx(request);
      const body = request.body;
      const [row] = await db
        .update(membershipPlans)
        .set({
          name: body.name,
          description: body.description === undefined ? undefined : body.description || null,
          subtitle: body.subtitle === undefined ? undefined : body.subtitle || null,
          basePricePence: toPence(body.base_price),
          lengthInMonth: body.length_in_month,
          freeDays: body.free_days,
          freeCredits: body.free_credits,
          status: body.status,
        })
        .where(and(eq(membershipPlans.clientId, ctx.client.id), eq(membershipPlans.slug, request.params.slug)))
        .returning();
      if (!row) throw notFound('Plan not found');
      return toItem(row, ctx.client.slug);
    },
  });
}
