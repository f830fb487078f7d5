import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useBookingAction, usePortalBookings, useWorkspace } from '../api/portal-queries';
import { PortalBookingCard } from '../components/portal-booking-card';

/** My bookings: upcoming (check in, cancel within the operator's window) and past. */
export default function PortalBookingsPage() {
  const ws = useWorkspace();
  const [when, setWhen] = useState<'upcoming' | 'past'>('upcoming');
  const list = usePortalBookings(ws, when);
  const act = useBookingAction(ws);
  const now = new Date();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        My bookings
      </Typography>
      <Tabs value={when} onChange={(_e, v: 'upcoming' | 'past') => setWhen(v)} aria-label="When">
        <Tab value="upcoming" label="Upcoming" />
        <Tab value="past" label="Past" />
      </Tabs>
      {act.data ? <Alert severity="success">{act.data.detail}</Alert> : null}
      {!list.data ? <CircularProgress aria-label="Loading" /> : null}
      {list.data && !list.data.bookings.length ? <Typography color="text.secondary">No bookings</Typography> : null}
      {list.data?.bookings.map((b) => (
        <PortalBookingCard
          key={b.code}
          booking={b}
          now={now}
          busy={act.isPending}
          onCheckIn={(booking) => act.mutate({ action: 'checkIn', booking })}
          onCancel={(booking) => act.mutate({ action: 'cancel', booking })}
        />
      ))}
    </Stack>
  );
}
