/**
 * The notice board (issue 28): staff post, list (status from the dates, filters, search, CSV), edit, unpublish and
 * delete; members see the live notices of their office and of all offices, pinned first then newest, never another
 * office's or another operator's; the optional e-mail goes once, to consenting members only, however often it is
 * asked or run; a brand-new operator can post one.
 */
import { NOTICE_MESSAGES, noticeStatus, type NoticeItem } from '@clubspace/contract';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, memberPreferences, members, offices, users } from '../src/db/schema/index.ts';
import { setClock } from '../src/lib/clock.ts';
import { runDueNotices } from '../src/modules/notices/notice-mail.ts';
import { useApiSession } from './support/api-session.ts';
import { signUpOperator } from './support/new-operator.ts';
import { PORTAL_MEMBER, portalCall, portalLogin } from './support/portal-session.ts';
import { bearer } from './support/test-app.ts';

const { t, tok, ids, get, send } = useApiSession();
const HOUR = 3_600_000;
const fx = {} as { portal: string; myOffice: { id: number; slug: string }; otherOffice: { id: number; slug: string } };
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

beforeAll(async () => {
  fx.portal = (await portalLogin(t.app, PORTAL_MEMBER)).access;
  const [me] = await t.db
    .select({ officeId: members.officeId })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(users.email, PORTAL_MEMBER.email), eq(members.clientId, ids.demo)));
  const demoOffices = await t.db
    .select({ id: offices.id, slug: offices.slug })
    .from(offices)
    .where(eq(offices.clientId, ids.demo))
    .orderBy(offices.id);
  fx.myOffice = demoOffices.find((o) => o.id === me.officeId)!;
  fx.otherOffice = demoOffices.find((o) => o.id !== me.officeId)!;
  expect(fx.myOffice && fx.otherOffice).toBeTruthy();
});
afterEach(() => setClock(null));

async function post(body: object, token = tok.owner) {
  const res = await send('POST', '/api/notices/', body, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as NoticeItem;
}
const memberTitles = async (prefix: string, token = fx.portal) => {
  const res = await portalCall(t.app, token, 'GET', '/api/portal/notices');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().notices as { title: string }[]).map((n) => n.title).filter((x) => x.startsWith(prefix));
};
const listTitles = async (query: string) => {
  const res = await get(`/api/notices/?page_size=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().notices as NoticeItem[]).map((n) => n.title).sort();
};

describe('notices: staff list and member visibility', () => {
  const made = {} as Record<'all' | 'mine' | 'other' | 'later' | 'gone' | 'pinned', NoticeItem>;
  beforeAll(async () => {
    made.pinned = await post({ title: 'V1 pinned', body: 'Pinned', publish_at: iso(-5 * HOUR), pinned: true });
    made.mine = await post({ title: 'V1 mine', body: 'For **my** office', publish_at: iso(-2 * HOUR), offices: [fx.myOffice.slug] });
    made.all = await post({ title: 'V1 all', body: 'For everyone', publish_at: iso(-1 * HOUR) });
    made.other = await post({ title: 'V1 other', body: 'Elsewhere', offices: [fx.otherOffice.slug] });
    made.later = await post({ title: 'V1 later', body: 'Soon', publish_at: iso(2 * HOUR), expire_at: iso(10 * HOUR) });
    made.gone = await post({ title: 'V1 gone', body: 'Past', publish_at: iso(-48 * HOUR), expire_at: iso(-24 * HOUR) });
  });

  it('answers the status its dates give, and filters by status, office and search in SQL', async () => {
    const now = new Date();
    for (const n of Object.values(made)) expect(n.status).toBe(noticeStatus(n, now));
    expect(made.later.status).toBe('scheduled');
    expect(made.gone.status).toBe('expired');
    expect(made.mine.offices).toEqual([{ slug: fx.myOffice.slug, name: expect.any(String) }]);
    expect(await listTitles('name=V1&status=live')).toEqual(['V1 all', 'V1 mine', 'V1 other', 'V1 pinned']);
    expect(await listTitles('name=V1&status=scheduled')).toEqual(['V1 later']);
    expect(await listTitles('name=V1&status=expired')).toEqual(['V1 gone']);
    // An office's notices are its own and the all-office ones.
    expect(await listTitles(`name=V1&status=live&office=${fx.myOffice.slug}`)).toEqual(['V1 all', 'V1 mine', 'V1 pinned']);
    expect(await listTitles('name=elsewhere')).toEqual(['V1 other']);
    const page = (await get('/api/notices/?name=V1&page_size=2&page_number=2&order=title')).json();
    expect(page.num_results).toBe(6);
    expect(page.notices.map((n: NoticeItem) => n.title)).toEqual(['V1 later', 'V1 mine']);
    expect((await get('/api/notices/?status=soon')).statusCode).toBe(400);
  });

  it('exports the list as CSV like every list', async () => {
    const res = await get('/api/notices/?format=csv&name=V1&order=title');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Title,Offices,Publish at,Expire at,Pinned,Status');
    expect(lines).toHaveLength(7);
    expect(lines.find((l) => l.startsWith('V1 all'))).toContain('All offices');
  });

  it('shows a member the live notices of their office and of all offices, pinned first then newest', async () => {
    expect(await memberTitles('V1')).toEqual(['V1 pinned', 'V1 all', 'V1 mine']);
    const home = await portalCall(t.app, fx.portal, 'GET', '/api/portal/notices?limit=1');
    expect(home.json().notices).toHaveLength(1);
    // Later: the scheduled one is live and, being the newest, comes right after the pinned one.
    setClock(new Date(Date.now() + 3 * HOUR));
    expect(await memberTitles('V1')).toEqual(['V1 pinned', 'V1 later', 'V1 all', 'V1 mine']);
    setClock(new Date(Date.now() + 11 * HOUR));
    expect(await memberTitles('V1')).toEqual(['V1 pinned', 'V1 all', 'V1 mine']);
  });

  it('never shows a member another operator’s notice, and another operator’s staff get 404', async () => {
    const harbour = await post({ title: 'V1 harbour', body: 'Harbour only' }, tok.harbour);
    expect(await memberTitles('V1')).not.toContain('V1 harbour');
    for (const [method, url] of [
      ['GET', `/api/notices/${made.all.slug}`],
      ['PUT', `/api/notices/${made.all.slug}`],
      ['POST', `/api/notices/${made.all.slug}/unpublish/`],
      ['DELETE', `/api/notices/${made.all.slug}`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: bearer(tok.harbour),
        payload: method === 'PUT' ? { title: 'x', body: 'y' } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await get(`/api/notices/${harbour.slug}`)).statusCode).toBe(404);
    expect(await listTitles('name=V1')).not.toContain('V1 harbour');
  });

  it('edits, unpublishes and deletes', async () => {
    const edited = await send('PUT', `/api/notices/${made.other.slug}`, { title: 'V1 other', body: 'Now for all', offices: [] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().offices).toEqual([]);
    expect(edited.json().publish_at).toBe(made.other.publish_at);
    expect(await memberTitles('V1')).toContain('V1 other');
    const down = await send('POST', `/api/notices/${made.other.slug}/unpublish/`, {});
    expect(down.json().status).toBe('expired');
    expect(await memberTitles('V1')).not.toContain('V1 other');
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/notices/${made.mine.slug}`, headers: bearer(tok.owner) });
    expect(gone.statusCode).toBe(204);
    expect((await get(`/api/notices/${made.mine.slug}`)).statusCode).toBe(404);
    expect(await memberTitles('V1')).not.toContain('V1 mine');
  });

  it('refuses a notice without title or body, with an unknown office, or expiring before it is published', async () => {
    const empty = await send('POST', '/api/notices/', { title: '', body: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({ title: NOTICE_MESSAGES.titleRequired, body: NOTICE_MESSAGES.bodyRequired });
    const office = await send('POST', '/api/notices/', { title: 'x', body: 'y', offices: ['harbour-leith', fx.myOffice.slug] });
    expect(office.json().errors).toEqual({ offices: NOTICE_MESSAGES.officesUnknown });
    const late = await send('POST', '/api/notices/', { title: 'x', body: 'y', expire_at: iso(-HOUR) });
    expect(late.json().errors).toEqual({ expire_at: NOTICE_MESSAGES.expireBeforePublish });
  });
});

describe('notices: the e-mail', () => {
  const outboxFor = (subject: string) =>
    t.db.select({ to: emailOutbox.to, kind: emailOutbox.kind }).from(emailOutbox).where(eq(emailOutbox.subject, subject));

  /** Who should get it: the office's active members with e-mails and community e-mails on. */
  async function consenting(officeId: number) {
    const rows = await t.db.execute<{ email: string }>(sql`
      select u.email from members m join users u on u.id = m.user_id left join member_preferences p on p.member_id = m.id
      where m.client_id = ${ids.demo} and m.office_id = ${officeId} and m.status = 'active' and m.allow_email and coalesce(p.community, true)`);
    return rows.rows.map((r) => r.email).sort();
  }

  beforeAll(async () => {
    // Two members of the office say no: one to community e-mails, one to every e-mail.
    const office = await t.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.clientId, ids.demo), eq(members.officeId, fx.myOffice.id), eq(members.status, 'active')))
      .orderBy(members.id)
      .limit(2);
    expect(office).toHaveLength(2);
    await t.db
      .insert(memberPreferences)
      .values({ memberId: office[0]!.id, clientId: ids.demo, community: false })
      .onConflictDoUpdate({ target: memberPreferences.memberId, set: { community: false } });
    await t.db.update(members).set({ allowEmail: false }).where(eq(members.id, office[1]!.id));
  });

  it('goes once, in the background, to the consenting members of its offices, however often it is asked', async () => {
    const key = crypto.randomUUID();
    const body = { title: 'E1 lift', body: 'The lift is **out**.', offices: [fx.myOffice.slug], email: true, request_key: key };
    const first = await post(body);
    // A retried create (same request_key) answers the same notice and does not send again.
    const retry = await send('POST', '/api/notices/', body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().slug).toBe(first.slug);
    await t.app.jobs.drain();
    // Asking again (edit with email on), and the job in two workers at once, send nothing more.
    expect((await send('PUT', `/api/notices/${first.slug}`, body)).statusCode).toBe(200);
    await Promise.all([runDueNotices(t.db, t.app.mailer), runDueNotices(t.db, t.app.mailer)]);
    await t.app.jobs.drain();
    const sent = await outboxFor('E1 lift');
    const expected = await consenting(fx.myOffice.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(sent.map((m) => m.to).sort()).toEqual(expected);
    expect(new Set(sent.map((m) => m.kind))).toEqual(new Set(['community_notice']));
    const [optedOut] = await t.db
      .select({ email: users.email })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(
        inArray(members.id, t.db.select({ id: memberPreferences.memberId }).from(memberPreferences).where(eq(memberPreferences.community, false))),
      );
    expect(sent.map((m) => m.to)).not.toContain(optedOut!.email);
    const detail = (await get(`/api/notices/${first.slug}`)).json();
    expect(detail.emailed_at).not.toBeNull();
    expect(detail.emailed_count).toBe(expected.length);
  });

  it('makes one notice of concurrent creates with one request_key', async () => {
    const body = { title: 'E4 once', body: 'Once', request_key: crypto.randomUUID() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => send('POST', '/api/notices/', body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().slug)).size).toBe(1);
    expect(await listTitles('name=E4')).toEqual(['E4 once']);
  });

  it('waits for a scheduled notice to go live, then the job sends it once', async () => {
    const scheduled = await post({ title: 'E2 later', body: 'Soon', publish_at: iso(HOUR), email: true });
    await t.app.jobs.drain();
    expect(await runDueNotices(t.db, t.app.mailer, new Date())).toEqual({ notices: 0, emails: 0 });
    const later = new Date(Date.now() + 2 * HOUR);
    const runs = await Promise.all([runDueNotices(t.db, t.app.mailer, later), runDueNotices(t.db, t.app.mailer, later)]);
    expect(runs.map((r) => r.notices).sort()).toEqual([0, 1]);
    expect((await runDueNotices(t.db, t.app.mailer, later)).notices).toBe(0);
    const sent = await outboxFor('E2 later');
    expect(sent.length).toBe(new Set(sent.map((m) => m.to)).size);
    // Every office: every consenting active member of the operator.
    const [all] = (
      await t.db.execute<{ n: number }>(sql`
        select count(*)::int as n from members m left join member_preferences p on p.member_id = m.id
        where m.client_id = ${ids.demo} and m.status = 'active' and m.allow_email and coalesce(p.community, true)`)
    ).rows;
    expect(sent).toHaveLength(Number(all!.n));
    expect((await get(`/api/notices/${scheduled.slug}`)).json().emailed_count).toBe(Number(all!.n));
    // A notice without the e-mail asked sends nothing.
    await post({ title: 'E3 quiet', body: 'Shh' });
    await t.app.jobs.drain();
    expect(await outboxFor('E3 quiet')).toHaveLength(0);
  });
});

describe('notices: a brand-new operator', () => {
  it('posts a notice and lists it live', async () => {
    const op = await signUpOperator(t, 'noticeop');
    const created = await post({ title: 'First notice', body: 'Hello members' }, op.access);
    expect(created.status).toBe('live');
    const list = await t.app.inject({ method: 'GET', url: '/api/notices/', headers: bearer(op.access) });
    expect(list.json().notices.map((n: NoticeItem) => n.title)).toEqual(['First notice']);
    expect(await t.db.select().from(emailOutbox).where(like(emailOutbox.subject, 'First notice'))).toHaveLength(0);
  });
});
