import { billingRunApi, type BillingRunCreate } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { invoiceKeys } from './invoices-api';

export const billingRunKeys = {
  all: ['billing-runs'] as const,
  preview: (month: string) => [...billingRunKeys.all, 'preview', month] as const,
};

/** GET /api/billing-runs/preview?month=YYYY-MM: what a run would create now (never cached: it changes with every run). */
export const billingPreviewQuery = (month: string) =>
  queryOptions({
    queryKey: billingRunKeys.preview(month),
    queryFn: ({ signal }) => call(billingRunApi.preview, { query: { month } }, { signal }),
    enabled: Boolean(month),
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });

/** POST /api/billing-runs/ → the run's invoices; the invoices list (and any preview) refresh. */
export function useRunBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingRunCreate) => call(billingRunApi.run, { body }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: invoiceKeys.all }), queryClient.invalidateQueries({ queryKey: billingRunKeys.all })]),
    meta: { silent: true },
  });
}
