import { FIRST_FLOOR_NAME, SPACE_MESSAGES as M, type FloorItem, type FloorResources } from '@clubspace/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, emailOutbox, floors, offices, resources, teams } from '../src/db/schema/index.ts';
import { bearer, login } from './support/test-app.ts';
import { useApiSession } from './support/api-session.ts';

const { t, tok, ids, get, send } = useApiSession();
const del = (url: string, token = tok.owner) => t.app.inject({ method: 'DELETE', url, headers: bearer(token) });
let sho = 0;

beforeAll(async () => {
  sho = (
    await t.db
      .select()
      .from(offices)
      .where(and(eq(offices.clientId, ids.demo), eq(offices.slug, 'shoreditch')))
  )[0]!.id;
});

describe('floors', () => {
  it('lists an office’s floors in order with their generated plan, served publicly with cache headers', async () => {
    const res = await get('/api/floors/?office=shoreditch', tok.staff);
    expect(res.statusCode).toBe(200);
    const list = res.json().floors as FloorItem[];
    expect(list.map((f) => f.order)).toEqual([0, 1]);
    expect(list[0]).toMatchObject({ office: { slug: 'shoreditch', name: 'Shoreditch' }, floor_map: { scale: 400, width: 400, height: 300 } });
    expect(list[0].resources_count).toBeGreaterThan(0);
    const image = await t.app.inject({ method: 'GET', url: list[0].floor_map.image! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.body).toContain('<svg');
    const again = await t.app.inject({ method: 'GET', url: list[0].floor_map.image!, headers: { 'if-none-match': String(image.headers.etag) } });
    expect(again.statusCode).toBe(304);
    // Out of scope or another operator's office: not found.
    expect((await get('/api/floors/?office=canary-wharf', tok.staff)).statusCode).toBe(404);
    expect((await get('/api/floors/?office=shoreditch', tok.harbour)).statusCode).toBe(404);
    expect((await get(`/api/floors/${list[0].slug}`, tok.harbour)).statusCode).toBe(404);
    expect((await get(`/api/floors/${list[0].slug}`)).json()).toEqual(list[0]);
    // Every floor of both demo operators has a plan.
    const all = await t.db.select({ floorMap: floors.floorMap }).from(floors);
    expect(all.every((f) => typeof (f.floorMap as { image?: string }).image === 'string')).toBe(true);
  });

  it('creates, renames, changes the plan (desks stay), reorders and deletes', async () => {
    const created = await send('POST', '/api/floors/', { office: 'shoreditch', name: 'Roof' });
    expect(created.statusCode).toBe(201);
    const roof: FloorItem = created.json();
    expect(roof).toMatchObject({ name: 'Roof', order: 2, resources_count: 0, floor_map: { scale: 400, width: 400, height: 300, image: null } });
    expect((await send('POST', '/api/floors/', { office: '', name: '' })).json().errors).toEqual({ office: M.officeRequired, name: M.nameRequired });
    expect((await send('POST', '/api/floors/', { office: 'shoreditch', name: 'X' }, tok.staff)).statusCode).toBe(403);
    expect((await send('POST', '/api/floors/', { office: 'shoreditch', name: 'X' }, tok.harbour)).statusCode).toBe(404);

    const renamed = await send('PUT', `/api/floors/${roof.slug}`, { name: 'Roof Terrace' });
    expect(renamed.json()).toMatchObject({ slug: roof.slug, name: 'Roof Terrace' });
    // An empty body changes nothing (the fuzzer found it answered 500).
    const untouched = await send('PUT', `/api/floors/${roof.slug}`, {});
    expect(untouched.statusCode, untouched.body).toBe(200);
    expect(untouched.json()).toMatchObject({ slug: roof.slug, name: 'Roof Terrace' });

    const [ground] = (await get('/api/floors/?office=shoreditch')).json().floors as FloorItem[];
    const before = (await get(`/api/dashboard-floor-resources/?floor=${ground.slug}`)).json() as FloorResources;
    const image = '/api/uploads/00000000-0000-4000-a000-000000000001';
    const replaced = await send('PUT', `/api/floors/${ground.slug}`, { floor_map: { image, height: 320 } });
    expect(replaced.json().floor_map).toEqual({ scale: 400, width: 400, height: 320, image });
    const after = (await get(`/api/dashboard-floor-resources/?floor=${ground.slug}`)).json() as FloorResources;
    expect(after.resources.map((r) => [r.slug, r.x, r.y])).toEqual(before.resources.map((r) => [r.slug, r.x, r.y]));
    expect((await send('PUT', `/api/floors/${ground.slug}`, { floor_map: { image: 'javascript:alert(1)' } })).statusCode).toBe(400);

    const slugs = ((await get('/api/floors/?office=shoreditch')).json().floors as FloorItem[]).map((f) => f.slug);
    const reversed = [...slugs].reverse();
    const reordered = await send('PUT', '/api/floors/order/', { office: 'shoreditch', floors: reversed });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().floors.map((f: FloorItem) => f.slug)).toEqual(reversed);
    const partial = await send('PUT', '/api/floors/order/', { office: 'shoreditch', floors: reversed.slice(1) });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().errors).toEqual({ floors: M.floorsMismatch });
    expect((await send('PUT', '/api/floors/order/', { office: 'shoreditch', floors: [reversed[0], reversed[0], reversed[1]] })).statusCode).toBe(400);

    expect((await del(`/api/floors/${roof.slug}`, tok.harbour)).statusCode).toBe(404);
    expect((await del(`/api/floors/${roof.slug}`)).statusCode).toBe(200);
    expect((await get(`/api/floors/${roof.slug}`)).statusCode).toBe(404);
  });

  it('refuses to delete a floor that resources or future bookings use (409)', async () => {
    const [ground] = (await get('/api/floors/?office=shoreditch')).json().floors as FloorItem[];
    const busy = await del(`/api/floors/${ground.slug}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().detail).toBe(M.floorInUse);

    const empty: FloorItem = (await send('POST', '/api/floors/', { office: 'shoreditch', name: 'Basement' })).json();
    const [floorRow] = await t.db.select().from(floors).where(eq(floors.slug, empty.slug));
    const [team] = await t.db.select().from(teams).where(eq(teams.clientId, ids.demo)).limit(1);
    const start = new Date(Date.now() + 3 * 86_400_000);
    await t.db.insert(bookings).values({
      clientId: ids.demo,
      slug: 'basement-booking',
      code: 'BASEMENT1',
      officeId: sho,
      floorId: floorRow.id,
      teamId: team.id,
      plannedStart: start,
      plannedEnd: new Date(start.getTime() + 3_600_000),
      status: 'active',
    });
    expect((await del(`/api/floors/${empty.slug}`)).statusCode).toBe(409);
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.code, 'BASEMENT1'));
    expect((await del(`/api/floors/${empty.slug}`)).statusCode).toBe(200);
  });

  it('saves a layout all or nothing', async () => {
    const [ground, first] = (await get('/api/floors/?office=shoreditch')).json().floors as FloorItem[];
    const groundDesks = (await get(`/api/dashboard-floor-resources/?floor=${ground.slug}`)).json().resources as FloorResources['resources'];
    const firstDesks = (await get(`/api/dashboard-floor-resources/?floor=${first.slug}`)).json().resources as FloorResources['resources'];
    const [a, b] = groundDesks;
    const mixed = await send('PUT', `/api/floors/${ground.slug}/layout`, {
      resources: [
        { slug: a.slug, x: 5, y: 5 },
        { slug: firstDesks[0].slug, x: 10, y: 10 },
      ],
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors).toEqual({ resources: M.resourceNotOnFloor });
    const [unchanged] = await t.db.select().from(resources).where(eq(resources.slug, a.slug));
    expect([unchanged.x, unchanged.y]).toEqual([a.x, a.y]);
    const outside = await send('PUT', `/api/floors/${ground.slug}/layout`, { resources: [{ slug: a.slug, x: 401, y: 5 }] });
    expect(outside.statusCode).toBe(400);

    const saved = await send('PUT', `/api/floors/${ground.slug}/layout`, {
      resources: [
        { slug: a.slug, x: 55, y: 65 },
        { slug: b.slug, x: 100.5, y: 200 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const answer = saved.json() as FloorResources;
    expect(answer.resources.find((r) => r.slug === a.slug)).toMatchObject({ x: 55, y: 65 });
    expect(answer.resources.find((r) => r.slug === b.slug)).toMatchObject({ x: 100.5, y: 200 });
    expect((await send('PUT', `/api/floors/${ground.slug}/layout`, { resources: [] }, tok.staff)).statusCode).toBe(403);
    expect((await send('PUT', `/api/floors/${ground.slug}/layout`, { resources: [] }, tok.harbour)).statusCode).toBe(404);
  });

  it('shows a floor’s resources with their state for a day, and that day’s bookings', async () => {
    const [ground] = (await get('/api/floors/?office=shoreditch')).json().floors as FloorItem[];
    const [desk, other] = await t.db
      .select()
      .from(resources)
      .where(and(eq(resources.officeId, sho), eq(resources.resourceType, 'hot_desk')))
      .orderBy(asc(resources.id))
      .limit(2);
    const [team] = await t.db.select().from(teams).where(eq(teams.clientId, ids.demo)).limit(1);
    const day = '2031-03-12';
    await t.db.insert(bookings).values({
      clientId: ids.demo,
      slug: 'map-booking',
      code: 'MAPDAY1',
      officeId: sho,
      floorId: desk.floorId,
      resourceId: desk.id,
      teamId: team.id,
      plannedStart: new Date(`${day}T09:00:00Z`),
      plannedEnd: new Date(`${day}T18:00:00Z`),
      status: 'active',
      bookingType: 'hot_desk',
    });
    await t.db.update(resources).set({ status: 'inactive' }).where(eq(resources.id, other.id));
    const deskFloor = (await t.db.select().from(floors).where(eq(floors.id, desk.floorId!)))[0]!;
    const res = await get(`/api/dashboard-floor-resources/?floor=${deskFloor.slug}&date=${day}`, tok.staff);
    expect(res.statusCode).toBe(200);
    const body = res.json() as FloorResources;
    expect(body.date).toBe(day);
    expect(body.floor.slug).toBe(deskFloor.slug);
    expect(body.resources.find((r) => r.slug === desk.slug)?.map_status).toBe('booked');
    expect(body.resources.find((r) => r.slug === other.slug)?.map_status).toBe('inactive');
    expect(body.resources.filter((r) => r.map_status === 'free').length).toBeGreaterThan(0);
    expect(body.bookings.find((b) => b.code === 'MAPDAY1')).toMatchObject({
      resource: { slug: desk.slug },
      team: { slug: team.slug },
      member: null,
      guest: null,
    });
    // The day before and after the booking the desk is free.
    const before = (await get(`/api/dashboard-floor-resources/?floor=${deskFloor.slug}&date=2031-03-11`)).json() as FloorResources;
    expect(before.resources.find((r) => r.slug === desk.slug)?.map_status).toBe('free');
    expect(before.bookings.some((b) => b.code === 'MAPDAY1')).toBe(false);
    // Default: today in the office's zone.
    const today = (await get(`/api/dashboard-floor-resources/?floor=${ground.slug}`)).json() as FloorResources;
    expect(today.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await get(`/api/dashboard-floor-resources/?floor=${ground.slug}&date=31-12-2031`)).statusCode).toBe(400);
    expect((await get(`/api/dashboard-floor-resources/?floor=${ground.slug}`, tok.harbour)).statusCode).toBe(404);
  });
});

describe('onboarding', () => {
  it('gives a new operator’s main office a Ground floor', async () => {
    const signup = {
      email: 'owner@floors.example',
      password: 'Floors1234!',
      first_name: 'Flo',
      last_name: 'Ors',
      company: 'Floor Co',
      workspace: 'Floor Co',
    };
    const created = await t.app.inject({ method: 'POST', url: '/api/client-signup/', payload: signup });
    expect(created.statusCode, created.body).toBe(201);
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, signup.email)).orderBy(desc(emailOutbox.id)).limit(1);
    const token = mail.link!.split('/validate/')[1];
    expect((await t.app.inject({ method: 'POST', url: '/api/validate-email/', payload: { token } })).statusCode).toBe(200);
    const { access } = await login(t.app, signup);
    const plans = (await t.app.inject({ method: 'GET', url: '/api/client-plan-type/?type=private', headers: bearer(access) })).json();
    const done = await t.app.inject({
      method: 'PUT',
      url: '/api/client/',
      headers: bearer(access),
      payload: { role: 'private', club: 'Floor Central', visibility: 'protected', email: 'hello@floor.example', employees: 3, plan: plans[0].slug },
    });
    expect(done.statusCode, done.body).toBe(200);
    const list = (await t.app.inject({ method: 'GET', url: '/api/floors/', headers: bearer(access) })).json().floors as FloorItem[];
    expect(list.map((f) => [f.name, f.office.name])).toEqual([[FIRST_FLOOR_NAME, 'Floor Central']]);
  });
});
