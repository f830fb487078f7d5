import type { OrderSummary } from '@clubspace/contract';
import { DateText } from '../../../components/date-text';
import { Money } from '../../../components/money';
import { TruncatedText } from '../../../components/truncated-text';
import { fullName } from './labels';
import type { MiniColumn } from '../../../components/mini-table';

const products = (o: OrderSummary) =>
  o.order_lines
    .filter((l) => l.product)
    .map((l) => `${l.quantity} × ${l.product?.name}`)
    .join(', ');

/** Orders table of the member profile (seed 2 §2). */
export const orderMiniColumns: MiniColumn<OrderSummary>[] = [
  { key: 'products', header: 'Products', render: (o) => <TruncatedText text={products(o)} maxWidth={260} /> },
  { key: 'member', header: 'Member', render: (o) => fullName(o.member?.user) },
  { key: 'resource', header: 'Resource', render: (o) => o.booking?.resource?.name ?? '' },
  { key: 'date', header: 'Ordered', render: (o) => <DateText value={o.open_date} /> },
  { key: 'items', header: 'Items', align: 'right', render: (o) => o.items_total },
  { key: 'total', header: 'Total Cost', align: 'right', render: (o) => <Money value={o.price} /> },
];
