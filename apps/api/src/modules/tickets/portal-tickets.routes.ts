import { portalTicketsApi } from '@clubspace/contract';
import { routes } from '../../lib/route.ts';
import { portalCtx } from '../../plugins/portal-context.ts';
import {
  portalTicket,
  portalTicketOptions,
  portalTickets,
  raisePortalTicket,
  replyPortalTicket,
  setPortalTicketPhoto,
} from './portal-tickets.service.ts';

/** Served to portal tokens only (plugins/portal-context.ts): a member's own tickets, never an internal note. */
const MEMBER = { access: 'member' as const };
const TICKET = { access: 'member' as const, samples: { params: { slug: { table: 'tickets' } } } };

export const portalTicketsRoutes = routes(
  portalTicketsApi,
  { tag: 'portal' },
  {
    options: { config: MEMBER, handler: async (request, _reply, app) => portalTicketOptions(app.db, portalCtx(request)) },
    list: { config: MEMBER, handler: async (request, _reply, app) => portalTickets(app.db, portalCtx(request)) },
    detail: { config: TICKET, handler: async (request, _reply, app) => portalTicket(app.db, portalCtx(request), request.params.slug) },
    create: {
      config: MEMBER,
      handler: async (request, reply, app) => reply.code(201).send(await raisePortalTicket(app, portalCtx(request), request.body)),
    },
    reply: {
      config: { ...TICKET, samples: { ...TICKET.samples, body: { body: 'Matrix reply' } } },
      handler: async (request, reply, app) =>
        reply.code(201).send(await replyPortalTicket(app, portalCtx(request), request.params.slug, request.body.body)),
    },
    photo: {
      config: TICKET,
      handler: async (request, _reply, app) => setPortalTicketPhoto(app, request, portalCtx(request), request.params.slug),
    },
  },
);
