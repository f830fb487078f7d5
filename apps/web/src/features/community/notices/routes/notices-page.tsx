import { NOTICE_CONFIRM, NOTICE_MESSAGES, NOTICE_STATUSES, NOTICE_STATUS_LABELS, noticesApi, type NoticeItem } from '@clubspace/contract';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { officesLookup } from '../../../../components/booking/booking-lookups';
import { useConfirm } from '../../../../components/confirm-dialog';
import { DataTable } from '../../../../components/data-table';
import { ListToolbar } from '../../../../components/list-toolbar';
import { SearchBox } from '../../../../components/search-box';
import { SelectFilter } from '../../../../components/select-filter';
import { usePagedList } from '../../../../components/use-paged-list';
import { notifySuccess } from '../../../../lib/notify';
import { NOTICES_LIST_SOURCE, useRemoveNotice, useUnpublishNotice } from '../api/notices-api';
import { noticeColumns } from '../components/notice-columns';
import { NoticeDialog } from '../components/notice-dialog';

/** /community/notices: the notice board (section `board`): status from the dates, filters, search, paging, CSV. */
export default function NoticesPage() {
  const { params, setParams, tableProps } = usePagedList({
    listName: 'notices',
    ...NOTICES_LIST_SOURCE,
    csv: { endpoint: noticesApi.list, filename: 'notices.csv' },
  });
  const offices = useQuery(officesLookup());
  const [editing, setEditing] = useState<NoticeItem | 'new' | null>(null);
  const unpublish = useUnpublishNotice();
  const remove = useRemoveNotice();
  const confirm = useConfirm();
  const columns = noticeColumns({
    edit: (n) => setEditing(n),
    unpublish: (n) =>
      confirm.ask(NOTICE_CONFIRM.unpublish(n.title), () => unpublish.mutateAsync(n.slug).then(() => notifySuccess(NOTICE_MESSAGES.unpublished))),
    remove: (n) => confirm.ask(NOTICE_CONFIRM.remove(n.title), () => remove.mutateAsync(n.slug).then(() => notifySuccess(NOTICE_MESSAGES.deleted))),
  });
  const add = (
    <Button variant="contained" onClick={() => setEditing('new')}>
      Post notice
    </Button>
  );
  return (
    <>
      <ListToolbar
        filters={
          <>
            <SearchBox value={params.name} onSearch={(name) => setParams({ name })} label="Search notices" />
            <SelectFilter
              label="Status"
              value={String(params.status ?? '')}
              options={NOTICE_STATUSES}
              labels={NOTICE_STATUS_LABELS}
              onChange={(status) => setParams({ status })}
            />
            <TextField
              select
              size="small"
              label="Office"
              value={String(params.office ?? '')}
              onChange={(e) => setParams({ office: e.target.value })}
              sx={{ minWidth: 160 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">All</MenuItem>
              {(offices.data ?? []).map((o) => (
                <MenuItem key={o.slug} value={o.slug}>
                  {o.name}
                </MenuItem>
              ))}
            </TextField>
          </>
        }
        action={add}
      />
      <DataTable label="Notices" columns={columns} empty={{ title: NOTICE_MESSAGES.none, action: add }} {...tableProps} />
      <NoticeDialog
        open={editing !== null}
        notice={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          notifySuccess(NOTICE_MESSAGES.saved);
        }}
      />
      {confirm.dialog}
    </>
  );
}
