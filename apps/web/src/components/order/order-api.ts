import { ordersApi, productsApi, type OrderCreate, type WalkInSale } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client';

/** The order dialog's own calls (it opens from the member profile, outside the F&D feature). */
export const orderProductsQuery = () =>
  queryOptions({
    queryKey: ['fandd', 'product-options'] as const,
    queryFn: ({ signal }) => call(productsApi.options, undefined, { signal }),
    staleTime: 10_000,
  });

/** POST /api/orders/; refreshes every F&D list and the member profiles' order blocks. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderCreate) => call(ordersApi.create, { body }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['fandd'] }), queryClient.invalidateQueries({ queryKey: ['members'] })]),
    meta: { silent: true },
  });
}

/** POST /api/orders/walk-in/: a walk-in sale paid now at the bar till. */
export function useWalkInSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WalkInSale) => call(ordersApi.walkIn, { body }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['fandd'] }), queryClient.invalidateQueries({ queryKey: ['invoices'] })]),
    meta: { silent: true },
  });
}
