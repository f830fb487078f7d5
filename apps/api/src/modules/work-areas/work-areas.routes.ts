import { workAreasApi } from '@clubspace/contract';
import { and, asc, eq } from 'drizzle-orm';
import { resources, workAreas } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { listHandler } from '../../lib/list-route.ts';
import { routes } from '../../lib/route.ts';
import { freeSlug } from '../../lib/sql.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { resolvePlacement } from '../floors/space-refs.ts';
import { publicOrigin } from '../resources/resources.qr.ts';
import { resourceQuery, toResourceItem } from '../resources/resources.repo.ts';
import { findWorkAreaRow, scopedWorkArea, toWorkAreaItem, workAreaColumns, workAreaListSource } from './work-areas.repo.ts';
import { writeTransaction } from '../../db/transaction.ts';

const SAMPLE_BODY = {
  name: 'Sample area',
  area_type: 'open_space',
  status: 'active',
  office: 'shoreditch',
  floor: 'x',
  size: 4,
  item_price_day: 1,
  full_price_day: 1,
  item_price_month: 1,
  full_price_month: 1,
};
const slugSample = { params: { slug: { table: 'work_areas' } } };

export const workAreasRoutes = routes(
  workAreasApi,
  { tag: 'space', sections: ['space', 'work_area'] },
  {
    list: listHandler('work_areas', {
      samples: { query: { office: { table: 'offices' } } },
      source: (query, ctx, app) => workAreaListSource(app.db, ctx, query),
    }),

    detail: {
      config: { samples: slugSample },
      handler: async (request, _reply, { db, config }) => {
        const row = await findWorkAreaRow(db, scopedWorkArea(staffCtx(request), request.params.slug));
        if (!row) throw notFound('Work area not found');
        const origin = publicOrigin(request, config.publicUrl);
        const res = await resourceQuery(db).where(eq(resources.workAreaId, row.w.id)).orderBy(asc(resources.name), asc(resources.id));
        return { ...toWorkAreaItem(row), resources: res.map((r) => toResourceItem(r, origin)) };
      },
    },

    create: {
      config: { samples: { body: SAMPLE_BODY } },
      handler: async (request, reply, { db }) => {
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
    },

    update: {
      config: { samples: { ...slugSample, body: SAMPLE_BODY } },
      handler: async (request, _reply, { db }) => {
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
          await tx
            .update(resources)
            .set({ officeId: office.id, floorId: floor?.id ?? null })
            .where(eq(resources.workAreaId, existing.w.id));
        });
        return toWorkAreaItem((await findWorkAreaRow(db, eq(workAreas.id, existing.w.id)))!);
      },
    },
  },
);
