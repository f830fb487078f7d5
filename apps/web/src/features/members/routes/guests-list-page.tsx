import { GUESTS_LIST } from '@clubspace/contract';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { SearchBox } from '../../../components/search-box';
import { useListParams } from '../../../components/use-list-params';
import { GUESTS_PATH, guestsListQuery } from '../api/guests-api';
import { guestColumns } from '../components/guest-columns';
import { GuestDialog } from '../components/guest-dialog';
import { ListToolbar } from '../components/list-toolbar';

const DEFAULTS = { page_size: GUESTS_LIST.pageSize, order: GUESTS_LIST.order };

/** /members/guests */
export default function GuestsListPage() {
  const { params, query, setParams } = useListParams(DEFAULTS);
  const list = useQuery(guestsListQuery(query));
  const [adding, setAdding] = useState(false);
  const data = list.data;
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
        rows={data?.guests ?? []}
        total={data?.num_results ?? 0}
        page={params.page_number}
        pageSize={data?.page_size ?? params.page_size}
        order={params.order}
        onChange={(change) => setParams({ ...change })}
        rowHref={(g) => `/members/guests/${g.slug}`}
        loading={list.isFetching}
        csv={{ endpoint: GUESTS_PATH, query, filename: 'guests.csv' }}
      />
      <GuestDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
