import { plansApi, toPence, type PlanItem } from '@clubspace/contract';
import { and, asc, eq } from 'drizzle-orm';
import { membershipPlans } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { freeSlug } from '../../lib/sql.ts';
import { toPlanItem } from '../memberships/memberships.mappers.ts';

/** The picker's plan (pounds in the API, pence in the database) plus its status. */
const toItem = (p: typeof membershipPlans.$inferSelect, clientSlug: string): PlanItem => ({ ...toPlanItem(p, clientSlug), status: p.status });

export const plansRoutes = routes(
  plansApi,
  { tag: 'account', sections: ['account'] },
  {
    list: {
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        const rows = await db
          .select()
          .from(membershipPlans)
          .where(eq(membershipPlans.clientId, ctx.client.id))
          .orderBy(asc(membershipPlans.name), asc(membershipPlans.id));
        return { membership_plans: rows.map((p) => toItem(p, ctx.client.slug)) };
      },
    },

    create: {
      handler: async (request, reply, { db }) => {
        const ctx = staffCtx(request);
        const body = request.body;
        const slug = await freeSlug(db, membershipPlans, ctx.client.id, body.name);
        const [row] = await db
          .insert(membershipPlans)
          .values({ clientId: ctx.client.id, slug, name: body.name, description: body.description || null, basePricePence: toPence(body.base_price) })
          .returning();
        return reply.code(201).send(toItem(row, ctx.client.slug));
      },
    },

    update: {
      config: { samples: { params: { slug: { table: 'membership_plans' } }, body: { name: 'Hot desk', description: 'Any desk', base_price: 150 } } },
      handler: async (request, _reply, { db }) => {
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
    },
  },
);
