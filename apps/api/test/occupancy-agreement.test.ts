import { addDaysIso, isoDayInZone, zonedInstant, type AvailabilityResult, type BookingItem, type CardData } from '@clubspace/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { offices, resources, teams, workAreas } from '../src/db/schema/index.ts';
import { useApiSession } from './support/api-session.ts';

/**
 * Issue 23 item 6: one occupancy. The floor map's header (GET /api/space-availability/) and the dashboard's
 * Occupancy card (GET /api/dashboard/occupancy, read from the day figures) give the same figure for the same office
 * and day — after hours, when the day's bookings are finished, too.
 */
const { t, ids, get, send } = useApiSession();

const TZ = 'Europe/London';
const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());
/** The first day from `day` on that is a weekday followed by a weekday. */
const weekdayFrom = (day: string) => {
  let d = day;
  while (isWeekend(d) || isWeekend(addDaysIso(d, 1))) d = addDaysIso(d, 1);
  return d;
};
const today = () => isoDayInZone(new Date(), TZ);
// A far-future weekday no demo booking and no other test uses, and the day after it.
const F = weekdayFrom(addDaysIso(today(), 640));
const at = (day: string, hhmm: string) => zonedInstant(day, `${hhmm}:00`, TZ).toISOString();
const fx = { office: '', officeId: 0, team: '', desks: [] as string[], bar: '' };

const mapOf = async (query: string) => {
  const res = await get(`/api/space-availability/?club=${fx.office}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AvailabilityResult;
};
const cardOf = async (start: string, end = start) => {
  const res = await get(`/api/dashboard/occupancy?club=${fx.office}&period=custom&start=${start}&end=${end}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CardData;
};
async function book(resource: string, day: string, from: string, to: string, type = 'desk') {
  const res = await send('POST', '/api/member-bookings/', [
    { office: fx.office, booking_type: type, resource, team: fx.team, start: at(day, from), end: at(day, to) },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { bookings: BookingItem[] }).bookings[0]!;
}
const activeDesks = async () =>
  (
    await t.db
      .select({ id: resources.id })
      .from(resources)
      .where(
        and(
          eq(resources.clientId, ids.demo),
          eq(resources.officeId, fx.officeId),
          inArray(resources.resourceType, ['hot_desk', 'desk']),
          eq(resources.status, 'active'),
        ),
      )
  ).length;

beforeAll(async () => {
  const [office] = await t.db
    .select()
    .from(offices)
    .where(and(eq(offices.clientId, ids.demo), eq(offices.slug, 'shoreditch')));
  const [wa] = await t.db
    .select()
    .from(workAreas)
    .where(and(eq(workAreas.clientId, ids.demo), eq(workAreas.officeId, office!.id)))
    .limit(1);
  Object.assign(fx, { office: office!.slug, officeId: office!.id });
  const base = {
    clientId: ids.demo,
    officeId: office!.id,
    floorId: wa!.floorId,
    workAreaId: wa!.id,
    capacity: 1,
    priceHourPence: 500,
    priceDayPence: 2000,
    noMemberPriceHourPence: 800,
    noMemberPriceDayPence: 3000,
  };
  await t.db
    .insert(resources)
    .values([
      ...[1, 2, 3, 4, 5].map((n) => ({ ...base, slug: `oa-desk-${n}`, name: `OA Desk ${n}`, resourceType: 'desk' })),
      { ...base, slug: 'oa-bar', name: 'OA Bar Table', resourceType: 'bar_table' },
    ]);
  fx.desks = [1, 2, 3, 4, 5].map((n) => `oa-desk-${n}`);
  fx.bar = 'oa-bar';
  const [team] = await t.db.insert(teams).values({ clientId: ids.demo, slug: 'oa-team', name: 'OA Team', officeId: office!.id }).returning();
  fx.team = team!.slug;
});

describe('one occupancy: the map header equals the dashboard card (issue 23)', () => {
  it('after hours: the demo days whose bookings are all finished give the map the card’s figure, not 0', async () => {
    // The last two weekdays before today: every seeded booking of theirs is finished (checked out) by now.
    let day = addDaysIso(today(), -1);
    const days: string[] = [];
    while (days.length < 2) {
      if (!isWeekend(day)) days.push(day);
      day = addDaysIso(day, -1);
    }
    for (const d of days) {
      const [map, card] = [await mapOf(`start=${d}`), await cardOf(d)];
      expect(card.main_value, `${d}: the demo has desk bookings that day`).toBeGreaterThan(0);
      expect({ day: d, map: map.occupancy }).toEqual({ day: d, map: card.main_value });
    }
    // And today, whatever the hour.
    expect((await mapOf(`start=${today()}`)).occupancy).toBe((await cardOf(today())).main_value);
  });

  it('finished, cancelled, blocked, inactive and bar-table bookings: both count exactly the same desks', async () => {
    const [d1, d2, d3, d4, d5] = fx.desks as [string, string, string, string, string];
    const a = await book(d1, F, '09:00', '13:00');
    await book(d1, F, '14:00', '16:00'); // the same desk twice: one booked desk
    const b = await book(d2, F, '10:00', '12:00');
    const c = await book(d3, F, '10:00', '12:00');
    await book(d4, F, '09:00', '10:00');
    await book(d5, F, '09:00', '10:00');
    await book(fx.bar, F, '09:00', '18:00', 'hot_desk');
    // Checked out (finished) still counts; cancelled does not.
    for (const [code, action] of [
      [a.code, 'check_out'],
      [b.code, 'check_out'],
      [c.code, 'cancel'],
    ] as const) {
      const res = await send('PUT', `/api/member-bookings/${code}`, { action });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Desk 4 is blocked in the afternoon (neither bookable nor booked that day); desk 5 is taken out of service.
    const blocked = await send('POST', '/api/booking-blocks/', { resource: d4, start: at(F, '14:00'), end: at(F, '18:00'), reason: 'Repair' });
    expect(blocked.statusCode, blocked.body).toBe(201);
    await t.db
      .update(resources)
      .set({ status: 'inactive' })
      .where(and(eq(resources.clientId, ids.demo), eq(resources.slug, d5)));

    const bookable = (await activeDesks()) - 1;
    const expected = Math.round((2 / bookable) * 10_000) / 100; // desks 1 and 2
    const [map, card] = [await mapOf(`start=${F}`), await cardOf(F)];
    expect(map.occupancy).toBe(expected);
    expect(card.main_value).toBe(expected);
    expect(card.first_value).toBe(expected); // the peak day is that day

    // Over two days (the second one empty) both average per day the same way.
    const twoDays = { map: await mapOf(`start=${F}&end=${addDaysIso(F, 1)}`), card: await cardOf(F, addDaysIso(F, 1)) };
    expect(twoDays.map.occupancy).toBe(twoDays.card.main_value);
    expect(twoDays.card.main_value).toBeLessThan(expected);
    await t.db
      .update(resources)
      .set({ status: 'active' })
      .where(and(eq(resources.clientId, ids.demo), eq(resources.slug, d5)));
  });
});
