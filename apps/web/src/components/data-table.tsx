import { pagerLabel, type Endpoint } from '@clubspace/contract';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TablePagination from '@mui/material/TablePagination';
import type { ReactNode } from 'react';
import type { Query } from '../lib/api-client';
import { DataTableHead } from './data-table-head';
import { DataTableRows } from './data-table-rows';
import type { Column, EmptyState, RowSelection, TableChange } from './data-table-types';
import { ExportCsvButton } from './export-csv-button';

export { nextOrder } from './data-table-head';
export { NO_FILTER_RESULTS, type Column, type EmptyState, type RowSelection, type TableChange } from './data-table-types';

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
  /** A checkbox column: the page chooses rows (bulk actions). */
  selection?: RowSelection<R>;
}

const rowIdOf = <R,>(row: R, getRowId?: (row: R) => string | number) =>
  String(getRowId ? getRowId(row) : ((row as Record<string, unknown>).slug ?? (row as Record<string, unknown>).id));

/** The header checkbox's state for this page's rows. */
function pageSelection<R>(rows: R[], getRowId: ((row: R) => string | number) | undefined, selection: RowSelection<R> | undefined) {
  if (!selection) return undefined;
  const ids = rows.map((r) => rowIdOf(r, getRowId));
  const chosen = ids.filter((id) => selection.selected.has(id)).length;
  return { all: ids.length > 0 && chosen === ids.length, some: chosen > 0, onToggle: (on: boolean) => selection.onChange(ids, on) };
}

/** The one list table: server paging ('x–y of total'), sortable headers, rows that link to their detail. */
export function DataTable<R extends object>(props: DataTableProps<R>) {
  const { columns, rows, total, totalEstimated = false, page, pageSize, order, onChange, loading, csv, toolbar } = props;
  const sizes = props.pageSizeOptions ?? [...new Set([10, 15, 20, 50, pageSize])].sort((a, b) => a - b);

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
          <DataTableHead columns={columns} order={order} onChange={onChange} selection={pageSelection(rows, props.getRowId, props.selection)} />
          <DataTableRows
            columns={columns}
            rows={rows}
            loading={loading}
            rowHref={props.rowHref}
            getRowId={props.getRowId}
            emptyText={props.emptyText}
            empty={props.empty}
            filtered={props.filtered}
            onClearFilters={props.onClearFilters}
            selection={props.selection}
          />
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
