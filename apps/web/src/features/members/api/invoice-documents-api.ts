import { invoiceDocumentsApi, invoicePdfFilename } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, downloadFile } from '../../../lib/api-client';
import { invoiceKeys } from './invoices-api';
import { teamKeys } from './teams-api';

/** GET /api/invoices/{slug}/documents: contact e-mail, overdue, sent date and the e-mails sent (under invoiceKeys.all). */
export const invoiceDocumentsQuery = (slug: string) =>
  queryOptions({
    queryKey: [...invoiceKeys.detail(slug), 'documents'] as const,
    queryFn: ({ signal }) => call(invoiceDocumentsApi.documents, { params: { slug } }, { signal }),
    // The detail already says when the invoice cannot be loaded; the bar then falls back to the invoice's own data.
    meta: { silent: true },
  });

/** GET /api/invoices/{slug}/pdf with the bearer token, saved as INV-0001.pdf. */
export const downloadInvoicePdf = (invoice: { slug: string; name: string }) =>
  downloadFile(invoiceDocumentsApi.pdf, { params: { slug: invoice.slug } }, invoicePdfFilename(invoice.name));

/** POST /api/invoices/{slug}/send or /remind; the invoice (status, sent date) and its documents reload. */
export function useInvoiceMail(kind: 'send' | 'remind') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => call(invoiceDocumentsApi[kind], { params: { slug } }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: invoiceKeys.all }), queryClient.invalidateQueries({ queryKey: teamKeys.all })]),
    // The bar says success or failure itself.
    meta: { silent: true },
  });
}
