import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { Column, TableChange } from './data-table-types';

/** The header's select-all checkbox: the page's rows all chosen, some, or none. */
export interface PageSelection {
  all: boolean;
  some: boolean;
  onToggle: (selected: boolean) => void;
}

/** Next order after a header click: first click ascending, a second click on the same column descending. */
export function nextOrder(current: string, field: string): string {
  return current === field ? `-${field}` : field;
}

interface DataTableHeadProps<R> {
  columns: Column<R>[];
  /** `field` ascending, `-field` descending. */
  order: string;
  onChange: (change: TableChange) => void;
  selection?: PageSelection;
}

/** The header row of a DataTable: sortable columns sort on the server, from the first page. */
export function DataTableHead<R>({ columns, order, onChange, selection }: DataTableHeadProps<R>) {
  const sortField = order.replace(/^-/, '');
  return (
    <TableHead>
      <TableRow>
        {selection && (
          <TableCell padding="checkbox">
            <Checkbox
              size="small"
              checked={selection.all}
              indeterminate={selection.some && !selection.all}
              onChange={(_e, on) => selection.onToggle(on)}
              slotProps={{ input: { 'aria-label': 'Select all rows of this page' } }}
            />
          </TableCell>
        )}
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
  );
}
