import type { CreditNoteCreate, InvoiceItem, InvoicePayments, PaymentCreate, PaymentItem } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invoiceKeys } from './invoices-api';

const invoicePath = (slug: string) => `/api/invoices/${encodeURIComponent(slug)}`;

/** GET /api/invoices/{slug}/payments: balance, payments, credit notes. Under invoiceKeys.all, so any invoice change refreshes it. */
export const invoicePaymentsQuery = (slug: string) =>
  queryOptions({
    queryKey: [...invoiceKeys.all, 'payments', slug] as const,
    queryFn: ({ signal }) => api.get<InvoicePayments>(`${invoicePath(slug)}/payments`, undefined, { signal }),
  });

/** A payment changes the invoice's status, amounts and lines: refresh every invoice query. */
function useInvalidateInvoices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
}

const silent = { silent: true };

/** POST /api/invoices/{slug}/payments → 201 payment. */
export function useRecordPayment(slug: string) {
  const invalidate = useInvalidateInvoices();
  return useMutation({ mutationFn: (body: PaymentCreate) => api.post<PaymentItem>(`${invoicePath(slug)}/payments`, body), onSuccess: invalidate, meta: silent });
}

/** DELETE /api/invoice-payments/{slug}. */
export function useDeletePayment() {
  const invalidate = useInvalidateInvoices();
  return useMutation({ mutationFn: (slug: string) => api.del(`/api/invoice-payments/${encodeURIComponent(slug)}`), onSuccess: invalidate, meta: silent });
}

/** POST /api/invoices/{slug}/credit-note → 201 the credit note. */
export function useIssueCreditNote(slug: string) {
  const invalidate = useInvalidateInvoices();
  return useMutation({ mutationFn: (body: CreditNoteCreate) => api.post<InvoiceItem>(`${invoicePath(slug)}/credit-note`, body), onSuccess: invalidate, meta: silent });
}
