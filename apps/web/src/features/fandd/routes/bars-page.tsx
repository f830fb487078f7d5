import { barsApi, BAR_STATUS_LABELS, BAR_STATUSES, BARS_LIST, type BarItem } from '@clubspace/contract';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { ListToolbar } from '../../../components/list-toolbar';
import { SearchBox } from '../../../components/search-box';
import { SelectFilter } from '../../../components/select-filter';
import { usePagedList } from '../../../components/use-paged-list';
import { barsListQuery } from '../api/fandd-api';
import { barColumns } from '../components/bar-columns';
import { BarDialog } from '../components/bar-dialog';

/** /fandd/bar: bars (15 per page) with opening hours, status and staff; create and edit dialogs. */
export default function BarsPage() {
  const { params, setParams, tableProps } = usePagedList({
    listName: 'bars',
    defaults: { page_size: BARS_LIST.pageSize, order: BARS_LIST.order, status: '' },
    queryOptions: barsListQuery,
    csv: { endpoint: barsApi.list, filename: 'bars.csv' },
  });
  const [editing, setEditing] = useState<BarItem | 'new' | null>(null);
  return (
    <>
      <ListToolbar
        filters={
          <>
            <SearchBox value={params.name} onSearch={(name) => setParams({ name })} label="Search bar" />
            <SelectFilter
              label="Status"
              value={String(params.status)}
              options={BAR_STATUSES}
              labels={BAR_STATUS_LABELS}
              onChange={(status) => setParams({ status })}
            />
          </>
        }
        action={
          <Button variant="contained" onClick={() => setEditing('new')}>
            Add Bar
          </Button>
        }
      />
      <DataTable
        label="Bars"
        columns={barColumns(setEditing)}
        empty={{
          title: 'No bars yet',
          action: (
            <Button variant="contained" onClick={() => setEditing('new')}>
              Add your first bar
            </Button>
          ),
        }}
        {...tableProps}
      />
      <BarDialog open={editing !== null} bar={editing && editing !== 'new' ? editing : undefined} onClose={() => setEditing(null)} />
    </>
  );
}
