import { blockConflictBody, blocksApi, closuresApi } from '@clubspace/contract';
import type { App } from '../../app-types.ts';
import { listHandler } from '../../lib/list-route.ts';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { listWindow } from '../bookings/availability.service.ts';
import { blockListSource } from './blocks.repo.ts';
import { ClashError, createBlock, deleteBlock } from './blocks.service.ts';
import { closureListSource, createClosure, deleteClosure } from './closures.service.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A placed block or closure may meet live bookings: 409 lists them. */
const clashErrors = { 409: blockConflictBody };
const shiftDay = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);
const clashAnswer = (err: ClashError) => ({ detail: err.detail, code: err.code, conflicts: err.conflicts });

/** Blocks are worked on from the bookings area (map, calendar) and the resource page. */
const blockRoutes = routes(
  blocksApi,
  { tag: 'bookings', sections: ['bookings'] },
  {
    list: listHandler('blocks', {
      samples: { query: { resource: { table: 'resources' } } },
      source: async (q, ctx, app) => blockListSource(app.db, ctx, { ...q, ...(await listWindow(app.db, ctx, q)) }),
    }),

    create: {
      errors: clashErrors,
      handler: async (request, reply, app) => {
        try {
          return reply.code(201).send(await createBlock(app.db, staffCtx(request), request.body));
        } catch (err) {
          if (err instanceof ClashError) return reply.code(409).send(clashAnswer(err));
          throw err;
        }
      },
    },

    remove: {
      config: { samples: { params: { code: { table: 'bookings', column: 'code' } } } },
      handler: async (request, _reply, app) =>
        deleteBlock(app.db, staffCtx(request), request.params.code, ['true', '1'].includes(request.query.with_related ?? '')),
    },
  },
);

/** Closures are placed under the offices of the space area. */
const closureRoutes = routes(
  closuresApi,
  { tag: 'space', sections: ['space'] },
  {
    // Closures are read by every screen that shows an office's days (map, calendar), so the list needs no section.
    list: {
      ...listHandler<typeof closuresApi.list>('closures', {
        source: (q, ctx, app) =>
          closureListSource(app.db, ctx, {
            order: q.order,
            club: q.club,
            fromDay: q.start ? (DAY.test(q.start) ? q.start : shiftDay(q.start, -1)) : undefined,
            toDay: q.end ? (DAY.test(q.end) ? q.end : shiftDay(q.end, 1)) : undefined,
          }),
      }),
      config: { sections: [] },
    },

    create: {
      errors: clashErrors,
      handler: async (request, reply, app) => {
        try {
          return reply.code(201).send(await createClosure(app.db, staffCtx(request), request.body));
        } catch (err) {
          if (err instanceof ClashError) return reply.code(409).send(clashAnswer(err));
          throw err;
        }
      },
    },

    remove: {
      config: { samples: { params: { slug: { table: 'office_closures' } } } },
      handler: async (request, _reply, app) => deleteClosure(app.db, staffCtx(request), request.params.slug),
    },
  },
);

/** Blocks (bookings area) and office closures (space area): one module, two route tables. */
export async function blocksRoutes(app: App) {
  await blockRoutes(app);
  await closureRoutes(app);
}
