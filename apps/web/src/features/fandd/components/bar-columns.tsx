import { BAR_STATUS_LABELS, labelOf, type BarItem } from '@clubspace/contract';
import EditIcon from '@mui/icons-material/Edit';
import Chip from '@mui/material/Chip';
import type { Column } from '../../../components/data-table';
import { IconAction } from '../../../components/icon-action';

export function barColumns(onEdit: (b: BarItem) => void): Column<BarItem>[] {
  return [
    { field: 'name', header: 'Name', sortable: true },
    { field: 'office', header: 'Office', render: (b) => b.office?.name ?? '' },
    { field: 'open_time', header: 'Open', sortable: true, render: (b) => b.open_time ?? '-' },
    { field: 'close_time', header: 'Close', sortable: true, render: (b) => b.close_time ?? '-' },
    {
      field: 'status',
      header: 'Status',
      sortable: true,
      render: (b) => <Chip size="small" label={labelOf(BAR_STATUS_LABELS, b.status)} color={b.status === 'active' ? 'success' : 'default'} />,
    },
    { field: 'staff', header: 'Staff', maxWidth: 260, render: (b) => b.staff.map((s) => s.name).join(', ') || '-' },
    {
      field: 'edit',
      header: '',
      align: 'right',
      render: (b) => <IconAction title="Edit bar" label={`Edit ${b.name}`} onClick={() => onEdit(b)} icon={<EditIcon fontSize="small" />} />,
    },
  ];
}
