import {
  PLAN_CATEGORIES,
  PLAN_CATEGORY_LABELS,
  REPORT_BY_KIND,
  reportRangeProblem,
  spaceLookupsApi,
  type PlanCategory,
  type ReportKind,
} from '@clubspace/contract';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '../../../lib/api-client';
import { useReportFilters } from '../api/report-filters';

/** The offices of the caller's scope, for the office filter. */
function useOffices() {
  return useQuery({
    queryKey: ['reports', 'offices'],
    queryFn: async ({ signal }) => (await call(spaceLookupsApi.offices, { query: {} }, { signal })).offices,
    staleTime: 60_000,
  });
}

/**
 * The filters a report reads (its catalogue entry lists them): offices (none = all), a day range, a plan category,
 * the day ages are counted at. Kept in the URL; a half-typed or inverted range never reaches the server.
 */
export function ReportFiltersBar({ kind }: { kind: ReportKind }) {
  const shown = REPORT_BY_KIND[kind].filters;
  const { filters, setFilters } = useReportFilters();
  const [range, setRange] = useState({ from: filters.from, to: filters.to });
  useEffect(() => setRange({ from: filters.from, to: filters.to }), [filters.from, filters.to]);
  const problem = range.from && range.to ? reportRangeProblem(range.from, range.to) : null;
  const changeRange = (patch: Partial<typeof range>) => {
    const next = { ...range, ...patch };
    setRange(next);
    const complete = (!next.from || !next.to || !reportRangeProblem(next.from, next.to)) && [next.from, next.to].every((d) => !d || d.length === 10);
    if (complete) setFilters(next);
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, flexWrap: 'wrap' }} useFlexGap>
      {shown.includes('offices') && <OfficesFilter value={filters.offices} onChange={(offices) => setFilters({ offices })} />}
      {shown.includes('range') && (
        <>
          <TextField
            size="small"
            type="date"
            label="From"
            value={range.from}
            onChange={(e) => changeRange({ from: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label="To"
            value={range.to}
            onChange={(e) => changeRange({ to: e.target.value })}
            error={Boolean(problem)}
            helperText={problem ?? undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      )}
      {shown.includes('as_of') && (
        <TextField
          size="small"
          type="date"
          label="Ages at"
          value={filters.asOf}
          onChange={(e) => (e.target.value.length === 10 || !e.target.value) && setFilters({ asOf: e.target.value })}
          helperText={filters.asOf ? undefined : 'Today'}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
      {shown.includes('category') && <CategoryFilter value={filters.category} onChange={(category) => setFilters({ category })} />}
    </Stack>
  );
}

/** Offices of the caller's scope, several at once; none = all offices. */
function OfficesFilter({ value, onChange }: { value: string[]; onChange: (offices: string[]) => void }) {
  const offices = useOffices().data ?? [];
  return (
    <TextField
      select
      size="small"
      label="Offices"
      value={value}
      onChange={(e) => {
        const picked = e.target.value as unknown as string[] | string;
        onChange(typeof picked === 'string' ? picked.split(',') : picked);
      }}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) => {
            const slugs = selected as string[];
            if (!slugs.length) return 'All offices';
            return slugs.map((slug) => offices.find((o) => o.slug === slug)?.name ?? slug).join(', ');
          },
        },
        inputLabel: { shrink: true },
      }}
      sx={{ minWidth: 200, maxWidth: 360 }}
    >
      {offices.map((o) => (
        <MenuItem key={o.slug} value={o.slug}>
          <Checkbox size="small" checked={value.includes(o.slug)} />
          <ListItemText primary={o.name} />
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The plan category of the revenue reports; empty = every category. */
function CategoryFilter({ value, onChange }: { value: PlanCategory | ''; onChange: (category: PlanCategory | '') => void }) {
  return (
    <TextField
      select
      size="small"
      label="Plan category"
      value={value}
      onChange={(e) => onChange(e.target.value as PlanCategory | '')}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">All categories</MenuItem>
      {PLAN_CATEGORIES.map((c) => (
        <MenuItem key={c} value={c}>
          {PLAN_CATEGORY_LABELS[c]}
        </MenuItem>
      ))}
    </TextField>
  );
}
