import {
  DASHBOARD_SECTIONS,
  dashboardApi,
  isoDayInZone,
  STATISTICS_SECTIONS,
  type DashboardCardEndpoint,
  type DashboardSection,
} from '@clubspace/contract';
import { forbidden } from '../../lib/http-error.ts';
import { routes, type RouteImpl } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { CARD_QUERIES } from './dashboard.cards.repo.ts';
import { resolvePeriods, shiftMonths } from './dashboard.periods.ts';
import { resolveScope } from './dashboard.scope.ts';
import { statistics } from './dashboard.statistics.repo.ts';

const CLUB_SAMPLE = { club: { table: 'offices' } };

/** One card's route: the section's figures for the scope and period. */
const card = (section: DashboardSection): RouteImpl<DashboardCardEndpoint> => ({
  config: { sections: ['dashboard', 'cards_statistics'], samples: { query: CLUB_SAMPLE } },
  handler: async (request, _reply, { db }) => {
    const scope = await resolveScope(db, staffCtx(request), request.query.club);
    return CARD_QUERIES[section](db, scope, resolvePeriods(request.query, scope.timeZone));
  },
});

const cards = Object.fromEntries(DASHBOARD_SECTIONS.map((section) => [section, card(section)])) as Record<
  DashboardSection,
  RouteImpl<DashboardCardEndpoint>
>;

export const dashboardRoutes = routes(
  dashboardApi,
  { tag: 'dashboard' },
  {
    ...cards,

    statistics: {
      // The guard needs every listed code, and any one statistics tab opens this call: checked in the handler.
      config: { sections: ['dashboard'], samples: { query: CLUB_SAMPLE } },
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        if (!STATISTICS_SECTIONS.some((code) => ctx.sections.has(code)))
          throw forbidden(`This needs one of the web sections ${STATISTICS_SECTIONS.join(', ')}`);
        const q = request.query;
        const scope = await resolveScope(db, ctx, q.club);
        const first = q.year
          ? `${q.year}-${String(q.month ?? 1).padStart(2, '0')}-01`
          : shiftMonths(`${isoDayInZone(new Date(), scope.timeZone).slice(0, 8)}01`, 1 - q.month_limit);
        return statistics(db, scope, first, q.month_limit);
      },
    },
  },
);
