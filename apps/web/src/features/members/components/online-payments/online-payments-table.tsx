import { PAYMENT_METHOD_LABELS, formatPounds, type OnlinePaymentItem } from '@clubspace/contract';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DateText } from '../../../../components/date-text';
import { OnlineStateChip } from '../../../../components/online-state-chip';

const ids = { overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: '0.75rem' } as const;

/** An invoice's online payments (issue 27): state, amount, method, Stripe's ids, and each refund to the card. */
export function OnlinePaymentsTable({ payments }: { payments: OnlinePaymentItem[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Online payments">
        <TableHead>
          <TableRow>
            <TableCell>Started</TableCell>
            <TableCell>State</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Method</TableCell>
            <TableCell>Stripe</TableCell>
            <TableCell>Refunds</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((p) => (
            <TableRow key={p.slug}>
              <TableCell>
                <DateText value={p.created_at} time />
              </TableCell>
              <TableCell>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <OnlineStateChip state={p.state} />
                  {p.unapplied && <Typography variant="caption">Unapplied: the invoice was already paid</Typography>}
                  {p.failure && <Typography variant="caption">{p.failure}</Typography>}
                </Stack>
              </TableCell>
              <TableCell align="right">{formatPounds(p.amount)}</TableCell>
              <TableCell>{p.method ? PAYMENT_METHOD_LABELS[p.method] : '—'}</TableCell>
              <TableCell sx={ids}>
                <div>{p.payment_intent_id ?? '—'}</div>
                <div>{p.checkout_session_id}</div>
              </TableCell>
              <TableCell>
                {p.refunds.length === 0
                  ? '—'
                  : p.refunds.map((r) => (
                      <Stack key={r.slug} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                        <span>{formatPounds(r.amount)}</span>
                        <OnlineStateChip state={r.status} kind="refund" />
                        {r.credit_note && <span>{r.credit_note.name}</span>}
                        {r.provider_refund_id && <span style={ids}>{r.provider_refund_id}</span>}
                        {r.failure && <Typography variant="caption">{r.failure}</Typography>}
                      </Stack>
                    ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
