import { dunningApi } from '@clubspace/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const dunningKeys = { holds: ['dunning', 'holds'] as const };

/** GET /api/dunning/holds/: the teams on hold (an invoice too long overdue), for the "On hold" badges. */
export const holdsQuery = () =>
  queryOptions({ queryKey: dunningKeys.holds, queryFn: ({ signal }) => call(dunningApi.holds, undefined, { signal }), staleTime: 30_000 });
