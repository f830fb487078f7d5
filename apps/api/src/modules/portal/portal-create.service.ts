import { bookingCreateEntry, BOOKING_MESSAGES, type BookingCreateEntry } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { bookingRelations, bookings, offices, resources } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { pgCode } from '../../lib/pg-errors.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { RefResolver } from '../bookings/booking-refs.ts';
import { bookingConflict, lockResources } from '../bookings/booking-writes.ts';
import { planEntry, settlePayment, type Entry, type PlannedBooking } from '../bookings/bookings.service.ts';
import { refuseIfOnHold, refuseIfTeamOnHold } from '../dunning/dunning-hold-check.ts';

/** An active resource of an active office of the operator, with its office; 400 on the field otherwise. */
export async function bookableResource(db: Executor, clientId: number, slug: string) {
  const [row] = await db
    .select({ resource: resources, office: offices })
    .from(resources)
    .innerJoin(offices, eq(offices.id, resources.officeId))
    .where(and(eq(resources.clientId, clientId), eq(resources.slug, slug)))
    .limit(1);
  if (!row || row.resource.status !== 'active' || row.office.status !== 'active')
    throw badRequest({ resource: BOOKING_MESSAGES.unknown('resource') });
  return row;
}

function parseEntry(raw: BookingCreateEntry): Entry {
  const parsed = bookingCreateEntry.safeParse(raw);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'request'] ??= issue.message;
  throw badRequest(errors);
}

/** An entry's refusal names its day when several days are booked at once. */
const onDay = (err: unknown, label: string | null) =>
  err instanceof HttpError && label ? new HttpError(err.statusCode, `${label}: ${err.detail}`, err.errors, err.code, err.extra) : err;

/**
 * Creates the member's bookings in ONE transaction through the staff create path's own steps — planEntry (office,
 * resource, times, closures and blocks, booking rules, the price), the per-resource lock, the insert that meets the
 * no-overlap constraint, settlePayment (prepaid unit, credits or the invoice line at the same price) — with the
 * channel 'portal'. Nothing is kept when one entry fails. A payer on hold (an invoice too long overdue, issue 27) books
 * nothing: 403 with the chasing message. `known` passes what the route already read — the member's team (the payer
 * checked for a hold), the resource and its office rows — so the create does not read them again (issue 32, the rush).
 */
export async function createPortalBookings(
  db: Db,
  acting: StaffContext,
  raw: BookingCreateEntry[],
  labels: (string | null)[],
  known?: { member: { slug: string; teamId: number | null }; resource: typeof resources.$inferSelect; office: typeof offices.$inferSelect },
) {
  const entries = raw.map(parseEntry);
  for (const member of new Set(entries.map((e) => e.member).filter((m): m is string => !!m))) {
    if (known && member === known.member.slug) await refuseIfTeamOnHold(db, acting.client.id, known.member.teamId);
    else await refuseIfOnHold(db, acting.client.id, member);
  }
  const now = new Date();
  return writeTransaction(db, async (tx) => {
    const refs = new RefResolver(tx, acting);
    if (known) {
      refs.know('resource', known.resource);
      refs.know('office', known.office);
    }
    const planned: PlannedBooking[] = [];
    for (const [i, entry] of entries.entries()) {
      try {
        const p = await planEntry(refs, acting, tx, entry, i, now);
        p.values.channel = 'portal';
        planned.push(p);
      } catch (err) {
        throw onDay(err, labels[i]);
      }
    }
    await lockResources(
      tx,
      planned.map((p) => p.values.resourceId),
    );
    const created: number[] = [];
    for (const p of planned) {
      try {
        const [row] = await tx.insert(bookings).values(p.values).returning({ id: bookings.id });
        created.push(row.id);
      } catch (err) {
        if (pgCode(err) === '23P01') throw onDay(bookingConflict(p.values.bookingType!), labels[p.index]);
        throw err;
      }
    }
    for (const [k, p] of planned.entries()) {
      try {
        await settlePayment(tx, acting, p, created[k]);
      } catch (err) {
        throw onDay(err, labels[p.index]);
      }
    }
    if (created.length > 1) {
      const pairs = created.flatMap((a) =>
        created.filter((b) => b !== a).map((b) => ({ clientId: acting.client.id, bookingId: a, relatedBookingId: b })),
      );
      await tx.insert(bookingRelations).values(pairs);
    }
    return created;
  });
}
