import {
  CONSENT_MESSAGES,
  UNSUBSCRIBE_MESSAGES,
  addDaysIso,
  isoDayInZone,
  memberConsent,
  mayEmail,
  plannedDateIso,
  zonedInstant,
  type BookingItem,
  type InvoiceItem,
  type ConsentCategory,
  type MemberProfile,
  type UnsubscribeView,
} from '@clubspace/contract';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  emailOutbox,
  guests,
  invoiceDatas,
  memberPreferences,
  members,
  notificationCampaignUsers,
  notificationTypes,
  offices,
  resources,
  users,
  workAreas,
} from '../src/db/schema/index.ts';
import { memberConsentSql, preferenceColumns } from '../src/lib/consent.ts';
import { unsubscribeTokensFor } from '../src/lib/unsubscribe-token.ts';
import { mailBookingChange } from '../src/modules/bookings/booking-mail.service.ts';
import { useApiSession } from './support/api-session.ts';
import { billedTeam, newInvoice } from './support/invoice-fixtures.ts';
import { bearer } from './support/test-app.ts';

const { t, tok, ids, get, send } = useApiSession();
const TZ = 'Europe/London';

interface Who {
  id: number;
  slug: string;
  userId: number;
  email: string;
}
/** Demo members of Shoreditch: a default (no preferences row), e-mail off, campaigns off, bookings off. */
const fx = {} as { all: Who; noEmail: Who; noCampaigns: Who; noBookings: Who; harbour: Who; room: string; day: string };

const outboxSince = (since: Date) => t.db.select().from(emailOutbox).where(gte(emailOutbox.createdAt, since)).orderBy(asc(emailOutbox.id));
const setPrefs = (who: Who, flags: Partial<Record<ConsentCategory, boolean>>) =>
  t.db
    .insert(memberPreferences)
    .values({ memberId: who.id, clientId: ids.demo, ...flags })
    .onConflictDoUpdate({ target: memberPreferences.memberId, set: flags });
const prefsOf = async (who: Who) => (await t.db.select().from(memberPreferences).where(eq(memberPreferences.memberId, who.id)))[0];
const inject = (method: 'GET' | 'POST', url: string, payload?: string | object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, headers });

function weekdayAhead(days: number) {
  let day = addDaysIso(isoDayInZone(new Date(), TZ), days);
  while ([0, 6].includes(zonedInstant(day, '12:00:00', TZ).getUTCDay())) day = addDaysIso(day, 1);
  return day;
}

beforeAll(async () => {
  const [office] = await t.db
    .select()
    .from(offices)
    .where(and(eq(offices.clientId, ids.demo), eq(offices.slug, 'shoreditch')));
  const pick = (clientId: number, officeId?: number) =>
    t.db
      .select({ id: members.id, slug: members.slug, userId: members.userId, email: users.email })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(and(eq(members.clientId, clientId), eq(members.status, 'active'), officeId ? eq(members.officeId, officeId) : undefined))
      .orderBy(asc(members.id))
      .limit(4);
  const [all, noEmail, noCampaigns, noBookings] = await pick(ids.demo, office.id);
  Object.assign(fx, { all, noEmail, noCampaigns, noBookings, harbour: (await pick(ids.harbour))[0] });
  await t.db
    .update(members)
    .set({ allowEmail: true })
    .where(inArray(members.id, [all.id, noCampaigns.id, noBookings.id]));
  await t.db.update(members).set({ allowEmail: false }).where(eq(members.id, noEmail.id));
  await t.db.delete(memberPreferences).where(inArray(memberPreferences.memberId, [all.id, noEmail.id]));
  await setPrefs(noCampaigns, { campaigns: false });
  await setPrefs(noBookings, { bookings: false });

  const [wa] = await t.db
    .select()
    .from(workAreas)
    .where(and(eq(workAreas.clientId, ids.demo), eq(workAreas.officeId, office.id)))
    .limit(1);
  await t.db.insert(resources).values({
    clientId: ids.demo,
    slug: 'consent-room',
    name: 'Consent Room',
    officeId: office.id,
    floorId: wa.floorId,
    workAreaId: wa.id,
    resourceType: 'meeting_room',
    capacity: 4,
    priceHourPence: 1000,
    noMemberPriceHourPence: 1000,
  });
  fx.room = 'consent-room';
  fx.day = weekdayAhead(4);
});

async function campaignTo(recipients: Who[], code: string) {
  const [type] = await t.db
    .select()
    .from(notificationTypes)
    .where(eq(notificationTypes.clientId, ids.demo))
    .orderBy(asc(notificationTypes.id))
    .limit(1);
  const res = await send('POST', '/api/notification-campaigns/', {
    name: `Consent ${code}`,
    code,
    type: type.id,
    date_planned: plannedDateIso('2030-06-01'),
    status: 'active',
    subject: `News ${code} for {first_name}`,
    body: 'Hello from **{operator_name}**',
  });
  expect(res.statusCode, res.body).toBe(201);
  const { slug } = res.json() as { slug: string };
  const patched = await t.app.inject({
    method: 'PATCH',
    url: `/api/notification-campaigns/${slug}`,
    headers: bearer(tok.owner),
    payload: { user_list: recipients.map((r) => r.id) },
  });
  expect(patched.statusCode, patched.body).toBe(200);
  const started = new Date();
  const sent = await t.app.inject({ method: 'POST', url: `/api/notification-campaigns/${slug}/send/`, headers: bearer(tok.owner) });
  expect(sent.statusCode, sent.body).toBe(200);
  // Send now queues the campaign's batches (issue 29): the worker mails them.
  await t.app.jobs.drain();
  const [campaign] = await t.db
    .execute<{ id: number }>(sql`select id from notification_campaigns where slug = ${slug} and client_id = ${ids.demo}`)
    .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
  return { mails: await outboxSince(started), campaignId: Number(campaign.id) };
}

/** The token of a List-Unsubscribe header `<https://…/api/unsubscribe/?token=…>`. */
const headerUrl = (headers: Record<string, string> | null) => new URL(/^<(.+)>$/.exec(headers?.['List-Unsubscribe'] ?? '')![1]);
const tokenOf = (headers: Record<string, string> | null) => headerUrl(headers).searchParams.get('token')!;

describe('campaigns read the consent', () => {
  it('e-mail only the members whose allow_email and campaigns are on, and record the others as skipped', async () => {
    const { mails, campaignId } = await campaignTo([fx.all, fx.noEmail, fx.noCampaigns, fx.noBookings], 'MIX-1');
    expect(mails.map((m) => m.to).sort()).toEqual([fx.all.email, fx.noBookings.email].sort());
    const rows = await t.db.select().from(notificationCampaignUsers).where(eq(notificationCampaignUsers.campaignId, campaignId));
    const byUser = new Map(rows.map((r) => [r.userId, r]));
    expect(byUser.get(fx.noEmail.userId)).toMatchObject({ skipped: 'no_consent', mailedAt: null });
    expect(byUser.get(fx.noCampaigns.userId)).toMatchObject({ skipped: 'no_consent', mailedAt: null });
    expect(byUser.get(fx.all.userId)!.mailedAt).not.toBeNull();
    expect(byUser.get(fx.all.userId)!.skipped).toBeNull();
  });

  it('the SQL filter and the contract rule agree for every combination of switches', async () => {
    const who = fx.noBookings;
    for (let n = 0; n < 32; n++) {
      const allowEmail = Boolean(n & 16);
      const flags = { bookings: Boolean(n & 1), invoices: Boolean(n & 2), campaigns: Boolean(n & 4), community: Boolean(n & 8) };
      await t.db.update(members).set({ allowEmail }).where(eq(members.id, who.id));
      await setPrefs(who, flags);
      for (const category of ['bookings', 'invoices', 'campaigns', 'community'] as const) {
        const [row] = await t.db
          .select({ ok: sql<boolean>`${memberConsentSql(category)}`, ...preferenceColumns, allowEmail: members.allowEmail })
          .from(members)
          .leftJoin(memberPreferences, eq(memberPreferences.memberId, members.id))
          .where(eq(members.id, who.id));
        const kind = ({ bookings: 'booking_confirmation', invoices: 'invoice', campaigns: 'campaign', community: 'community_notice' } as const)[
          category
        ];
        expect(Boolean(row.ok), `${category} ${n}`).toBe(mayEmail(kind, { type: 'member', id: who.id, consent: memberConsent(row.allowEmail, row) }));
      }
    }
    await t.db.update(members).set({ allowEmail: true }).where(eq(members.id, who.id));
    await setPrefs(who, { bookings: false, invoices: true, campaigns: true, community: true });
  });
});

describe('booking e-mails read the consent', () => {
  it('a confirmation is skipped when bookings are off, sent with an unsubscribe link for bookings otherwise', async () => {
    const book = async (who: Who, from: string, to: string) => {
      const at = (hhmm: string) => zonedInstant(fx.day, `${hhmm}:00`, TZ).toISOString();
      const res = await send('POST', '/api/member-bookings/', [
        { start: at(from), end: at(to), office: 'shoreditch', booking_type: 'meeting_room', resource: fx.room, member: who.slug },
      ] as unknown as object);
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { bookings: BookingItem[] }).bookings[0].code;
    };
    const off = await book(fx.noBookings, '09:00', '10:00');
    const on = await book(fx.all, '11:00', '12:00');
    const started = new Date();
    expect(await mailBookingChange(t.db, t.app.mailer, 'test.host', ids.demo, [off], 'confirmed')).toBe(0);
    expect(await mailBookingChange(t.db, t.app.mailer, 'test.host', ids.demo, [on], 'confirmed')).toBe(1);
    // The route also e-mails after its answer, so its copy of the confirmation may land here too: look at this booking's.
    const mails = (await outboxSince(started)).filter((m) => m.text.includes(on));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.every((m) => m.to === fx.all.email)).toBe(true);
    expect(mails[0]).toMatchObject({ kind: 'booking_confirmation', headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } });
    expect(unsubscribeTokensFor(t.app.config).verify(tokenOf(mails[0].headers))).toEqual({
      clientId: ids.demo,
      recipient: 'member',
      id: fx.all.id,
      category: 'bookings',
    });
    expect(mails[0].text).toMatch(/Stop e-mails about booking confirmations.*: http:\/\/localhost:8080\/unsubscribe#/);
    // Whatever the route queued went to the consenting member only (booking e-mails are queue jobs, issue 29).
    await t.app.jobs.drain();
    const toOff = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, fx.noBookings.email), sql`${emailOutbox.text} like ${`%${off}%`}`));
    expect(toOff).toEqual([]);
  });
});

describe('required e-mails always go', () => {
  it('a password reset reaches a member with allow_email off, with no unsubscribe link', async () => {
    const started = new Date();
    const res = await inject('POST', '/api/forgot/', { email: fx.noEmail.email });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = (await outboxSince(started)).filter((m) => m.to === fx.noEmail.email);
    expect(mail).toMatchObject({ kind: 'password_reset', headers: null });
    expect(mail.text).not.toContain('unsubscribe');
  });
});

describe('the unsubscribe link', () => {
  it('round trip: the header is there, the one-click POST turns campaigns off, the next campaign skips them', async () => {
    const { mails } = await campaignTo([fx.all], 'RT-1');
    const [mail] = mails;
    expect(mail.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const url = headerUrl(mail.headers);
    expect(url.origin + url.pathname).toBe('http://localhost:8080/api/unsubscribe/');
    expect(mail.html).toContain(`http://localhost:8080/unsubscribe#${tokenOf(mail.headers)}`);

    const preview = await inject('GET', `/api/unsubscribe/?token=${encodeURIComponent(tokenOf(mail.headers))}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ operator: expect.stringContaining('Demo'), category: 'campaigns', subscribed: true, recipient: 'member' });
    expect((preview.json() as UnsubscribeView).email).not.toBe(fx.all.email);
    expect(await prefsOf(fx.all)).toBeUndefined();

    const oneClick = await inject('POST', url.pathname + url.search, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toMatchObject({ subscribed: false, allow_email: true, detail: UNSUBSCRIBE_MESSAGES.done('news') });
    expect(await prefsOf(fx.all)).toMatchObject({ campaigns: false, bookings: true, invoices: true, community: true });

    const next = await campaignTo([fx.all, fx.noBookings], 'RT-2');
    expect(next.mails.map((m) => m.to)).toEqual([fx.noBookings.email]);
    const profile = (await get(`/api/dashboard-profile/?member=${fx.all.slug}`)).json() as MemberProfile;
    expect(profile.email_consent).toEqual({ allow_email: true, bookings: true, invoices: true, campaigns: false, community: true });
  });

  it('the page can turn every e-mail off (allow_email)', async () => {
    const token = unsubscribeTokensFor(t.app.config).sign({ clientId: ids.demo, recipient: 'member', id: fx.noCampaigns.id, category: 'campaigns' });
    const res = await inject('POST', '/api/unsubscribe/', { token, all: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ detail: UNSUBSCRIBE_MESSAGES.doneAll, allow_email: false, subscribed: false });
    expect((await t.db.select({ a: members.allowEmail }).from(members).where(eq(members.id, fx.noCampaigns.id)))[0].a).toBe(false);
    await t.db.update(members).set({ allowEmail: true }).where(eq(members.id, fx.noCampaigns.id));
  });

  it('a changed, cut or missing token answers 400 in words and changes nothing', async () => {
    const token = unsubscribeTokensFor(t.app.config).sign({ clientId: ids.demo, recipient: 'member', id: fx.noBookings.id, category: 'invoices' });
    const [payload, mac] = token.split('.');
    const forged = Buffer.from(Buffer.from(payload, 'base64url').toString().replace(`.m${fx.noBookings.id}.`, `.m${fx.all.id}.`)).toString(
      'base64url',
    );
    for (const bad of [`${forged}.${mac}`, token.slice(0, -3), `${payload}.${mac.split('').reverse().join('')}`, 'nonsense']) {
      const res = await inject('POST', '/api/unsubscribe/', { token: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ detail: UNSUBSCRIBE_MESSAGES.tokenInvalid, errors: { token: UNSUBSCRIBE_MESSAGES.tokenInvalid } });
      expect((await inject('GET', `/api/unsubscribe/?token=${encodeURIComponent(bad)}`)).statusCode).toBe(400);
    }
    const none = await inject('POST', '/api/unsubscribe/', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe(UNSUBSCRIBE_MESSAGES.tokenRequired);
    expect((await prefsOf(fx.noBookings)).invoices).toBe(true);
    expect((await prefsOf(fx.all)).invoices).toBe(true);
  });

  it("another operator's token cannot touch this operator's member", async () => {
    const tokens = unsubscribeTokensFor(t.app.config);
    const harbourPrefs = () => t.db.select().from(memberPreferences).where(eq(memberPreferences.memberId, fx.harbour.id));
    const before = await harbourPrefs();
    // A well-signed token naming Harbour with a Demo member's id (and the reverse) finds no one: 404, nothing written.
    for (const token of [
      tokens.sign({ clientId: ids.harbour, recipient: 'member', id: fx.noBookings.id, category: 'community' }),
      tokens.sign({ clientId: ids.demo, recipient: 'member', id: fx.harbour.id, category: 'community' }),
    ]) {
      const res = await inject('POST', '/api/unsubscribe/', { token });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe(UNSUBSCRIBE_MESSAGES.recipientGone);
    }
    expect((await prefsOf(fx.noBookings)).community).toBe(true);
    expect(await harbourPrefs()).toEqual(before);
  });

  it("a guest's link turns consent_marketing off", async () => {
    const [guest] = await t.db
      .insert(guests)
      .values({ clientId: ids.demo, slug: 'consent-guest', name: 'Consent Guest', email: 'consent.guest@example.com', consentMarketing: true })
      .returning({ id: guests.id });
    const token = unsubscribeTokensFor(t.app.config).sign({ clientId: ids.demo, recipient: 'guest', id: guest.id, category: 'campaigns' });
    const res = await inject('POST', '/api/unsubscribe/', { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ recipient: 'guest', subscribed: false, detail: UNSUBSCRIBE_MESSAGES.done('marketing') });
    expect((await t.db.select().from(guests).where(eq(guests.id, guest.id)))[0].consentMarketing).toBe(false);
  });
});

describe('invoice e-mails read the consent', () => {
  it('staff get a 409 in words, before anything changes, when the contact turned invoice e-mails off; another address is e-mailed', async () => {
    const team = await billedTeam(t.db, ids.demo, 'shoreditch');
    await t.db.update(invoiceDatas).set({ emailContact: fx.noEmail.email }).where(eq(invoiceDatas.id, team.dataId));
    const created = await send('POST', '/api/invoices/', newInvoice(team));
    expect(created.statusCode, created.body).toBe(201);
    const invoice = created.json() as InvoiceItem;
    expect(
      (
        await send('POST', '/api/invoice-lines/', {
          invoice: invoice.slug,
          payment_type: 'work',
          date: '2025-03-01',
          status: 'new',
          name: 'Desk',
          units: 1,
          unit_price: 100,
          vat: 20,
        })
      ).statusCode,
    ).toBe(201);
    const refused = await send('POST', `/api/invoices/${invoice.slug}/send`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail: CONSENT_MESSAGES.emailsOff(fx.noEmail.email, 'invoices'), code: 'no_consent' });
    expect((await get(`/api/invoices/${invoice.slug}`)).json()).toMatchObject({ status: 'open', date_sent: null });

    await t.db.update(invoiceDatas).set({ emailContact: 'accounts@consent.example' }).where(eq(invoiceDatas.id, team.dataId));
    const started = new Date();
    const sent = await send('POST', `/api/invoices/${invoice.slug}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await outboxSince(started);
    // No consent on file for that address: it is e-mailed, and there is nothing for a link to turn off.
    expect(mail).toMatchObject({ to: 'accounts@consent.example', kind: 'invoice', headers: null });
  });
});
