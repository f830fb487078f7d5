import { DASHBOARD_PERIODS, DEFAULT_DASHBOARD_PERIOD, type ClubRange, type DashboardPeriod } from '@clubspace/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface DashboardFilters {
  club: ClubRange;
  period: DashboardPeriod;
  /** yyyy-MM-dd, only meaningful for the custom period. */
  start: string;
  end: string;
}

const PERIODS = DASHBOARD_PERIODS.map((p) => p.value) as string[];

export function readDashboardFilters(search: URLSearchParams): DashboardFilters {
  const period = search.get('period') ?? '';
  return {
    club: search.get('club') === 'all' ? 'all' : 'this',
    period: (PERIODS.includes(period) ? period : DEFAULT_DASHBOARD_PERIOD) as DashboardPeriod,
    start: search.get('start') ?? '',
    end: search.get('end') ?? '',
  };
}

/** Club range and period live in the URL (defaults: this club, today), so a dashboard view can be shared. */
export function useDashboardFilters() {
  const [search, setSearch] = useSearchParams();
  const filters = readDashboardFilters(search);
  const setFilters = useCallback(
    (patch: Partial<DashboardFilters>) =>
      setSearch(
        (prev) => {
          const next = { ...readDashboardFilters(prev), ...patch };
          const out = new URLSearchParams();
          if (next.club !== 'this') out.set('club', next.club);
          if (next.period !== DEFAULT_DASHBOARD_PERIOD) out.set('period', next.period);
          // start and end belong to the custom period only (seed 1 §5).
          if (next.period === 'custom') {
            if (next.start) out.set('start', next.start);
            if (next.end) out.set('end', next.end);
          }
          return out;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { filters, setFilters };
}
