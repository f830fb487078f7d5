import { guestsApi } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import { teams } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { listHandler } from '../../lib/list-route.ts';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { teamMates } from '../members/members.repo.ts';
import { findGuest, guestListSource, teamGuests, toGuestItem } from './guests.repo.ts';
import { createGuest, updateGuest } from './guests.service.ts';

export const guestsRoutes = routes(
  guestsApi,
  { tag: 'members', sections: ['users', 'guests'] },
  {
    list: listHandler('guests', { source: (query, ctx, app) => guestListSource(app.db, ctx, query) }),

    detail: {
      config: { samples: { params: { slug: { table: 'guests' } } } },
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        const guest = await findGuest(db, ctx, request.params.slug);
        if (!guest) throw notFound('Guest not found');
        return { ...toGuestItem(guest), team_members: guest.teamId ? await teamMates(db, ctx, guest.teamId) : [] };
      },
    },

    create: {
      handler: async (request, reply, app) => reply.code(201).send(await createGuest(app.db, staffCtx(request), request.body)),
    },

    update: {
      config: { samples: { params: { slug: { table: 'guests' } }, body: { name: 'Gus Guest' } } },
      handler: async (request, _reply, app) => updateGuest(app.db, staffCtx(request), request.params.slug, request.body),
    },

    teamGuests: {
      config: { samples: { query: { team: { table: 'teams' } } } },
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        const [team] = await db
          .select({ id: teams.id })
          .from(teams)
          .where(and(eq(teams.clientId, ctx.client.id), eq(teams.slug, request.query.team)))
          .limit(1);
        if (!team) throw notFound('Team not found');
        return teamGuests(db, ctx, team.id);
      },
    },
  },
);
