import { formatBookingWindow, type PortalEventItem } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useWorkspace } from '../../api/portal-queries';
import { downloadEventIcs, usePortalEvents, useRsvp } from '../api/portal-events-api';

const price = (pounds: number) => (pounds > 0 ? `£${pounds.toFixed(2)}` : 'Free');

function statusChip(e: PortalEventItem) {
  if (e.my_status === 'going') return <Chip color="success" label="Going" />;
  if (e.my_status === 'waiting') return <Chip color="warning" label={`Waiting list #${e.my_position ?? ''}`} />;
  return null;
}

function EventCard({ ws, event }: { ws: string; event: PortalEventItem }) {
  const rsvp = useRsvp(ws);
  const [said, setSaid] = useState<string | null>(null);
  const act = (going: boolean) =>
    rsvp.mutate({ slug: event.slug, going }, { onSuccess: (r) => setSaid(r.detail), onError: (e) => setSaid(e.message) });
  const full = event.places_left === 0;
  return (
    <Card component="article" aria-label={event.title} variant="outlined">
      {event.image ? <CardMedia component="img" height="140" image={event.image} alt="" /> : null}
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">
            {event.title}
          </Typography>
          {statusChip(event)}
        </Stack>
        <Typography color="text.secondary">{formatBookingWindow(new Date(event.start), new Date(event.end), event.time_zone)}</Typography>
        <Typography color="text.secondary">{[event.place, event.office].filter(Boolean).join(' · ')}</Typography>
        <Typography sx={{ mt: 1 }}>
          {price(event.price)} · {full ? 'Full (waiting list)' : `${event.places_left} place${event.places_left === 1 ? '' : 's'} left`}
        </Typography>
        {event.description ? (
          <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
            {event.description}
          </Typography>
        ) : null}
        {said ? (
          <Alert severity="info" sx={{ mt: 1 }} role="status">
            {said}
          </Alert>
        ) : null}
      </CardContent>
      <CardActions>
        {event.my_status ? (
          <>
            <Button onClick={() => act(false)} disabled={rsvp.isPending}>
              Cancel RSVP
            </Button>
            {event.my_status === 'going' ? <Button onClick={() => void downloadEventIcs(ws, event.slug)}>Add to calendar</Button> : null}
          </>
        ) : (
          <Button variant="contained" onClick={() => act(true)} disabled={rsvp.isPending}>
            {full ? 'Join the waiting list' : 'Going'}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

/** Events: the coming events of my offices; RSVP (going / the waiting list), cancel, add to my calendar. */
export default function PortalEventsPage() {
  const ws = useWorkspace();
  const list = usePortalEvents(ws);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Events
      </Typography>
      {!list.data ? <CircularProgress aria-label="Loading" /> : null}
      {list.data && !list.data.events.length ? <Typography color="text.secondary">No events coming up</Typography> : null}
      {list.data?.events.map((e) => (
        <EventCard key={e.slug} ws={ws} event={e} />
      ))}
    </Stack>
  );
}
