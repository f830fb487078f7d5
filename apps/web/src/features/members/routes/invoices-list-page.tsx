import { invoicesApi, INVOICE_KINDS, INVOICE_KIND_LABELS, INVOICE_TYPE_LABELS, INVOICES_LIST } from '@clubspace/contract';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { ListToolbar } from '../../../components/list-toolbar';
import { SearchBox } from '../../../components/search-box';
import { SelectFilter } from '../../../components/select-filter';
import { TeamPicker } from '../../../components/team-picker';
import { usePagedList } from '../../../components/use-paged-list';
import { invoicesListQuery } from '../api/invoices-api';
import { BillingRunDialog } from '../components/billing-run-dialog';
import { invoiceListColumns } from '../components/invoice-columns';
import { InvoiceStatusToggle } from '../components/invoice-status-toggle';

/** The seed's type filter: All, Work, Bar. */
const TYPE_FILTER = ['work', 'bar'] as const;

/** /members/invoices: search, status toggles, type, team; default order -date, 15 a page. */
export default function InvoicesListPage() {
  const { params, setParams, tableProps } = usePagedList({
    listName: 'invoices',
    defaults: { page_size: INVOICES_LIST.pageSize, order: INVOICES_LIST.order, status: '', invoice_type: '', team: '', kind: '' },
    queryOptions: invoicesListQuery,
    csv: { endpoint: invoicesApi.list, filename: 'invoices.csv' },
  });
  const [billing, setBilling] = useState(false);
  const create = (text: string) => (
    <Button variant="contained" component={RouterLink} to="/members/invoices/add">
      {text}
    </Button>
  );

  return (
    <>
      <ListToolbar
        filters={
          <>
            <SearchBox value={params.name} onSearch={(name) => setParams({ name })} label="Search invoice" />
            <InvoiceStatusToggle value={String(params.status)} onChange={(status) => setParams({ status })} />
            <SelectFilter
              label="Type"
              value={String(params.invoice_type)}
              options={TYPE_FILTER}
              labels={INVOICE_TYPE_LABELS}
              onChange={(invoice_type) => setParams({ invoice_type })}
              minWidth={110}
            />
            <SelectFilter
              label="Kind"
              value={String(params.kind)}
              options={INVOICE_KINDS}
              labels={INVOICE_KIND_LABELS}
              onChange={(kind) => setParams({ kind })}
              minWidth={130}
            />
            <TeamPicker size="small" minWidth={200} value={String(params.team)} onChange={(t) => setParams({ team: t?.slug ?? '' })} />
          </>
        }
        action={
          <>
            <Button variant="outlined" onClick={() => setBilling(true)} sx={{ mr: 1 }}>
              Run billing
            </Button>
            {create('Create invoice')}
          </>
        }
      />
      <DataTable
        label="Invoices"
        columns={invoiceListColumns}
        getRowId={(i) => i.slug}
        rowHref={(i) => `/members/invoices/${i.slug}`}
        empty={{ title: 'No invoices yet', action: create('Create your first invoice') }}
        {...tableProps}
      />
      <BillingRunDialog open={billing} onClose={() => setBilling(false)} />
    </>
  );
}
