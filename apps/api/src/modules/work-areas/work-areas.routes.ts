import { workAreaCreate, workAreaDetail, workAreaItem, workAreaListQuery, workAreaUpdate } from '@clubspace/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { App } from '../../app-types.ts';
import { resources, workAreas } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { listRoute } from '../../lib/list-route.ts';
import { errorResponses, slugParams } from '../../lib/schemas.ts';
import { freeSlug } from '../../lib/sql.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { resolvePlacement } from '../floors/space-refs.ts';
import { publicOrigin } from '../resources/resources.qr.ts';
import { resourceQuery, toResourceItem } from '../resources/resources.repo.ts';
import { findWorkAreaRow, scopedWorkArea, toWorkAreaItem, workAreaColumns, workAreaListSource } from './work-areas.repo.ts';
import { writeTransaction } from '../../db/transaction.ts';

const SECTIONS = ['space', 'work_area'] as const;
const SAMPLE_BODY = {
  name: 'Sample area', area_type: 'open_space', status: 'active', office: 'shoreditch', floor: 'x', size: 4,
  item_price_day: 1, full_price_day: 1, item_price_month: 1, full_price_month: 1,
};
const slugSample = { params: { slug: { table: 'work_areas' } } };

export async function workAreasRoutes(app: App) {
  const { db, config } = app;

  listRoute(app, {
    path: '/api/dashboard-work-areas/',
    listName: 'work_areas',
    item: workAreaItem,
    querystring: workAreaListQuery,
    sections: [...SECTIONS],
    tags: ['space'],
    summary: 'Work areas (10 per page; status, area_type, name, office|club, floor; order order|name|area_type|status|size|office|floor|item_price_day); format=csv exports',
    samples: { query: { office: { table: 'offices' } } },
    source: (query, ctx) => workAreaListSource(db, ctx, query),
  });

  app.get('/api/dashboard-work-areas/:slug', {
    config: { sections: [...SECTIONS], samples: slugSample },
    schema: { tags: ['space'], summary: 'Work area detail (by slug or numeric id) with its resources', params: slugParams, response: { 200: workAreaDetail, ...errorResponses } },
    handler: async (request) => {
      const row = await findWorkAreaRow(db, scopedWorkArea(staffCtx(request), request.params.slug));
      if (!row) throw notFound('Work area not found');
      const origin = publicOrigin(request, config.publicUrl);
      const res = await resourceQuery(db).where(eq(resources.workAreaId, row.w.id)).orderBy(asc(resources.name), asc(resources.id));
      return { ...toWorkAreaItem(row), resources: res.map((r) => toResourceItem(r, origin)) };
    },
  });

  app.post('/api/work-areas/', {
    config: { sections: [...SECTIONS], samples: { body: SAMPLE_BODY } },
    schema: { tags: ['space'], summary: 'Create a work area on a floor of an office', body: workAreaCreate, response: { 201: workAreaItem, ...errorResponses } },
    handler: async (request, reply) => {
      const ctx = staffCtx(request);
      const { office: officeSlug, floor: floorSlug, ...fields } = request.body;
      const { office, floor } = await resolvePlacement(db, ctx, { office: officeSlug, floor: floorSlug });
      const slug = await freeSlug(db, workAreas, ctx.client.id, `${office.shortCode ?? office.slug} ${fields.name}`);
      const [created] = await db
        .insert(workAreas)
        .values({ clientId: ctx.client.id, slug, officeId: office.id, floorId: floor?.id ?? null, ...workAreaColumns(fields) })
        .returning({ id: workAreas.id });
      return reply.code(201).send(toWorkAreaItem((await findWorkAreaRow(db, eq(workAreas.id, created.id)))!));
    },
  });

  app.put('/api/dashboard-work-areas/:slug', {
    config: { sections: [...SECTIONS], samples: { ...slugSample, body: SAMPLE_BODY } },
    schema: {
      tags: ['space'],
      summary: "Update a work area; moving it to another floor or office moves its resources along",
      params: slugParams,
      body: workAreaUpdate,
      response: { 200: workAreaItem, ...errorResponses },
    },
    handler: async (request) => {
      const ctx = staffCtx(request);
      const existing = await findWorkAreaRow(db, scopedWorkArea(ctx, request.params.slug));
      if (!existing) throw notFound('Work area not found');
      const { office: officeSlug, floor: floorSlug, ...fields } = request.body;
      const { office, floor } = await resolvePlacement(db, ctx, { office: officeSlug, floor: floorSlug });
      await writeTransaction(db, async (tx) => {
        await tx
          .update(workAreas)
          .set({ officeId: office.id, floorId: floor?.id ?? null, ...workAreaColumns(fields) })
          .where(and(eq(workAreas.clientId, ctx.client.id), eq(workAreas.id, existing.w.id)));
        // Its resources follow, so "a resource's work area is on its floor" stays true.
        await tx.update(resources).set({ officeId: office.id, floorId: floor?.id ?? null }).where(eq(resources.workAreaId, existing.w.id));
      });
      return toWorkAreaItem((await findWorkAreaRow(db, eq(workAreas.id, existing.w.id)))!);
    },
  });
}
