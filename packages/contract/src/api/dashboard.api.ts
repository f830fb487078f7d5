import { DASHBOARD_SECTIONS, type DashboardSection } from '../dashboard.ts';
import { cardData, dashboardQuery, statisticsQuery, statisticsResponse } from '../dashboard-schemas.ts';
import { get } from '../endpoint.ts';

/** One card's endpoint: one route per section rather than `:section`, so an unknown section is a plain 404. */
function cardEndpoint(section: DashboardSection) {
  return get({
    path: `/api/dashboard/${section}`,
    summary: `The ${section} card for a club (slug, 'all', or absent = active office) and period, with deltas against the period before`,
    query: dashboardQuery,
    response: cardData,
  });
}
export type DashboardCardEndpoint = ReturnType<typeof cardEndpoint>;

/** The dashboard's cards, one endpoint per section (GET /api/dashboard/{section}). */
export const dashboardCardsApi = Object.fromEntries(DASHBOARD_SECTIONS.map((section) => [section, cardEndpoint(section)])) as Record<
  DashboardSection,
  DashboardCardEndpoint
>;

/** Dashboard: the cards (keyed by section) and the monthly statistics. */
export const dashboardApi = {
  ...dashboardCardsApi,
  statistics: get({
    path: '/api/statistics',
    summary: 'Monthly statistics rows and chart series: month_limit months from year-month (absent: ending this month)',
    query: statisticsQuery,
    response: statisticsResponse,
  }),
};
