import { offerUserItem, offerUserListQuery, offerUserPayload } from '@clubspace/contract';
import type { App } from '../../app-types.ts';
import { notFound } from '../../lib/http-error.ts';
import { listRoute } from '../../lib/list-route.ts';
import { errorResponses, slugParams } from '../../lib/schemas.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { findOfferUser, offerUserListSource, toOfferUserItem } from './offer-users.repo.ts';
import { createOfferUser, updateOfferUser } from './offer-users.service.ts';

const SECTIONS = ['marketing', 'offer_user'] as const;
const LIMITS = '409 when the offer is only for team admins or working members, or its limit per member, team or campaign is reached';

export async function offerUsersRoutes(app: App) {
  const { db, mailer } = app;

  listRoute(app, {
    path: '/api/dashboard-offer-users/',
    listName: 'offer_users',
    item: offerUserItem,
    querystring: offerUserListQuery,
    sections: [...SECTIONS],
    tags: ['marketing'],
    summary: 'Offers assigned to members (search member name, offer title or code; order user|offer_name|offer_code|date|status); format=csv exports',
    source: (query, ctx) => offerUserListSource(db, ctx, query),
  });

  app.post('/api/offer-users/', {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: ['marketing'],
      summary: `Assign an offer to a member (user: member slug or id; offer: offer slug); send_notification e-mails the member. ${LIMITS}`,
      body: offerUserPayload,
      response: { 201: offerUserItem, ...errorResponses },
    },
    handler: async (request, reply) => reply.code(201).send(await createOfferUser(db, mailer, staffCtx(request), request.body)),
  });

  // Not in the seeds (their detail screen receives the row through navigation state): lets the page reload.
  app.get('/api/offer-users/:slug', {
    config: { sections: [...SECTIONS], samples: { params: { slug: { table: 'offer_users' } } } },
    schema: { tags: ['marketing'], summary: 'One offer-user', params: slugParams, response: { 200: offerUserItem, ...errorResponses } },
    handler: async (request) => {
      const row = await findOfferUser(db, staffCtx(request), request.params.slug);
      if (!row) throw notFound('Offer-user not found');
      return toOfferUserItem(row);
    },
  });

  app.put('/api/offer-users/:slug', {
    config: { sections: [...SECTIONS], samples: { params: { slug: { table: 'offer_users' } }, body: { user: 'x', offer: 'y', status: 'new' } } },
    schema: {
      tags: ['marketing'],
      summary: `Update an offer-user (user, offer, status, send_notification). ${LIMITS}`,
      params: slugParams,
      body: offerUserPayload,
      response: { 200: offerUserItem, ...errorResponses },
    },
    handler: async (request) => updateOfferUser(db, mailer, staffCtx(request), request.params.slug, request.body),
  });
}
