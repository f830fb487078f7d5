import { guestsApi, GUESTS_LIST } from '@clubspace/contract';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { ListToolbar } from '../../../components/list-toolbar';
import { SearchBox } from '../../../components/search-box';
import { usePagedList } from '../../../components/use-paged-list';
import { guestsListQuery } from '../api/guests-api';
import { guestColumns } from '../components/guest-columns';
import { GuestDialog } from '../components/guest-dialog';

/** /members/guests */
export default function GuestsListPage() {
  const { params, setParams, tableProps } = usePagedList({
    listName: 'guests',
    defaults: { page_size: GUESTS_LIST.pageSize, order: GUESTS_LIST.order },
    queryOptions: guestsListQuery,
    csv: { endpoint: guestsApi.list, filename: 'guests.csv' },
  });
  const [adding, setAdding] = useState(false);
  return (
    <>
      <ListToolbar
        filters={<SearchBox value={params.name} onSearch={(name) => setParams({ name })} label="Search guest" />}
        action={
          <Button variant="contained" onClick={() => setAdding(true)}>
            Add guest
          </Button>
        }
      />
      <DataTable
        label="Guests"
        columns={guestColumns}
        rowHref={(g) => `/members/guests/${g.slug}`}
        empty={{
          title: 'No guests yet',
          action: (
            <Button variant="contained" onClick={() => setAdding(true)}>
              Add your first guest
            </Button>
          ),
        }}
        {...tableProps}
      />
      <GuestDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
