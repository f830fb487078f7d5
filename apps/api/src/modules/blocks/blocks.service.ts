import {
  BLOCK_BOOKING_TYPE,
  BLOCK_MESSAGES,
  BLOCKED_CODE,
  blockCreate,
  blockedMessage,
  BOOKING_MESSAGES,
  CLASH_CODE,
  clashMessage,
  isOnStep,
  OCCUPYING_BOOKING_STATUSES,
  statusTransition,
  type ClashItem,
} from '@clubspace/contract';
import { and, asc, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { bookingRelations, bookings, offices, resources } from '../../db/schema/index.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { RefResolver } from '../bookings/booking-refs.ts';
import { pgCode } from '../../lib/pg-errors.ts';
import { applyTransition, lockResources, relateBookings } from '../bookings/booking-writes.ts';
import { blocksByIds, clashingBookings, isBlockRow, visibleBlocks } from './blocks.repo.ts';
import { writeTransaction } from '../../db/transaction.ts';

/** 409 of a block or closure placed over live bookings: the answer lists them so the screen can offer to cancel. */
export class ClashError extends HttpError {
  constructor(
    detail: string,
    public readonly conflicts: ClashItem[],
  ) {
    super(409, detail, undefined, CLASH_CODE);
  }
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newCode(): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += CODE_ALPHABET[Math.floor(Math.random() * CODE_ALPHABET.length)];
  return s;
}

/**
 * Cancels the bookings in the way through the bookings' own cancel path (state machine + applyTransition): a booking
 * with an invoice line is cancelled with refund (its line voided or credited), any other is cancelled; prepaid units
 * and credits come back either way. The operator closed the slot, so the customer never pays for it.
 */
export async function cancelClashing(tx: Executor, ctx: StaffContext, ids: number[], now: Date): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await tx.select().from(bookings).where(inArray(bookings.id, ids)).orderBy(asc(bookings.id)).for('update');
  const done: string[] = [];
  for (const b of rows) {
    const t = statusTransition({ status: b.status, real_start: b.realStart }, b.invoiceLineId ? 'refund' : 'cancelled');
    if (!t.ok) continue;
    await applyTransition(tx, ctx, b, t, now);
    done.push(b.code);
  }
  return done;
}

/** The resources a block covers: the one named, or every resource of the work area (in the caller's office scope). */
async function blockTargets(tx: Executor, ctx: StaffContext, v: z.output<typeof blockCreate>) {
  const refs = new RefResolver(tx, ctx);
  const resource = v.resource ? await refs.resource(v.resource) : null;
  const workArea = !resource && v.work_area ? await refs.workArea(v.work_area) : null;
  const targets = resource
    ? [resource]
    : await tx
        .select()
        .from(resources)
        .where(and(eq(resources.clientId, ctx.client.id), eq(resources.workAreaId, workArea!.id)))
        .orderBy(asc(resources.name), asc(resources.id));
  const field = resource ? ('resource' as const) : ('work_area' as const);
  if (!targets.length) throw badRequest({ work_area: BLOCK_MESSAGES.noResources });
  if (ctx.officeIds && targets.some((r) => !ctx.officeIds!.includes(r.officeId)))
    throw badRequest({ [field]: BOOKING_MESSAGES.unknown(field === 'resource' ? 'resource' : 'work area') });
  return { targets, field };
}
type BlockTarget = Awaited<ReturnType<typeof blockTargets>>['targets'][number];

/** An existing block over the period: 409 in words (blocks are not cancelled by another block). */
async function refuseOverBlock(tx: Executor, targets: BlockTarget[], field: string, start: Date, end: Date) {
  const ids = targets.map((r) => r.id);
  const [existing] = await tx
    .select({ resourceId: bookings.resourceId, plannedEnd: bookings.plannedEnd, reason: bookings.comments, tz: offices.timeZone })
    .from(bookings)
    .innerJoin(offices, eq(offices.id, bookings.officeId))
    .where(
      and(
        inArray(bookings.resourceId, ids),
        isBlockRow,
        inArray(bookings.status, [...OCCUPYING_BOOKING_STATUSES]),
        lt(bookings.plannedStart, end),
        gt(bookings.plannedEnd, start),
      ),
    )
    .limit(1);
  if (existing) {
    const name = targets.find((r) => r.id === existing.resourceId)?.name ?? '';
    const message = blockedMessage(name, existing.reason ?? '', existing.plannedEnd, existing.tz, start);
    throw conflict(message, BLOCKED_CODE, { [field]: message });
  }
}

/** One block row per resource; an overlap the exclusion constraint still finds answers 409 "try again". */
async function insertBlocks(tx: Executor, ctx: StaffContext, targets: BlockTarget[], block: { start: Date; end: Date; reason: string }) {
  const created: number[] = [];
  for (const r of targets) {
    const code = newCode();
    try {
      const [row] = await tx
        .insert(bookings)
        .values({
          clientId: ctx.client.id,
          code,
          slug: code.toLowerCase(),
          bookingType: BLOCK_BOOKING_TYPE,
          origin: 'regular',
          status: 'active',
          officeId: r.officeId,
          floorId: r.floorId,
          workAreaId: r.workAreaId,
          resourceId: r.id,
          plannedStart: block.start,
          plannedEnd: block.end,
          comments: block.reason,
        })
        .returning({ id: bookings.id });
      created.push(row.id);
    } catch (err) {
      if (pgCode(err) === '23P01') throw conflict(BOOKING_MESSAGES.tryAgain, BLOCKED_CODE);
      throw err;
    }
  }
  return created;
}

/**
 * POST /api/booking-blocks/: blocks a resource, or every resource of a work area (one row each, related), for a
 * period. Live bookings in the way answer 409 with the list, unless `cancel_conflicting`: then they are cancelled and
 * the block placed in one transaction. Writers of the same resources queue on their advisory locks, and the
 * exclusion constraint decides what still overlaps.
 */
export async function createBlock(db: Db, ctx: StaffContext, v: z.output<typeof blockCreate>) {
  const start = new Date(v.start);
  const end = new Date(v.end);
  if (!isOnStep(start)) throw badRequest({ start: BOOKING_MESSAGES.step });
  if (!isOnStep(end)) throw badRequest({ end: BOOKING_MESSAGES.step });
  const now = new Date();
  if (end <= now) throw badRequest({ end: BOOKING_MESSAGES.inPast });

  const result = await writeTransaction(db, async (tx) => {
    const { targets, field } = await blockTargets(tx, ctx, v);
    const ids = targets.map((r) => r.id);
    await lockResources(tx, ids);
    await refuseOverBlock(tx, targets, field, start, end);

    const clashes = await clashingBookings(tx, { resourceIds: ids, start, end });
    if (clashes.ids.length && !v.cancel_conflicting)
      throw new ClashError(
        clashMessage(
          'block',
          clashes.items.map((c) => c.code),
        ),
        clashes.items,
      );
    const cancelled = await cancelClashing(tx, ctx, clashes.ids, now);

    const created = await insertBlocks(tx, ctx, targets, { start, end, reason: v.reason });
    await relateBookings(tx, ctx.client.id, created);
    return { created, cancelled };
  });
  return { blocks: await blocksByIds(db, result.created), cancelled: result.cancelled, detail: BLOCK_MESSAGES.blockPlaced };
}

/** DELETE /api/booking-blocks/{code}: removes the block (with `with_related`, also the blocks placed with it). */
export async function deleteBlock(db: Db, ctx: StaffContext, code: string, withRelated: boolean) {
  return writeTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(visibleBlocks(ctx), eq(bookings.code, code)))
      .limit(1);
    if (!row) throw notFound(BLOCK_MESSAGES.notFound);
    const ids = [row.id];
    if (withRelated) {
      const rel = await tx
        .select({ id: bookingRelations.relatedBookingId })
        .from(bookingRelations)
        .innerJoin(bookings, eq(bookings.id, bookingRelations.relatedBookingId))
        .where(and(eq(bookingRelations.bookingId, row.id), visibleBlocks(ctx)));
      ids.push(...rel.map((r) => r.id));
    }
    // Blocks carry no money or history worth keeping: they are removed, not cancelled.
    await tx.delete(bookingRelations).where(or(inArray(bookingRelations.bookingId, ids), inArray(bookingRelations.relatedBookingId, ids)));
    await tx.delete(bookings).where(and(inArray(bookings.id, ids), isBlockRow));
    return { detail: BLOCK_MESSAGES.blockRemoved, removed: ids.length };
  });
}
