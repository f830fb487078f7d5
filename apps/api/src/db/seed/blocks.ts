import { addDaysIso, BLOCK_BOOKING_TYPE, closureWindow, DEFAULT_TIME_ZONE, isoWeekday, zonedInstant } from '@clubspace/contract';
import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import { bookings, officeClosures, offices, resources } from '../schema/index.ts';
import type { Ctx } from './context.ts';
import type { SeededOffice } from './space.ts';

const TZ = DEFAULT_TIME_ZONE;
const LIVE = ['active', 'inactive', 'alert', 'pre_paid'];
const WINDOWS = [
  ['13:00', '15:00'],
  ['15:00', '17:00'],
  ['09:00', '11:00'],
  ['11:00', '13:00'],
] as const;

/**
 * Issue 11 demo data, deterministic and free of random draws: a maintenance block on the first office's second meeting
 * room on a working day this week (the first two free hours from tomorrow), a 10-minute buffer on its last meeting
 * room, and the Christmas bank-holiday closure of the first office (the next 25–26 December without live bookings).
 */
export async function seedBlocks(ctx: Ctx, seeded: SeededOffice[]) {
  const office = seeded[0];
  if (!office) return { blocks: 0, closures: 0 };
  const rooms = office.resources.filter((r) => r.type === 'meeting_room');
  let blocks = 0;
  const room = rooms[1] ?? rooms[0];
  if (room) {
    search: for (let d = 1; d <= 7; d++) {
      const day = addDaysIso(ctx.today, d);
      if (isoWeekday(day) > 5) continue;
      for (const [from, to] of WINDOWS) {
        const start = zonedInstant(day, `${from}:00`, TZ);
        const end = zonedInstant(day, `${to}:00`, TZ);
        const busy = await ctx.db
          .select({ id: bookings.id })
          .from(bookings)
          .where(
            and(eq(bookings.resourceId, room.id), inArray(bookings.status, LIVE), lt(bookings.plannedStart, end), gt(bookings.blockedUntil, start)),
          )
          .limit(1);
        if (busy.length) continue;
        const code = `BLOCK${String(room.id).padStart(3, '0')}`;
        await ctx.db.insert(bookings).values({
          clientId: ctx.clientId,
          code,
          slug: code.toLowerCase(),
          bookingType: BLOCK_BOOKING_TYPE,
          origin: 'regular',
          status: 'active',
          officeId: office.id,
          floorId: room.floorId,
          workAreaId: room.workAreaId,
          resourceId: room.id,
          plannedStart: start,
          plannedEnd: end,
          comments: 'Maintenance',
        });
        blocks = 1;
        break search;
      }
    }
  }
  const buffered = rooms[rooms.length - 1];
  if (buffered && buffered !== room) await ctx.db.update(resources).set({ bufferMinutes: 10 }).where(eq(resources.id, buffered.id));

  const [row] = await ctx.db.select({ slug: offices.slug, timeZone: offices.timeZone }).from(offices).where(eq(offices.id, office.id));
  let year = Number(ctx.today.slice(0, 4)) + (ctx.today > `${ctx.today.slice(0, 4)}-12-26` ? 1 : 0);
  for (; ; year++) {
    const w = closureWindow(`${year}-12-25`, `${year}-12-26`, row.timeZone || TZ);
    const clash = await ctx.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.officeId, office.id),
          ne(bookings.bookingType, BLOCK_BOOKING_TYPE),
          inArray(bookings.status, LIVE),
          lt(bookings.plannedStart, w.end),
          gt(bookings.plannedEnd, w.start),
        ),
      )
      .limit(1);
    if (!clash.length) break;
  }
  await ctx.db.insert(officeClosures).values({
    clientId: ctx.clientId,
    slug: `${row.slug}-christmas-${year}`,
    officeId: office.id,
    firstDay: `${year}-12-25`,
    lastDay: `${year}-12-26`,
    reason: 'Christmas bank holidays',
  });
  return { blocks, closures: 1 };
}
