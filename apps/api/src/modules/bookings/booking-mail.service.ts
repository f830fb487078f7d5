import {
  BOOKING_TYPE_LABELS,
  DEFAULT_TIME_ZONE,
  formatBookingWindow,
  type BookingMailKind,
  type BookingType,
  type ConsentRecipient,
  type MessageKind,
} from '@clubspace/contract';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client.ts';
import { enqueueJob } from '../../jobs/queue/job-queue.repo.ts';
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
export async function mailBookingChange(
  db: Db,
  mailer: Mailer,
  host: string,
  clientId: number,
  codes: string[],
  kind: BookingMailKind,
  opts: { messageId?: string } = {},
) {
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
      messageId: opts.messageId,
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

/** The job kind that sends one booking's change e-mail (jobs/job-kinds.ts registers it). */
export const BOOKING_MAIL_JOB = 'booking-mail';

export interface BookingMailPayload {
  code: string;
  kind: BookingMailKind;
  host: string;
}

/** The Message-ID of one booking-mail job's e-mail: a re-send after a crash (the job run again) is the same message. */
export const bookingMessageId = (jobId: number) => `<booking-mail-${jobId}@clubspace>`;

/**
 * After a booking write commits: one 'booking-mail' job per booking (issue 29), so the e-mail survives a crash and a
 * transport failure is retried by the queue. Unique key per booking and kind (a confirmation or a cancellation is one
 * e-mail ever; each update its own). The answer never waits for SMTP, and a failure to queue never fails the booking
 * (it is logged).
 */
export async function queueBookingMails(
  db: Executor,
  log: FastifyBaseLogger,
  host: string,
  clientId: number,
  codes: string[],
  kind: BookingMailKind,
): Promise<void> {
  try {
    for (const code of codes) {
      const once = kind === 'updated' ? `:${randomUUID()}` : '';
      await enqueueJob(db, {
        kind: BOOKING_MAIL_JOB,
        clientId,
        payload: { code, kind, host } satisfies BookingMailPayload,
        uniqueKey: `${BOOKING_MAIL_JOB}:${kind}:${clientId}:${code}${once}`,
      });
    }
  } catch (err) {
    log.error({ err, codes }, 'booking e-mail could not be queued');
  }
}

/** The 'booking-mail' job: the booking's e-mail with the job's fixed Message-ID. Answers how many went (0 or 1). */
export function runBookingMailJob(db: Db, mailer: Mailer, job: { id: number; clientId: number | null; payload: Record<string, unknown> }) {
  const p = job.payload as unknown as BookingMailPayload;
  return mailBookingChange(db, mailer, p.host, job.clientId!, [p.code], p.kind, { messageId: bookingMessageId(job.id) });
}

type MailFields = { status: string; plannedStart: Date | null; plannedEnd: Date | null; resourceId: number | null };
const instantOf = (d: Date | null) => (d ? new Date(d).getTime() : null);

/** Which e-mail an update calls for, from the booking before and after it: a cancellation, a move (time or room), or none. */
export function mailKindOfChange(before: MailFields, after: MailFields): BookingMailKind | null {
  if (after.status === 'cancelled' && before.status !== 'cancelled') return 'cancelled';
  const moved =
    instantOf(before.plannedStart) !== instantOf(after.plannedStart) ||
    instantOf(before.plannedEnd) !== instantOf(after.plannedEnd) ||
    before.resourceId !== after.resourceId;
  return moved ? 'updated' : null;
}
