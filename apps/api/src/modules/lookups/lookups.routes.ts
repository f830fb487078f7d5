import { memberLookupItem, memberLookupQuery, teamLookupItem, teamLookupQuery } from '@clubspace/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import { members, teams, users } from '../../db/schema/index.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { memberSearch, teamIdBySlug, visibleMembers } from '../members/members.repo.ts';
import { matchesAny, searchPattern } from '../../lib/sql.ts';

/**
 * Pickers (GUIDE §7): slug + display name only, searchable and capped, open to any staff of the operator so that,
 * e.g., someone creating a booking can pick a team or member without holding the members area.
 */
export async function lookupsRoutes(app: App) {
  const { db } = app;

  app.get('/api/lookups/teams/', {
    schema: {
      tags: ['lookups'],
      summary: 'Teams for pickers, by name (limit default 100, up to 1000)',
      querystring: teamLookupQuery,
      response: { 200: z.array(teamLookupItem), ...errorResponses },
    },
    handler: async (request) => {
      const ctx = staffCtx(request);
      return db
        .select({ slug: teams.slug, name: teams.name })
        .from(teams)
        .where(and(eq(teams.clientId, ctx.client.id), matchesAny(searchPattern(request.query.name), [teams.name])))
        .orderBy(asc(teams.name), asc(teams.id))
        .limit(request.query.limit);
    },
  });

  app.get('/api/lookups/members/', {
    config: { samples: { query: { team: { table: 'teams' } } } },
    schema: {
      tags: ['lookups'],
      summary: "Members for pickers (the caller's offices), by first name (limit default 100, up to 1000)",
      querystring: memberLookupQuery,
      response: { 200: z.array(memberLookupItem), ...errorResponses },
    },
    handler: async (request) => {
      const ctx = staffCtx(request);
      const q = request.query;
      const rows = await db
        .select({ slug: members.slug, firstName: users.firstName, lastName: users.lastName, team: teams.slug, email: users.email, status: members.status })
        .from(members)
        .innerJoin(users, eq(users.id, members.userId))
        .leftJoin(teams, eq(teams.id, members.teamId))
        .where(and(visibleMembers(ctx), q.team ? inArray(members.teamId, teamIdBySlug(db, ctx.client.id, q.team)) : undefined, memberSearch(q.name)))
        .orderBy(asc(members.sortFirst), asc(members.sortLast), asc(members.id))
        .limit(q.limit);
      return rows.map((r) => ({ slug: r.slug, name: `${r.firstName} ${r.lastName}`.trim(), team: r.team, email: r.email, status: r.status === 'inactive' ? ('inactive' as const) : ('active' as const) }));
    },
  });
}
