import { staffApi } from '@clubspace/contract';
import { listHandler } from '../../lib/list-route.ts';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { staffListSource } from './staff.repo.ts';
import { createStaff, removeStaff, staffDetail, updateStaff } from './staff.service.ts';

const STAFF_SAMPLE = { params: { slug: { table: 'staff' } } };

export const staffRoutes = routes(
  staffApi,
  { tag: 'account', sections: ['account'] },
  {
    list: listHandler('staff', { source: (query, ctx, { db }) => staffListSource(db, ctx.client, query) }),

    create: {
      handler: async (request, reply, app) => reply.code(201).send(await createStaff(app, staffCtx(request), request.body)),
    },

    detail: {
      config: { samples: STAFF_SAMPLE },
      handler: async (request, _reply, app) => staffDetail(app, staffCtx(request), request.params.slug),
    },

    update: {
      config: {
        samples: {
          ...STAFF_SAMPLE,
          body: {
            first_name: 'Sam',
            last_name: 'Sample',
            email: 'sample.staff@example.test',
            role: 'club_staff',
            status: 'active',
            web_sections: ['dashboard'],
          },
        },
      },
      handler: async (request, _reply, app) => updateStaff(app, staffCtx(request), request.params.slug, request.body),
    },

    remove: {
      config: { samples: STAFF_SAMPLE },
      handler: async (request, reply, app) => {
        await removeStaff(app, staffCtx(request), request.params.slug);
        return reply.code(204).send(null);
      },
    },
  },
);
