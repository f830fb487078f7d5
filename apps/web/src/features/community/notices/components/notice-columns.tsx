import { NOTICE_STATUS_LABELS, type NoticeItem } from '@clubspace/contract';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import type { Column } from '../../../../components/data-table';
import { DateText } from '../../../../components/date-text';
import { IconAction } from '../../../../components/icon-action';

const STATUS_COLOR = { scheduled: 'info', live: 'success', expired: 'default' } as const;

export interface NoticeActions {
  edit: (n: NoticeItem) => void;
  unpublish: (n: NoticeItem) => void;
  remove: (n: NoticeItem) => void;
}

/** The notice board's columns: status from the dates (contract noticeStatus, computed by the server), offices or All. */
export const noticeColumns = (actions: NoticeActions): Column<NoticeItem>[] => [
  { field: 'title', header: 'Title', sortable: true, maxWidth: 320 },
  {
    field: 'offices',
    header: 'Offices',
    render: (n) => (n.offices.length ? n.offices.map((o) => o.name).join(', ') : 'All offices'),
  },
  { field: 'publish_at', header: 'Publish at', sortable: true, render: (n) => <DateText value={n.publish_at} time /> },
  { field: 'expire_at', header: 'Expire at', sortable: true, render: (n) => (n.expire_at ? <DateText value={n.expire_at} time /> : 'Never') },
  { field: 'pinned', header: 'Pinned', sortable: true, render: (n) => (n.pinned ? 'Pinned' : '') },
  {
    field: 'status',
    header: 'Status',
    render: (n) => <Chip size="small" color={STATUS_COLOR[n.status]} label={NOTICE_STATUS_LABELS[n.status]} />,
  },
  {
    field: 'emailed_at',
    header: 'E-mail',
    render: (n) => (n.emailed_at ? `Sent to ${n.emailed_count}` : n.email_requested ? 'When live' : ''),
  },
  {
    field: 'actions',
    header: 'Actions',
    align: 'right',
    render: (n) => (
      <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
        <IconAction title="Edit" label={`Edit ${n.title}`} icon={<EditIcon fontSize="small" />} onClick={() => actions.edit(n)} />
        <IconAction
          title="Unpublish"
          label={`Unpublish ${n.title}`}
          icon={<VisibilityOffIcon fontSize="small" />}
          disabled={n.status === 'expired'}
          onClick={() => actions.unpublish(n)}
        />
        <IconAction title="Delete" label={`Delete ${n.title}`} icon={<DeleteIcon fontSize="small" />} onClick={() => actions.remove(n)} />
      </Stack>
    ),
  },
];
