import { addDaysIso, DEFAULT_TIME_ZONE, expandRecurrence, isoWeekday, zonedInstant, type RecurrenceRule } from '@clubspace/contract';
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import { bookings, bookingSeries } from '../schema/index.ts';
import type { Ctx } from './context.ts';
import type { People } from './people.ts';
import type { SeededOffice } from './space.ts';

const TZ = DEFAULT_TIME_ZONE;
/** Hours tried for the series, in order: the first one free in every week wins (the random room bookings vary). */
const SLOTS = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00'];

/**
 * One weekly meeting-room series per operator (issue 11): a team's one-hour weekly meeting in the first office's first
 * meeting room, from two weeks ago for ten weeks — the past ones finished, the rest active — at the first hour of the
 * day that is free in every one of those weeks. Deterministic: no random draws (the other steps' draws stay as they were).
 */
export async function seedBookingSeries(ctx: Ctx, offices: SeededOffice[], people: People) {
  const office = offices[0];
  const room = office?.resources.find((r) => r.type === 'meeting_room');
  const member = people.members.find((m) => m.officeId === office?.id && m.teamId !== null && m.status === 'active' && m.role === 'team_admin');
  if (!office || !room || !member) return { bookingSeries: 0 };
  const firstDay = addDaysIso(ctx.today, -14);
  const rule: RecurrenceRule = { frequency: 'weekly', interval: 1, weekdays: [isoWeekday(firstDay)], until: null, count: 10 };

  for (const slot of SLOTS) {
    const endSlot = `${String(Number(slot.slice(0, 2)) + 1).padStart(2, '0')}:00`;
    const occ = expandRecurrence(rule, zonedInstant(firstDay, `${slot}:00`, TZ), zonedInstant(firstDay, `${endSlot}:00`, TZ), TZ);
    const rows = await ctx.db
      .select({ s: bookings.plannedStart, e: bookings.plannedEnd })
      .from(bookings)
      .where(
        and(
          eq(bookings.resourceId, room.id),
          inArray(bookings.status, ['active', 'pre_paid', 'alert']),
          lt(bookings.plannedStart, occ[occ.length - 1].end),
          gt(bookings.plannedEnd, occ[0].start),
        ),
      );
    if (occ.some((o) => rows.some((r) => r.s < o.end && r.e > o.start))) continue;

    // Per operator, so a code names one operator's series (the route tests sample such codes).
    const tag = ctx.spec.slug
      .replace(/[^a-z]/gi, '')
      .toUpperCase()
      .padEnd(4, 'X')
      .slice(0, 4);
    const code = `S${tag}WK1`;
    const [series] = await ctx.db
      .insert(bookingSeries)
      .values({
        clientId: ctx.clientId,
        code,
        slug: code.toLowerCase(),
        bookingType: 'meeting_room',
        officeId: office.id,
        resourceId: room.id,
        rule,
        entry: { booking_type: 'meeting_room', comments: 'Weekly team meeting' },
        firstStart: occ[0].start,
        firstEnd: occ[0].end,
        timeZone: TZ,
      })
      .returning({ id: bookingSeries.id });
    const pricePence = room.priceHourPence;
    await ctx.db.insert(bookings).values(
      occ.map((o) => {
        const past = o.end <= ctx.now;
        const bcode = `SW${tag}${String(o.index + 1).padStart(2, '0')}`;
        return {
          clientId: ctx.clientId,
          code: bcode,
          slug: bcode.toLowerCase(),
          bookingType: 'meeting_room',
          origin: 'regular',
          status: past ? 'finished' : 'active',
          officeId: office.id,
          floorId: room.floorId,
          workAreaId: room.workAreaId,
          resourceId: room.id,
          memberId: member.id,
          teamId: member.teamId,
          plannedStart: o.start,
          plannedEnd: o.end,
          realStart: past ? o.start : null,
          realEnd: past ? o.end : null,
          singlePricePence: pricePence,
          pricePence,
          capacity: 4,
          comments: 'Weekly team meeting',
          seriesId: series.id,
          createdAt: new Date(Math.min(ctx.now.getTime(), o.start.getTime()) - 15 * 86_400_000),
        };
      }),
    );
    return { bookingSeries: 1 };
  }
  return { bookingSeries: 0 };
}
