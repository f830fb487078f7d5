import {
  addDaysIso,
  CARD_FIGURE_POLARITY,
  DASHBOARD_MESSAGES,
  DASHBOARD_SECTIONS,
  isoDayInZone,
  zonedInstant,
  type CardData,
  type StatisticsResponse,
} from '@clubspace/contract';
import { and, count, eq, gte, inArray, isNull, lt, lte, ne, notInArray, or, sql, sum, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, invoiceLines, invoices, memberships, offices, resources, staff, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { bearer, login } from './support/test-app.ts';
import { useApiSession } from './support/api-session.ts';

const { t, tok, ids, get } = useApiSession();

// A fixed custom period of 30 days ending a month ago, and the 30 days before it (the comparison period).
const today = isoDayInZone(new Date());
const START = addDaysIso(today, -60);
const END = addDaysIso(today, -31);
const PREV_START = addDaysIso(START, -30);
const at = (day: string) => zonedInstant(day, '00:00:00', 'Europe/London');
const CUR = { from: at(START), to: at(addDaysIso(END, 1)) };
const PREV = { from: at(PREV_START), to: at(START) };
const CUSTOM = `period=custom&start=${START}&end=${END}`;

const card = async (section: string, query: string, token = tok.owner): Promise<CardData> => {
  const res = await get(`/api/dashboard/${section}?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const pct = (cur: number, prev: number) => (prev ? Math.round(((cur - prev) / prev) * 10000) / 100 : null);
const n = async (table: typeof bookings | typeof invoices | typeof memberships | typeof resources, where: SQL | undefined) =>
  (await t.db.select({ n: count() }).from(table).where(where))[0].n;

const extra = { cardsOnly: '', statsOnly: '' };
let shoreditch = { id: 0, slug: '' };
let canary = { id: 0, slug: '' };
let harbourSlug = '';

beforeAll(async () => {
  const demoOffices = await t.db.select().from(offices).where(eq(offices.clientId, ids.demo)).orderBy(offices.listOrder, offices.id);
  [shoreditch, canary] = demoOffices.map((o) => ({ id: o.id, slug: o.slug }));
  harbourSlug = (await t.db.select().from(offices).where(eq(offices.clientId, ids.harbour)))[0].slug;
  // Staff holding the dashboard with only a statistics tab, and with only the cards tab.
  const make = async (email: string, webSections: string[]) => {
    const [user] = await t.db
      .insert(users)
      .values({ email, passwordHash: await hashPassword('Demo1234!'), firstName: 'Dash', lastName: 'Board', validated: true })
      .returning();
    await t.db.insert(staff).values({ clientId: ids.demo, userId: user.id, slug: email.split('@')[0], role: 'club_staff', webSections });
    return (await login(t.app, { email, password: 'Demo1234!' })).access;
  };
  extra.statsOnly = await make('stats-only@demo.test', ['dashboard', 'revenue_statistics']);
  extra.cardsOnly = await make('cards-only@demo.test', ['dashboard', 'cards_statistics']);
});

const deskWhere = (p: { from: Date; to: Date }, officeId?: number, more?: SQL) =>
  and(
    eq(bookings.clientId, ids.demo),
    inArray(bookings.bookingType, ['hot_desk', 'desk']),
    notInArray(bookings.status, ['cancelled', 'refund']),
    gte(bookings.plannedStart, p.from),
    lt(bookings.plannedStart, p.to),
    officeId ? eq(bookings.officeId, officeId) : undefined,
    more,
  );

describe('GET /api/dashboard/{section}', () => {
  it('desk bookings: counts by origin for a custom period, with deltas against the 30 days before', async () => {
    const c = await card('bookings', `club=all&${CUSTOM}`);
    const cur = await n(bookings, deskWhere(CUR));
    const prev = await n(bookings, deskWhere(PREV));
    expect(cur).toBeGreaterThan(0);
    expect(c).toMatchObject({ main_value: cur, main_delta: pct(cur, prev), value_magnitude: '', delta_magnitude: '%' });
    expect(c.first_value).toBe(await n(bookings, deskWhere(CUR, undefined, eq(bookings.origin, 'regular'))));
    expect(c.second_value).toBe(await n(bookings, deskWhere(CUR, undefined, eq(bookings.origin, 'referral'))));
    expect(c.third_value).toBe(await n(bookings, deskWhere(CUR, undefined, eq(bookings.origin, 'trial'))));
    expect(c.fourth_value).toBe(await n(bookings, deskWhere(CUR, undefined, inArray(bookings.origin, ['complimentary', 'deference']))));
  });

  it('club=<slug> narrows to one office; the offices add up to all; absent = the active office', async () => {
    const all = await card('bookings', `club=all&${CUSTOM}`);
    const one = await card('bookings', `club=${shoreditch.slug}&${CUSTOM}`);
    const two = await card('bookings', `club=${canary.slug}&${CUSTOM}`);
    expect(one.main_value).toBe(await n(bookings, deskWhere(CUR, shoreditch.id)));
    expect(one.main_value + two.main_value).toBe(all.main_value);
    expect(one.main_value).toBeLessThan(all.main_value);
    // The owner's active office is the first in list order.
    expect((await card('bookings', CUSTOM)).main_value).toBe(one.main_value);
  });

  it('occupancy: desks, booked desk-days over working days, bookings and check-ins', async () => {
    const c = await card('occupancy', `club=${shoreditch.slug}&${CUSTOM}`);
    const desks = await n(
      resources,
      and(
        eq(resources.clientId, ids.demo),
        eq(resources.officeId, shoreditch.id),
        inArray(resources.resourceType, ['hot_desk', 'desk']),
        eq(resources.status, 'active'),
      ),
    );
    expect(c).toMatchObject({ second_value: desks, second_delta: null, value_magnitude: '%' });
    expect(c.third_value).toBe(await n(bookings, deskWhere(CUR, shoreditch.id)));
    expect(c.fourth_value).toBe(await n(bookings, deskWhere(CUR, shoreditch.id, sql`${bookings.realStart} is not null`)));
    const [{ deskDays }] = await t.db
      .select({
        deskDays: sql<number>`count(distinct (${bookings.resourceId}, (${bookings.plannedStart} at time zone 'Europe/London')::date))`.mapWith(
          Number,
        ),
      })
      .from(bookings)
      .where(
        deskWhere(
          CUR,
          shoreditch.id,
          sql`${bookings.resourceId} is not null and extract(isodow from ${bookings.plannedStart} at time zone 'Europe/London') < 6`,
        ),
      );
    let weekdays = 0;
    for (let d = START; d <= END; d = addDaysIso(d, 1)) if (![0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay())) weekdays++;
    expect(c.main_value).toBeCloseTo((deskDays / (desks * weekdays)) * 100, 2);
    expect(c.first_value).toBeGreaterThanOrEqual(c.main_value);
    expect(c.first_value).toBeLessThanOrEqual(100);
  });

  it('meeting rooms: live bookings, cancelled counted apart', async () => {
    const c = await card('bookings_mr', `club=all&${CUSTOM}`);
    const room = (more: SQL) =>
      and(
        eq(bookings.clientId, ids.demo),
        eq(bookings.bookingType, 'meeting_room'),
        gte(bookings.plannedStart, CUR.from),
        lt(bookings.plannedStart, CUR.to),
        more,
      );
    expect(c.main_value).toBe(await n(bookings, room(notInArray(bookings.status, ['cancelled', 'refund']))));
    expect(c.third_value).toBe(await n(bookings, room(eq(bookings.status, 'cancelled'))));
    const [{ p }] = await t.db
      .select({ p: sum(bookings.pricePence).mapWith(Number) })
      .from(bookings)
      .where(room(notInArray(bookings.status, ['cancelled', 'refund'])));
    expect(c.second_value).toBe(p / 100);
    expect(c.fourth_value).toBeCloseTo(c.first_value / c.main_value, 1);
  });

  it('financial and invoices: by invoice date, money in pounds', async () => {
    const inPeriod = and(eq(invoices.clientId, ids.demo), gte(invoices.date, START), lte(invoices.date, END));
    const [{ gross }] = await t.db
      .select({ gross: sum(invoices.grossPricePence).mapWith(Number) })
      .from(invoices)
      .where(and(inPeriod, ne(invoices.status, 'void')));
    const fin = await card('financial', `club=all&${CUSTOM}`);
    expect(fin).toMatchObject({ main_value: (gross ?? 0) / 100, value_magnitude: '£' });
    const inv = await card('invoices', `club=all&${CUSTOM}`);
    expect(inv.main_value).toBe(await n(invoices, inPeriod));
    expect(inv.main_value).toBeGreaterThan(0);
    expect(inv.third_value).toBe(await n(invoices, and(inPeriod, eq(invoices.status, 'paid'))));
  });

  it('memberships: active at the period end, new in it', async () => {
    const c = await card('memberships', `club=all&${CUSTOM}`);
    const end = zonedInstant(END, '23:59:59', 'Europe/London');
    const ran = and(eq(memberships.clientId, ids.demo), inArray(memberships.status, ['active', 'finished']));
    expect(c.main_value).toBe(await n(memberships, and(ran, lte(memberships.start, end), or(isNull(memberships.end), gte(memberships.end, end)))));
    expect(c.first_value).toBe(await n(memberships, and(ran, gte(memberships.start, CUR.from), lt(memberships.start, CUR.to))));
  });

  it('members and every preset period answer', async () => {
    for (const period of ['today', 'yesterday', 'last_7_days', 'current_month', 'last_month', 'last_3_months', 'last_6_months']) {
      const c = await card('members', `club=all&period=${period}`);
      expect(c.main_value, period).toBeGreaterThan(0);
      expect(c.second_delta).toBeNull();
    }
  });

  it('every figure has a meaning for its delta colour, and carries its previous value (null = no history)', async () => {
    for (const section of DASHBOARD_SECTIONS) {
      const c = await card(section, `club=all&${CUSTOM}`);
      for (const k of ['main', 'first', 'second', 'third', 'fourth'] as const) {
        const name = c[`${k}_name`];
        expect(CARD_FIGURE_POLARITY, `${section}: ${name}`).toHaveProperty([name]);
        const previous = c[`${k}_previous`];
        const delta = c[`${k}_delta`];
        if (previous === null) expect(delta, name).toBeNull();
        else if (previous === 0) expect(delta, `${name}: nothing to compare with`).toBeNull();
        // Deltas come from unrounded figures (an average of hours), so only their direction is compared here.
        else expect(Math.sign(delta ?? Number.NaN), name).toBe(Math.sign(c[`${k}_value`] - previous));
      }
    }
    // The occupancy card counts bookings checked in over the period; the members card who is in right now.
    expect((await card('occupancy', CUSTOM)).fourth_name).toBe('Bookings checked in');
    expect((await card('members', CUSTOM)).second_name).toBe('In the club now');
  });

  it('custom period validation, in words', async () => {
    const bad = async (q: string) => {
      const res = await get(`/api/dashboard/bookings?${q}`);
      expect(res.statusCode, q).toBe(400);
      return res.json().errors;
    };
    expect(await bad('period=custom')).toMatchObject({ start: DASHBOARD_MESSAGES.startRequired, end: DASHBOARD_MESSAGES.endRequired });
    expect(await bad(`period=custom&start=${END}&end=${START}`)).toMatchObject({ end: DASHBOARD_MESSAGES.endBeforeStart });
    expect(await bad('period=custom&start=2020-01-01&end=2022-01-01')).toMatchObject({ end: DASHBOARD_MESSAGES.rangeTooLong });
    expect(await bad('period=custom&start=2024-02-30&end=2024-03-01')).toMatchObject({ start: DASHBOARD_MESSAGES.dateInvalid });
    expect(await bad('period=fortnight')).toHaveProperty('period');
    // Half-typed years never reach a query.
    expect(await bad('period=custom&start=0002-01-01&end=2026-01-01')).toMatchObject({ start: DASHBOARD_MESSAGES.yearOutOfRange });
    expect(await bad('period=custom&start=2026-01-01&end=0020-01-01')).toMatchObject({ end: DASHBOARD_MESSAGES.yearOutOfRange });
  });

  it('404 for another operator’s office and for an unknown section; 403 without the cards tab', async () => {
    expect((await get(`/api/dashboard/bookings?club=${harbourSlug}`)).statusCode).toBe(404);
    expect((await get('/api/dashboard/weather')).statusCode).toBe(404);
    expect((await get('/api/dashboard/bookings', extra.statsOnly)).statusCode).toBe(403);
    expect((await get('/api/dashboard/bookings', extra.cardsOnly)).statusCode).toBe(200);
  });

  it('staff scoped to one office: all = that office, another office = 404', async () => {
    const all = await card('bookings', `club=all&${CUSTOM}`, tok.staff);
    expect(all.main_value).toBe(await n(bookings, deskWhere(CUR, shoreditch.id)));
    expect((await get(`/api/dashboard/bookings?club=${canary.slug}`, tok.staff)).statusCode).toBe(404);
  });
});

describe('GET /api/statistics', () => {
  const stats = async (q: string, token = tok.owner): Promise<StatisticsResponse> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/statistics?${q}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('one row per month, month ends as date_to, series per column', async () => {
    const body = await stats('year=2021&month=1&month_limit=13&club=all');
    expect(body.rows).toHaveLength(13);
    expect(body.rows[0].date_to).toBe('2021-01-31');
    expect(body.rows[1].date_to).toBe('2021-02-28');
    expect(body.rows[12].date_to).toBe('2022-01-31');
    expect(body.labels[0]).toBe('Jan 2021');
    expect(body.series.revenue.map((s) => s.label)).toContain('F&D');
    expect(body.series.bookings[0].data).toHaveLength(13);
    expect((await stats('year=2024&month=11&month_limit=3')).rows.map((r) => r.date_to)).toEqual(['2024-11-30', '2024-12-31', '2025-01-31']);
  });

  it('absent year/month: the months ending this month; one month equals direct SQL', async () => {
    const body = await stats('club=all');
    expect(body.rows).toHaveLength(13);
    expect(body.rows[12].date_to.slice(0, 7)).toBe(today.slice(0, 7));
    const row = body.rows[10];
    const month = `${row.date_to.slice(0, 7)}-01`;
    const next = addDaysIso(row.date_to, 1);
    expect(row.num_bookings_desk).toBe(await n(bookings, deskWhere({ from: at(month), to: at(next) })));
    expect(row.num_bookings_desk).toBeGreaterThan(0);
    expect(row.regulars + row.referrals + row.num_trials + row.deferences).toBe(row.num_bookings_desk);
    const [{ gross }] = await t.db
      .select({ gross: sum(invoiceLines.lineGrossPricePence).mapWith(Number) })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(and(eq(invoiceLines.clientId, ids.demo), ne(invoices.status, 'void'), gte(invoiceLines.date, month), lt(invoiceLines.date, next)));
    expect(row.income_total).toBe((gross ?? 0) / 100);
    expect(row.income_total).toBeGreaterThan(0);
    const end = zonedInstant(row.date_to, '23:59:59', 'Europe/London');
    expect(row.memberships_total).toBe(
      await n(
        memberships,
        and(
          eq(memberships.clientId, ids.demo),
          inArray(memberships.status, ['active', 'finished']),
          lte(memberships.start, end),
          or(isNull(memberships.end), gte(memberships.end, end)),
        ),
      ),
    );
    expect(row.num_flex).toBe(row.num_flex_4 + row.num_flex_10 + row.num_flex_other);
    // Flex 4 counts 4/20 and Flex 10 10/20 of a full-time desk (the demo has no other flex plan).
    expect(row.num_flex_other).toBe(0);
    expect(row.equivalent_flex_members).toBeCloseTo((row.num_flex_4 * 4 + row.num_flex_10 * 10) / 20, 2);
    expect(row.income_packages).toBeCloseTo(row.income_flex_4 + row.income_flex_10 + row.income_flex_other, 2);
  });

  it('needs one statistics tab; rejects bad windows; 404 for another operator’s office', async () => {
    expect((await get('/api/statistics', tok.staff)).statusCode).toBe(403);
    expect((await stats('club=all', extra.statsOnly)).rows).toHaveLength(13);
    for (const q of ['month_limit=25', 'month_limit=0', 'month=13&year=2021', 'year=1999&month=1'])
      expect((await get(`/api/statistics?${q}`)).statusCode, q).toBe(400);
    expect((await get(`/api/statistics?club=${harbourSlug}`)).statusCode).toBe(404);
  });
});
