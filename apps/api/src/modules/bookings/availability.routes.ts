import { availabilityApi } from '@clubspace/contract';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { meetingRoomAvailability, spaceAvailability } from './availability.service.ts';
import { deskPrice } from './quote.service.ts';

export const availabilityRoutes = routes(
  availabilityApi,
  { tag: 'bookings', sections: ['bookings'] },
  {
    space: {
      config: { samples: { query: { club: { table: 'offices' } } } },
      handler: async (request, _reply, app) => spaceAvailability(app.db, staffCtx(request), request.query),
    },
    meetingRoom: {
      config: { samples: { query: { resource: { table: 'resources' } } } },
      handler: async (request, _reply, app) => meetingRoomAvailability(app.db, staffCtx(request), request.query),
    },
    deskPrice: {
      config: { samples: { query: { office: { table: 'offices' } } } },
      handler: async (request, _reply, app) => deskPrice(app.db, staffCtx(request), request.query),
    },
  },
);
