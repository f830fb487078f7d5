import { barCreate, barItem, barListQuery, barUpdate, FANDD_MESSAGES, staffLookupItem, type BarCreate } from '@clubspace/contract';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import { bars, staff, users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { listRoute } from '../../lib/list-route.ts';
import { errorResponses, slugParams } from '../../lib/schemas.ts';
import { freeSlug } from '../../lib/sql.ts';
import { activeOffice, staffCtx } from '../../plugins/context.plugin.ts';
import { barListSource, findBar, replaceBarStaff, staffIds, visibleBars } from './bars.repo.ts';
import { writeTransaction } from '../../db/transaction.ts';

const SECTIONS = ['fandd', 'bar'] as const;

const barColumns = (body: z.output<typeof barCreate>) => ({
  name: body.name,
  openTime: body.open_time ?? null,
  closeTime: body.close_time ?? null,
  status: body.status,
});

export async function barsRoutes(app: App) {
  const { db } = app;

  listRoute(app, {
    path: '/api/bars/',
    listName: 'bars',
    item: barItem,
    querystring: barListQuery,
    sections: [...SECTIONS],
    tags: ['fandd'],
    summary: "Bars of the caller's offices with their staff (15 per page; name, status; order name|open_time|close_time|status)",
    source: (query, ctx) => barListSource(db, ctx, query),
  });

  app.get('/api/bars/staff-options/', {
    config: { sections: [...SECTIONS] },
    schema: { tags: ['fandd'], summary: 'Active staff of the operator for the bar staff picker', response: { 200: z.array(staffLookupItem), ...errorResponses } },
    handler: async (request) => {
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
  });

  const resolveStaff = async (clientId: number, body: BarCreate) => {
    const { ids, unknown } = await staffIds(db, clientId, body.staff ?? []);
    if (unknown.length) throw badRequest({ staff: FANDD_MESSAGES.staffUnknown });
    return ids;
  };

  app.post('/api/bars/', {
    config: { sections: [...SECTIONS] },
    schema: { tags: ['fandd'], summary: "Create a bar in the caller's selected office", body: barCreate, response: { 201: barItem, ...errorResponses } },
    handler: async (request, reply) => {
      const ctx = staffCtx(request);
      const body = request.body;
      const [ids, office, slug] = await Promise.all([resolveStaff(ctx.client.id, body), activeOffice(db, ctx), freeSlug(db, bars, ctx.client.id, body.name)]);
      if (!office) throw badRequest({ office: 'Office is required' });
      await writeTransaction(db, async (tx) => {
        const [bar] = await tx.insert(bars).values({ clientId: ctx.client.id, slug, officeId: office.id, ...barColumns(body) }).returning({ id: bars.id });
        await replaceBarStaff(tx, ctx.client.id, bar.id, ids);
      });
      return reply.code(201).send((await findBar(db, ctx, slug))!);
    },
  });

  app.put('/api/bars/:slug', {
    config: { sections: [...SECTIONS], samples: { params: { slug: { table: 'bars' } }, body: { name: 'Bar', status: 'active', open_time: '08:00', close_time: '18:00', staff: [] } } },
    schema: { tags: ['fandd'], summary: 'Update a bar and replace its staff', params: slugParams, body: barUpdate, response: { 200: barItem, ...errorResponses } },
    handler: async (request) => {
      const ctx = staffCtx(request);
      const body = request.body;
      const [existing] = await db.select({ id: bars.id }).from(bars).where(and(visibleBars(ctx), eq(bars.slug, request.params.slug))).limit(1);
      if (!existing) throw notFound('Bar not found');
      const ids = await resolveStaff(ctx.client.id, body);
      await writeTransaction(db, async (tx) => {
        await tx.update(bars).set(barColumns(body)).where(eq(bars.id, existing.id));
        await replaceBarStaff(tx, ctx.client.id, existing.id, ids);
      });
      return (await findBar(db, ctx, request.params.slug))!;
    },
  });
}
