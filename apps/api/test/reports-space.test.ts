import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OccupancyReport, UtilisationReport } from '@clubspace/contract';
import { bookings, offices, resources, workAreas } from '../src/db/schema/index.ts';
import { useApiSession } from './support/api-session.ts';
import { contextWritten } from './support/test-app.ts';

/**
 * Reports 3 and 4 (issue 31) on a small crafted office: one week (2–8 November 2026, London, no clock change), two
 * desks without opening hours (08:00–20:00), a meeting room open 09:00–17:00 on weekdays; every figure by hand.
 */
const { t, tok, ids, get } = useApiSession();
const Q = 'office=reports-lab&from=2026-11-02&to=2026-11-08';
const at = (day: string, hh: string) => `${day}T${hh}:00:00Z`;
const fx = { office: 0, rooms: 0, quiet: 0, d1: 0, d2: 0, r1: 0 };

describe('reports: occupancy by hour and utilisation', () => {
  beforeAll(async () => {
    const [office] = await t.db
      .insert(offices)
      .values({ clientId: ids.demo, slug: 'reports-lab', name: 'Reports Lab', timeZone: 'Europe/London' })
      .returning();
    fx.office = office.id;
    const area = async (slug: string, name: string) =>
      (await t.db.insert(workAreas).values({ clientId: ids.demo, slug, name, officeId: office.id }).returning())[0].id;
    fx.quiet = await area('lab-quiet', 'Quiet room');
    fx.rooms = await area('lab-rooms', 'Rooms');
    const resource = async (slug: string, name: string, type: string, workAreaId: number) =>
      (await t.db.insert(resources).values({ clientId: ids.demo, slug, name, resourceType: type, officeId: office.id, workAreaId }).returning())[0]
        .id;
    fx.d1 = await resource('lab-d1', 'Desk 1', 'desk', fx.quiet);
    fx.d2 = await resource('lab-d2', 'Desk 2', 'desk', fx.quiet);
    fx.r1 = await resource('lab-r1', 'Room 1', 'meeting_room', fx.rooms);
    // The operator's type rules: none for desks, weekdays 09:00–17:00 for meeting rooms.
    await t.db.execute(sql`delete from booking_rules where client_id = ${ids.demo} and resource_type in ('hot_desk', 'desk', 'meeting_room')`);
    const week = JSON.stringify([...Array(5).fill({ open: '09:00', close: '17:00' }), null, null]);
    await t.db.execute(
      sql`insert into booking_rules (client_id, slug, resource_type, opening_hours) values (${ids.demo}, 'lab-rooms-rule', 'meeting_room', ${week}::jsonb)`,
    );
    let n = 0;
    const book = async (resourceId: number, type: string, start: string, end: string, status: string, price: number, checkedIn = false) => {
      n += 1;
      await t.db.insert(bookings).values({
        clientId: ids.demo,
        code: `LAB${n}`,
        slug: `lab-${n}`,
        bookingType: type,
        status,
        officeId: office.id,
        resourceId,
        plannedStart: new Date(start),
        plannedEnd: new Date(end),
        realStart: checkedIn ? new Date(start) : null,
        pricePence: price,
      });
    };
    await book(fx.d1, 'desk', at('2026-11-02', '09'), at('2026-11-02', '13'), 'finished', 1000, true);
    await book(fx.d2, 'desk', at('2026-11-02', '09'), at('2026-11-02', '11'), 'active', 500);
    await book(fx.d2, 'desk', at('2026-11-03', '10'), at('2026-11-03', '12'), 'released', 700);
    await book(fx.r1, 'meeting_room', at('2026-11-04', '08'), at('2026-11-04', '10'), 'active', 3000);
    await book(fx.r1, 'meeting_room', at('2026-11-05', '10'), at('2026-11-05', '11'), 'cancelled', 2000);
    // Outside the range: counts nowhere.
    await book(fx.d1, 'desk', at('2026-11-09', '09'), at('2026-11-09', '17'), 'active', 900);
  });

  it('occupancy: cells, averages, shares, no-shows', async () => {
    const res = await get(`/api/reports/occupancy/?${Q}`);
    expect(res.statusCode).toBe(200);
    const r = res.json() as OccupancyReport;
    expect(r.scope).toEqual({ from: '2026-11-02', to: '2026-11-08', offices: [{ slug: 'reports-lab', name: 'Reports Lab' }], all_offices: false });
    expect(r.hours).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(r.weekday_counts).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(r.check_ins).toBe(true);
    const [desks, rooms] = r.grids;
    expect([desks!.kind, desks!.capacity, rooms!.kind, rooms!.capacity]).toEqual(['desks', 2, 'rooms', 1]);
    const cell = (g: typeof desks, weekday: number, hour: number) => g!.cells.find((c) => c.weekday === weekday && c.hour === hour);
    expect(cell(desks, 0, 9)).toEqual({
      weekday: 0,
      hour: 9,
      open: true,
      booked_hours: 2,
      used_hours: 1,
      average_booked: 2,
      share_booked: 1,
      share_used: 0.5,
    });
    expect(cell(desks, 0, 12)).toMatchObject({ booked_hours: 1, used_hours: 1, share_booked: 0.5 });
    expect(cell(desks, 0, 13)).toMatchObject({ booked_hours: 0 });
    // The released Tuesday booking is not booked time, but it was due.
    expect(cell(desks, 1, 10)).toMatchObject({ booked_hours: 0 });
    expect(cell(rooms, 2, 8)).toMatchObject({ open: false, booked_hours: 1, share_booked: 1 });
    expect(cell(rooms, 2, 9)).toMatchObject({ open: true, booked_hours: 1 });
    expect(cell(rooms, 3, 10)).toMatchObject({ booked_hours: 0 });
    expect(cell(rooms, 5, 10)).toMatchObject({ open: false });
    expect(desks!.cells.reduce((s, c) => s + c.booked_hours, 0)).toBe(6);
    expect(desks!.no_shows.slice(0, 2)).toEqual([
      { weekday: 0, due: 2, checked_in: 1, rate: 0.5 },
      { weekday: 1, due: 1, checked_in: 0, rate: 1 },
    ]);
    expect(rooms!.no_shows[2]).toEqual({ weekday: 2, due: 1, checked_in: 0, rate: 1 });
    expect(rooms!.no_shows[3]).toEqual({ weekday: 3, due: 0, checked_in: 0, rate: null });
  });

  it('utilisation: hours booked inside opening hours ÷ hours open, revenue, work areas, most and least used', async () => {
    const res = await get(`/api/reports/utilisation/?${Q}`);
    expect(res.statusCode).toBe(200);
    const r = res.json() as UtilisationReport;
    expect(r.resources).toEqual([
      {
        slug: 'lab-d1',
        name: 'Desk 1',
        type: 'desk',
        office: 'Reports Lab',
        work_area: 'Quiet room',
        hours_open: 84,
        hours_booked: 4,
        ratio: 4 / 84,
        revenue_pence: 1000,
      },
      {
        slug: 'lab-d2',
        name: 'Desk 2',
        type: 'desk',
        office: 'Reports Lab',
        work_area: 'Quiet room',
        hours_open: 84,
        hours_booked: 2,
        ratio: 2 / 84,
        revenue_pence: 500,
      },
      // 08:00–10:00 booked, open from 09:00: one hour counts; the cancelled booking nothing.
      {
        slug: 'lab-r1',
        name: 'Room 1',
        type: 'meeting_room',
        office: 'Reports Lab',
        work_area: 'Rooms',
        hours_open: 40,
        hours_booked: 1,
        ratio: 1 / 40,
        revenue_pence: 3000,
      },
    ]);
    expect(r.work_areas).toEqual([
      { name: 'Quiet room', office: 'Reports Lab', resources: 2, hours_open: 168, hours_booked: 6, ratio: 6 / 168, revenue_pence: 1500 },
      { name: 'Rooms', office: 'Reports Lab', resources: 1, hours_open: 40, hours_booked: 1, ratio: 1 / 40, revenue_pence: 3000 },
    ]);
    expect(r.most_used).toEqual(['lab-d1', 'lab-r1', 'lab-d2']);
    expect(r.least_used).toEqual(['lab-d2', 'lab-r1', 'lab-d1']);
  });

  it('CSV exports of both tables', async () => {
    const occ = await get(`/api/reports/occupancy/?${Q}&format=csv`);
    expect(occ.statusCode).toBe(200);
    expect(occ.headers['content-type']).toContain('text/csv');
    const lines = occ.body.trim().split('\n');
    expect(lines[0]).toBe('Kind,Weekday,Hour,Open,Hours booked,Hours checked in,Average booked,Booked %,Checked in %');
    expect(lines).toContain('Desks,Mon,09:00,Yes,2.00,1.00,2.00,100.0,50.0');
    expect(lines.length).toBe(1 + 2 * 7 * 12);
    const util = await get(`/api/reports/utilisation/?${Q}&format=csv`);
    expect(util.headers['content-disposition']).toMatch(/utilisation-\d{4}-\d{2}-\d{2}\.csv/);
    expect(util.body).toContain('Room 1,Meeting Room,Reports Lab,Rooms,40.00,1.00,2.5,30.00');
  });

  it("another operator's office is a 404; bad filters are 400s in words", async () => {
    for (const kind of ['occupancy', 'utilisation']) {
      expect((await get(`/api/reports/${kind}/?${Q}`, tok.harbour)).statusCode).toBe(404);
      const bad = await get(`/api/reports/${kind}/?office=reports-lab&from=2026-11-08&to=2026-11-01`);
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('The end date must be on or after the start date');
    }
    // Harbour's own report covers none of the lab's bookings.
    const own = (await get('/api/reports/utilisation/?from=2026-11-02&to=2026-11-08', tok.harbour)).json() as UtilisationReport;
    expect(own.resources.map((x) => x.slug)).not.toContain('lab-d1');
  });

  it('staff without the section get 403; granted, they see only the offices of their scope', async () => {
    for (const kind of ['occupancy', 'utilisation']) expect((await get(`/api/reports/${kind}/?${Q}`, tok.staff)).statusCode).toBe(403);
    await t.db.execute(sql`update staff set web_sections = array_append(web_sections, 'reports')
      where client_id = ${ids.demo} and user_id = (select id from users where email = 'staff@demo.test')`);
    contextWritten(t.app);
    expect((await get(`/api/reports/occupancy/?${Q}`, tok.staff)).statusCode).toBe(404);
    const mine = (await get('/api/reports/utilisation/?from=2026-11-02&to=2026-11-08', tok.staff)).json() as UtilisationReport;
    expect(mine.scope.all_offices).toBe(false);
    expect(mine.scope.offices.map((o) => o.slug)).not.toContain('reports-lab');
    expect(mine.resources.map((x) => x.slug)).not.toContain('lab-d1');
  });

  it('the whole operator: the lab is in it', async () => {
    const all = (await get('/api/reports/utilisation/?from=2026-11-02&to=2026-11-08')).json() as UtilisationReport;
    expect(all.scope.all_offices).toBe(true);
    expect(all.resources.find((x) => x.slug === 'lab-d1')?.hours_booked).toBe(4);
    const occ = (await get('/api/reports/occupancy/?from=2026-11-02&to=2026-11-08')).json() as OccupancyReport;
    expect(occ.grids[0]!.cells.find((c) => c.weekday === 0 && c.hour === 9)!.booked_hours).toBeGreaterThanOrEqual(2);
  });
});
