import { PLAN_CATEGORIES, type PlanCategory } from '@clubspace/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** A report's filters (issue 31), kept in the URL so a report view can be shared: `office` repeats; dates YYYY-MM-DD. */
export interface ReportFilters {
  offices: string[];
  from: string;
  to: string;
  category: PlanCategory | '';
  asOf: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readReportFilters(search: URLSearchParams): ReportFilters {
  const day = (key: string) => {
    const v = search.get(key) ?? '';
    return DAY.test(v) ? v : '';
  };
  const category = search.get('category') ?? '';
  return {
    offices: search.getAll('office').filter(Boolean),
    from: day('from'),
    to: day('to'),
    category: (PLAN_CATEGORIES as readonly string[]).includes(category) ? (category as PlanCategory) : '',
    asOf: day('as_of'),
  };
}

/** The query a report call sends: only what is set (the server fills the default range). */
export function reportQueryOf(filters: ReportFilters): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  if (filters.offices.length) query.office = filters.offices;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.category) query.category = filters.category;
  if (filters.asOf) query.as_of = filters.asOf;
  return query;
}

export function useReportFilters() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => readReportFilters(search), [search]);
  const setFilters = useCallback(
    (patch: Partial<ReportFilters>) =>
      setSearch(
        (prev) => {
          const next = { ...readReportFilters(prev), ...patch };
          const out = new URLSearchParams();
          for (const [key, value] of Object.entries(reportQueryOf(next))) {
            for (const v of Array.isArray(value) ? value : [value]) out.append(key, v);
          }
          return out;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { filters, setFilters, query: reportQueryOf(filters) };
}
