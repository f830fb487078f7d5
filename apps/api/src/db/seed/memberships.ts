import { dayBounds } from '@clubspace/contract';
import { membershipPlans, memberships } from '../schema/index.ts';
import type { Ctx } from './context.ts';
import type { People, SeededMember } from './people.ts';
import type { SeededOffice } from './space.ts';
import { addDays, CodeMaker, insertMany, SlugMaker } from './util.ts';

export interface SeededPlan {
  id: number;
  name: string;
  category: string;
  basePricePence: number;
  lengthDays: number;
}
export interface SeededMembership {
  id: number;
  memberId: number;
  teamId: number | null;
  officeId: number;
  plan: SeededPlan;
  status: string;
  start: Date;
  end: Date | null;
  units: number;
  basePricePence: number;
  resourceId: number | null;
  workAreaId: number | null;
  recurrent: boolean;
}

const PLANS = {
  full: [
    {
      name: 'Full Member',
      subtitle: 'Your own desk, every day',
      category: 'full',
      basePricePence: 35000,
      freeCredits: 10,
      freeDays: 0,
      lengthInMonth: 30,
    },
    {
      name: 'Flex 10',
      subtitle: '10 days a month, any desk',
      category: 'flex_10',
      basePricePence: 18000,
      freeCredits: 4,
      freeDays: 10,
      lengthInMonth: 30,
    },
    { name: 'Flex 4', subtitle: 'One day a week', category: 'flex_4', basePricePence: 8000, freeCredits: 2, freeDays: 4, lengthInMonth: 30 },
    { name: 'Day Pass', subtitle: 'Drop in for a day', category: 'day_pass', basePricePence: 2500, freeCredits: 0, freeDays: 1, lengthInMonth: 1 },
    {
      name: 'Private Office',
      subtitle: 'A lockable office for your team',
      category: 'office',
      basePricePence: 180000,
      freeCredits: 20,
      freeDays: 0,
      lengthInMonth: 30,
    },
  ],
  small: [
    {
      name: 'Resident',
      subtitle: 'Fixed desk by the water',
      category: 'full',
      basePricePence: 28000,
      freeCredits: 8,
      freeDays: 0,
      lengthInMonth: 30,
    },
    { name: 'Flex 4', subtitle: 'One day a week', category: 'flex_4', basePricePence: 7000, freeCredits: 2, freeDays: 4, lengthInMonth: 30 },
    { name: 'Day Pass', subtitle: 'Drop in for a day', category: 'day_pass', basePricePence: 2000, freeCredits: 0, freeDays: 1, lengthInMonth: 1 },
  ],
};

export async function seedMemberships(
  ctx: Ctx,
  offices: SeededOffice[],
  people: People,
): Promise<{ plans: SeededPlan[]; memberships: SeededMembership[] }> {
  const { db, rng, clientId, spec, today } = ctx;
  const planDefs = PLANS[spec.plans];
  const planSlugs = new SlugMaker();
  const planIds = await insertMany(
    db,
    membershipPlans,
    planDefs.map((p) => ({
      clientId,
      slug: planSlugs.make(p.name),
      ...p,
      description: `${p.subtitle}. Includes Wi-Fi, coffee and community events.`,
    })),
  );
  const plans: SeededPlan[] = planDefs.map((p, i) => ({
    id: planIds[i]!,
    name: p.name,
    category: p.category,
    basePricePence: p.basePricePence,
    lengthDays: p.lengthInMonth || 30,
  }));
  const byCategory = (c: string) => plans.find((p) => p.category === c);

  // Fixed desks go to full members; private offices to team admins.
  const freeDesks = new Map(offices.map((o) => [o.id, o.resources.filter((r) => r.type === 'desk' && r.workAreaId !== null).map((r) => r.id)]));
  const officeAreas = new Map(offices.map((o) => [o.id, o.areas.filter((a) => a.type === 'office').map((a) => a.id)]));
  const candidates = rng.shuffle(people.members.filter((m) => m.role !== 'pending'));
  const drafts: Omit<SeededMembership, 'id'>[] = [];
  const start0 = (day: string) => dayBounds(day).start;
  const end0 = (day: string) => dayBounds(day).end;
  for (let i = 0; i < spec.memberships; i++) {
    const m: SeededMember = candidates[i % candidates.length]!;
    const status =
      m.status === 'inactive'
        ? 'finished'
        : rng.weighted([
            ['active', 60],
            ['finished', 34],
            ['pending_payment', 3],
            ['cancelled', 3],
          ] as const);
    let plan =
      m.role === 'team_admin' && byCategory('office') && rng.chance(0.4)
        ? byCategory('office')!
        : rng.weighted(plans.filter((p) => p.category !== 'office').map((p) => [p, p.category === 'day_pass' ? 1 : 3] as const));
    if (status === 'active' && plan.category === 'day_pass') plan = plans[0]!;
    let startDay: string;
    let endDay: string | null;
    let recurrent = false;
    if (status === 'active') {
      startDay = addDays(today, -rng.int(5, 330));
      recurrent = rng.chance(0.6);
      endDay = recurrent ? null : addDays(today, rng.int(10, 120));
    } else if (status === 'pending_payment') {
      startDay = addDays(today, rng.int(1, 14));
      endDay = addDays(startDay, plan.lengthDays);
    } else {
      startDay = addDays(today, -rng.int(120, 395));
      endDay = addDays(startDay, status === 'cancelled' ? rng.int(5, 25) : plan.lengthDays * rng.int(1, 3));
    }
    const units = 1;
    let resourceId: number | null = null;
    if (plan.category === 'full' && status === 'active') resourceId = freeDesks.get(m.officeId)?.shift() ?? null;
    const workAreaId = plan.category === 'office' ? (officeAreas.get(m.officeId)?.[0] ?? null) : null;
    drafts.push({
      memberId: m.id,
      teamId: m.teamId,
      officeId: m.officeId,
      plan,
      status,
      start: start0(startDay),
      end: endDay ? end0(endDay) : null,
      units,
      basePricePence: plan.basePricePence * units,
      resourceId,
      workAreaId,
      recurrent,
    });
  }
  const slugs = new CodeMaker(rng, 10);
  const ids = await insertMany(
    db,
    memberships,
    drafts.map((d) => ({
      clientId,
      slug: slugs.make().toLowerCase(),
      planId: d.plan.id,
      memberId: d.memberId,
      teamId: d.teamId,
      officeId: d.officeId,
      workAreaId: d.workAreaId,
      resourceId: d.resourceId,
      basePricePence: d.basePricePence,
      start: d.start,
      end: d.end,
      recurrent: d.recurrent,
      status: d.status,
      freeCredits: planDefs.find((p) => p.name === d.plan.name)!.freeCredits,
      freeDays: planDefs.find((p) => p.name === d.plan.name)!.freeDays,
      units: d.units,
      payNow: rng.chance(0.2),
      createdAt: new Date(Math.min(d.start.getTime(), ctx.now.getTime()) - rng.int(1, 10) * 86_400_000),
    })),
  );
  return { plans, memberships: drafts.map((d, i) => ({ ...d, id: ids[i]! })) };
}
