import { PAYMENT_METHOD_LABELS, formatPounds, type OnlinePaymentItem } from '@clubspace/contract';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import type { Column } from '../../../components/data-table';
import { DateText } from '../../../components/date-text';
import { OnlineStateChip } from '../../../components/online-state-chip';

/** Account → Payments' online payments: state, invoice, amount, method, Stripe's payment id, and Refund for unapplied money. */
export function onlinePaymentColumns(onRefund: (p: OnlinePaymentItem) => void): Column<OnlinePaymentItem>[] {
  return [
    { field: 'created_at', header: 'Started', sortable: true, nowrap: true, render: (p) => <DateText value={p.created_at} time /> },
    { field: 'state', header: 'State', render: (p) => <OnlineStateChip state={p.state} /> },
    {
      field: 'invoice',
      header: 'Invoice',
      nowrap: true,
      render: (p) => (
        <RouterLink to={`/members/invoices/${p.invoice.slug}`} onClick={(e) => e.stopPropagation()}>
          {p.invoice.name}
        </RouterLink>
      ),
    },
    { field: 'amount', header: 'Amount', sortable: true, align: 'right', render: (p) => formatPounds(p.amount) },
    { field: 'method', header: 'Method', nowrap: true, render: (p) => (p.method ? PAYMENT_METHOD_LABELS[p.method] : '—') },
    { field: 'payment_intent_id', header: 'Stripe payment', maxWidth: 220, render: (p) => p.payment_intent_id ?? p.checkout_session_id },
    {
      field: 'unapplied',
      header: 'Unapplied',
      render: (p) =>
        p.unapplied ? (
          p.refundable > 0 ? (
            <Button
              size="small"
              variant="outlined"
              onClick={() => onRefund(p)}
              aria-label={`Refund ${formatPounds(p.refundable)} of ${p.invoice.name} to the card`}
            >
              {`Refund ${formatPounds(p.refundable)}`}
            </Button>
          ) : (
            'Refunded'
          )
        ) : (
          '—'
        ),
    },
  ];
}
