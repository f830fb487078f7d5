import { BOOKING_TYPES } from '@clubspace/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { floors, offices, resources, teams, workAreas } from '../../src/db/schema/index.ts';

export interface ProbeCase {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

/**
 * The external probe's cases that once answered 500 (issue 30 §3, fixed by issue 23's one date range): year 9999 on
 * the four booking types, office closures, space availability, the floor map and the bookings list. Each must be a 400
 * with field messages, so the class stays closed whatever the generated cases happen to draw.
 */
export async function probeCorpus(db: Db, clientId: number): Promise<ProbeCase[]> {
  const [office] = await db.select().from(offices).where(eq(offices.clientId, clientId)).orderBy(asc(offices.id)).limit(1);
  const [floor] = await db.select().from(floors).where(eq(floors.officeId, office.id)).limit(1);
  const [area] = await db.select().from(workAreas).where(eq(workAreas.officeId, office.id)).limit(1);
  const rs = await db
    .select()
    .from(resources)
    .where(and(eq(resources.clientId, clientId), eq(resources.officeId, office.id)));
  const [team] = await db.select().from(teams).where(eq(teams.clientId, clientId)).limit(1);
  const room = rs.find((r) => r.resourceType === 'meeting_room')?.slug ?? rs[0]?.slug ?? 'none';
  const desk = rs.find((r) => r.resourceType === 'desk' || r.resourceType === 'hot_desk')?.slug ?? rs[0]?.slug ?? 'none';
  const far = ['9999-12-31', '0001-01-01', '2201-01-01'];
  const cases: ProbeCase[] = [];
  for (const day of far) {
    for (const type of BOOKING_TYPES) {
      cases.push({
        method: 'POST',
        url: '/api/member-bookings/',
        body: [
          {
            start: `${day}T09:00:00Z`,
            end: `${day}T10:00:00Z`,
            office: office.slug,
            booking_type: type,
            resource: type === 'meeting_room' ? room : desk,
            work_area: area?.slug,
            team: team?.slug,
          },
        ],
      });
    }
    cases.push(
      { method: 'POST', url: '/api/office-closures/', body: { office: office.slug, first_day: day, last_day: day, reason: 'Probe' } },
      { method: 'GET', url: `/api/space-availability/?club=${office.slug}&start=${day}&end=${day}` },
      { method: 'GET', url: `/api/dashboard-floor-resources/?floor=${floor?.slug}&date=${day}` },
      { method: 'GET', url: `/api/dashboard-member-bookings/?start=${day}&end=${day}` },
      { method: 'GET', url: `/api/dashboard-member-bookings/?start=${day}T00:00:00Z` },
      { method: 'GET', url: `/api/meeting-room-availability/?resource=${room}&start=${day}T09:00:00Z&end=${day}T10:00:00Z` },
      { method: 'GET', url: `/api/calculate-booking-desk-price/?office=${office.slug}&booking_type=hot_desk&day=${day}` },
    );
  }
  return cases;
}
