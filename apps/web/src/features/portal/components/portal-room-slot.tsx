import { durationText } from '@clubspace/contract';
import { usePortalQuote } from '../api/portal-booking-queries';
import { PortalPricePanel, type PayWith } from './portal-price-panel';
import { PortalSlotPicker } from './portal-slot-picker';
import { timeIn } from './portal-words';
import type { roomDaySlots } from './room-day-slots';

export type RoomSlot = { room: string; start: string; minutes: number };
/** The first start of the room's day with its shortest duration. */
export function firstSlot(room: string, slots: ReturnType<typeof roomDaySlots>): RoomSlot {
  const start = slots.starts[0]?.toISOString() ?? '';
  return { room, start, minutes: slots.durationsAt(start)[0] ?? 0 };
}
export const slotEnd = (s: RoomSlot) => new Date(new Date(s.start).getTime() + s.minutes * 60_000).toISOString();

interface Props {
  ws: string;
  name: string;
  slots: ReturnType<typeof roomDaySlots>;
  slot: RoomSlot;
  onSlot: (s: RoomSlot) => void;
  timeZone: string;
  payWith: PayWith;
  onPayWith: (p: PayWith) => void;
  onBook: (pay: PayWith) => void;
  booking: boolean;
  bookError: unknown;
}

/** The chosen room's start and duration, and its live price with Book. */
export function PortalRoomSlot({ ws, name, slots, slot, onSlot, timeZone, payWith, onPayWith, onBook, booking, bookError }: Props) {
  const end = slotEnd(slot);
  const quote = usePortalQuote(ws, slot.minutes ? { resource: slot.room, start: slot.start, end } : null);
  return (
    <>
      <PortalSlotPicker
        starts={slots.starts}
        start={slot.start}
        onStart={(start) => {
          const fits = slots.durationsAt(start);
          onSlot({ ...slot, start, minutes: fits.includes(slot.minutes) ? slot.minutes : (fits[0] ?? 0) });
        }}
        durations={slots.durationsAt(slot.start)}
        duration={slot.minutes}
        onDuration={(minutes) => onSlot({ ...slot, minutes })}
        timeZone={timeZone}
      />
      <PortalPricePanel
        summary={`${name} · ${timeIn(slot.start, timeZone)}–${timeIn(end, timeZone)} (${durationText(slot.minutes)})`}
        quote={quote.data}
        quoteError={quote.error}
        payWith={payWith}
        onPayWith={onPayWith}
        credits
        onBook={onBook}
        booking={booking}
        bookError={bookError}
      />
    </>
  );
}
