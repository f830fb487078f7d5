import { formatDate, formatPounds, type TeamDashboard } from '@clubspace/contract';
import { humanize, yesNo } from './labels';
import type { MiniColumn } from './mini-table';

type Invoice = TeamDashboard['invoices'][number];
type InvoiceData = TeamDashboard['invoice_datas'][number];

/** Invoice status 'open' is shown as Draft (seed 2 §4). */
const invoiceStatus = (s: string) => (s === 'open' ? 'Draft' : s === 'pending_payment' || s === 'payment_pending' ? 'Pending' : humanize(s));

export const teamInvoiceColumns: MiniColumn<Invoice>[] = [
  { key: 'name', header: 'Invoice', render: (i) => i.name },
  { key: 'status', header: 'Status', render: (i) => invoiceStatus(i.status) },
  { key: 'amount', header: 'Amount', align: 'right', render: (i) => formatPounds(i.gross_price) },
  { key: 'date', header: 'Date', render: (i) => formatDate(i.date) },
  { key: 'due', header: 'Due Date', render: (i) => formatDate(i.date_due) },
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
