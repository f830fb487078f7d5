import { MINI_TABLE_ROWS } from '@clubspace/contract';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCanOpenFn } from './use-can-open';

export interface MiniColumn<R> {
  key: string;
  header: string;
  render: (row: R) => ReactNode;
  align?: 'left' | 'right';
}

interface MiniTableProps<R> {
  columns: MiniColumn<R>[];
  rows: R[];
  getRowId: (row: R) => string;
  rowHref?: (row: R) => string;
  /** At most this many rows (mini-tables show 10, profile blocks 5). */
  max?: number;
  emptyText?: string;
  label: string;
}

/** The small tables of detail pages: no paging, at most `max` rows, optional row links (only those the user can open). */
export function MiniTable<R>({ columns, rows, getRowId, rowHref, max = MINI_TABLE_ROWS, emptyText = 'No data', label }: MiniTableProps<R>) {
  const navigate = useNavigate();
  // A row the user could not open (another tab's record) is not a link at all (issue 10 §13).
  const canOpen = useCanOpenFn();
  const shown = rows.slice(0, max);
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.align}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length} align="center">
                {emptyText}
              </TableCell>
            </TableRow>
          )}
          {shown.map((row) => {
            const target = rowHref?.(row);
            const href = target && canOpen(target) ? target : undefined;
            return (
              <TableRow
                key={getRowId(row)}
                hover={Boolean(href)}
                sx={href ? { cursor: 'pointer' } : undefined}
                onClick={(e) => {
                  if (href && !(e.target as HTMLElement).closest('a,button')) navigate(href);
                }}
              >
                {columns.map((c, i) => (
                  <TableCell key={c.key} align={c.align}>
                    {href && i === 0 ? (
                      <Link component={RouterLink} to={href} underline="hover" color="inherit">
                        {c.render(row)}
                      </Link>
                    ) : (
                      c.render(row)
                    )}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
