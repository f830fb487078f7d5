import { EVENT_STATUS_LABELS, EVENTS_LIST, eventsApi, formatBookingWindow, labelOf } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '../../../../components/data-table';
import { ListToolbar } from '../../../../components/list-toolbar';
import { SearchBox } from '../../../../components/search-box';
import { usePagedList } from '../../../../components/use-paged-list';
import { eventQuery, eventsListQuery, useEventAction } from '../api/events-api';
import { AttendeesPanel } from '../components/attendees-panel';
import { eventColumns } from '../components/event-columns';
import { EventDialog } from '../components/event-dialog';

const WHEN = { upcoming: 'Upcoming', past: 'Past', all: 'All' } as const;

function EventList() {
  const [creating, setCreating] = useState(false);
  const { params, setParams, tableProps } = usePagedList({
    listName: 'events',
    defaults: { page_size: EVENTS_LIST.pageSize, order: '', when: 'upcoming' },
    queryOptions: eventsListQuery,
    csv: { endpoint: eventsApi.list, filename: 'events.csv' },
  });
  return (
    <>
      <ListToolbar
        filters={
          <>
            <TextField
              select
              size="small"
              label="When"
              value={String(params.when ?? 'upcoming')}
              onChange={(e) => setParams({ when: e.target.value })}
              sx={{ minWidth: 140 }}
            >
              {Object.entries(WHEN).map(([v, l]) => (
                <MenuItem key={v} value={v}>
                  {l}
                </MenuItem>
              ))}
            </TextField>
            <SearchBox value={params.name} onSearch={(name) => setParams({ name })} label="Search by title..." />
          </>
        }
        action={
          <Button variant="contained" onClick={() => setCreating(true)}>
            New event
          </Button>
        }
      />
      <DataTable
        label="Events"
        columns={eventColumns}
        rowHref={(e) => `/community/events?event=${e.slug}`}
        empty={{ title: 'No events yet' }}
        {...tableProps}
      />
      {creating ? <EventDialog open onClose={() => setCreating(false)} /> : null}
    </>
  );
}

function EventDetail({ slug }: { slug: string }) {
  const event = useQuery(eventQuery(slug));
  const action = useEventAction(slug);
  const [editing, setEditing] = useState(false);
  const e = event.data;
  if (!e) return event.isError ? <Alert severity="error">{event.error.message}</Alert> : null;
  const open = e.status === 'scheduled' && new Date(e.end) > new Date();
  return (
    <Stack spacing={2}>
      <Button component={Link} to="/community/events" sx={{ alignSelf: 'flex-start' }}>
        ← All events
      </Button>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={e.title}>
        <Typography variant="h5" component="h2">
          {e.title}
        </Typography>
        <Typography color="text.secondary">
          {formatBookingWindow(new Date(e.start), new Date(e.end), e.time_zone)} · {e.room?.name ?? e.place} · {e.office.name}
        </Typography>
        <Typography sx={{ mt: 1 }} aria-label="Attendance">
          {`${e.going} going / ${e.capacity} places · ${e.waiting} waiting · ${e.checked_in} checked in · ${e.price > 0 ? `£${e.price.toFixed(2)}` : 'Free'} · ${e.guests_welcome ? 'Guests welcome' : 'Members only'} · ${labelOf(EVENT_STATUS_LABELS, e.status)}`}
        </Typography>
        {e.description ? <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{e.description}</Typography> : null}
        {open ? (
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button variant="outlined" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button
              color="error"
              onClick={() => window.confirm('Cancel this event? Every attendee is told and refunded.') && action.mutate({ kind: 'cancel' })}
            >
              Cancel event
            </Button>
          </Stack>
        ) : null}
      </Paper>
      <AttendeesPanel slug={slug} open={open} />
      {editing ? <EventDialog open event={e} onClose={() => setEditing(false)} /> : null}
    </Stack>
  );
}

/** /community/events: upcoming and past events with attendance; ?event= one event with its attendees. */
export default function EventsPage() {
  const [search] = useSearchParams();
  const slug = search.get('event');
  return slug ? <EventDetail slug={slug} /> : <EventList />;
}
