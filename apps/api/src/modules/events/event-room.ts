import { BLOCK_BOOKING_TYPE, BOOKING_MESSAGES, OCCUPYING_BOOKING_STATUSES } from '@clubspace/contract';
import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import { conflict } from '../../lib/http-error.ts';
import { pgCode } from '../../lib/pg-errors.ts';
import { clashingBookings } from '../blocks/blocks.repo.ts';
import { newCode } from '../blocks/blocks.service.ts';
import { lockResources } from '../bookings/booking-writes.ts';

/** The reason written on an event's block: the bookings screens show it ('Room 3 is blocked for Event: …'). */
export const eventBlockReason = (title: string) => `Event: ${title}`.slice(0, 200);

const roomBusy = () => conflict(BOOKING_MESSAGES.roomBusy, 'room_busy', { room: BOOKING_MESSAGES.roomBusy });

/**
 * Holds the room for an event: a block row (bookings, type 'block') from start to end, so the bookings' one exclusion
 * constraint keeps bookings, blocks and events apart. Under the room's advisory lock (the one bookings take), a live
 * booking or another block (another event, maintenance) in the way answers 409 'Meeting room busy at that time'; an
 * overlap the constraint still finds says the same. `keep` is the event's current block, moved rather than clashing.
 */
export async function holdRoom(
  tx: Executor,
  clientId: number,
  room: { id: number; officeId: number; floorId: number | null; workAreaId: number | null },
  at: { start: Date; end: Date; title: string },
  keep: number | null,
): Promise<number> {
  await lockResources(tx, [room.id]);
  const clashes = await clashingBookings(tx, { resourceIds: [room.id], start: at.start, end: at.end });
  if (clashes.ids.length) throw roomBusy();
  const [block] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.resourceId, room.id),
        eq(bookings.bookingType, BLOCK_BOOKING_TYPE),
        inArray(bookings.status, [...OCCUPYING_BOOKING_STATUSES]),
        lt(bookings.plannedStart, at.end),
        gt(bookings.plannedEnd, at.start),
        keep ? ne(bookings.id, keep) : undefined,
      ),
    )
    .limit(1);
  if (block) throw roomBusy();
  if (keep) await releaseRoom(tx, keep);
  const code = newCode();
  try {
    const [row] = await tx
      .insert(bookings)
      .values({
        clientId,
        code,
        slug: code.toLowerCase(),
        bookingType: BLOCK_BOOKING_TYPE,
        origin: 'regular',
        status: 'active',
        officeId: room.officeId,
        floorId: room.floorId,
        workAreaId: room.workAreaId,
        resourceId: room.id,
        plannedStart: at.start,
        plannedEnd: at.end,
        comments: eventBlockReason(at.title),
      })
      .returning({ id: bookings.id });
    return row.id;
  } catch (err) {
    if (pgCode(err) === '23P01') throw roomBusy();
    throw err;
  }
}

/** Frees the room: the event's block row is removed (blocks carry no money or history). */
export async function releaseRoom(tx: Executor, blockId: number | null) {
  if (!blockId) return;
  await tx.delete(bookings).where(and(eq(bookings.id, blockId), eq(bookings.bookingType, BLOCK_BOOKING_TYPE)));
}
