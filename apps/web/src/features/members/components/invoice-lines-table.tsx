import {
  cutPaymentReference,
  formatPounds,
  LINE_PAYMENT_TYPE_LABELS,
  LINE_STATUS_LABELS,
  toPence,
  toPounds,
  type InvoiceDetail,
  type InvoiceLineItem,
} from '@clubspace/contract';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { IconAction } from '../../../components/icon-action';
import { formatDay } from './invoice-columns';
import { fullName } from './labels';

interface InvoiceLinesTableProps {
  invoice: InvoiceDetail;
  /** Without it (an issued or paid invoice) the rows have no edit or delete buttons. */
  onEdit?: (line: InvoiceLineItem) => void;
  onDelete?: (line: InvoiceLineItem) => void;
}

const label = (labels: Record<string, string>, value: string) => labels[value] ?? value;

/** Columns a phone can spare: the name, gross and actions stay, so a line still fits 390 px (units from 600 px). */
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;
const notPhone = { display: { xs: 'none', sm: 'table-cell' } } as const;
const nowrap = { whiteSpace: 'nowrap' } as const;
const struck = { textDecoration: 'line-through' } as const;
/** A void line's cells struck through and muted, but for the word Void itself (its status, the phone's chip). */
const voidRow = { '& td': { color: 'text.secondary' }, '& td:not(.line-status)': { textDecoration: 'line-through' }, '& td .MuiChip-root': { textDecoration: 'none' } } as const;

/** The invoice's lines; the totals are a separate block (InvoiceTotals) so they never scroll off a phone's screen. */
export function InvoiceLinesTable({ invoice, onEdit, onDelete }: InvoiceLinesTableProps) {
  const editable = Boolean(onEdit || onDelete);
  const columns = 9 + (editable ? 1 : 0);
  // VAT of each line is line gross − line net, both already rounded by the server.
  const lineVat = (l: InvoiceLineItem) => toPounds(toPence(l.line_gross_price) - toPence(l.line_price));
  return (
    <TableContainer>
      <Table size="small" aria-label="Invoice lines">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell sx={wide}>Member</TableCell>
            <TableCell sx={wide}>Type</TableCell>
            <TableCell sx={wide}>Date</TableCell>
            <TableCell align="right" sx={notPhone}>
              Units
            </TableCell>
            <TableCell align="right" sx={wide}>
              Unit price
            </TableCell>
            <TableCell align="right" sx={wide}>
              VAT
            </TableCell>
            <TableCell align="right">Gross</TableCell>
            <TableCell sx={wide}>Status</TableCell>
            {editable && <TableCell align="right">Actions</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.invoice_lines.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns} align="center">
                No lines
              </TableCell>
            </TableRow>
          )}
          {invoice.invoice_lines.map((l) => (
            // A void line stays as a record, struck through and named Void; the totals leave it out.
            <TableRow key={l.slug} data-void={l.status === 'void' || undefined} sx={l.status === 'void' ? voidRow : undefined}>
              <TableCell>
                <Box component="span" sx={l.status === 'void' ? struck : undefined}>
                  {l.name}
                </Box>
                {/* Phones hide the Status column: the chip says Void there. */}
                {l.status === 'void' && <Chip size="small" label={LINE_STATUS_LABELS.void} sx={{ ml: 1, display: { md: 'none' } }} />}
              </TableCell>
              <TableCell sx={wide}>{fullName(l.member?.user)}</TableCell>
              <TableCell sx={wide}>{label(LINE_PAYMENT_TYPE_LABELS, l.payment_type)}</TableCell>
              <TableCell sx={{ ...wide, ...nowrap }}>{formatDay(l.date)}</TableCell>
              <TableCell align="right" sx={notPhone}>
                {l.units}
              </TableCell>
              <TableCell align="right" sx={{ ...wide, ...nowrap }}>
                {formatPounds(l.unit_price)}
              </TableCell>
              <TableCell align="right" sx={{ ...wide, ...nowrap }}>
                {formatPounds(lineVat(l))} ({l.vat}%)
              </TableCell>
              <TableCell align="right" sx={nowrap}>
                {formatPounds(l.line_gross_price)}
              </TableCell>
              <TableCell sx={wide} className="line-status">
                {label(LINE_STATUS_LABELS, l.status)}
                {l.payment_reference ? ` · ${cutPaymentReference(l.payment_reference)}` : ''}
              </TableCell>
              {editable && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {onEdit && <IconAction title="Edit line" label={`Edit line ${l.name}`} onClick={() => onEdit(l)} icon={<EditOutlined fontSize="small" />} />}
                  {onDelete && (
                    <IconAction title="Delete line" label={`Delete line ${l.name}`} color="error" onClick={() => onDelete(l)} icon={<DeleteOutlined fontSize="small" />} />
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Subtotal, Total VAT (percent), TOTAL — the invoice's per-line-rounded sums, right-aligned under the lines. */
export function InvoiceTotals({ invoice }: { invoice: InvoiceDetail }) {
  const row = (label: string, value: string, testId: string, strong = false) => (
    <>
      <Box component="dt" sx={{ textAlign: 'right', fontWeight: strong ? 700 : 400 }}>
        {label}
      </Box>
      <Box component="dd" data-testid={testId} sx={{ m: 0, textAlign: 'right', fontWeight: strong ? 700 : 400, ...nowrap }}>
        {value}
      </Box>
    </>
  );
  return (
    <Box
      component="dl"
      aria-label="Invoice totals"
      sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(6rem, auto)', columnGap: 3, rowGap: 0.5, justifyContent: 'end', m: 0, mt: 2, typography: 'body2' }}
    >
      {row('Subtotal', formatPounds(invoice.net_price), 'invoice-subtotal')}
      {row(`Total VAT (${invoice.vat_type}%)`, formatPounds(invoice.vat), 'invoice-vat')}
      {row('TOTAL', formatPounds(invoice.gross_price), 'invoice-total', true)}
    </Box>
  );
}
