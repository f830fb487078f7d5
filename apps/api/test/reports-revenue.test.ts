import {
  addDaysIso,
  cohortTable,
  committedMembershipGross,
  dayBounds,
  defaultReportRange,
  forecastMonths,
  isoDayInZone,
  memberChurnRate,
  membershipMrrPence,
  monthsOfRange,
  mrrLastDay,
  mrrTable,
  revenueChurnRate,
  shiftMonth,
  toPounds,
  type ChurnReport,
  type ForecastReport,
  type MrrMembership,
  type MrrReport,
} from '@clubspace/contract';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients, membershipPlans, memberships, members, offices, teams, users } from '../src/db/schema/index.ts';
import { useApiSession } from './support/api-session.ts';
import { contextWritten } from './support/test-app.ts';

/**
 * Reports 1, 2 and 6 of issue 31: the SQL of the MRR, churn and forecast reports against the contract's reference
 * definitions on random memberships, and the scope rules (other operator 404, office scope, section 403, CSV).
 * The reconciliation with GET /api/statistics after random API writes is reports-reconcile.test.ts.
 */
const TZ = 'Europe/London';
const { t, tok, ids, get } = useApiSession();
const tag = () => randomBytes(4).toString('hex');
const today = () => isoDayInZone(new Date(), TZ);
/** Pounds without a negative zero (JSON has none). */
const pounds = (pence: number) => toPounds(pence) + 0;

let plans: { full: number; flex: number };
let harbourOffice = '';

beforeAll(async () => {
  const t0 = tag();
  const [full, flex] = await t.db
    .insert(membershipPlans)
    .values([
      { clientId: ids.demo, slug: `rr-full-${t0}`, name: 'RR Full', basePricePence: 50_000, category: 'full' },
      { clientId: ids.demo, slug: `rr-flex-${t0}`, name: 'RR Flex', basePricePence: 9_000, category: 'flex_4' },
    ])
    .returning();
  plans = { full: full.id, flex: flex.id };
  harbourOffice = (await t.db.select().from(offices).where(eq(offices.clientId, ids.harbour)))[0].slug;
});

interface Drawn {
  customer: number;
  flex: boolean;
  pricePence: number;
  units: number;
  start: number;
  length: number | null;
  recurrent: boolean;
  status: 'active' | 'finished' | 'pending_payment' | 'cancelled';
}

/** A fresh office with `customers` members (each in a team) and the drawn memberships, written to the database. */
async function officeWith(drawn: Drawn[], customers = 5) {
  const t0 = tag();
  const [office] = await t.db
    .insert(offices)
    .values({ clientId: ids.demo, slug: `rr-${t0}`, name: `RR ${t0}`, invoicePrefix: 'RR-', timeZone: TZ, email: `rr-${t0}@demo.test` })
    .returning();
  const memberIds: number[] = [];
  for (let i = 0; i < customers; i++) {
    const [team] = await t.db
      .insert(teams)
      .values({ clientId: ids.demo, slug: `rr-t${i}-${t0}`, name: `RR team ${i} ${t0}`, officeId: office.id })
      .returning();
    const [user] = await t.db
      .insert(users)
      .values({ email: `rr-${i}-${t0}@demo.test`, firstName: 'RR', lastName: `${i}`, validated: true })
      .returning();
    const [member] = await t.db
      .insert(members)
      .values({ clientId: ids.demo, slug: `rr-m${i}-${t0}`, userId: user.id, teamId: team.id, officeId: office.id })
      .returning();
    memberIds.push(member.id);
  }
  const base = today();
  const rows = drawn.map((d, i) => {
    const startDay = addDaysIso(base, d.start);
    const endDay = d.length === null ? null : addDaysIso(startDay, d.length);
    return {
      clientId: ids.demo,
      slug: `rr-ms${i}-${t0}`,
      planId: d.flex ? plans.flex : plans.full,
      memberId: memberIds[d.customer % customers],
      officeId: office.id,
      basePricePence: d.pricePence,
      units: d.units,
      start: dayBounds(startDay, TZ).start,
      end: endDay ? dayBounds(endDay, TZ).end : null,
      recurrent: d.recurrent,
      status: d.status,
      startDay,
      endDay,
    };
  });
  if (rows.length) await t.db.insert(memberships).values(rows.map(({ startDay: _s, endDay: _e, ...r }) => r));
  contextWritten(t.app);
  return { slug: office.slug, rows };
}

/** The contract's view of the written memberships. */
const reference = (rows: Awaited<ReturnType<typeof officeWith>>['rows'], incl: boolean, flexOnly = false): MrrMembership[] =>
  rows
    .filter((r) => !flexOnly || r.planId === plans.flex)
    .map((r) => ({
      customer: String(r.memberId),
      category: r.planId === plans.flex ? 'flex_4' : 'full',
      mrrPence: membershipMrrPence(r.basePricePence, r.units, incl),
      start: r.startDay,
      end: mrrLastDay(r.endDay, r.recurrent, r.status),
      status: r.status,
    }));

const drawnArb = fc.record({
  customer: fc.integer({ min: 0, max: 4 }),
  flex: fc.boolean(),
  pricePence: fc.integer({ min: 0, max: 200_000 }),
  units: fc.integer({ min: 1, max: 3 }),
  start: fc.integer({ min: -500, max: 60 }),
  length: fc.option(fc.integer({ min: 0, max: 400 }), { nil: null }),
  recurrent: fc.boolean(),
  status: fc.constantFrom('active', 'finished', 'pending_payment', 'cancelled'),
});

async function setPricesIncludeVat(incl: boolean) {
  await t.db.update(clients).set({ pricesIncludeVat: incl }).where(eq(clients.id, ids.demo));
}

const json = async <T>(url: string, token = tok.owner): Promise<T> => {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

describe('MRR and churn reports against the contract’s definitions', () => {
  it('random memberships: the SQL movements, categories, churn and cohorts equal the reference', { timeout: 300_000 }, async () => {
    try {
      await fc.assert(
        fc.asyncProperty(fc.array(drawnArb, { maxLength: 14 }), fc.boolean(), async (drawn, incl) => {
          await setPricesIncludeVat(incl);
          const { slug, rows } = await officeWith(drawn);
          const months = monthsOfRange(defaultReportRange(today()).from, defaultReportRange(today()).to);
          const mrr = await json<MrrReport>(`/api/reports/mrr/?office=${slug}`);
          const expected = mrrTable(reference(rows, incl), months);
          expect(mrr.months.map((m) => m.month)).toEqual(months);
          mrr.months.forEach((m, i) => {
            const e = expected[i]!;
            expect(m, m.month).toMatchObject({
              opening: pounds(e.openingPence),
              new: pounds(e.newPence),
              expansion: pounds(e.expansionPence),
              contraction: pounds(e.contractionPence),
              churn: pounds(e.churnPence),
              reactivation: pounds(e.reactivationPence),
              closing: pounds(e.closingPence),
              customers: e.closingCustomers,
            });
          });
          // By category: the categories' closing MRR adds up to the closing MRR.
          mrr.months.forEach((m, i) => expect(toPounds(mrr.by_category.reduce((s, c) => s + Math.round(c.closing[i]! * 100), 0))).toBe(m.closing));
          // A category alone is the reference over that category's memberships.
          const flex = await json<MrrReport>(`/api/reports/mrr/?office=${slug}&category=flex_4`);
          const flexExpected = mrrTable(reference(rows, incl, true), months);
          expect(flex.months.map((m) => [m.opening, m.new, m.reactivation, m.churn, m.closing])).toEqual(
            flexExpected.map((e) => [e.openingPence, e.newPence, e.reactivationPence, e.churnPence, e.closingPence].map(pounds)),
          );
          const churn = await json<ChurnReport>(`/api/reports/churn/?office=${slug}`);
          churn.months.forEach((m, i) => {
            expect(m.member_churn_rate, m.month).toBe(memberChurnRate(expected[i]!));
            expect(m.revenue_churn_rate, m.month).toBe(revenueChurnRate(expected[i]!));
          });
          const cohorts = cohortTable(reference(rows, incl), months, today().slice(0, 7));
          expect(churn.cohorts.map((c) => [c.month, c.size, c.retained.map((r) => r.count)])).toEqual(
            cohorts.map((c) => [c.month, c.size, c.retained]),
          );
        }),
        { numRuns: Number(process.env.REPORTS_RUNS ?? 12), seed: 310031 },
      );
    } finally {
      await setPricesIncludeVat(false);
    }
  });

  it('a worked example: expansion, a prorated first month at its monthly price, churn, reactivation, CSV', async () => {
    const now = today();
    const month = (k: number) => `${shiftMonth(now.slice(0, 7), k)}-01`;
    const rel = (day: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${now}T00:00:00Z`)) / 86_400_000);
    const { slug } = await officeWith([
      // Customer 0: £500 from mid five months ago (counted at £500 that month), a second unit from three months ago.
      {
        customer: 0,
        flex: false,
        pricePence: 50_000,
        units: 1,
        start: rel(addDaysIso(month(-5), 14)),
        length: null,
        recurrent: true,
        status: 'active',
      },
      { customer: 0, flex: true, pricePence: 9_000, units: 2, start: rel(month(-3)), length: null, recurrent: false, status: 'active' },
      // Customer 1: ends on the last day three months ago, back last month.
      {
        customer: 1,
        flex: false,
        pricePence: 30_000,
        units: 1,
        start: rel(month(-6)),
        length: rel(addDaysIso(month(-2), -1)) - rel(month(-6)),
        recurrent: false,
        status: 'finished',
      },
      { customer: 1, flex: false, pricePence: 30_000, units: 1, start: rel(month(-1)), length: null, recurrent: false, status: 'active' },
      // Cancelled: never counts.
      { customer: 2, flex: false, pricePence: 99_000, units: 1, start: rel(month(-4)), length: null, recurrent: false, status: 'cancelled' },
    ]);
    const report = await json<MrrReport>(`/api/reports/mrr/?office=${slug}&from=${month(-5)}&to=${addDaysIso(month(1), -1)}`);
    const row = (k: number) => report.months.find((m) => m.month === month(k).slice(0, 7))!;
    expect(row(-5)).toMatchObject({ opening: 300, new: 500, closing: 800, customers: 2 });
    expect(row(-3)).toMatchObject({ expansion: 180, closing: 980 });
    expect(row(-2)).toMatchObject({ churn: -300, closing: 680, customers: 1 });
    expect(row(-1)).toMatchObject({ reactivation: 300, new: 0, closing: 980 });
    const csv = await get(`/api/reports/mrr/?office=${slug}&from=${month(-5)}&to=${addDaysIso(month(1), -1)}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Month,Opening MRR,New,Expansion,Contraction,Churn,Reactivation,Closing MRR,Customers');
    expect(lines).toHaveLength(1 + report.months.length);
    expect(lines[1 + report.months.indexOf(row(-3))]).toContain(',180.00,');
  });
});

describe('forecast', () => {
  it('committed memberships (ending ones stop), series and one-off bookings, last year’s income', async () => {
    const [next] = forecastMonths(today());
    const rel = (day: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today()}T00:00:00Z`)) / 86_400_000);
    const { slug, rows } = await officeWith([
      { customer: 0, flex: false, pricePence: 31_000, units: 1, start: -40, length: null, recurrent: true, status: 'active' },
      { customer: 1, flex: true, pricePence: 9_000, units: 2, start: -40, length: rel(`${next}-10`) + 40, recurrent: false, status: 'active' },
      { customer: 2, flex: false, pricePence: 77_700, units: 1, start: -40, length: null, recurrent: false, status: 'cancelled' },
    ]);
    const report = await json<ForecastReport>(`/api/reports/forecast/?office=${slug}`);
    expect(report.months.map((m) => m.month)).toEqual(forecastMonths(today()));
    const gross = (i: number, month: string) =>
      committedMembershipGross(
        { amountPence: rows[i]!.basePricePence * rows[i]!.units, start: rows[i]!.startDay, end: rows[i]!.endDay, freeDays: 0, count: 1 },
        month,
        false,
      );
    const first = report.months[0]!;
    expect(first.memberships).toBe(toPounds(gross(0, next!) + gross(1, next!)));
    // The ending one stops: the later months hold only the renewing membership.
    expect(report.months[1]!.memberships).toBe(toPounds(gross(0, report.months[1]!.month)));
    expect(first.total).toBe(first.memberships + first.series + first.bookings);
    expect(first.last_year_month).toBe(shiftMonth(next!, -12));
    const csv = await get(`/api/reports/forecast/?office=${slug}&format=csv`);
    expect(csv.body.split(/\r?\n/)[0]).toContain('Month,Memberships,Recurring series,Other bookings,Committed total');
  });
});

describe('scope and access', () => {
  it('another operator’s office is a 404, bad filters a 400 with the field’s message, no reports section a 403', async () => {
    for (const kind of ['mrr', 'churn', 'forecast']) {
      expect((await get(`/api/reports/${kind}/?office=${harbourOffice}`)).statusCode).toBe(404);
      const bad = await get(`/api/reports/${kind}/?category=gold&from=2026-05-01&to=2026-04-01`);
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('Unknown plan category');
      // The demo staff member was not granted Reports (migration 0063 grants owners only).
      expect((await get(`/api/reports/${kind}/`, tok.staff)).statusCode).toBe(403);
      expect((await get(`/api/reports/${kind}/`, tok.harbour)).statusCode).toBe(200);
    }
  });

  it('staff scoped to one office: no office = that office; another office = 404', async () => {
    const [staffRow] = await t.db.select().from(users).where(eq(users.email, 'staff@demo.test'));
    const { staff } = await import('../src/db/schema/index.ts');
    const [me] = await t.db.select().from(staff).where(eq(staff.userId, staffRow.id));
    await t.db
      .update(staff)
      .set({ webSections: [...me.webSections, 'reports'] })
      .where(eq(staff.id, me.id));
    contextWritten(t.app);
    try {
      const mine = await json<MrrReport>('/api/reports/mrr/', tok.staff);
      expect(mine.scope.all_offices).toBe(false);
      expect(mine.scope.offices).toHaveLength(1);
      const others = (await t.db.select().from(offices).where(eq(offices.clientId, ids.demo))).filter((o) => o.slug !== mine.scope.offices[0]!.slug);
      expect((await get(`/api/reports/mrr/?office=${others[0]!.slug}`, tok.staff)).statusCode).toBe(404);
      // The owner sees the whole operator.
      expect((await json<MrrReport>('/api/reports/mrr/')).scope.all_offices).toBe(true);
    } finally {
      await t.db.update(staff).set({ webSections: me.webSections }).where(eq(staff.id, me.id));
      contextWritten(t.app);
    }
  });
});
