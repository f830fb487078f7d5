/**
 * Reports › Aged debtors (issue 31, report 5) through the API: unpaid amounts by payer in their age buckets at `as_of`,
 * totals, links to the invoices, the CSV, the payer's reminder (one a day, recorded on the invoices, e-mailed once),
 * tenant and office scope, the section. The issue's rule "the aged debtors total equals the sum of unpaid invoice
 * amounts" is checked after random write sequences (issue, pay in part, credit, void, pay in full) against the
 * invoices' rows summed independently with the contract's definition.
 */
import {
  AGED_BUCKETS,
  AGED_DEBTORS_MESSAGES,
  CONSENT_MESSAGES,
  agedBucket,
  bucketTotals,
  daysPastDue,
  outstandingPence,
  toPounds,
  type AgedDebtorsReport,
  type InvoiceDetail,
  type InvoiceItem,
} from '@clubspace/contract';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, invoiceDatas, invoiceEvents, invoices, members, offices, staff, teams, users } from '../src/db/schema/index.ts';
import { useApiSession } from './support/api-session.ts';
import { billedTeam } from './support/invoice-fixtures.ts';
import { issueTeamInvoice } from './support/payments-fixtures.ts';
import { contextWritten } from './support/test-app.ts';

const { t, tok, ids, get, send } = useApiSession();
const AS_OF = '2025-06-30';
const fx = {} as { a: Awaited<ReturnType<typeof billedTeam>>; b: Awaited<ReturnType<typeof billedTeam>>; aOffice: string; bOffice: string };

beforeAll(async () => {
  const list = await t.db.select({ slug: offices.slug }).from(offices).where(eq(offices.clientId, ids.demo)).orderBy(asc(offices.id));
  // Two payers in two offices: the demo staff's office (seeded first) and another.
  fx.a = await billedTeam(t.db, ids.demo, list[0]!.slug);
  fx.b = await billedTeam(t.db, ids.demo, list.find((o) => o.slug !== list[0]!.slug)!.slug);
  fx.aOffice = list[0]!.slug;
  fx.bOffice = list.find((o) => o.slug !== list[0]!.slug)!.slug;
});

const report = async (query = '', token = tok.owner) => {
  const res = await get(`/api/reports/aged-debtors/${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AgedDebtorsReport;
};
const payerOf = (r: AgedDebtorsReport, team: string) => r.payers.find((p) => p.team?.slug === team);
/** An issued £120.00 invoice of a payer dated and due on `due`. */
const issue = (payer: { team: string; data: string }, due: string) => issueTeamInvoice(send, payer, { date: due, due });
const pay = (slug: string, amount: number) =>
  send('POST', `/api/invoices/${slug}/payments`, { amount, date: AS_OF, method: 'bank_transfer', reference: 'BACS' });
const detail = async (slug: string) => (await get(`/api/invoices/${slug}`)).json() as InvoiceDetail;

/** What is unpaid, summed from the invoices' rows with the contract's definition (not the report's SQL). */
async function unpaidByBucket(clientId: number, asOf: string) {
  const rows = await t.db.select().from(invoices).where(eq(invoices.clientId, clientId));
  return bucketTotals(
    rows.map((i) => ({
      bucket: agedBucket(daysPastDue(asOf, i.dateDue)),
      pence: outstandingPence({
        kind: i.kind,
        status: i.status,
        grossPence: i.grossPricePence,
        paidPence: i.paidPence,
        creditedPence: i.creditedPence,
      }),
    })),
  );
}

describe('the report', () => {
  it('puts each unpaid amount in its bucket by days past due at as_of, links the invoices, and adds up', async () => {
    const dues = ['2025-07-05', '2025-06-30', '2025-05-31', '2025-05-30', '2025-04-01', '2025-03-31'];
    const made: InvoiceItem[] = [];
    for (const due of dues) made.push(await issue(fx.a, due));
    expect((await pay(made[2]!.slug, 40)).statusCode).toBe(201);
    expect((await pay(made[5]!.slug, 120)).statusCode).toBe(201); // paid in full: no longer owed

    const r = await report(`?as_of=${AS_OF}`);
    expect(r.as_of).toBe(AS_OF);
    const mine = payerOf(r, fx.a.team)!;
    const byslug = new Map(mine.invoices.map((i) => [i.slug, i]));
    expect(
      made.map((m) => byslug.get(m.slug) && { bucket: byslug.get(m.slug)!.bucket, days: byslug.get(m.slug)!.days, due: byslug.get(m.slug)!.due }),
    ).toEqual([
      { bucket: 'not_due', days: -5, due: 120 },
      { bucket: 'd0_30', days: 0, due: 120 },
      { bucket: 'd0_30', days: 30, due: 80 },
      { bucket: 'd31_60', days: 31, due: 120 },
      { bucket: 'd61_90', days: 90, due: 120 },
      undefined,
    ]);
    expect(mine.invoices.find((i) => i.slug === made[0]!.slug)).toMatchObject({ name: made[0]!.name, date_due: '2025-07-05' });
    // A payer's buckets add up to its total, and its invoices to the same; the buckets' totals to the report's.
    for (const p of r.payers) {
      expect(toPounds(AGED_BUCKETS.reduce((s, b) => s + Math.round(p.amounts[b] * 100), 0))).toBeCloseTo(p.total, 2);
      expect(p.invoices.reduce((s, i) => s + i.due, 0)).toBeCloseTo(p.total, 2);
    }
    expect(r.buckets.map((b) => b.label)).toEqual(['Not yet due', '0–30 days', '31–60 days', '61–90 days', 'Over 90 days']);
    expect(r.buckets.reduce((s, b) => s + b.total, 0)).toBeCloseTo(r.total, 2);
    const expected = await unpaidByBucket(ids.demo, AS_OF);
    expect(r.total).toBeCloseTo(toPounds(expected.total), 2);
    for (const b of r.buckets) expect(b.total, b.bucket).toBeCloseTo(toPounds(expected.buckets[b.bucket]), 2);
    // Largest debt first.
    const totals = r.payers.map((p) => p.total);
    expect([...totals].sort((x, y) => y - x)).toEqual(totals);
  });

  it('exports every payer with the buckets and the total as CSV', async () => {
    const r = await report(`?as_of=${AS_OF}`);
    const res = await get(`/api/reports/aged-debtors/?as_of=${AS_OF}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="aged-debtors-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Payer,Not yet due,0–30 days,31–60 days,61–90 days,Over 90 days,Total');
    expect(lines.length - 1).toBe(r.num_payers);
    const mine = payerOf(r, fx.a.team)!;
    const row = lines.find((l) => l.startsWith(`${mine.team!.name},`) || l.startsWith(`"${mine.team!.name}",`))!;
    expect(row.split(',').at(-1)).toBe(mine.total.toFixed(2));
  });

  it('refuses a bad filter in words, another operator’s office as unknown, and staff without the section', async () => {
    const bad = await get('/api/reports/aged-debtors/?as_of=2025-13-40');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ as_of: 'Enter a date as YYYY-MM-DD' });
    const harbourOffice = (await t.db.select({ slug: offices.slug }).from(offices).where(eq(offices.clientId, ids.harbour)).limit(1))[0]!.slug;
    expect((await get(`/api/reports/aged-debtors/?office=${harbourOffice}`)).statusCode).toBe(404);
    expect((await get('/api/reports/aged-debtors/', tok.staff)).statusCode).toBe(403);
    expect((await send('POST', `/api/reports/aged-debtors/${fx.a.team}/reminder/`, {}, tok.staff)).statusCode).toBe(403);
  });

  it('keeps to the operator and to the caller’s offices', async () => {
    await issue(fx.b, '2025-05-01');
    // Harbour's report is harbour's unpaid invoices only. (Not by team slug: the seeds give both operators some of
    // the same slugs, and whether harbour has an unpaid invoice of such a team depends on the day.)
    const harbour = await report(`?as_of=${AS_OF}`, tok.harbour);
    const harbourOwn = await unpaidByBucket(ids.harbour, AS_OF);
    expect(harbour.total).toBeCloseTo(toPounds(harbourOwn.total), 2);
    const harbourTeams = new Set((await t.db.select({ slug: teams.slug }).from(teams).where(eq(teams.clientId, ids.harbour))).map((r) => r.slug));
    for (const p of harbour.payers) if (p.team) expect(harbourTeams.has(p.team.slug), p.team.slug).toBe(true);
    // A team slug only the demo operator has (the seeds give both operators some of the same slugs).
    const demoOnly = await t.db.execute<{ slug: string }>(
      sql`select slug from teams where client_id = ${ids.demo} and slug not in (select slug from teams where client_id = ${ids.harbour}) order by id limit 1`,
    );
    expect((await send('POST', `/api/reports/aged-debtors/${demoOnly.rows[0]!.slug}/reminder/`, {}, tok.harbour)).statusCode).toBe(404);

    const oneOffice = await report(`?as_of=${AS_OF}&office=${fx.aOffice}`);
    expect(oneOffice.scope).toMatchObject({ all_offices: false, offices: [{ slug: fx.aOffice }] });
    expect(payerOf(oneOffice, fx.a.team)).toBeDefined();
    expect(payerOf(oneOffice, fx.b.team)).toBeUndefined();
    const both = await report(`?as_of=${AS_OF}&office=${fx.aOffice}&office=${fx.bOffice}`);
    expect(payerOf(both, fx.b.team)).toBeDefined();

    // Staff of one office, granted the section, see that office only, and cannot name another.
    const [row] = await t.db
      .select({ id: staff.id, sections: staff.webSections })
      .from(staff)
      .innerJoin(users, eq(users.id, staff.userId))
      .where(and(eq(users.email, 'staff@demo.test'), eq(staff.clientId, ids.demo)));
    await t.db
      .update(staff)
      .set({ webSections: [...row!.sections, 'reports'] })
      .where(eq(staff.id, row!.id));
    contextWritten(t.app);
    const scoped = await report(`?as_of=${AS_OF}`, tok.staff);
    expect(scoped.scope.all_offices).toBe(false);
    expect(scoped.scope.offices.map((o) => o.slug)).toEqual([fx.aOffice]);
    expect(payerOf(scoped, fx.b.team)).toBeUndefined();
    expect((await get(`/api/reports/aged-debtors/?office=${fx.bOffice}`, tok.staff)).statusCode).toBe(404);
  });
});

describe('the payer reminder', () => {
  it('e-mails the payer’s unpaid invoices once a day, records it on each invoice, and refuses a second click', async () => {
    const url = `/api/reports/aged-debtors/${fx.a.team}/reminder/`;
    const first = await send('POST', url, {});
    expect(first.statusCode, first.body).toBe(200);
    const r = await report();
    const mine = payerOf(r, fx.a.team)!;
    expect(first.json()).toEqual({
      detail: AGED_DEBTORS_MESSAGES.reminded(fx.a.email!, mine.invoices.length),
      to: fx.a.email,
      invoices: mine.invoices.length,
    });
    expect(mine.reminded_today).toBe(true);
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, fx.a.email!), like(emailOutbox.subject, 'Reminder: % unpaid to %')));
    expect(mails).toHaveLength(1);
    for (const i of mine.invoices) expect(mails[0]!.text).toContain(i.name);
    const events = (await get(`/api/invoices/${mine.invoices[0]!.slug}/documents`)).json().events as { kind: string; to: string; by: string }[];
    expect(events[0]).toMatchObject({ kind: 'reminder', to: fx.a.email, by: 'Olivia Owner' });

    const again = await Promise.all([send('POST', url, {}), send('POST', url, {})]);
    for (const res of again) {
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(AGED_DEBTORS_MESSAGES.alreadyReminded(mine.team!.name));
    }
    const count = await t.db.select({ id: invoiceEvents.id }).from(invoiceEvents).where(like(invoiceEvents.stepKey, 'payer-reminder:%'));
    expect(count).toHaveLength(mine.invoices.length);
    expect(await t.db.select().from(emailOutbox).where(like(emailOutbox.subject, 'Reminder: % unpaid to %'))).toHaveLength(1);
  });

  it('keeps to the invoice e-mails consent: a contact who turned them off is not e-mailed, and nothing is recorded', async () => {
    const [member] = await t.db
      .select({ id: members.id, email: users.email })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(eq(members.clientId, ids.demo))
      .orderBy(asc(members.id))
      .limit(1);
    await t.db.update(members).set({ allowEmail: false }).where(eq(members.id, member!.id));
    await t.db.update(invoiceDatas).set({ emailContact: member!.email }).where(eq(invoiceDatas.teamId, fx.b.teamId));
    const mailsTo = async () => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, member!.email))).length;
    const before = await mailsTo();
    const res = await send('POST', `/api/reports/aged-debtors/${fx.b.team}/reminder/`, {});
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().detail).toBe(CONSENT_MESSAGES.emailsOff(member!.email, 'invoices'));
    expect(payerOf(await report(), fx.b.team)?.reminded_today).toBe(false);
    expect(await mailsTo()).toBe(before);
  });

  it('says so when nothing is overdue, and 404s an unknown payer', async () => {
    const fresh = await billedTeam(t.db, ids.harbour);
    const res = await send('POST', `/api/reports/aged-debtors/${fresh.team}/reminder/`, {}, tok.harbour);
    // Harbour's first team may owe seeded invoices; with none overdue it is a 409 in words.
    if (res.statusCode === 409) expect(res.json().detail).toMatch(/no overdue invoices|already sent/);
    else expect(res.statusCode, res.body).toBe(200);
    expect((await send('POST', '/api/reports/aged-debtors/no-such-team/reminder/', {})).statusCode).toBe(404);
  });
});

describe('reconciliation (issue 31 rule)', () => {
  type Op =
    | { op: 'issue'; payer: 0 | 1; dueOffset: number }
    | { op: 'pay'; pick: number; part: boolean }
    | { op: 'credit'; pick: number; amount: number }
    | { op: 'void'; pick: number };
  const ops = fc.array(
    fc.oneof(
      fc.record({ op: fc.constant('issue' as const), payer: fc.constantFrom(0 as const, 1 as const), dueOffset: fc.integer({ min: -150, max: 20 }) }),
      fc.record({ op: fc.constant('pay' as const), pick: fc.nat(), part: fc.boolean() }),
      fc.record({ op: fc.constant('credit' as const), pick: fc.nat(), amount: fc.integer({ min: 1, max: 60 }) }),
      fc.record({ op: fc.constant('void' as const), pick: fc.nat() }),
    ),
    { minLength: 1, maxLength: 7 },
  );

  it('the total and each bucket equal the unpaid amounts of the invoices, after random writes through the API', async () => {
    const made: string[] = [];
    const apply = async (o: Op) => {
      const slug = made.length ? made[(o as { pick?: number }).pick! % made.length] : undefined;
      if (o.op === 'issue') {
        const due = new Date(Date.parse(`${AS_OF}T00:00:00Z`) + o.dueOffset * 86_400_000).toISOString().slice(0, 10);
        made.push((await issue(o.payer ? fx.b : fx.a, due)).slug);
      } else if (!slug) return;
      else if (o.op === 'pay') {
        const d = await detail(slug);
        if (d.status !== 'pending_payment' || d.amount_due <= 0) return;
        expect((await pay(slug, o.part ? Math.max(0.01, Math.round(d.amount_due * 40) / 100) : d.amount_due)).statusCode).toBe(201);
      } else if (o.op === 'credit') {
        const d = await detail(slug);
        if (d.status === 'open' || d.status === 'void') return;
        const res = await send('POST', `/api/invoices/${slug}/credit-note`, {
          lines: [{ line: d.invoice_lines[0]!.slug, amount: o.amount }],
          reason: 'Goodwill',
        });
        expect([201, 400], res.body).toContain(res.statusCode);
      } else {
        const d = await detail(slug);
        if (d.status === 'void') return;
        const res = await send('PUT', `/api/invoices/${slug}`, {
          name: d.name,
          team_slug: d.team_slug,
          invoice_data: d.invoice_data?.slug ?? '',
          date: d.date,
          date_due: d.date_due,
          invoice_type: d.invoice_type,
          status: 'void',
        });
        expect([200, 409], res.body).toContain(res.statusCode);
      }
    };
    await fc.assert(
      fc.asyncProperty(ops, async (sequence) => {
        for (const o of sequence) await apply(o);
        const r = await report(`?as_of=${AS_OF}`);
        const expected = await unpaidByBucket(ids.demo, AS_OF);
        expect(r.total).toBeCloseTo(toPounds(expected.total), 2);
        for (const b of r.buckets) expect(b.total, b.bucket).toBeCloseTo(toPounds(expected.buckets[b.bucket]), 2);
      }),
      { numRuns: Number(process.env.AGED_DEBTORS_RUNS ?? (process.env.TEST_DB_KIND === 'pglite' ? 10 : 25)), seed: 310005 },
    );
  });
});
