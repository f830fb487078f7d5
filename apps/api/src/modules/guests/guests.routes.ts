import { guestCreate, guestDetail, guestItem, guestListQuery, guestUpdate, teamQuery } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import { teams } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { listRoute } from '../../lib/list-route.ts';
import { errorResponses, slugParams } from '../../lib/schemas.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { teamMates } from '../members/members.repo.ts';
import { findGuest, guestListSource, teamGuests, toGuestItem } from './guests.repo.ts';
import { createGuest, updateGuest } from './guests.service.ts';

const SECTIONS = ['users', 'guests'] as const;

export async function guestsRoutes(app: App) {
  const { db } = app;

  listRoute(app, {
    path: '/api/guests/',
    listName: 'guests',
    item: guestItem,
    querystring: guestListQuery,
    sections: [...SECTIONS],
    tags: ['members'],
    summary: 'Guests list (order name|email|status|create_date|origin|host|team); format=csv exports',
    source: (query, ctx) => guestListSource(db, ctx, query),
  });

  app.get('/api/guests/:slug', {
    config: { sections: [...SECTIONS], samples: { params: { slug: { table: 'guests' } } } },
    schema: {
      tags: ['members'],
      summary: "A guest with its team's members",
      params: slugParams,
      response: { 200: guestDetail, ...errorResponses },
    },
    handler: async (request) => {
      const ctx = staffCtx(request);
      const guest = await findGuest(db, ctx, request.params.slug);
      if (!guest) throw notFound('Guest not found');
      return { ...toGuestItem(guest), team_members: guest.teamId ? await teamMates(db, ctx, guest.teamId) : [] };
    },
  });

  app.post('/api/guests/', {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: ['members'],
      summary: "Create a guest (409 'Email duplicated' when the operator already has a guest with that e-mail)",
      body: guestCreate,
      response: { 201: guestItem, ...errorResponses },
    },
    handler: async (request, reply) => reply.code(201).send(await createGuest(db, staffCtx(request), request.body)),
  });

  app.put('/api/guests/:slug', {
    config: { sections: [...SECTIONS], samples: { params: { slug: { table: 'guests' } }, body: { name: 'Gus Guest' } } },
    schema: {
      tags: ['members'],
      summary: 'Update a guest (the e-mail cannot change)',
      params: slugParams,
      body: guestUpdate,
      response: { 200: guestItem, ...errorResponses },
    },
    handler: async (request) => updateGuest(db, staffCtx(request), request.params.slug, request.body),
  });

  app.get('/api/team-guests/', {
    config: { sections: [...SECTIONS], samples: { query: { team: { table: 'teams' } } } },
    schema: {
      tags: ['members'],
      summary: 'Guests of a team',
      querystring: teamQuery,
      response: { 200: z.array(guestItem), ...errorResponses },
    },
    handler: async (request) => {
      const ctx = staffCtx(request);
      const [team] = await db.select({ id: teams.id }).from(teams).where(and(eq(teams.clientId, ctx.client.id), eq(teams.slug, request.query.team))).limit(1);
      if (!team) throw notFound('Team not found');
      return teamGuests(db, ctx, team.id);
    },
  });
}
