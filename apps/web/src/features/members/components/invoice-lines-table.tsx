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
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { formatDay } from './invoice-columns';
import { fullName } from './labels';

interface InvoiceLinesTableProps {
  invoice: InvoiceDetail;
  /** Without it (a paid invoice) the rows have no edit or delete buttons. */
  onEdit?: (line: InvoiceLineItem) => void;
  onDelete?: (line: InvoiceLineItem) => void;
}

const label = (labels: Record<string, string>, value: string) => labels[value] ?? value;

/** The invoice's lines with the footer Subtotal, Total VAT (percent), TOTAL — the invoice's per-line-rounded sums. */
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
            <TableCell>Member</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Date</TableCell>
            <TableCell align="right">Units</TableCell>
            <TableCell align="right">Unit price</TableCell>
            <TableCell align="right">VAT</TableCell>
            <TableCell align="right">Gross</TableCell>
            <TableCell>Status</TableCell>
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
            <TableRow key={l.slug}>
              <TableCell>{l.name}</TableCell>
              <TableCell>{fullName(l.member?.user)}</TableCell>
              <TableCell>{label(LINE_PAYMENT_TYPE_LABELS, l.payment_type)}</TableCell>
              <TableCell>{formatDay(l.date)}</TableCell>
              <TableCell align="right">{l.units}</TableCell>
              <TableCell align="right">{formatPounds(l.unit_price)}</TableCell>
              <TableCell align="right">
                {formatPounds(lineVat(l))} ({l.vat}%)
              </TableCell>
              <TableCell align="right">{formatPounds(l.line_gross_price)}</TableCell>
              <TableCell>
                {label(LINE_STATUS_LABELS, l.status)}
                {l.payment_reference ? ` · ${cutPaymentReference(l.payment_reference)}` : ''}
              </TableCell>
              {editable && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {onEdit && (
                    <Tooltip title="Edit line">
                      <IconButton size="small" aria-label={`Edit line ${l.name}`} onClick={() => onEdit(l)}>
                        ✎
                      </IconButton>
                    </Tooltip>
                  )}
                  {onDelete && (
                    <Tooltip title="Delete line">
                      <IconButton size="small" aria-label={`Delete line ${l.name}`} onClick={() => onDelete(l)}>
                        ✕
                      </IconButton>
                    </Tooltip>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={7} align="right">
              Subtotal
            </TableCell>
            <TableCell align="right" data-testid="invoice-subtotal">
              {formatPounds(invoice.net_price)}
            </TableCell>
            <TableCell colSpan={columns - 8} />
          </TableRow>
          <TableRow>
            <TableCell colSpan={7} align="right">
              Total VAT ({invoice.vat_type}%)
            </TableCell>
            <TableCell align="right" data-testid="invoice-vat">
              {formatPounds(invoice.vat)}
            </TableCell>
            <TableCell colSpan={columns - 8} />
          </TableRow>
          <TableRow>
            <TableCell colSpan={7} align="right" sx={{ fontWeight: 700 }}>
              TOTAL
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="invoice-total">
              {formatPounds(invoice.gross_price)}
            </TableCell>
            <TableCell colSpan={columns - 8} />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
