import { STAFF_LIST, STAFF_ROLE_LABELS, type StaffItem } from '@clubspace/contract';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/data-table';
import { SearchBox } from '../../../components/search-box';
import { useListParams } from '../../../components/use-list-params';
import { ListToolbar } from '../../../components/list-toolbar';
import { STAFF_PATH, staffListQuery } from '../api/account-api';
import { StaffCreateDialog } from '../components/account-dialogs';

const DEFAULTS = { page_size: STAFF_LIST.pageSize, order: STAFF_LIST.order };

export const staffColumns: Column<StaffItem>[] = [
  { field: 'name', header: 'Name', sortable: true, render: (s) => `${s.user.first_name} ${s.user.last_name}` },
  { field: 'location', header: 'Location', render: (s) => (s.all_offices ? 'All offices' : s.offices.map((o) => o.name).join(', ')) },
  { field: 'email', header: 'Email address', sortable: true, render: (s) => s.user.email },
  { field: 'phone', header: 'Phone number', render: (s) => s.user.phone || '—' },
  { field: 'job_title', header: 'Job Title', sortable: true, render: (s) => s.job_title || '—' },
  { field: 'role', header: 'Role', sortable: true, render: (s) => STAFF_ROLE_LABELS[s.role as keyof typeof STAFF_ROLE_LABELS] ?? s.role },
  { field: 'status', header: 'Status', sortable: true, render: (s) => s.status || '—' },
];

/** /users/staff: the operator's staff; rows open the staff page; the tab's button creates a staff member. */
export default function StaffListPage() {
  const { params, query, setParams } = useListParams(DEFAULTS);
  const list = useQuery(staffListQuery(query));
  const [adding, setAdding] = useState(false);
  const data = list.data;
  return (
    <>
      <ListToolbar
        filters={<SearchBox value={params.name} onSearch={(name) => setParams({ name })} label="Search staff" />}
        action={
          <Button variant="contained" onClick={() => setAdding(true)}>
            Create staff
          </Button>
        }
      />
      <DataTable
        label="Staff"
        columns={staffColumns}
        rows={data?.staff ?? []}
        total={data?.num_results ?? 0}
        page={params.page_number}
        pageSize={data?.page_size ?? params.page_size}
        order={params.order}
        onChange={(change) => setParams({ ...change })}
        rowHref={(s) => `/users/staff/${s.slug}`}
        getRowId={(s) => s.slug}
        loading={list.isFetching}
        csv={{ endpoint: STAFF_PATH, query, filename: 'staff.csv' }}
      />
      <StaffCreateDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
