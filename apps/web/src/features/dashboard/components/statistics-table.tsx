import { formatPounds, STATISTICS_COLUMNS, type StatisticsRow } from '@clubspace/contract';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { format, parseISO } from 'date-fns';

export type StatisticsKind = keyof typeof STATISTICS_COLUMNS;

/** Month as 'MMM yyyy', money columns £ with 2 decimals, counts as they are. */
function cellText(field: string, money: boolean | undefined, row: StatisticsRow): string {
  const value = row[field as keyof StatisticsRow];
  if (field === 'date_to') return format(parseISO(String(value)), 'MMM yyyy');
  return money ? formatPounds(Number(value)) : String(value);
}

// Months and money never wrap ('May / 2026'); a narrow screen scrolls the table sideways instead.
const cellSx = { whiteSpace: 'nowrap' } as const;

/** A statistics tab's monthly table with the seed's headers. */
export function StatisticsTable({
  kind,
  label,
  rows,
  loading,
  error,
}: {
  kind: StatisticsKind;
  label: string;
  rows?: StatisticsRow[];
  loading?: boolean;
  error?: string;
}) {
  const columns = STATISTICS_COLUMNS[kind];
  const message = (text: string) => (
    <TableRow>
      <TableCell colSpan={columns.length} align="center">
        {text}
      </TableCell>
    </TableRow>
  );
  return (
    // It scrolls sideways on narrow screens: focusable, so keyboard users can scroll it too (axe scrollable-region-focusable).
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={`${label} (scrollable)`}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.field} align={c.field === 'date_to' ? 'left' : 'right'} sx={cellSx}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {error
            ? message(error)
            : loading || !rows
              ? [0, 1, 2].map((i) => (
                  <TableRow key={i}>
                    <TableCell colSpan={columns.length}>
                      <Skeleton variant="text" />
                    </TableCell>
                  </TableRow>
                ))
              : rows.length === 0
                ? message('No statistics for these months')
                : rows.map((r) => (
                    <TableRow key={r.date_to}>
                      {columns.map((c) => (
                        <TableCell key={c.field} align={c.field === 'date_to' ? 'left' : 'right'} sx={cellSx}>
                          {cellText(c.field, c.money, r)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
