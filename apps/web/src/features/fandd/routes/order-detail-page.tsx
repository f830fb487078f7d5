import {
  canSetOrderStatus,
  CONFIRM,
  FANDD_MESSAGES,
  formatDateTime,
  formatPounds,
  ORDER_DETAIL_BUTTONS,
  type OrderItem,
  type OrderLineItem,
  type OrderStatus,
} from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { CanOpenLink } from '../../../components/can-open-link';
import { useConfirm } from '../../../components/confirm-dialog';
import { DetailField } from '../../../components/detail-field';
import { MiniTable, type MiniColumn } from '../../../components/mini-table';
import { PageLoader } from '../../../components/page-loader';
import { useRecordQuery } from '../../../components/query-gate';
import { SectionCard } from '../../../components/section-card';
import { notifySuccess } from '../../../lib/notify';
import { orderQuery, useSetOrderStatus } from '../api/fandd-api';
import { memberName } from '../components/order-columns';
import { statusColor, statusLabel } from '../components/order-status-badge';

const lineColumns: MiniColumn<OrderLineItem>[] = [
  { key: 'product', header: 'Product', render: (l) => l.product?.name ?? 'Product removed' },
  { key: 'price', header: 'Price', align: 'right', render: (l) => formatPounds(l.product_price) },
  { key: 'discount', header: 'Discount', align: 'right', render: (l) => formatPounds(l.discount) },
  { key: 'qty', header: 'Qty', align: 'right', render: (l) => l.quantity },
  { key: 'status', header: 'Status', render: (l) => statusLabel(l.status) },
];

/** /food-and-drinks/{slug}: the order with its lines; the four buttons follow the one state machine. */
export default function OrderDetailPage() {
  const { slug = '' } = useParams();
  const order = useRecordQuery(orderQuery(slug));
  if (order.isPending) return <PageLoader />;
  if (order.isError) return <Alert severity="error">{order.error.message}</Alert>;
  return <OrderDetail order={order.data} />;
}

/**
 * Who the order is for, each linked to its page: the member and the member's team; a bar-till order's team, or its
 * guest (whose team pays), instead of a member (issue 24).
 */
function OrderPayerFields({ order }: { order: OrderItem }) {
  const team = order.member?.team ?? order.team;
  return (
    <>
      <DetailField label="Member">
        {order.member ? <CanOpenLink to={`/members/${order.member.slug}`}>{memberName(order)}</CanOpenLink> : null}
      </DetailField>
      <DetailField label="Team">{team ? <CanOpenLink to={`/members/companies/${team.slug}`}>{team.name}</CanOpenLink> : null}</DetailField>
      {order.guest && (
        <DetailField label="Guest">
          <CanOpenLink to={`/members/guests/${order.guest.slug}`}>{order.guest.name}</CanOpenLink>
        </DetailField>
      )}
    </>
  );
}

function OrderDetail({ order }: { order: OrderItem }) {
  const setStatus = useSetOrderStatus();
  const confirm = useConfirm();
  const apply = (status: OrderStatus) =>
    setStatus.mutateAsync({ slug: order.slug, status }).then(
      () => notifySuccess(FANDD_MESSAGES.orderUpdated),
      () => undefined, // the refusal is toasted by the query client
    );
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">
          Order {order.code}
        </Typography>
        <Chip label={statusLabel(order.status)} color={statusColor(order.status)} data-testid="order-status" />
      </Stack>
      <SectionCard
        title="Details"
        actions={
          <Stack direction="row" spacing={1} role="group" aria-label="Order status">
            {ORDER_DETAIL_BUTTONS.map((b) => (
              <Button
                key={b.status}
                size="small"
                variant={b.status === 'cancelled' ? 'outlined' : 'contained'}
                color={b.status === 'cancelled' ? 'error' : 'primary'}
                disabled={setStatus.isPending || !canSetOrderStatus(order.status, b.status)}
                // Cancelling cannot be undone, so it asks first; the kitchen steps go at once.
                onClick={() =>
                  b.status === 'cancelled' ? confirm.ask(CONFIRM.cancelOrder(order.code), () => apply(b.status)) : void apply(b.status)
                }
              >
                {b.label}
              </Button>
            ))}
          </Stack>
        }
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
          <OrderPayerFields order={order} />
          <DetailField label="Init date">{formatDateTime(order.init_date)}</DetailField>
          <DetailField label="Staff">{order.staff?.name ?? '-'}</DetailField>
          <DetailField label="Code">{order.code}</DetailField>
          <DetailField label="Status">{statusLabel(order.status)}</DetailField>
          <DetailField label="Total price">{formatPounds(order.price)}</DetailField>
          <DetailField label="Payment reference">{order.payment_reference ?? '-'}</DetailField>
          <DetailField label="Resource">{order.booking?.resource?.name}</DetailField>
        </Box>
        <Box sx={{ mt: 2 }}>
          <DetailField label="Comments">
            {order.comments || (
              <Typography component="span" variant="body2" color="text.secondary">
                {FANDD_MESSAGES.commentsEmpty}
              </Typography>
            )}
          </DetailField>
        </Box>
      </SectionCard>
      <SectionCard title="Order lines">
        <MiniTable label="Order lines" columns={lineColumns} rows={order.order_lines} getRowId={(l) => String(l.id)} max={100} />
      </SectionCard>
      {confirm.dialog}
    </Stack>
  );
}
