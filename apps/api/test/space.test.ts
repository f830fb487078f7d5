import { SPACE_MESSAGES as M, type ResourceItem, type WorkAreaDetail, type WorkAreaItem } from '@clubspace/contract';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { floors, offices, resources, staff, users, workAreas } from '../src/db/schema/index.ts';
import { expectOrdered, useApiSession } from './support/api-session.ts';
import { contextWritten } from './support/test-app.ts';

const { t, tok, ids, get, send } = useApiSession();

/** Shoreditch (two floors) and Canary Wharf of the demo operator, with a work area on each Shoreditch floor. */
const place = {} as {
  sho: number;
  canary: number;
  ground: string;
  first: string;
  canaryFloor: string;
  groundArea: string;
  firstArea: string;
  canaryArea: string;
};

beforeAll(async () => {
  const officeRows = await t.db.select().from(offices).where(eq(offices.clientId, ids.demo));
  place.sho = officeRows.find((o) => o.slug === 'shoreditch')!.id;
  place.canary = officeRows.find((o) => o.slug === 'canary-wharf')!.id;
  const floorRows = await t.db.select().from(floors).where(eq(floors.clientId, ids.demo)).orderBy(floors.order);
  const shoFloors = floorRows.filter((f) => f.officeId === place.sho);
  place.ground = shoFloors[0]!.slug;
  place.first = shoFloors[1]!.slug;
  place.canaryFloor = floorRows.find((f) => f.officeId === place.canary)!.slug;
  const areaOn = async (floorSlug: string) => {
    const f = floorRows.find((r) => r.slug === floorSlug)!;
    const [a] = await t.db.select().from(workAreas).where(eq(workAreas.floorId, f.id)).orderBy(workAreas.id).limit(1);
    return a!.slug;
  };
  place.groundArea = await areaOn(place.ground);
  place.firstArea = await areaOn(place.first);
  place.canaryArea = await areaOn(place.canaryFloor);
});

const resourceBody = (over: Record<string, unknown> = {}) => ({
  name: 'Window Desk',
  identifier: `WD-${Math.random().toString(36).slice(2, 8)}`,
  resource_type: 'desk',
  status: 'active',
  capacity: 2,
  description: 'By the window',
  office: 'shoreditch',
  floor: place.ground,
  work_area: place.groundArea,
  length: 140,
  width: 70,
  height: 74,
  x: 120,
  y: 80,
  price_hour: 6,
  price_day: 35,
  price_month: 350,
  price_credits_hour: 1,
  price_credits_day: 6,
  price_credits_month: 100,
  no_member_price_hour: 7,
  no_member_price_day: 40,
  no_member_price_month: 400,
  no_member_price_credits_hour: 2,
  no_member_price_credits_day: 12,
  no_member_price_credits_month: 200,
  ...over,
});
const areaBody = (over: Record<string, unknown> = {}) => ({
  name: 'Quiet Zone',
  area_type: 'open_space',
  status: 'active',
  office: 'shoreditch',
  floor: place.first,
  size: 12,
  order: 3,
  description: 'No calls',
  item_price_day: 25,
  full_price_day: 250,
  item_price_month: 250,
  full_price_month: 2500,
  bookable: true,
  visible_app: true,
  visible_web: false,
  visible_space: true,
  ...over,
});

/** A minimal CSV reader (quoted fields, doubled quotes). */
function csvRows(text: string): Record<string, string>[] {
  const rows: string[][] = [[]];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (!quoted && (c === ',' || c === '\n')) {
      rows[rows.length - 1].push(field);
      field = '';
      if (c === '\n') rows.push([]);
    } else if (quoted || c !== '\r') field += c;
  }
  if (field) rows[rows.length - 1].push(field);
  const [header, ...body] = rows.filter((r) => r.length > 1);
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

describe('resources list', () => {
  it('answers the envelope at both paths, 10 per page by name, prices in pounds', async () => {
    const [{ n }] = await t.db.select({ n: count() }).from(resources).where(eq(resources.clientId, ids.demo));
    for (const path of ['/api/dashboard-resources/', '/api/resources/']) {
      const res = await get(path);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ num_results: n, page_size: 10, current_page: 1, num_pages: Math.ceil(n / 10) });
      expect(body.resources).toHaveLength(10);
      expectOrdered(body.resources.map((r: ResourceItem) => r.name));
    }
    const [row] = await t.db
      .select()
      .from(resources)
      .where(and(eq(resources.clientId, ids.demo), eq(resources.resourceType, 'meeting_room')))
      .limit(1);
    const item: ResourceItem = (await get(`/api/resources/${row.slug}`)).json();
    expect(item.price_hour).toBe(row.priceHourPence / 100);
    expect(item.price_day).toBe(row.priceDayPence / 100);
    expect(item.office.slug).toMatch(/\w/);
    expect(item.qr).toBe(`/api/resources/${row.slug}/qr.png`);
  });

  it('filters by office, floor, work area, status, type (several) and name or identifier', async () => {
    const byOffice = (await get('/api/resources/?office=shoreditch&page_size=1000')).json();
    expect(byOffice.resources.every((r: ResourceItem) => r.office.slug === 'shoreditch')).toBe(true);
    const [{ n }] = await t.db.select({ n: count() }).from(resources).where(eq(resources.officeId, place.sho));
    expect(byOffice.num_results).toBe(n);

    const byFloor = (await get(`/api/resources/?floor=${place.first}&page_size=1000`)).json();
    expect(byFloor.num_results).toBeGreaterThan(0);
    expect(byFloor.resources.every((r: ResourceItem) => r.floor?.slug === place.first)).toBe(true);

    const byArea = (await get(`/api/resources/?work_area=${place.groundArea}&page_size=1000`)).json();
    expect(byArea.num_results).toBeGreaterThan(0);
    expect(byArea.resources.every((r: ResourceItem) => r.work_area?.slug === place.groundArea)).toBe(true);

    const [one] = await t.db.select().from(resources).where(eq(resources.officeId, place.canary)).limit(1);
    await t.db.update(resources).set({ status: 'inactive' }).where(eq(resources.id, one.id));
    const inactive = (await get('/api/resources/?status=inactive')).json();
    expect(inactive.resources.map((r: ResourceItem) => r.slug)).toContain(one.slug);
    expect(inactive.resources.every((r: ResourceItem) => r.status === 'inactive')).toBe(true);
    await t.db.update(resources).set({ status: 'active' }).where(eq(resources.id, one.id));

    const types = (await get('/api/resources/?resource_type=meeting_room,bar_table&page_size=1000')).json();
    expect(new Set(types.resources.map((r: ResourceItem) => r.resource_type))).toEqual(new Set(['meeting_room', 'bar_table']));

    const named = (await get(`/api/resources/?name=${encodeURIComponent(one.identifier!)}`)).json();
    expect(named.resources.map((r: ResourceItem) => r.slug)).toContain(one.slug);
    expect(
      (await get('/api/resources/?name=Hot%20Desk%20001'))
        .json()
        .resources.every((r: ResourceItem) => r.name.replace(/ /g, '').includes('HotDesk001')),
    ).toBe(true);
    // Another operator's office slug matches nothing.
    expect((await get('/api/resources/?office=harbour-nowhere')).json().num_results).toBe(0);
  });

  it('orders by each field both ways and pages without overlap', async () => {
    const capacity = (await get('/api/resources/?order=-capacity&page_size=50')).json().resources as ResourceItem[];
    expectOrdered(
      capacity.map((r) => r.capacity),
      true,
    );
    const price = (await get('/api/resources/?order=price_day&page_size=50')).json().resources as ResourceItem[];
    expectOrdered(price.map((r) => r.price_day));
    const typed = (await get('/api/resources/?order=-resource_type&page_size=50')).json().resources as ResourceItem[];
    expectOrdered(
      typed.map((r) => r.resource_type),
      true,
    );
    const byName = (await get('/api/resources/?order=-name')).json().resources as ResourceItem[];
    expectOrdered(
      byName.map((r) => r.name),
      true,
    );
    const p1 = (await get('/api/resources/?page_number=1')).json().resources as ResourceItem[];
    const p2 = (await get('/api/resources/?page_number=2')).json().resources as ResourceItem[];
    expect(p2).toHaveLength(10);
    expect(p1.some((a) => p2.some((b) => b.slug === a.slug))).toBe(false);
  });

  it('exports every matching row as CSV', async () => {
    const res = await get('/api/dashboard-resources/?format=csv&raw=1&office=shoreditch');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = csvRows(res.body);
    const [{ n }] = await t.db.select({ n: count() }).from(resources).where(eq(resources.officeId, place.sho));
    expect(rows).toHaveLength(n);
    expect(rows[0]).toHaveProperty('office.slug', 'shoreditch');
    expect(rows[0]).toHaveProperty('price_day');
  });

  it('needs the space and resources sections', async () => {
    expect((await get('/api/resources/', tok.staff)).statusCode).toBe(403);
  });
});

describe('resource create and update', () => {
  it('creates with prices stored in pence, white by default, and reads it back', async () => {
    const res = await send('POST', '/api/resources/', resourceBody({ color: undefined, name: 'Corner Desk' }));
    expect(res.statusCode).toBe(201);
    const item: ResourceItem = res.json();
    expect(item).toMatchObject({ name: 'Corner Desk', color: '#FFFFFF', capacity: 2, price_day: 35, no_member_price_month: 400, x: 120, y: 80 });
    expect(item.floor?.slug).toBe(place.ground);
    expect(item.work_area?.slug).toBe(place.groundArea);
    const [row] = await t.db
      .select()
      .from(resources)
      .where(and(eq(resources.clientId, ids.demo), eq(resources.slug, item.slug)));
    expect([row.priceDayPence, row.noMemberPriceMonthPence, row.priceCreditsDay]).toEqual([3500, 40000, 6]);
    expect((await get(`/api/resources/${item.slug}`)).json()).toEqual(item);
  });

  it('answers every missing field with the seeds’ message', async () => {
    const res = await send('POST', '/api/resources/', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      name: M.nameRequired,
      identifier: M.identifierRequired,
      resource_type: M.resourceTypeRequired,
      capacity: M.capacityRequired,
      status: M.statusRequired,
      price_day: M.priceRequired,
      office: M.officeRequired,
      floor: M.floorRequired,
      work_area: M.workAreaRequired,
    });
  });

  it('refuses what the form coerces away (capacity below 1, negative or fractional prices and sizes)', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ capacity: 0 }, 'capacity', M.capacityPositive],
      [{ capacity: -2 }, 'capacity', M.capacityPositive],
      [{ price_hour: -1 }, 'price_hour', M.positiveNumber],
      [{ no_member_price_day: 2.5 }, 'no_member_price_day', M.wholeNumber],
      [{ price_credits_month: -4 }, 'price_credits_month', M.positiveNumber],
      [{ length: -1 }, 'length', M.positiveNumber],
      [{ height: 1.5 }, 'height', M.wholeNumber],
      [{ color: 'blue' }, 'color', M.colorInvalid],
      [{ x: 500 }, 'x', M.coordinateOutside],
      [{ resource_type: 'sofa' }, 'resource_type', M.resourceTypeRequired],
      [{ status: 'broken' }, 'status', M.statusRequired],
    ];
    for (const [over, field, message] of cases) {
      const res = await send('POST', '/api/resources/', resourceBody(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().errors).toEqual({ [field]: message });
    }
    // Numeric text, as a form may send it, is accepted; zero dimensions are what the form sends below 1.
    const ok = await send('POST', '/api/resources/', resourceBody({ capacity: '3', price_day: '12', length: 0 }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ capacity: 3, price_day: 12, length: 0 });
  });

  it('keeps floor in office and work area on floor', async () => {
    const wrongFloor = await send('POST', '/api/resources/', resourceBody({ floor: place.canaryFloor }));
    expect(wrongFloor.statusCode).toBe(400);
    expect(wrongFloor.json().errors).toEqual({ floor: M.floorNotInOffice });
    const otherFloorArea = await send('POST', '/api/resources/', resourceBody({ work_area: place.firstArea }));
    expect(otherFloorArea.statusCode).toBe(400);
    expect(otherFloorArea.json()).toMatchObject({ detail: M.workAreaNotOnFloor, errors: { work_area: M.workAreaNotOnFloor } });
    const otherOfficeArea = await send('POST', '/api/resources/', resourceBody({ work_area: place.canaryArea }));
    expect(otherOfficeArea.json().errors).toEqual({ work_area: M.workAreaNotOnFloor });
  });

  it('answers 404 for another operator’s or an out-of-scope office, and for unknown floors and areas', async () => {
    expect((await send('POST', '/api/resources/', resourceBody(), tok.harbour)).statusCode).toBe(404);
    expect((await send('POST', '/api/resources/', resourceBody({ floor: 'no-such-floor' }))).statusCode).toBe(404);
    expect((await send('POST', '/api/resources/', resourceBody({ work_area: 'no-such-area' }))).statusCode).toBe(404);
    const [row] = await t.db.select().from(resources).where(eq(resources.officeId, place.sho)).limit(1);
    expect((await get(`/api/resources/${row.slug}`, tok.harbour)).statusCode).toBe(404);
    expect((await send('PUT', `/api/resources/${row.slug}`, resourceBody(), tok.harbour)).statusCode).toBe(404);
  });

  it('keeps identifiers unique per office (409), not across offices', async () => {
    const first = await send('POST', '/api/resources/', resourceBody({ identifier: 'UNIQ-1' }));
    expect(first.statusCode).toBe(201);
    const dup = await send('POST', '/api/resources/', resourceBody({ identifier: 'uniq-1', name: 'Other' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ detail: M.identifierTaken, errors: { identifier: M.identifierTaken } });
    const elsewhere = await send(
      'POST',
      '/api/resources/',
      resourceBody({ identifier: 'UNIQ-1', office: 'canary-wharf', floor: place.canaryFloor, work_area: place.canaryArea }),
    );
    expect(elsewhere.statusCode).toBe(201);
    // Saving a resource under its own identifier is no conflict.
    const self = await send('PUT', `/api/resources/${first.json().slug}`, resourceBody({ identifier: 'UNIQ-1', name: 'Renamed' }));
    expect(self.statusCode).toBe(200);
  });

  it('updates every field; without a floor the work area’s floor is used', async () => {
    const created: ResourceItem = (await send('POST', '/api/resources/', resourceBody())).json();
    const { floor: _floor, ...withoutFloor } = resourceBody({
      identifier: created.identifier,
      work_area: place.firstArea,
      name: 'Moved Desk',
      status: 'inactive',
      price_month: 999,
      color: '#00ff00',
    });
    const res = await send('PUT', `/api/resources/${created.slug}`, withoutFloor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Moved Desk',
      status: 'inactive',
      price_month: 999,
      color: '#00FF00',
      floor: { slug: place.first },
      work_area: { slug: place.firstArea },
    });
    const bad = await send('PUT', `/api/resources/${created.slug}`, { ...withoutFloor, capacity: 0 });
    expect(bad.json().errors).toEqual({ capacity: M.capacityPositive });
  });

  it('draws a QR (PNG and SVG) of the check-in URL', async () => {
    const [row] = await t.db
      .select()
      .from(resources)
      .where(and(eq(resources.officeId, place.sho), isNotNull(resources.identifier)))
      .limit(1);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/resources/${row.slug}/qr.png`,
      headers: { authorization: `Bearer ${tok.owner}`, host: 'demo.localhost:4321' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = PNG.sync.read(res.rawPayload);
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(code?.data).toBe(`http://demo.localhost:4321/checkin/${row.identifier}`);
    const svg = await get(`/api/resources/${row.slug}/qr.svg`);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
    const item: ResourceItem = (
      await t.app.inject({
        method: 'GET',
        url: `/api/resources/${row.slug}`,
        headers: { authorization: `Bearer ${tok.owner}`, host: 'demo.localhost:4321' },
      })
    ).json();
    expect(item.checkin_url).toBe(code?.data);
    expect((await get(`/api/resources/${row.slug}/qr.png`, tok.harbour)).statusCode).toBe(404);
  });
});

describe('work areas', () => {
  it('lists 10 per page by order, with filters, orders and CSV', async () => {
    const [{ n }] = await t.db.select({ n: count() }).from(workAreas).where(eq(workAreas.clientId, ids.demo));
    const body = (await get('/api/dashboard-work-areas/')).json();
    expect(body).toMatchObject({ num_results: n, page_size: 10, current_page: 1 });
    expectOrdered(body.work_areas.map((w: WorkAreaItem) => w.order));
    const office = (await get('/api/dashboard-work-areas/?office=shoreditch&page_size=100')).json().work_areas as WorkAreaItem[];
    expect(office.length).toBeGreaterThan(0);
    expect(office.every((w) => w.office.slug === 'shoreditch')).toBe(true);
    const floor = (await get(`/api/dashboard-work-areas/?floor=${place.first}`)).json().work_areas as WorkAreaItem[];
    expect(floor.every((w) => w.floor?.slug === place.first)).toBe(true);
    await t.db.update(workAreas).set({ status: 'pending' }).where(eq(workAreas.slug, place.canaryArea));
    const pending = (await get('/api/dashboard-work-areas/?status=pending&page_size=100')).json().work_areas as WorkAreaItem[];
    expect(pending.map((w) => w.slug)).toContain(place.canaryArea);
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((w) => w.status === 'pending')).toBe(true);
    const suites = (await get('/api/dashboard-work-areas/?area_type=suite&page_size=100')).json().work_areas as WorkAreaItem[];
    expect(suites.length).toBeGreaterThan(0);
    expect(suites.every((w) => w.area_type === 'suite')).toBe(true);
    const named = (await get('/api/dashboard-work-areas/?name=terr')).json().work_areas as WorkAreaItem[];
    expect(named.every((w) => /terr/i.test(w.name))).toBe(true);
    expectOrdered(
      ((await get('/api/dashboard-work-areas/?order=-name&page_size=100')).json().work_areas as WorkAreaItem[]).map((w) => w.name),
      true,
    );
    expectOrdered(((await get('/api/dashboard-work-areas/?order=size&page_size=100')).json().work_areas as WorkAreaItem[]).map((w) => w.size));
    const csv = await get('/api/dashboard-work-areas/?format=csv');
    expect(csvRows(csv.body)).toHaveLength(n);
    expect((await get('/api/dashboard-work-areas/', tok.staff)).statusCode).toBe(403);
  });

  it('shows one work area by slug or id with its resources and the floor plan', async () => {
    const [area] = await t.db.select().from(workAreas).where(eq(workAreas.slug, place.groundArea));
    const bySlug: WorkAreaDetail = (await get(`/api/dashboard-work-areas/${area.slug}`)).json();
    const byId: WorkAreaDetail = (await get(`/api/dashboard-work-areas/${area.id}`)).json();
    expect(byId).toEqual(bySlug);
    expect(bySlug.resources.length).toBe(bySlug.resources_count);
    expect(bySlug.resources.length).toBeGreaterThan(0);
    expect(bySlug.resources.every((r) => r.work_area?.slug === area.slug)).toBe(true);
    expect(bySlug.floor_map?.image).toMatch(/^\/api\/uploads\//);
    expect(bySlug.item_price_day).toBe(area.itemPriceDayPence / 100);
    expect((await get(`/api/dashboard-work-areas/${area.slug}`, tok.harbour)).statusCode).toBe(404);
    expect((await get(`/api/dashboard-work-areas/${area.id}`, tok.harbour)).statusCode).toBe(404);
  });

  it('answers the ten required messages and refuses negatives, fractions and size 0', async () => {
    const res = await send('POST', '/api/work-areas/', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: M.workAreaNameRequired,
      area_type: M.workAreaTypeRequired,
      status: M.workAreaStatusRequired,
      office: M.workAreaOfficeRequired,
      floor: M.workAreaFloorRequired,
      size: M.workAreaSizeRequired,
      item_price_day: M.itemPriceDayRequired,
      full_price_day: M.fullPriceDayRequired,
      item_price_month: M.itemPriceMonthRequired,
      full_price_month: M.fullPriceMonthRequired,
    });
    for (const [over, field, message] of [
      [{ size: 0 }, 'size', M.positiveNumber],
      [{ size: -3 }, 'size', M.positiveNumber],
      [{ item_price_day: -1 }, 'item_price_day', M.positiveNumber],
      [{ full_price_month: 9.5 }, 'full_price_month', M.wholeNumber],
      [{ order: -1 }, 'order', M.positiveNumber],
    ] as [Record<string, unknown>, string, string][]) {
      const bad = await send('POST', '/api/work-areas/', areaBody(over));
      expect(bad.statusCode, JSON.stringify(over)).toBe(400);
      expect(bad.json().errors).toEqual({ [field]: message });
    }
  });

  it('creates and updates; the floor must be in the office', async () => {
    const res = await send('POST', '/api/work-areas/', areaBody());
    expect(res.statusCode).toBe(201);
    const item: WorkAreaItem = res.json();
    expect(item).toMatchObject({
      name: 'Quiet Zone',
      size: 12,
      order: 3,
      full_price_month: 2500,
      visible_web: false,
      floor: { slug: place.first },
      resources_count: 0,
    });
    const [row] = await t.db
      .select()
      .from(workAreas)
      .where(and(eq(workAreas.clientId, ids.demo), eq(workAreas.slug, item.slug)));
    expect(row.fullPriceMonthPence).toBe(250000);
    const wrong = await send('POST', '/api/work-areas/', areaBody({ floor: place.canaryFloor }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ floor: M.floorNotInOffice });
    expect((await send('POST', '/api/work-areas/', areaBody(), tok.harbour)).statusCode).toBe(404);

    const upd = await send(
      'PUT',
      `/api/dashboard-work-areas/${item.slug}`,
      areaBody({ name: 'Library', status: 'pending', size: 8, floor: place.ground }),
    );
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ name: 'Library', status: 'pending', size: 8, floor: { slug: place.ground } });
    expect((await send('PUT', `/api/dashboard-work-areas/${item.slug}`, areaBody(), tok.harbour)).statusCode).toBe(404);
    expect((await send('PUT', `/api/dashboard-work-areas/${item.slug}`, areaBody({ size: '' }))).json().errors).toEqual({
      size: M.workAreaSizeRequired,
    });
  });

  it('moves its resources along when it changes floor', async () => {
    const area: WorkAreaItem = (await send('POST', '/api/work-areas/', areaBody({ name: 'Mover', floor: place.ground }))).json();
    const desk: ResourceItem = (await send('POST', '/api/resources/', resourceBody({ work_area: area.slug }))).json();
    await send('PUT', `/api/dashboard-work-areas/${area.slug}`, areaBody({ name: 'Mover', floor: place.first }));
    expect((await get(`/api/resources/${desk.slug}`)).json().floor.slug).toBe(place.first);
  });
});

describe('offices with floors and the space pickers', () => {
  it('lists offices 15 per page with floors, to any staff in scope', async () => {
    const res = await get('/api/dashboard-offices/', tok.staff);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.page_size).toBe(15);
    expect(body.offices.map((o: { slug: string }) => o.slug)).toEqual(['shoreditch']);
    expect(body.offices[0].floors.map((f: { slug: string }) => f.slug)).toEqual([place.ground, place.first]);
    // Writes still need the account section.
    expect((await send('POST', '/api/dashboard-offices/', { name: 'Nope' }, tok.staff)).statusCode).toBe(403);
  });

  it('offers offices, floors, work areas and resources by slug and name within scope', async () => {
    const officesRes = (await get('/api/lookups/offices/', tok.staff)).json();
    expect(officesRes.offices).toEqual([{ slug: 'shoreditch', name: 'Shoreditch', time_zone: 'Europe/London' }]);
    const floorList = (await get('/api/lookups/floors/?office=shoreditch')).json().floors;
    expect(floorList.map((f: { slug: string }) => f.slug)).toEqual([place.ground, place.first]);
    expect(floorList[0]).toEqual({ slug: place.ground, name: expect.any(String), office: 'shoreditch' });
    expect((await get('/api/lookups/floors/?office=canary-wharf', tok.staff)).json().floors).toEqual([]);
    const areas = (await get(`/api/lookups/work-areas/?office=shoreditch&floor=${place.first}`)).json().work_areas;
    expect(areas.length).toBeGreaterThan(0);
    expect(areas.every((a: { floor: string; office: string }) => a.floor === place.first && a.office === 'shoreditch')).toBe(true);
    const res = (await get(`/api/lookups/resources/?floor=${place.ground}&resource_type=hot_desk,desk&limit=5`)).json().resources;
    expect(res).toHaveLength(5);
    expect(
      res.every((r: { resource_type: string; floor: string }) => ['hot_desk', 'desk'].includes(r.resource_type) && r.floor === place.ground),
    ).toBe(true);
    const harbour = (await get('/api/lookups/resources/?office=shoreditch', tok.harbour)).json().resources;
    expect(harbour).toEqual([]);
  });
});

describe('office scope', () => {
  it('treats an office outside the caller’s scope as unknown (404) and lists only offices in scope', async () => {
    const [me] = await t.db
      .select()
      .from(staff)
      .where(and(eq(staff.clientId, ids.demo), eq(staff.slug, (await staffSlug()) ?? '')));
    await t.db
      .update(staff)
      .set({ webSections: [...me.webSections, 'space', 'resources', 'work_area'] })
      .where(eq(staff.id, me.id));
    contextWritten(t.app);
    try {
      const list = (await get('/api/resources/?page_size=1000', tok.staff)).json().resources as ResourceItem[];
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((r) => r.office.slug === 'shoreditch')).toBe(true);
      const [canaryDesk] = await t.db.select().from(resources).where(eq(resources.officeId, place.canary)).limit(1);
      expect((await get(`/api/resources/${canaryDesk.slug}`, tok.staff)).statusCode).toBe(404);
      expect((await get(`/api/resources/${canaryDesk.slug}/qr.png`, tok.staff)).statusCode).toBe(404);
      const body = resourceBody({ office: 'canary-wharf', floor: place.canaryFloor, work_area: place.canaryArea });
      expect((await send('POST', '/api/resources/', body, tok.staff)).statusCode).toBe(404);
      expect((await send('PUT', `/api/resources/${canaryDesk.slug}`, body, tok.staff)).statusCode).toBe(404);
      expect((await send('POST', '/api/work-areas/', areaBody({ office: 'canary-wharf', floor: place.canaryFloor }), tok.staff)).statusCode).toBe(
        404,
      );
      expect((await get(`/api/dashboard-work-areas/${place.canaryArea}`, tok.staff)).statusCode).toBe(404);
      const areas = (await get('/api/dashboard-work-areas/?page_size=100', tok.staff)).json().work_areas as WorkAreaItem[];
      expect(areas.every((w) => w.office.slug === 'shoreditch')).toBe(true);
      expect((await send('POST', '/api/resources/', resourceBody(), tok.staff)).statusCode).toBe(201);
    } finally {
      await t.db.update(staff).set({ webSections: me.webSections }).where(eq(staff.id, me.id));
      contextWritten(t.app);
    }
  });
});

async function staffSlug() {
  const [row] = await t.db
    .select({ slug: staff.slug })
    .from(staff)
    .innerJoin(users, eq(users.id, staff.userId))
    .where(eq(users.email, 'staff@demo.test'));
  return row?.slug;
}

describe('route table', () => {
  it('guards the space routes with their sections, so the generated matrix covers them', () => {
    const sections = (method: string, url: string) => {
      const route = t.app.routeTable.find((r) => r.method === method && r.url === url);
      expect(route, `${method} ${url}`).toBeTruthy();
      return route?.config.sections ?? [];
    };
    expect(sections('GET', '/api/resources/')).toEqual(['space', 'resources']);
    expect(sections('GET', '/api/dashboard-resources/')).toEqual(['space', 'resources']);
    expect(sections('PUT', '/api/resources/:slug')).toEqual(['space', 'resources']);
    expect(sections('GET', '/api/resources/:slug/qr.png')).toEqual(['space', 'resources']);
    expect(sections('GET', '/api/dashboard-work-areas/')).toEqual(['space', 'work_area']);
    expect(sections('POST', '/api/work-areas/')).toEqual(['space', 'work_area']);
    expect(sections('PUT', '/api/floors/:slug/layout')).toEqual(['space']);
    expect(sections('DELETE', '/api/floors/:slug')).toEqual(['space']);
    for (const url of ['/api/floors/', '/api/dashboard-floor-resources/', '/api/lookups/resources/', '/api/dashboard-offices/'])
      expect(sections('GET', url)).toEqual([]);
    expect(t.app.routeTable.find((r) => r.url === '/api/uploads/:id')?.config.access).toBe('public');
  });
});

describe('openapi', () => {
  it('documents every space call, the floors paths included', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/dashboard-resources/',
      '/api/resources/',
      '/api/resources/{slug}',
      '/api/resources/{slug}/qr.png',
      '/api/resources/{slug}/qr.svg',
      '/api/dashboard-floor-resources/',
      '/api/dashboard-work-areas/',
      '/api/dashboard-work-areas/{slug}',
      '/api/work-areas/',
      '/api/floors/',
      '/api/floors/{slug}',
      '/api/floors/order/',
      '/api/floors/{slug}/layout',
      '/api/uploads/',
      '/api/uploads/{id}',
      '/api/lookups/offices/',
      '/api/lookups/floors/',
      '/api/lookups/work-areas/',
      '/api/lookups/resources/',
    ])
      expect(paths).toContain(path);
  });
});
