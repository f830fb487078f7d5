import {
  BOOKING_CONFLICT_CODE,
  bookingsInScope,
  isFinalBookingStatus,
  isoDayInZone,
  RECURRENCE_MESSAGES,
  seriesCancelBody,
  seriesEditBody,
  seriesScope,
  statusTransition,
} from '@clubspace/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { bookings, bookingSeries } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { pgCode } from '../../lib/pg-errors.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { assertBookable } from '../bookings/booking-guard.ts';
import { RefResolver } from '../bookings/booking-refs.ts';
import { applyBookingRulesOnMove } from '../bookings/booking-update.service.ts';
import { applyTransition, bookingConflict, lockResources, stateOf, type BookingLock } from '../bookings/booking-writes.ts';
import { findSeries } from './booking-series.repo.ts';
import { seriesDetailById } from './series-detail.service.ts';

/**
 * Changing a series after it was made: cancel, or edit (shift, room, comments), the open bookings a scope picks —
 * one, this and following, a date range or all — each through the single booking's own steps, in one transaction.
 */

/**
 * POST /api/booking-series/{code}/cancel: the single Cancel (or Cancel & Refund, which also reverses the invoice
 * line) on every open booking in the scope, in one transaction.
 */
export async function cancelSeries(db: Db, ctx: StaffContext, key: string, scope: z.output<typeof seriesCancelBody>) {
  const to = scope.refund ? 'refund' : 'cancelled';
  const now = new Date();
  const out = await writeTransaction(db, async (tx) => {
    const { row, picked } = await lockScope(tx, ctx, key, scope);
    const changed: string[] = [];
    for (const b of picked) {
      const t = statusTransition(stateOf(b as BookingLock), to);
      if (!t.ok) continue;
      await applyTransition(tx, ctx, b as BookingLock, t, now);
      changed.push(b.code);
    }
    return { changed, id: row.series.id };
  });
  return { detail: RECURRENCE_MESSAGES.cancelled(out.changed.length), changed: out.changed, series: await seriesDetailById(db, ctx, out.id) };
}

/**
 * PUT /api/booking-series/{code}: shift the time of day, move to another room of the office, or change the comments
 * of the open future bookings in the scope. A move onto a taken slot refuses the whole change (409 naming the day).
 */
export async function editSeries(db: Db, ctx: StaffContext, key: string, u: z.output<typeof seriesEditBody>) {
  const out = await writeTransaction(db, async (tx) => {
    const { row, picked } = await lockScope(tx, ctx, key, u);
    const refs = new RefResolver(tx, ctx);
    const resource = u.resource ? await refs.resource(u.resource) : null;
    if (resource && resource.officeId !== row.series.officeId) throw badRequest({ resource: 'The resource is not in this office' });
    await lockResources(tx, [resource?.id, ...picked.map((b) => b.resourceId)]);
    const shift = (u.shift_minutes ?? 0) * 60_000;
    const now = new Date();
    const changed: string[] = [];
    for (const b of picked) {
      const set: Partial<typeof bookings.$inferInsert> = {};
      if (shift) {
        set.plannedStart = new Date(b.plannedStart.getTime() + shift);
        set.plannedEnd = new Date(b.plannedEnd.getTime() + shift);
      }
      if (resource) Object.assign(set, { resourceId: resource.id, workAreaId: resource.workAreaId, floorId: resource.floorId });
      if (u.comments !== undefined) set.comments = u.comments;
      // A moved occurrence passes what a single move passes: the booking rules and the closures and blocks.
      const after = {
        bookingType: b.bookingType,
        plannedStart: set.plannedStart ?? b.plannedStart,
        plannedEnd: set.plannedEnd ?? b.plannedEnd,
        resourceId: set.resourceId ?? b.resourceId,
        memberId: b.memberId,
        teamId: b.teamId,
      };
      await onDay(b.day, async () => {
        Object.assign(set, await applyBookingRulesOnMove(tx, ctx, b, after, row.series.timeZone, u.override_rules, now));
        await assertBookable(tx, {
          officeId: b.officeId,
          resourceId: after.resourceId,
          start: after.plannedStart,
          end: after.plannedEnd,
          previous: b,
        });
      });
      try {
        await tx.transaction((sp) =>
          sp
            .update(bookings)
            .set(set)
            .where(and(eq(bookings.id, b.id), ne(bookings.status, 'cancelled'))),
        );
      } catch (err) {
        if (pgCode(err) === '23P01') throw conflict(`${bookingConflict(b.bookingType).detail} (${b.day}, booking ${b.code})`, BOOKING_CONFLICT_CODE);
        throw err;
      }
      changed.push(b.code);
    }
    if (resource && u.scope === 'all') await tx.update(bookingSeries).set({ resourceId: resource.id }).where(eq(bookingSeries.id, row.series.id));
    return { changed, id: row.series.id };
  });
  return { detail: RECURRENCE_MESSAGES.updated(out.changed.length), changed: out.changed, series: await seriesDetailById(db, ctx, out.id) };
}

/** The series' bookings a scope picks, locked for update; only open ones, and for the wide scopes only future ones. */
async function lockScope(tx: Executor, ctx: StaffContext, key: string, scope: z.output<typeof seriesScope>) {
  const row = await findSeries(tx, ctx, key);
  if (!row) throw notFound('Series not found');
  const rows = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.seriesId, row.series.id), eq(bookings.clientId, ctx.client.id)))
    .orderBy(bookings.plannedStart, bookings.id)
    .for('update');
  const tz = row.series.timeZone;
  const withDays = rows.map((b) => ({ ...b, day: isoDayInZone(b.plannedStart, tz) }));
  if ((scope.scope === 'one' || scope.scope === 'following') && !withDays.some((b) => b.code === scope.code)) {
    throw badRequest({ code: RECURRENCE_MESSAGES.notInSeries });
  }
  const now = Date.now();
  // 'one' may close a booking that already started (as the single Cancel can); wider scopes leave the past alone.
  const picked = bookingsInScope(withDays, scope).filter(
    (b) => !isFinalBookingStatus(b.status) && (scope.scope === 'one' || b.plannedStart.getTime() >= now),
  );
  if (!picked.length) throw conflict(RECURRENCE_MESSAGES.noneInScope, 'series_scope');
  return { row, picked };
}

/** Runs a check for one occurrence; a refusal names the occurrence's day, keeping its status, code and fields. */
async function onDay(day: string, check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    throw new HttpError(err.statusCode, `${day}: ${err.detail}`, err.errors, err.code, err.extra);
  }
}
