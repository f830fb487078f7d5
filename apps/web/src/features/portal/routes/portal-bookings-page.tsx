import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePortalBookings, useWorkspace } from '../api/portal-queries';
import { PortalBookingCard } from '../components/portal-booking-card';
import { PortalCalendarFeed } from '../components/portal-calendar-feed';
import { usePortalBookingActions } from '../components/use-portal-booking-actions';

/** My bookings: upcoming (check in, add to calendar, cancel within the operator's window) and past; my calendar link. */
export default function PortalBookingsPage() {
  const ws = useWorkspace();
  const [when, setWhen] = useState<'upcoming' | 'past'>('upcoming');
  const list = usePortalBookings(ws, when);
  const { cardProps, outcome, dialog } = usePortalBookingActions(ws);
  const now = new Date();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        My bookings
      </Typography>
      <Tabs value={when} onChange={(_e, v: 'upcoming' | 'past') => setWhen(v)} aria-label="When" variant="fullWidth">
        <Tab value="upcoming" label="Upcoming" id="portal-tab-upcoming" aria-controls="portal-tabpanel" />
        <Tab value="past" label="Past" id="portal-tab-past" aria-controls="portal-tabpanel" />
      </Tabs>
      {outcome}
      <Stack spacing={2} role="tabpanel" id="portal-tabpanel" aria-labelledby={`portal-tab-${when}`}>
        {!list.data ? <CircularProgress aria-label="Loading" /> : null}
        {list.data && !list.data.bookings.length ? (
          <Typography color="text.secondary">{when === 'upcoming' ? 'Nothing booked yet' : 'No past bookings'}</Typography>
        ) : null}
        {list.data?.bookings.map((b) =>
          when === 'upcoming' ? (
            <PortalBookingCard key={b.code} booking={b} now={now} {...cardProps} />
          ) : (
            <PortalBookingCard key={b.code} booking={b} now={now} />
          ),
        )}
      </Stack>
      <PortalCalendarFeed ws={ws} />
      {dialog}
    </Stack>
  );
}
