import { offerUsersApi } from '@clubspace/contract';
import { notFound } from '../../lib/http-error.ts';
import { listHandler } from '../../lib/list-route.ts';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { findOfferUser, offerUserListSource, toOfferUserItem } from './offer-users.repo.ts';
import { createOfferUser, updateOfferUser } from './offer-users.service.ts';

export const offerUsersRoutes = routes(
  offerUsersApi,
  { tag: 'marketing', sections: ['marketing', 'offer_user'] },
  {
    list: listHandler('offer_users', { source: (query, ctx, { db }) => offerUserListSource(db, ctx, query) }),

    create: {
      handler: async (request, reply, app) => reply.code(201).send(await createOfferUser(app.db, app.mailer, staffCtx(request), request.body)),
    },

    // Not in the seeds (their detail screen receives the row through navigation state): lets the page reload.
    detail: {
      config: { samples: { params: { slug: { table: 'offer_users' } } } },
      handler: async (request, _reply, { db }) => {
        const row = await findOfferUser(db, staffCtx(request), request.params.slug);
        if (!row) throw notFound('Offer-user not found');
        return toOfferUserItem(row);
      },
    },

    update: {
      config: { samples: { params: { slug: { table: 'offer_users' } }, body: { user: 'x', offer: 'y', status: 'new' } } },
      handler: async (request, _reply, app) => updateOfferUser(app.db, app.mailer, staffCtx(request), request.params.slug, request.body),
    },
  },
);
