import type { Column } from '../../../components/data-table';
import { Money } from '../../../components/money';
import { RESOURCE_STATUS_LABELS, labelOf, type ResourceItem } from '@clubspace/contract';
import { typeLabel } from './space-labels';

export const resourceColumns: Column<ResourceItem>[] = [
  { field: 'name', header: 'Resource', sortable: true, maxWidth: 220 },
  { field: 'identifier', header: 'Internal id', sortable: true },
  { field: 'resource_type', header: 'Type', sortable: true, render: (r) => typeLabel(r.resource_type) },
  { field: 'office', header: 'Office', render: (r) => r.office?.name ?? '' },
  { field: 'floor', header: 'Floor', render: (r) => r.floor?.name ?? '' },
  { field: 'work_area', header: 'Work area', render: (r) => r.work_area?.name ?? '' },
  { field: 'capacity', header: 'Capacity', sortable: true, align: 'right' },
  { field: 'price_day', header: 'Price(Day)', align: 'right', render: (r) => <Money value={r.price_day} /> },
  { field: 'price_hour', header: 'Price(Hour)', align: 'right', render: (r) => <Money value={r.price_hour} /> },
  { field: 'status', header: 'Status', sortable: true, render: (r) => labelOf(RESOURCE_STATUS_LABELS, r.status) },
];
