import { addDaysIso, isoDayInZone, zonedInstant, type BookingItem } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { offices, resources, workAreas } from '../../src/db/schema/index.ts';

const TZ = 'Europe/London';

/** A meeting room of a test file's own in the operator's Shoreditch office (£10/hour), and its office and work area. */
export async function testRoom(db: Db, clientId: number, slug: string, name: string) {
  const [office] = await db
    .select()
    .from(offices)
    .where(and(eq(offices.clientId, clientId), eq(offices.slug, 'shoreditch')));
  const [wa] = await db
    .select()
    .from(workAreas)
    .where(and(eq(workAreas.clientId, clientId), eq(workAreas.officeId, office.id)))
    .limit(1);
  await db.insert(resources).values({
    clientId,
    slug,
    name,
    officeId: office.id,
    floorId: wa.floorId,
    workAreaId: wa.id,
    resourceType: 'meeting_room',
    capacity: 4,
    priceHourPence: 1000,
    noMemberPriceHourPence: 1000,
  });
  return { office, workArea: wa };
}

/**
 * Desks of a test file's own (slug prefix) in the operator's Shoreditch office, priced £30/day for non-members, so
 * bookings on them add £30.00 net work lines to the team's draft. Days far ahead keep clear of the demo bookings.
 */
export async function testDesks(db: Db, clientId: number, prefix: string, n: number) {
  const [office] = await db
    .select()
    .from(offices)
    .where(and(eq(offices.clientId, clientId), eq(offices.slug, 'shoreditch')));
  const [wa] = await db
    .select()
    .from(workAreas)
    .where(and(eq(workAreas.clientId, clientId), eq(workAreas.officeId, office.id)))
    .limit(1);
  const made = await db
    .insert(resources)
    .values(
      Array.from({ length: n }, (_, i) => ({
        clientId,
        slug: `${prefix}-desk-${i + 1}`,
        name: `${prefix.toUpperCase()} Desk ${i + 1}`,
        officeId: office.id,
        floorId: wa.floorId,
        workAreaId: wa.id,
        resourceType: 'desk',
        priceHourPence: 500,
        priceDayPence: 2000,
        noMemberPriceHourPence: 800,
        noMemberPriceDayPence: 3000,
      })),
    )
    .returning({ slug: resources.slug });
  return { office: office.slug, desks: made.map((r) => r.slug) };
}

/** A day `offset` days after a base 400 days ahead (office zone). */
export const farDay = (offset: number) => addDaysIso(addDaysIso(isoDayInZone(new Date(), TZ), 400), offset);

/** One POST /api/member-bookings/ entry: a whole working day on a desk for a team. */
export const deskDay = (office: string, resource: string, team: string, day: string, extra: object = {}) => ({
  start: zonedInstant(day, '09:00:00', TZ).toISOString(),
  end: zonedInstant(day, '18:00:00', TZ).toISOString(),
  office,
  booking_type: 'desk',
  resource,
  team,
  ...extra,
});

export type CreatedBookings = { bookings: BookingItem[] };
