import { SCHEDULER, isVoidBookingStatus } from '@clubspace/contract';
import Box from '@mui/material/Box';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enGB } from 'date-fns/locale';
import { useMemo } from 'react';
import { Calendar, dateFnsLocalizer, Views, type SlotInfo, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import type { BookingItem } from '../../../components/booking/booking-types';
import { bookerName } from './booking-labels';
import type { BlockEvent } from './calendar-blocks';

// This file is only reached through the Meeting Room tab's lazy chunk, so the calendar and its CSS load with it.
const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (d: Date) => startOfWeek(d, { weekStartsOn: 1 }),
  getDay,
  locales: { 'en-GB': enGB },
});

export interface RoomResource {
  id: string;
  title: string;
}
export interface RoomEvent {
  title: string;
  start: Date;
  end: Date;
  resourceId: string;
  booking?: BookingItem;
  /** Blocks and closures (issue 11) are events too, drawn apart (hatched) with their reason. */
  kind?: BlockEvent['kind'];
  block?: BlockEvent['block'];
}

const at = (h: number) => {
  const d = new Date(1970, 0, 1);
  d.setHours(h, 0, 0, 0);
  return d;
};
const MIN = at(SCHEDULER.minHour);
const MAX = at(SCHEDULER.maxHour);

interface MeetingRoomCalendarProps {
  date: Date;
  view: View;
  rooms: RoomResource[];
  bookings: BookingItem[];
  onNavigate: (date: Date) => void;
  onView: (view: View) => void;
  onSelectSlot: (slot: { resource: string; start: Date; end: Date }) => void;
  onSelectBooking: (booking: BookingItem) => void;
  blockEvents?: BlockEvent[];
  onSelectBlock?: (event: BlockEvent) => void;
  /** Where the grid opens, in minutes after midnight (contract calendarScrollMinutes). */
  scrollMinutes: number;
}

/** Day and work-week views, one column per room, 30-minute cells from 08:00 to 19:00, no all-day row. */
export default function MeetingRoomCalendar(props: MeetingRoomCalendarProps) {
  const { rooms, bookings, blockEvents = [] } = props;
  const events = useMemo<RoomEvent[]>(
    () =>
      bookings
        .filter((b) => b.resource && !isVoidBookingStatus(b.status))
        .map((b): RoomEvent => ({
          title: `${bookerName(b) || 'Booking'} · ${b.code}`,
          start: new Date(b.planned_start),
          end: new Date(b.planned_end),
          resourceId: b.resource!.slug,
          booking: b,
        }))
        .concat(blockEvents),
    [bookings, blockEvents],
  );
  return (
    <Box
      sx={{
        height: 720,
        // No all-day panel (spec §2.2).
        '& .rbc-allday-cell': { display: 'none' },
        '& .rbc-time-header-gutter, & .rbc-time-header-content': { borderBottom: 1, borderColor: 'divider' },
        '& .rbc-event': { bgcolor: 'primary.main' },
        '& .rbc-event.finished': { bgcolor: 'grey.700' }, // white text stays readable (WCAG AA)
        '& .rbc-event.block': {
          bgcolor: '#6d1b1b',
          backgroundImage: 'repeating-linear-gradient(45deg, transparent 0 6px, rgba(255,255,255,.18) 6px 12px)',
        },
        '& .rbc-event.closure': {
          bgcolor: 'grey.700',
          backgroundImage: 'repeating-linear-gradient(-45deg, transparent 0 6px, rgba(255,255,255,.18) 6px 12px)',
        },
        '& .rbc-slot-selection': { bgcolor: 'success.light' },
        '& .rbc-day-slot .rbc-time-slot.past': { bgcolor: 'action.hover' },
      }}
    >
      <Calendar<RoomEvent, RoomResource>
        localizer={localizer}
        culture="en-GB"
        date={props.date}
        view={props.view}
        views={[Views.DAY, Views.WORK_WEEK]}
        onNavigate={props.onNavigate}
        onView={props.onView}
        events={events}
        resources={rooms}
        resourceIdAccessor="id"
        resourceTitleAccessor="title"
        step={SCHEDULER.cellMinutes}
        timeslots={1}
        min={MIN}
        max={MAX}
        scrollToTime={new Date(1970, 0, 1, Math.floor(props.scrollMinutes / 60), props.scrollMinutes % 60)}
        selectable
        longPressThreshold={200}
        onSelectSlot={(slot: SlotInfo) => {
          if (slot.resourceId === undefined) return;
          props.onSelectSlot({ resource: String(slot.resourceId), start: slot.start, end: slot.end });
        }}
        onSelectEvent={(e) => (e.booking ? props.onSelectBooking(e.booking) : e.kind && props.onSelectBlock?.(e as BlockEvent))}
        eventPropGetter={(e) => ({ className: e.kind ?? (e.booking?.status === 'finished' ? 'finished' : undefined) })}
        slotPropGetter={(d) => ({ className: d.getTime() < Date.now() ? 'past' : undefined })}
        formats={{ timeGutterFormat: 'HH:mm', eventTimeRangeFormat: ({ start, end }) => `${format(start, 'HH:mm')}–${format(end, 'HH:mm')}` }}
        style={{ height: '100%' }}
      />
    </Box>
  );
}
