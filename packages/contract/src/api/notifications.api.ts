import { get } from '../endpoint.ts';
import { notificationsResponse } from '../notifications-schemas.ts';

/** The bell: counts of what needs attention, each with a link. */
export const notificationsApi = {
  list: get({
    path: '/api/notifications/',
    summary:
      "The bell's panel: counts of overdue invoices, today's desk bookings without a desk, pending bar orders and memberships ending soon, each with a link",
    response: notificationsResponse,
  }),
};
