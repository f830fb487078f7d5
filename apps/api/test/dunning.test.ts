/**
 * Chasing unpaid invoices (issue 27 flow 5) over simulated days: the settable clock moves a day at a time and the job
 * runs. Each reminder is e-mailed once with the PDF and the pay link, the late fee lands once on the payer's next
 * (draft) invoice and never on the issued one, the payer goes on hold and the portal refuses a booking with the
 * message, a payment lifts the hold at once; two runs at once send each reminder once; the settings are the operator's.
 */
import { addDaysIso, DUNNING_DEFAULTS, DUNNING_MESSAGES, zonedInstant, type DunningHold, type InvoiceDocumentsState } from '@clubspace/contract';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, invoiceDatas, invoiceLines, invoices, members, teams, users } from '../src/db/schema/index.ts';
import { runDunning } from '../src/jobs/dunning.job.ts';
import { setClock } from '../src/lib/clock.ts';
import { useApiSession } from './support/api-session.ts';
import { issueTeamInvoice } from './support/payments-fixtures.ts';
import { PORTAL_MEMBER, portalCall, portalLogin } from './support/portal-session.ts';
import { farDay, testDesks } from './support/sale-fixtures.ts';

const { t, tok, ids, get, send } = useApiSession();
const TZ = 'Europe/London';
const fx = {} as { team: string; teamId: number; data: string; contact: string; member: { access: string }; desks: string[] };
/** Noon in London on a day: the instant the clock is set to. */
const noon = (day: string) => zonedInstant(day, '12:00:00', TZ);
const run = (day: string) => runDunning(t.db, t.app.mailer, t.app.config.publicUrl, noon(day));

beforeAll(async () => {
  const [row] = await t.db
    .select({ team: teams.slug, teamId: teams.id, data: invoiceDatas.slug, contact: invoiceDatas.emailContact })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(teams, eq(teams.id, members.teamId))
    .innerJoin(invoiceDatas, and(eq(invoiceDatas.teamId, teams.id), eq(invoiceDatas.isDefault, true), eq(invoiceDatas.status, 'active')))
    .where(eq(users.email, PORTAL_MEMBER.email));
  Object.assign(fx, row);
  fx.member = await portalLogin(t.app, PORTAL_MEMBER);
  fx.desks = (await testDesks(t.db, ids.demo, 'dun', 2)).desks;
});
afterAll(() => setClock(null));

/** An issued invoice of the portal member's team: £120.00 (2 × £50.00 + 20 % VAT), due on `due`. */
async function issuedInvoice(date: string, due: string) {
  return issueTeamInvoice(send, fx, { date, due });
}

const mailsAbout = (name: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.subject, `%${name}%`))
    .orderBy(asc(emailOutbox.id));
const documents = async (slug: string) => (await get(`/api/invoices/${slug}/documents`)).json() as InvoiceDocumentsState;
const holds = async (token = tok.owner) => ((await get('/api/dunning/holds/', token)).json() as { results: DunningHold[] }).results;
const bookDesk = (i: number) =>
  portalCall(t.app, fx.member.access, 'POST', '/api/portal/bookings/desk', { resource: fx.desks[i], days: [farDay(i)] });

describe('settings', () => {
  it('an operator that never saved has the defaults; the card saves, validates, and stays the operator’s', async () => {
    const initial = await get('/api/dunning-settings/');
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual(DUNNING_DEFAULTS);

    const bad = await send('PUT', '/api/dunning-settings/', { ...DUNNING_DEFAULTS, late_fee: 'fixed', reminder_days: [400] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ 'reminder_days.0': DUNNING_MESSAGES.daysInvalid, late_fee_amount: DUNNING_MESSAGES.feeAmountRequired });

    const saved = await send('PUT', '/api/dunning-settings/', {
      ...DUNNING_DEFAULTS,
      late_fee: 'fixed',
      late_fee_amount: 5,
      late_fee_after_days: 7,
      hold_after_days: 30,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      late_fee: 'fixed',
      late_fee_amount: 5,
      late_fee_percent: null,
      hold_after_days: 30,
      reminder_days: [-3, 0, 3, 7, 14],
    });

    // Tenant isolation: Harbour still has the defaults, and its save does not touch the demo's.
    expect((await get('/api/dunning-settings/', tok.harbour)).json()).toEqual(DUNNING_DEFAULTS);
    expect((await send('PUT', '/api/dunning-settings/', { ...DUNNING_DEFAULTS, enabled: false }, tok.harbour)).statusCode).toBe(200);
    expect((await get('/api/dunning-settings/')).json()).toMatchObject({ enabled: true, late_fee: 'fixed', late_fee_amount: 5 });
    expect((await send('PUT', '/api/dunning-settings/', DUNNING_DEFAULTS, tok.harbour)).statusCode).toBe(200);
    // The account section is needed (the limited demo staff has no account tab).
    expect((await get('/api/dunning-settings/', tok.staff)).statusCode).toBe(403);
  });
});

describe('the schedule over simulated days', () => {
  it('sends each reminder once, adds the late fee once to the next invoice, puts the payer on hold; a payment lifts it at once', async () => {
    const invoice = await issuedInvoice('2030-01-01', '2030-01-31');

    // Every day from 5 days before the due date to 40 after, the clock set and the job run (twice on some days).
    for (let d = -5; d <= 40; d++) {
      const day = addDaysIso('2030-01-31', d);
      setClock(noon(day));
      await run(day);
      if (d % 10 === 0) await run(day);
      if (d === 30) {
        // 30 days overdue: not yet on hold (more than 30 is).
        expect((await holds()).map((h) => h.team)).not.toContain(fx.team);
        expect(await bookDesk(0)).toHaveProperty('statusCode', 201);
      }
    }

    const mails = await mailsAbout(invoice.name);
    expect(mails.map((m) => m.to)).toEqual(Array(5).fill(fx.contact));
    expect(mails[0].subject).toMatch(new RegExp(`^Invoice ${invoice.name} from .+ is due on 31-01-2030$`));
    expect(mails[1].subject).toContain('is due today');
    expect(mails[4].text).toContain('is 14 days overdue');
    for (const m of mails) {
      expect(m.attachments?.[0]).toMatchObject({ filename: `${invoice.name}.pdf`, contentType: 'application/pdf' });
      expect(m.text).toContain(`View and pay it online: ${t.app.config.publicUrl}/portal/demo/invoices`);
    }

    // Every step is on the invoice's history.
    const events = (await documents(invoice.slug)).events;
    const auto = events.filter((e) => e.kind === 'auto_reminder').reverse();
    expect(auto.map((e) => e.note)).toEqual([
      '3 days before the due date',
      'on the due date',
      '3 days after the due date',
      '7 days after the due date',
      '14 days after the due date',
    ]);
    expect(auto.every((e) => e.to === fx.contact && e.by === 'Automatic chasing')).toBe(true);
    expect(events.filter((e) => e.kind === 'late_fee')).toHaveLength(1);
    expect(events.filter((e) => e.kind === 'on_hold')).toHaveLength(1);

    // The late fee: once, £5.00 at 0 % VAT, on a draft of the team — never on the issued invoice.
    const fees = await t.db
      .select()
      .from(invoiceLines)
      .where(like(invoiceLines.name, `%${invoice.name}%`));
    expect(fees).toHaveLength(1);
    expect(fees[0]).toMatchObject({ unitPricePence: 500, vat: 0, lineGrossPricePence: 500, status: 'payment_pending' });
    const [draft] = await t.db.select().from(invoices).where(eq(invoices.id, fees[0].invoiceId));
    expect(draft).toMatchObject({ teamId: fx.teamId, status: 'open', issuedAt: null });
    expect(events.find((e) => e.kind === 'late_fee')?.note).toBe(`Late fee £5.00 on ${draft.name}`);
    const [issued] = await t.db.select().from(invoices).where(eq(invoices.slug, invoice.slug));
    expect(issued).toMatchObject({ grossPricePence: 12000, status: 'pending_payment' });
    expect(fees[0].invoiceId).not.toBe(issued.id);

    // On hold: the badge list names the team and the invoice; the portal refuses a new booking with the message.
    const hold = (await holds()).find((h) => h.team === fx.team);
    expect(hold).toMatchObject({ invoice: invoice.name, days_overdue: 40 });
    const refused = await bookDesk(1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ detail: DUNNING_MESSAGES.onHold(invoice.name, 40), code: 'on_hold' });
    // Another operator does not see the demo's holds.
    expect((await holds(tok.harbour)).map((h) => h.invoice)).not.toContain(invoice.name);

    // Paying lifts it at once: no job run in between.
    const paid = await send('POST', `/api/invoices/${invoice.slug}/payments`, {
      amount: 120,
      date: '2030-03-12',
      method: 'bank_transfer',
      reference: 'BACS',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await holds()).map((h) => h.team)).not.toContain(fx.team);
    expect(await bookDesk(1)).toHaveProperty('statusCode', 201);

    // A paid invoice is not chased any more.
    for (let d = 41; d <= 45; d++) await run(addDaysIso('2030-01-31', d));
    expect(await mailsAbout(invoice.name)).toHaveLength(5);
  });

  it('two runs at once send each reminder once and charge the fee once', async () => {
    const invoice = await issuedInvoice('2031-01-01', '2031-01-31');
    const day = addDaysIso('2031-01-31', 7); // the 7-day reminder and the fee's day
    setClock(noon(day));
    const results = await Promise.all([run(day), run(day), run(day)]);
    expect(results.reduce((n, r) => n + r.reminders, 0)).toBe(1);
    expect(results.reduce((n, r) => n + r.fees, 0)).toBe(1);
    await Promise.all([run(day), run(day)]);
    expect(await mailsAbout(invoice.name)).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(invoiceLines)
        .where(like(invoiceLines.name, `%${invoice.name}%`)),
    ).toHaveLength(1);
    const events = (await documents(invoice.slug)).events;
    expect(events.filter((e) => e.kind === 'auto_reminder').map((e) => e.note)).toEqual(['7 days after the due date']);
  });

  it('chasing off: nothing is sent, no fee, no hold', async () => {
    expect(
      (await send('PUT', '/api/dunning-settings/', { ...DUNNING_DEFAULTS, enabled: false, late_fee: 'fixed', late_fee_amount: 5 })).statusCode,
    ).toBe(200);
    const invoice = await issuedInvoice('2032-01-01', '2032-01-31');
    for (const d of [0, 7, 40]) await run(addDaysIso('2032-01-31', d));
    setClock(noon(addDaysIso('2032-01-31', 40)));
    expect(await mailsAbout(invoice.name)).toHaveLength(0);
    expect((await documents(invoice.slug)).events.filter((e) => e.kind !== 'sent')).toHaveLength(0);
    expect((await holds()).map((h) => h.team)).not.toContain(fx.team);
    expect(await bookDesk(0)).not.toHaveProperty('statusCode', 403);
  });
});
