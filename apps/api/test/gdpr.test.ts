import { ERASED_NAME, GDPR_MESSAGES, erasedEmail } from '@clubspace/contract';
import { and, asc, eq, is, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.ts';
import {
  bookings,
  clients,
  eventAttendees,
  events,
  guests,
  invoiceLines,
  invoices,
  memberPreferences,
  members,
  memberships,
  offices,
  orderLines,
  orders,
  portalAccess,
  portalRefreshTokens,
  teams,
  ticketMessages,
  tickets,
  uploads,
  users,
} from '../src/db/schema/index.ts';
import { enqueueJob } from '../src/jobs/queue/job-queue.repo.ts';
import { setClock } from '../src/lib/clock.ts';
import { EXPORT_EXCLUSIONS, EXPORT_TABLES } from '../src/modules/gdpr/gdpr-tables.ts';
import { GDPR_RETENTION_JOB } from '../src/modules/gdpr/gdpr-retention.job.ts';
import { useApiSession } from './support/api-session.ts';
import { portalHeaders, portalLogin } from './support/portal-session.ts';

const { t, tok, ids, get, send } = useApiSession();
afterEach(() => setClock(null));

const PASSWORD = 'Demo1234!';
const DAY = 86_400_000;

/** A demo member made through the API, given a portal password, and data in many tables (as the app writes them). */
async function richMember(tag: string, first: string, last: string) {
  const [office] = await t.db.select().from(offices).where(eq(offices.clientId, ids.demo)).orderBy(asc(offices.id)).limit(1);
  const [team] = await t.db.select().from(teams).where(eq(teams.clientId, ids.demo)).orderBy(asc(teams.id)).limit(1);
  const email = `${tag}@gdpr.example`;
  const phone = `+44 7700 9${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`;
  const created = await send('POST', '/api/profile/', {
    first_name: first,
    last_name: last,
    email,
    office: office.slug,
    role: 'team_member',
    team: team.slug,
    phone,
    job_title: `${first} the tester`,
    billing_town: `Erasmouth-${tag}`,
    billing_street: `${last} Street`,
    billing_street_number: '7',
  });
  expect(created.statusCode, created.body).toBe(201);
  const slug = created.json().slug as string;
  const [m] = await t.db
    .select()
    .from(members)
    .where(and(eq(members.clientId, ids.demo), eq(members.slug, slug)));
  const [demoPortal] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'member@demo.test'));
  await t.db.update(users).set({ passwordHash: demoPortal.hash, validated: true }).where(eq(users.id, m.userId));
  await t.db.insert(portalAccess).values({ clientId: ids.demo, memberId: m.id, status: 'active', activatedAt: new Date() }).onConflictDoNothing();
  await t.db.insert(memberPreferences).values({ clientId: ids.demo, memberId: m.id, campaigns: false });
  const [photo] = await t.db
    .insert(uploads)
    .values({ clientId: ids.demo, kind: 'member_photo', contentType: 'image/png', size: 3, sha256: 'x', bytes: Buffer.from('png') })
    .returning();
  await t.db
    .update(members)
    .set({ image: `/api/uploads/${photo.id}` })
    .where(eq(members.id, m.id));
  const start = new Date(Date.now() - 3 * DAY);
  const base = { clientId: ids.demo };
  await t.db
    .insert(memberships)
    .values({ ...base, slug: `${tag}-ms`, memberId: m.id, teamId: team.id, officeId: office.id, start, basePricePence: 1000 });
  await t.db.insert(bookings).values({
    ...base,
    slug: `${tag}-bk`,
    code: `${tag.toUpperCase()}-BK`,
    officeId: office.id,
    memberId: m.id,
    teamId: team.id,
    plannedStart: start,
    plannedEnd: new Date(start.getTime() + 3600_000),
    comments: 'window seat please',
  });
  const [inv] = await t.db
    .insert(invoices)
    .values({
      ...base,
      slug: `${tag}-inv`,
      name: `GDPR-${tag}`,
      teamId: team.id,
      officeId: office.id,
      status: 'pending_payment',
      issuedAt: new Date(),
      netPricePence: 2000,
      vatPence: 400,
      grossPricePence: 2400,
    })
    .returning();
  await t.db.insert(invoiceLines).values({
    ...base,
    slug: `${tag}-line`,
    invoiceId: inv.id,
    memberId: m.id,
    name: 'Hot desk day',
    units: 2,
    unitPricePence: 1000,
    unitGrossPricePence: 1200,
    linePricePence: 2000,
    lineGrossPricePence: 2400,
  });
  const [order] = await t.db
    .insert(orders)
    .values({ ...base, slug: `${tag}-ord`, code: `${tag.toUpperCase()}-ORD`, memberId: m.id, officeId: office.id, pricePence: 450 })
    .returning();
  await t.db.insert(orderLines).values({ clientId: ids.demo, orderId: order.id, units: 1, pricePence: 450 } as typeof orderLines.$inferInsert);
  const [ticket] = await t.db
    .insert(tickets)
    .values({ ...base, slug: `${tag}-tk`, subject: 'Broken chair', description: 'The chair wobbles', memberId: m.id, officeId: office.id })
    .returning();
  await t.db.insert(ticketMessages).values([
    { clientId: ids.demo, ticketId: ticket.id, authorKind: 'member', authorUserId: m.userId, body: 'Still wobbly' },
    { clientId: ids.demo, ticketId: ticket.id, authorKind: 'staff', internal: true, body: 'internal: order a new chair' },
  ]);
  const [event] = await t.db.select().from(events).where(eq(events.clientId, ids.demo)).limit(1);
  if (event)
    await t.db
      .insert(eventAttendees)
      .values({ ...base, slug: `${tag}-att`, eventId: event.id, memberId: m.id, status: 'registered' } as typeof eventAttendees.$inferInsert);
  await t.db.insert(guests).values({ ...base, slug: `${tag}-guest`, name: 'Gus Guest', email: `${tag}-guest@gdpr.example`, hostMemberId: m.id });
  return { slug, member: m, email, phone, first, last, invoice: inv, photo: photo.id, team };
}

const unzip = (body: Buffer) => unzipSync(new Uint8Array(body));

/** Every text, varchar, json/jsonb and array column of every table: where a needle (case-insensitive) is found. */
async function findEverywhere(needles: string[]) {
  const { rows: cols } = await t.db.execute<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables tb on tb.table_name = c.table_name and tb.table_schema = c.table_schema and tb.table_type = 'BASE TABLE'
    where c.table_schema = 'public' and (c.data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY'))
    order by c.table_name, c.column_name`);
  const hits: string[] = [];
  for (const { table_name, column_name } of cols) {
    for (const needle of needles) {
      const { rows } = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text ilike ${`%${needle}%`}`,
      );
      if (Number(rows[0].n) > 0) hits.push(`${table_name}.${column_name} has ${needle}`);
    }
  }
  return hits;
}

describe('coverage', () => {
  it('every table pointing at users or members is exported or excluded with a reason', () => {
    const covered = new Set([...EXPORT_TABLES.map((x) => x.table), ...Object.keys(EXPORT_EXCLUSIONS)]);
    const linked: string[] = [];
    for (const value of Object.values(schema)) {
      if (!is(value, PgTable)) continue;
      const config = getTableConfig(value);
      const byKey = config.foreignKeys.some((fk) => {
        const target = fk.reference().foreignTable;
        return target === users || target === members;
      });
      const byName = config.columns.some((c) => /(^|_)(user|member)_id$|^booked_by$|^created_by$/.test(c.name));
      if (byKey || byName || config.name === 'users' || config.name === 'members') linked.push(config.name);
    }
    expect(linked).toEqual(expect.arrayContaining(['bookings', 'invoice_lines', 'tickets', 'refresh_tokens', 'change_log']));
    expect(linked.filter((name) => !covered.has(name))).toEqual([]);
    for (const reason of Object.values(EXPORT_EXCLUSIONS)) expect(reason.length).toBeGreaterThan(20);
  });
});

describe('export', () => {
  it('staff download a ZIP with member.json and one CSV per table, with the member data of many tables', async () => {
    const p = await richMember('exporta', 'Ottoline', 'Exportwell');
    const res = await get(`/api/members/${p.slug}/data-export`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/zip');
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="clubspace-member-${p.slug}-${day}.zip"`);
    const files = unzip(res.rawPayload);
    const json = JSON.parse(strFromU8(files['member.json'])) as { tables: Record<string, Record<string, unknown>[]> };
    expect(Object.keys(json.tables).sort()).toEqual(EXPORT_TABLES.map((x) => x.table).sort());
    for (const table of EXPORT_TABLES) expect(files[`csv/${table.table}.csv`], table.table).toBeDefined();
    for (const table of [
      'users',
      'members',
      'memberships',
      'bookings',
      'invoices',
      'invoice_lines',
      'orders',
      'order_lines',
      'tickets',
      'ticket_messages',
      'guests',
      'member_preferences',
      'portal_access',
      'uploads',
    ]) {
      expect(json.tables[table].length, table).toBeGreaterThan(0);
    }
    expect(json.tables.users[0].email).toBe(p.email);
    expect(json.tables.users[0]).not.toHaveProperty('password_hash');
    expect(json.tables.uploads[0]).not.toHaveProperty('bytes');
    expect(json.tables.invoices.map((i) => i.name)).toEqual([p.invoice.name]);
    expect(json.tables.ticket_messages.map((m) => m.body)).toEqual(['Still wobbly']);
    const bookingsCsv = strFromU8(files['csv/bookings.csv']).split('\n');
    expect(bookingsCsv[0]).toContain('planned_start');
    expect(bookingsCsv[1]).toContain('window seat please');
    expect(strFromU8(files['csv/users.csv'])).toContain(p.email);
  });

  it('the member exports their own data from the portal', async () => {
    const p = await richMember('exportb', 'Perpetua', 'Selfserve');
    const { access } = await portalLogin(t.app, { email: p.email, password: PASSWORD });
    const res = await t.app.inject({ method: 'GET', url: '/api/portal/me/data-export', headers: portalHeaders(access) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`clubspace-member-${p.slug}-`);
    const json = JSON.parse(strFromU8(unzip(res.rawPayload)['member.json']));
    expect(json.tables.bookings).toHaveLength(1);
    // A staff token is refused on the portal route.
    expect((await t.app.inject({ method: 'GET', url: '/api/portal/me/data-export', headers: portalHeaders(tok.owner) })).statusCode).toBe(403);
  });

  it("another operator's member is a 404 for export and erasure", async () => {
    const p = await richMember('exportc', 'Isolde', 'Tenantson');
    expect((await get(`/api/members/${p.slug}/data-export`, tok.harbour)).statusCode).toBe(404);
    expect((await send('POST', `/api/members/${p.slug}/erase`, { confirm: 'ERASE' }, tok.harbour)).statusCode).toBe(404);
    expect((await get(`/api/members/${p.slug}/data-export`)).statusCode).toBe(200);
  });
});

describe('erasure', () => {
  it('anonymises the person everywhere, keeps invoices and lines, ends sessions and the portal', async () => {
    const p = await richMember('erasea', 'Quillon', 'Vantablack');
    const portal = await portalLogin(t.app, { email: p.email, password: PASSWORD });
    const linesBefore = await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, p.invoice.id)).orderBy(asc(invoiceLines.id));
    const [invoiceBefore] = await t.db.select().from(invoices).where(eq(invoices.id, p.invoice.id));
    expect((await findEverywhere([p.email])).length).toBeGreaterThan(0);

    const wrong = await send('POST', `/api/members/${p.slug}/erase`, { confirm: 'Quillon' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.confirm).toBe(GDPR_MESSAGES.confirmMismatch);
    const res = await send('POST', `/api/members/${p.slug}/erase`, { confirm: 'quillon  VANTABLACK' });
    expect(res.statusCode, res.body).toBe(200);
    const slug = `erased-${p.member.id}`;
    expect(res.json()).toEqual({ detail: GDPR_MESSAGES.erased, slug, user_erased: true });
    expect((await send('POST', `/api/members/${slug}/erase`, { confirm: 'ERASE' })).statusCode).toBe(409);
    expect((await get(`/api/members/${p.slug}/data-export`)).statusCode).toBe(404);

    // No personal value left in any column of any table, the audit log included.
    expect(await findEverywhere([p.email, p.phone, p.first, p.last, `Erasmouth-erasea`, `${p.first} the tester`, `${p.last} Street`])).toEqual([]);
    const [user] = await t.db.select().from(users).where(eq(users.id, p.member.userId));
    expect(user).toMatchObject({ email: erasedEmail(p.member.userId), firstName: 'Erased', lastName: 'member', phone: null, passwordHash: null });
    expect(user.erasedAt).not.toBeNull();
    expect(await t.db.select().from(uploads).where(eq(uploads.id, p.photo))).toEqual([]);

    // Invoices and lines intact.
    const [invoiceAfter] = await t.db.select().from(invoices).where(eq(invoices.id, p.invoice.id));
    expect(invoiceAfter).toEqual(invoiceBefore);
    expect(await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, p.invoice.id)).orderBy(asc(invoiceLines.id))).toEqual(linesBefore);

    // Sessions ended: the portal refresh and the old access token are refused, and so is a new portal login.
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/portal/auth/refresh',
      headers: portalHeaders(),
      payload: { refresh: portal.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/portal/me', headers: portalHeaders(portal.access) })).statusCode).toBe(401);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/portal/auth/login',
      headers: portalHeaders(),
      payload: { email: p.email, password: PASSWORD },
    });
    expect(relogin.statusCode).toBeGreaterThanOrEqual(400);
    const tokens = await t.db.select().from(portalRefreshTokens).where(eq(portalRefreshTokens.memberId, p.member.id));
    expect(tokens.every((x) => x.revokedAt !== null)).toBe(true);

    // Lists show the erased member as such.
    const list = await get(`/api/member-list/?name=${encodeURIComponent('Erased')}`);
    expect(list.json().members.map((m: { slug: string }) => m.slug)).toContain(slug);
    const profile = await get(`/api/dashboard-profile/?member=${slug}`);
    expect(`${profile.json().member.user.first_name} ${profile.json().member.user.last_name}`).toBe(ERASED_NAME);
  });

  it('a person at two operators: the other operator keeps the user and its member', async () => {
    const p = await richMember('eraseb', 'Bartholo', 'Twofold');
    const [harbourOffice] = await t.db.select().from(offices).where(eq(offices.clientId, ids.harbour)).limit(1);
    const [harbourTeam] = await t.db.select().from(teams).where(eq(teams.clientId, ids.harbour)).limit(1);
    const there = await send(
      'POST',
      '/api/profile/',
      { first_name: p.first, last_name: p.last, email: p.email, office: harbourOffice.slug, role: 'team_member', team: harbourTeam.slug },
      tok.harbour,
    );
    expect(there.statusCode, there.body).toBe(201);
    const res = await send('POST', `/api/members/${p.slug}/erase`, { confirm: 'ERASE' });
    expect(res.json().user_erased).toBe(false);
    const [user] = await t.db.select().from(users).where(eq(users.id, p.member.userId));
    expect(user).toMatchObject({ email: p.email, firstName: p.first, lastName: p.last, erasedAt: null });
    const harbourProfile = await get(`/api/dashboard-profile/?member=${there.json().slug}`, tok.harbour);
    expect(harbourProfile.json().member.user.email).toBe(p.email);
    const [mine] = await t.db.select().from(members).where(eq(members.id, p.member.id));
    expect(mine.erasedAt).not.toBeNull();
    expect(mine.jobTitle).toBeNull();
    const demoProfile = await get(`/api/dashboard-profile/?member=${res.json().slug}`);
    expect(demoProfile.json().member.user).toMatchObject({ first_name: 'Erased', last_name: 'member', email: erasedEmail(p.member.userId) });
    // Demo's audit rows no longer hold the e-mail; Harbour's own rows are Harbour's.
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from change_log where client_id = ${ids.demo} and (before::text ilike ${`%${p.email}%`} or after::text ilike ${`%${p.email}%`})`,
    );
    expect(Number(rows[0].n)).toBe(0);
  });
});

describe('retention', () => {
  it('is off by default, the owner sets it, and the daily job erases only members inactive for N months', async () => {
    expect((await get('/api/gdpr-settings/')).json()).toEqual({ member_retention_months: null });
    expect((await send('PUT', '/api/gdpr-settings/', { member_retention_months: 0 })).statusCode).toBe(400);
    const idle = await richMember('retaina', 'Dormantia', 'Sleepwell');
    const busy = await richMember('retainb', 'Activus', 'Busybee');
    // Idle: everything happened two years ago. Busy: the same, but a booking last month.
    const old = new Date(Date.now() - 730 * DAY);
    for (const who of [idle, busy]) {
      await t.db.update(members).set({ createdAt: old }).where(eq(members.id, who.member.id));
      await t.db
        .update(memberships)
        .set({ start: old, end: new Date(old.getTime() + 30 * DAY), status: 'finished' })
        .where(eq(memberships.memberId, who.member.id));
      await t.db
        .update(bookings)
        .set({ plannedStart: old, plannedEnd: new Date(old.getTime() + 3600_000), createdAt: old })
        .where(eq(bookings.memberId, who.member.id));
      await t.db.update(orders).set({ initDate: old }).where(eq(orders.memberId, who.member.id));
    }
    await t.db
      .update(bookings)
      .set({ plannedStart: new Date(Date.now() - 30 * DAY), plannedEnd: new Date(Date.now() - 30 * DAY + 3600_000) })
      .where(eq(bookings.memberId, busy.member.id));

    // Off: the job erases nobody.
    setClock(new Date());
    await enqueueJob(t.db, { kind: GDPR_RETENTION_JOB, uniqueKey: 'off' });
    await t.app.jobs.drain();
    expect((await t.db.select().from(members).where(eq(members.id, idle.member.id)))[0].erasedAt).toBeNull();

    const saved = await send('PUT', '/api/gdpr-settings/', { member_retention_months: 12 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ member_retention_months: 12, detail: GDPR_MESSAGES.retentionSaved });
    expect((await send('PUT', '/api/gdpr-settings/', { member_retention_months: 6 }, tok.harbour)).statusCode).toBe(200);
    const [harbour] = await t.db.select().from(clients).where(eq(clients.id, ids.harbour));
    expect(harbour.memberRetentionMonths).toBe(6);
    await send('PUT', '/api/gdpr-settings/', { member_retention_months: null }, tok.harbour);

    await enqueueJob(t.db, { kind: GDPR_RETENTION_JOB, uniqueKey: 'on' });
    await t.app.jobs.drain();
    const [idleAfter] = await t.db.select().from(members).where(eq(members.id, idle.member.id));
    const [busyAfter] = await t.db.select().from(members).where(eq(members.id, busy.member.id));
    expect(idleAfter.erasedAt).not.toBeNull();
    expect(busyAfter.erasedAt).toBeNull();
    const [idleUser] = await t.db.select().from(users).where(eq(users.id, idle.member.userId));
    expect(idleUser.email).toBe(erasedEmail(idle.member.userId));

    // A year later (the settable clock) the busy member is inactive for 12 months too.
    setClock(new Date(Date.now() + 365 * DAY));
    await enqueueJob(t.db, { kind: GDPR_RETENTION_JOB, uniqueKey: 'later' });
    await t.app.jobs.drain();
    expect((await t.db.select().from(members).where(eq(members.id, busy.member.id)))[0].erasedAt).not.toBeNull();
  });

  it('only the owner saves the setting', async () => {
    const res = await send('PUT', '/api/gdpr-settings/', { member_retention_months: 12 }, tok.staff);
    expect(res.statusCode).toBe(403);
  });
});
