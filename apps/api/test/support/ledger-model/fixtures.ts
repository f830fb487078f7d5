import { randomBytes } from 'node:crypto';
import { addDaysIso, dayBounds, isoDayInZone } from '@clubspace/contract';
import type { Db } from '../../../src/db/client.ts';
import {
  bars,
  floors,
  invoiceDatas,
  membershipPlans,
  memberships,
  members,
  offices,
  prepaidPackages,
  products,
  resources,
  teams,
  users,
  workAreas,
} from '../../../src/db/schema/index.ts';

/**
 * The ledger model's fixtures, written straight to the database (faster than the API, which the model exercises):
 * per run the products and a plan; per sequence its own office (so the dashboard of its days holds only that
 * sequence's money, and a sequence replays the same wherever it runs), two fresh teams (a member team with a
 * membership and credits, a non-member team with a prepaid package), a member of each, desks and a room.
 */
export const TZ = 'Europe/London';

const tag = () => randomBytes(5).toString('hex');

/** Prices chosen so VAT and proration round (odd pence). */
export const DESK_PRICES = {
  priceHourPence: 517,
  priceDayPence: 2499,
  priceMonthPence: 41999,
  noMemberPriceHourPence: 733,
  noMemberPriceDayPence: 3001,
  noMemberPriceMonthPence: 52001,
};
export const ROOM_PRICES = {
  priceHourPence: 3017,
  priceDayPence: 20003,
  noMemberPriceHourPence: 4009,
  noMemberPriceDayPence: 25007,
  priceCreditsHour: 2,
  noMemberPriceCreditsHour: 3,
};
/** Products at two VAT rates: a mixed order has lines at both. */
export const PRODUCTS = [
  { key: 'coffee', pricePence: 253, vat: 20 },
  { key: 'sandwich', pricePence: 417, vat: 20 },
  { key: 'cake', pricePence: 333, vat: 5 },
] as const;
export const PLAN_PRICE_PENCE = 19_999;
/** Units of the non-member team's prepaid package. */
export const PREPAID_UNITS = 3;

export interface RunFixture {
  clientId: number;
  products: Record<(typeof PRODUCTS)[number]['key'], string>;
  planId: number;
  plan: string;
  /** Today in the offices' zone when the run started. */
  today: string;
}

export async function createRunFixture(db: Db, clientId: number): Promise<RunFixture> {
  const t = tag();
  const made = await db
    .insert(products)
    .values(
      PRODUCTS.map((p) => ({ clientId, slug: `lm-${p.key}-${t}`, name: `LM ${p.key}`, quantity: 1_000_000, pricePence: p.pricePence, vat: p.vat })),
    )
    .returning({ slug: products.slug });
  const [plan] = await db
    .insert(membershipPlans)
    .values({ clientId, slug: `lm-plan-${t}`, name: `LM Full ${t}`, basePricePence: PLAN_PRICE_PENCE, category: 'full', freeCredits: 6 })
    .returning();
  return {
    clientId,
    products: { coffee: made[0].slug, sandwich: made[1].slug, cake: made[2].slug },
    planId: plan.id,
    plan: plan.slug,
    today: isoDayInZone(new Date(), TZ),
  };
}

export interface Party {
  teamId: number;
  team: string;
  memberId: number;
  member: string;
  /** The team's default invoice data (with a contact e-mail, so Send works). */
  data: string;
}

export interface SequenceFixture {
  officeId: number;
  office: string;
  /** Team with an active membership from the first of this month (member prices, credits). */
  member: Party & { membershipId: number; credits: number };
  /** Team without a membership (non-member prices) that holds a prepaid package. */
  guest: Party & { prepaid: string };
  desks: string[];
  hotDesk: string;
  room: string;
  teamIds: number[];
}

async function party(db: Db, clientId: number, officeId: number, label: string, t: string): Promise<Party> {
  const [team] = await db
    .insert(teams)
    .values({ clientId, slug: `lm-${label}-${t}`, name: `LM ${label} ${t}`, officeId })
    .returning();
  const [data] = await db
    .insert(invoiceDatas)
    .values({
      clientId,
      slug: `lm-${label}-data-${t}`,
      teamId: team.id,
      name: `LM ${label} Ltd`,
      emailContact: `${label}-${t}@demo.test`,
      isDefault: true,
      status: 'active',
      town: 'London',
      postCode: 'E1 6AN',
      address1: '1 Test Street',
    })
    .returning();
  const [user] = await db
    .insert(users)
    .values({ email: `lm-${label}-${t}@demo.test`, firstName: 'Ledger', lastName: `${label} ${t}`, validated: true })
    .returning();
  const [member] = await db
    .insert(members)
    .values({ clientId, slug: `lm-${label}-m-${t}`, userId: user.id, teamId: team.id, officeId, role: 'team_admin' })
    .returning();
  return { teamId: team.id, team: team.slug, memberId: member.id, member: member.slug, data: data.slug };
}

export async function createSequenceFixture(db: Db, run: RunFixture, credits: number): Promise<SequenceFixture> {
  const t = tag();
  const { clientId } = run;
  const [office] = await db
    .insert(offices)
    .values({ clientId, slug: `lm-${t}`, name: `Ledger ${t}`, invoicePrefix: 'LM-', timeZone: TZ, email: `lm-${t}@demo.test` })
    .returning();
  const officeId = office.id;
  const [floor] = await db
    .insert(floors)
    .values({ clientId, slug: `lm-floor-${t}`, officeId, name: 'Ground' })
    .returning();
  const [area] = await db
    .insert(workAreas)
    .values({ clientId, slug: `lm-area-${t}`, officeId, floorId: floor.id, name: 'Open space', itemPriceDayPence: 1999 })
    .returning();
  await db.insert(bars).values({ clientId, slug: `lm-bar-${t}`, officeId, name: 'Ledger bar' });
  const m = await party(db, clientId, officeId, 'member', t);
  const g = await party(db, clientId, officeId, 'guest', t);
  const [ms] = await db
    .insert(memberships)
    .values({
      clientId,
      slug: `lm-ms-${t}`,
      planId: run.planId,
      memberId: m.memberId,
      teamId: m.teamId,
      officeId,
      basePricePence: PLAN_PRICE_PENCE,
      start: dayBounds(`${run.today.slice(0, 8)}01`, TZ).start,
      end: dayBounds(addDaysIso(run.today, 400), TZ).end,
      recurrent: true,
      status: 'active',
      freeCredits: credits,
    })
    .returning();
  const [pkg] = await db
    .insert(prepaidPackages)
    .values({ clientId, slug: `lm-pkg-${t}`, code: `LMPKG${t}`.toUpperCase(), teamId: g.teamId, singlePricePence: 1800, units: PREPAID_UNITS })
    .returning();
  const place = { clientId, officeId, floorId: floor.id, workAreaId: area.id };
  const made = await db
    .insert(resources)
    .values([
      ...[1, 2, 3].map((n) => ({ ...place, slug: `lm-desk-${n}-${t}`, name: `LM Desk ${n} ${t}`, resourceType: 'desk', ...DESK_PRICES })),
      { ...place, slug: `lm-hot-${t}`, name: `LM Hot ${t}`, resourceType: 'hot_desk', ...DESK_PRICES },
      { ...place, slug: `lm-room-${t}`, name: `LM Room ${t}`, resourceType: 'meeting_room', capacity: 6, ...ROOM_PRICES },
    ])
    .returning({ slug: resources.slug, type: resources.resourceType });
  return {
    officeId,
    office: office.slug,
    member: { ...m, membershipId: ms.id, credits },
    guest: { ...g, prepaid: pkg.code },
    desks: made.filter((r) => r.type === 'desk').map((r) => r.slug),
    hotDesk: made.find((r) => r.type === 'hot_desk')!.slug,
    room: made.find((r) => r.type === 'meeting_room')!.slug,
    teamIds: [m.teamId, g.teamId],
  };
}
