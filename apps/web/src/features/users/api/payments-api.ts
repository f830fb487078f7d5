import { onlinePaymentsApi, paymentsSettingsApi, type PaymentsConnect, type PaymentsOptions, type PaymentsStatus } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Query } from '../../../lib/api-client';

const paymentsKey = ['payments-settings'] as const;

/** GET /api/payments/settings/: the operator's Stripe connection (never a secret). */
export const paymentsStatusQuery = () =>
  queryOptions({ queryKey: paymentsKey, queryFn: ({ signal }) => call(paymentsSettingsApi.status, undefined, { signal }) });

function useSetStatus() {
  const queryClient = useQueryClient();
  return (status: PaymentsStatus) => queryClient.setQueryData(paymentsKey, status);
}

/** PUT: Stripe tries the key first; only a working one is stored. Errors are the form's (silent). */
export function useConnectPayments() {
  const set = useSetStatus();
  return useMutation({ mutationFn: (body: PaymentsConnect) => call(paymentsSettingsApi.connect, { body }), onSuccess: set, meta: { silent: true } });
}

export function usePaymentOptions() {
  const set = useSetStatus();
  return useMutation({ mutationFn: (body: PaymentsOptions) => call(paymentsSettingsApi.options, { body }), onSuccess: set });
}

export function useTestPayments() {
  const set = useSetStatus();
  return useMutation({ mutationFn: () => call(paymentsSettingsApi.test), onSuccess: set });
}

export function useDisconnectPayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(paymentsSettingsApi.disconnect),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKey }),
  });
}

/** GET /api/online-payments/ (paged envelope `online_payments`): Account → Payments' recent and unapplied payments. */
export const onlinePaymentsListQuery = (query: Query) =>
  queryOptions({
    queryKey: [...paymentsKey, 'online', query] as const,
    queryFn: ({ signal }) => call(onlinePaymentsApi.list, { query }, { signal }),
    placeholderData: (previous) => previous,
  });

/** POST /api/online-payments/{slug}/refund: unapplied money back to the card (pending until Stripe confirms). */
export function useRefundUnapplied() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => call(onlinePaymentsApi.refund, { params: { slug }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...paymentsKey, 'online'] }),
    meta: { silent: true },
  });
}
