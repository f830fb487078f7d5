import { STAFF_LIST, staffApi } from '@clubspace/contract';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { ListToolbar } from '../../../components/list-toolbar';
import { SearchBox } from '../../../components/search-box';
import { usePagedList } from '../../../components/use-paged-list';
import { staffListQuery } from '../api/account-api';
import { StaffCreateDialog } from '../components/account-dialogs';
import { staffColumns } from '../components/staff-columns';
import { TwoFactorPolicyCard } from '../components/two-factor-policy-card';

/** /users/staff: the operator's staff; rows open the staff page; the tab's button creates a staff member. */
export default function StaffListPage() {
  const { params, setParams, tableProps } = usePagedList({
    listName: 'staff',
    defaults: { page_size: STAFF_LIST.pageSize, order: STAFF_LIST.order },
    queryOptions: staffListQuery,
    csv: { endpoint: staffApi.list, filename: 'staff.csv' },
  });
  const [adding, setAdding] = useState(false);
  const create = (text: string) => (
    <Button variant="contained" onClick={() => setAdding(true)}>
      {text}
    </Button>
  );
  return (
    <>
      <TwoFactorPolicyCard />
      <ListToolbar
        filters={<SearchBox value={params.name} onSearch={(name) => setParams({ name })} label="Search staff" />}
        action={create('Create staff')}
      />
      <DataTable
        label="Staff"
        columns={staffColumns}
        rowHref={(s) => `/users/staff/${s.slug}`}
        getRowId={(s) => s.slug}
        empty={{ title: 'No staff yet', action: create('Add your first staff member') }}
        {...tableProps}
      />
      <StaffCreateDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
