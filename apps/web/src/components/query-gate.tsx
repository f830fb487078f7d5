import Alert from '@mui/material/Alert';
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageLoader } from './page-loader';

/** Renders a loaded record, a loader while it loads, or its error in words. */
export function QueryGate<T>({ query, children }: { query: UseQueryResult<T, Error>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  return <>{children(query.data)}</>;
}

/**
 * The record a detail page shows (through QueryGate or its own Alert): its error appears once, inline, so the query is
 * silent to the global error toast (issue 10 §19: 'Member not found' showed twice).
 */
export function useRecordQuery<T, K extends QueryKey = QueryKey>(options: UseQueryOptions<T, Error, T, K>): UseQueryResult<T, Error> {
  return useQuery({ ...options, meta: { ...options.meta, silent: true } });
}
