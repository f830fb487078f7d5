import {
  BILLING_MESSAGES,
  BILLING_RUN_STALE_SECONDS,
  dayBounds,
  type BillingPreview,
  type BillingRunResult,
  type InvoiceDetail,
  type StatisticsResponse,
} from '@clubspace/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  billingCharges,
  billingRuns,
  invoiceDatas,
  invoiceLines,
  invoices,
  membershipPlans,
  memberships,
  offices,
  teams,
} from '../src/db/schema/index.ts';
import { runBillingJob } from '../src/jobs/billing-run.job.ts';
import { runBilling, startHeartbeat } from '../src/modules/billing-run/billing-run.service.ts';
import { useApiSession } from './support/api-session.ts';

const { t, tok, ids, get, send } = useApiSession();
const MONTH = '2031-01';
const fx = {} as {
  officeId: number;
  teamA: { id: number; slug: string };
  teamB: { id: number; slug: string };
  hot: number;
  fixed: number;
  ms: Record<string, number>;
};

const start = (day: string) => dayBounds(day).start;
const end = (day: string) => dayBounds(day).end;

async function membership(key: string, values: Partial<typeof memberships.$inferInsert>) {
  const [row] = await t.db
    .insert(memberships)
    .values({
      clientId: ids.demo,
      slug: `br-${key}`,
      officeId: fx.officeId,
      teamId: fx.teamA.id,
      planId: fx.hot,
      basePricePence: 31000,
      start: start('2030-06-01'),
      ...values,
    })
    .returning({ id: memberships.id });
  fx.ms[key] = row.id;
}

const preview = async (month: string, token = tok.owner) => {
  const res = await get(`/api/billing-runs/preview?month=${month}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BillingPreview;
};
const run = async (month: string) => {
  const res = await send('POST', '/api/billing-runs/', { month });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BillingRunResult;
};
const teamA = (p: BillingPreview) => p.teams.find((x) => x.team.slug === fx.teamA.slug);
const linesOf = async (teamId: number, month: string) =>
  t.db
    .select({
      name: invoiceLines.name,
      net: invoiceLines.linePricePence,
      invoice: invoices.name,
      membershipId: invoiceLines.membershipId,
      planId: invoiceLines.planId,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(invoices.teamId, teamId), eq(invoiceLines.date, `${month}-01`)))
    .orderBy(invoiceLines.id);

beforeAll(async () => {
  const [office] = await t.db
    .select()
    .from(offices)
    .where(and(eq(offices.clientId, ids.demo), eq(offices.slug, 'shoreditch')));
  fx.officeId = office.id;
  const [a] = await t.db
    .insert(teams)
    .values({ clientId: ids.demo, slug: 'br-team-a', name: 'BR Alpha', officeId: office.id })
    .returning({ id: teams.id, slug: teams.slug });
  const [b] = await t.db
    .insert(teams)
    .values({ clientId: ids.demo, slug: 'br-team-b', name: 'BR Bravo', officeId: office.id })
    .returning({ id: teams.id, slug: teams.slug });
  fx.teamA = a;
  fx.teamB = b;
  await t.db
    .insert(invoiceDatas)
    .values({ clientId: ids.demo, slug: 'br-a-data', teamId: a.id, name: 'BR Alpha Ltd', isDefault: true, status: 'active' });
  // Bravo only has an inactive address: skipped.
  await t.db
    .insert(invoiceDatas)
    .values({ clientId: ids.demo, slug: 'br-b-data', teamId: b.id, name: 'BR Bravo Ltd', isDefault: true, status: 'inactive' });
  const plans = await t.db
    .insert(membershipPlans)
    .values([
      { clientId: ids.demo, slug: 'br-hot', name: 'BR Hot desk', basePricePence: 31000, category: 'full' },
      { clientId: ids.demo, slug: 'br-fixed', name: 'BR Fixed desk', basePricePence: 62000, category: 'office' },
    ])
    .returning({ id: membershipPlans.id });
  fx.hot = plans[0].id;
  fx.fixed = plans[1].id;
  fx.ms = {};
  await membership('full', { recurrent: true, end: end('2030-07-01') }); // renews: its end is no stop
  await membership('new', { start: start('2031-01-20') });
  await membership('ending', { start: start('2030-01-01'), end: end('2031-01-10') });
  await membership('price', { start: start('2030-01-01') });
  await membership('plan', { start: start('2031-01-01'), freeDays: 5 });
  await membership('finished', { start: start('2030-01-01'), end: end('2030-12-31'), status: 'finished' });
  await membership('cancelled', { status: 'cancelled' });
  await membership('bravo', { teamId: b.id });
});

describe('billing run', () => {
  it('bills each membership of the month: full, new mid-month, ending mid-month, free days; skips finished, cancelled and a team without invoice data', async () => {
    const p = await preview(MONTH);
    expect(p.period).toEqual({ start: '2031-01-01', end: '2031-01-31', days: 31 });
    const a = teamA(p)!;
    expect(a.invoice_data).toEqual({ slug: 'br-a-data', name: 'BR Alpha Ltd' });
    expect(a.lines.map((l) => [l.membership, l.name, l.kind, l.days, l.amount])).toEqual([
      ['br-full', 'BR Hot desk — January 2031', 'charge', 31, 310],
      ['br-new', 'BR Hot desk — January 2031 (12/31 days)', 'charge', 12, 120],
      ['br-ending', 'BR Hot desk — January 2031 (10/31 days)', 'charge', 10, 100],
      ['br-price', 'BR Hot desk — January 2031', 'charge', 31, 310],
      ['br-plan', 'BR Hot desk — January 2031 (26/31 days)', 'charge', 26, 260],
    ]);
    expect(a.net).toBe(1100);
    expect(a.gross).toBe(1320);
    expect(p.skipped).toContainEqual({
      team: { slug: 'br-team-b', name: 'BR Bravo' },
      membership: null,
      reason: 'The team has no active invoice data',
    });

    const r = await run(MONTH);
    const mine = r.invoices.find((i) => i.team.slug === fx.teamA.slug)!;
    expect(mine).toMatchObject({ gross_price: 1320, lines: 5 });
    expect(r.invoices.some((i) => i.team.slug === fx.teamB.slug)).toBe(false);
    // The preview equals what the run wrote.
    const written = await linesOf(fx.teamA.id, MONTH);
    expect(written.map((l) => [l.name, l.net / 100])).toEqual(a.lines.map((l) => [l.name, l.amount]));
    expect(new Set(written.map((l) => l.invoice)).size).toBe(1);
    expect(written.every((l) => l.planId === fx.hot && l.membershipId)).toBe(true);
    const [inv] = await t.db.select().from(invoices).where(eq(invoices.name, mine.name));
    expect(inv).toMatchObject({ status: 'open', invoiceType: 'work', date: '2031-01-01', netPricePence: 110000, grossPricePence: 132000 });
    // The line shows what it bills.
    const detail = (await get(`/api/invoices/${mine.slug}`)).json() as InvoiceDetail;
    expect(detail.invoice_lines[0]).toMatchObject({
      plan: { slug: 'br-hot', name: 'BR Hot desk' },
      membership: 'br-full',
      booking: null,
      order: null,
    });
  });

  it('refuses a month outside 2000–2100 with a field message (the fuzzer found 0094-12 answered 500)', async () => {
    for (const res of [
      await get('/api/billing-runs/preview?month=0094-12', tok.owner),
      await send('POST', '/api/billing-runs/', { month: '0669-02' }),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual({ month: BILLING_MESSAGES.monthOutOfRange });
    }
  });

  it('memberships the demo seed already billed are not charged again', async () => {
    const seeded = await t.db.execute<{ slug: string; period_start: string }>(sql`
      select m.slug, c.period_start::text as period_start from billing_charges c join memberships m on m.id = c.membership_id
      where c.client_id = ${ids.demo} and c.billing_run_id is null order by c.period_start desc, c.id limit 5`);
    expect(seeded.rows.length).toBeGreaterThan(0);
    const month = String(seeded.rows[0].period_start).slice(0, 7);
    const p = await preview(month);
    const charged = new Set(p.teams.flatMap((x) => x.lines.filter((l) => l.kind === 'charge').map((l) => l.membership)));
    for (const r of seeded.rows.filter((x) => String(x.period_start).startsWith(month))) expect(charged.has(r.slug), r.slug).toBe(false);
  });

  it('running twice bills nothing twice', async () => {
    const before = (
      await t.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(invoices)
        .where(eq(invoices.clientId, ids.demo))
    )[0].n;
    expect(teamA(await preview(MONTH))).toBeUndefined();
    const r = await run(MONTH);
    expect(r.invoices.some((i) => i.team.slug === fx.teamA.slug)).toBe(false);
    expect(r.invoices_created).toBe(0);
    const after = (
      await t.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(invoices)
        .where(eq(invoices.clientId, ids.demo))
    )[0].n;
    expect(after).toBe(before);
    expect(await linesOf(fx.teamA.id, MONTH)).toHaveLength(5);
  });

  it('ending early, a price change and a plan change bill the difference on the next run, on the same draft', async () => {
    await t.db
      .update(memberships)
      .set({ end: end('2031-01-15'), recurrent: false })
      .where(eq(memberships.id, fx.ms.full));
    await t.db.update(memberships).set({ basePricePence: 62000 }).where(eq(memberships.id, fx.ms.price));
    await t.db.update(memberships).set({ planId: fx.fixed, basePricePence: 62000 }).where(eq(memberships.id, fx.ms.plan));
    const a = teamA(await preview(MONTH))!;
    expect(a.lines.map((l) => [l.membership, l.name, l.kind, l.amount])).toEqual([
      ['br-full', 'Credit: BR Hot desk — January 2031 (16/31 days)', 'credit', -160],
      ['br-price', 'Adjustment: BR Hot desk — January 2031', 'extra', 310],
      ['br-plan', 'Credit: BR Hot desk — January 2031 (26/31 days)', 'credit', -260],
      ['br-plan', 'BR Fixed desk — January 2031 (26/31 days)', 'charge', 520],
    ]);
    const r = await run(MONTH);
    expect(r.invoices_created).toBe(0);
    const written = await linesOf(fx.teamA.id, MONTH);
    expect(written).toHaveLength(9);
    expect(new Set(written.map((l) => l.invoice)).size).toBe(1);
    expect(written.slice(5).map((l) => l.net)).toEqual([-16000, 31000, -26000, 52000]);
    // What is billed now equals what is due: 150 + 120 + 100 + 620 + 520.
    const total = written.reduce((s, l) => s + l.net, 0);
    expect(total).toBe(15000 + 12000 + 10000 + 62000 + 52000);
    expect(teamA(await preview(MONTH))).toBeUndefined();
  });

  it('bills nothing after a membership ends', async () => {
    const feb = teamA(await preview('2031-02'))!;
    const billed = feb.lines.map((l) => l.membership);
    expect(billed).not.toContain('br-full');
    expect(billed).not.toContain('br-ending');
    expect(billed).toEqual(['br-new', 'br-price', 'br-plan']);
  });

  it('validates the month, needs the invoices section, and keeps tenants apart', async () => {
    const bad = await get('/api/billing-runs/preview?month=2031-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.month).toBe('Enter a month as YYYY-MM');
    const missing = await send('POST', '/api/billing-runs/', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.month).toBe('Month is required');
    expect((await get(`/api/billing-runs/preview?month=${MONTH}`, tok.staff)).statusCode).toBe(403);
    expect((await send('POST', '/api/billing-runs/', { month: MONTH }, tok.staff)).statusCode).toBe(403);
    expect((await get('/api/billing-runs/', tok.staff)).statusCode).toBe(403);
    const other = await preview(MONTH, tok.harbour);
    expect(other.teams.some((x) => x.team.slug.startsWith('br-'))).toBe(false);
    const otherRuns = (await get('/api/billing-runs/', tok.harbour)).json();
    const ownRuns = (await get('/api/billing-runs/')).json();
    expect(ownRuns.billing_runs.length).toBeGreaterThanOrEqual(3);
    expect(ownRuns.billing_runs[0]).toMatchObject({ month: MONTH, triggered_by: 'staff', staff: expect.any(String) });
    expect(otherRuns.num_results).toBe(0);
  });

  it('two runs at once: one claim wins; the charges stay unique per membership and period', async () => {
    const [x, y] = await Promise.all([
      runBilling(t.db, ids.demo, '2031-03', { triggeredBy: 'job' }),
      runBilling(t.db, ids.demo, '2031-03', { triggeredBy: 'job' }),
    ]);
    const created = (x?.linesCreated ?? 0) + (y?.linesCreated ?? 0);
    // Only one of them billed anything: the other was kept out by the claim (PostgreSQL) or found nothing left (PGlite runs them in turn).
    expect([x, y].filter((o) => o && o.linesCreated > 0)).toHaveLength(1);
    const dup = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from (select membership_id from billing_charges where client_id = ${ids.demo} and period_start = '2031-03-01' group by membership_id having count(*) > 1) d`,
    );
    expect(Number(dup.rows[0].n)).toBe(0);
    const charges = await t.db
      .select()
      .from(billingCharges)
      .where(and(eq(billingCharges.clientId, ids.demo), eq(billingCharges.periodStart, '2031-03-01')));
    expect(charges.length).toBe(created);
    expect(charges.some((c) => c.membershipId === fx.ms.new)).toBe(true);
    // A run under way keeps others out (the API answers 409).
    await t.db.insert(billingRuns).values({ clientId: ids.demo, month: '2031-04-01', triggeredBy: 'job' });
    expect(await runBilling(t.db, ids.demo, '2031-04', { triggeredBy: 'job' })).toBeNull();
    expect((await send('POST', '/api/billing-runs/', { month: '2031-04' })).statusCode).toBe(409);
    await t.db.update(billingRuns).set({ finishedAt: new Date() }).where(eq(billingRuns.month, '2031-04-01'));
  });

  it('a run whose process died (no heartbeat for 90 s) is marked interrupted and no longer blocks the next run', async () => {
    const silent = new Date(Date.now() - (BILLING_RUN_STALE_SECONDS + 30) * 1000);
    const [dead] = await t.db
      .insert(billingRuns)
      .values({ clientId: ids.demo, month: '2031-06-01', triggeredBy: 'staff', startedAt: silent, heartbeatAt: silent })
      .returning();
    const res = await send('POST', '/api/billing-runs/', { month: '2031-06' });
    expect(res.statusCode).toBe(200);
    const [after] = await t.db.select().from(billingRuns).where(eq(billingRuns.id, dead.id));
    expect(after.error).toBe(BILLING_MESSAGES.interrupted);
    expect(after.finishedAt).toBeNull();
    // The list shows it as interrupted, with the words staff read.
    const list = (await get('/api/billing-runs/?limit=50')).json() as { billing_runs: { id: number; error: string | null }[] };
    expect(list.billing_runs.find((r) => r.id === dead.id)?.error).toBe(BILLING_MESSAGES.interrupted);
    // A run that beat recently still holds its claim, however long ago it started.
    const longAgo = new Date(Date.now() - 3 * 3600_000);
    const [alive] = await t.db
      .insert(billingRuns)
      .values({ clientId: ids.demo, month: '2031-06-01', triggeredBy: 'job', startedAt: longAgo, heartbeatAt: new Date() })
      .returning();
    expect((await send('POST', '/api/billing-runs/', { month: '2031-06' })).statusCode).toBe(409);
    await t.db.update(billingRuns).set({ finishedAt: new Date() }).where(eq(billingRuns.id, alive.id));
  });

  it('a running run keeps its heartbeat fresh until it stops', async () => {
    const old = new Date(Date.now() - 600_000);
    const [run] = await t.db
      .insert(billingRuns)
      .values({ clientId: ids.demo, month: '2031-07-01', triggeredBy: 'job', startedAt: old, heartbeatAt: old })
      .returning();
    const stop = startHeartbeat(t.db, run.id, 40);
    const beat = async () => (await t.db.select().from(billingRuns).where(eq(billingRuns.id, run.id)))[0].heartbeatAt.getTime();
    await expect.poll(beat, { timeout: 5000 }).toBeGreaterThan(Date.now() - 60_000);
    stop();
    await new Promise((r) => setTimeout(r, 150));
    const stopped = await beat();
    await new Promise((r) => setTimeout(r, 200));
    expect(await beat()).toBe(stopped);
    await t.db.update(billingRuns).set({ finishedAt: new Date() }).where(eq(billingRuns.id, run.id));
  });

  it('the daily job bills the current month once a day per operator, remembered in the database', async () => {
    const now = new Date('2031-05-03T09:00:00Z');
    const first = await runBillingJob(t.db, now);
    expect(first).toContain(ids.demo);
    expect(teamA(await preview('2031-05'))).toBeUndefined();
    expect(await runBillingJob(t.db, new Date('2031-05-03T15:00:00Z'))).toEqual([]);
    expect(await runBillingJob(t.db, new Date('2031-05-04T09:00:00Z'))).toContain(ids.demo);
  });

  it('revenue statistics classify lines by what they bill, not by their name', async () => {
    const stats = async (): Promise<StatisticsResponse> => {
      const res = await get('/api/statistics?year=2031&month=1&month_limit=1&club=all');
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const [row] = (await stats()).rows;
    // Every line of the month whose plan (its own, or its membership's) is an 'office' plan, by reference.
    const expected = await t.db.execute<{ g: number }>(sql`
      select coalesce(sum(l.line_gross_price_pence), 0)::int as g from invoice_lines l
      join invoices i on i.id = l.invoice_id and i.status <> 'void'
      left join memberships m on m.id = l.membership_id
      join membership_plans p on p.id = coalesce(l.plan_id, m.plan_id)
      where l.client_id = ${ids.demo} and l.date >= '2031-01-01' and l.date < '2031-02-01' and p.category = 'office'
        and l.payment_type <> 'bar' and l.booking_id is null`);
    const fixedLines = (await linesOf(fx.teamA.id, MONTH)).filter((l) => l.planId === fx.fixed);
    expect(fixedLines.length).toBe(1);
    expect(row.income_offices).toBeCloseTo(Number(expected.rows[0].g) / 100, 2);
    expect(row.income_offices).toBeGreaterThanOrEqual(624);
    // Renaming a line changes nothing: the name is not read.
    await t.db.update(invoiceLines).set({ name: 'Renamed line' }).where(eq(invoiceLines.planId, fx.fixed));
    expect((await stats()).rows[0].income_offices).toBe(row.income_offices);
  });
});
