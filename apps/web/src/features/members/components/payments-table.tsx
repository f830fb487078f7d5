import { PAYMENT_METHOD_LABELS, formatPounds, type PaymentItem } from '@clubspace/contract';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { IconAction } from '../../../components/icon-action';
import { formatDay } from './invoice-columns';

/** An invoice's payments (a credit note's refunds), each with its Delete action. */
export function PaymentsTable({ payments, label, onDelete }: { payments: PaymentItem[]; label: string; onDelete: (p: PaymentItem) => void }) {
  if (!payments.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        No payments recorded
      </Typography>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Method</TableCell>
            <TableCell>Reference</TableCell>
            <TableCell>Recorded by</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((p) => (
            <TableRow key={p.slug}>
              <TableCell>{formatDay(p.date)}</TableCell>
              <TableCell align="right">{formatPounds(p.amount)}</TableCell>
              <TableCell>{PAYMENT_METHOD_LABELS[p.method]}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{p.reference}</TableCell>
              <TableCell>{p.created_by}</TableCell>
              <TableCell align="right">
                <IconAction
                  title="Delete payment"
                  label={`Delete payment of ${formatPounds(p.amount)}`}
                  onClick={() => onDelete(p)}
                  icon={<DeleteOutlined fontSize="small" />}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
