import {
  BLOCK_BOOKING_TYPE,
  BLOCKED_CODE,
  blockedMessage,
  bufferedEnd,
  CLOSED_CODE,
  closedMessage,
  closureWindow,
  DEFAULT_TIME_ZONE,
  OCCUPYING_BOOKING_STATUSES,
} from '@clubspace/contract';
import { and, asc, eq, gt, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, officeClosures, offices, resources } from '../../db/schema/index.ts';
import { conflict } from '../../lib/http-error.ts';

/** Namespace of the per-office advisory lock: bookings take it shared, placing a closure exclusive. */
export const OFFICE_LOCK = 0x0c1d;

export const lockOfficeShared = (tx: Executor, officeId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock_shared(${OFFICE_LOCK}::int, ${officeId}::int)`);
export const lockOfficeExclusive = (tx: Executor, officeId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${OFFICE_LOCK}::int, ${officeId}::int)`);

export interface BookableCheck {
  officeId: number;
  resourceId: number | null | undefined;
  start: Date;
  end: Date;
  /** The booking being moved: unchanged times, office and resource are not checked again. */
  previous?: { id: number; officeId: number; resourceId: number | null; plannedStart: Date; plannedEnd: Date };
  /** The office and resource rows when the caller has them already (saves a round trip each). */
  office?: { id: number; name: string; timeZone: string | null };
  resource?: { id: number; name: string; bufferMinutes: number } | null;
}

/**
 * The closure and block checks of the create and move paths (one call each in bookings.service.ts), inside their
 * transaction. Closures: the office's shared advisory lock is held until commit, so a closure cannot be placed
 * between this check and the insert. Blocks: they are rows of the exclusion constraint, which stays the guarantee;
 * this check only turns the clash into words ('Room 3 is blocked for maintenance until 14:00').
 */
export async function assertBookable(tx: Executor, c: BookableCheck): Promise<void> {
  const p = c.previous;
  if (
    p &&
    p.officeId === c.officeId &&
    p.resourceId === (c.resourceId ?? null) &&
    p.plannedStart.getTime() === c.start.getTime() &&
    p.plannedEnd.getTime() === c.end.getTime()
  )
    return;

  await lockOfficeShared(tx, c.officeId);
  const [office] =
    c.office?.id === c.officeId
      ? [c.office]
      : await tx.select({ name: offices.name, timeZone: offices.timeZone }).from(offices).where(eq(offices.id, c.officeId)).limit(1);
  const tz = office?.timeZone || DEFAULT_TIME_ZONE;
  // Closures are whole office days: compare by day first (index), then by the exact zoned window.
  const closures = await tx
    .select()
    .from(officeClosures)
    .where(
      and(eq(officeClosures.officeId, c.officeId), gte(officeClosures.lastDay, dayBefore(c.start)), lte(officeClosures.firstDay, dayAfter(c.end))),
    )
    .orderBy(asc(officeClosures.firstDay))
    .limit(20);
  for (const cl of closures) {
    const w = closureWindow(cl.firstDay, cl.lastDay, tz);
    if (w.start < c.end && c.start < w.end) {
      const message = closedMessage(office?.name ?? 'The office', cl.reason, cl.firstDay, cl.lastDay);
      throw conflict(message, CLOSED_CODE, { start: message });
    }
  }

  if (!c.resourceId) return;
  const [resource] =
    c.resource?.id === c.resourceId
      ? [c.resource]
      : await tx
          .select({ name: resources.name, bufferMinutes: resources.bufferMinutes })
          .from(resources)
          .where(eq(resources.id, c.resourceId))
          .limit(1);
  const keptUntil = bufferedEnd(c.end, resource?.bufferMinutes ?? 0);
  const [block] = await tx
    .select({ plannedEnd: bookings.plannedEnd, reason: bookings.comments })
    .from(bookings)
    .where(
      and(
        eq(bookings.resourceId, c.resourceId),
        eq(bookings.bookingType, BLOCK_BOOKING_TYPE),
        inArray(bookings.status, [...OCCUPYING_BOOKING_STATUSES]),
        lt(bookings.plannedStart, keptUntil),
        gt(bookings.plannedEnd, c.start),
        p ? ne(bookings.id, p.id) : undefined,
      ),
    )
    .orderBy(asc(bookings.plannedStart))
    .limit(1);
  if (block) {
    const message = blockedMessage(resource?.name ?? 'The resource', block.reason ?? '', block.plannedEnd, tz, c.start);
    throw conflict(message, BLOCKED_CODE, { resource: message });
  }
}

const isoDay = (d: Date, shift: number) => new Date(d.getTime() + shift * 86_400_000).toISOString().slice(0, 10);
/** A UTC day a day wider than the zoned one on each side: enough for any office zone (±14 h). */
const dayBefore = (d: Date) => isoDay(d, -1);
const dayAfter = (d: Date) => isoDay(d, 1);
