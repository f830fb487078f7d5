import { z } from 'zod';
import { pagedEnvelope } from '../common-schemas.ts';
import { orderCreate, orderItem, orderListQuery, orderStatusUpdate } from '../fandd.ts';
import { walkInSale } from '../walk-in.ts';
import { get, post, put } from '../endpoint.ts';
import { slugParams } from './params.ts';

/** An order by id or slug (the seeds send the id). */
const orderRefParams = z.object({ id: z.string().min(1).max(120) });

/** Orders: the kitchen list, one order, the order dialog's and the bar till's sales, and the status steps. */
export const ordersApi = {
  list: get({
    path: '/api/dashboard-orders/',
    summary:
      "Orders of the caller's offices (15 per page, newest first); name searches member, product and code with spaces stripped; status, member (slug), date (yyyy-MM-dd in the office zone); order init_date|code|status|price|member; format=csv",
    query: orderListQuery,
    response: pagedEnvelope('orders', orderItem),
    produces: ['application/json', 'text/csv'],
  }),
  detail: get({
    path: '/api/orders/:slug',
    summary: 'Order detail with member, team, staff, booking and lines',
    params: slugParams,
    response: orderItem,
  }),
  create: post({
    path: '/api/orders/',
    summary:
      'Create a pending order for a member — or a team or a guest instead (bar till) — (optional booking code, bar slug); lines product slug, quantity, discount in pounds',
    body: orderCreate,
    response: orderItem,
    status: 201,
  }),
  walkIn: post({
    path: '/api/orders/walk-in/',
    summary:
      'Bar till: a walk-in sale paid now (method cash|card). Records a paid and delivered order, takes the stock, and bills it on the office\'s "Walk-in sales" invoice of the day, issued and paid, with a payment of the amount',
    body: walkInSale,
    response: orderItem,
    status: 201,
  }),
  setStatus: put({
    path: '/api/orders/:id',
    summary: 'Set the status (lower case; id or slug). A transition the state machine refuses answers 409 with a message',
    params: orderRefParams,
    body: orderStatusUpdate,
    response: orderItem,
  }),
};
