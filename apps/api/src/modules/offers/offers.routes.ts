import { offersApi } from '@clubspace/contract';
import { and, asc, eq } from 'drizzle-orm';
import { offers } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { listHandler } from '../../lib/list-route.ts';
import { routes } from '../../lib/route.ts';
import { matchesAny, searchPattern } from '../../lib/sql.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { findOffer, offerItemById, offerListSource } from './offers.repo.ts';
import { createOffer, updateOffer } from './offers.service.ts';

export const offersRoutes = routes(
  offersApi,
  { tag: 'marketing', sections: ['marketing', 'offers'] },
  {
    list: listHandler('offers', { source: (query, ctx, { db }) => offerListSource(db, ctx.client.id, query) }),

    create: {
      handler: async (request, reply, { db }) => reply.code(201).send(await createOffer(db, staffCtx(request), request.body)),
    },

    // The offer-user form's picker: marketing staff holding only the offer_user tab may pick an offer too.
    lookup: {
      config: { sections: ['marketing'] },
      handler: async (request, _reply, { db }) => {
        const q = request.query;
        const rows = await db
          .select({ slug: offers.slug, code: offers.code, title: offers.title })
          .from(offers)
          .where(and(eq(offers.clientId, staffCtx(request).client.id), matchesAny(searchPattern(q.name), [offers.code, offers.title])))
          .orderBy(asc(offers.code), asc(offers.id))
          .limit(q.limit);
        return rows.map((r) => ({ slug: r.slug, code: r.code, name: `${r.code} · ${r.title}` }));
      },
    },

    // Not in the seeds (their detail screen receives the offer through navigation state): lets /marketing/{slug} reload.
    detail: {
      config: { samples: { params: { slug: { table: 'offers' } } } },
      handler: async (request, _reply, { db }) => {
        const offer = await findOffer(db, staffCtx(request).client.id, request.params.slug);
        if (!offer) throw notFound('Offer not found');
        return offerItemById(db, offer.id);
      },
    },

    update: {
      config: { samples: { params: { slug: { table: 'offers' } }, body: { code: 'X1', offer_type: 'bar' } } },
      handler: async (request, _reply, { db }) => updateOffer(db, staffCtx(request), request.params.slug, request.body),
    },
  },
);
