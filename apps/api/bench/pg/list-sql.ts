/**
 * One request's SQL of the paged lists, alone, against a bench database, read-only (issue 14, docs/performance.md §6):
 * each case calls the list's source (the same code the route runs) through a logging Drizzle instance on a pool
 * whose sessions are `default_transaction_read_only`, times the page and the count (best of --runs, each alone, then
 * both together as the route runs them), and writes `EXPLAIN (ANALYZE, BUFFERS)` of every statement to --plans.
 * No login, no writes: the context is bench-a's owner, read from the database.
 *
 *   npx tsx bench/pg/list-sql.ts [--database-url postgres://…/clubspace_bench] [--cases regex] [--runs 3] [--plans dir]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  BOOKINGS_LIST,
  GUESTS_LIST,
  INVOICES_LIST,
  MEMBERS_LIST,
  MEMBERSHIPS_LIST,
  ORDERS_LIST,
  RESOURCES_LIST,
  TEAMS_LIST,
} from '@clubspace/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema/index.ts';
import type { ListSource } from '../../src/lib/paged-list.ts';
import type { StaffContext } from '../../src/plugins/context.plugin.ts';
import { bookingListSource } from '../../src/modules/bookings/bookings.repo.ts';
import { guestListSource } from '../../src/modules/guests/guests.repo.ts';
import { invoiceListSource } from '../../src/modules/invoices/invoices.repo.ts';
import { memberListSource } from '../../src/modules/members/members.repo.ts';
import { membershipListSource } from '../../src/modules/memberships/memberships.repo.ts';
import { orderListSource } from '../../src/modules/orders/orders.repo.ts';
import { resourceListSource } from '../../src/modules/resources/resources.repo.ts';
import { teamListSource } from '../../src/modules/teams/teams.repo.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const databaseUrl = arg('database-url', process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/clubspace_bench');
const only = new RegExp(arg('cases', '.'));
const runs = Number(arg('runs', '3'));
const plansDir = arg('plans', '');

interface Case {
  name: string;
  pageSize: number;
  page: number;
  source: (db: Db, ctx: StaffContext) => ListSource<unknown>;
}

async function main() {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, options: '-c default_transaction_read_only=on -c statement_timeout=10000' });
  // A bench database generated before migration 0026 has no memberships.num_bookings (and this script must not
  // migrate it): the column is then read as the correlated count it replaces, so the list runs as before.
  const hasCounter = (await pool.query(`select 1 from information_schema.columns where table_name = 'memberships' and column_name = 'num_bookings'`))
    .rowCount;
  if (!hasCounter) {
    console.log('(no memberships.num_bookings here: read as the old correlated count)');
    const query = pool.query.bind(pool) as (...a: unknown[]) => unknown;
    (pool as unknown as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
      const shim = (t: string) =>
        t.replaceAll('"memberships"."num_bookings"', '(select count(*) from bookings b where b.membership_id = "memberships"."id")');
      if (typeof config === 'string') return query(shim(config), ...rest);
      if (config && typeof config === 'object' && 'text' in config)
        return query({ ...config, text: shim((config as { text: string }).text) }, ...rest);
      return query(config, ...rest);
    };
  }
  let log: { text: string; params: unknown[] }[] | null = null;
  const db = drizzle(pool, { schema, logger: { logQuery: (text, params) => log?.push({ text, params }) } }) as unknown as Db;
  const one = async <T>(text: string) => (await pool.query(text)).rows[0] as T;
  const client = await one<{ id: number; slug: string; name: string }>(`select id, slug, name from clients where slug = 'bench-a'`);
  const office = await one<{ slug: string }>(`select slug from offices where client_id = ${client.id} order by id limit 1`);
  // The bench's terms (bench/pg/cases.ts): the surname of a member (common in the generator's name pool), and rarer ones.
  const member = await one<{
    slug: string;
    first_name: string;
    last_name: string;
  }>(`select m.slug, u.first_name, u.last_name from members m join users u on u.id = m.user_id
    where m.client_id = ${client.id} and m.status = 'active' order by m.id offset 5 limit 1`);
  const team = await one<{ name: string }>(`select t.name from teams t where t.client_id = ${client.id} order by t.id offset 3 limit 1`);
  const ctx = {
    user: { id: 0, email: 'owner@bench-a.test', firstName: 'Owner', lastName: 'A' },
    client: { ...client, role: 'operator', webSections: [] },
    staff: { id: 0, slug: 'owner', role: 'club_owner', status: 'active', allOffices: true, activeOfficeId: null },
    sections: new Set<string>(),
    officeIds: null,
  } as StaffContext;
  const common = member.last_name;
  const full = `${member.first_name}${member.last_name}`;
  const terms: [string, string][] = [
    ['common', common],
    ['full name', full],
    ['none', 'zzqqxx'],
  ];
  const cases: Case[] = [];
  const add = (list: string, pageSize: number, make: (name: string | undefined) => Case['source'], extra: [string, string][] = []) => {
    cases.push({ name: `${list} default`, pageSize, page: 1, source: make(undefined) });
    cases.push({ name: `${list} page 500`, pageSize, page: 500, source: make(undefined) });
    for (const [label, term] of [...terms, ...extra])
      cases.push({ name: `${list} search ${label} (${term})`, pageSize, page: 1, source: make(term) });
  };
  add('bookings', BOOKINGS_LIST.pageSize, (name) => (d, c) => bookingListSource(d, c, { name, order: BOOKINGS_LIST.order }));
  add('memberships', MEMBERSHIPS_LIST.pageSize, (name) => (d, c) => membershipListSource(d, c, { name, order: MEMBERSHIPS_LIST.order }));
  add('orders', ORDERS_LIST.pageSize, (name) => (d, c) => orderListSource(d, c, { name, order: ORDERS_LIST.order }), [['bench', 'OR']]);
  add('invoices', INVOICES_LIST.pageSize, (name) => (d, c) => invoiceListSource(d, c, { name, order: INVOICES_LIST.order }), [
    ['bench', 'INV-000012'],
  ]);
  add('members', MEMBERS_LIST.pageSize, (name) => (d, c) => memberListSource(d, c, { name, order: MEMBERS_LIST.order }));
  add('teams', TEAMS_LIST.pageSize, (name) => (d, c) => teamListSource(d, c.client.id, { name, order: TEAMS_LIST.order }), [
    ['bench', team.name.split(' ')[0]!],
  ]);
  add('guests', GUESTS_LIST.pageSize, (name) => (d, c) => guestListSource(d, c, { name, order: GUESTS_LIST.order }), [['bench', 'example']]);
  add(
    'resources',
    RESOURCES_LIST.pageSize,
    (name) => (d, c) =>
      resourceListSource(d, c, { name, order: RESOURCES_LIST.order, page_size: RESOURCES_LIST.pageSize, page_number: 1 } as never, 'http://x'),
    [['bench', 'meeting']],
  );
  add('memberships by num_bookings', MEMBERSHIPS_LIST.pageSize, (name) => (d, c) => membershipListSource(d, c, { name, order: '-num_bookings' }));
  void office;

  const time = async (f: () => Promise<unknown>) => {
    const t = performance.now();
    await f();
    return performance.now() - t;
  };
  const best = async (f: () => Promise<unknown>) => {
    let b = Infinity;
    for (let i = 0; i < runs; i++) b = Math.min(b, await time(f));
    return Math.round(b * 10) / 10;
  };
  console.log('| case | page ms | count ms | both ms | rows | num_results |');
  console.log('|---|---|---|---|---|---|');
  if (plansDir) mkdirSync(plansDir, { recursive: true });
  for (const c of cases.filter((x) => only.test(x.name))) {
    const source = c.source(db, ctx);
    const offset = (c.page - 1) * c.pageSize;
    log = [];
    // A statement over the session's statement_timeout (10 s) is reported as such, and the run goes on.
    const timedOut = (e: unknown) => (String((e as { cause?: unknown }).cause ?? e).includes('statement timeout') ? '> 10 s' : Promise.reject(e));
    const rows = await source.fetch(c.pageSize, offset).catch(timedOut);
    const total = await source.count().catch(timedOut);
    const statements = log;
    log = null;
    // A new source for every timed call, as for every request: a search's arms are resolved again each time.
    const fresh = () => c.source(db, ctx);
    const page = typeof rows === 'string' ? rows : await best(() => fresh().fetch(c.pageSize, offset));
    const count = typeof total === 'string' ? total : await best(() => fresh().count());
    const both =
      typeof rows === 'string' || typeof total === 'string'
        ? '–'
        : await best(() => {
            const s = fresh();
            return Promise.all([s.fetch(c.pageSize, offset), s.count()]);
          });
    const n = typeof total === 'number' || typeof total === 'string' ? total : `${total.n}${total.estimated ? ' (est.)' : ''}`;
    console.log(`| ${c.name} | ${page} | ${count} | ${both} | ${typeof rows === 'string' ? '–' : rows.length} | ${n} |`);
    if (plansDir) {
      const parts: string[] = [];
      for (const s of statements) {
        if (!/^\s*(select|with)\b/i.test(s.text)) continue;
        const plan = (
          await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.params).catch(() => ({ rows: [{ 'QUERY PLAN': '(statement timeout: 10 s)' }] }))
        ).rows;
        parts.push(`-- ${s.text}\n-- params: ${JSON.stringify(s.params)}\n${plan.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}\n`);
      }
      writeFileSync(path.join(plansDir, `${c.name.replace(/[^a-z0-9]+/gi, '-').replace(/-+$/, '')}.txt`), parts.join('\n'));
    }
  }
  await pool.end();
}

await main();
