import { staffCreate, staffItem, staffListQuery, staffUpdate } from '@clubspace/contract';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import { listRoute } from '../../lib/list-route.ts';
import { errorResponses, slugParams } from '../../lib/schemas.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { staffListSource } from './staff.repo.ts';
import { createStaff, removeStaff, staffDetail, updateStaff } from './staff.service.ts';

const SECTIONS = ['account'] as const;

export async function staffRoutes(app: App) {
  const { db } = app;

  listRoute(app, {
    path: '/api/dashboard-staff/',
    listName: 'staff',
    item: staffItem,
    querystring: staffListQuery,
    sections: [...SECTIONS],
    tags: ['account'],
    summary: 'Staff of the operator with offices and web sections (order name|email|role|status|job_title); format=csv exports',
    source: (query, ctx) => staffListSource(db, ctx.client, query),
  });

  app.post('/api/dashboard-staff/', {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: ['account'],
      summary: 'Create a staff job: a new user is invited by e-mail, a user of another operator gets a job here; 409 when already staff here',
      body: staffCreate,
      response: { 201: staffItem, ...errorResponses },
    },
    handler: async (request, reply) => reply.code(201).send(await createStaff(app, staffCtx(request), request.body)),
  });

  app.get('/api/dashboard-staff/:slug', {
    config: { sections: [...SECTIONS], samples: { params: { slug: { table: 'staff' } } } },
    schema: { tags: ['account'], summary: 'Staff detail', params: slugParams, response: { 200: staffItem, ...errorResponses } },
    handler: async (request) => staffDetail(app, staffCtx(request), request.params.slug),
  });

  app.post('/api/dashboard-staff/:slug', {
    config: {
      sections: [...SECTIONS],
      samples: {
        params: { slug: { table: 'staff' } },
        body: { first_name: 'Sam', last_name: 'Sample', email: 'sample.staff@example.test', role: 'club_staff', status: 'active', web_sections: ['dashboard'] },
      },
    },
    schema: {
      tags: ['account'],
      summary: "Update a staff job: name, e-mail, phone, role, status, job title, offices and web sections (only the operator's codes)",
      params: slugParams,
      body: staffUpdate,
      response: { 200: staffItem, ...errorResponses },
    },
    handler: async (request) => updateStaff(app, staffCtx(request), request.params.slug, request.body),
  });

  app.delete('/api/dashboard-staff/:slug', {
    config: { sections: [...SECTIONS], samples: { params: { slug: { table: 'staff' } } } },
    schema: {
      tags: ['account'],
      summary: "Remove a staff job (the user stays); ends that user's sessions. 409 for oneself, 403 for an owner unless the caller is one",
      params: slugParams,
      response: { 204: z.null().describe('Removed'), ...errorResponses },
    },
    handler: async (request, reply) => {
      await removeStaff(app, staffCtx(request), request.params.slug);
      return reply.code(204).send(null);
    },
  });
}
