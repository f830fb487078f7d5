import { INVOICES_LIST } from '@clubspace/contract';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { SearchBox } from '../../../components/search-box';
import { useListParams } from '../../../components/use-list-params';
import { INVOICES_LIST_PATH, invoicesListQuery } from '../api/invoices-api';
import { invoiceListColumns } from '../components/invoice-columns';
import { InvoiceStatusToggle } from '../components/invoice-status-toggle';
import { ListToolbar } from '../../../components/list-toolbar';
import { TeamPicker } from '../../../components/team-picker';

/** The seed's type filter: None, Work, Bar. */
const TYPE_FILTER = [
  { value: '', label: 'None' },
  { value: 'work', label: 'Work' },
  { value: 'bar', label: 'Bar' },
];

/** /members/invoices: search, status toggles, type, team; default order -date, 15 a page. */
export default function InvoicesListPage() {
  const { params, query, setParams } = useListParams({
    page_size: INVOICES_LIST.pageSize,
    order: INVOICES_LIST.order,
    status: '',
    invoice_type: '',
    team: '',
  });
  const list = useQuery(invoicesListQuery(query));
  const data = list.data;

  return (
    <>
      <ListToolbar
        filters={
          <>
            <SearchBox value={params.name} onSearch={(name) => setParams({ name })} label="Search invoice" />
            <InvoiceStatusToggle value={String(params.status)} onChange={(status) => setParams({ status })} />
            <TextField
              select
              size="small"
              label="Type"
              value={params.invoice_type}
              onChange={(e) => setParams({ invoice_type: e.target.value })}
              sx={{ minWidth: 120 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              {TYPE_FILTER.map((t) => (
                <MenuItem key={t.value} value={t.value}>
                  {t.label}
                </MenuItem>
              ))}
            </TextField>
            <TeamPicker size="small" minWidth={200} value={String(params.team)} onChange={(t) => setParams({ team: t?.slug ?? '' })} />
          </>
        }
        action={
          <Button variant="contained" component={RouterLink} to="/members/invoices/add">
            Create invoice
          </Button>
        }
      />
      <DataTable
        label="Invoices"
        columns={invoiceListColumns}
        rows={data?.invoices ?? []}
        getRowId={(i) => i.slug}
        total={data?.num_results ?? 0}
        page={params.page_number}
        pageSize={data?.page_size ?? params.page_size}
        order={params.order}
        onChange={(change) => setParams({ ...change })}
        rowHref={(i) => `/members/invoices/${i.slug}`}
        loading={list.isFetching}
        emptyText="No invoices"
        csv={{ endpoint: INVOICES_LIST_PATH, query, filename: 'invoices.csv' }}
      />
    </>
  );
}
