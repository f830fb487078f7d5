import {
  DEFAULT_CAMPAIGN_TYPE_NAMES,
  MARKETING_MESSAGES as M,
  campaignTypeInUseMessage,
  plannedDateIso,
  type CampaignDetail,
  type CampaignTypeRow,
  type OfferItem,
} from '@clubspace/contract';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, memberPreferences, members, notificationTypes, users } from '../src/db/schema/index.ts';
import { runDueCampaigns } from '../src/jobs/campaign-mail.job.ts';
import { bearer } from './support/test-app.ts';
import { signUpOperator } from './support/new-operator.ts';
import { useApiSession } from './support/api-session.ts';

const { t, tok, ids, get, send } = useApiSession();
const call = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, token = tok.owner) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

async function demoTypeId() {
  const [type] = await t.db
    .select()
    .from(notificationTypes)
    .where(eq(notificationTypes.clientId, ids.demo))
    .orderBy(asc(notificationTypes.id))
    .limit(1);
  return type.id;
}
async function campaign(over: Record<string, unknown> = {}) {
  const res = await send('POST', '/api/notification-campaigns/', {
    name: 'Content Campaign',
    code: 'CC-1',
    type: await demoTypeId(),
    date_planned: plannedDateIso('2030-06-01'),
    status: 'active',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CampaignDetail;
}
const outboxSince = (since: Date, to?: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(gte(emailOutbox.createdAt, since), to ? eq(emailOutbox.to, to) : undefined))
    .orderBy(asc(emailOutbox.id));

describe('a brand-new operator', () => {
  it('has the default campaign types and can create a campaign at once', async () => {
    const op = await signUpOperator(t, 'freshmarket');
    const types = (await t.app.inject({ method: 'GET', url: '/api/notification-types/', headers: bearer(op.access) })).json() as CampaignTypeRow[];
    expect(types.map((x) => x.name)).toEqual([...DEFAULT_CAMPAIGN_TYPE_NAMES]);
    expect(types.every((x) => x.num_campaigns === 0)).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notification-campaigns/',
      headers: bearer(op.access),
      payload: {
        name: 'First news',
        code: 'FIRST-1',
        type: types[0].id,
        date_planned: plannedDateIso('2030-01-15'),
        status: 'active',
        subject: 'Hello {first_name}',
        body: 'Welcome to **{operator_name}**',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'First news',
      type: { id: types[0].id, name: 'Announcement' },
      subject: 'Hello {first_name}',
      body: 'Welcome to **{operator_name}**',
    });
  });
});

describe('campaign types', () => {
  it('are added, renamed and removed by the marketing section; names are unique; a used type answers 409 in words', async () => {
    const added = await send('POST', '/api/notification-types/', { name: 'Workshop' });
    expect(added.statusCode, added.body).toBe(201);
    const type = added.json() as CampaignTypeRow;
    expect(type).toMatchObject({ name: 'Workshop', num_campaigns: 0 });
    expect((await send('POST', '/api/notification-types/', { name: '' })).json().errors).toEqual({ name: M.nameRequired });
    const twice = await send('POST', '/api/notification-types/', { name: ' workshop ' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toEqual({ name: M.typeNameTaken });
    const renamed = await send('PUT', `/api/notification-types/${type.id}`, { name: 'Workshops' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name).toBe('Workshops');
    expect((await send('PUT', `/api/notification-types/${type.id}`, { name: 'Promotion' })).statusCode).toBe(409);

    await campaign({ name: 'Uses Workshops', code: 'W-1', type: type.id });
    const list = (await get('/api/notification-types/')).json() as CampaignTypeRow[];
    expect(list.find((x) => x.id === type.id)).toMatchObject({ name: 'Workshops', num_campaigns: 1 });
    const used = await call('DELETE', `/api/notification-types/${type.id}`);
    expect(used.statusCode).toBe(409);
    expect(used.json().detail).toBe(campaignTypeInUseMessage(1));

    const spare = (await send('POST', '/api/notification-types/', { name: 'Spare' })).json() as CampaignTypeRow;
    expect((await call('DELETE', `/api/notification-types/${spare.id}`, undefined, tok.harbour)).statusCode).toBe(404);
    expect((await send('PUT', `/api/notification-types/${spare.id}`, { name: 'Theirs' }, tok.harbour)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/notification-types/${spare.id}`)).statusCode).toBe(204);
    expect(((await get('/api/notification-types/')).json() as CampaignTypeRow[]).some((x) => x.id === spare.id)).toBe(false);
    expect((await call('POST', '/api/notification-types/', { name: 'Nope' }, tok.staff)).statusCode).toBe(403);
  });
});

describe('campaign content', () => {
  it('is optional on create and update, and sending or test-sending without it answers 400 "Add a subject and body"', async () => {
    const c = await campaign({ name: 'No Content Yet', code: 'NC-1' });
    expect(c).toMatchObject({ subject: null, body: null });
    for (const path of ['test/', 'send/']) {
      const res = await call('POST', `/api/notification-campaigns/${c.slug}/${path}`, {});
      expect(res.statusCode, path).toBe(400);
      expect(res.json().detail).toBe(M.contentRequired);
    }
    const onlySubject = await call('PATCH', `/api/notification-campaigns/${c.slug}`, { subject: 'Just a subject' });
    expect(onlySubject.json()).toMatchObject({ subject: 'Just a subject', body: null });
    expect((await call('POST', `/api/notification-campaigns/${c.slug}/test/`, {})).json().detail).toBe(M.contentRequired);
    const cleared = await call('PATCH', `/api/notification-campaigns/${c.slug}`, { subject: '' });
    expect(cleared.json().subject).toBeNull();
  });

  it('a test goes to the caller with placeholders filled, an HTML part and a text part', async () => {
    const c = await campaign({
      name: 'Tested',
      code: 'T-1',
      subject: 'News for {first_name}',
      body: 'Dear **{first_name} {last_name}**,\n\n- Read [more](https://example.com/news)\n- <script>x</script>',
    });
    const started = new Date();
    const res = await call('POST', `/api/notification-campaigns/${c.slug}/test/`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: 'Test e-mail sent to owner@demo.test', to: 'owner@demo.test' });
    const [owner] = await t.db.select().from(users).where(eq(users.email, 'owner@demo.test'));
    const [mail] = await outboxSince(started, 'owner@demo.test');
    expect(mail.subject).toBe(`News for ${owner.firstName}`);
    expect(mail.text).toContain(`Dear ${owner.firstName} ${owner.lastName},`);
    expect(mail.text).toContain('- Read more (https://example.com/news)');
    expect(mail.html).toContain(`Dear <strong>${owner.firstName} ${owner.lastName}</strong>,`);
    expect(mail.html).toContain('<a href="https://example.com/news">more</a>');
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    // Unsaved content from the editor is tried without saving it.
    const draft = await call('POST', `/api/notification-campaigns/${c.slug}/test/`, { subject: 'Draft for {last_name}' });
    expect(draft.statusCode).toBe(200);
    expect((await outboxSince(started, 'owner@demo.test')).at(-1)!.subject).toBe(`Draft for ${owner.lastName}`);
    expect((await get(`/api/notification-campaigns/${c.slug}`)).json().subject).toBe('News for {first_name}');
  });

  it('send now e-mails each recipient once; the job waits for content', async () => {
    const three = await t.db
      .select({ id: members.id, userId: members.userId })
      .from(members)
      .where(eq(members.clientId, ids.demo))
      .orderBy(asc(members.id))
      .limit(3);
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
    const c = await campaign({ name: 'Send Now', code: 'SN-1', subject: 'Hi {first_name}', body: 'From {operator_name}' });
    await call('PATCH', `/api/notification-campaigns/${c.slug}`, { user_list: three.map((m) => m.id) });
    const started = new Date();
    const sent = await call('POST', `/api/notification-campaigns/${c.slug}/send/`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().date_sent).not.toBeNull();
    // The send is queued as batch jobs (issue 29): the job queue mails the recipients.
    await t.app.jobs.drain();
    const mails = await outboxSince(started);
    const recipients = await t.db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(
        inArray(
          users.id,
          three.map((m) => m.userId),
        ),
      );
    expect(mails.map((m) => m.to).sort()).toEqual(recipients.map((r) => r.email).sort());
    for (const r of recipients)
      expect(mails.find((m) => m.to === r.email)).toMatchObject({ subject: `Hi ${r.firstName}`, html: expect.stringContaining('From Demo') });
    const again = await call('POST', `/api/notification-campaigns/${c.slug}/send/`);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(M.campaignAlreadySent);

    const empty = await campaign({ name: 'Due Without Content', code: 'DWC-1', date_planned: '2026-01-01T09:00:00Z' });
    await runDueCampaigns(t.db, t.app.mailer, new Date('2026-02-01T00:00:00Z'));
    expect((await get(`/api/notification-campaigns/${empty.slug}`)).json().date_sent).toBeNull();
  });
});

describe('changing a campaign needs the marketing section', () => {
  it('staff without it read a campaign (200) but cannot change, test or send it (403)', async () => {
    const c = await campaign({ name: 'Guarded Writes', code: 'GW-1', subject: 'S', body: 'B' });
    expect((await get(`/api/notification-campaigns/${c.slug}`, tok.staff)).statusCode).toBe(200);
    const writes = [
      call('PATCH', `/api/notification-campaigns/${c.slug}`, { status: 'cancelled', user_list: [] }, tok.staff),
      call(
        'PUT',
        `/api/notification-campaigns/${c.slug}`,
        { name: 'X', code: 'X', date_planned: plannedDateIso('2030-01-01'), status: 'finished' },
        tok.staff,
      ),
      call('POST', `/api/notification-campaigns/${c.slug}/test/`, {}, tok.staff),
      call('POST', `/api/notification-campaigns/${c.slug}/send/`, undefined, tok.staff),
    ];
    for (const res of await Promise.all(writes)) expect(res.statusCode).toBe(403);
    expect((await get(`/api/notification-campaigns/${c.slug}`)).json()).toMatchObject({ name: 'Guarded Writes', status: 'active', date_sent: null });
  });
});

describe('offers without dates', () => {
  it('start today 00:00 in the office zone and never expire', async () => {
    const res = await send('POST', '/api/dashboard-offers/', { code: 'NODATES', offer_type: 'bar' });
    expect(res.statusCode, res.body).toBe(201);
    const offer = res.json() as OfferItem;
    const london = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    const start = new Date(offer.date_start!);
    expect(london.format(start)).toBe(`${london.format(new Date()).slice(0, 10)}, 00:00:00`);
    expect(offer.date_end).toBeNull();
    const late = await send('POST', '/api/dashboard-offers/', { code: 'ENDED', offer_type: 'bar', date_end: '2020-01-01T00:00:00Z' });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual({ date_end: M.endBeforeStart });
    // An update without dates keeps the start the offer has.
    const put = await send('PUT', `/api/offers/${offer.slug}`, { code: 'NODATES', offer_type: 'events' });
    expect(put.json()).toMatchObject({ date_start: offer.date_start, date_end: null, offer_type: 'events' });
  });
});
