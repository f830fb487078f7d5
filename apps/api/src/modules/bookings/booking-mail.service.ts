import {
  BOOKING_TYPE_LABELS,
  DEFAULT_TIME_ZONE,
  formatBookingWindow,
  type BookingMailKind,
  type BookingType,
  type ConsentRecipient,
  type MessageKind,
} from '@clubspace/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { bookings, clients, offices, resources } from '../../db/schema/index.ts';
import { resolveRecipient } from '../../lib/consent.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { bookingConfirmationMail } from '../../mail/booking-confirmation.mail.tsx';
import { buildCalendar } from './booking-ics.ts';
import { holder, withHolder } from './booking-holder.repo.ts';

/**
 * Tells the member (or guest) of each booking that it was made, changed or cancelled, with an .ics invitation
 * (METHOD:REQUEST, or CANCEL withdrawing the same UID) so the booking lands in — or leaves — their own calendar.
 * Blocks and bookings without anyone to tell are skipped, and so are recipients who turned booking e-mails off (the
 * consent of each address is read once per call: a series e-mails one member many times).
 */
export async function mailBookingChange(db: Db, mailer: Mailer, host: string, clientId: number, codes: string[], kind: BookingMailKind) {
  if (!codes.length) return 0;
  const rows = await withHolder(
    db
      .select({
        code: bookings.code,
        type: bookings.bookingType,
        start: bookings.plannedStart,
        end: bookings.plannedEnd,
        resource: resources.name,
        office: offices.name,
        address: offices.address,
        timeZone: offices.timeZone,
        operator: clients.name,
        memberEmail: holder.memberEmail,
        memberName: holder.memberFirstName,
        guestEmail: holder.guestEmail,
        guestName: holder.guestName,
      })
      .from(bookings)
      .$dynamic(),
  )
    .innerJoin(offices, eq(offices.id, bookings.officeId))
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .leftJoin(resources, eq(resources.id, bookings.resourceId))
    .where(and(eq(bookings.clientId, clientId), inArray(bookings.code, codes)));
  let sent = 0;
  const consent = new Map<string, Promise<ConsentRecipient>>();
  const recipientOf = (email: string) => {
    const key = email.toLowerCase();
    if (!consent.has(key)) consent.set(key, resolveRecipient(db, clientId, email));
    return consent.get(key)!;
  };
  for (const b of rows) {
    const to = b.memberEmail ?? b.guestEmail;
    if (!to || b.type === 'block') continue;
    const what = `${b.resource ?? BOOKING_TYPE_LABELS[b.type as BookingType] ?? 'Booking'}, ${formatBookingWindow(b.start, b.end, b.timeZone || DEFAULT_TIME_ZONE)}`;
    const where = [b.office, b.address].filter(Boolean).join(', ');
    const ics = buildCalendar({
      name: b.operator,
      host,
      method: kind === 'cancelled' ? 'cancel' : 'request',
      sequence: Math.floor(Date.now() / 1000),
      events: [
        {
          code: b.code,
          start: b.start,
          end: b.end,
          summary: `${b.resource ?? 'Booking'} at ${b.office}`,
          location: where,
          cancelled: kind === 'cancelled',
        },
      ],
    });
    const delivered = await mailer.send({
      kind: BOOKING_MESSAGE_KINDS[kind],
      recipient: await recipientOf(to),
      to,
      clientId,
      ...bookingConfirmationMail(kind, { name: b.memberName ?? b.guestName, code: b.code, what, where, operator: b.operator }),
      attachments: [
        { filename: 'booking.ics', contentType: `text/calendar; charset=utf-8; method=${kind === 'cancelled' ? 'CANCEL' : 'REQUEST'}`, content: ics },
      ],
    });
    if (delivered) sent++;
  }
  return sent;
}

const BOOKING_MESSAGE_KINDS: Record<BookingMailKind, MessageKind> = {
  confirmed: 'booking_confirmation',
  updated: 'booking_update',
  cancelled: 'booking_cancellation',
};

/** Fire-and-forget from a route: the answer never waits for SMTP, and a mail failure never fails the booking. */
export function mailBookingChangeLater(
  db: Db,
  mailer: Mailer,
  log: FastifyBaseLogger,
  host: string,
  clientId: number,
  codes: string[],
  kind: BookingMailKind,
) {
  void mailBookingChange(db, mailer, host, clientId, codes, kind).catch((err: unknown) => log.error({ err, codes }, 'booking e-mail failed'));
}

/** Which e-mail an update body calls for: a cancellation, a change of time or room, or none. */
export function mailKindOfUpdate(body: unknown): BookingMailKind | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  if (b.status === 'cancelled') return 'cancelled';
  return ['start', 'end', 'resource'].some((k) => k in b) ? 'updated' : null;
}
