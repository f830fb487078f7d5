import { lookupsApi } from '@clubspace/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { members, teams, users } from '../../db/schema/index.ts';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { memberSearch, teamIdBySlug, visibleMembers } from '../members/members.repo.ts';
import { matchesAny, searchPattern } from '../../lib/sql.ts';

/**
 * Pickers (GUIDE §7): slug + display name only, searchable and capped, open to any staff of the operator so that,
 * e.g., someone creating a booking can pick a team or member without holding the members area.
 */
export const lookupsRoutes = routes(
  lookupsApi,
  { tag: 'lookups' },
  {
    teams: {
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        return db
          .select({ slug: teams.slug, name: teams.name })
          .from(teams)
          .where(and(eq(teams.clientId, ctx.client.id), matchesAny(searchPattern(request.query.name), [teams.name])))
          .orderBy(asc(teams.name), asc(teams.id))
          .limit(request.query.limit);
      },
    },

    members: {
      config: { samples: { query: { team: { table: 'teams' } } } },
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        const q = request.query;
        const rows = await db
          .select({
            slug: members.slug,
            firstName: users.firstName,
            lastName: users.lastName,
            team: teams.slug,
            email: users.email,
            status: members.status,
          })
          .from(members)
          .innerJoin(users, eq(users.id, members.userId))
          .leftJoin(teams, eq(teams.id, members.teamId))
          .where(
            and(visibleMembers(ctx), q.team ? inArray(members.teamId, teamIdBySlug(db, ctx.client.id, q.team)) : undefined, memberSearch(q.name)),
          )
          .orderBy(asc(members.sortFirst), asc(members.sortLast), asc(members.id))
          .limit(q.limit);
        return rows.map((r) => ({
          slug: r.slug,
          name: `${r.firstName} ${r.lastName}`.trim(),
          team: r.team,
          email: r.email,
          status: r.status === 'inactive' ? ('inactive' as const) : ('active' as const),
        }));
      },
    },
  },
);
