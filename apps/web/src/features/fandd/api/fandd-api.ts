import { ORDERS_LIST } from '@clubspace/contract';
import {
  ORDERS_REFRESH_MS,
  type BarCreate,
  type BarItem,
  type CategoryCreate,
  type CategoryItem,
  type OrderItem,
  type OrderStatus,
  type Paged,
  type ProductCreate,
  type ProductItem,
} from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api-client';

export const ORDERS_PATH = '/api/dashboard-orders/';
export const PRODUCTS_PATH = '/api/dashboard-products/';
export const CATEGORIES_PATH = '/api/product-categories/';
export const BARS_PATH = '/api/bars/';

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
    queryFn: ({ signal }) => api.get<Paged<'orders', OrderItem>>(ORDERS_PATH, query, { signal }),
    placeholderData: (previous) => previous,
    refetchInterval: ORDERS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

export const orderQuery = (slug: string) =>
  queryOptions({ queryKey: fanddKeys.order(slug), queryFn: ({ signal }) => api.get<OrderItem>(`/api/orders/${encodeURIComponent(slug)}`, undefined, { signal }) });

export const productsListQuery = (query: Query) =>
  queryOptions({
    queryKey: fanddKeys.products(query),
    queryFn: ({ signal }) => api.get<Paged<'products', ProductItem>>(PRODUCTS_PATH, query, { signal }),
    placeholderData: (previous) => previous,
  });

export const categoriesListQuery = (query: Query) =>
  queryOptions({
    queryKey: fanddKeys.categories(query),
    queryFn: ({ signal }) => api.get<Paged<'categories', CategoryItem>>(CATEGORIES_PATH, query, { signal }),
    placeholderData: (previous) => previous,
  });

export type CategoryOption = { id: number; slug: string; name: string; status: string };
export const categoryOptionsQuery = () =>
  queryOptions({ queryKey: fanddKeys.categoryOptions(), queryFn: ({ signal }) => api.get<CategoryOption[]>('/api/product-categories/options/', undefined, { signal }), staleTime: 60_000 });

export const barsListQuery = (query: Query) =>
  queryOptions({
    queryKey: fanddKeys.bars(query),
    queryFn: ({ signal }) => api.get<Paged<'bars', BarItem>>(BARS_PATH, query, { signal }),
    placeholderData: (previous) => previous,
  });

export type StaffOption = { slug: string; name: string };
export const staffOptionsQuery = () =>
  queryOptions({ queryKey: fanddKeys.staffOptions(), queryFn: ({ signal }) => api.get<StaffOption[]>('/api/bars/staff-options/', undefined, { signal }), staleTime: 60_000 });

function useInvalidateFandd() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: fanddKeys.all });
}

/** PUT /api/orders/{slug} with the new status in lower case; a refused step answers 409 with its message (toasted). */
export function useSetOrderStatus() {
  const invalidate = useInvalidateFandd();
  return useMutation({
    mutationFn: ({ slug, status }: { slug: string; status: OrderStatus }) => api.put<OrderItem>(`/api/orders/${encodeURIComponent(slug)}`, { status: status.toLowerCase() }),
    onSuccess: invalidate,
  });
}

export function useSaveProduct() {
  const invalidate = useInvalidateFandd();
  return useMutation({
    mutationFn: ({ slug, body }: { slug?: string; body: ProductCreate }) =>
      slug ? api.put<ProductItem>(`/api/products/${encodeURIComponent(slug)}`, body) : api.post<ProductItem>('/api/products/', body),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

export function useSaveCategory() {
  const invalidate = useInvalidateFandd();
  return useMutation({
    mutationFn: ({ slug, body }: { slug?: string; body: CategoryCreate }) =>
      slug ? api.put<CategoryItem>(`${CATEGORIES_PATH}${encodeURIComponent(slug)}`, body) : api.post<CategoryItem>(CATEGORIES_PATH, body),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

export function useSaveBar() {
  const invalidate = useInvalidateFandd();
  return useMutation({
    mutationFn: ({ slug, body }: { slug?: string; body: BarCreate }) =>
      slug ? api.put<BarItem>(`${BARS_PATH}${encodeURIComponent(slug)}`, body) : api.post<BarItem>(BARS_PATH, body),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

/** The orders list's defaults and query: shared by its page and by route preloading. */
export const ORDERS_LIST_SOURCE = { defaults: { page_size: ORDERS_LIST.pageSize, order: ORDERS_LIST.order, status: '', date: '', member: '' }, queryOptions: ordersListQuery };
