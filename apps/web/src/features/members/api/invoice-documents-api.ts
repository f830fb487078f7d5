import { invoicePdfFilename, type InvoiceDocumentsState, type InvoiceSendResult } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, downloadFile } from '../../../lib/api-client';
import { invoiceKeys } from './invoices-api';
import { teamKeys } from './teams-api';

const invoicePath = (slug: string) => `/api/invoices/${encodeURIComponent(slug)}`;

/** GET /api/invoices/{slug}/documents: contact e-mail, overdue, sent date and the e-mails sent (under invoiceKeys.all). */
export const invoiceDocumentsQuery = (slug: string) =>
  queryOptions({
    queryKey: [...invoiceKeys.detail(slug), 'documents'] as const,
    queryFn: ({ signal }) => api.get<InvoiceDocumentsState>(`${invoicePath(slug)}/documents`, undefined, { signal }),
    // The detail already says when the invoice cannot be loaded; the bar then falls back to the invoice's own data.
    meta: { silent: true },
  });

/** GET /api/invoices/{slug}/pdf with the bearer token, saved as INV-0001.pdf. */
export const downloadInvoicePdf = (invoice: { slug: string; name: string }) => downloadFile(`${invoicePath(invoice.slug)}/pdf`, {}, invoicePdfFilename(invoice.name));

/** POST /api/invoices/{slug}/send or /remind; the invoice (status, sent date) and its documents reload. */
export function useInvoiceMail(kind: 'send' | 'remind') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => api.post<InvoiceSendResult>(`${invoicePath(slug)}/${kind}`, {}),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: invoiceKeys.all }), queryClient.invalidateQueries({ queryKey: teamKeys.all })]),
    // The bar says success or failure itself.
    meta: { silent: true },
  });
}
