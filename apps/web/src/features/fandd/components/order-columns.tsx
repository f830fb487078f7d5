import type { OrderItem, OrderStatus } from '@clubspace/contract';
import type { Column } from '../../../components/data-table';
import { DateText } from '../../../components/date-text';
import { Money } from '../../../components/money';
import { OrderStatusBadge } from './order-status-badge';

export const orderLinesText = (order: Pick<OrderItem, 'order_lines'>) =>
  order.order_lines.map((l) => `${l.product?.name ?? 'Product removed'} × ${l.quantity}`).join(', ');

export const memberName = (order: Pick<OrderItem, 'member'>) =>
  order.member ? `${order.member.user.first_name} ${order.member.user.last_name}`.trim() : '';

/** Who the order is for: the member, else the guest or the team (bar till), else a walk-in sale. */
export const payerName = (order: Pick<OrderItem, 'member' | 'guest' | 'team'>) =>
  memberName(order) || (order.guest ? `${order.guest.name} (guest)` : '') || order.team?.name || 'Walk-in';

/** Orders list columns; the status badge changes the order in place. */
export function orderColumns(advance: (order: OrderItem, next: OrderStatus) => Promise<unknown>, busySlug?: string): Column<OrderItem>[] {
  return [
    { field: 'code', header: 'Code', sortable: true, nowrap: true },
    {
      field: 'status',
      header: 'Status',
      sortable: true,
      render: (o) => <OrderStatusBadge status={o.status} busy={busySlug === o.slug} onAdvance={(next) => advance(o, next)} />,
    },
    { field: 'order_lines', header: 'Order', maxWidth: 280, render: orderLinesText },
    { field: 'member', header: 'Member', sortable: true, maxWidth: 180, render: payerName },
    { field: 'booking', header: 'Resource', render: (o) => o.booking?.resource?.name ?? '' },
    { field: 'price', header: 'Price', sortable: true, align: 'right', render: (o) => <Money value={o.price} /> },
    { field: 'init_date', header: 'Date', sortable: true, render: (o) => <DateText value={o.init_date} time /> },
  ];
}
