import { portalPaymentMethodApi } from '@clubspace/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portalCall } from '../../api/portal-client';

/** The payer's saved payment method (issue 27 flow 2), under the portal's ['portal', workspace] keys. */
const key = (ws: string) => ['portal', ws, 'payment-method'] as const;

export function usePaymentMethod(ws: string, refetchInterval: number | false = false) {
  return useQuery({
    queryKey: key(ws),
    queryFn: ({ signal }) => portalCall(ws, portalPaymentMethodApi.paymentMethod, undefined, { signal }),
    refetchInterval,
  });
}

/** Save or replace: the hosted setup page; the browser goes there and comes back to the invoices page. */
export function useSetupPaymentMethod(ws: string) {
  return useMutation({
    mutationFn: () => portalCall(ws, portalPaymentMethodApi.setupPaymentMethod),
    onSuccess: (link) => window.location.assign(link.url),
  });
}

export function useRemovePaymentMethod(ws: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => portalCall(ws, portalPaymentMethodApi.removePaymentMethod),
    onSuccess: () => client.invalidateQueries({ queryKey: key(ws) }),
  });
}
