import {
  ONLINE_DISPLAY_LABELS,
  ONLINE_DISPLAY_STATES,
  ONLINE_PAYMENTS_LIST,
  formatPounds,
  onlinePaymentsApi,
  type OnlinePaymentItem,
} from '@clubspace/contract';
import { useConfirm } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { ListToolbar } from '../../../components/list-toolbar';
import { SearchBox } from '../../../components/search-box';
import { SectionCard } from '../../../components/section-card';
import { SelectFilter } from '../../../components/select-filter';
import { usePagedList } from '../../../components/use-paged-list';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { onlinePaymentsListQuery, useRefundUnapplied } from '../api/payments-api';
import { onlinePaymentColumns } from './online-payments-columns';

const UNAPPLIED = ['1'] as const;

/**
 * Account → Payments (issue 27): the operator's online payments, newest first, with their state; filter by state or
 * to the unapplied ones (money that arrived for an invoice already paid), each with Refund to the card.
 */
export function OnlinePaymentsList() {
  const { params, setParams, tableProps } = usePagedList({
    listName: 'online_payments',
    defaults: { page_size: ONLINE_PAYMENTS_LIST.pageSize, order: ONLINE_PAYMENTS_LIST.order },
    queryOptions: onlinePaymentsListQuery,
    csv: { endpoint: onlinePaymentsApi.list, filename: 'online-payments.csv' },
  });
  const refund = useRefundUnapplied();
  const confirm = useConfirm();
  const askRefund = (p: OnlinePaymentItem) =>
    confirm.ask(
      {
        title: `Refund ${formatPounds(p.refundable)} to the card?`,
        message: `${formatPounds(p.refundable)} paid online for ${p.invoice.name}, which was already paid, goes back to the payer's card or account through Stripe.`,
        confirmLabel: 'Refund to the card',
        keepLabel: 'Keep',
        destructive: false,
      },
      async () => {
        try {
          notifySuccess((await refund.mutateAsync(p.slug)).detail);
        } catch (err) {
          notifyError(err);
        }
      },
    );
  return (
    <SectionCard title="Online payments">
      <ListToolbar
        filters={
          <>
            <SearchBox value={params.name} onSearch={(name) => setParams({ name })} label="Search invoice or Stripe id" />
            <SelectFilter
              label="State"
              value={String(params.state ?? '')}
              options={ONLINE_DISPLAY_STATES}
              labels={ONLINE_DISPLAY_LABELS}
              onChange={(state) => setParams({ state })}
            />
            <SelectFilter
              label="Unapplied"
              value={String(params.unapplied ?? '')}
              options={UNAPPLIED}
              labels={{ '1': 'Unapplied only' }}
              onChange={(unapplied) => setParams({ unapplied })}
            />
          </>
        }
      />
      <DataTable
        label="Online payments"
        columns={onlinePaymentColumns(askRefund)}
        getRowId={(p) => p.slug}
        empty={{ title: 'No online payments yet' }}
        {...tableProps}
      />
      {confirm.dialog}
    </SectionCard>
  );
}
