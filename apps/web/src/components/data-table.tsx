import { pagerLabel } from '@clubspace/contract';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { Query } from '../lib/api-client';
import { ExportCsvButton } from './export-csv-button';

export interface Column<R> {
  field: string;
  header: string;
  sortable?: boolean;
  render?: (row: R) => ReactNode;
  align?: 'left' | 'right' | 'center';
}

export interface TableChange {
  page_number?: number;
  page_size?: number;
  order?: string;
}

export interface DataTableProps<R> {
  columns: Column<R>[];
  rows: R[];
  total: number;
  /** First page is 1. */
  page: number;
  pageSize: number;
  /** `field` ascending, `-field` descending. */
  order: string;
  onChange: (change: TableChange) => void;
  rowHref?: (row: R) => string;
  getRowId?: (row: R) => string | number;
  loading?: boolean;
  emptyText?: string;
  pageSizeOptions?: number[];
  /** Shows an 'Export CSV' button that downloads `${endpoint}?<query>&format=csv`. */
  csv?: { endpoint: string; query: Query; filename?: string };
  toolbar?: ReactNode;
  label?: string;
}

/** Next order after a header click: first click ascending, a second click on the same column descending. */
export function nextOrder(current: string, field: string): string {
  return current === field ? `-${field}` : field;
}

function cellText(value: unknown): ReactNode {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** The one list table: server paging ('x–y of total'), sortable headers, rows that link to their detail. */
export function DataTable<R extends object>(props: DataTableProps<R>) {
  const { columns, rows, total, page, pageSize, order, onChange, rowHref, loading, csv, toolbar } = props;
  const navigate = useNavigate();
  const getId = props.getRowId ?? ((row: R) => String((row as Record<string, unknown>).slug ?? (row as Record<string, unknown>).id));
  const sortField = order.replace(/^-/, '');
  const sizes = props.pageSizeOptions ?? [...new Set([10, 15, 20, 50, pageSize])].sort((a, b) => a - b);

  const onRowClick = (event: MouseEvent, row: R) => {
    // Let real links and buttons inside a row do their own thing.
    if ((event.target as HTMLElement).closest('a,button,input,[role="button"]')) return;
    if (rowHref) navigate(rowHref(row));
  };

  return (
    <Paper variant="outlined">
      {(csv || toolbar) && (
        <Box sx={{ display: 'flex', gap: 1, p: 1, alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {toolbar}
          {csv && <ExportCsvButton endpoint={csv.endpoint} query={csv.query} filename={csv.filename} />}
        </Box>
      )}
      {loading && <LinearProgress aria-label="Loading" />}
      <TableContainer>
        <Table size="small" aria-label={props.label}>
          <TableHead>
            <TableRow>
              {columns.map((col) => (
                <TableCell
                  key={col.field}
                  align={col.align}
                  sortDirection={col.sortable && sortField === col.field ? (order.startsWith('-') ? 'desc' : 'asc') : false}
                >
                  {col.sortable ? (
                    <TableSortLabel
                      active={sortField === col.field}
                      direction={sortField === col.field && order.startsWith('-') ? 'desc' : 'asc'}
                      onClick={() => onChange({ order: nextOrder(order, col.field), page_number: 1 })}
                    >
                      {col.header}
                    </TableSortLabel>
                  ) : (
                    col.header
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && !loading && (
              <TableRow>
                <TableCell colSpan={columns.length} align="center">
                  {props.emptyText ?? 'No results'}
                </TableCell>
              </TableRow>
            )}
            {rows.map((row) => {
              const href = rowHref?.(row);
              return (
                <TableRow
                  key={getId(row)}
                  hover={Boolean(href)}
                  onClick={href ? (e) => onRowClick(e, row) : undefined}
                  sx={href ? { cursor: 'pointer' } : undefined}
                >
                  {columns.map((col, i) => {
                    const content = col.render ? col.render(row) : cellText((row as Record<string, unknown>)[col.field]);
                    return (
                      <TableCell key={col.field} align={col.align}>
                        {/* The first cell is a real link, so keyboard and e2e users can open the row. */}
                        {href && i === 0 ? (
                          <Link component={RouterLink} to={href} underline="hover" color="inherit">
                            {content}
                          </Link>
                        ) : (
                          content
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.max(0, Math.min(page - 1, Math.max(0, Math.ceil(total / pageSize) - 1)))}
        rowsPerPage={pageSize}
        rowsPerPageOptions={sizes}
        onPageChange={(_e, p) => onChange({ page_number: p + 1 })}
        onRowsPerPageChange={(e) => onChange({ page_size: Number(e.target.value), page_number: 1 })}
        labelDisplayedRows={() => pagerLabel(page, pageSize, total)}
      />
    </Paper>
  );
}
