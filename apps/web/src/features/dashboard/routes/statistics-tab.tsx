import { STATISTICS_COLUMNS } from '@clubspace/contract';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** A statistics tab's monthly table; rows (and the chart) come from GET /api/statistics in a later issue. */
export function StatisticsTab({ kind, label }: { kind: keyof typeof STATISTICS_COLUMNS; label: string }) {
  const columns = STATISTICS_COLUMNS[kind];
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.field} align={c.field === 'date_to' ? 'left' : 'right'}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell colSpan={columns.length} align="center">
              Statistics arrive in a later release
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
