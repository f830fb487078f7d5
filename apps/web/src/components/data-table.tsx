import { pagerLabel, type Endpoint } from '@clubspace/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import Typography from '@mui/material/Typography';
import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { Query } from '../lib/api-client';
import { ExportCsvButton } from './export-csv-button';
import { TruncatedText } from './truncated-text';

export interface Column<R> {
  field: string;
  header: string;
  sortable?: boolean;
  render?: (row: R) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Keeps the cell on one line (dates, money, codes); right-aligned columns never wrap anyway. */
  nowrap?: boolean;
  /** Long text: cut at this width with an ellipsis, the whole text in a tooltip (text cells only). */
  maxWidth?: number;
}

/** What an empty list says: a new operator's list invites the first record; a filtered one offers to clear. */
export interface EmptyState {
  /** e.g. 'No teams yet'. */
  title: string;
  /** e.g. an 'Add your first team' button. */
  action?: ReactNode;
}

export const NO_FILTER_RESULTS = 'No results for these filters';

export interface TableChange {
  page_number?: number;
  page_size?: number;
  order?: string;
}

export interface DataTableProps<R> {
  columns: Column<R>[];
  rows: R[];
  total: number;
  /** The total is the server's estimate (num_results_estimated): the pager says "of about …" and never blocks Next. */
  totalEstimated?: boolean;
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
  /** The empty state of a list with no records (and no filter set). */
  empty?: EmptyState;
  /** A search or filter differs from the list's defaults: an empty page then offers to clear them. */
  filtered?: boolean;
  onClearFilters?: () => void;
  pageSizeOptions?: number[];
  /** Shows an 'Export CSV' button that downloads `${endpoint}?<query>&format=csv`. */
  csv?: { endpoint: Endpoint; query: Query; filename?: string };
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

function EmptyRow({ colSpan, empty, filtered, onClearFilters, emptyText }: { colSpan: number; empty?: EmptyState; filtered?: boolean; onClearFilters?: () => void; emptyText?: string }) {
  const showFiltered = Boolean(filtered && onClearFilters);
  const title = showFiltered ? NO_FILTER_RESULTS : (empty?.title ?? emptyText ?? 'No results');
  const action = showFiltered ? (
    <Button size="small" onClick={onClearFilters}>
      Clear filters
    </Button>
  ) : (
    empty?.action
  );
  return (
    <TableRow>
      <TableCell colSpan={colSpan} align="center" sx={{ py: action ? 4 : undefined }}>
        <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          <Typography variant={action ? 'subtitle1' : 'body2'}>{title}</Typography>
          {action}
        </Box>
      </TableCell>
    </TableRow>
  );
}

function cellContent<R>(col: Column<R>, row: R): ReactNode {
  const content = col.render ? col.render(row) : cellText((row as Record<string, unknown>)[col.field]);
  return col.maxWidth && typeof content === 'string' ? <TruncatedText text={content} maxWidth={col.maxWidth} /> : content;
}

/** The one list table: server paging ('x–y of total'), sortable headers, rows that link to their detail. */
export function DataTable<R extends object>(props: DataTableProps<R>) {
  const { columns, rows, total, totalEstimated = false, page, pageSize, order, onChange, rowHref, loading, csv, toolbar } = props;
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
                  sx={{ whiteSpace: 'nowrap' }}
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
              <EmptyRow colSpan={columns.length} empty={props.empty} filtered={props.filtered} onClearFilters={props.onClearFilters} emptyText={props.emptyText} />
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
                    const content = cellContent(col, row);
                    return (
                      <TableCell key={col.field} align={col.align} sx={col.nowrap || col.align === 'right' ? { whiteSpace: 'nowrap' } : undefined}>
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
        count={totalEstimated ? -1 : total}
        page={totalEstimated ? page - 1 : Math.max(0, Math.min(page - 1, Math.max(0, Math.ceil(total / pageSize) - 1)))}
        rowsPerPage={pageSize}
        rowsPerPageOptions={sizes}
        onPageChange={(_e, p) => onChange({ page_number: p + 1 })}
        onRowsPerPageChange={(e) => onChange({ page_size: Number(e.target.value), page_number: 1 })}
        labelDisplayedRows={() => pagerLabel(page, pageSize, total, totalEstimated)}
      />
    </Paper>
  );
}
