import { bookingConflictBody, dayBounds, orderCreate, orderItem, orderListQuery, orderStatusUpdate, walkInSale } from '@clubspace/contract';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import { notFound } from '../../lib/http-error.ts';
import { listRoute } from '../../lib/list-route.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { activeOffice, staffCtx } from '../../plugins/context.plugin.ts';
import { findOrder, orderListSource } from './orders.repo.ts';
import { createOrder, setOrderStatus } from './orders.service.ts';
import { recordWalkInSale } from './walk-in.service.ts';

const SECTIONS = ['fandd', 'orders'] as const;
const slugParams = z.object({ slug: z.string().min(1).max(120) });
const idParams = z.object({ id: z.string().min(1).max(120) });

export async function ordersRoutes(app: App) {
  const { db } = app;

  listRoute(app, {
    path: '/api/dashboard-orders/',
    listName: 'orders',
    item: orderItem,
    querystring: orderListQuery,
    sections: [...SECTIONS],
    tags: ['fandd'],
    summary:
      "Orders of the caller's offices (15 per page, newest first); name searches member, product and code with spaces stripped; status, member (slug), date (yyyy-MM-dd in the office zone); order init_date|code|status|price|member; format=csv",
    samples: { query: { member: { table: 'members' } } },
    source: async (query, ctx) => {
      const day = query.date ? dayBounds(query.date, (await activeOffice(db, ctx))?.timeZone ?? undefined) : undefined;
      return orderListSource(db, ctx, { ...query, day });
    },
  });

  app.get('/api/orders/:slug', {
    config: { sections: [...SECTIONS], samples: { params: { slug: { table: 'orders' } } } },
    schema: { tags: ['fandd'], summary: 'Order detail with member, team, staff, booking and lines', params: slugParams, response: { 200: orderItem, ...errorResponses } },
    handler: async (request) => {
      const found = await findOrder(db, staffCtx(request), request.params.slug);
      if (!found) throw notFound('Order not found');
      return found;
    },
  });

  app.post('/api/orders/', {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: ['fandd'],
      summary:
        'Create a pending order for a member — or a team or a guest instead (bar till) — (optional booking code, bar slug); lines product slug, quantity, discount in pounds',
      body: orderCreate,
      // 400 may carry an overridable inactive-member violation (issue 24), shaped as the booking rules' answer.
      response: { 201: orderItem, ...errorResponses, 400: bookingConflictBody },
    },
    handler: async (request, reply) => {
      const ctx = staffCtx(request);
      const slug = await createOrder(db, ctx, request.body);
      return reply.code(201).send((await findOrder(db, ctx, slug))!);
    },
  });

  app.post('/api/orders/walk-in/', {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: ['fandd'],
      summary:
        "Bar till: a walk-in sale paid now (method cash|card). Records a paid and delivered order, takes the stock, and bills it on the office's \"Walk-in sales\" invoice of the day, issued and paid, with a payment of the amount",
      body: walkInSale,
      response: { 201: orderItem, ...errorResponses },
    },
    handler: async (request, reply) => {
      const ctx = staffCtx(request);
      const slug = await recordWalkInSale(db, ctx, request.body);
      return reply.code(201).send((await findOrder(db, ctx, slug))!);
    },
  });

  app.put('/api/orders/:id', {
    config: { sections: [...SECTIONS], samples: { params: { id: { table: 'orders', column: 'slug' } }, body: { status: 'preparing' } } },
    schema: {
      tags: ['fandd'],
      summary: 'Set the status (lower case; id or slug). A transition the state machine refuses answers 409 with a message',
      params: idParams,
      body: orderStatusUpdate,
      response: { 200: orderItem, ...errorResponses },
    },
    handler: async (request) => {
      const ctx = staffCtx(request);
      const slug = await setOrderStatus(db, ctx, request.params.id, request.body.status);
      return (await findOrder(db, ctx, slug))!;
    },
  });
}
