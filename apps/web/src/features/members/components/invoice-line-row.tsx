import {
  cutPaymentReference,
  formatPounds,
  LINE_PAYMENT_TYPE_LABELS,
  LINE_STATUS_LABELS,
  toPence,
  toPounds,
  type InvoiceLineItem,
} from '@clubspace/contract';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { IconAction } from '../../../components/icon-action';
import { formatDay } from './invoice-columns';
import { fullName } from './labels';

const label = (labels: Record<string, string>, value: string) => labels[value] ?? value;

/** Columns a phone can spare: the name, gross and actions stay, so a line still fits 390 px (units from 600 px). */
export const wide = { display: { xs: 'none', md: 'table-cell' } } as const;
export const notPhone = { display: { xs: 'none', sm: 'table-cell' } } as const;
const nowrap = { whiteSpace: 'nowrap' } as const;
const struck = { textDecoration: 'line-through' } as const;
/** A void line's cells struck through and muted, but for the word Void itself (its status, the phone's chip). */
const voidRow = {
  '& td': { color: 'text.secondary' },
  '& td:not(.line-status)': { textDecoration: 'line-through' },
  '& td .MuiChip-root': { textDecoration: 'none' },
} as const;

// VAT of each line is line gross − line net, both already rounded by the server.
const lineVat = (l: InvoiceLineItem) => toPounds(toPence(l.line_gross_price) - toPence(l.line_price));

interface InvoiceLineRowProps {
  line: InvoiceLineItem;
  onEdit?: (line: InvoiceLineItem) => void;
  onDelete?: (line: InvoiceLineItem) => void;
}

/** One line of the invoice. A void line stays as a record, struck through and named Void; the totals leave it out. */
export function InvoiceLineRow({ line: l, onEdit, onDelete }: InvoiceLineRowProps) {
  const editable = Boolean(onEdit || onDelete);
  return (
    <TableRow data-void={l.status === 'void' || undefined} sx={l.status === 'void' ? voidRow : undefined}>
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
          {onEdit && (
            <IconAction title="Edit line" label={`Edit line ${l.name}`} onClick={() => onEdit(l)} icon={<EditOutlined fontSize="small" />} />
          )}
          {onDelete && (
            <IconAction
              title="Delete line"
              label={`Delete line ${l.name}`}
              color="error"
              onClick={() => onDelete(l)}
              icon={<DeleteOutlined fontSize="small" />}
            />
          )}
        </TableCell>
      )}
    </TableRow>
  );
}
