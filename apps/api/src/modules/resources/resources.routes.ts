import { SPACE_MESSAGES, resourcesApi } from '@clubspace/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { resources } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { listHandler } from '../../lib/list-route.ts';
import { routes, type RouteImpl } from '../../lib/route.ts';
import { freeSlug } from '../../lib/sql.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { resolvePlacement } from '../floors/space-refs.ts';
import { publicOrigin, qrPng, qrSvg } from './resources.qr.ts';
import { checkinCode, findResourceRow, resourceColumns, resourceListSource, scopedResource, toResourceItem } from './resources.repo.ts';

const SAMPLE_BODY = {
  name: 'Sample desk',
  identifier: 'SAMPLE-1',
  resource_type: 'desk',
  status: 'active',
  capacity: 1,
  office: 'shoreditch',
  floor: 'x',
  work_area: 'x',
  price_hour: 1,
  price_day: 1,
  price_month: 1,
  price_credits_hour: 0,
  price_credits_day: 0,
  price_credits_month: 0,
  no_member_price_hour: 1,
  no_member_price_day: 1,
  no_member_price_month: 1,
  no_member_price_credits_hour: 0,
  no_member_price_credits_day: 0,
  no_member_price_credits_month: 0,
};
const slugSample = { params: { slug: { table: 'resources' } } };

/** An identifier names one resource per office (case-insensitive): 409 otherwise. */
async function assertIdentifierFree(db: Db, clientId: number, officeId: number, identifier: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: resources.id })
    .from(resources)
    .where(
      and(
        eq(resources.clientId, clientId),
        eq(resources.officeId, officeId),
        sql`lower(${resources.identifier}) = lower(${identifier})`,
        exceptId ? ne(resources.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(SPACE_MESSAGES.identifierTaken, 'identifier_taken', { identifier: SPACE_MESSAGES.identifierTaken });
}

/** The resources list, served under both of the seeds' paths. */
const list = () =>
  listHandler<typeof resourcesApi.list>('resources', {
    samples: { query: { office: { table: 'offices' } } },
    source: (query, ctx, app, request) => resourceListSource(app.db, ctx, query, publicOrigin(request, app.config.publicUrl)),
  });

/** The resource's check-in QR code as an image. */
const qr = (format: 'png' | 'svg'): RouteImpl<typeof resourcesApi.qrPng> => ({
  config: { samples: slugSample },
  handler: async (request, reply, { db, config }) => {
    const row = await findResourceRow(db, scopedResource(staffCtx(request), request.params.slug));
    if (!row) throw notFound('Resource not found');
    const url = toResourceItem(row, publicOrigin(request, config.publicUrl)).checkin_url;
    reply.header('cache-control', 'private, max-age=300');
    reply.header('content-disposition', `inline; filename="${checkinCode(row.r).replace(/[^A-Za-z0-9_.-]/g, '_')}-qr.${format}"`);
    if (format === 'png') return reply.type('image/png').send(await qrPng(url));
    return reply.type('image/svg+xml').send(await qrSvg(url));
  },
});

export const resourcesRoutes = routes(
  resourcesApi,
  { tag: 'space', sections: ['space', 'resources'] },
  {
    list: list(),
    listAlias: list(),

    detail: {
      config: { samples: slugSample },
      handler: async (request, _reply, { db, config }) => {
        const row = await findResourceRow(db, scopedResource(staffCtx(request), request.params.slug));
        if (!row) throw notFound('Resource not found');
        return toResourceItem(row, publicOrigin(request, config.publicUrl));
      },
    },

    create: {
      config: { samples: { body: SAMPLE_BODY } },
      handler: async (request, reply, { db, config }) => {
        const ctx = staffCtx(request);
        const { office: officeSlug, floor: floorSlug, work_area: areaSlug, ...fields } = request.body;
        const { office, floor, workArea } = await resolvePlacement(db, ctx, { office: officeSlug, floor: floorSlug, work_area: areaSlug });
        await assertIdentifierFree(db, ctx.client.id, office.id, fields.identifier);
        const slug = await freeSlug(db, resources, ctx.client.id, `${office.shortCode ?? office.slug} ${fields.name}`);
        const [created] = await db
          .insert(resources)
          .values({
            clientId: ctx.client.id,
            slug,
            officeId: office.id,
            floorId: floor?.id ?? null,
            workAreaId: workArea?.id ?? null,
            ...resourceColumns(fields),
          })
          .returning({ id: resources.id });
        const row = await findResourceRow(db, eq(resources.id, created.id));
        return reply.code(201).send(toResourceItem(row!, publicOrigin(request, config.publicUrl)));
      },
    },

    update: {
      config: { samples: { ...slugSample, body: SAMPLE_BODY } },
      handler: async (request, _reply, { db, config }) => {
        const ctx = staffCtx(request);
        const existing = await findResourceRow(db, scopedResource(ctx, request.params.slug));
        if (!existing) throw notFound('Resource not found');
        const { office: officeSlug, floor: floorSlug, work_area: areaSlug, ...fields } = request.body;
        const { office, floor, workArea } = await resolvePlacement(db, ctx, { office: officeSlug, floor: floorSlug, work_area: areaSlug });
        await assertIdentifierFree(db, ctx.client.id, office.id, fields.identifier, existing.r.id);
        await db
          .update(resources)
          .set({ officeId: office.id, floorId: floor?.id ?? null, workAreaId: workArea?.id ?? null, ...resourceColumns(fields) })
          .where(and(eq(resources.clientId, ctx.client.id), eq(resources.id, existing.r.id)));
        const row = await findResourceRow(db, eq(resources.id, existing.r.id));
        return toResourceItem(row!, publicOrigin(request, config.publicUrl));
      },
    },

    qrPng: qr('png'),
    qrSvg: qr('svg'),
  },
);
