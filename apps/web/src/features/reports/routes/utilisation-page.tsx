import {
  BOOKING_TYPE_LABELS,
  REPORT_MESSAGES,
  formatPence,
  reportsSpaceApi,
  type UtilisationReport,
  type UtilisationResource,
} from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { useUtilisationReport } from '../api/space-reports';
import { ReportFrame } from '../components/report-frame';

const UtilisationChart = lazy(() => import('../components/utilisation-chart'));
const percent = (v: number | null) => (v === null ? '–' : `${(v * 100).toFixed(1)}%`);
const hours = (v: number) => v.toLocaleString('en-GB', { maximumFractionDigits: 1 });

/** A short list of resources (most or least used) with their share. */
function Ranking({ title, slugs, report }: { title: string; slugs: string[]; report: UtilisationReport }) {
  const bySlug = new Map(report.resources.map((r) => [r.slug, r]));
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      <ol aria-label={title} style={{ margin: 0, paddingLeft: 20 }}>
        {slugs.map((slug) => {
          const r = bySlug.get(slug)!;
          return (
            <li key={slug}>
              {r.name} ({r.office}) — {percent(r.ratio)}
            </li>
          );
        })}
      </ol>
    </Paper>
  );
}

function ResourceTable({ rows }: { rows: UtilisationResource[] }) {
  return (
    <Table size="small" aria-label="Utilisation by resource">
      <TableHead>
        <TableRow>
          <TableCell>Resource</TableCell>
          <TableCell>Type</TableCell>
          <TableCell>Office</TableCell>
          <TableCell>Work area</TableCell>
          <TableCell align="right">Hours open</TableCell>
          <TableCell align="right">Hours booked</TableCell>
          <TableCell align="right">Utilisation</TableCell>
          <TableCell align="right">Revenue</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.slug}>
            <TableCell component="th" scope="row">
              {r.name}
            </TableCell>
            <TableCell>{BOOKING_TYPE_LABELS[r.type]}</TableCell>
            <TableCell>{r.office}</TableCell>
            <TableCell>{r.work_area ?? '—'}</TableCell>
            <TableCell align="right">{hours(r.hours_open)}</TableCell>
            <TableCell align="right">{hours(r.hours_booked)}</TableCell>
            <TableCell align="right">{percent(r.ratio)}</TableCell>
            <TableCell align="right">{formatPence(r.revenue_pence)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Report 4 (issue 31): hours booked ÷ hours open and revenue per work area and resource, the most and least used. */
export default function UtilisationPage() {
  const report = useUtilisationReport();
  const data = report.data;
  const multiOffice = data ? new Set(data.work_areas.map((a) => a.office)).size > 1 : false;
  const bars = data?.work_areas.map((a) => ({ label: multiOffice ? `${a.name} (${a.office})` : a.name, ratio: a.ratio ?? 0 })) ?? [];
  return (
    <ReportFrame
      kind="utilisation"
      endpoint={reportsSpaceApi.utilisation}
      scope={data?.scope}
      chart={
        bars.length ? (
          <Suspense fallback={<Skeleton variant="rectangular" height={200} />}>
            <UtilisationChart bars={bars} />
          </Suspense>
        ) : undefined
      }
    >
      {report.isPending && <PageLoader />}
      {report.isError && <Alert severity="error">{report.error.message}</Alert>}
      {data && !data.resources.length && <Alert severity="info">{REPORT_MESSAGES.empty}</Alert>}
      {data && data.resources.length > 0 && (
        <Stack spacing={3}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Table size="small" aria-label="Utilisation by work area">
              <TableHead>
                <TableRow>
                  <TableCell>Work area</TableCell>
                  <TableCell>Office</TableCell>
                  <TableCell align="right">Resources</TableCell>
                  <TableCell align="right">Hours open</TableCell>
                  <TableCell align="right">Hours booked</TableCell>
                  <TableCell align="right">Utilisation</TableCell>
                  <TableCell align="right">Revenue</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.work_areas.map((a) => (
                  <TableRow key={`${a.office} ${a.name}`}>
                    <TableCell component="th" scope="row">
                      {a.name}
                    </TableCell>
                    <TableCell>{a.office}</TableCell>
                    <TableCell align="right">{a.resources}</TableCell>
                    <TableCell align="right">{hours(a.hours_open)}</TableCell>
                    <TableCell align="right">{hours(a.hours_booked)}</TableCell>
                    <TableCell align="right">{percent(a.ratio)}</TableCell>
                    <TableCell align="right">{formatPence(a.revenue_pence)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Ranking title="Most used" slugs={data.most_used} report={data} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Ranking title="Least used" slugs={data.least_used} report={data} />
            </Grid>
          </Grid>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="subtitle1" component="h3">
                Resources
              </Typography>
              <Chip size="small" label={data.resources.length} />
            </Stack>
            <ResourceTable rows={data.resources} />
          </Paper>
        </Stack>
      )}
    </ReportFrame>
  );
}
