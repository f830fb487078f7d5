import { jobsApi, type JobFilter } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const jobKeys = { all: ['jobs'] as const, list: (state: JobFilter) => ['jobs', state] as const };

/** GET /api/jobs/: the operator's background jobs in one state (default: those that need attention). */
export const jobsQuery = (state: JobFilter) =>
  queryOptions({ queryKey: jobKeys.list(state), queryFn: ({ signal }) => call(jobsApi.list, { query: { state } }, { signal }) });

/** POST …/retry/ or …/discard/: the list is read again after either. */
export function useJobAction(action: 'retry' | 'discard') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(jobsApi[action], { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
