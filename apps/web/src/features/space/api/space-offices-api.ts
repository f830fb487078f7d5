import { officesApi } from '@clubspace/contract';
import { queryOptions } from '@tanstack/react-query';
import { call, type Query } from '../../../lib/api-client';

/** GET /api/dashboard-offices/ (15 per page, each with its floors; any staff within their office scope). */
export const spaceOfficesQuery = (query: Query) =>
  queryOptions({
    queryKey: ['space-offices', query] as const,
    queryFn: ({ signal }) => call(officesApi.list, { query }, { signal }),
    placeholderData: (previous) => previous,
  });
