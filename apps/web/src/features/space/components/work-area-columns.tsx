import type { Column } from '../../../components/data-table';
import { WORK_AREA_STATUS_LABELS, labelOf, yesNo, type WorkAreaItem } from '@clubspace/contract';
import { typeLabel } from './space-labels';

export const workAreaColumns: Column<WorkAreaItem>[] = [
  { field: 'name', header: 'Work area', sortable: true, maxWidth: 240 },
  { field: 'area_type', header: 'Type', sortable: true, render: (w) => typeLabel(w.area_type) },
  { field: 'office', header: 'Office', render: (w) => w.office?.name ?? '' },
  { field: 'floor', header: 'Floor', render: (w) => w.floor?.name ?? '' },
  { field: 'size', header: 'Capacity', sortable: true, align: 'right' },
  { field: 'order', header: 'Order', sortable: true, align: 'right' },
  { field: 'bookable', header: 'Bookable', render: (w) => yesNo(w.bookable) },
  { field: 'status', header: 'Status', sortable: true, render: (w) => labelOf(WORK_AREA_STATUS_LABELS, w.status) },
];
