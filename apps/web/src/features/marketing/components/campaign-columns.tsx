import type { CampaignItem } from '@clubspace/contract';
import type { Column } from '../../../components/data-table';
import { DateText } from '../../../components/date-text';
import { campaignStatusLabel, plannedLabel } from './labels';

export const campaignColumns: Column<CampaignItem>[] = [
  { field: 'name', header: 'Name', sortable: true, maxWidth: 260 },
  { field: 'type', header: 'Type', sortable: true, render: (c) => c.type?.name ?? '' },
  { field: 'code', header: 'Code', sortable: true, nowrap: true },
  { field: 'date_created', header: 'Created', sortable: true, render: (c) => <DateText value={c.date_created} /> },
  { field: 'date_planned', header: 'Planned', sortable: true, nowrap: true, render: (c) => plannedLabel(c.date_planned) },
  { field: 'status', header: 'Status', sortable: true, render: (c) => campaignStatusLabel(c.status) },
  { field: 'num_users', header: 'Nº users', sortable: true, align: 'right' },
];
