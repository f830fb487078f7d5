import { CLUB_RANGES, DASHBOARD_PERIODS, type ClubRange, type DashboardPeriod } from '@clubspace/contract';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { lazy, Suspense, useCallback } from 'react';
import { useDashboardFilters } from '../api/dashboard-filters';

const CustomRange = lazy(() => import('./custom-range'));

/** Club range and period pickers of the Cards tab. */
export function DashboardFiltersBar() {
  const { filters, setFilters } = useDashboardFilters();
  const setRange = useCallback((range: { start: string; end: string }) => setFilters(range), [setFilters]);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, flexWrap: 'wrap' }} useFlexGap>
      <TextField
        select
        size="small"
        label="Club range"
        value={filters.club}
        onChange={(e) => setFilters({ club: e.target.value as ClubRange })}
        sx={{ minWidth: 160 }}
      >
        {CLUB_RANGES.map((r) => (
          <MenuItem key={r.value} value={r.value}>
            {r.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Period"
        value={filters.period}
        onChange={(e) => setFilters({ period: e.target.value as DashboardPeriod })}
        sx={{ minWidth: 180 }}
      >
        {DASHBOARD_PERIODS.map((p) => (
          <MenuItem key={p.value} value={p.value}>
            {p.label}
          </MenuItem>
        ))}
      </TextField>
      {filters.period === 'custom' && (
        <Suspense fallback={null}>
          <CustomRange start={filters.start} end={filters.end} onChange={setRange} />
        </Suspense>
      )}
    </Stack>
  );
}
