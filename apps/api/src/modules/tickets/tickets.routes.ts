import { ticketsApi } from '@clubspace/contract';
import { and, asc, eq } from 'drizzle-orm';
import { staff, users } from '../../db/schema/index.ts';
import { listHandler } from '../../lib/list-route.ts';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { createTicketCategory, deleteTicketCategory, listTicketCategories, renameTicketCategory } from './ticket-categories.repo.ts';
import { readTicketSettings, saveTicketSettings } from './ticket-settings.repo.ts';
import { ticketListSource } from './tickets.repo.ts';
import { createTicket, replyToTicket, ticketDetailOf, updateTicket } from './tickets.service.ts';

const TICKET = { params: { slug: { table: 'tickets' } } };
const CATEGORY = { params: { slug: { table: 'ticket_categories' } } };

/** Community → Tickets (issue 28): staff holding community + tickets. */
export const ticketsRoutes = routes(
  ticketsApi,
  { tag: 'community', sections: ['community', 'tickets'] },
  {
    list: listHandler('tickets', { source: (query, ctx, app) => ticketListSource(app.db, ctx, query) }),
    detail: { config: { samples: TICKET }, handler: async (request, _reply, app) => ticketDetailOf(app, staffCtx(request), request.params.slug) },
    create: {
      handler: async (request, reply, app) => reply.code(201).send(await createTicket(app, staffCtx(request), request.body)),
    },
    update: {
      config: { samples: { ...TICKET, body: { priority: 'high' } } },
      handler: async (request, _reply, app) => updateTicket(app, staffCtx(request), request.params.slug, request.body),
    },
    reply: {
      config: { samples: { ...TICKET, body: { body: 'Matrix note', internal: true } } },
      handler: async (request, reply, app) => reply.code(201).send(await replyToTicket(app, staffCtx(request), request.params.slug, request.body)),
    },
    assignees: {
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        const rows = await db
          .select({ slug: staff.slug, first: users.firstName, last: users.lastName })
          .from(staff)
          .innerJoin(users, eq(users.id, staff.userId))
          .where(and(eq(staff.clientId, ctx.client.id), eq(staff.status, 'active')))
          .orderBy(asc(users.firstName), asc(users.lastName), asc(staff.id))
          .limit(1000);
        return rows.map((r) => ({ slug: r.slug, name: [r.first, r.last].filter(Boolean).join(' ') }));
      },
    },
    categories: { handler: async (request, _reply, { db }) => listTicketCategories(db, staffCtx(request).client.id) },
    createCategory: {
      handler: async (request, reply, { db }) => reply.code(201).send(await createTicketCategory(db, staffCtx(request).client.id, request.body.name)),
    },
    renameCategory: {
      config: { samples: { ...CATEGORY, body: { name: 'Matrix category' } } },
      handler: async (request, _reply, { db }) => renameTicketCategory(db, staffCtx(request).client.id, request.params.slug, request.body.name),
    },
    deleteCategory: {
      config: { samples: CATEGORY },
      handler: async (request, reply, { db }) => {
        await deleteTicketCategory(db, staffCtx(request).client.id, request.params.slug);
        return reply.code(204).send();
      },
    },
    settings: { handler: async (request, _reply, { db }) => readTicketSettings(db, staffCtx(request).client.id) },
    updateSettings: { handler: async (request, _reply, { db }) => saveTicketSettings(db, staffCtx(request).client.id, request.body) },
  },
);
