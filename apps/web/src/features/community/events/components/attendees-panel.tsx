import { endpointPath, ATTENDEE_STATE_LABELS, ATTENDEE_STATES, ATTENDEES_LIST, eventsApi, labelOf, type AttendeeItem } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataTable, type Column } from '../../../../components/data-table';
import { ListToolbar } from '../../../../components/list-toolbar';
import { SelectFilter } from '../../../../components/select-filter';
import { usePagedList } from '../../../../components/use-paged-list';
import { attendeesQuery, useEventAction } from '../api/events-api';

/** An event's attendees: state (going, waiting with their place, cancelled, checked in), check-in, cancel, CSV. */
export function AttendeesPanel({ slug, open }: { slug: string; open: boolean }) {
  const { params, setParams, tableProps } = usePagedList({
    listName: 'event_attendees',
    defaults: { page_size: ATTENDEES_LIST.pageSize, order: ATTENDEES_LIST.order, state: '' },
    queryOptions: attendeesQuery(slug),
    // The export's path is the event's own (the button fills no path parameters).
    csv: { endpoint: { ...eventsApi.attendees, path: endpointPath(eventsApi.attendees, { slug }) }, filename: `attendees-${slug}.csv` },
  });
  const action = useEventAction(slug);
  const columns: Column<AttendeeItem>[] = [
    { field: 'name', header: 'Name', sortable: true },
    { field: 'email', header: 'Email' },
    { field: 'team', header: 'Team', render: (a) => a.team ?? '' },
    { field: 'state', header: 'State', render: (a) => `${labelOf(ATTENDEE_STATE_LABELS, a.state)}${a.position ? ` #${a.position}` : ''}` },
    {
      field: 'actions',
      header: 'Actions',
      render: (a) => (
        <Stack direction="row" spacing={1}>
          {a.state === 'going' ? (
            <Button size="small" onClick={() => action.mutate({ kind: 'checkIn', attendee: a.slug })} aria-label={`Check in ${a.name}`}>
              Check in
            </Button>
          ) : null}
          {open && (a.state === 'going' || a.state === 'waiting') ? (
            <Button
              size="small"
              color="error"
              onClick={() => action.mutate({ kind: 'cancelAttendee', attendee: a.slug })}
              aria-label={`Cancel ${a.name}`}
            >
              Cancel
            </Button>
          ) : null}
        </Stack>
      ),
    },
  ];
  return (
    <>
      <ListToolbar
        filters={
          <SelectFilter
            label="State"
            value={String(params.state ?? '')}
            options={ATTENDEE_STATES}
            labels={ATTENDEE_STATE_LABELS}
            onChange={(state) => setParams({ state })}
          />
        }
      />
      <DataTable label="Attendees" columns={columns} empty={{ title: 'No RSVP yet' }} {...tableProps} />
    </>
  );
}
