import { invoiceOnlineApi, paymentsApi, type RefundToCardBody } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { invoiceKeys } from './invoices-api';

/** GET /api/invoices/{slug}/online-payments (issue 27): under invoiceKeys.all, so a payment or refund refreshes it. */
export const invoiceOnlineQuery = (slug: string) =>
  queryOptions({
    queryKey: [...invoiceKeys.all, 'online', slug] as const,
    queryFn: ({ signal }) => call(invoiceOnlineApi.payments, { params: { slug } }, { signal }),
  });

/** POST /api/invoices/{slug}/refund-to-card → 201 the refund (pending until Stripe confirms). */
export function useRefundToCard(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundToCardBody) => call(invoiceOnlineApi.refund, { params: { slug }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
    meta: { silent: true },
  });
}

/** POST /api/invoices/{slug}/payment-link: the Checkout page for what is due; with send, e-mailed to the billing contact. */
export function usePaymentLink(slug: string) {
  return useMutation({ mutationFn: (send: boolean) => call(paymentsApi.paymentLink, { params: { slug }, body: { send } }), meta: { silent: true } });
}
