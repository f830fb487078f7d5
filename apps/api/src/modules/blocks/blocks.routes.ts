import {
  DEFAULT_TIME_ZONE,
  blockConflictBody,
  blockCreateResult,
  blockItem,
  blockListQuery,
  closureCreateResult,
  closureItem,
  closureListQuery,
  dayWindow,
  errorBody,
} from '@clubspace/contract';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import { listRoute } from '../../lib/list-route.ts';
import { detailBody, errorResponses, slugParams } from '../../lib/schemas.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { officeFor } from '../bookings/availability.service.ts';
import { blockListSource } from './blocks.repo.ts';
import { ClashError, createBlock, deleteBlock } from './blocks.service.ts';
import { closureListSource, createClosure, deleteClosure } from './closures.service.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Blocks are worked on from the bookings area (map, calendar) and the resource page. */
const BLOCK_SECTIONS = ['bookings'] as const;
/** Closures are placed under the offices of the space area. */
const CLOSURE_SECTIONS = ['space'] as const;
const writeErrors = { ...errorResponses, 409: blockConflictBody };
const codeParams = z.object({ code: z.string().min(1).max(120) });
const shiftDay = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);

export async function blocksRoutes(app: App) {
  const { db } = app;
  listRoute(app, {
    path: '/api/booking-blocks/',
    listName: 'blocks',
    item: blockItem,
    querystring: blockListQuery,
    sections: [...BLOCK_SECTIONS],
    tags: ['bookings'],
    summary: 'Blocks (maintenance and the like) overlapping start..end: filters club, floor, work_area, resource, resource_type',
    samples: { query: { resource: { table: 'resources' } } },
    source: async (q, ctx) => {
      const needsZone = (q.start && DAY.test(q.start)) || (q.end && DAY.test(q.end));
      const tz = needsZone ? ((await officeFor(db, ctx, q.club)) as { timeZone: string }).timeZone : DEFAULT_TIME_ZONE;
      const from = q.start ? (DAY.test(q.start) ? dayWindow(q.start, tz).start : new Date(q.start)) : undefined;
      const to = q.end ? (DAY.test(q.end) ? dayWindow(q.end, tz).end : new Date(q.end)) : undefined;
      return blockListSource(db, ctx, { ...q, from, to });
    },
  });

  app.post('/api/booking-blocks/', {
    config: { sections: [...BLOCK_SECTIONS] },
    schema: {
      tags: ['bookings'],
      summary: 'Block a resource or a work area for a period with a reason; 409 lists live bookings in the way unless cancel_conflicting',
      body: z.unknown(),
      response: { 201: blockCreateResult, ...writeErrors },
    },
    handler: async (request, reply) => {
      try {
        return reply.code(201).send(await createBlock(db, staffCtx(request), request.body));
      } catch (err) {
        if (err instanceof ClashError) return reply.code(409).send({ detail: err.detail, code: err.code, conflicts: err.conflicts });
        throw err;
      }
    },
  });

  app.delete('/api/booking-blocks/:code', {
    config: { sections: [...BLOCK_SECTIONS], samples: { params: { code: { table: 'bookings', column: 'code' } } } },
    schema: {
      tags: ['bookings'],
      summary: 'Remove a block (with_related=true: also the blocks placed with it, e.g. a whole work area)',
      params: codeParams,
      querystring: z.object({ with_related: z.enum(['true', 'false', '1', '0']).optional() }),
      response: { 200: detailBody.extend({ removed: z.number().int() }), ...errorResponses, 404: errorBody },
    },
    handler: async (request) => deleteBlock(db, staffCtx(request), request.params.code, ['true', '1'].includes(request.query.with_related ?? '')),
  });

  // Closures are read by every screen that shows an office's days (map, calendar), so the list needs no section.
  listRoute(app, {
    path: '/api/office-closures/',
    listName: 'closures',
    item: closureItem,
    querystring: closureListQuery,
    sections: [],
    tags: ['space'],
    summary: 'Office closures (holidays) in scope that touch start..end (days)',
    source: (q, ctx) =>
      closureListSource(db, ctx, {
        order: q.order,
        club: q.club,
        fromDay: q.start ? (DAY.test(q.start) ? q.start : shiftDay(q.start, -1)) : undefined,
        toDay: q.end ? (DAY.test(q.end) ? q.end : shiftDay(q.end, 1)) : undefined,
      }),
  });

  app.post('/api/office-closures/', {
    config: { sections: [...CLOSURE_SECTIONS] },
    schema: {
      tags: ['space'],
      summary: 'Close an office for a day or a range with a reason; 409 lists live bookings in those days unless cancel_conflicting',
      body: z.unknown(),
      response: { 201: closureCreateResult, ...writeErrors },
    },
    handler: async (request, reply) => {
      try {
        return reply.code(201).send(await createClosure(db, staffCtx(request), request.body));
      } catch (err) {
        if (err instanceof ClashError) return reply.code(409).send({ detail: err.detail, code: err.code, conflicts: err.conflicts });
        throw err;
      }
    },
  });

  app.delete('/api/office-closures/:slug', {
    config: { sections: [...CLOSURE_SECTIONS], samples: { params: { slug: { table: 'office_closures' } } } },
    schema: { tags: ['space'], summary: 'Remove an office closure', params: slugParams, response: { 200: detailBody, ...errorResponses } },
    handler: async (request) => deleteClosure(db, staffCtx(request), request.params.slug),
  });
}
