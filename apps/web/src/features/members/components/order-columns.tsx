import { formatDate, formatPounds, type OrderSummary } from '@clubspace/contract';
import { fullName } from './labels';
import type { MiniColumn } from '../../../components/mini-table';

const products = (o: OrderSummary) =>
  o.order_lines
    .filter((l) => l.product)
    .map((l) => `${l.quantity} × ${l.product?.name}`)
    .join(', ');

/** Orders table of the member profile (seed 2 §2). */
export const orderMiniColumns: MiniColumn<OrderSummary>[] = [
  { key: 'products', header: 'Products', render: products },
  { key: 'member', header: 'Member', render: (o) => fullName(o.member?.user) },
  { key: 'resource', header: 'Resource', render: (o) => o.booking?.resource?.name ?? '' },
  { key: 'date', header: 'Ordered', render: (o) => formatDate(o.open_date) },
  { key: 'items', header: 'Items', align: 'right', render: (o) => o.items_total },
  { key: 'total', header: 'Total Cost', align: 'right', render: (o) => formatPounds(o.price) },
];
