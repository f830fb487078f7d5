import { cardData, DASHBOARD_SECTIONS, dashboardQuery, isoDayInZone, STATISTICS_SECTIONS, statisticsQuery, statisticsResponse } from '@clubspace/contract';
import type { App } from '../../app-types.ts';
import { forbidden } from '../../lib/http-error.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { CARD_QUERIES } from './dashboard.cards.repo.ts';
import { resolvePeriods, shiftMonths } from './dashboard.periods.ts';
import { resolveScope } from './dashboard.scope.ts';
import { statistics } from './dashboard.statistics.repo.ts';

const CLUB_SAMPLE = { club: { table: 'offices' } };

export async function dashboardRoutes(app: App) {
  const { db } = app;

  // One route per section rather than `:section`: an unknown section is a plain 404, and each card is documented.
  for (const section of DASHBOARD_SECTIONS) {
    app.get(`/api/dashboard/${section}`, {
      config: { sections: ['dashboard', 'cards_statistics'], samples: { query: CLUB_SAMPLE } },
      schema: {
        tags: ['dashboard'],
        summary: `The ${section} card for a club (slug, 'all', or absent = active office) and period, with deltas against the period before`,
        querystring: dashboardQuery,
        response: { 200: cardData, ...errorResponses },
      },
      handler: async (request) => {
        const ctx = staffCtx(request);
        const scope = await resolveScope(db, ctx, request.query.club);
        return CARD_QUERIES[section](db, scope, resolvePeriods(request.query, scope.timeZone));
      },
    });
  }

  app.get('/api/statistics', {
    // The guard needs every listed code, and any one statistics tab opens this call: checked in the handler.
    config: { sections: ['dashboard'], samples: { query: CLUB_SAMPLE } },
    schema: {
      tags: ['dashboard'],
      summary: 'Monthly statistics rows and chart series: month_limit months from year-month (absent: ending this month)',
      querystring: statisticsQuery,
      response: { 200: statisticsResponse, ...errorResponses },
    },
    handler: async (request) => {
      const ctx = staffCtx(request);
      if (!STATISTICS_SECTIONS.some((code) => ctx.sections.has(code))) throw forbidden(`This needs one of the web sections ${STATISTICS_SECTIONS.join(', ')}`);
      const q = request.query;
      const scope = await resolveScope(db, ctx, q.club);
      const first = q.year
        ? `${q.year}-${String(q.month ?? 1).padStart(2, '0')}-01`
        : shiftMonths(`${isoDayInZone(new Date(), scope.timeZone).slice(0, 8)}01`, 1 - q.month_limit);
      return statistics(db, scope, first, q.month_limit);
    },
  });
}
