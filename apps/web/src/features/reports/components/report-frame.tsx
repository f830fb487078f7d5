import { REPORT_BY_KIND, type Endpoint, type ReportKind, type ReportScope } from '@clubspace/contract';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { formatDate } from '@clubspace/contract';
import { useReportFilters } from '../api/report-filters';
import { ReportFiltersBar } from './report-filters-bar';

interface ReportFrameProps {
  kind: ReportKind;
  /** The report's endpoint: its CSV export is the same call with format=csv. */
  endpoint: Endpoint;
  /** What the answer covered (shown under the title), once loaded. */
  scope?: ReportScope;
  /** The chart; the table below says the same for screen readers. */
  chart?: ReactNode;
  /** The report's table(s). */
  children: ReactNode;
}

/**
 * One report's page (issue 31): title and summary, its filters, what the figures cover, the chart, the table and the
 * CSV export of that table (the same call with format=csv, so the file holds what the table shows).
 */
export function ReportFrame({ kind, endpoint, scope, chart, children }: ReportFrameProps) {
  const info = REPORT_BY_KIND[kind];
  const { query } = useReportFilters();
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Stack sx={{ flexGrow: 1 }}>
          <Link component={RouterLink} to="/reports" variant="body2">
            ← All reports
          </Link>
          <Typography variant="h5" component="h2">
            {info.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {info.summary}
          </Typography>
        </Stack>
        <ExportCsvButton endpoint={endpoint} query={query} filename={`${kind}.csv`} />
      </Stack>
      <ReportFiltersBar kind={kind} />
      {scope && (
        <Typography variant="body2" color="text.secondary" data-testid="report-scope">
          {scope.all_offices || !scope.offices.length ? 'All offices' : scope.offices.map((o) => o.name).join(', ')} · {formatDate(scope.from)} to{' '}
          {formatDate(scope.to)}
        </Typography>
      )}
      {chart && (
        // A figure named for what it draws (its tooltips are focusable, so it cannot be aria-hidden); the tables say the same.
        <Paper variant="outlined" component="figure" aria-label={`${info.title}: chart (the tables below give the same figures)`} sx={{ p: 2, m: 0 }}>
          {chart}
        </Paper>
      )}
      {children}
    </Stack>
  );
}
