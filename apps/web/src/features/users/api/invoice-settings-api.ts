import { invoiceSettingsApi, type InvoiceSettingsUpdate } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/session';

export const invoiceSettingsKeys = { all: ['invoice-settings'] as const };

/** GET /api/invoice-settings/: supplier details, bank details, payment terms, footer and the VAT setting. */
export const invoiceSettingsQuery = () =>
  queryOptions({ queryKey: invoiceSettingsKeys.all, queryFn: ({ signal }) => call(invoiceSettingsApi.get, undefined, { signal }) });

/**
 * PUT the whole form. The session carries the VAT setting and the payment terms (price labels, due-date defaults), so
 * it is refetched too. Errors are the form's (silent).
 */
export function useSaveInvoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceSettingsUpdate) => call(invoiceSettingsApi.save, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(invoiceSettingsKeys.all, saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.session }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.profile }),
      ]);
    },
    meta: { silent: true },
  });
}
