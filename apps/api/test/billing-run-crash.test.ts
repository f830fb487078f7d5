import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { BILLING_MESSAGES, BILLING_RUN_STALE_SECONDS } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/client.ts';
import { planBilling } from '../src/modules/billing-run/billing-plan.service.ts';
import { runBilling } from '../src/modules/billing-run/billing-run.service.ts';
import { adminUrl, openTestDatabase, TEMPLATE_DUMP } from './support/databases.ts';

/**
 * Issue 32: a billing run killed with SIGKILL between its pages, then resumed, bills every membership exactly once
 * (the unique key billing_charges_membership_period_uq and the page transactions). The run happens in a child process
 * (test/support/billing-run-worker.ts) on both databases: on PostgreSQL it connects to this file's test database; on
 * PGlite it opens the database's folder, which this file reopens once the child is dead.
 */
const PG = process.env.TEST_DB_KIND === 'postgres';
const MONTH = '2032-03';
const TEAMS = 60;
const PER_TEAM = 4;
const PAGE = 2;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const n = (v: unknown) => Number(v);
const children = new Set<ChildProcess>();

/** The test's database, and the URL the child opens it by (PGlite: a folder, free only while this side has it closed). */
async function crashDatabase() {
  if (PG) {
    const database = await openTestDatabase();
    const [{ name }] = (await database.db.execute<{ name: string }>(sql`select current_database() as name`)).rows;
    return { url: adminUrl(name), db: database.db, release: async () => undefined, reopen: async () => database.db, drop: database.drop };
  }
  // A memory file system where there is one: the folder is written page by page, as a server's would be.
  const dir = await mkdtemp(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'clubspace-billkill-'));
  let database = await openDatabase(`pglite://${dir}`, { loadDataDir: new Blob([await readFile(TEMPLATE_DUMP)]) });
  return {
    url: `pglite://${dir}`,
    db: database.db,
    release: () => database.close(),
    reopen: async () => {
      database = await openDatabase(`pglite://${dir}`);
      return database.db;
    },
    drop: async () => {
      await database.close().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** TEAMS teams of the demo operator, each with invoice data and PER_TEAM running memberships; answers the operator. */
async function seedTenant(db: Db) {
  const [{ id: clientId }] = (await db.execute<{ id: number }>(sql`select id from clients where slug = 'demo'`)).rows;
  await db.execute(sql`
    with office as (select id from offices where client_id = ${clientId} and slug = 'shoreditch'),
    plan as (insert into membership_plans (client_id, slug, name, base_price_pence, category)
      values (${clientId}, 'kill-plan', 'Kill desk', 31000, 'full') returning id),
    team as (insert into teams (client_id, slug, name, office_id)
      select ${clientId}, 'kill-team-' || g, 'Kill team ' || lpad(g::text, 3, '0'), (select id from office) from generate_series(1, ${TEAMS}::int) g
      returning id, office_id),
    data as (insert into invoice_datas (client_id, slug, team_id, name, is_default, status)
      select ${clientId}, 'kill-data-' || team.id, team.id, 'Kill Ltd ' || team.id, true, 'active' from team returning id)
    insert into memberships (client_id, slug, office_id, team_id, plan_id, base_price_pence, start, recurrent, status)
    select ${clientId}, 'kill-m-' || team.id || '-' || k, team.office_id, team.id, (select id from plan), 30000 + 7 * k + team.id,
      '2031-06-01T00:00:00Z', true, 'active'
    from team, generate_series(1, ${PER_TEAM}::int) k, (select count(*) from data) d`);
  // Each page's charges insert waits a little, so the kill lands between pages on a fast machine too.
  await db.execute(sql`
    create function kill_test_slow() returns trigger language plpgsql as $$ begin perform pg_sleep(0.04); return null; end $$`);
  await db.execute(sql`create trigger kill_test_slow after insert on billing_charges for each statement execute function kill_test_slow()`);
  return Number(clientId);
}

/** The child: its output lines in order, and a way to ask it the month's charges count (answered on stdout). */
function startWorker(url: string, clientId: number) {
  const script = fileURLToPath(new URL('./support/billing-run-worker.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, url, String(clientId), MONTH], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BILLING_TEAMS_PER_PAGE: String(PAGE) },
  });
  const lines: string[] = [];
  createInterface({ input: child.stdout! }).on('line', (l) => lines.push(l));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  children.add(child);
  return { child, lines, exited };
}

const charges = async (db: Db) =>
  n((await db.execute<{ n: number }>(sql`select count(*)::int as n from billing_charges where period_start = ${`${MONTH}-01`}`)).rows[0].n);

let cleanup: (() => Promise<void>) | undefined;
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await cleanup?.();
});

describe('a billing run killed mid-way', () => {
  it(
    'kill -9 after some pages, then the next run after the stale heartbeat: every membership billed once, totals equal their lines, the runs counted',
    async () => {
      const database = await crashDatabase();
      cleanup = database.drop;
      const clientId = await seedTenant(database.db);
      const plan = await planBilling(database.db, clientId, MONTH, null);
      const expected = new Map(plan.teams.flatMap((t) => t.lines.map((l) => [l.membership.id, l] as const)));
      const total = plan.teams.reduce((s, t) => s + t.lines.length, 0);
      expect(expected.size).toBe(total); // first billing of the month: one charge per membership
      expect(plan.teams.filter((t) => t.team.slug.startsWith('kill-team-'))).toHaveLength(TEAMS);
      await database.release();

      const worker = startWorker(database.url, clientId);
      try {
        const until = Date.now() + 60_000;
        while (!worker.lines.includes('ready')) {
          if (Date.now() > until) throw new Error('the worker did not start');
          await sleep(20);
        }
        // Poll the month's charges: on PostgreSQL through this side's connection, on PGlite through the child.
        for (;;) {
          if (worker.lines.some((l) => l.startsWith('done'))) throw new Error(`the run finished before the kill: ${worker.lines.join('; ')}`);
          if (Date.now() > until) throw new Error('no page was committed in time');
          const count = PG ? await charges(database.db) : Number(worker.lines.findLast((l) => l.startsWith('count '))?.slice(6) ?? 0);
          if (count >= 3 * PAGE * PER_TEAM) break;
          await sleep(10);
        }
        worker.child.kill('SIGKILL');
        expect(await worker.exited).toBe('SIGKILL');
      } finally {
        if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
      }

      const db = await database.reopen();
      await db.execute(sql`drop trigger kill_test_slow on billing_charges`);
      const atKill = await charges(db);
      expect(atKill).toBeGreaterThanOrEqual(3 * PAGE * PER_TEAM);
      expect(atKill).toBeLessThan(total);
      const [dead] = (await db.execute<Record<string, unknown>>(sql`select id, finished_at, error from billing_runs where client_id = ${clientId}`))
        .rows;
      expect(dead).toMatchObject({ finished_at: null, error: null });

      // Its claim holds while its heartbeat is fresh; once stale, the next run (the job retried) takes over.
      expect(await runBilling(db, clientId, MONTH, { triggeredBy: 'job' })).toBeNull();
      const later = new Date(Date.now() + (BILLING_RUN_STALE_SECONDS + 1) * 1000);
      const outcome = (await runBilling(db, clientId, MONTH, { triggeredBy: 'job', now: later }))!;
      expect(outcome.linesCreated).toBe(total - atKill);

      // Every membership of the plan billed exactly once, nothing else, every charge on a live line of the month.
      const billed = await db.execute<{ membership_id: number; n: number; lines: number }>(sql`
        select c.membership_id, count(*)::int as n, count(l.id)::int as lines from billing_charges c
        left join invoice_lines l on l.id = c.invoice_line_id and l.status <> 'void' and l.membership_id = c.membership_id
        where c.period_start = ${`${MONTH}-01`} group by c.membership_id`);
      expect(billed.rows.filter((r) => n(r.n) !== 1 || n(r.lines) !== 1)).toEqual([]);
      expect(billed.rows.map((r) => n(r.membership_id)).sort((a, b) => a - b)).toEqual([...expected.keys()].sort((a, b) => a - b));
      const [lines] = (
        await db.execute<{ n: number }>(
          sql`select count(*)::int as n from invoice_lines where client_id = ${clientId} and date = ${`${MONTH}-01`} and membership_id is not null`,
        )
      ).rows;
      expect(n(lines.n)).toBe(total); // the killed page's lines were rolled back with its charges

      // One draft per team, numbered once each, its totals the sum of its lines.
      const invoicesOfMonth = await db.execute<Record<string, unknown>>(sql`
        select i.id, i.team_id, i.name, i.net_price_pence, i.gross_price_pence,
          (select coalesce(sum(l.line_price_pence), 0) from invoice_lines l where l.invoice_id = i.id and l.status <> 'void') as lines_net,
          (select coalesce(sum(l.line_gross_price_pence), 0) from invoice_lines l where l.invoice_id = i.id and l.status <> 'void') as lines_gross
        from invoices i where i.client_id = ${clientId} and i.date = ${`${MONTH}-01`}`);
      const inv = invoicesOfMonth.rows;
      expect(inv).toHaveLength(plan.teams.length);
      expect(new Set(inv.map((r) => n(r.team_id))).size).toBe(plan.teams.length);
      expect(new Set(inv.map((r) => r.name)).size).toBe(inv.length);
      expect(inv.filter((r) => n(r.net_price_pence) !== n(r.lines_net) || n(r.gross_price_pence) !== n(r.lines_gross))).toEqual([]);

      // The dead run is marked interrupted; the resumed one finished with the counts of what it wrote.
      const runs = (
        await db.execute<Record<string, unknown>>(sql`
          select r.id, r.finished_at, r.error, r.invoices_created, r.lines_created, r.teams_skipped, r.net_pence,
            (select count(*) from billing_charges c where c.billing_run_id = r.id) as charges,
            (select coalesce(sum(l.line_price_pence), 0) from billing_charges c join invoice_lines l on l.id = c.invoice_line_id
              where c.billing_run_id = r.id) as net,
            (select count(distinct l.invoice_id) from billing_charges c join invoice_lines l on l.id = c.invoice_line_id
              where c.billing_run_id = r.id) as invoices
          from billing_runs r where r.client_id = ${clientId} order by r.id`)
      ).rows;
      expect(runs).toHaveLength(2);
      expect(runs[0]).toMatchObject({ id: dead.id, error: BILLING_MESSAGES.interrupted });
      expect(n(runs[0].charges)).toBe(atKill);
      expect(runs[1].finished_at).not.toBeNull();
      expect(runs[1].error).toBeNull();
      expect(n(runs[1].charges)).toBe(total - atKill);
      expect(n(runs[1].lines_created)).toBe(total - atKill);
      expect(n(runs[1].invoices_created)).toBe(n(runs[1].invoices));
      expect(n(runs[1].invoices_created) + n(runs[0].invoices)).toBe(plan.teams.length);
      expect(n(runs[1].net_pence)).toBe(n(runs[1].net));
      expect(n(runs[1].teams_skipped)).toBe(plan.skipped.length);

      // A further run finds nothing left to bill.
      const again = (await runBilling(db, clientId, MONTH, { triggeredBy: 'job', now: later }))!;
      expect(again.linesCreated).toBe(0);
      expect(await charges(db)).toBe(total);
      console.info(`billing crash (${process.env.TEST_DB_KIND}): ${total} memberships, killed after ${atKill} charges, resumed`);
    },
    // ~15 s on PostgreSQL, ~50 s on PGlite (three opens of its folder, the child's start) under a load of 10-14 on 2 CPUs.
    150_000,
  );
});
