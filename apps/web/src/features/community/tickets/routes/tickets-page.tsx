import { TICKET_PRIORITIES, TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS, TICKET_STATUSES, TICKET_MESSAGES, ticketsApi } from '@clubspace/contract';
import AddIcon from '@mui/icons-material/Add';
import SettingsIcon from '@mui/icons-material/Settings';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../../components/data-table';
import { ListToolbar } from '../../../../components/list-toolbar';
import { SearchBox } from '../../../../components/search-box';
import { SelectFilter } from '../../../../components/select-filter';
import { usePagedList } from '../../../../components/use-paged-list';
import { useSession } from '../../../../lib/session';
import { TICKETS_LIST_SOURCE, ticketAssigneesQuery, ticketCategoriesQuery } from '../api/tickets-api';
import { NewTicketDialog } from '../components/new-ticket-dialog';
import { ticketColumns } from '../components/ticket-columns';
import { TicketDetailDrawer } from '../components/ticket-detail-drawer';
import { TicketSettingsDialog } from '../components/ticket-settings-dialog';

const STATUS_FILTER = ['active', ...TICKET_STATUSES] as const;
const STATUS_FILTER_LABELS = { active: 'Active (not resolved)', ...TICKET_STATUS_LABELS };

/** Community → Tickets (issue 28): the help desk's list; a row opens the ticket beside it (?ticket=slug). */
export default function TicketsPage() {
  const { params, setParams, tableProps } = usePagedList({
    listName: 'tickets',
    ...TICKETS_LIST_SOURCE,
    csv: { endpoint: ticketsApi.list, filename: 'tickets.csv' },
  });
  const [search, setSearch] = useSearchParams();
  const open = search.get('ticket');
  const openTicket = (slug: string | null) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (slug) next.set('ticket', slug);
        else next.delete('ticket');
        return next;
      },
      { replace: !slug },
    );
  const [creating, setCreating] = useState(false);
  const [settings, setSettings] = useState(false);
  const now = useMemo(() => new Date(), [tableProps.rows]); // eslint-disable-line react-hooks/exhaustive-deps -- the ages refresh with each page
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        Tickets
      </Typography>
      <ListToolbar
        filters={<TicketFilters params={params} setParams={setParams} />}
        action={
          <Stack direction="row" spacing={1}>
            <Button startIcon={<SettingsIcon />} onClick={() => setSettings(true)}>
              Settings
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              New ticket
            </Button>
          </Stack>
        }
      />
      <DataTable
        label="Tickets"
        columns={ticketColumns(now)}
        getRowId={(t) => t.slug}
        rowHref={(t) => `/community?${new URLSearchParams({ ...Object.fromEntries(search), ticket: t.slug })}`}
        empty={{ title: TICKET_MESSAGES.noTickets }}
        {...tableProps}
      />
      <TicketDetailDrawer slug={open} onClose={() => openTicket(null)} />
      <NewTicketDialog open={creating} onClose={() => setCreating(false)} onCreated={(t) => (setCreating(false), openTicket(t.slug))} />
      <TicketSettingsDialog open={settings} onClose={() => setSettings(false)} />
    </>
  );
}

type Params = ReturnType<typeof usePagedList>['params'];

/** Search, status (or active), priority, category, office, assignee and overdue: all in the URL, all applied in SQL. */
function TicketFilters({ params, setParams }: { params: Params; setParams: (p: Record<string, string>) => void }) {
  const categories = useQuery(ticketCategoriesQuery());
  const assignees = useQuery(ticketAssigneesQuery());
  const offices = useSession().data?.offices ?? [];
  const categoryLabels = Object.fromEntries((categories.data ?? []).map((c) => [c.slug, c.name]));
  const officeLabels = Object.fromEntries(offices.map((o) => [o.slug, o.name]));
  const assigneeLabels: Record<string, string> = {
    me: 'Me',
    none: 'Unassigned',
    ...Object.fromEntries((assignees.data ?? []).map((a) => [a.slug, a.name])),
  };
  return (
    <>
      <SearchBox value={params.name} onSearch={(name) => setParams({ name })} label="Search subject or number" />
      <SelectFilter
        label="Status"
        value={String(params.status)}
        options={STATUS_FILTER}
        labels={STATUS_FILTER_LABELS}
        onChange={(status) => setParams({ status })}
      />
      <SelectFilter
        label="Priority"
        value={String(params.priority)}
        options={TICKET_PRIORITIES}
        labels={TICKET_PRIORITY_LABELS}
        onChange={(priority) => setParams({ priority })}
      />
      <SelectFilter
        label="Category"
        value={String(params.category)}
        options={Object.keys(categoryLabels)}
        labels={categoryLabels}
        onChange={(category) => setParams({ category })}
      />
      {offices.length > 1 ? (
        <SelectFilter
          label="Office"
          value={String(params.club)}
          options={Object.keys(officeLabels)}
          labels={officeLabels}
          onChange={(club) => setParams({ club })}
        />
      ) : null}
      <SelectFilter
        label="Assignee"
        value={String(params.assignee)}
        options={Object.keys(assigneeLabels)}
        labels={assigneeLabels}
        onChange={(assignee) => setParams({ assignee })}
      />
      <FormControlLabel
        control={<Checkbox checked={params.overdue === 'true'} onChange={(e) => setParams({ overdue: e.target.checked ? 'true' : '' })} />}
        label="Overdue"
      />
    </>
  );
}
