import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { needsReload, SCHEDULER, schedulerRange } from '@clubspace/contract';
import { format } from 'date-fns';
import { useState } from 'react';
import type { View } from 'react-big-calendar';
import { Link as RouterLink } from 'react-router';
import { bookingsListQuery } from '../../../components/booking/booking-api';
import { resourcesLookup } from '../../../components/booking/booking-lookups';
import type { BookingItem } from '../../../components/booking/booking-types';
import { notifyError } from '../../../lib/notify';
import MeetingRoomCalendar from '../components/meeting-room-calendar';
import { MeetingRoomDialog } from '../components/meeting-room-dialog';
import type { RoomSlot } from '../components/meeting-room-form';
import { useBookingOffice } from '../components/use-office';
import { useCalendarBlocks } from '../components/calendar-blocks-panel';
import { useLiveBookings } from '../../../components/booking/use-live-bookings';

/** Data is fetched ±7 days around a centre and refetched once the view moves more than 5 days from it (spec §9). */
const MAX_BOOKINGS = SCHEDULER.limit;
const dayOf = (d: Date) => format(d, 'yyyy-MM-dd');

/** /bookings/meeting_room: the rooms' calendar; a future slot or a booking with a code opens the dialog. */
export default function MeetingRoomPage() {
  const { slug: office, timeZone } = useBookingOffice();
  useLiveBookings(office);
  const [date, setDate] = useState(() => new Date());
  const [view, setView] = useState<View>('day');
  const [centre, setCentre] = useState(() => new Date());
  const [slot, setSlot] = useState<RoomSlot | null>(null);
  const [booking, setBooking] = useState<BookingItem | null>(null);

  const rooms = useQuery({ ...resourcesLookup({ office, resource_type: 'meeting_room' }), enabled: Boolean(office) });
  const bookings = useQuery({
    ...bookingsListQuery({
      booking_type: 'meeting_room',
      ...schedulerRange(dayOf(centre)),
      page_size: MAX_BOOKINGS,
      order: 'planned_start',
    }),
    enabled: Boolean(office),
  });

  const navigate = (next: Date) => {
    setDate(next);
    if (needsReload(dayOf(centre), dayOf(next))) setCentre(next);
  };

  const roomList = (rooms.data ?? []).filter((r) => r.status === 'active').map((r) => ({ id: r.slug, title: r.name }));
  const blocking = useCalendarBlocks({ office, range: schedulerRange(dayOf(centre)), rooms: roomList, timeZone });
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }} useFlexGap>
        <Typography color="text.secondary">Drag over free cells of a room to book it (or block it); click a booking to change it, a block to remove it.</Typography>
        {blocking.modeToggle}
        <Button component={RouterLink} to="/bookings/new?type=meeting_room" variant="outlined">
          Create Booking
        </Button>
      </Stack>
      {rooms.isSuccess && roomList.length === 0 && <Alert severity="info">This office has no active meeting rooms.</Alert>}
      {(bookings.data?.num_results ?? 0) > MAX_BOOKINGS && <Alert severity="warning">Only the first {MAX_BOOKINGS} bookings of these two weeks are shown.</Alert>}
      <MeetingRoomCalendar
        date={date}
        view={view}
        rooms={roomList}
        bookings={bookings.data?.bookings ?? []}
        onNavigate={navigate}
        onView={setView}
        onSelectSlot={(s) => {
          // Only future slots open the dialog (spec §2.2).
          if (s.start.getTime() < Date.now()) return notifyError('Pick a time in the future');
          if (blocking.blockMode) return blocking.blockSlot(s);
          setSlot(s);
        }}
        onSelectBooking={(b) => {
          if (b.code) setBooking(b);
        }}
        blockEvents={blocking.events}
        onSelectBlock={blocking.onSelectBlock}
      />
      {blocking.dialogs}
      <MeetingRoomDialog open={Boolean(slot || booking)} slot={slot} booking={booking} office={office} timeZone={timeZone} onClose={() => { setSlot(null); setBooking(null); }} />
    </Stack>
  );
}
