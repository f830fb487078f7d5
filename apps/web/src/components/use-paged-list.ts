import type { Endpoint } from '@clubspace/contract';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ListSource, PageShape, RowOf } from './list-source';
import type { DataTableProps } from './data-table';
import { useListParams, type ListDefaults, type ListParams, type ParamValue } from './use-list-params';

const NOT_FILTERS = new Set(['page_number', 'page_size', 'order']);

/**
 * Whether the search or a filter differs from the list's defaults (so an empty page means 'no match', not 'nothing
 * yet'), and the patch that puts every one back to its default.
 */
export function listFilterState(params: ListParams, defaults: ListDefaults) {
  const keys = new Set(['name', ...Object.keys(defaults), ...Object.keys(params)].filter((k) => !NOT_FILTERS.has(k)));
  const reset: Record<string, ParamValue> = {};
  let filtered = false;
  for (const key of keys) {
    const fallback = String(defaults[key] ?? '');
    reset[key] = fallback;
    if (String(params[key] ?? '') !== fallback) filtered = true;
  }
  return { filtered, reset };
}

export interface PagedListOptions<Page extends PageShape, K extends keyof Page & string, Key extends QueryKey> extends ListSource<Page, Key> {
  /** The envelope's list name ('teams', 'resources', …). */
  listName: K;
  /** Export CSV: the endpoint and the downloaded file's name. */
  csv?: { endpoint: Endpoint; filename: string };
}

/**
 * Everything a list page needs: URL-synced parameters, the page of rows from the server and the DataTable props
 * (rows, total, paging, order, loading, CSV, and for the empty state whether a filter is set and how to clear it).
 * A list page is then its columns, its filters and this hook.
 */
export function usePagedList<Page extends PageShape, K extends keyof Page & string, Key extends QueryKey>({
  listName,
  defaults,
  queryOptions,
  csv,
}: PagedListOptions<Page, K, Key>) {
  type T = RowOf<Page, K>;
  const { params, query, setParams } = useListParams(defaults);
  const list = useQuery(queryOptions(query));
  const data = list.data;
  const { filtered, reset } = listFilterState(params, defaults);
  const tableProps: Omit<DataTableProps<T>, 'columns'> = {
    rows: (data?.[listName] as T[] | undefined) ?? [],
    total: data?.num_results ?? 0,
    totalEstimated: data?.num_results_estimated ?? false,
    page: params.page_number,
    pageSize: data?.page_size ?? params.page_size,
    order: params.order,
    onChange: (change) => setParams({ ...change }),
    loading: list.isFetching,
    filtered,
    onClearFilters: () => setParams(reset),
    ...(csv ? { csv: { endpoint: csv.endpoint, query, filename: csv.filename } } : {}),
  };
  return { params, query, setParams, list, tableProps, filtered, clearFilters: () => setParams(reset) };
}
