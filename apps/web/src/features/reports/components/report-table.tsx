import { formatPounds } from '@clubspace/contract';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

export interface ReportColumn<R> {
  header: string;
  kind?: 'text' | 'money' | 'percent' | 'count';
  value: (row: R) => string | number | null;
}

const cellText = (kind: ReportColumn<never>['kind'], v: string | number | null) => {
  if (v === null) return '—';
  if (kind === 'money') return formatPounds(Number(v));
  if (kind === 'percent') return `${v}%`;
  return String(v);
};

/**
 * A report's table (issue 31): a real <table> with a caption, the first column as row headers, so screen readers get
 * every figure the chart draws. Scrolls sideways on narrow screens (focusable, for keyboard users).
 */
export function ReportTable<R>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: ReportColumn<R>[];
  rows: R[];
  rowKey: (r: R) => string;
}) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={`${caption} (scrollable)`}>
      <Table size="small">
        <caption style={{ captionSide: 'top' }}>
          <Typography variant="subtitle2" component="span">
            {caption}
          </Typography>
        </caption>
        <TableHead>
          <TableRow>
            {columns.map((c, i) => (
              <TableCell key={c.header} align={i === 0 ? 'left' : 'right'} sx={{ whiteSpace: 'nowrap' }}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={rowKey(r)}>
              {columns.map((c, i) =>
                i === 0 ? (
                  <TableCell key={c.header} component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {cellText(c.kind, c.value(r))}
                  </TableCell>
                ) : (
                  <TableCell key={c.header} align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {cellText(c.kind, c.value(r))}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
