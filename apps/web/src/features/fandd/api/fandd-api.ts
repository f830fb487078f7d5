import { ORDERS_LIST, barsApi, categoriesApi, ordersApi, productsApi } from '@clubspace/contract';
import { ORDERS_REFRESH_MS, type BarCreate, type CategoryCreate, type OrderStatus, type ProductCreate } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Query } from '../../../lib/api-client';

export const fanddKeys = {
  all: ['fandd'] as const,
  orders: () => [...fanddKeys.all, 'orders'] as const,
  orderList: (query: Query) => [...fanddKeys.orders(), 'list', query] as const,
  order: (slug: string) => [...fanddKeys.orders(), 'detail', slug] as const,
  products: (query: Query) => [...fanddKeys.all, 'products', query] as const,
  categories: (query: Query) => [...fanddKeys.all, 'categories', query] as const,
  categoryOptions: () => [...fanddKeys.all, 'category-options'] as const,
  bars: (query: Query) => [...fanddKeys.all, 'bars', query] as const,
  staffOptions: () => [...fanddKeys.all, 'staff-options'] as const,
};

/** GET /api/dashboard-orders/: a kitchen screen, so it refetches every few seconds while the tab is visible. */
export const ordersListQuery = (query: Query) =>
  queryOptions({
    queryKey: fanddKeys.orderList(query),
    queryFn: ({ signal }) => call(ordersApi.list, { query }, { signal }),
    placeholderData: (previous) => previous,
    refetchInterval: ORDERS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

export const orderQuery = (slug: string) =>
  queryOptions({ queryKey: fanddKeys.order(slug), queryFn: ({ signal }) => call(ordersApi.detail, { params: { slug } }, { signal }) });

export const productsListQuery = (query: Query) =>
  queryOptions({
    queryKey: fanddKeys.products(query),
    queryFn: ({ signal }) => call(productsApi.list, { query }, { signal }),
    placeholderData: (previous) => previous,
  });

export const categoriesListQuery = (query: Query) =>
  queryOptions({
    queryKey: fanddKeys.categories(query),
    queryFn: ({ signal }) => call(categoriesApi.list, { query }, { signal }),
    placeholderData: (previous) => previous,
  });

export const categoryOptionsQuery = () =>
  queryOptions({
    queryKey: fanddKeys.categoryOptions(),
    queryFn: ({ signal }) => call(categoriesApi.options, undefined, { signal }),
    staleTime: 60_000,
  });

export const barsListQuery = (query: Query) =>
  queryOptions({
    queryKey: fanddKeys.bars(query),
    queryFn: ({ signal }) => call(barsApi.list, { query }, { signal }),
    placeholderData: (previous) => previous,
  });

export const staffOptionsQuery = () =>
  queryOptions({ queryKey: fanddKeys.staffOptions(), queryFn: ({ signal }) => call(barsApi.staffOptions, undefined, { signal }), staleTime: 60_000 });

function useInvalidateFandd() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: fanddKeys.all });
}

/** PUT /api/orders/{slug} with the new status in lower case; a refused step answers 409 with its message (toasted). */
export function useSetOrderStatus() {
  const invalidate = useInvalidateFandd();
  return useMutation({
    mutationFn: ({ slug, status }: { slug: string; status: OrderStatus }) =>
      call(ordersApi.setStatus, { params: { id: slug }, body: { status: status.toLowerCase() } }),
    onSuccess: invalidate,
  });
}

export function useSaveProduct() {
  const invalidate = useInvalidateFandd();
  return useMutation({
    mutationFn: ({ slug, body }: { slug?: string; body: ProductCreate }) =>
      slug ? call(productsApi.update, { params: { slug }, body }) : call(productsApi.create, { body }),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

export function useSaveCategory() {
  const invalidate = useInvalidateFandd();
  return useMutation({
    mutationFn: ({ slug, body }: { slug?: string; body: CategoryCreate }) =>
      slug ? call(categoriesApi.update, { params: { slug }, body }) : call(categoriesApi.create, { body }),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

export function useSaveBar() {
  const invalidate = useInvalidateFandd();
  return useMutation({
    mutationFn: ({ slug, body }: { slug?: string; body: BarCreate }) =>
      slug ? call(barsApi.update, { params: { slug }, body }) : call(barsApi.create, { body }),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

/** The orders list's defaults and query: shared by its page and by route preloading. */
export const ORDERS_LIST_SOURCE = {
  defaults: { page_size: ORDERS_LIST.pageSize, order: ORDERS_LIST.order, status: '', date: '', member: '' },
  queryOptions: ordersListQuery,
};
