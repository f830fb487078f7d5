import { customRangeProblem, dashboardApi, type DashboardSection } from '@clubspace/contract';
import { queryOptions } from '@tanstack/react-query';
import { call, type Query } from '../../../lib/api-client';
import type { DashboardFilters } from './dashboard-filters';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  card: (section: DashboardSection, query: Query) => [...dashboardKeys.all, 'card', section, query] as const,
  statistics: (query: Query) => [...dashboardKeys.all, 'statistics', query] as const,
};

/**
 * The call's query from the URL filters: 'this' sends the active office; start/end only for a complete, plausible
 * custom range (contract customRangeProblem), so a half-typed or hand-edited URL never reaches the server.
 */
export function cardQueryParams(filters: DashboardFilters, activeOffice: string | undefined): Query {
  const query: Query = { club: filters.club === 'all' ? 'all' : activeOffice, period: filters.period };
  if (filters.period === 'custom' && !customRangeProblem(filters.start, filters.end))
    Object.assign(query, { start: filters.start, end: filters.end });
  return query;
}

/** GET /api/dashboard/{section}: one card's values and deltas. */
export const cardQuery = (section: DashboardSection, query: Query) =>
  queryOptions({
    queryKey: dashboardKeys.card(section, query),
    queryFn: ({ signal }) => call(dashboardApi[section], { query }, { signal }),
    // A custom period waits for both dates rather than asking for a range the server rejects.
    enabled: query.period !== 'custom' || Boolean(query.start && query.end),
    // The previous choice's figures stay (dimmed, with a progress bar) while the new ones load.
    placeholderData: (previous) => previous,
    // Each card shows its own failure inline; six toasts for one cause would only stack up.
    meta: { silent: true },
  });

/**
 * The statistics window: the seed fixes 13 months from January 2021, but the demo data covers the last 13 months, so
 * the tabs ask for the 13 months ending with the current one (docs/decisions.md).
 */
export function statisticsWindow(today = new Date()) {
  const first = new Date(today.getFullYear(), today.getMonth() - 12, 1);
  return { year: first.getFullYear(), month: first.getMonth() + 1, month_limit: 13 };
}

/** GET /api/statistics: monthly rows, month labels and chart series. */
export const statisticsQuery = (query: Query) =>
  queryOptions({
    queryKey: dashboardKeys.statistics(query),
    queryFn: ({ signal }) => call(dashboardApi.statistics, { query }, { signal }),
    staleTime: 5 * 60_000,
  });
