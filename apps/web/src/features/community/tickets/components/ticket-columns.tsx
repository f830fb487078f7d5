import { TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS, type TicketItem, type TicketPriority, type TicketStatus } from '@clubspace/contract';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Column } from '../../../../components/data-table';
import { ticketAge } from './ticket-age';

const STATUS_COLOURS: Record<TicketStatus, 'default' | 'info' | 'warning' | 'success' | 'primary'> = {
  open: 'info',
  in_progress: 'primary',
  waiting_on_member: 'warning',
  resolved: 'success',
  closed: 'default',
};

export function TicketStatusChip({ status }: { status: TicketStatus }) {
  return <Chip size="small" label={TICKET_STATUS_LABELS[status]} color={STATUS_COLOURS[status]} variant="outlined" />;
}

const PRIORITY_COLOURS: Record<TicketPriority, 'default' | 'warning' | 'error'> = {
  low: 'default',
  normal: 'default',
  high: 'warning',
  urgent: 'error',
};

/** Tickets list columns (issue 28): number, subject, status, priority, category, office, member, assignee, age. */
export function ticketColumns(now: Date): Column<TicketItem>[] {
  return [
    { field: 'number', header: '#', nowrap: true, render: (t) => `#${t.number}` },
    {
      field: 'subject',
      header: 'Subject',
      sortable: true,
      maxWidth: 260,
      render: (t) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{t.subject}</span>
          {t.overdue ? <Chip size="small" color="error" label="Overdue" /> : null}
        </Stack>
      ),
    },
    { field: 'status', header: 'Status', sortable: true, render: (t) => <TicketStatusChip status={t.status} /> },
    {
      field: 'priority',
      header: 'Priority',
      sortable: true,
      render: (t) => (
        <Chip
          size="small"
          label={TICKET_PRIORITY_LABELS[t.priority]}
          color={PRIORITY_COLOURS[t.priority]}
          variant={t.priority === 'normal' ? 'outlined' : 'filled'}
        />
      ),
    },
    { field: 'category', header: 'Category', render: (t) => t.category?.name ?? '' },
    { field: 'office', header: 'Office', render: (t) => t.office?.name ?? '' },
    { field: 'member', header: 'Member', maxWidth: 180, render: (t) => t.member.name },
    { field: 'assignee', header: 'Assignee', maxWidth: 160, render: (t) => t.assignee?.name ?? 'Unassigned' },
    { field: 'created_at', header: 'Age', sortable: true, nowrap: true, render: (t) => ticketAge(t.created_at, now) },
  ];
}
