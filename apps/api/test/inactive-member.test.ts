import { addDaysIso, isoDayInZone, zonedInstant, type MemberLookupItem, type ProductItem } from '@clubspace/contract';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRules, members, offices, productCategories, resources, users, workAreas } from '../src/db/schema/index.ts';
import { useApiSession } from './support/api-session.ts';

/** Issue 24 §5: an inactive member is marked in the pickers and refused by the API unless staff confirm. */
const { t, ids, get, send } = useApiSession();
const TZ = 'Europe/London';
const fx = {} as { office: string; workArea: string; member: { id: number; slug: string; name: string }; desk: string; room: string };
const day = addDaysIso(isoDayInZone(new Date(), TZ), 3);
const at = (hhmm: string) => zonedInstant(day, `${hhmm}:00`, TZ).toISOString();

beforeAll(async () => {
  const [office] = await t.db
    .select()
    .from(offices)
    .where(and(eq(offices.clientId, ids.demo), eq(offices.slug, 'shoreditch')));
  fx.office = office.slug;
  const [wa] = await t.db
    .select()
    .from(workAreas)
    .where(and(eq(workAreas.clientId, ids.demo), eq(workAreas.officeId, office.id)))
    .limit(1);
  fx.workArea = wa.slug;
  const [m] = await t.db
    .select({ id: members.id, slug: members.slug, first: users.firstName, last: users.lastName })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.clientId, ids.demo), eq(members.status, 'active'), isNotNull(members.teamId)))
    .orderBy(asc(members.id))
    .limit(1);
  fx.member = { id: m.id, slug: m.slug, name: `${m.first} ${m.last}`.trim() };
  await t.db.update(members).set({ status: 'inactive' }).where(eq(members.id, m.id));
  for (const [key, type] of [
    ['desk', 'desk'],
    ['room', 'meeting_room'],
  ] as const) {
    const [r] = await t.db
      .insert(resources)
      .values({
        clientId: ids.demo,
        slug: `im-${key}`,
        name: `Inactive test ${key}`,
        officeId: office.id,
        floorId: wa.floorId,
        workAreaId: wa.id,
        resourceType: type,
        priceHourPence: 500,
        priceDayPence: 2000,
      })
      .returning();
    // Open rules of its own, so only the member's status can refuse.
    await t.db.insert(bookingRules).values({ clientId: ids.demo, slug: `im-rule-${key}`, resourceType: type, resourceId: r.id });
    fx[key] = r.slug;
  }
});
afterAll(async () => {
  await t.db.update(members).set({ status: 'active' }).where(eq(members.id, fx.member.id));
});

const violation = () => ({ rule: 'inactive_member', field: 'member', message: `${fx.member.name} is inactive`, overridable: true });

describe('an inactive member', () => {
  it('is marked in the members lookup', async () => {
    const res = await get(`/api/lookups/members/?limit=1000`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as MemberLookupItem[];
    expect(list.find((m) => m.slug === fx.member.slug)?.status).toBe('inactive');
    expect(list.some((m) => m.status === 'active')).toBe(true);
  });

  it('is refused for a booking of any type with an overridable violation; staff may book anyway', async () => {
    for (const [booking_type, resource, from, to] of [
      ['desk', fx.desk, '10:00', '12:00'],
      ['meeting_room', fx.room, '10:00', '11:00'],
      ['hot_desk', undefined, '09:00', '18:00'],
    ] as const) {
      const entry = {
        start: at(from),
        end: at(to),
        office: fx.office,
        booking_type,
        resource,
        work_area: resource ? undefined : fx.workArea,
        member: fx.member.slug,
      };
      const res = await send('POST', '/api/member-bookings/', [entry]);
      expect(res.statusCode, `${booking_type}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ detail: `${fx.member.name} is inactive`, code: 'booking_rule', overridable: true });
      expect(res.json().violations).toContainEqual(violation());
      const ok = await send('POST', '/api/member-bookings/', [{ ...entry, override_rules: true }]);
      expect(ok.statusCode, `${booking_type}: ${ok.body}`).toBe(201);
    }
  });

  it('is refused an order unless staff confirm', async () => {
    const [cat] = await t.db.select().from(productCategories).where(eq(productCategories.clientId, ids.demo)).limit(1);
    const made = await send('POST', '/api/products/', {
      name: 'Inactive test coffee',
      category: cat.id,
      price: 2,
      quantity: 10,
      vat: 20,
      status: 'available',
    });
    const product = made.json() as ProductItem;
    const body = { member: fx.member.slug, lines: [{ product: product.slug, quantity: 1 }] };
    const res = await send('POST', '/api/orders/', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ detail: `${fx.member.name} is inactive`, code: 'booking_rule', overridable: true, violations: [violation()] });
    expect((await send('POST', '/api/orders/', { ...body, override_rules: true })).statusCode).toBe(201);
  });
});
