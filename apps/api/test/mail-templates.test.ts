import { escapeHtml, isoDayInZone, addDaysIso, zonedInstant, type BookingItem } from '@clubspace/contract';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clients,
  emailOutbox,
  jobs,
  memberPreferences,
  members,
  notificationTypes,
  offices,
  resources,
  users,
  workAreas,
} from '../src/db/schema/index.ts';
import { Mailer } from '../src/lib/mailer.ts';
import { accountValidationMail } from '../src/mail/account-validation.mail.tsx';
import { bookingConfirmationMail } from '../src/mail/booking-confirmation.mail.tsx';
import { campaignMail } from '../src/mail/campaign.mail.tsx';
import { checkinLinkMail } from '../src/mail/checkin-link.mail.tsx';
import { dunningReminderMail } from '../src/mail/dunning-reminder.mail.tsx';
import { eventMail } from '../src/mail/event.mail.tsx';
import { guestWelcomeMail } from '../src/mail/guest-welcome.mail.tsx';
import { confirmPaymentMail, invoiceDocumentMail, invoicePayLinkMail, saveMethodMail } from '../src/mail/invoice.mail.tsx';
import { noShowMail } from '../src/mail/no-show.mail.tsx';
import { offerMail } from '../src/mail/offer.mail.tsx';
import { passwordResetMail } from '../src/mail/password-reset.mail.tsx';
import { portalLinkMail } from '../src/mail/portal-link.mail.tsx';
import { mailRenders, type MailContent } from '../src/mail/render.tsx';
import { staffInviteMail } from '../src/mail/staff-invite.mail.tsx';
import { ticketReplyMail, ticketResolvedMail } from '../src/mail/ticket.mail.tsx';
import { webhookDisabledMail } from '../src/mail/webhook-disabled.mail.tsx';
import { mailBookingChange } from '../src/modules/bookings/booking-mail.service.ts';
import { useApiSession } from './support/api-session.ts';
import { startSmtpSink } from './support/smtp-sink.ts';
import { bearer } from './support/test-app.ts';

const { t, tok, ids, get, send } = useApiSession();
const TZ = 'Europe/London';
const LOGO = '/api/uploads/6f1c2a4e-9b0d-4c3e-8a7f-1d2e3f4a5b6c';
const LOGO_URL = `http://localhost:8080${LOGO}`;

interface Who {
  id: number;
  slug: string;
  email: string;
  userId: number;
}
const fx = {} as { operator: string; office: string; members: Who[] };

interface OutboxMail {
  subject: string;
  text: string;
  html: string | null;
  status: string;
  attachments: { filename: string; content_type: string; size: number }[];
}
const devOutbox = async (to: string) => {
  const res = await get(`/api/dev/outbox/?to=${encodeURIComponent(to)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OutboxMail[];
};

beforeAll(async () => {
  await t.db.update(clients).set({ logo: LOGO, navigationColor: '#123456', buttonColor: '#FF8800' }).where(eq(clients.id, ids.demo));
  const [client] = await t.db.select({ name: clients.name }).from(clients).where(eq(clients.id, ids.demo));
  const [office] = await t.db
    .select()
    .from(offices)
    .where(and(eq(offices.clientId, ids.demo), eq(offices.slug, 'shoreditch')));
  const picked = await t.db
    .select({ id: members.id, slug: members.slug, userId: members.userId, email: users.email })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.clientId, ids.demo), eq(members.status, 'active'), eq(members.officeId, office.id)))
    .orderBy(asc(members.id))
    .limit(3);
  await t.db
    .update(members)
    .set({ allowEmail: true })
    .where(
      inArray(
        members.id,
        picked.map((m) => m.id),
      ),
    );
  await t.db.delete(memberPreferences).where(
    inArray(
      memberPreferences.memberId,
      picked.map((m) => m.id),
    ),
  );
  Object.assign(fx, { operator: client.name, office: office.name, members: picked });
});

/** The operator's layout: its name (escaped), its logo as an absolute URL, its colours. */
function expectBranded(html: string) {
  expect(html).toMatch(/^<!DOCTYPE html/i);
  expect(html).toContain(`Sent by ${escapeHtml(fx.operator)}`);
  expect(html).toContain(`src="${LOGO_URL}"`);
  expect(html).toContain(`alt="${escapeHtml(fx.operator)}"`);
  expect(html).toContain('#123456');
}

describe('templates', () => {
  it("every template renders the operator's layout with its key content, and a text part saying the same", async () => {
    const link = 'https://app.test/x/abc?y=1&z=2';
    const op = fx.operator;
    const cases: [string, MailContent, string[]][] = [
      ['password reset', passwordResetMail({ firstName: 'Ann', link, hours: 24 }), ['Hello Ann,', 'valid 24 hours', link]],
      ['staff invite', staffInviteMail({ firstName: 'Ann', operator: op, link, hours: 72 }), [`${op} has invited you`, link]],
      ['portal invite', portalLinkMail('invite', { firstName: 'Ann', operator: op, valid: '3 days', link }), ['member portal', link]],
      [
        'portal log-in',
        portalLinkMail('magic', { firstName: 'Ann', operator: op, valid: '15 minutes', link }),
        ['log in to the member portal', link],
      ],
      ['portal reset', portalLinkMail('reset', { firstName: 'Ann', operator: op, valid: '1 hours', link }), ['choose a new password', link]],
      [
        'booking confirmation',
        bookingConfirmationMail('confirmed', {
          name: 'Ann',
          code: 'BK-42',
          what: 'Room 1, 3 Mar 10:00–11:00',
          where: 'Shoreditch, 1 Street',
          operator: op,
        }),
        ['BK-42', 'is confirmed', 'Room 1, 3 Mar 10:00–11:00', 'Shoreditch, 1 Street'],
      ],
      [
        'booking cancellation',
        bookingConfirmationMail('cancelled', { name: null, code: 'BK-43', what: 'Desk', where: 'Shoreditch', operator: op }),
        ['BK-43', 'was cancelled', 'removes it from'],
      ],
      [
        'invoice',
        invoiceDocumentMail({
          subject: `Invoice INV-7 from ${op}`,
          text: `Hello,\n\nPlease find attached invoice INV-7 for £12.00.\n\nThank you,\n${op}`,
        }),
        ['INV-7', '£12.00'],
      ],
      ['pay link', invoicePayLinkMail({ invoice: 'INV-8', amount: '£3.50', url: link, operator: op }), ['INV-8', '£3.50', link]],
      ['confirm payment', confirmPaymentMail({ invoice: 'INV-9', amount: '£4.00', url: link, operator: op }), ['INV-9', 'confirm the payment', link]],
      ['save a method', saveMethodMail({ url: link, operator: op }), ['Direct Debit', link]],
      [
        'reminder',
        dunningReminderMail({ day: 3, invoice: 'INV-10', operator: op, due: '1 Mar 2030', amountDue: '£9.00', reference: 'REF-1', payUrl: link }),
        ['INV-10', '3 days overdue', 'REF-1', link],
      ],
      [
        'no-show',
        noShowMail({ firstName: 'Ann', code: 'BK-44', resource: 'Room 2', office: 'Shoreditch', day: '03-03-2030', time: '10:00', grace: 15 }),
        ['BK-44', 'within 15 minutes', 'released'],
      ],
      [
        'ticket reply',
        ticketReplyMail({ firstName: 'Ann', operator: op, number: 12, subject: 'Wi-fi <down>', link, body: 'Fixed & tested' }),
        ['#12', 'Wi-fi <down>', 'Fixed & tested', link],
      ],
      [
        'ticket resolved',
        ticketResolvedMail({ firstName: 'Ann', operator: op, number: 13, subject: 'Heating', link, autoCloseDays: 7 }),
        ['#13', 'within 7 days'],
      ],
      [
        'event',
        eventMail('going', { name: 'Ann', title: 'Summer party', when: '3 Mar 18:00–20:00', place: 'Roof', office: 'Shoreditch' }),
        ['You are going to Summer party', 'Roof'],
      ],
      [
        'offer',
        offerMail({ firstName: 'Ann', operator: op, title: '10% off', code: 'TEN', subtitle: 'This month', description: 'On day passes' }),
        ['10% off (TEN)', 'On day passes'],
      ],
      [
        'check-in link',
        checkinLinkMail({ firstName: 'Ann', resource: 'Desk 4', office: 'Shoreditch', link, minutes: 10 }),
        ['Desk 4', 'for 10 minutes', link],
      ],
      [
        'guest welcome',
        guestWelcomeMail({ guest: 'Bob', host: 'Ann Lee', operator: op, where: 'Shoreditch', when: '3 Mar 2030' }),
        ['Ann Lee', '3 Mar 2030'],
      ],
      ['campaign', campaignMail({ subject: 'News', body: 'Big **news** with a [link](https://example.com/n)' }), ['news']],
      [
        'webhook disabled',
        webhookDisabledMail({ url: 'https://hooks.example.com/in?a=1&b=2', days: 3, link }),
        ['https://hooks.example.com/in?a=1&b=2', 'for 3 days', 'was disabled', link],
      ],
    ];
    for (const [name, mail, keys] of cases) {
      const html = await t.app.mailer.renderHtml(ids.demo, mail);
      expectBranded(html);
      expect(mail.subject, name).toMatch(/\S/);
      // The text part is words, not markup (a user's own '<down>' stays as typed).
      expect(mail.text, name).not.toMatch(/<(p|a|div|table|br|strong)\b/i);
      for (const key of keys) {
        expect(mail.text, `${name}: text has ${key}`).toContain(key);
        expect(html, `${name}: HTML has ${key}`).toContain(escapeHtml(key));
      }
      // A user's words never become markup.
      expect(html, name).not.toContain('<down>');
    }
  });

  it('a link of the text part is a button in the operator’s button colour', async () => {
    const link = 'https://app.test/reset/tok';
    const html = await t.app.mailer.renderHtml(ids.demo, passwordResetMail({ firstName: 'Ann', link, hours: 24 }));
    expect(html).toMatch(/<a href="https:\/\/app\.test\/reset\/tok"[^>]*background-color:#FF8800/);
    expect(html).toContain('Choose a new password');
  });

  it("Clubspace's own e-mails (sign-up, staff password reset) carry Clubspace's name and the default colours", async () => {
    const mail = accountValidationMail({ firstName: 'Ann', link: 'https://app.test/validate/abc' });
    const html = await t.app.mailer.renderHtml(null, mail);
    expect(html).toContain('Sent by Clubspace');
    expect(html).not.toContain(LOGO_URL);
    expect(html).toContain('href="https://app.test/validate/abc"');

    const res = await t.app.inject({ method: 'POST', url: '/api/forgot/', payload: { email: fx.members[0].email } });
    expect(res.statusCode, res.body).toBe(201);
    const [reset] = await devOutbox(fx.members[0].email);
    expect(reset.subject).toBe('Reset your Clubspace password');
    expect(reset.text).toMatch(/Open this link to choose a new password \(valid \d+ hours\):\nhttp:\/\/localhost:8080\/reset-password\//);
    const url = /(http:\/\/localhost:8080\/reset-password\/\S+)/.exec(reset.text)![1];
    expect(reset.html).toContain(`href="${escapeHtml(url)}"`);
    expect(reset.html).toContain('Sent by Clubspace');
    expect(reset.attachments).toEqual([]);
  });
});

describe('booking confirmation', () => {
  it('has the HTML layout and its .ics attachment, listed in the dev outbox with name, type and size', async () => {
    const [office] = await t.db
      .select()
      .from(offices)
      .where(and(eq(offices.clientId, ids.demo), eq(offices.slug, 'shoreditch')));
    const [wa] = await t.db
      .select()
      .from(workAreas)
      .where(and(eq(workAreas.clientId, ids.demo), eq(workAreas.officeId, office.id)))
      .limit(1);
    await t.db.insert(resources).values({
      clientId: ids.demo,
      slug: 'mail-room',
      name: 'Mail Room',
      officeId: office.id,
      floorId: wa.floorId,
      workAreaId: wa.id,
      resourceType: 'meeting_room',
      capacity: 4,
      priceHourPence: 1000,
      noMemberPriceHourPence: 1000,
    });
    let day = addDaysIso(isoDayInZone(new Date(), TZ), 5);
    while ([0, 6].includes(zonedInstant(day, '12:00:00', TZ).getUTCDay())) day = addDaysIso(day, 1);
    const at = (hhmm: string) => zonedInstant(day, `${hhmm}:00`, TZ).toISOString();
    const who = fx.members[0];
    const res = await send('POST', '/api/member-bookings/', [
      { start: at('10:00'), end: at('11:00'), office: 'shoreditch', booking_type: 'meeting_room', resource: 'mail-room', member: who.slug },
    ] as unknown as object);
    expect(res.statusCode, res.body).toBe(201);
    const code = (res.json() as { bookings: BookingItem[] }).bookings[0].code;
    expect(await mailBookingChange(t.db, t.app.mailer, 'test.host', ids.demo, [code], 'confirmed')).toBe(1);
    // The route's own copy (a queue job, issue 29) lands too when the worker runs.
    await t.app.jobs.drain();

    const mail = (await devOutbox(who.email)).find((m) => m.subject.startsWith('Booking confirmed: Mail Room') && m.text.includes(code))!;
    expect(mail).toBeDefined();
    expect(mail.status).toBe('kept');
    expect(mail.text).toContain(`Your booking ${code}`);
    expect(mail.attachments).toHaveLength(1);
    const [ics] = mail.attachments;
    expect(ics.filename).toBe('booking.ics');
    expect(ics.content_type).toBe('text/calendar; charset=utf-8; method=REQUEST');
    const [row] = await t.db
      .select({ attachments: emailOutbox.attachments })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, who.email), sql`${emailOutbox.text} like ${`%${code}%`}`))
      .limit(1);
    expect(ics.size).toBe(Buffer.byteLength(row.attachments![0].content, 'utf8'));
    expect(ics.size).toBeGreaterThan(100);
    expectBranded(mail.html!);
    expect(mail.html).toContain(code);
    expect(mail.html).toContain('Mail Room');
    // A booking e-mail is under the member's consent: the HTML footer carries the unsubscribe link too.
    expect(mail.html).toMatch(/Stop e-mails about [^:]+: <a href="http:\/\/localhost:8080\/unsubscribe#[\w-]+\.[\w-]+"/);
    expect(mail.text).toMatch(/Stop e-mails about [^:]+: http:\/\/localhost:8080\/unsubscribe#/);
  });
});

describe('campaign', () => {
  it('renders once for N recipients; each HTML has its own name (escaped) and its own unsubscribe URL', async () => {
    const names = ['Zoë <b>bold</b>', 'Tom & "Jerry"', 'Ann'];
    for (const [i, m] of fx.members.entries()) await t.db.update(users).set({ firstName: names[i] }).where(eq(users.id, m.userId));
    const [type] = await t.db
      .select()
      .from(notificationTypes)
      .where(eq(notificationTypes.clientId, ids.demo))
      .orderBy(asc(notificationTypes.id))
      .limit(1);
    const created = await send('POST', '/api/notification-campaigns/', {
      name: 'Mail templates',
      code: 'MT-1',
      type: type.id,
      date_planned: '2030-06-01T09:00:00.000Z',
      status: 'active',
      subject: 'News for {first_name}',
      body: 'Hello **{first_name}**, see [our news](https://example.com/news).',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { slug } = created.json() as { slug: string };
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/notification-campaigns/${slug}`,
      headers: bearer(tok.owner),
      payload: { user_list: fx.members.map((m) => m.id) },
    });
    expect(patched.statusCode, patched.body).toBe(200);

    await t.app.jobs.drain(); // nothing else queued is counted
    const started = new Date();
    const renders = mailRenders.count;
    const sent = await t.app.inject({ method: 'POST', url: `/api/notification-campaigns/${slug}/send/`, headers: bearer(tok.owner) });
    expect(sent.statusCode, sent.body).toBe(200);
    // Send now queues the campaign's batches (issue 29): the worker sends them.
    await t.app.jobs.drain();
    expect(mailRenders.count - renders).toBe(1);

    const rows = await t.db
      .select()
      .from(emailOutbox)
      .where(and(gte(emailOutbox.createdAt, started), eq(emailOutbox.kind, 'campaign')))
      .orderBy(asc(emailOutbox.id));
    expect(rows.map((r) => r.to).sort()).toEqual(fx.members.map((m) => m.email).sort());
    const pages = rows.map((r) => {
      const token = new URL(/^<(.+)>$/.exec(r.headers!['List-Unsubscribe'])![1]).searchParams.get('token')!;
      return `http://localhost:8080/unsubscribe#${token}`;
    });
    expect(new Set(pages).size).toBe(rows.length);
    for (const [i, r] of rows.entries()) {
      const name = names[fx.members.findIndex((m) => m.email === r.to)];
      expect(r.subject).toBe(`News for ${name}`);
      expect(r.text).toContain(`Hello ${name}, see our news (https://example.com/news).`);
      expect(r.html).toContain(`Hello <strong>${escapeHtml(name)}</strong>`);
      expect(r.html).toContain('<a href="https://example.com/news">our news</a>');
      expect(r.html).toContain(`<a href="${escapeHtml(pages[i])}"`);
      for (const other of pages.filter((_, j) => j !== i)) expect(r.html).not.toContain(other);
      expect(r.html).not.toContain('<b>bold</b>');
      expect(r.html).not.toContain('{first_name}');
      expect(r.html).not.toContain('%%');
      expectBranded(r.html!);
    }
  });
});

describe('bounces', () => {
  const sink = {} as Awaited<ReturnType<typeof startSmtpSink>>;
  let mailer: Mailer;
  beforeAll(async () => {
    Object.assign(sink, await startSmtpSink({ reject: ['gone@bounce.test'], defer: ['later@bounce.test'] }));
    mailer = new Mailer(t.db, t.app.log, sink.url, 'Clubspace <noreply@clubspace.test>');
  });
  afterAll(() => sink.close?.());
  const rowTo = async (to: string) => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(asc(emailOutbox.id)))[0];
  const mail = (to: string) => ({
    kind: 'invitation' as const,
    to,
    clientId: ids.demo,
    ...staffInviteMail({ firstName: 'Ann', operator: fx.operator, link: 'https://app.test/i', hours: 72 }),
  });

  it('an accepted message goes as text and HTML and is marked sent', async () => {
    expect(await mailer.send(mail('ok@bounce.test'))).toBe(true);
    expect(await rowTo('ok@bounce.test')).toMatchObject({ status: 'sent', bounceCode: null, error: null });
    expect((await rowTo('ok@bounce.test')).sentAt).toBeInstanceOf(Date);
    const [message] = sink.messages.filter((m) => m.to.includes('ok@bounce.test'));
    expect(message.data).toContain('Content-Type: text/plain');
    expect(message.data).toContain('Content-Type: text/html');
  });

  it('a recipient the server refuses with 550 is recorded as a bounce (no exception: nothing to retry)', async () => {
    expect(await mailer.send(mail('gone@bounce.test'))).toBe(true);
    const row = await rowTo('gone@bounce.test');
    expect(row).toMatchObject({ status: 'bounced', bounceCode: 550, sentAt: null });
    expect(row.bouncedAt).toBeInstanceOf(Date);
    expect(row.error).toContain('550');
    expect(sink.messages.some((m) => m.to.includes('gone@bounce.test'))).toBe(false);
    const [listed] = await devOutbox('gone@bounce.test');
    expect(listed.status).toBe('bounced');
  });

  it('a passing refusal (451) marks the row failed and queues a retry job for it (the request is not failed)', async () => {
    expect(await mailer.send(mail('later@bounce.test'))).toBe(true);
    const row = await rowTo('later@bounce.test');
    const [retry] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `outbox:${row.id}`));
    expect(retry).toMatchObject({ kind: 'mail-retry', state: 'queued', payload: { outboxId: row.id } });
    expect(row).toMatchObject({ status: 'failed', bounceCode: null, sentAt: null });
    expect(row.error).toContain('451');
  });
});
