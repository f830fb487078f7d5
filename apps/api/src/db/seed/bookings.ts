import { DEFAULT_TIME_ZONE } from '@clubspace/contract';
import { bookingRelations, bookings, prepaidPackages } from '../schema/index.ts';
import type { Ctx } from './context.ts';
import type { SeededMembership } from './memberships.ts';
import type { People, SeededMember } from './people.ts';
import type { SeededOffice, SeededResource } from './space.ts';
import { addDays, addMinutes, Clock, CodeMaker, hhmm, insertMany, isWeekend, weekday } from './util.ts';

type BookingRow = typeof bookings.$inferInsert;
/** A booking planned in memory: invoices link their lines to it before it is inserted. */
export interface BookingDraft {
  row: BookingRow;
  day: string;
  kind: 'desk' | 'room' | 'other';
  hours: number;
  packageIndex: number | null;
  partnerIndex: number | null;
}
interface PackageDraft {
  teamId: number;
  memberId: number;
  singlePricePence: number;
  units: number;
  used: number;
}

const COMMENTS = [
  'Needs a second monitor',
  'Client visit at 11:00',
  'Arriving late, around 10:30',
  'Please set up the video call kit',
  'Quiet area if possible',
];

export function planBookings(ctx: Ctx, offices: SeededOffice[], people: People, memberships: SeededMembership[]) {
  const { rng, clientId, spec, now, today } = ctx;
  const clock = new Clock(DEFAULT_TIME_ZONE);
  const codes = new CodeMaker(rng, 8);
  const drafts: BookingDraft[] = [];

  const active = people.members.filter((m) => m.status === 'active' && m.role !== 'pending');
  const byId = new Map(active.map((m) => [m.id, m]));
  const byOffice = new Map(offices.map((o) => [o.id, active.filter((m) => m.officeId === o.id)]));
  const byTeam = new Map<number, SeededMember[]>();
  for (const m of active) if (m.teamId !== null) byTeam.set(m.teamId, [...(byTeam.get(m.teamId) ?? []), m]);
  const covering = new Map<number, SeededMembership[]>();
  for (const ms of memberships)
    if (ms.plan.category !== 'day_pass' && ['active', 'finished'].includes(ms.status))
      covering.set(ms.memberId, [...(covering.get(ms.memberId) ?? []), ms]);
  const deskOwner = new Map<number, SeededMembership>();
  for (const ms of memberships) if (ms.resourceId !== null && ms.status === 'active') deskOwner.set(ms.resourceId, ms);

  // Pre-paid packages of a few teams; later bookings of those teams draw on them.
  const teamsWithAdmins = people.teams.filter((t) => t.status === 'active' && active.some((m) => m.teamId === t.id && m.role === 'team_admin'));
  const packages: PackageDraft[] = rng.sample(teamsWithAdmins, spec.prepaidPackages).map((t) => ({
    teamId: t.id,
    memberId: active.find((m) => m.teamId === t.id && m.role === 'team_admin')!.id,
    singlePricePence: 2200,
    units: rng.pick([10, 20]),
    used: 0,
  }));

  const pickMember = (officeId: number) => {
    const local = byOffice.get(officeId) ?? [];
    return local.length > 0 && rng.chance(0.8) ? rng.pick(local) : rng.pick(active);
  };

  function add(
    o: SeededOffice,
    r: SeededResource | null,
    area: { id: number; floorId: number } | null,
    member: SeededMember | null,
    day: string,
    from: string,
    to: string,
    kind: BookingDraft['kind'],
    type: string,
  ): number {
    const plannedStart = clock.at(day, from);
    const plannedEnd = clock.at(day, to);
    const hours = (plannedEnd.getTime() - plannedStart.getTime()) / 3_600_000;
    let origin =
      member?.role === 'referral'
        ? 'referral'
        : rng.weighted([
            ['regular', 86],
            ['trial', 4],
            ['referral', 4],
            ['deference', 3],
            ['complimentary', 3],
          ] as const);
    let status: string;
    let realStart: Date | null = null;
    let realEnd: Date | null = null;
    if (plannedEnd <= now) {
      status = rng.weighted([
        ['finished', 94],
        ['cancelled', 5],
        ['refund', 1],
      ] as const);
      if (status === 'finished') {
        realStart = addMinutes(plannedStart, rng.int(-10, 25));
        realEnd = addMinutes(plannedEnd, rng.int(-60, 10));
      }
    } else if (plannedStart <= now) {
      status = rng.chance(0.88) ? 'active' : 'alert';
      if (status === 'active') realStart = addMinutes(plannedStart, rng.int(-5, 30));
    } else {
      status = rng.chance(0.04) ? 'cancelled' : 'active';
    }
    const ms =
      member && kind === 'desk'
        ? covering.get(member.id)?.find((c) => c.start <= plannedStart && (c.end === null || c.end >= plannedStart))
        : undefined;
    const complimentary = origin === 'complimentary' || origin === 'deference';
    const single =
      kind === 'room'
        ? Math.round((r?.priceHourPence ?? 0) * hours)
        : hours < 8
          ? Math.round((r?.priceDayPence ?? 2500) * 0.6)
          : (r?.priceDayPence ?? 2500);
    let price = ms || complimentary ? 0 : single;
    let packageIndex: number | null = null;
    const teamId = member?.teamId ?? null;
    // Packages were bought six weeks ago, so they cover recent and upcoming days (future ones show as pre_paid).
    const recent = plannedStart.getTime() > now.getTime() - 42 * 86_400_000;
    const pkgIdx =
      recent && price > 0 && kind === 'desk' && teamId !== null ? packages.findIndex((p) => p.teamId === teamId && p.used < p.units) : -1;
    if (pkgIdx >= 0 && status !== 'cancelled' && rng.chance(0.5)) {
      packageIndex = pkgIdx;
      packages[pkgIdx]!.used++;
      price = packages[pkgIdx]!.singlePricePence;
      if (status === 'active' && plannedStart > now) status = 'pre_paid';
    }
    const payNow = price > 0 && packageIndex === null && rng.chance(0.25);
    // A few desk bookings come through a broker for its own customer (a guest, no member).
    const viaBroker = kind === 'desk' && !ms && people.brokerIds.length > 0 && people.guests.length > 0 && rng.chance(0.02);
    if (viaBroker) origin = 'regular';
    const code = codes.make();
    drafts.push({
      day,
      kind,
      hours,
      packageIndex,
      partnerIndex: null,
      row: {
        clientId,
        code,
        slug: code.toLowerCase(),
        bookingType: type,
        origin,
        status,
        officeId: o.id,
        floorId: r?.floorId ?? area?.floorId ?? null,
        workAreaId: r?.workAreaId ?? area?.id ?? null,
        resourceId: r?.id ?? null,
        memberId: viaBroker ? null : (member?.id ?? null),
        teamId: viaBroker ? null : teamId,
        guestId: viaBroker ? rng.pick(people.guests).id : null,
        brokerId: viaBroker ? rng.pick(people.brokerIds) : null,
        membershipId: ms?.id ?? null,
        plannedStart,
        plannedEnd,
        realStart,
        realEnd,
        singlePricePence: single,
        pricePence: price,
        payNow,
        paid: packageIndex !== null || payNow || (price === 0 && status === 'finished'),
        complimentary,
        capacity: kind === 'room' ? rng.int(2, 6) : 1,
        comments: rng.chance(0.05) ? rng.pick(COMMENTS) : null,
        createdAt: new Date(Math.min(now.getTime(), plannedStart.getTime() - rng.int(1, 20 * 24) * 3_600_000)),
      },
    });
    return drafts.length - 1;
  }

  const desksOf = new Map(offices.map((o) => [o.id, o.resources.filter((r) => r.type === 'hot_desk' || r.type === 'desk')]));
  for (let offset = -spec.pastDays; offset <= spec.futureDays; offset++) {
    const day = addDays(today, offset);
    const factor = isWeekend(day) ? 0.08 : 1;
    const density = (offset < 0 ? spec.deskDensity : offset === 0 ? 0.55 : Math.max(0.1, 0.45 - 0.03 * offset)) * factor;
    for (const o of offices) {
      const desks = desksOf.get(o.id)!;
      const taken = new Set<number>();
      for (const r of desks) {
        if (taken.has(r.id)) continue;
        const owner = deskOwner.get(r.id);
        const ownerMember = owner && byId.get(owner.memberId);
        const ownsToday = ownerMember && owner.start <= clock.at(day, '09:00') && (owner.end === null || owner.end >= clock.at(day, '18:00'));
        let member: SeededMember | null = null;
        if (ownsToday) member = rng.chance(0.6 * factor) ? ownerMember : null;
        else if (rng.chance(density)) member = pickMember(o.id);
        if (!member) continue;
        taken.add(r.id);
        const type = r.type === 'desk' ? 'desk' : 'hot_desk';
        if (rng.chance(0.12)) {
          // Half days: a morning booking, sometimes followed by someone else in the afternoon.
          add(o, r, null, member, day, '09:00', '13:00', 'desk', type);
          if (rng.chance(0.5)) add(o, r, null, pickMember(o.id), day, '13:00', '18:00', 'desk', type);
          continue;
        }
        const first = add(o, r, null, member, day, '09:00', '18:00', 'desk', type);
        // Team-mates booking side by side are related bookings.
        if (type === 'hot_desk' && member.teamId !== null && rng.chance(0.05)) {
          const mates = (byTeam.get(member.teamId) ?? []).filter((m) => m.id !== member!.id);
          const next = desks.find((d) => d.type === 'hot_desk' && !taken.has(d.id) && !deskOwner.has(d.id));
          if (mates.length > 0 && next) {
            taken.add(next.id);
            drafts[first]!.partnerIndex = add(o, next, null, rng.pick(mates), day, '09:00', '18:00', 'desk', 'hot_desk');
          }
        }
      }
      for (const room of o.resources.filter((r) => r.type === 'meeting_room')) {
        for (let t = 8 * 60; t < 19 * 60;) {
          if (!rng.chance(spec.roomDensity * factor)) {
            t += 60;
            continue;
          }
          const end = Math.min(t + rng.pick([30, 60, 60, 90, 120]), 19 * 60);
          add(o, room, null, pickMember(o.id), day, hhmm(t), hhmm(end), 'room', 'meeting_room');
          t = end + rng.pick([0, 30, 60]);
        }
      }
      // Bookings still waiting for a desk ("Assign" on the map), and the odd suite day.
      const open = o.areas.filter((a) => a.type === 'open_space');
      if (offset >= 0 && !isWeekend(day) && open.length > 0)
        for (let k = rng.int(1, 2); k > 0; k--) add(o, null, rng.pick(open), pickMember(o.id), day, '09:00', '18:00', 'other', 'hot_desk');
      const suites = o.areas.filter((a) => a.type === 'suite');
      if (suites.length > 0 && weekday(day) === 2 && rng.chance(0.3))
        add(o, null, rng.pick(suites), pickMember(o.id), day, '09:00', '18:00', 'other', 'suite');
    }
  }
  return { drafts, packages };
}

/** Inserts packages, bookings and their relations; returns the new booking ids in draft order. */
export async function insertBookings(ctx: Ctx, plan: ReturnType<typeof planBookings>): Promise<number[]> {
  const { db, rng, clientId } = ctx;
  const codes = new CodeMaker(rng, 6);
  const packageIds = await insertMany(
    ctx.db,
    prepaidPackages,
    plan.packages.map((p) => {
      const code = codes.make('PP');
      return {
        clientId,
        code,
        slug: code.toLowerCase(),
        teamId: p.teamId,
        memberId: p.memberId,
        singlePricePence: p.singlePricePence,
        units: p.units,
        unitsUsed: p.used,
        createdAt: new Date(ctx.now.getTime() - 43 * 86_400_000),
      };
    }),
  );
  const ids = await insertMany(
    db,
    bookings,
    plan.drafts.map((d) => ({ ...d.row, prepaidPackageId: d.packageIndex === null ? null : packageIds[d.packageIndex]! })),
  );
  const relations = plan.drafts.flatMap((d, i) =>
    d.partnerIndex === null
      ? []
      : [
          { clientId, bookingId: ids[i]!, relatedBookingId: ids[d.partnerIndex]! },
          { clientId, bookingId: ids[d.partnerIndex]!, relatedBookingId: ids[i]! },
        ],
  );
  await insertMany(db, bookingRelations, relations);
  return ids;
}
