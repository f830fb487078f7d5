import { formatDate, formatPounds, invoiceStatusLabel, type InvoiceItem, type TeamDashboard } from '@clubspace/contract';
import { parseISO } from 'date-fns';
import type { Column } from '../../../components/data-table';
import { humanize, yesNo } from './labels';
import type { MiniColumn } from '../../../components/mini-table';

/** A calendar day (yyyy-MM-dd) as dd-MM-yyyy, read in local time so no time zone moves it to the day before. */
export const formatDay = (day: string | null | undefined) => (day ? formatDate(parseISO(day)) : '');

type Invoice = TeamDashboard['invoices'][number];
type InvoiceData = TeamDashboard['invoice_datas'][number];

export const teamInvoiceColumns: MiniColumn<Invoice>[] = [
  { key: 'name', header: 'Invoice', render: (i) => i.name },
  { key: 'status', header: 'Status', render: (i) => invoiceStatusLabel(i.status) },
  { key: 'amount', header: 'Amount', align: 'right', render: (i) => formatPounds(i.gross_price) },
  { key: 'date', header: 'Date', render: (i) => formatDay(i.date) },
  { key: 'due', header: 'Due Date', render: (i) => formatDay(i.date_due) },
];

export const invoiceDataColumns: MiniColumn<InvoiceData>[] = [
  { key: 'name', header: 'Name', render: (d) => d.name },
  { key: 'address', header: 'Address', render: (d) => [d.address_1, d.address_2].filter(Boolean).join(', ') },
  { key: 'town', header: 'Town', render: (d) => d.town ?? '' },
  { key: 'post_code', header: 'Post Code', render: (d) => d.post_code ?? '' },
  { key: 'email', header: 'Email', render: (d) => d.email_contact ?? '' },
  { key: 'default', header: 'Default', render: (d) => yesNo(d.default) },
  { key: 'status', header: 'Status', render: (d) => humanize(d.status) },
];

/** The invoices list (seed 2 §2): open shows as Draft; Xero says ok when an accounting id exists. */
export const invoiceListColumns: Column<InvoiceItem>[] = [
  { field: 'name', header: 'Invoice', sortable: true },
  { field: 'status', header: 'Status', sortable: true, render: (i) => invoiceStatusLabel(i.status) },
  { field: 'gross_price', header: 'Amount (£)', sortable: true, align: 'right', render: (i) => formatPounds(i.gross_price).replace('£', '') },
  { field: 'team', header: 'Team', sortable: true, render: (i) => i.team?.name ?? '' },
  { field: 'date', header: 'Date', sortable: true, render: (i) => formatDay(i.date) },
  { field: 'date_due', header: 'Due Date', sortable: true, render: (i) => formatDay(i.date_due) },
  { field: 'lines', header: 'Lines', sortable: true, align: 'right' },
  { field: 'xero_id', header: 'Xero', render: (i) => (i.xero_id ? 'ok' : '') },
];
