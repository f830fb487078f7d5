import { readFileSync } from 'node:fs';
import { RESOURCE_PRICE_FIELDS, type ResourceItem } from '@clubspace/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { floors, resources, workAreas } from '../src/db/schema/index.ts';
import { useApiSession } from './support/api-session.ts';

const { t, ids, get, send } = useApiSession();

/** Migration 0036 as the migrator runs it: statement by statement. */
async function runMigration0036() {
  const file = readFileSync(new URL('../drizzle/0036_room_work_areas.sql', import.meta.url), 'utf8');
  for (const statement of file.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
}

/** The body the edit form sends for an item it loaded unchanged (its fields, places as slugs). */
function unchangedBody(r: ResourceItem) {
  return {
    name: r.name,
    identifier: r.identifier,
    resource_type: r.resource_type,
    status: r.status,
    capacity: r.capacity,
    description: r.description,
    office: r.office.slug,
    floor: r.floor?.slug ?? '',
    work_area: r.work_area?.slug ?? '',
    length: r.length,
    width: r.width,
    height: r.height,
    x: r.x,
    y: r.y,
    color: r.color,
    picture: r.picture,
    buffer_minutes: r.buffer_minutes,
    ...Object.fromEntries(RESOURCE_PRICE_FIELDS.map((f) => [f, r[f]])),
  };
}

const meetingRoomA = async (): Promise<ResourceItem> => {
  const list = (await get('/api/resources/?office=shoreditch&resource_type=meeting_room&page_size=100')).json().resources as ResourceItem[];
  return list.find((r) => r.name === 'Meeting Room A')!;
};

describe('meeting rooms have a work area (issue 24 §3)', () => {
  it("the demo's Meeting Room A saved unchanged is 200, and its prices and buffer can change", async () => {
    const room = await meetingRoomA();
    expect(room.work_area?.name).toMatch(/meeting/i);
    const same = await send('PUT', `/api/resources/${room.slug}`, unchangedBody(room));
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toEqual(room);

    const changed = await send('PUT', `/api/resources/${room.slug}`, {
      ...unchangedBody(room),
      price_hour: 42,
      no_member_price_day: 310,
      buffer_minutes: 15,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const again: ResourceItem = (await get(`/api/resources/${room.slug}`)).json();
    expect(again).toMatchObject({ price_hour: 42, no_member_price_day: 310, buffer_minutes: 15, work_area: room.work_area });
  });

  it('no demo resource is without a work area', async () => {
    const orphans = await t.db
      .select({ id: resources.id })
      .from(resources)
      .where(and(eq(resources.clientId, ids.demo), isNull(resources.workAreaId)));
    expect(orphans).toEqual([]);
  });

  it("migration 0036 puts rooms without a work area into their floor's meeting-rooms area, creating one where missing", async () => {
    const room = await meetingRoomA();
    const [row] = await t.db.select().from(resources).where(eq(resources.slug, room.slug));
    const [floor] = await t.db.select().from(floors).where(eq(floors.id, row!.floorId!));
    // An existing database: the floor's rooms lost their area and the floor has no meeting-rooms area at all.
    const roomsOfFloor = and(eq(resources.floorId, floor!.id), eq(resources.resourceType, 'meeting_room'));
    await t.db.update(resources).set({ workAreaId: null }).where(roomsOfFloor);
    await t.db.delete(workAreas).where(eq(workAreas.id, row!.workAreaId!));
    // A desk elsewhere without an area reuses its floor's existing meeting-rooms area.
    const [otherRoom] = await t.db
      .select()
      .from(resources)
      .where(and(eq(resources.clientId, ids.demo), eq(resources.resourceType, 'meeting_room'), sql`${resources.floorId} <> ${floor!.id}`))
      .limit(1);
    const [desk] = await t.db
      .select()
      .from(resources)
      .where(and(eq(resources.floorId, otherRoom!.floorId!), eq(resources.resourceType, 'hot_desk')))
      .limit(1);
    await t.db.update(resources).set({ workAreaId: null }).where(eq(resources.id, desk!.id));

    await runMigration0036();
    await runMigration0036(); // idempotent

    const created = await t.db
      .select()
      .from(workAreas)
      .where(and(eq(workAreas.floorId, floor!.id), eq(workAreas.name, 'Meeting rooms')));
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ clientId: ids.demo, officeId: row!.officeId, status: 'active', slug: `meeting-rooms-${floor!.slug}` });
    const rooms = await t.db.select().from(resources).where(roomsOfFloor);
    expect(rooms.length).toBeGreaterThan(0);
    expect(rooms.every((r) => r.workAreaId === created[0]!.id)).toBe(true);
    const [deskAfter] = await t.db.select().from(resources).where(eq(resources.id, desk!.id));
    expect(deskAfter!.workAreaId).toBe(otherRoom!.workAreaId);

    // And the room now saves unchanged through the API.
    const reloaded = await meetingRoomA();
    expect(reloaded.work_area).toEqual({ slug: created[0]!.slug, name: 'Meeting rooms' });
    expect((await send('PUT', `/api/resources/${reloaded.slug}`, unchangedBody(reloaded))).statusCode).toBe(200);
  });
});
