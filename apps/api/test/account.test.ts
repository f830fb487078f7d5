import { ACCOUNT_MESSAGES, ALL_SECTIONS, type OfficeItem, type PlanItem, type StaffItem } from '@clubspace/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, emailOutbox, membershipPlans, offices, staff, users } from '../src/db/schema/index.ts';
import { expectOrdered, useApiSession } from './support/api-session.ts';
import { DEMO_STAFF, bearer, contextWritten, login } from './support/test-app.ts';

const { t, tok, ids, get, send } = useApiSession();

const staffSlugOf = async (email: string) =>
  (
    await t.db
      .select({ slug: staff.slug })
      .from(staff)
      .innerJoin(users, eq(users.id, staff.userId))
      .where(and(eq(users.email, email), eq(staff.clientId, ids.demo)))
  )[0].slug;

/** The staff page's full payload for an existing item, with overrides. */
const payloadOf = (item: StaffItem, patch: Record<string, unknown> = {}) => ({
  first_name: item.user.first_name,
  last_name: item.user.last_name,
  email: item.user.email,
  phone: item.user.phone,
  job_title: item.job_title,
  role: item.role,
  status: item.status,
  offices: item.all_offices ? 'all' : item.offices.map((o) => o.slug),
  web_sections: item.web_sections.map((s) => s.code),
  ...patch,
});

describe('GET /api/dashboard-staff/', () => {
  it('lists the operator’s staff with user, offices and web sections, ordered and searchable', async () => {
    const res = await get('/api/dashboard-staff/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const [{ n }] = await t.db.select({ n: count() }).from(staff).where(eq(staff.clientId, ids.demo));
    expect(body).toMatchObject({ num_results: n, page_size: 10, current_page: 1 });
    expectOrdered(body.staff.map((s: StaffItem) => s.user.first_name));
    const sam = (body.staff as StaffItem[]).find((s) => s.user.email === 'staff@demo.test')!;
    expect(sam).toMatchObject({
      role: 'club_staff',
      status: 'active',
      job_title: 'Community Host',
      all_offices: false,
      offices: [{ slug: 'shoreditch', name: 'Shoreditch' }],
    });
    expect(sam.web_sections.map((s) => s.code)).toContain('members');
    const owner = (body.staff as StaffItem[]).find((s) => s.user.email === 'owner@demo.test')!;
    expect(owner.all_offices).toBe(true);
    expect(owner.offices.length).toBeGreaterThanOrEqual(2);
    expectOrdered(
      ((await get('/api/dashboard-staff/?order=-email')).json().staff as StaffItem[]).map((s) => s.user.email),
      true,
    );
    const found = (await get('/api/dashboard-staff/?name=Sam%20Staff')).json();
    expect(found.staff.map((s: StaffItem) => s.user.email)).toEqual(['staff@demo.test']);
    const csv = await get('/api/dashboard-staff/?format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\n')).toHaveLength(n + 1);
  });

  it('shows a staff detail, and 404 for another operator', async () => {
    const slug = await staffSlugOf('staff@demo.test');
    const res = await get(`/api/dashboard-staff/${slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('staff@demo.test');
    expect((await get(`/api/dashboard-staff/${slug}`, tok.harbour)).statusCode).toBe(404);
    expect((await get('/api/dashboard-staff/', tok.staff)).statusCode).toBe(403);
  });
});

describe('POST /api/dashboard-staff/', () => {
  it('validates with the seed messages', async () => {
    const res = await send('POST', '/api/dashboard-staff/', { first_name: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      first_name: ACCOUNT_MESSAGES.nameRequired,
      last_name: ACCOUNT_MESSAGES.surnameRequired,
      email: ACCOUNT_MESSAGES.emailRequired,
      role: ACCOUNT_MESSAGES.roleRequired,
    });
    const owner = await send('POST', '/api/dashboard-staff/', { first_name: 'A', last_name: 'B', email: 'a@b.test', role: 'club_owner' });
    expect(owner.json().errors).toEqual({ role: ACCOUNT_MESSAGES.roleRequired });
  });

  it('invites a new user, gives a user of another operator a job, and refuses one already here', async () => {
    const body = {
      first_name: 'Nora',
      last_name: 'New',
      email: 'nora.new@example.test',
      phone: '+44 20 7000 0000',
      job_title: 'Host',
      role: 'club_manager',
      offices: ['canary-wharf'],
      web_sections: ['dashboard', 'users', 'members'],
    };
    const res = await send('POST', '/api/dashboard-staff/', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      slug: 'nora-new',
      user: { first_name: 'Nora', last_name: 'New', email: body.email, phone: body.phone },
      role: 'club_manager',
      status: 'active',
      job_title: 'Host',
      all_offices: false,
      offices: [{ slug: 'canary-wharf', name: 'Canary Wharf' }],
      web_sections: [{ code: 'dashboard' }, { code: 'users' }, { code: 'members' }],
    });
    const [user] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(user).toMatchObject({ validated: false, passwordHash: null });
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, body.email)).orderBy(desc(emailOutbox.id)).limit(1);
    expect(mail.link).toMatch(/\/reset-password\/[\w-]+$/);
    const token = mail.link!.split('/reset-password/')[1];
    expect((await t.app.inject({ method: 'POST', url: '/api/reset-password/', payload: { token, password: 'nora-password' } })).statusCode).toBe(200);
    const nora = await login(t.app, { email: body.email, password: 'nora-password' });
    const session = (await t.app.inject({ method: 'GET', url: '/api/session/', headers: bearer(nora.access) })).json();
    expect(session.offices.map((o: { slug: string }) => o.slug)).toEqual(['canary-wharf']);

    const again = await send('POST', '/api/dashboard-staff/', { ...body, email: 'NORA.NEW@example.test' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(ACCOUNT_MESSAGES.staffExists);

    // Harbour's owner hires the same person: a second job, no second user, no invitation.
    const mails = (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, body.email))).length;
    const elsewhere = await send('POST', '/api/dashboard-staff/', { ...body, offices: 'all' }, tok.harbour);
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json()).toMatchObject({ all_offices: true, offices: [{ slug: 'leith-docks' }] });
    expect(await t.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(1);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, body.email))).toHaveLength(mails);
  });

  it('grants only codes the operator has, and only its offices', async () => {
    await t.db
      .update(clients)
      .set({ webSections: ALL_SECTIONS.filter((c) => c !== 'marketing') })
      .where(eq(clients.id, ids.harbour));
    contextWritten(t.app);
    try {
      const base = { first_name: 'Ola', last_name: 'Odd', email: 'ola.odd@example.test', role: 'club_staff' };
      const unknown = await send('POST', '/api/dashboard-staff/', { ...base, web_sections: ['dashboard', 'nope'] });
      expect(unknown.statusCode).toBe(400);
      expect(Object.keys(unknown.json().errors)).toEqual(['web_sections']);
      const notOwned = await send('POST', '/api/dashboard-staff/', { ...base, web_sections: ['marketing'] }, tok.harbour);
      expect(notOwned.statusCode).toBe(400);
      expect(notOwned.json().errors.web_sections).toContain(ACCOUNT_MESSAGES.sectionsNotOwned);
      const foreignOffice = await send('POST', '/api/dashboard-staff/', { ...base, offices: ['shoreditch'] }, tok.harbour);
      expect(foreignOffice.json().errors).toEqual({ offices: ACCOUNT_MESSAGES.officeUnknown });
    } finally {
      await t.db.update(clients).set({ webSections: ALL_SECTIONS }).where(eq(clients.id, ids.harbour));
      contextWritten(t.app);
    }
  });
});

describe('POST /api/dashboard-staff/{slug}', () => {
  it('updates a staff member, and the next request of that staff reflects the new sections and offices', async () => {
    const slug = await staffSlugOf('staff@demo.test');
    const item = (await get(`/api/dashboard-staff/${slug}`)).json() as StaffItem;
    const codes = item.web_sections.map((s) => s.code);
    expect((await get('/api/member-list/', tok.staff)).statusCode).toBe(200);

    const res = await send(
      'POST',
      `/api/dashboard-staff/${slug}`,
      payloadOf(item, {
        job_title: 'Head Host',
        phone: '+44 20 7111 1111',
        offices: 'all',
        web_sections: [...codes.filter((c) => c !== 'users'), 'marketing', 'campaigns'],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ job_title: 'Head Host', all_offices: true, user: { phone: '+44 20 7111 1111' } });
    const session = (await get('/api/session/', tok.staff)).json();
    const granted = session.web_sections.map((s: { code: string }) => s.code);
    expect(granted).toEqual(expect.arrayContaining(['marketing', 'campaigns']));
    expect(granted).not.toContain('users');
    expect(session.offices.length).toBeGreaterThanOrEqual(2);
    expect((await get('/api/member-list/', tok.staff)).statusCode).toBe(403);

    // Restore the seed's grant for the other tests.
    const back = await send('POST', `/api/dashboard-staff/${slug}`, payloadOf(item));
    expect(back.json()).toMatchObject({ job_title: 'Community Host', all_offices: false, offices: [{ slug: 'shoreditch' }] });
    expect((await get('/api/member-list/', tok.staff)).statusCode).toBe(200);
  });

  it('validates with the update messages and refuses codes the operator lacks', async () => {
    const slug = await staffSlugOf('staff@demo.test');
    const res = await send('POST', `/api/dashboard-staff/${slug}`, { first_name: '', last_name: '', email: '', role: 'club_staff' });
    expect(res.json().errors).toEqual({
      first_name: ACCOUNT_MESSAGES.firstNameRequired,
      last_name: ACCOUNT_MESSAGES.lastNameRequired,
      email: ACCOUNT_MESSAGES.emailRequired,
    });
    const item = (await get(`/api/dashboard-staff/${slug}`)).json() as StaffItem;
    const bad = await send('POST', `/api/dashboard-staff/${slug}`, payloadOf(item, { web_sections: ['members', 'superuser'] }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.web_sections).toContain('superuser');
    const taken = await send('POST', `/api/dashboard-staff/${slug}`, payloadOf(item, { email: 'owner@demo.test' }));
    expect(taken.statusCode).toBe(409);
  });

  it('stops anyone locking themself out, and only owners make owners', async () => {
    const ownerSlug = await staffSlugOf('owner@demo.test');
    const me = (await get(`/api/dashboard-staff/${ownerSlug}`)).json() as StaffItem;
    const noAccount = await send(
      'POST',
      `/api/dashboard-staff/${ownerSlug}`,
      payloadOf(me, { web_sections: me.web_sections.map((s) => s.code).filter((c) => c !== 'account') }),
    );
    expect(noAccount.statusCode).toBe(409);
    expect(noAccount.json().detail).toBe(ACCOUNT_MESSAGES.selfAccount);
    const inactive = await send('POST', `/api/dashboard-staff/${ownerSlug}`, payloadOf(me, { status: 'inactive' }));
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().detail).toBe(ACCOUNT_MESSAGES.selfInactive);
    expect((await get('/api/dashboard-staff/')).statusCode).toBe(200);

    // The manager (no account section in the seed) gets it from the owner, then tries to make someone an owner.
    const managerSlug = await staffSlugOf('manager@demo.test');
    const manager = (await get(`/api/dashboard-staff/${managerSlug}`)).json() as StaffItem;
    await send(
      'POST',
      `/api/dashboard-staff/${managerSlug}`,
      payloadOf(manager, { web_sections: [...manager.web_sections.map((s) => s.code), 'account'] }),
    );
    const mtok = (await login(t.app, { email: 'manager@demo.test', password: 'Demo1234!' })).access;
    const samSlug = await staffSlugOf('staff@demo.test');
    const sam = (await get(`/api/dashboard-staff/${samSlug}`)).json() as StaffItem;
    const promote = await send('POST', `/api/dashboard-staff/${samSlug}`, payloadOf(sam, { role: 'club_owner' }), mtok);
    expect(promote.statusCode).toBe(403);
    expect(promote.json().detail).toBe(ACCOUNT_MESSAGES.ownerOnly);
    // Deactivating another staff works, and ends their session: the next request is refused (issue 13 §4).
    const off = await send('POST', `/api/dashboard-staff/${samSlug}`, payloadOf(sam, { status: 'inactive' }), mtok);
    expect(off.json().status).toBe('inactive');
    expect((await get('/api/member-list/', tok.staff)).statusCode).toBe(401);
    await send('POST', `/api/dashboard-staff/${samSlug}`, payloadOf(sam));
    tok.staff = (await login(t.app, DEMO_STAFF)).access; // reactivated: a new login
    await send('POST', `/api/dashboard-staff/${managerSlug}`, payloadOf(manager));
    expect((await get('/api/dashboard-staff/', mtok)).statusCode).toBe(403);
  });
});

describe('membership plans', () => {
  it('lists every plan in pounds, creates (negative → 0) and updates', async () => {
    const res = await get('/api/dashboard-membership-plans/');
    expect(res.statusCode).toBe(200);
    const plans = res.json().membership_plans as PlanItem[];
    const [{ n }] = await t.db.select({ n: count() }).from(membershipPlans).where(eq(membershipPlans.clientId, ids.demo));
    expect(plans).toHaveLength(n);
    const [row] = await t.db
      .select()
      .from(membershipPlans)
      .where(and(eq(membershipPlans.clientId, ids.demo), eq(membershipPlans.slug, plans[0].slug)));
    expect(plans[0].base_price).toBe(row.basePricePence / 100);

    const missing = await send('POST', '/api/dashboard-membership-plans/', { name: '', description: 'x' });
    expect(missing.json().errors).toEqual({ name: ACCOUNT_MESSAGES.nameRequired, base_price: ACCOUNT_MESSAGES.priceRequired });
    const created = await send('POST', '/api/dashboard-membership-plans/', { name: 'Night Owl', description: 'Evenings', base_price: 99.5 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ slug: 'night-owl', name: 'Night Owl', base_price: 99.5, status: 'active', client: 'demo' });
    const [stored] = await t.db
      .select()
      .from(membershipPlans)
      .where(and(eq(membershipPlans.clientId, ids.demo), eq(membershipPlans.slug, 'night-owl')));
    expect(stored.basePricePence).toBe(9950);
    const negative = await send('POST', '/api/dashboard-membership-plans/', { name: 'Free Trial', base_price: -5 });
    expect(negative.json().base_price).toBe(0);

    const updated = await send('POST', '/api/dashboard-membership-plans/night-owl', {
      name: 'Night Owl+',
      subtitle: 'After six',
      description: 'Evenings and weekends',
      base_price: '120.25',
      length_in_month: 30,
      free_days: 2,
      free_credits: 5,
      status: 'inactive',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Night Owl+',
      subtitle: 'After six',
      base_price: 120.25,
      length_in_month: 30,
      free_days: 2,
      free_credits: 5,
      status: 'inactive',
    });
    const all = (await get('/api/dashboard-membership-plans/')).json().membership_plans as PlanItem[];
    expect(all.find((p) => p.slug === 'night-owl')?.status).toBe('inactive');
    expect((await send('POST', '/api/dashboard-membership-plans/night-owl', { name: 'X', base_price: 1 }, tok.harbour)).statusCode).toBe(404);
  });
});

describe('company and offices', () => {
  it('lists the caller’s offices with floors and capacity', async () => {
    const res = await get('/api/dashboard-offices/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const [{ n }] = await t.db.select({ n: count() }).from(offices).where(eq(offices.clientId, ids.demo));
    expect(body.num_results).toBe(n);
    const sho = (body.offices as OfficeItem[]).find((o) => o.slug === 'shoreditch')!;
    expect(sho).toMatchObject({
      name: 'Shoreditch',
      street: 'Great Eastern Street',
      town: 'London',
      max_occupancy: 140,
      geopoint: 'POINT (-0.0810 51.5246)',
    });
    expect(sho.floors.length).toBeGreaterThan(0);
    // A manager scoped to Shoreditch (granted account for this test) sees only it.
    const slug = await staffSlugOf('staff@demo.test');
    const sam = (await get(`/api/dashboard-staff/${slug}`)).json() as StaffItem;
    await send('POST', `/api/dashboard-staff/${slug}`, payloadOf(sam, { web_sections: [...sam.web_sections.map((s) => s.code), 'account'] }));
    const scoped = (await get('/api/dashboard-offices/', tok.staff)).json();
    expect(scoped.offices.map((o: OfficeItem) => o.slug)).toEqual(['shoreditch']);
    expect((await get('/api/dashboard-offices/canary-wharf', tok.staff)).statusCode).toBe(404);
    await send('POST', `/api/dashboard-staff/${slug}`, payloadOf(sam));
  });

  it('creates an office by name and updates every field, requiring address and coordinates when active', async () => {
    expect((await send('POST', '/api/dashboard-offices/', { name: '' })).json().errors).toEqual({ name: ACCOUNT_MESSAGES.nameRequired });
    const created = await send('POST', '/api/dashboard-offices/', { name: 'King’s Cross' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ slug: 'king-s-cross', name: 'King’s Cross', status: 'inactive', short_code: 'KIN', floors: [] });
    expect((await send('POST', '/api/dashboard-offices/', { name: 'King’s Cross' })).json().slug).toBe('king-s-cross-2');

    const missing = await send('POST', '/api/dashboard-offices/king-s-cross', { name: 'King’s Cross', status: 'active' });
    expect(missing.json().errors).toEqual({
      address: ACCOUNT_MESSAGES.addressMandatory,
      longitude: ACCOUNT_MESSAGES.longitudeMandatory,
      latitude: ACCOUNT_MESSAGES.latitudeMandatory,
    });
    const full = {
      name: 'King’s Cross',
      status: 'active',
      visibility: 'private',
      description: 'By the station',
      address: '1 Pancras Square',
      longitude: '-0.1246',
      latitude: '51.5332',
      town: 'London',
      street: 'Pancras Square',
      postal: 'N1C 4AG',
      google_place: 'ChIJ123',
      google_place_url: 'https://maps.example/kx',
      street_number: '1',
      street_name: 'Pancras Square',
      floor_number: '3',
      door_name: 'B',
      phone: '+44 20 7946 0009',
      email: 'kx@demo.test',
      website: 'https://demo.test/kx',
      list_order: 3,
      invoice_prefix: 'KX',
      max_occupancy: 80,
      max_free_visits: 2,
      domain: 'ignored',
      short_code: 'IGN',
    };
    const res = await send('POST', '/api/dashboard-offices/king-s-cross', full);
    expect(res.statusCode).toBe(200);
    const { domain: _d, short_code: _s, ...rest } = full;
    expect(res.json()).toMatchObject({ ...rest, geopoint: 'POINT (-0.1246 51.5332)', short_code: 'KIN', domain: null });
    expect((await get('/api/dashboard-offices/king-s-cross')).json().invoice_prefix).toBe('KX');
    expect((await send('POST', '/api/dashboard-offices/king-s-cross', full, tok.harbour)).statusCode).toBe(404);
    // An inactive office may stay off the map.
    expect((await send('POST', '/api/dashboard-offices/king-s-cross-2', { name: 'KX annex', status: 'inactive' })).statusCode).toBe(200);
  });
});

describe('theme', () => {
  const png = `data:image/png;base64,${Buffer.from('fake png bytes').toString('base64')}`;

  it('reads and saves the operator’s theme; the branding answers change at once', async () => {
    const res = await get('/api/themes/', tok.harbour);
    expect(res.json()).toMatchObject({ name: 'Harbour Works', navigation_color: '#0B3D2E', button_color: '#2E86AB', font: 'Lato' });
    const saved = await send(
      'POST',
      '/api/themes/',
      { name: 'Harbour Two', navigation_color: '#112233', button_color: '#aabbcc', font: 'Comic Sans', favicon: png, login_image: png },
      tok.harbour,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Harbour Two',
      navigation_color: '#112233',
      button_color: '#AABBCC',
      font: 'Comic Sans',
      favicon: png,
      login_image: png,
    });
    const publicBranding = await t.app.inject({ method: 'GET', url: '/api/client/?domain=harbour' });
    expect(JSON.stringify(publicBranding.json())).toContain('#AABBCC');
    expect((await get('/api/session/', tok.harbour)).json().branding).toMatchObject({ button_color: '#AABBCC', font: 'Comic Sans' });
    // The demo operator is untouched.
    expect((await get('/api/themes/')).json().button_color).toBe('#E07A1F');
    await send(
      'POST',
      '/api/themes/',
      { name: 'Harbour Works', navigation_color: '#0B3D2E', button_color: '#2E86AB', font: 'Lato', favicon: null, login_image: null },
      tok.harbour,
    );
  });

  it('validates colours, font and images', async () => {
    const bad = await send('POST', '/api/themes/', {
      name: '',
      navigation_color: 'black',
      button_color: '',
      font: 'Arial',
      favicon: 'data:image/gif;base64,R0lGOD',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['button_color', 'favicon', 'font', 'name', 'navigation_color']);
    expect(bad.json().errors.favicon).toBe(ACCOUNT_MESSAGES.imageInvalid);
    const big = `data:image/jpeg;base64,${Buffer.alloc(10 * 1024 * 1024 + 10).toString('base64')}`;
    const tooBig = await send('POST', '/api/themes/', { name: 'X', navigation_color: '#000000', button_color: '#FFFFFF', login_image: big });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors).toEqual({ login_image: ACCOUNT_MESSAGES.imageInvalid });
  });
});
