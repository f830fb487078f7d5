import { z } from 'zod';
import { liveBookingsQuery } from '../calendar-feeds.ts';
import { get } from '../endpoint.ts';

/** Live updates: server-sent events, read with the web's openStream (lib/event-stream). */
export const liveApi = {
  bookings: get({
    path: '/api/live/bookings/',
    summary: 'Server-sent events: `event: bookings` with `{"office": slug}` whenever bookings of an office change',
    query: liveBookingsQuery,
    response: z.string().describe('A text/event-stream that stays open until the access token would expire'),
    produces: ['text/event-stream'],
  }),
};
