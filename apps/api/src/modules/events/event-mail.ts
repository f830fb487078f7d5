import { DEFAULT_TIME_ZONE, formatBookingWindow, type MessageKind } from '@clubspace/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { App } from '../../app-types.ts';
import type { Executor } from '../../db/client.ts';
import { clients, eventAttendees, events, guests, members, offices, resources, users } from '../../db/schema/index.ts';
import { buildCalendar } from '../bookings/booking-ics.ts';
import type { RsvpNews } from './event-rsvp.service.ts';
import { EVENT_MAIL_WORDS, eventMail } from '../../mail/event.mail.tsx';

/** The stable .ics code of an event (its UID: booking-event-<slug>@host), the same in every e-mail and download. */
export const eventIcsCode = (slug: string) => `event-${slug}`;

export interface IcsSource {
  slug: string;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  office: string;
  address: string | null;
  room: string | null;
  place: string;
  operator: string;
}

export function eventCalendar(host: string, e: IcsSource, method?: 'request' | 'cancel') {
  const where = [e.room ?? e.place, e.office, e.address].filter(Boolean).join(', ');
  return buildCalendar({
    name: e.operator,
    host,
    method,
    sequence: method ? Math.floor(Date.now() / 1000) : 0,
    events: [
      {
        code: eventIcsCode(e.slug),
        start: e.startsAt,
        end: e.endsAt,
        summary: e.title,
        description: e.description || undefined,
        location: where,
        cancelled: method === 'cancel',
      },
    ],
  });
}

export async function icsSource(db: Executor, eventId: number): Promise<IcsSource & { timeZone: string }> {
  const [e] = await db
    .select({
      slug: events.slug,
      title: events.title,
      description: events.description,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      office: offices.name,
      address: offices.address,
      timeZone: offices.timeZone,
      room: resources.name,
      place: events.place,
      operator: clients.name,
    })
    .from(events)
    .innerJoin(offices, eq(offices.id, events.officeId))
    .innerJoin(clients, eq(clients.id, events.clientId))
    .leftJoin(resources, eq(resources.id, events.resourceId))
    .where(eq(events.id, eventId));
  return e;
}

const WORDS = EVENT_MAIL_WORDS satisfies Record<keyof RsvpNews, { kind: MessageKind }>;

/**
 * E-mails the attendees an RSVP, a promotion from the waiting list or a cancellation touched (after the commit), with
 * the event as an .ics invitation (REQUEST; CANCEL when the event was cancelled) for those going. Consent: community.
 */
export async function mailRsvpNews(app: App, eventId: number, news: RsvpNews) {
  const ids = [...news.going, ...news.waiting, ...news.promoted, ...news.cancelled];
  if (!ids.length) return;
  const e = await icsSource(app.db, eventId);
  const host = new URL(app.config.publicUrl).hostname;
  const rows = await app.db
    .select({
      id: eventAttendees.id,
      clientId: eventAttendees.clientId,
      email: users.email,
      first: users.firstName,
      guestEmail: guests.email,
      guestName: guests.name,
    })
    .from(eventAttendees)
    .leftJoin(members, eq(members.id, eventAttendees.memberId))
    .leftJoin(users, eq(users.id, members.userId))
    .leftJoin(guests, eq(guests.id, eventAttendees.guestId))
    .where(and(eq(eventAttendees.eventId, eventId), inArray(eventAttendees.id, ids)));
  const when = formatBookingWindow(e.startsAt, e.endsAt, e.timeZone || DEFAULT_TIME_ZONE);
  for (const what of Object.keys(WORDS) as (keyof RsvpNews)[]) {
    for (const id of news[what]) {
      const r = rows.find((x) => x.id === id);
      const to = r?.email ?? r?.guestEmail;
      if (!r || !to) continue;
      const w = WORDS[what];
      const withIcs = what !== 'waiting';
      await app.mailer.send({
        kind: w.kind,
        to,
        clientId: r.clientId,
        ...eventMail(what, { name: r.first ?? r.guestName, title: e.title, when, place: e.room ?? e.place, office: e.office }),
        attachments: withIcs
          ? [
              {
                filename: 'event.ics',
                contentType: `text/calendar; charset=utf-8; method=${what === 'cancelled' ? 'CANCEL' : 'REQUEST'}`,
                content: eventCalendar(host, e, what === 'cancelled' ? 'cancel' : 'request'),
              },
            ]
          : undefined,
      });
    }
  }
}
