import type { Column } from '../../../components/data-table';
import type { WorkAreaItem } from '@clubspace/contract';
import { humanize, typeLabel } from './space-labels';

export const workAreaColumns: Column<WorkAreaItem>[] = [
  { field: 'name', header: 'Work area', sortable: true },
  { field: 'area_type', header: 'Type', sortable: true, render: (w) => typeLabel(w.area_type) },
  { field: 'office', header: 'Office', render: (w) => w.office?.name ?? '' },
  { field: 'floor', header: 'Floor', render: (w) => w.floor?.name ?? '' },
  { field: 'size', header: 'Capacity', sortable: true, align: 'right' },
  { field: 'order', header: 'Order', sortable: true, align: 'right' },
  { field: 'bookable', header: 'Bookable', render: (w) => (w.bookable ? 'Yes' : 'No') },
  { field: 'status', header: 'Status', sortable: true, render: (w) => humanize(w.status) },
];
