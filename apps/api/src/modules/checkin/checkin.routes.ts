import { CHECKIN_LINK_TTL_MINUTES, CHECKIN_MESSAGES, CHECKIN_TOKEN_HEADER, checkinAction, checkinLinkRequest, checkinResult, checkinView } from '@clubspace/contract';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import { detailBody, errorResponses } from '../../lib/schemas.ts';
import { publicOrigin } from '../resources/resources.qr.ts';
import { checkinAct, checkinView as viewOf, resolveActor, sendCheckinLink } from './checkin.service.ts';

const params = z.object({ identifier: z.string().trim().min(1).max(120) });
const tokenHeaders = z.object({ [CHECKIN_TOKEN_HEADER]: z.string().max(200).optional() });
const samples = { params: { identifier: { table: 'resources' } } };

/**
 * /checkin/{code} (issue 11). The routes are public at the guard because a magic-link member has no session: the
 * service admits staff of the resource's operator (any web sections, office scope applies) or a live link's member,
 * and answers 401 to everyone else.
 */
export async function checkinRoutes(app: App) {
  const { db, config, mailer } = app;
  const token = (headers: Record<string, unknown>) => {
    const v = headers[CHECKIN_TOKEN_HEADER];
    return typeof v === 'string' && v ? v : undefined;
  };

  app.get('/api/checkin/:identifier', {
    config: { access: 'public', samples },
    schema: {
      tags: ['bookings'],
      summary: `The resource of a QR code with its current or next booking today and whether it can be booked now (staff, or a magic link in ${CHECKIN_TOKEN_HEADER})`,
      params,
      headers: tokenHeaders,
      response: { 200: checkinView, ...errorResponses },
    },
    handler: async (request) => {
      const now = new Date();
      const actor = await resolveActor(db, request.ctx, token(request.headers), now);
      return viewOf(db, actor, request.params.identifier, now);
    },
  });

  app.post('/api/checkin/:identifier', {
    config: { access: 'public', samples: { ...samples, body: { action: 'book_now' } }, rateLimit: { max: config.loginRateLimit * 3, timeWindow: '1 minute' } },
    schema: {
      tags: ['bookings'],
      summary: 'Check in the current or next booking ({action: check_in, booking}) or book the free resource until the end of the office day or the next booking ({action: book_now, member}); a magic link works once, for its member and resource only',
      params,
      headers: tokenHeaders,
      body: checkinAction,
      response: { 200: checkinResult, 201: checkinResult, ...errorResponses },
    },
    handler: async (request, reply) => {
      const now = new Date();
      const actor = await resolveActor(db, request.ctx, token(request.headers), now);
      const result = await checkinAct(db, actor, request.params.identifier, request.body, now);
      return reply.code(request.body.action === 'book_now' ? 201 : 200).send(result);
    },
  });

  app.post('/api/checkin/:identifier/link', {
    config: { access: 'public', samples: { ...samples, body: { email: 'nobody@example.com' } }, rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } },
    schema: {
      tags: ['bookings'],
      summary: `E-mail a member a ${CHECKIN_LINK_TTL_MINUTES}-minute, single-use check-in link for this resource; the answer is the same whether or not the e-mail is a member's`,
      params,
      body: checkinLinkRequest,
      response: { 202: detailBody, ...errorResponses },
    },
    handler: async (request, reply) => {
      await sendCheckinLink(db, mailer, publicOrigin(request, config.publicUrl), request.params.identifier, request.body);
      return reply.code(202).send({ detail: CHECKIN_MESSAGES.linkSent });
    },
  });
}
