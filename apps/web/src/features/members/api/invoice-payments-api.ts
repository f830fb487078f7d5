import { invoicePaymentsApi, type CreditNoteCreate, type PaymentCreate } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { invoiceKeys } from './invoices-api';

/** GET /api/invoices/{slug}/payments: balance, payments, credit notes. Under invoiceKeys.all, so any invoice change refreshes it. */
export const invoicePaymentsQuery = (slug: string) =>
  queryOptions({
    queryKey: [...invoiceKeys.all, 'payments', slug] as const,
    queryFn: ({ signal }) => call(invoicePaymentsApi.payments, { params: { slug } }, { signal }),
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
  return useMutation({
    mutationFn: (body: PaymentCreate) => call(invoicePaymentsApi.record, { params: { slug }, body }),
    onSuccess: invalidate,
    meta: silent,
  });
}

/** DELETE /api/invoice-payments/{slug}. */
export function useDeletePayment() {
  const invalidate = useInvalidateInvoices();
  return useMutation({ mutationFn: (slug: string) => call(invoicePaymentsApi.remove, { params: { slug } }), onSuccess: invalidate, meta: silent });
}

/** POST /api/invoices/{slug}/credit-note → 201 the credit note. */
export function useIssueCreditNote(slug: string) {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: (body: CreditNoteCreate) => call(invoicePaymentsApi.creditNote, { params: { slug }, body }),
    onSuccess: invalidate,
    meta: silent,
  });
}
