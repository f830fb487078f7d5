import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/** One booking as a calendar event. */
export interface IcsEvent {
  code: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  cancelled?: boolean;
}

/** The stable UID of a booking's event, so an update or a cancellation replaces the event a calendar already has. */
export const bookingUid = (code: string, host: string) => `booking-${code.toLowerCase()}@${host}`;

/**
 * An iCalendar document. `method` REQUEST/CANCEL makes an e-mail attachment an invitation or its withdrawal; a
 * subscribed feed has no method. Times are written in UTC, which every calendar app converts to the viewer's zone.
 * `sequence` must grow with each update of the same event (e-mails pass the send time in seconds).
 */
export function buildCalendar(opts: {
  name: string;
  host: string;
  events: IcsEvent[];
  method?: 'request' | 'cancel';
  sequence?: number;
  organizer?: { name: string; email: string };
}): string {
  const calendar = ical({
    name: opts.name,
    prodId: { company: 'Clubspace', product: 'bookings', language: 'EN' },
    method: opts.method === 'cancel' ? ICalCalendarMethod.CANCEL : opts.method === 'request' ? ICalCalendarMethod.REQUEST : undefined,
    ttl: 60 * 60,
  });
  for (const e of opts.events) {
    calendar.createEvent({
      id: bookingUid(e.code, opts.host),
      start: e.start,
      end: e.end,
      summary: e.summary,
      description: e.description,
      location: e.location,
      status: e.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      sequence: opts.sequence ?? 0,
      organizer: opts.organizer,
      stamp: new Date(),
    });
  }
  return calendar.toString();
}
