import type {
  InvoiceActionResult,
  InvoiceCreate,
  InvoiceDataCreate,
  InvoiceDataItem,
  InvoiceDetail,
  InvoiceItem,
  InvoiceLineCreate,
  InvoiceLineItem,
  InvoiceLineUpdate,
  InvoiceUpdate,
  Paged,
} from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api-client';
import { teamKeys } from './teams-api';

export const INVOICES_LIST_PATH = '/api/dashboard-invoices/';

export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (query: Query) => [...invoiceKeys.lists(), query] as const,
  detail: (slug: string) => [...invoiceKeys.all, 'detail', slug] as const,
  datas: (team: string) => [...invoiceKeys.all, 'datas', team] as const,
};

/** GET /api/dashboard-invoices/ (paged envelope `invoices`). */
export const invoicesListQuery = (query: Query) =>
  queryOptions({
    queryKey: invoiceKeys.list(query),
    queryFn: ({ signal }) => api.get<Paged<'invoices', InvoiceItem>>(INVOICES_LIST_PATH, query, { signal }),
    placeholderData: (previous) => previous,
  });

/** GET /api/invoices/{slug}: the invoice and its lines. */
export const invoiceQuery = (slug: string) =>
  queryOptions({
    queryKey: invoiceKeys.detail(slug),
    queryFn: ({ signal }) => api.get<InvoiceDetail>(`/api/invoices/${encodeURIComponent(slug)}`, undefined, { signal }),
  });

/** GET /api/invoice-datas/?team= : the team's active invoice data, default first. */
export const invoiceDatasQuery = (team: string) =>
  queryOptions({
    queryKey: invoiceKeys.datas(team),
    queryFn: ({ signal }) => api.get<InvoiceDataItem[]>('/api/invoice-datas/', { team }, { signal }),
    enabled: Boolean(team),
  });

/** Any invoice change may show on the list, the detail and the team page. */
function useInvalidateInvoices() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: invoiceKeys.all }), queryClient.invalidateQueries({ queryKey: teamKeys.all })]);
}

const silent = { silent: true };

/** POST /api/invoices/ → 201 invoice. */
export function useCreateInvoice() {
  const invalidate = useInvalidateInvoices();
  return useMutation({ mutationFn: (body: InvoiceCreate) => api.post<InvoiceItem>('/api/invoices/', body), onSuccess: invalidate, meta: silent });
}

/** PUT /api/invoices/{slug}. */
export function useUpdateInvoice() {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: string; body: InvoiceUpdate }) => api.put<InvoiceItem>(`/api/invoices/${encodeURIComponent(slug)}`, body),
    onSuccess: invalidate,
    meta: silent,
  });
}

/** DELETE /api/invoices/{slug}. */
export function useDeleteInvoice() {
  const invalidate = useInvalidateInvoices();
  return useMutation({ mutationFn: (slug: string) => api.del(`/api/invoices/${encodeURIComponent(slug)}`), onSuccess: invalidate, meta: silent });
}

/** POST /api/invoice-sync/ or /api/invoice-validate/ with the invoice's name. */
export function useInvoiceAction(action: 'sync' | 'validate') {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: (invoice: string) => api.post<InvoiceActionResult>(`/api/invoice-${action}/`, { invoice }),
    onSuccess: invalidate,
    meta: silent,
  });
}

/** POST /api/invoice-lines/ (create) or PUT /api/invoice-lines/{slug} (update). */
export function useSaveLine() {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: ({ slug, body }: { slug?: string; body: InvoiceLineCreate | InvoiceLineUpdate }) =>
      slug ? api.put<InvoiceLineItem>(`/api/invoice-lines/${encodeURIComponent(slug)}`, body) : api.post<InvoiceLineItem>('/api/invoice-lines/', body),
    onSuccess: invalidate,
    meta: silent,
  });
}

/** DELETE /api/invoice-lines/{slug}. */
export function useDeleteLine() {
  const invalidate = useInvalidateInvoices();
  return useMutation({ mutationFn: (slug: string) => api.del(`/api/invoice-lines/${encodeURIComponent(slug)}`), onSuccess: invalidate, meta: silent });
}

/** POST /api/invoice-datas/. */
export function useCreateInvoiceData() {
  const invalidate = useInvalidateInvoices();
  return useMutation({ mutationFn: (body: InvoiceDataCreate) => api.post<InvoiceDataItem>('/api/invoice-datas/', body), onSuccess: invalidate, meta: silent });
}

/** PUT /api/invoice-datas/{slug}/cancel → status inactive. */
export function useCancelInvoiceData() {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: (slug: string) => api.put<InvoiceDataItem>(`/api/invoice-datas/${encodeURIComponent(slug)}/cancel`, {}),
    onSuccess: invalidate,
    meta: silent,
  });
}
