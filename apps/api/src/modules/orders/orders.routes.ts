import { bookingConflictBody, dayBounds, ordersApi } from '@clubspace/contract';
import { notFound } from '../../lib/http-error.ts';
import { listHandler } from '../../lib/list-route.ts';
import { routes } from '../../lib/route.ts';
import { activeOffice, staffCtx } from '../../plugins/context.plugin.ts';
import { findOrder, orderListSource } from './orders.repo.ts';
import { createOrder, setOrderStatus } from './orders.service.ts';
import { recordWalkInSale } from './walk-in.service.ts';

export const ordersRoutes = routes(
  ordersApi,
  { tag: 'fandd', sections: ['fandd', 'orders'] },
  {
    list: listHandler('orders', {
      samples: { query: { member: { table: 'members' } } },
      source: async (query, ctx, { db }) => {
        const day = query.date ? dayBounds(query.date, (await activeOffice(db, ctx))?.timeZone ?? undefined) : undefined;
        return orderListSource(db, ctx, { ...query, day });
      },
    }),

    detail: {
      config: { samples: { params: { slug: { table: 'orders' } } } },
      handler: async (request, _reply, { db }) => {
        const found = await findOrder(db, staffCtx(request), request.params.slug);
        if (!found) throw notFound('Order not found');
        return found;
      },
    },

    create: {
      // 400 may carry an overridable inactive-member violation (issue 24), shaped as the booking rules' answer.
      errors: { 400: bookingConflictBody },
      handler: async (request, reply, { db }) => {
        const ctx = staffCtx(request);
        const slug = await createOrder(db, ctx, request.body);
        return reply.code(201).send((await findOrder(db, ctx, slug))!);
      },
    },

    walkIn: {
      handler: async (request, reply, { db }) => {
        const ctx = staffCtx(request);
        const slug = await recordWalkInSale(db, ctx, request.body);
        return reply.code(201).send((await findOrder(db, ctx, slug))!);
      },
    },

    setStatus: {
      config: { samples: { params: { id: { table: 'orders', column: 'slug' } }, body: { status: 'preparing' } } },
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        const slug = await setOrderStatus(db, ctx, request.params.id, request.body.status);
        return (await findOrder(db, ctx, slug))!;
      },
    },
  },
);
