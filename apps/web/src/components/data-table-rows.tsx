import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { NO_FILTER_RESULTS, type Column, type EmptyState, type RowSelection } from './data-table-types';
import { TruncatedText } from './truncated-text';

function cellText(value: unknown): ReactNode {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

function EmptyRow({
  colSpan,
  empty,
  filtered,
  onClearFilters,
  emptyText,
}: {
  colSpan: number;
  empty?: EmptyState;
  filtered?: boolean;
  onClearFilters?: () => void;
  emptyText?: string;
}) {
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

interface DataTableRowsProps<R> {
  columns: Column<R>[];
  rows: R[];
  loading?: boolean;
  rowHref?: (row: R) => string;
  getRowId?: (row: R) => string | number;
  emptyText?: string;
  empty?: EmptyState;
  filtered?: boolean;
  onClearFilters?: () => void;
  selection?: RowSelection<R>;
}

/** The body of a DataTable: its rows (a row with an href opens it, its first cell a real link), or the empty state. */
export function DataTableRows<R extends object>(props: DataTableRowsProps<R>) {
  const { columns, rows, loading, rowHref, selection } = props;
  const navigate = useNavigate();
  const getId = props.getRowId ?? ((row: R) => String((row as Record<string, unknown>).slug ?? (row as Record<string, unknown>).id));

  const onRowClick = (event: MouseEvent, row: R) => {
    // Let real links and buttons inside a row do their own thing.
    if ((event.target as HTMLElement).closest('a,button,input,[role="button"]')) return;
    if (rowHref) navigate(rowHref(row));
  };

  return (
    <TableBody>
      {rows.length === 0 && !loading && (
        <EmptyRow
          colSpan={columns.length + (selection ? 1 : 0)}
          empty={props.empty}
          filtered={props.filtered}
          onClearFilters={props.onClearFilters}
          emptyText={props.emptyText}
        />
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
            {selection && (
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={selection.selected.has(String(getId(row)))}
                  onChange={(_e, on) => selection.onChange([String(getId(row))], on)}
                  slotProps={{ input: { 'aria-label': selection.rowLabel(row) } }}
                />
              </TableCell>
            )}
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
  );
}
