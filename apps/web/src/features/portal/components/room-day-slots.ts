import { freeRanges, ROOM_SLOT_DEFAULT_STEP, slotDurations, slotStarts, type TimeRange } from '@clubspace/contract';

export interface RoomDayInput {
  busy: { start: string; end: string }[];
  hours: { start: string; end: string } | null;
  granularity_minutes: number | null;
  min_minutes: number | null;
  max_minutes: number | null;
  buffer_minutes: number;
}

/** A room's day for the picker: opening window, free ranges from now on, the starts that fit the shortest booking. */
export function roomDaySlots(room: RoomDayInput, now: Date) {
  const open: TimeRange | null = room.hours ? { start: new Date(room.hours.start), end: new Date(room.hours.end) } : null;
  const step = room.granularity_minutes ?? ROOM_SLOT_DEFAULT_STEP;
  const min = room.min_minutes ?? step;
  const free = open ? freeRanges(open, room.busy, now, room.buffer_minutes) : [];
  const starts = open ? slotStarts(free, step, min, open.start) : [];
  const durationsAt = (start: string) => (start ? slotDurations(free, start, step, min, room.max_minutes) : []);
  return { open, free, starts, durationsAt };
}
