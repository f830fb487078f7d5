import { ordersApi, ORDER_STATUS_LABELS, ORDER_STATUSES, ORDERS_SEARCH_DEBOUNCE_MS, type OrderItem, type OrderStatus } from '@clubspace/contract';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { ListToolbar } from '../../../components/list-toolbar';
import { SearchBox } from '../../../components/search-box';
import { SelectFilter } from '../../../components/select-filter';
import { usePagedList } from '../../../components/use-paged-list';
import { ORDERS_LIST_SOURCE, useSetOrderStatus } from '../api/fandd-api';
import { memberName, orderColumns } from '../components/order-columns';
import { DayInput } from '../../../components/day-input';
import { BarTillDialog } from '../components/bar-till-dialog';

/** /fandd and /fandd/orders: the kitchen list, refreshed every few seconds; the badge moves an order along. */
export default function OrdersListPage() {
  const { params, setParams, tableProps } = usePagedList({
    listName: 'orders',
    ...ORDERS_LIST_SOURCE,
    csv: { endpoint: ordersApi.list, filename: 'orders.csv' },
  });
  const setStatus = useSetOrderStatus();
  const [busy, setBusy] = useState<string>();
  const [tillOpen, setTillOpen] = useState(false);
  const advance = async (order: OrderItem, next: OrderStatus) => {
    setBusy(order.slug);
    try {
      await setStatus.mutateAsync({ slug: order.slug, status: next });
    } catch {
      // The refusal's message is toasted by the query client.
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <>
      <ListToolbar
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setTillOpen(true)}>
            New order
          </Button>
        }
        filters={
          <>
            <SearchBox
              value={params.name}
              onSearch={(name) => setParams({ name })}
              delay={ORDERS_SEARCH_DEBOUNCE_MS}
              label="Search member, product or code"
            />
            <SelectFilter
              label="Status"
              value={String(params.status)}
              options={ORDER_STATUSES}
              labels={ORDER_STATUS_LABELS}
              onChange={(status) => setParams({ status })}
            />
            <DayInput size="small" label="Date" value={String(params.date)} onChange={(date) => setParams({ date })} />
            {params.member && (
              <Chip
                label={`Member: ${(tableProps.rows[0] && memberName(tableProps.rows[0])) || params.member}`}
                onDelete={() => setParams({ member: '' })}
              />
            )}
          </>
        }
      />
      <BarTillDialog open={tillOpen} onClose={() => setTillOpen(false)} />
      <DataTable
        label="Orders"
        columns={orderColumns(advance, busy)}
        rowHref={(o) => `/food-and-drinks/${o.slug}`}
        empty={{ title: 'No orders yet' }}
        {...tableProps}
      />
    </>
  );
}
