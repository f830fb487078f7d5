import type { ReactNode } from 'react';

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

/** Row selection (a checkbox column): the ids chosen, kept by the page across pages. */
export interface RowSelection<R> {
  /** Row ids (getRowId) chosen. */
  selected: ReadonlySet<string>;
  onChange: (ids: string[], selected: boolean) => void;
  /** The row's accessible name for its checkbox ("Select Ann Lee"). */
  rowLabel: (row: R) => string;
}
