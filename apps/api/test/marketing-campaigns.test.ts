import { MARKETING_MESSAGES as M, plannedDateIso, plannedDay, type CampaignDetail, type CampaignItem } from '@clubspace/contract';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runDueCampaigns } from '../src/jobs/campaign-mail.job.ts';
import { emailOutbox, memberPreferences, members, notificationCampaigns, notificationTypes, offices, users } from '../src/db/schema/index.ts';
import { bearer } from './support/test-app.ts';
import { expectOrdered, useApiSession } from './support/api-session.ts';

const { t, tok, ids, get, send } = useApiSession();
const patch = (url: string, payload: object, token = tok.owner) => t.app.inject({ method: 'PATCH', url, headers: bearer(token), payload });

async function demoType() {
  const [type] = await t.db
    .select()
    .from(notificationTypes)
    .where(eq(notificationTypes.clientId, ids.demo))
    .orderBy(asc(notificationTypes.id))
    .limit(1);
  return type;
}
async function someMembers(clientId: number, n: number) {
  return t.db
    .select({ id: members.id, slug: members.slug, userId: members.userId })
    .from(members)
    .where(eq(members.clientId, clientId))
    .orderBy(asc(members.id))
    .limit(n);
}
async function createCampaign(over: Record<string, unknown> = {}) {
  const type = await demoType();
  const res = await send('POST', '/api/notification-campaigns/', {
    name: 'Spring Open Day',
    code: 'CMP-SPRING',
    type: type.id,
    date_planned: plannedDateIso('2026-06-01'),
    status: 'active',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CampaignDetail;
}

describe('POST /api/notification-campaigns/', () => {
  it('answers the five messages when fields are missing or empty', async () => {
    const expected = {
      name: M.nameRequired,
      code: M.campaignCodeRequired,
      type: M.typeRequired,
      date_planned: M.datePlannedRequired,
      status: M.statusRequired,
    };
    for (const body of [{}, { name: '', code: '', type: '', date_planned: '', status: '' }]) {
      const res = await send('POST', '/api/notification-campaigns/', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(expected);
    }
  });

  it('refuses a type of another operator', async () => {
    const [other] = await t.db.select().from(notificationTypes).where(eq(notificationTypes.clientId, ids.harbour)).limit(1);
    const res = await send('POST', '/api/notification-campaigns/', {
      name: 'X',
      code: 'X',
      type: other.id,
      date_planned: plannedDateIso('2026-06-01'),
      status: 'active',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ type: M.typeUnknown });
  });

  it('stores the +01:00 midnight as an instant and answers it in ISO form, any status', async () => {
    const created = await createCampaign({ status: 'pending_payment' });
    expect(created).toMatchObject({
      name: 'Spring Open Day',
      code: 'CMP-SPRING',
      status: 'pending_payment',
      num_users: 0,
      users: [],
      date_sent: null,
    });
    expect(created.date_planned).toBe('2026-05-31T23:00:00.000Z');
    expect(plannedDay(created.date_planned)).toBe('2026-06-01');
    const again = (await get(`/api/notification-campaigns/${created.slug}`)).json() as CampaignDetail;
    expect(again.date_planned).toBe('2026-05-31T23:00:00.000Z');
    expect(again.type).toEqual({ id: (await demoType()).id, name: (await demoType()).name });
  });
});

describe('PUT and PATCH /api/notification-campaigns/{slug}', () => {
  it('PUT replaces fields and users (member ids); the list shows Nº users', async () => {
    const c = await createCampaign({ name: 'Put Campaign', code: 'PUT-1' });
    const three = await someMembers(ids.demo, 3);
    const res = await send('PUT', `/api/notification-campaigns/${c.slug}`, {
      name: 'Put Campaign 2',
      code: 'PUT-2',
      date_planned: plannedDateIso('2026-07-10'),
      status: 'finished',
      user_list: three.map((m) => m.id),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as CampaignDetail;
    expect(body).toMatchObject({ name: 'Put Campaign 2', code: 'PUT-2', status: 'finished', num_users: 3 });
    expect(plannedDay(body.date_planned)).toBe('2026-07-10');
    expect(body.users.map((u) => u.id).sort()).toEqual(three.map((m) => m.id).sort());
    const list = (await get('/api/dashboard-notification-campaigns/?name=PutCampaign2')).json();
    expect(list.notification_campaigns).toHaveLength(1);
    expect(list.notification_campaigns[0].num_users).toBe(3);
  });

  it('PATCH changes only what it sends; user_list may also hold member slugs', async () => {
    const c = await createCampaign({ name: 'Patch Campaign', code: 'PATCH-1' });
    const four = await someMembers(ids.demo, 4);
    expect((await patch(`/api/notification-campaigns/${c.slug}`, { user_list: four.slice(0, 2).map((m) => m.id) })).json().num_users).toBe(2);
    const renamed = (await patch(`/api/notification-campaigns/${c.slug}`, { name: 'Patched' })).json() as CampaignDetail;
    expect(renamed).toMatchObject({ name: 'Patched', code: 'PATCH-1', num_users: 2 });
    const bySlug = (
      await patch(`/api/notification-campaigns/${c.slug}`, { user_list: [four[1].slug, four[2].slug, four[3].id] })
    ).json() as CampaignDetail;
    expect(bySlug.users.map((u) => u.slug).sort()).toEqual(
      four
        .slice(1)
        .map((m) => m.slug)
        .sort(),
    );
    expect((await patch(`/api/notification-campaigns/${c.slug}`, { user_list: [] })).json().num_users).toBe(0);
    expect((await patch(`/api/notification-campaigns/${c.slug}`, { status: '' })).json().errors).toEqual({ status: M.statusRequired });
  });

  it('refuses members of another operator with 400 and changes nothing', async () => {
    const c = await createCampaign({ name: 'Guarded Campaign', code: 'G-1' });
    const [mine] = await someMembers(ids.demo, 1);
    const [theirs] = await someMembers(ids.harbour, 1);
    for (const user_list of [[mine.id, theirs.id], [theirs.slug + '-nope'], [2_000_000]]) {
      const res = await patch(`/api/notification-campaigns/${c.slug}`, { user_list });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ user_list: M.usersUnknown });
    }
    expect((await get(`/api/notification-campaigns/${c.slug}`)).json().num_users).toBe(0);
  });

  it('detail needs only staff of the operator, changes need the marketing section; another operator gets 404', async () => {
    const [shoreditch] = await t.db
      .select()
      .from(offices)
      .where(and(eq(offices.clientId, ids.demo), eq(offices.name, 'Shoreditch')));
    const harbourSlugs = (
      await t.db.select({ slug: notificationCampaigns.slug }).from(notificationCampaigns).where(eq(notificationCampaigns.clientId, ids.harbour))
    ).map((r) => r.slug);
    const shoreditchCampaigns = await t.db.select().from(notificationCampaigns).where(eq(notificationCampaigns.officeId, shoreditch.id));
    const c = shoreditchCampaigns.find((x) => !harbourSlugs.includes(x.slug))!;
    expect((await get('/api/dashboard-notification-campaigns/', tok.staff)).statusCode).toBe(403);
    expect((await get(`/api/notification-campaigns/${c.slug}`, tok.staff)).statusCode).toBe(200);
    // Issue 24 §7: reading stays open, changing needs the section.
    expect((await patch(`/api/notification-campaigns/${c.slug}`, { code: 'BY-STAFF' }, tok.staff)).statusCode).toBe(403);
    expect((await get(`/api/notification-campaigns/${c.slug}`, tok.harbour)).statusCode).toBe(404);
    expect((await patch(`/api/notification-campaigns/${c.slug}`, { code: 'NO' }, tok.harbour)).statusCode).toBe(404);
  });
});

describe('GET /api/dashboard-notification-campaigns/', () => {
  it('pages, searches by name, orders by every column and exports CSV', async () => {
    const first = (await get('/api/dashboard-notification-campaigns/?page_size=3')).json();
    expect(first).toMatchObject({ page_size: 3, current_page: 1 });
    expect(first.notification_campaigns).toHaveLength(3);
    expect(first.num_pages).toBe(Math.ceil(first.num_results / 3));
    expectOrdered(
      first.notification_campaigns.map((c: CampaignItem) => c.date_created),
      true,
    );
    const second = (await get('/api/dashboard-notification-campaigns/?page_size=3&page_number=2')).json();
    expect(second.notification_campaigns.map((c: CampaignItem) => c.slug)).not.toContain(first.notification_campaigns[0].slug);
    const all = (await get('/api/dashboard-notification-campaigns/?page_size=100')).json();
    expect(all.notification_campaigns.every((c: CampaignItem) => typeof c.num_users === 'number')).toBe(true);
    for (const [order, pick] of [
      ['name', (c: CampaignItem) => c.name],
      ['code', (c: CampaignItem) => c.code],
      ['date_planned', (c: CampaignItem) => c.date_planned],
      ['num_users', (c: CampaignItem) => c.num_users],
    ] as const) {
      expectOrdered((await get(`/api/dashboard-notification-campaigns/?page_size=100&order=${order}`)).json().notification_campaigns.map(pick));
      expectOrdered(
        (await get(`/api/dashboard-notification-campaigns/?page_size=100&order=-${order}`)).json().notification_campaigns.map(pick),
        true,
      );
    }
    const search = (await get('/api/dashboard-notification-campaigns/?name=welcome')).json();
    expect(search.notification_campaigns.length).toBeGreaterThan(0);
    expect(search.notification_campaigns.every((c: CampaignItem) => /welcome/i.test(c.name))).toBe(true);
    const csv = await get('/api/dashboard-notification-campaigns/?format=csv&raw=1');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toContain('num_users');
    expect(csv.body.trim().split('\n')).toHaveLength(all.num_results + 1);
  });

  it('lists the operator’s campaign types', async () => {
    const types = (await get('/api/notification-types/')).json();
    expect(types.map((x: { name: string }) => x.name)).toEqual(['Announcement', 'Event', 'Promotion']);
  });
});

describe('the campaign e-mail job', () => {
  it('e-mails the members of a due campaign once, however many processes run it', async () => {
    // Only a campaign with a subject and a body is sent (issue 24 §2).
    const content = { subject: 'Due Now', body: 'Hello {first_name}' };
    const c = await createCampaign({ name: 'Due Now', code: 'DUE-1', date_planned: '2026-01-01T09:00:00Z', ...content });
    const future = await createCampaign({ name: 'Not Yet', code: 'DUE-2', date_planned: '2099-01-01T09:00:00Z', ...content });
    const cancelled = await createCampaign({
      name: 'Called Off',
      code: 'DUE-3',
      date_planned: '2026-01-01T09:00:00Z',
      status: 'cancelled',
      ...content,
    });
    const three = await someMembers(ids.demo, 3);
    for (const slug of [c.slug, future.slug, cancelled.slug])
      await patch(`/api/notification-campaigns/${slug}`, { user_list: three.map((m) => m.id) });
    await t.db
      .update(members)
      .set({ allowEmail: true })
      .where(
        inArray(
          members.id,
          three.map((m) => m.id),
        ),
      );
    // The demo seed turns campaigns off for a few members (portal preferences): these three consent.
    await t.db.delete(memberPreferences).where(
      inArray(
        memberPreferences.memberId,
        three.map((m) => m.id),
      ),
    );
    const started = new Date();
    const now = new Date('2026-02-01T00:00:00Z');
    // Two "processes" at once, then a third after a "restart".
    const runs = await Promise.all([runDueCampaigns(t.db, t.app.mailer, now), runDueCampaigns(t.db, t.app.mailer, now)]);
    const again = await runDueCampaigns(t.db, t.app.mailer, now);
    expect(runs.reduce((s, r) => s + r.emails, 0) + again.emails).toBe(3);
    expect(again).toEqual({ campaigns: 0, emails: 0 });
    const emails = await t.db
      .select({ to: emailOutbox.to })
      .from(emailOutbox)
      .where(and(gte(emailOutbox.createdAt, started), sql`${emailOutbox.subject} like '%Due Now'`));
    const addresses = await t.db
      .select({ email: users.email })
      .from(users)
      .where(
        inArray(
          users.id,
          three.map((m) => m.userId),
        ),
      );
    expect(emails.map((e) => e.to).sort()).toEqual(addresses.map((a) => a.email).sort());
    expect((await get(`/api/notification-campaigns/${c.slug}`)).json().date_sent).toBe(now.toISOString());
    expect((await get(`/api/notification-campaigns/${future.slug}`)).json().date_sent).toBeNull();
    expect((await get(`/api/notification-campaigns/${cancelled.slug}`)).json().date_sent).toBeNull();
  });
});
