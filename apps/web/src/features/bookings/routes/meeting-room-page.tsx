import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { calendarScrollMinutes, needsReload, SCHEDULER, schedulerRange, type BookingRulesOverview } from '@clubspace/contract';
import { format, getDay, isSameDay } from 'date-fns';
import { useState } from 'react';
import type { View } from 'react-big-calendar';
import { Link as RouterLink } from 'react-router';
import { bookingsListQuery } from '../api/bookings-api';
import { resourcesLookup } from '../../../components/booking/booking-lookups';
import { bookingRulesQuery } from '../../../components/booking/booking-rules-query';
import type { BookingItem } from '../../../components/booking/booking-types';
import { notifyError } from '../../../lib/notify';
import { useGrantedCodes } from '../../../lib/session';
import MeetingRoomCalendar from '../components/meeting-room-calendar';
import { MeetingRoomDialog } from '../components/meeting-room-dialog';
import type { RoomSlot } from '../components/meeting-room-form';
import { useBookingOffice } from '../components/use-office';
import { useCalendarBlocks } from '../components/calendar-blocks-panel';
import { useLiveBookings } from '../../../components/booking/use-live-bookings';

/** Data is fetched ±7 days around a centre and refetched once the view moves more than 5 days from it (spec §9). */
const MAX_BOOKINGS = SCHEDULER.limit;
const dayOf = (d: Date) => format(d, 'yyyy-MM-dd');

/** The meeting rooms' opening time on `date` ("HH:mm"), from their booking rules when they have opening hours. */
function openingOn(rules: BookingRulesOverview | undefined, date: Date): string | null {
  const hours = rules?.types.find((t) => t.resource_type === 'meeting_room' && t.configured)?.opening_hours;
  return hours?.[(getDay(date) + 6) % 7]?.open ?? null;
}

/** Minutes after midnight of the first booking on `date` (local time, as the calendar draws it). */
function firstBookingMinutes(bookings: BookingItem[], date: Date): number | null {
  const starts = bookings
    .map((b) => new Date(b.planned_start))
    .filter((d) => isSameDay(d, date))
    .map((d) => d.getHours() * 60 + d.getMinutes());
  return starts.length ? Math.min(...starts) : null;
}

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

  // The calendar opens at the rooms' opening time or the day's first booking, whichever is earlier (issue 24 §18);
  // the rules are read only by staff who may see them (space, resources), else the calendar's first row.
  const granted = useGrantedCodes();
  const rules = useQuery({ ...bookingRulesQuery(), enabled: granted.includes('space') && granted.includes('resources'), meta: { silent: true } });
  const scrollMinutes = calendarScrollMinutes(openingOn(rules.data, date), firstBookingMinutes(bookings.data?.bookings ?? [], date));

  const navigate = (next: Date) => {
    setDate(next);
    if (needsReload(dayOf(centre), dayOf(next))) setCentre(next);
  };

  const roomList = (rooms.data ?? []).filter((r) => r.status === 'active').map((r) => ({ id: r.slug, title: r.name }));
  const blocking = useCalendarBlocks({ office, range: schedulerRange(dayOf(centre)), rooms: roomList, timeZone });
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }} useFlexGap>
        <Typography color="text.secondary">
          Drag over free cells of a room to book it (or block it); click a booking to change it, a block to remove it.
        </Typography>
        {blocking.modeToggle}
        <Button component={RouterLink} to="/bookings/new?type=meeting_room" variant="outlined">
          Create Booking
        </Button>
      </Stack>
      {rooms.isSuccess && roomList.length === 0 && <Alert severity="info">This office has no active meeting rooms.</Alert>}
      {(bookings.data?.num_results ?? 0) > MAX_BOOKINGS && (
        <Alert severity="warning">Only the first {MAX_BOOKINGS} bookings of these two weeks are shown.</Alert>
      )}
      <MeetingRoomCalendar
        // The grid scrolls once when it mounts, so a new opening row (data arrived, another day) mounts it again.
        key={`${view}-${scrollMinutes}`}
        scrollMinutes={scrollMinutes}
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
      <MeetingRoomDialog
        open={Boolean(slot || booking)}
        slot={slot}
        booking={booking}
        office={office}
        timeZone={timeZone}
        onClose={() => {
          setSlot(null);
          setBooking(null);
        }}
      />
    </Stack>
  );
}
