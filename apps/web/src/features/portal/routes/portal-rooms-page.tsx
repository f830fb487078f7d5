import { PORTAL_MESSAGES, type PortalBooking } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePortalBook, usePortalRooms } from '../api/portal-booking-queries';
import { usePortalMe, useWorkspace } from '../api/portal-queries';
import { PortalBookedNotice } from '../components/portal-booked-notice';
import { PortalError } from '../components/portal-error';
import { PortalPlacePicker } from '../components/portal-place-picker';
import type { PayWith } from '../components/portal-price-panel';
import { PortalRoomDay } from '../components/portal-room-day';
import { firstSlot, PortalRoomSlot, slotEnd, type RoomSlot } from '../components/portal-room-slot';
import { roomDaySlots } from '../components/room-day-slots';
import { usePlaceChoice } from '../components/use-place-choice';

/** Book a meeting room: office and day, each room's busy and free time, start and duration, the live price; Book. */
export default function PortalRoomsPage() {
  const ws = useWorkspace();
  const me = usePortalMe(ws);
  const { offices, choice, setChoice, timeZone, today } = usePlaceChoice(ws);
  const rooms = usePortalRooms(ws, choice?.office ?? '', choice?.day ?? '');
  const [slot, setSlot] = useState<RoomSlot | null>(null);
  const [payWith, setPayWith] = useState<PayWith>('invoice');
  const [booked, setBooked] = useState<{ detail: string; bookings: PortalBooking[] } | null>(null);
  const book = usePortalBook(ws);
  if (me.data && !me.data.settings.book_rooms) return <Alert severity="info">{PORTAL_MESSAGES.roomsOff}</Alert>;
  const now = new Date();
  const tz = rooms.data?.office.time_zone ?? timeZone;
  const days = (rooms.data?.rooms ?? []).map((r) => ({ room: r, slots: roomDaySlots(r, now) }));
  const pick = (next: RoomSlot | null) => {
    setSlot(next);
    setBooked(null);
    book.reset();
  };
  const submit = (pay: PayWith) => {
    if (!slot) return;
    const onSuccess = (res: { detail: string; bookings: PortalBooking[] }) => {
      setBooked(res);
      setSlot(null);
    };
    book.mutate({ room: { resource: slot.room, start: slot.start, end: slotEnd(slot), pay_with: pay } }, { onSuccess });
  };
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Book a meeting room
      </Typography>
      {offices.data && choice ? (
        <PortalPlacePicker
          offices={offices.data.offices}
          value={choice}
          today={today}
          onChange={(v) => {
            setChoice(v);
            pick(null);
          }}
        />
      ) : (
        <CircularProgress aria-label="Loading" />
      )}
      {booked ? <PortalBookedNotice detail={booked.detail} bookings={booked.bookings} base={`/portal/${encodeURIComponent(ws)}`} /> : null}
      <PortalError error={rooms.error} />
      {rooms.data && !rooms.data.rooms.length ? <Typography>No meeting room to book in this office.</Typography> : null}
      {days.map(({ room, slots }) => (
        <Stack key={room.slug} spacing={1.5}>
          <PortalRoomDay
            name={room.name}
            capacity={room.capacity}
            floor={room.floor?.name ?? null}
            timeZone={tz}
            open={slots.open}
            busy={room.busy}
            free={slots.free}
            chosen={slot?.room === room.slug}
            onChoose={() => pick(firstSlot(room.slug, slots))}
          />
          {slot?.room === room.slug ? (
            <PortalRoomSlot
              ws={ws}
              name={room.name}
              slots={slots}
              slot={slot}
              onSlot={pick}
              timeZone={tz}
              payWith={payWith}
              onPayWith={setPayWith}
              onBook={submit}
              booking={book.isPending}
              bookError={book.error}
            />
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}
