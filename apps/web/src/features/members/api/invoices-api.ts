import { invoicesApi, xeroApi, type InvoiceCreate, type InvoiceDataCreate, type InvoiceLineCreate, type InvoiceUpdate } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Query } from '../../../lib/api-client';
import { teamKeys } from './teams-api';

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
    queryFn: ({ signal }) => call(invoicesApi.list, { query }, { signal }),
    placeholderData: (previous) => previous,
  });

/** GET /api/invoices/{slug}: the invoice and its lines. */
export const invoiceQuery = (slug: string) =>
  queryOptions({
    queryKey: invoiceKeys.detail(slug),
    queryFn: ({ signal }) => call(invoicesApi.detail, { params: { slug } }, { signal }),
  });

/** GET /api/invoice-datas/?team= : the team's active invoice data, default first. */
export const invoiceDatasQuery = (team: string) =>
  queryOptions({
    queryKey: invoiceKeys.datas(team),
    queryFn: ({ signal }) => call(invoicesApi.datas, { query: { team } }, { signal }),
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
  return useMutation({ mutationFn: (body: InvoiceCreate) => call(invoicesApi.create, { body }), onSuccess: invalidate, meta: silent });
}

/** PUT /api/invoices/{slug}. */
export function useUpdateInvoice() {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: string; body: InvoiceUpdate }) => call(invoicesApi.update, { params: { slug }, body }),
    onSuccess: invalidate,
    meta: silent,
  });
}

/** DELETE /api/invoices/{slug}. */
export function useDeleteInvoice() {
  const invalidate = useInvalidateInvoices();
  return useMutation({ mutationFn: (slug: string) => call(invoicesApi.remove, { params: { slug } }), onSuccess: invalidate, meta: silent });
}

/** POST /api/invoice-sync/ (served by the Xero integration: pushes to Xero when connected) or /api/invoice-validate/ with the invoice's name. */
export function useInvoiceAction(action: 'sync' | 'validate') {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: (invoice: string) => call(action === 'sync' ? xeroApi.syncInvoice : invoicesApi.validate, { body: { invoice } }),
    onSuccess: invalidate,
    meta: silent,
  });
}

/** POST /api/invoice-lines/ (create) or PUT /api/invoice-lines/{slug} (update). */
export function useSaveLine() {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: ({ slug, body }: { slug?: string; body: InvoiceLineCreate }) =>
      slug ? call(invoicesApi.updateLine, { params: { slug }, body }) : call(invoicesApi.createLine, { body }),
    onSuccess: invalidate,
    meta: silent,
  });
}

/** DELETE /api/invoice-lines/{slug}. */
export function useDeleteLine() {
  const invalidate = useInvalidateInvoices();
  return useMutation({ mutationFn: (slug: string) => call(invoicesApi.deleteLine, { params: { slug } }), onSuccess: invalidate, meta: silent });
}

/** POST /api/invoice-datas/. */
export function useCreateInvoiceData() {
  const invalidate = useInvalidateInvoices();
  return useMutation({ mutationFn: (body: InvoiceDataCreate) => call(invoicesApi.createData, { body }), onSuccess: invalidate, meta: silent });
}

/** PUT /api/invoice-datas/{slug}/cancel → status inactive. */
export function useCancelInvoiceData() {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: (slug: string) => call(invoicesApi.cancelData, { params: { slug } }),
    onSuccess: invalidate,
    meta: silent,
  });
}
