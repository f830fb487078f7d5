import {
  BOOKING_CONFLICT_CODE,
  conflictMessage,
  DEFAULT_TIME_ZONE,
  isoDayInZone,
  SLOT_STEP_MINUTES,
  type BookingTransition,
} from '@clubspace/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookingRelations, bookings, invoiceLines, invoices, prepaidPackages } from '../../db/schema/index.ts';
import { conflict } from '../../lib/http-error.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { reverseTrailLine } from '../invoices/invoice-trail.service.ts';

/**
 * The write steps every path that changes bookings shares — create, update, series and the blocks that cancel what is
 * in their way: the queue of a resource's writers, the conflict answer, and the effects of a status transition.
 */

/** The 409 of a booking that meets another on its desk or room, in the words of its type. */
export const bookingConflict = (type: string) => {
  const message = conflictMessage(type);
  return conflict(message, BOOKING_CONFLICT_CODE, { resource: message });
};

/** A namespace for the per-resource advisory locks that queue writers of one desk or room. */
const RESOURCE_LOCK = 0x0b0c;

/**
 * Queues the writers of the same resources, in id order. Without it, two transactions inserting overlapping rows
 * each wait for the other inside the exclusion check (PostgreSQL then kills one as a deadlock after a second); with
 * it, the second writer waits for the first to commit and then meets the constraint at once. The constraint, not
 * this lock, is still what forbids the overlap.
 */
export async function lockResources(tx: Executor, resourceIds: (number | null | undefined)[]) {
  const ids = [...new Set(resourceIds.filter((id): id is number => typeof id === 'number'))].sort((a, b) => a - b);
  for (const id of ids) await tx.execute(sql`select pg_advisory_xact_lock(${RESOURCE_LOCK}::int, ${id}::int)`);
}

/** Bookings (or blocks) placed together: each is related to every other, for the detail's related bookings. */
export async function relateBookings(tx: Executor, clientId: number, ids: number[]) {
  if (ids.length < 2) return;
  const pairs = ids.flatMap((a) => ids.filter((b) => b !== a).map((b) => ({ clientId, bookingId: a, relatedBookingId: b })));
  for (let i = 0; i < pairs.length; i += 1000) await tx.insert(bookingRelations).values(pairs.slice(i, i + 1000));
}

/** The current 5-minute step: a start in it is not "in the past" (the form's time picker rounds to steps). */
export const stepFloor = (now: Date) => new Date(Math.floor(now.getTime() / (SLOT_STEP_MINUTES * 60_000)) * SLOT_STEP_MINUTES * 60_000);

export type BookingLock = typeof bookings.$inferSelect;

export const stateOf = (b: BookingLock) => ({ status: b.status, real_start: b.realStart });

/** Effects of an allowed transition: status and stamps, the prepaid unit back, the invoice line voided or credited. */
export async function applyTransition(tx: Executor, ctx: StaffContext, b: BookingLock, t: Extract<BookingTransition, { ok: true }>, now: Date) {
  const set: Partial<typeof bookings.$inferInsert> = { status: t.to };
  if (t.setRealStart) set.realStart = now;
  if (t.setRealEnd) {
    set.realEnd = now;
    // Checked out without a check-in: it started when it was planned, or now if that is still ahead.
    if (!b.realStart) set.realStart = b.plannedStart < now ? b.plannedStart : now;
  }
  if (t.returnsCredits && b.prepaidPackageId) {
    await tx
      .update(prepaidPackages)
      .set({ unitsUsed: sql`greatest(${prepaidPackages.unitsUsed} - 1, 0)` })
      .where(eq(prepaidPackages.id, b.prepaidPackageId));
  }
  if (t.reversesInvoiceLine && b.invoiceLineId) {
    let teamId = b.teamId;
    if (!teamId) {
      const [inv] = await tx
        .select({ teamId: invoices.teamId })
        .from(invoiceLines)
        .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
        .where(eq(invoiceLines.id, b.invoiceLineId))
        .limit(1);
      teamId = inv?.teamId ?? null;
    }
    if (teamId) {
      const [tzRow] = await tx.execute<{ time_zone: string }>(sql`select time_zone from offices where id = ${b.officeId}`).then((r) => r.rows);
      await reverseTrailLine(tx, b.invoiceLineId, {
        day: isoDayInZone(now, tzRow?.time_zone ?? DEFAULT_TIME_ZONE),
        officeId: b.officeId,
        teamId,
        name: `Refund of booking ${b.code}`,
      });
    }
  }
  await tx.update(bookings).set(set).where(eq(bookings.id, b.id));
  void ctx;
}
