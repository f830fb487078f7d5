import { CHECKIN_MESSAGES, CHECKIN_TOKEN_HEADER, checkinApi } from '@clubspace/contract';
import { routes } from '../../lib/route.ts';
import { publicOrigin } from '../resources/resources.qr.ts';
import { checkinAct, checkinView, resolveActor, sendCheckinLink } from './checkin.service.ts';

const samples = { params: { identifier: { table: 'resources' } } };
const token = (headers: Record<string, unknown>) => {
  const v = headers[CHECKIN_TOKEN_HEADER];
  return typeof v === 'string' && v ? v : undefined;
};

/**
 * /checkin/{code} (issue 11). The routes are public at the guard because a magic-link member has no session: the
 * service admits staff of the resource's operator (any web sections, office scope applies) or a live link's member,
 * and answers 401 to everyone else.
 */
export const checkinRoutes = routes(
  checkinApi,
  { tag: 'bookings' },
  {
    view: {
      config: { access: 'public', samples },
      handler: async (request, _reply, { db }) => {
        const now = new Date();
        const actor = await resolveActor(db, request.ctx, token(request.headers), now);
        return checkinView(db, actor, request.params.identifier, now);
      },
    },

    act: {
      config: ({ config }) => ({
        access: 'public',
        samples: { ...samples, body: { action: 'book_now' } },
        rateLimit: { max: config.loginRateLimit * 3, timeWindow: '1 minute' },
      }),
      // Book now answers 201 with the same body as a check-in's 200 (the endpoint declares both).
      handler: async (request, reply, { db }) => {
        const now = new Date();
        const actor = await resolveActor(db, request.ctx, token(request.headers), now);
        const result = await checkinAct(db, actor, request.params.identifier, request.body, now);
        return reply.code(request.body.action === 'book_now' ? 201 : 200).send(result);
      },
    },

    link: {
      config: ({ config }) => ({
        access: 'public',
        samples: { ...samples, body: { email: 'nobody@example.com' } },
        rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' },
      }),
      handler: async (request, reply, { db, mailer, config }) => {
        await sendCheckinLink(db, mailer, publicOrigin(request, config.publicUrl), request.params.identifier, request.body);
        return reply.code(202).send({ detail: CHECKIN_MESSAGES.linkSent });
      },
    },
  },
);
