import { offerItem, offerListQuery, offerLookupItem, offerLookupQuery, offerPayload } from '@clubspace/contract';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { offers } from '../../db/schema/index.ts';
import { matchesAny, searchPattern } from '../../lib/sql.ts';
import type { App } from '../../app-types.ts';
import { notFound } from '../../lib/http-error.ts';
import { listRoute } from '../../lib/list-route.ts';
import { errorResponses, slugParams } from '../../lib/schemas.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { findOffer, offerItemById, offerListSource } from './offers.repo.ts';
import { createOffer, updateOffer } from './offers.service.ts';

const SECTIONS = ['marketing', 'offers'] as const;

export async function offersRoutes(app: App) {
  const { db } = app;

  listRoute(app, {
    path: '/api/dashboard-offers/',
    listName: 'offers',
    item: offerItem,
    querystring: offerListQuery,
    sections: [...SECTIONS],
    tags: ['marketing'],
    summary: 'Offers (search code, title, subtitle, description; order code|title|offer_type|price|discount|date_start|date_end|status); format=csv exports',
    source: (query, ctx) => offerListSource(db, ctx.client.id, query),
  });

  app.post('/api/dashboard-offers/', {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: ['marketing'],
      summary: "Create an offer (offices: this operator's office slugs; prices in pounds; dates ISO date-times, start before end)",
      body: offerPayload,
      response: { 201: offerItem, ...errorResponses },
    },
    handler: async (request, reply) => reply.code(201).send(await createOffer(db, staffCtx(request), request.body)),
  });

  // The offer-user form's picker: marketing staff holding only the offer_user tab may pick an offer too.
  app.get('/api/lookups/offers/', {
    config: { sections: ['marketing'] },
    schema: {
      tags: ['marketing'],
      summary: 'Offers for pickers, by code or title (limit default 100, up to 1000)',
      querystring: offerLookupQuery,
      response: { 200: z.array(offerLookupItem), ...errorResponses },
    },
    handler: async (request) => {
      const q = request.query;
      const rows = await db
        .select({ slug: offers.slug, code: offers.code, title: offers.title })
        .from(offers)
        .where(and(eq(offers.clientId, staffCtx(request).client.id), matchesAny(searchPattern(q.name), [offers.code, offers.title])))
        .orderBy(asc(offers.code), asc(offers.id))
        .limit(q.limit);
      return rows.map((r) => ({ slug: r.slug, code: r.code, name: `${r.code} · ${r.title}` }));
    },
  });

  // Not in the seeds (their detail screen receives the offer through navigation state): lets /marketing/{slug} reload.
  app.get('/api/offers/:slug', {
    config: { sections: [...SECTIONS], samples: { params: { slug: { table: 'offers' } } } },
    schema: { tags: ['marketing'], summary: 'One offer', params: slugParams, response: { 200: offerItem, ...errorResponses } },
    handler: async (request) => {
      const offer = await findOffer(db, staffCtx(request).client.id, request.params.slug);
      if (!offer) throw notFound('Offer not found');
      return offerItemById(db, offer.id);
    },
  });

  app.put('/api/offers/:slug', {
    config: { sections: [...SECTIONS], samples: { params: { slug: { table: 'offers' } }, body: { code: 'X1', offer_type: 'bar' } } },
    schema: { tags: ['marketing'], summary: 'Update an offer (the same fields as create)', params: slugParams, body: offerPayload, response: { 200: offerItem, ...errorResponses } },
    handler: async (request) => updateOffer(db, staffCtx(request), request.params.slug, request.body),
  });
}
