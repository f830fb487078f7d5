import { closedMessage, closureWindow, isBlocked, rangesOverlap, type SlotBooking } from '@clubspace/contract';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { officeClosures, offices } from '../../db/schema/index.ts';

/** The reason of the block over the window on one desk's slot-holding rows, or null. */
export function blockReasonOf(rows: readonly (SlotBooking & { reason?: string | null })[], window: { start: Date; end: Date }): string | null {
  if (!isBlocked(rows, window)) return null;
  const block = rows.find((b) => b.booking_type === 'block' && rangesOverlap(b.planned_start, b.planned_end, window.start, window.end));
  return block?.reason ?? '';
}

/** The office's closure over the window (the first one), with its reason in words for the map. */
export async function closureOver(db: Executor, officeId: number, window: { start: Date; end: Date }, timeZone: string) {
  const day = (d: Date, shift: number) => new Date(d.getTime() + shift * 86_400_000).toISOString().slice(0, 10);
  const rows = await db
    .select({ firstDay: officeClosures.firstDay, lastDay: officeClosures.lastDay, reason: officeClosures.reason, officeName: offices.name })
    .from(officeClosures)
    .innerJoin(offices, eq(offices.id, officeClosures.officeId))
    .where(
      and(
        eq(officeClosures.officeId, officeId),
        gte(officeClosures.lastDay, day(window.start, -1)),
        lte(officeClosures.firstDay, day(window.end, 1)),
      ),
    )
    .orderBy(asc(officeClosures.firstDay))
    .limit(10);
  const hit = rows.find((r) => {
    const w = closureWindow(r.firstDay, r.lastDay, timeZone);
    return rangesOverlap(w.start, w.end, window.start, window.end);
  });
  return hit ? { ...hit, reason: hit.reason, message: closedMessage(hit.officeName, hit.reason, hit.firstDay, hit.lastDay) } : null;
}
