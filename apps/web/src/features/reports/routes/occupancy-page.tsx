import { OCCUPANCY_KIND_LABELS, REPORT_MESSAGES, RULE_WEEKDAY_LABELS, reportsSpaceApi, type OccupancyReport } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PageLoader } from '../../../components/page-loader';
import { useOccupancyReport } from '../api/space-reports';
import { OccupancyHeatmap } from '../components/occupancy-heatmap';
import { ReportFrame } from '../components/report-frame';

const percent = (v: number | null) => (v === null ? '–' : `${Math.round(v * 100)}%`);

/** No-shows per weekday: bookings due before today, how many checked in, the rate; per kind. */
function NoShowTable({ report }: { report: OccupancyReport }) {
  return (
    <Table size="small" aria-label="No-shows by weekday">
      <TableHead>
        <TableRow>
          <TableCell>Weekday</TableCell>
          {report.grids.map((g) => (
            <TableCell key={g.kind} align="right">
              {OCCUPANCY_KIND_LABELS[g.kind]}: due / checked in / no-shows
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {RULE_WEEKDAY_LABELS.map((day, weekday) => (
          <TableRow key={day}>
            <TableCell component="th" scope="row">
              {day}
            </TableCell>
            {report.grids.map((g) => {
              const n = g.no_shows[weekday]!;
              return (
                <TableCell key={g.kind} align="right">
                  {n.due} / {n.checked_in} / {percent(n.rate)}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Report 3 (issue 31): desk and meeting-room use by weekday and hour, checked-in time and no-shows. */
export default function OccupancyPage() {
  const report = useOccupancyReport();
  const data = report.data;
  const empty = data && data.grids.every((g) => g.cells.every((c) => c.booked_hours === 0));
  return (
    <ReportFrame kind="occupancy" endpoint={reportsSpaceApi.occupancy} scope={data?.scope}>
      {report.isPending && <PageLoader />}
      {report.isError && <Alert severity="error">{report.error.message}</Alert>}
      {data && (
        <Stack spacing={3}>
          {empty && <Alert severity="info">{REPORT_MESSAGES.empty}</Alert>}
          {data.grids.map((g) => (
            <Paper key={g.kind} variant="outlined" sx={{ p: 2 }}>
              <OccupancyHeatmap grid={g} hours={data.hours} checkIns={data.check_ins} />
            </Paper>
          ))}
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h3">
              No-shows by weekday
            </Typography>
            {data.check_ins ? (
              <NoShowTable report={data} />
            ) : (
              <Typography variant="body2" color="text.secondary">
                No check-ins were recorded in this range, so no-shows cannot be told apart from unrecorded visits.
              </Typography>
            )}
          </Paper>
        </Stack>
      )}
    </ReportFrame>
  );
}
