import {
  availabilityQuery,
  availabilityResult,
  deskPriceQuery,
  deskPriceResult,
  meetingRoomAvailabilityQuery,
  meetingRoomAvailabilityResult,
} from '@clubspace/contract';
import type { App } from '../../app-types.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { meetingRoomAvailability, spaceAvailability } from './availability.service.ts';
import { deskPrice } from './quote.service.ts';

const SECTIONS = ['bookings'] as const;

export async function availabilityRoutes(app: App) {
  const { db } = app;

  app.get('/api/space-availability/', {
    config: { sections: [...SECTIONS], samples: { query: { club: { table: 'offices' } } } },
    schema: {
      tags: ['bookings'],
      summary: 'Bookings, their count, occupancy and the map resources of an office for a window (days in the office zone)',
      querystring: availabilityQuery,
      response: { 200: availabilityResult, ...errorResponses },
    },
    handler: async (request) => spaceAvailability(db, staffCtx(request), request.query),
  });

  app.get('/api/meeting-room-availability/', {
    config: { sections: [...SECTIONS], samples: { query: { resource: { table: 'resources' } } } },
    schema: {
      tags: ['bookings'],
      summary: 'Whether a meeting room is busy for a window (the edited booking left out), its price and credits',
      querystring: meetingRoomAvailabilityQuery,
      response: { 200: meetingRoomAvailabilityResult, ...errorResponses },
    },
    handler: async (request) => meetingRoomAvailability(db, staffCtx(request), request.query),
  });

  app.get('/api/calculate-booking-desk-price/', {
    config: { sections: [...SECTIONS], samples: { query: { office: { table: 'offices' } } } },
    schema: {
      tags: ['bookings'],
      summary: 'Price of the bookings to create (repeat `resource` for several desks): full price, prepaid packages used first, what stays pending',
      querystring: deskPriceQuery,
      response: { 200: deskPriceResult, ...errorResponses },
    },
    handler: async (request) => deskPrice(db, staffCtx(request), request.query),
  });
}
