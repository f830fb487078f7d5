import { formatPounds, type InvoiceDetail, type InvoiceLineItem } from '@clubspace/contract';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { InvoiceLineRow, notPhone, wide } from './invoice-line-row';

interface InvoiceLinesTableProps {
  invoice: InvoiceDetail;
  /** Without it (an issued or paid invoice) the rows have no edit or delete buttons. */
  onEdit?: (line: InvoiceLineItem) => void;
  onDelete?: (line: InvoiceLineItem) => void;
}

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The invoice's lines; the totals are a separate block (InvoiceTotals) so they never scroll off a phone's screen. */
export function InvoiceLinesTable({ invoice, onEdit, onDelete }: InvoiceLinesTableProps) {
  const editable = Boolean(onEdit || onDelete);
  const columns = 9 + (editable ? 1 : 0);
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
            <InvoiceLineRow key={l.slug} line={l} onEdit={onEdit} onDelete={onDelete} />
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
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(6rem, auto)',
        columnGap: 3,
        rowGap: 0.5,
        justifyContent: 'end',
        m: 0,
        mt: 2,
        typography: 'body2',
      }}
    >
      {row('Subtotal', formatPounds(invoice.net_price), 'invoice-subtotal')}
      {row(`Total VAT (${invoice.vat_type}%)`, formatPounds(invoice.vat), 'invoice-vat')}
      {row('TOTAL', formatPounds(invoice.gross_price), 'invoice-total', true)}
    </Box>
  );
}
