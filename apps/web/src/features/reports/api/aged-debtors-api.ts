import { reportsDebtorsApi } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const agedDebtorsKeys = {
  all: ['reports', 'aged-debtors'] as const,
  report: (query: Record<string, string | string[]>) => [...agedDebtorsKeys.all, query] as const,
};

/** GET /api/reports/aged-debtors/: buckets, totals and the payers owing most, for the report's filters. */
export const agedDebtorsQuery = (query: Record<string, string | string[]>) =>
  queryOptions({
    queryKey: agedDebtorsKeys.report(query),
    queryFn: ({ signal }) => call(reportsDebtorsApi.report, { query }, { signal }),
    placeholderData: (previous) => previous,
  });

/** POST …/{team}/reminder/: the payer's reminder; the report is read again (its "reminded today" changes). */
export function useRemindPayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (team: string) => call(reportsDebtorsApi.remind, { params: { team } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agedDebtorsKeys.all }),
  });
}
