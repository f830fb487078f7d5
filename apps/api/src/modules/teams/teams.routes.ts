import { teamsApi } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import { teams } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { listHandler } from '../../lib/list-route.ts';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { teamDashboard as buildDashboard } from './teams.dashboard.repo.ts';
import { teamListSource } from './teams.repo.ts';
import { createTeam, updateTeam } from './teams.service.ts';

export const teamsRoutes = routes(
  teamsApi,
  { tag: 'members', sections: ['users', 'teams'] },
  {
    list: listHandler('teams', {
      samples: { query: { club: { table: 'offices' } } },
      source: (query, ctx, app) => teamListSource(app.db, ctx.client.id, query),
    }),

    create: {
      handler: async (request, reply, app) => reply.code(201).send(await createTeam(app.db, staffCtx(request), request.body)),
    },

    update: {
      config: {
        samples: {
          params: { slug: { table: 'teams' } },
          body: {
            name: 'Acme',
            description: 'A team',
            invoice_name: 'Acme Ltd',
            invoice_address: '1 Road',
            invoice_post_code: 'E1 1AA',
            invoice_city: 'London',
          },
        },
      },
      handler: async (request, _reply, app) => updateTeam(app.db, staffCtx(request), request.params.slug, request.body),
    },

    dashboard: {
      config: { samples: { query: { team: { table: 'teams' } } } },
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        const [team] = await db
          .select()
          .from(teams)
          .where(and(eq(teams.clientId, ctx.client.id), eq(teams.slug, request.query.team)))
          .limit(1);
        if (!team) throw notFound('Team not found');
        return buildDashboard(db, ctx, team);
      },
    },
  },
);
