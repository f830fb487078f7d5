import { addDaysIso, isoDayInZone, zonedInstant, type ResourceLookup } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingRules, offices, resources, teams, workAreas } from '../src/db/schema/index.ts';
import { useApiSession } from './support/api-session.ts';

/** Issue 24 §6: the desk pickers learn which desks are already booked in the chosen window, in one call. */
const { t, ids, get, send } = useApiSession();
const TZ = 'Europe/London';
const day = addDaysIso(isoDayInZone(new Date(), TZ), 4);
const at = (hhmm: string) => zonedInstant(day, `${hhmm}:00`, TZ).toISOString();
const fx = {} as { office: string; workArea: string; team: string };

beforeAll(async () => {
  const [office] = await t.db
    .select()
    .from(offices)
    .where(and(eq(offices.clientId, ids.demo), eq(offices.slug, 'shoreditch')));
  const [wa] = await t.db
    .select()
    .from(workAreas)
    .where(and(eq(workAreas.clientId, ids.demo), eq(workAreas.officeId, office.id)))
    .limit(1);
  const [team] = await t.db.select().from(teams).where(eq(teams.clientId, ids.demo)).limit(1);
  Object.assign(fx, { office: office.slug, workArea: wa.slug, team: team.slug });
  for (const n of [1, 2]) {
    const [r] = await t.db
      .insert(resources)
      .values({
        clientId: ids.demo,
        slug: `busy-desk-${n}`,
        name: `Busy test desk ${n}`,
        officeId: office.id,
        floorId: wa.floorId,
        workAreaId: wa.id,
        resourceType: 'desk',
        priceHourPence: 500,
        priceDayPence: 2000,
      })
      .returning();
    await t.db.insert(bookingRules).values({ clientId: ids.demo, slug: `busy-rule-${n}`, resourceType: 'desk', resourceId: r.id });
  }
});

const lookup = async (query: string) => {
  const res = await get(`/api/lookups/resources/?office=${fx.office}&name=Busy%20test&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { resources: ResourceLookup[] }).resources;
};

describe('resources lookup for a window', () => {
  it('marks the desks booked in the window busy, the others free; without a window it says nothing', async () => {
    const made = await send('POST', '/api/member-bookings/', [
      { start: at('10:00'), end: at('12:00'), office: fx.office, booking_type: 'desk', resource: 'busy-desk-1', team: fx.team },
    ]);
    expect(made.statusCode, made.body).toBe(201);
    const code = made.json().bookings[0].code as string;
    const busyOf = (list: ResourceLookup[]) => Object.fromEntries(list.map((r) => [r.slug, r.busy]));
    expect(busyOf(await lookup(`start=${encodeURIComponent(at('11:00'))}&end=${encodeURIComponent(at('13:00'))}`))).toEqual({
      'busy-desk-1': true,
      'busy-desk-2': false,
    });
    // Back to back is free; the edited booking itself does not make its desk busy.
    expect(busyOf(await lookup(`start=${encodeURIComponent(at('12:00'))}&end=${encodeURIComponent(at('13:00'))}`))['busy-desk-1']).toBe(false);
    expect(
      busyOf(await lookup(`start=${encodeURIComponent(at('11:00'))}&end=${encodeURIComponent(at('13:00'))}&exclude=${code}`))['busy-desk-1'],
    ).toBe(false);
    expect((await lookup('')).every((r) => r.busy === undefined)).toBe(true);
    expect((await get(`/api/lookups/resources/?start=yesterday&end=${encodeURIComponent(at('13:00'))}`)).statusCode).toBe(400);
  });
});
