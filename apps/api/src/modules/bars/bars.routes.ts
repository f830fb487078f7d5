import { barCreate, barsApi, FANDD_MESSAGES, type BarCreate } from '@clubspace/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { bars, staff, users } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { listHandler } from '../../lib/list-route.ts';
import { routes } from '../../lib/route.ts';
import { freeSlug } from '../../lib/sql.ts';
import { activeOffice, staffCtx } from '../../plugins/context.plugin.ts';
import { barListSource, findBar, replaceBarStaff, staffIds, visibleBars } from './bars.repo.ts';

const barColumns = (body: z.output<typeof barCreate>) => ({
  name: body.name,
  openTime: body.open_time ?? null,
  closeTime: body.close_time ?? null,
  status: body.status,
});

/** The body's staff slugs as ids of this operator's staff, or a refusal naming the field. */
async function resolveStaff(db: Db, clientId: number, body: BarCreate) {
  const { ids, unknown } = await staffIds(db, clientId, body.staff ?? []);
  if (unknown.length) throw badRequest({ staff: FANDD_MESSAGES.staffUnknown });
  return ids;
}

export const barsRoutes = routes(
  barsApi,
  { tag: 'fandd', sections: ['fandd', 'bar'] },
  {
    list: listHandler('bars', { source: (query, ctx, { db }) => barListSource(db, ctx, query) }),

    staffOptions: {
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        const rows = await db
          .select({ slug: staff.slug, first: users.firstName, last: users.lastName })
          .from(staff)
          .innerJoin(users, eq(users.id, staff.userId))
          .where(and(eq(staff.clientId, ctx.client.id), eq(staff.status, 'active')))
          .orderBy(asc(users.firstName), asc(users.lastName), asc(staff.id))
          .limit(1000);
        return rows.map((r) => ({ slug: r.slug, name: `${r.first} ${r.last}`.trim() }));
      },
    },

    create: {
      handler: async (request, reply, { db }) => {
        const ctx = staffCtx(request);
        const body = request.body;
        const [ids, office, slug] = await Promise.all([
          resolveStaff(db, ctx.client.id, body),
          activeOffice(db, ctx),
          freeSlug(db, bars, ctx.client.id, body.name),
        ]);
        if (!office) throw badRequest({ office: 'Office is required' });
        await writeTransaction(db, async (tx) => {
          const [bar] = await tx
            .insert(bars)
            .values({ clientId: ctx.client.id, slug, officeId: office.id, ...barColumns(body) })
            .returning({ id: bars.id });
          await replaceBarStaff(tx, ctx.client.id, bar.id, ids);
        });
        return reply.code(201).send((await findBar(db, ctx, slug))!);
      },
    },

    update: {
      config: {
        samples: { params: { slug: { table: 'bars' } }, body: { name: 'Bar', status: 'active', open_time: '08:00', close_time: '18:00', staff: [] } },
      },
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        const body = request.body;
        const [existing] = await db
          .select({ id: bars.id })
          .from(bars)
          .where(and(visibleBars(ctx), eq(bars.slug, request.params.slug)))
          .limit(1);
        if (!existing) throw notFound('Bar not found');
        const ids = await resolveStaff(db, ctx.client.id, body);
        await writeTransaction(db, async (tx) => {
          await tx.update(bars).set(barColumns(body)).where(eq(bars.id, existing.id));
          await replaceBarStaff(tx, ctx.client.id, existing.id, ids);
        });
        return (await findBar(db, ctx, request.params.slug))!;
      },
    },
  },
);
