import { ALL_SECTIONS } from '@clubspace/contract';
import { and, eq, getTableName, gte, is, lte, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { bookings, clients, resources, staff, staffOffices, users } from '../src/db/schema/index.ts';
import { DEMO_LOGINS, isEmpty, seedScale } from '../src/db/seed/index.ts';
import { openTestDatabase } from './support/databases.ts';

// The global setup migrated and seeded a template (PGlite, and PostgreSQL when TEST_DATABASE_URL is set); this file
// checks that data on its own copy.
let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  const database = await openTestDatabase();
  db = database.db;
  drop = database.drop;
});
afterAll(() => drop?.());

const tables = Object.values(schema).filter((v) => is(v, PgTable)) as PgTable[];
/** Filled at runtime (logins, one-time tokens incl. check-in magic links, e-mails), so empty right after seeding. */
// Filled only by use: sessions (staff and portal), e-mails, check-in and portal links, billing runs, and a Xero connection (the demo has none).
const RUNTIME_TABLES = [
  'refresh_tokens',
  'auth_tokens',
  'email_outbox',
  'checkin_links',
  'billing_runs',
  'xero_connections',
  'portal_refresh_tokens',
  'portal_links',
  // A payment provider's connection and what it reports: made at run time (npm start connects the demo to the local stand-in).
  // (online_payments and online_refunds are seeded: a card payment, an unapplied one refunded.)
  'payment_accounts',
  'provider_events',
  // Per-key request counters of the API keys' rate limit (issue 29).
  'api_key_windows',
  // Failed log-ins (issue 30 §1): written by attempts only.
  'login_failures',
  // Saved methods need a customer at the provider, and collection attempts an issued invoice of a payer with one.
  'payer_accounts',
  'collection_attempts',
  // The change log and its webhook outbox record writes (the seed is nobody's write), and jobs are queued by use (issue 29).
  'change_log',
  'event_outbox',
  'jobs',
  // A notice's recipients are written when its e-mail is sent by the queue (issue 29: per-recipient marks).
  'notice_recipients',
  // Two-factor login (issue 30): each user's own enrolment, codes and devices, and the owner's requirement when set.
  'user_two_factor',
  'two_factor_recovery_codes',
  'two_factor_devices',
  'client_two_factor_policies',
];
const count = async (query: ReturnType<typeof sql>) => Number(((await db.execute(query)).rows[0] as { n: string | number }).n);

/** Error code of a failed Drizzle query: the driver's error sits on `cause`. */
async function sqlState(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (e) {
    const err = e as { code?: string; cause?: { code?: string } };
    return err.cause?.code ?? err.code;
  }
  throw new Error('expected the statement to fail');
}

describe('demo seed', () => {
  it('fills every table', async () => {
    expect(await isEmpty(db)).toBe(false);
    for (const table of tables) {
      const name = getTableName(table);
      if (RUNTIME_TABLES.includes(name)) continue;
      expect(await count(sql`select count(*) as n from ${table}`), name).toBeGreaterThan(0);
    }
  });

  it('has both operators with data in every tenant table', async () => {
    const rows = await db.select({ id: clients.id, slug: clients.slug }).from(clients);
    const ids = Object.fromEntries(rows.map((r) => [r.slug, r.id]));
    expect(ids.demo && ids.harbour).toBeTruthy();
    for (const table of tables) {
      const name = getTableName(table);
      if (RUNTIME_TABLES.includes(name) || !getTableConfig(table).columns.some((c) => c.name === 'client_id') || name === 'clients') continue;
      for (const slug of ['demo', 'harbour'])
        expect(await count(sql`select count(*) as n from ${table} where client_id = ${ids[slug]}`), `${name} of ${slug}`).toBeGreaterThan(0);
    }
  });

  it('never links a row to another operator’s row (every foreign key between tenant tables)', async () => {
    let checked = 0;
    for (const table of tables) {
      const config = getTableConfig(table);
      if (!config.columns.some((c) => c.name === 'client_id')) continue;
      for (const fk of config.foreignKeys) {
        const ref = fk.reference();
        const parent = getTableConfig(ref.foreignTable);
        if (!parent.columns.some((c) => c.name === 'client_id') || ref.columns.length !== 1) continue;
        const child = sql.identifier(ref.columns[0]!.name);
        const n = await count(
          sql`select count(*) as n from ${table} c join ${ref.foreignTable} p on p.id = c.${child} where p.client_id <> c.client_id`,
        );
        expect(n, `${config.name}.${ref.columns[0]!.name}`).toBe(0);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('has no two live bookings overlapping on a resource', async () => {
    const n = await count(sql`
      select count(*) as n from bookings a join bookings b
        on a.resource_id = b.resource_id and a.id < b.id
       and tstzrange(a.planned_start, a.planned_end) && tstzrange(b.planned_start, b.planned_end)
      where a.status in ('active', 'pre_paid', 'alert') and b.status in ('active', 'pre_paid', 'alert')`);
    expect(n).toBe(0);
    expect(await count(sql`select count(*) as n from bookings where planned_start > now()`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from bookings where planned_start < now() - interval '360 days'`)).toBeGreaterThan(0);
  });

  it('keeps invoice totals equal to the sums of their lines', async () => {
    const n = await count(sql`
      select count(*) as n from invoices i
      join (select invoice_id, sum(line_price_pence) net, sum(line_gross_price_pence) gross from invoice_lines group by invoice_id) l on l.invoice_id = i.id
      where i.net_price_pence <> l.net or i.gross_price_pence <> l.gross or i.vat_pence <> l.gross - l.net`);
    expect(n).toBe(0);
  });

  it('creates the demo logins with their roles and scope', async () => {
    for (const login of DEMO_LOGINS) expect((await db.select().from(users).where(eq(users.email, login.email))).length).toBe(1);
    const [owner] = await db
      .select({ role: staff.role, all: staff.allOffices, sections: staff.webSections })
      .from(staff)
      .innerJoin(users, eq(users.id, staff.userId))
      .where(eq(users.email, 'owner@demo.test'));
    expect(owner).toMatchObject({ role: 'club_owner', all: true });
    expect([...owner!.sections].sort()).toEqual([...ALL_SECTIONS].sort());
    const [limited] = await db
      .select({ id: staff.id, role: staff.role, all: staff.allOffices })
      .from(staff)
      .innerJoin(users, eq(users.id, staff.userId))
      .where(eq(users.email, 'staff@demo.test'));
    expect(limited).toMatchObject({ role: 'club_staff', all: false });
    expect((await db.select().from(staffOffices).where(eq(staffOffices.staffId, limited!.id))).length).toBe(1);
  });
});

describe('database rules', () => {
  /** A two-hour live booking of its own, on a resource without buffer time, far from the demo's bookings. */
  let counter = 0;
  async function liveBooking() {
    const [r] = await db
      .select()
      .from(resources)
      .where(sql`${resources.bufferMinutes} = 0`)
      .limit(1);
    const start = new Date(Date.UTC(2031, 0, 1 + counter++, 10));
    const [b] = await db
      .insert(bookings)
      .values({
        clientId: r!.clientId,
        slug: `rules-base-${counter}`,
        code: `RULEBAS${counter}`,
        officeId: r!.officeId,
        resourceId: r!.id,
        status: 'active',
        plannedStart: start,
        plannedEnd: new Date(start.getTime() + 2 * 3_600_000),
      })
      .returning();
    return b!;
  }

  it('rejects an overlapping live booking on the same resource with SQLSTATE 23P01', async () => {
    const b = await liveBooking();
    const state = await sqlState(() =>
      db.insert(bookings).values({
        clientId: b.clientId,
        slug: 'overlap-test',
        code: 'OVERLAP1',
        officeId: b.officeId,
        resourceId: b.resourceId,
        status: 'active',
        plannedStart: new Date(b.plannedStart.getTime() + 30 * 60_000),
        plannedEnd: new Date(b.plannedEnd.getTime() + 30 * 60_000),
      }),
    );
    expect(state).toBe('23P01');
  });

  it('accepts back-to-back and cancelled bookings on a busy resource', async () => {
    const b = await liveBooking();
    const base = { clientId: b.clientId, officeId: b.officeId, resourceId: b.resourceId };
    const added = await db
      .insert(bookings)
      .values([
        {
          ...base,
          slug: 'after-test',
          code: 'AFTER001',
          status: 'active',
          plannedStart: b.plannedEnd,
          plannedEnd: new Date(b.plannedEnd.getTime() + 3_600_000),
        },
        { ...base, slug: 'cancel-test', code: 'CANCEL01', status: 'cancelled', plannedStart: b.plannedStart, plannedEnd: b.plannedEnd },
      ])
      .returning({ slug: bookings.slug, status: bookings.status });
    expect(added).toEqual([
      { slug: 'after-test', status: 'active' },
      { slug: 'cancel-test', status: 'cancelled' },
    ]);
    // All three now hold the resource: the live one that starts as the first ends, and the cancelled one on its window.
    const held = await db
      .select({ slug: bookings.slug })
      .from(bookings)
      .where(and(eq(bookings.resourceId, b.resourceId!), gte(bookings.plannedStart, b.plannedStart), lte(bookings.plannedStart, b.plannedEnd)));
    expect(held.map((r) => r.slug).sort()).toEqual([b.slug, 'after-test', 'cancel-test'].sort());
  });

  it('rejects a booking that ends before it starts (CHECK, 23514)', async () => {
    const [r] = await db.select().from(resources).limit(1);
    const start = new Date('2030-01-01T10:00:00Z');
    const state = await sqlState(() =>
      db.insert(bookings).values({
        clientId: r!.clientId,
        slug: 'backwards',
        code: 'BACKWARD',
        officeId: r!.officeId,
        resourceId: r!.id,
        plannedStart: start,
        plannedEnd: start,
      }),
    );
    expect(state).toBe('23514');
  });
});

describe('scale generator', () => {
  it('adds a bigger operator next to the demo ones', async () => {
    const result = await seedScale(db, { members: 40, bookings: 800, slug: 'scale-test' });
    expect(result.counts.members).toBe(40);
    expect(result.counts.bookings).toBeGreaterThan(400);
    const [c] = await db.select().from(clients).where(eq(clients.slug, 'scale-test'));
    expect(c).toBeTruthy();
  });
});
