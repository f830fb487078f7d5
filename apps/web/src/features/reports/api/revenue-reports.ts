import { reportsRevenueApi } from '@clubspace/contract';
import { queryOptions } from '@tanstack/react-query';
import { call, type Query } from '../../../lib/api-client';

// GET /api/reports/{mrr,churn,forecast} (issue 31) for the URL's filters; the previous figures stay while new ones load.
export const mrrReportQuery = (query: Query) =>
  queryOptions({
    queryKey: ['reports', 'mrr', query] as const,
    queryFn: ({ signal }) => call(reportsRevenueApi.mrr, { query }, { signal }),
    placeholderData: (previous) => previous,
  });

export const churnReportQuery = (query: Query) =>
  queryOptions({
    queryKey: ['reports', 'churn', query] as const,
    queryFn: ({ signal }) => call(reportsRevenueApi.churn, { query }, { signal }),
    placeholderData: (previous) => previous,
  });

export const forecastReportQuery = (query: Query) =>
  queryOptions({
    queryKey: ['reports', 'forecast', query] as const,
    queryFn: ({ signal }) => call(reportsRevenueApi.forecast, { query }, { signal }),
    placeholderData: (previous) => previous,
  });
