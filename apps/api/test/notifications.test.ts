import {
  DEFAULT_TIME_ZONE,
  DESK_BOOKING_TYPES,
  isoDayInZone,
  NOTIFICATION_DEFS,
  OCCUPYING_BOOKING_STATUSES,
  addDaysIso,
  zonedInstant,
  type NotificationsResponse,
} from '@clubspace/contract';
import { and, asc, count, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, invoices, memberships, offices, orders, staff, tickets, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { login } from './support/test-app.ts';
import { useApiSession } from './support/api-session.ts';

const { t, tok, ids, get } = useApiSession();

const today = isoDayInZone(new Date(), DEFAULT_TIME_ZONE);
const at = (day: string, time: string) => zonedInstant(day, time, DEFAULT_TIME_ZONE);
let shoreditch = 0;
let canary = 0;
let harbourOffice = 0;
const extra = { invoicesOnly: '' };

const notifications = async (token: string): Promise<NotificationsResponse> => {
  const res = await get('/api/notifications/', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const byKind = (body: NotificationsResponse) => Object.fromEntries(body.items.map((i) => [i.kind, i.count]));

/** The expected counts, written straight against the tables (every seeded office is in London). */
async function expected(clientId: number, officeIds?: number[]) {
  const scope = (col: AnyPgColumn) => (officeIds ? inArray(col, officeIds) : undefined);
  const n = async (rows: Promise<{ n: number }[]>) => (await rows)[0].n;
  const ticketScope = () => (officeIds ? or(isNull(tickets.officeId), inArray(tickets.officeId, officeIds)) : undefined);
  return {
    invoices_overdue: await n(
      t.db
        .select({ n: count() })
        .from(invoices)
        .where(and(eq(invoices.clientId, clientId), scope(invoices.officeId), eq(invoices.status, 'pending_payment'), lt(invoices.dateDue, today))),
    ),
    bookings_without_desk: await n(
      t.db
        .select({ n: count() })
        .from(bookings)
        .where(
          and(
            eq(bookings.clientId, clientId),
            scope(bookings.officeId),
            inArray(bookings.bookingType, [...DESK_BOOKING_TYPES]),
            isNull(bookings.resourceId),
            inArray(bookings.status, [...OCCUPYING_BOOKING_STATUSES]),
            gte(bookings.plannedStart, at(today, '00:00:00')),
            lt(bookings.plannedStart, at(addDaysIso(today, 1), '00:00:00')),
          ),
        ),
    ),
    orders_pending: await n(
      t.db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.clientId, clientId), scope(orders.officeId), eq(orders.status, 'pending'))),
    ),
    memberships_ending: await n(
      t.db
        .select({ n: count() })
        .from(memberships)
        .where(
          and(
            eq(memberships.clientId, clientId),
            scope(memberships.officeId),
            eq(memberships.status, 'active'),
            gte(memberships.end, new Date()),
            lt(memberships.end, new Date(Date.now() + 7 * 86_400_000)),
          ),
        ),
    ),
    // Help-desk tickets (issue 28): a ticket bound to no office is in every scope.
    tickets_open: await n(
      t.db
        .select({ n: count() })
        .from(tickets)
        .where(and(eq(tickets.clientId, clientId), ticketScope(), eq(tickets.status, 'open'))),
    ),
    tickets_overdue: await n(
      t.db
        .select({ n: count() })
        .from(tickets)
        .where(
          and(
            eq(tickets.clientId, clientId),
            ticketScope(),
            isNull(tickets.firstResponseAt),
            inArray(tickets.status, ['open', 'in_progress', 'waiting_on_member']),
            lt(tickets.firstResponseDueAt, new Date()),
          ),
        ),
    ),
  };
}
const nonZero = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).filter(([, v]) => v > 0));

/** Moves the first row of a table matching `where` into a state the panel must count. */
async function firstId(table: typeof invoices | typeof bookings | typeof orders | typeof memberships, where: SQL | undefined, skip = 0) {
  const rows = await t.db.select({ id: table.id }).from(table).where(where).orderBy(asc(table.id)).limit(1).offset(skip);
  expect(rows, 'a seeded row to reuse').toHaveLength(1);
  return rows[0].id;
}

beforeAll(async () => {
  const demoOffices = await t.db.select().from(offices).where(eq(offices.clientId, ids.demo)).orderBy(offices.listOrder, offices.id);
  [shoreditch, canary] = demoOffices.map((o) => o.id);
  harbourOffice = (await t.db.select().from(offices).where(eq(offices.clientId, ids.harbour)))[0].id;

  // Demo: an overdue invoice in Canary, one due today (not overdue yet), a booking without a desk today in each office,
  // two pending bar orders in Canary and a membership ending in two days; Harbour: one pending order.
  const inv = and(eq(invoices.clientId, ids.demo), inArray(invoices.status, ['paid', 'open']));
  await t.db
    .update(invoices)
    .set({ status: 'pending_payment', dateDue: addDaysIso(today, -5), officeId: canary })
    .where(eq(invoices.id, await firstId(invoices, inv)));
  await t.db
    .update(invoices)
    .set({ status: 'pending_payment', dateDue: today, officeId: shoreditch })
    .where(eq(invoices.id, await firstId(invoices, inv, 1)));
  const desk = and(
    eq(bookings.clientId, ids.demo),
    eq(bookings.bookingType, 'hot_desk'),
    lt(bookings.plannedStart, at(addDaysIso(today, -30), '00:00:00')),
  );
  for (const [skip, officeId] of [
    [0, shoreditch],
    [1, canary],
  ] as const) {
    const id = await firstId(bookings, desk, skip);
    await t.db
      .update(bookings)
      .set({ plannedStart: at(today, '09:00:00'), plannedEnd: at(today, '17:00:00'), resourceId: null, status: 'active', officeId })
      .where(eq(bookings.id, id));
  }
  // Two pending demo orders against Harbour's one, so the two operators' counts always differ (the demo seed's own
  // pending orders depend on the day the suite runs).
  for (let k = 0; k < 2; k++) {
    await t.db
      .update(orders)
      .set({ status: 'pending', officeId: canary })
      .where(eq(orders.id, await firstId(orders, and(eq(orders.clientId, ids.demo), sql`${orders.status} <> 'pending'`))));
  }
  await t.db
    .update(orders)
    .set({ status: 'pending', officeId: harbourOffice })
    .where(eq(orders.id, await firstId(orders, eq(orders.clientId, ids.harbour))));
  await t.db
    .update(memberships)
    .set({ status: 'active', end: new Date(Date.now() + 2 * 86_400_000), officeId: canary })
    .where(eq(memberships.id, await firstId(memberships, eq(memberships.clientId, ids.demo))));

  const [user] = await t.db
    .insert(users)
    .values({ email: 'invoices-only@demo.test', passwordHash: await hashPassword('Demo1234!'), firstName: 'Ina', lastName: 'Voice', validated: true })
    .returning();
  await t.db
    .insert(staff)
    .values({ clientId: ids.demo, userId: user.id, slug: 'invoices-only', role: 'club_staff', webSections: ['users', 'invoices'] });
  extra.invoicesOnly = (await login(t.app, { email: 'invoices-only@demo.test', password: 'Demo1234!' })).access;
});

describe('GET /api/notifications/', () => {
  it('the owner gets every kind with its real count, a link to its list, and the badge is their sum', async () => {
    const body = await notifications(tok.owner);
    const want = await expected(ids.demo);
    for (const v of Object.values(want)) expect(v).toBeGreaterThan(0);
    expect(byKind(body)).toEqual(want);
    expect(body.count).toBe(Object.values(want).reduce((a, b) => a + b, 0));
    const overdue = body.items.find((i) => i.kind === 'invoices_overdue')!;
    expect(overdue).toMatchObject({
      title: NOTIFICATION_DEFS.invoices_overdue.title(want.invoices_overdue),
      link: '/members/invoices?status=overdue&order=date_due',
    });
    expect(body.items.find((i) => i.kind === 'bookings_without_desk')!.link).toBe(`/bookings/list?start=${today}&end=${today}&order=-resource`);
    expect(body.items.find((i) => i.kind === 'orders_pending')!.title).toMatch(/^\d+ bar orders? pending$/);
  });

  it('another operator counts only its own rows', async () => {
    const body = await notifications(tok.harbour);
    const want = nonZero(await expected(ids.harbour));
    expect(want.orders_pending).toBeGreaterThan(0);
    expect(byKind(body)).toEqual(want);
    expect(byKind(body).orders_pending).not.toBe((await expected(ids.demo)).orders_pending);
  });

  it('staff see only the kinds their sections open, counted in their offices only', async () => {
    // The seeded staff hold members and the bookings list (no invoices, F&D or memberships), Shoreditch only.
    const body = await notifications(tok.staff);
    expect(body.items.map((i) => i.kind)).toEqual(['bookings_without_desk']);
    const mine = await expected(ids.demo, [shoreditch]);
    expect(body.items[0].count).toBe(mine.bookings_without_desk);
    expect(body.items[0].count).toBeLessThan((await expected(ids.demo)).bookings_without_desk);
    expect(body.count).toBe(mine.bookings_without_desk);

    const invoicesOnly = await notifications(extra.invoicesOnly);
    expect(invoicesOnly.items.map((i) => i.kind)).toEqual(['invoices_overdue']);
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/' })).statusCode).toBe(401);
    expect((await get('/api/notifications')).statusCode).toBe(200);
  });
});
