import {
  INVOICE_DATA_STATUS_LABELS,
  INVOICE_DUE_STATE_LABELS,
  INVOICE_KIND_LABELS,
  formatDate,
  invoiceStatusLabel,
  labelOf,
  type InvoiceItem,
  type TeamDashboard,
} from '@clubspace/contract';
import Chip from '@mui/material/Chip';
import { parseISO } from 'date-fns';
import type { Column } from '../../../components/data-table';
import { DateText } from '../../../components/date-text';
import { Money } from '../../../components/money';
import { TruncatedText } from '../../../components/truncated-text';
import { yesNo } from './labels';
import type { MiniColumn } from '../../../components/mini-table';

/** A calendar day (yyyy-MM-dd) as dd-MM-yyyy, read in local time so no time zone moves it to the day before. */
export const formatDay = (day: string | null | undefined) => (day ? formatDate(parseISO(day)) : '');
/** The same day as a kit DateText (never wraps). */
const Day = ({ value }: { value: string | null | undefined }) => (value ? <DateText value={parseISO(value)} /> : null);

type Invoice = TeamDashboard['invoices'][number];
type InvoiceData = TeamDashboard['invoice_datas'][number];

export const teamInvoiceColumns: MiniColumn<Invoice>[] = [
  { key: 'name', header: 'Invoice', render: (i) => i.name },
  { key: 'status', header: 'Status', render: (i) => invoiceStatusLabel(i.status) },
  { key: 'amount', header: 'Amount', align: 'right', render: (i) => <Money value={i.gross_price} /> },
  { key: 'date', header: 'Date', render: (i) => <Day value={i.date} /> },
  { key: 'due', header: 'Due Date', render: (i) => <Day value={i.date_due} /> },
];

export const invoiceDataColumns: MiniColumn<InvoiceData>[] = [
  { key: 'name', header: 'Name', render: (d) => <TruncatedText text={d.name} maxWidth={180} /> },
  { key: 'address', header: 'Address', render: (d) => <TruncatedText text={[d.address_1, d.address_2].filter(Boolean).join(', ')} maxWidth={220} /> },
  { key: 'town', header: 'Town', render: (d) => d.town ?? '' },
  { key: 'post_code', header: 'Post Code', render: (d) => d.post_code ?? '' },
  { key: 'email', header: 'Email', render: (d) => <TruncatedText text={d.email_contact} maxWidth={200} /> },
  { key: 'default', header: 'Default', render: (d) => yesNo(d.default) },
  { key: 'status', header: 'Status', render: (d) => labelOf(INVOICE_DATA_STATUS_LABELS, d.status) },
];

/** The invoices list (seed 2 §2): open shows as Draft; amounts as £x.xx; Xero says ok when an accounting id exists. */
export const invoiceListColumns: Column<InvoiceItem>[] = [
  {
    field: 'name',
    header: 'Invoice',
    sortable: true,
    nowrap: true,
    render: (i) => (
      <>
        {i.name}
        {i.kind === 'credit_note' && <Chip size="small" color="info" label={INVOICE_KIND_LABELS.credit_note} sx={{ ml: 1 }} />}
      </>
    ),
  },
  {
    field: 'status',
    header: 'Status',
    sortable: true,
    nowrap: true,
    render: (i) => (
      <>
        {invoiceStatusLabel(i.status)}
        {i.overdue && <Chip size="small" color="error" label={INVOICE_DUE_STATE_LABELS.overdue} sx={{ ml: 1 }} />}
      </>
    ),
  },
  { field: 'gross_price', header: 'Amount', sortable: true, align: 'right', render: (i) => <Money value={i.gross_price} /> },
  { field: 'team', header: 'Team', sortable: true, maxWidth: 240, render: (i) => i.team?.name ?? '' },
  { field: 'date', header: 'Date', sortable: true, render: (i) => <Day value={i.date} /> },
  { field: 'date_due', header: 'Due Date', sortable: true, render: (i) => <Day value={i.date_due} /> },
  { field: 'lines', header: 'Lines', sortable: true, align: 'right' },
  { field: 'xero_id', header: 'Xero', render: (i) => (i.xero_id ? 'ok' : '') },
];
