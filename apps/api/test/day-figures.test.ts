import { addDaysIso, isoDayInZone, zonedInstant, type BookingItem, type CardData } from '@clubspace/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, members, offices, productCategories, resources, teams, workAreas } from '../src/db/schema/index.ts';
import { useApiSession } from './support/api-session.ts';
import { bearer } from './support/test-app.ts';
import { billedTeam, newInvoice } from './support/invoice-fixtures.ts';
import { expectPaymentFiguresExact } from './support/payment-figures.ts';

/**
 * The daily figures of migration 0025 (issue 14): after every kind of write through the API, the three tables equal
 * a recount from the base tables, and the cards that read them move as the writes say.
 */
const { t, tok, ids, get, send } = useApiSession();

const TZ = 'Europe/London';
// Far-future days no other test or seed row uses.
const D1 = addDaysIso(isoDayInZone(new Date(), TZ), 700);
const D2 = addDaysIso(D1, 1);
const at = (day: string, hhmm: string) => zonedInstant(day, `${hhmm}:00`, TZ).toISOString();
const fx = { office: '', officeId: 0, workArea: '', team: '', desks: [] as string[], room: '' };
const PERIOD = () => `club=${fx.office}&period=custom&start=${D1}&end=${D2}`;

const rows = async (query: ReturnType<typeof sql>) => (await t.db.execute(query)).rows as Record<string, unknown>[];
/** A table's non-zero rows, and the same figures recounted from the base tables (the migration's definitions). */
async function expectFiguresExact() {
  const stored = await rows(sql`select client_id, office_id, day::text as day, desks, desk_bookings, desk_checkins, desk_regular, desk_referral,
      desk_trial, desk_complimentary, room_bookings, room_hours::text as room_hours, room_revenue_pence::int as room_revenue, room_cancelled
    from booking_day_figures where desk_bookings + room_bookings + room_cancelled > 0 order by 1, 2, 3`);
  const recount = await rows(sql`select b.client_id, b.office_id, (b.planned_start at time zone o.time_zone)::date::text as day,
      count(distinct b.resource_id) filter (where desk and live)::int as desks, count(*) filter (where desk and live)::int as desk_bookings,
      count(b.real_start) filter (where desk and live)::int as desk_checkins,
      count(*) filter (where desk and live and b.origin = 'regular')::int as desk_regular, count(*) filter (where desk and live and b.origin = 'referral')::int as desk_referral,
      count(*) filter (where desk and live and b.origin = 'trial')::int as desk_trial,
      count(*) filter (where desk and live and b.origin in ('complimentary', 'deference'))::int as desk_complimentary,
      count(*) filter (where room and live)::int as room_bookings,
      coalesce(sum(extract(epoch from b.planned_end - b.planned_start) / 3600) filter (where room and live), 0)::text as room_hours,
      coalesce(sum(b.price_pence) filter (where room and live), 0)::int as room_revenue, count(*) filter (where room and b.status = 'cancelled')::int as room_cancelled
    from (select *, booking_type in ('hot_desk', 'desk') as desk, booking_type = 'meeting_room' as room, status not in ('cancelled', 'refund', 'released') as live from bookings) b
    join offices o on o.id = b.office_id
    group by 1, 2, 3 having count(*) filter (where desk and live) + count(*) filter (where room and live) + count(*) filter (where room and b.status = 'cancelled') > 0
    order by 1, 2, 3`);
  expect(stored.map(normal)).toEqual(recount.map(normal));
  const invStored = await rows(
    sql`select client_id, office_key, day::text as day, status, invoices, gross_pence::int as gross from invoice_day_figures where invoices > 0 order by 1, 2, 3, 4`,
  );
  const invRecount =
    await rows(sql`select client_id, coalesce(office_id, 0) as office_key, date::text as day, status, count(*)::int as invoices, sum(gross_price_pence)::int as gross
    from invoices group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
  expect(invStored).toEqual(invRecount);
  const ordStored = await rows(
    sql`select client_id, office_key, day::text as day, orders, revenue_pence::int as revenue from order_day_figures where orders > 0 order by 1, 2, 3`,
  );
  const ordRecount =
    await rows(sql`select x.client_id, coalesce(x.office_id, 0) as office_key, (x.init_date at time zone coalesce(o.time_zone, 'Europe/London'))::date::text as day,
      count(*)::int as orders, sum(x.price_pence)::int as revenue
    from orders x left join offices o on o.id = x.office_id where x.status <> 'cancelled' group by 1, 2, 3 order by 1, 2, 3`);
  expect(ordStored).toEqual(ordRecount);
  // Income: the statistics' classification spelled out here on its own (as the statistics query had it before 0025).
  const incStored = await rows(
    sql`select client_id, day::text as day, office_key, category, gross_pence::int as gross from income_day_figures order by 1, 2, 3, 4`,
  );
  const incRecount = await rows(sql`select l.client_id, l.date::text as day, coalesce(i.office_id, 0) as office_key,
      case when l.payment_type = 'bar' or l.order_id is not null then 'bar' when lb.broker_id is not null then 'listing'
        when lb.booking_type = 'meeting_room' or l.payment_type = 'service' then 'mr' when lb.booking_type in ('hot_desk', 'desk') then 'day_pass'
        else coalesce(lp.category, mp.category, 'other') end as category,
      coalesce(sum(l.line_gross_price_pence), 0)::int as gross
    from invoice_lines l join invoices i on i.id = l.invoice_id and i.status <> 'void' and l.status <> 'void'
    left join lateral (select b.broker_id, b.booking_type from bookings b where b.id = l.booking_id or (l.booking_id is null and b.invoice_line_id = l.id)
      order by (b.broker_id is null), (b.booking_type <> 'meeting_room'), b.id limit 1) lb on true
    left join membership_plans lp on lp.id = l.plan_id left join memberships lm on lm.id = l.membership_id left join membership_plans mp on mp.id = lm.plan_id
    group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
  expect(incStored).toEqual(incRecount);
  await expectPaymentFiguresExact(t.db);
}
// numeric text compared as a number (PGlite and node-postgres print trailing zeros alike, but stay safe).
const normal = (r: Record<string, unknown>) => ({ ...r, room_hours: Number(r.room_hours) });

const card = async (section: string, query = PERIOD()): Promise<CardData> => {
  const res = await get(`/api/dashboard/${section}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
async function createBooking(type: 'desk' | 'meeting_room', resource: string, day: string, from: string, to: string) {
  const res = await send('POST', '/api/member-bookings/', [
    { start: at(day, from), end: at(day, to), office: fx.office, booking_type: type, resource, team: fx.team },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { bookings: BookingItem[] }).bookings[0]!;
}

beforeAll(async () => {
  const [office] = await t.db
    .select()
    .from(offices)
    .where(and(eq(offices.clientId, ids.demo), eq(offices.slug, 'shoreditch')));
  const [wa] = await t.db
    .select()
    .from(workAreas)
    .where(and(eq(workAreas.clientId, ids.demo), eq(workAreas.officeId, office!.id)))
    .limit(1);
  Object.assign(fx, { office: office!.slug, officeId: office!.id, workArea: wa!.slug });
  const base = {
    clientId: ids.demo,
    officeId: office!.id,
    floorId: wa!.floorId,
    workAreaId: wa!.id,
    priceHourPence: 500,
    priceDayPence: 2000,
    noMemberPriceHourPence: 800,
    noMemberPriceDayPence: 3000,
  };
  await t.db.insert(resources).values([
    { ...base, slug: 'df-desk-1', name: 'DF Desk 1', resourceType: 'desk' },
    { ...base, slug: 'df-desk-2', name: 'DF Desk 2', resourceType: 'desk' },
    { ...base, slug: 'df-room', name: 'DF Room', resourceType: 'meeting_room', capacity: 4, priceHourPence: 3000, noMemberPriceHourPence: 4000 },
  ]);
  fx.desks = ['df-desk-1', 'df-desk-2'];
  fx.room = 'df-room';
  const [team] = await t.db.insert(teams).values({ clientId: ids.demo, slug: 'df-team', name: 'DF Team', officeId: office!.id }).returning();
  fx.team = team!.slug;
});

describe('daily figures (migration 0025)', () => {
  it('the backfill matches the seeded data', async () => {
    await expectFiguresExact();
  });

  it('bookings: create, move to another day, cancel, check in, delete — the figures stay exact and the cards follow', async () => {
    expect((await card('bookings')).main_value).toBe(0);
    const a = await createBooking('desk', fx.desks[0]!, D1, '09:00', '13:00');
    const b = await createBooking('desk', fx.desks[1]!, D1, '10:00', '12:00');
    const r = await createBooking('meeting_room', fx.room, D1, '10:00', '11:30');
    await expectFiguresExact();
    expect((await card('bookings')).main_value).toBe(2);
    let occ = await card('occupancy');
    expect({ peakDesks: occ.first_value > 0, bookings: occ.third_value, checkins: occ.fourth_value }).toEqual({
      peakDesks: true,
      bookings: 2,
      checkins: 0,
    });
    expect(await card('bookings_mr')).toMatchObject({ main_value: 1, first_value: 1.5, fourth_value: 1.5 });

    // Move A to the next day (another key): D1 keeps B, D2 gets A.
    const full = {
      booking_type: 'desk',
      origin: 'regular',
      status: 'active',
      office: fx.office,
      work_area: fx.workArea,
      team: fx.team,
      resource: fx.desks[0],
    };
    const moved = await send('PUT', `/api/member-bookings/${a.code}`, { ...full, planned_start: at(D2, '09:00'), planned_end: at(D2, '13:00') });
    expect(moved.statusCode, moved.body).toBe(200);
    await expectFiguresExact();
    const day1 = await card('bookings', `club=${fx.office}&period=custom&start=${D1}&end=${D1}`);
    const day2 = await card('bookings', `club=${fx.office}&period=custom&start=${D2}&end=${D2}`);
    expect([day1.main_value, day2.main_value]).toEqual([1, 1]);

    // Cancel B and the room: no desk booking left on D1; the room counts as cancelled.
    expect((await send('PUT', `/api/member-bookings/${b.code}`, { action: 'cancel' })).statusCode).toBe(200);
    expect((await send('PUT', `/api/member-bookings/${r.code}`, { action: 'cancel' })).statusCode).toBe(200);
    await expectFiguresExact();
    expect((await card('bookings')).main_value).toBe(1);
    expect(await card('bookings_mr')).toMatchObject({ main_value: 0, first_value: 0, third_value: 1 });

    // Check A in.
    // A future booking: staff confirm the early check-in (issue 24's check-in window).
    expect((await send('PUT', `/api/member-bookings/${a.code}`, { action: 'check_in', override_rules: true })).statusCode).toBe(200);
    await expectFiguresExact();
    occ = await card('occupancy');
    expect({ bookings: occ.third_value, checkins: occ.fourth_value }).toEqual({ bookings: 1, checkins: 1 });

    // Bookings have no delete route: a delete (as a series' or an office's cleanup does) through SQL.
    await t.db.delete(bookings).where(eq(bookings.code, a.code));
    await expectFiguresExact();
    occ = await card('occupancy');
    expect({ bookings: occ.third_value, checkins: occ.fourth_value }).toEqual({ bookings: 0, checkins: 0 });
  });

  it('invoices and invoice lines: the invoices and financial cards follow an invoice, its line and its deletion', async () => {
    const team = await billedTeam(t.db, ids.demo, fx.office);
    const q = `club=${fx.office}&period=custom&start=${D1}&end=${D2}`;
    const before = { invoices: await card('invoices', q), financial: await card('financial', q) };
    const created = await send('POST', '/api/invoices/', newInvoice(team, { date: D1, date_due: D2 }));
    expect(created.statusCode, created.body).toBe(201);
    const inv = created.json() as { slug: string };
    const line = await send('POST', '/api/invoice-lines/', {
      invoice: inv.slug,
      name: 'Hot desk',
      payment_type: 'work',
      date: D1,
      units: 2,
      unit_price: 10,
      vat: 20,
      status: 'new',
    });
    expect(line.statusCode, line.body).toBe(201);
    await expectFiguresExact();
    const after = { invoices: await card('invoices', q), financial: await card('financial', q) };
    expect(after.invoices.main_value).toBe(before.invoices.main_value + 1);
    expect(after.invoices.first_value).toBe(before.invoices.first_value + 1); // draft
    expect(after.financial.main_value).toBe(before.financial.main_value + 24); // £20 + 20 % VAT, gross
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/invoices/${inv.slug}`, headers: bearer(tok.owner) });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    await expectFiguresExact();
    expect((await card('invoices', q)).main_value).toBe(before.invoices.main_value);
    expect((await card('financial', q)).main_value).toBe(before.financial.main_value);
  });

  it('orders: a new order adds its price to F&D, a cancelled one removes it', async () => {
    const [m] = await t.db
      .select({ slug: members.slug })
      .from(members)
      .where(and(eq(members.clientId, ids.demo), eq(members.status, 'active')))
      .orderBy(members.id)
      .limit(1);
    const [cat] = await t.db.select().from(productCategories).where(eq(productCategories.clientId, ids.demo)).limit(1);
    const product = await send('POST', '/api/products/', {
      name: 'DF Flat white',
      category: cat!.id,
      price: 3.2,
      quantity: 50,
      vat: 20,
      status: 'available',
    });
    expect(product.statusCode, product.body).toBe(201);
    const today = isoDayInZone(new Date(), TZ);
    const q = `club=all&period=custom&start=${today}&end=${today}`;
    const before = (await card('financial', q)).fourth_value;
    const order = await send('POST', '/api/orders/', {
      member: m!.slug,
      lines: [{ product: (product.json() as { slug: string }).slug, quantity: 2 }],
    });
    expect(order.statusCode, order.body).toBe(201);
    await expectFiguresExact();
    const item = order.json() as { slug: string };
    expect((await card('financial', q)).fourth_value).toBeCloseTo(before + 6.4, 2);
    const cancelled = await send('PUT', `/api/orders/${item.slug}`, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectFiguresExact();
    expect((await card('financial', q)).fourth_value).toBeCloseTo(before, 2);
  });

  it('statements touching more than 200 days at once (the bulk path) keep the three tables exact', async () => {
    // 250 desk bookings, orders and invoices on 250 consecutive days, each written by one statement.
    const [desk] = await t.db
      .select({ id: resources.id })
      .from(resources)
      .where(and(eq(resources.clientId, ids.demo), eq(resources.slug, fx.desks[0]!)));
    const first = addDaysIso(D1, 10);
    const days = sql`generate_series(1, 250) g, lateral (select ((${first}::date + g)::timestamp + interval '9 hours') at time zone ${TZ} as s) x`;
    await t.db
      .execute(sql`insert into bookings (client_id, office_id, resource_id, booking_type, origin, status, planned_start, planned_end, blocked_until, slug, code)
      select ${ids.demo}, ${fx.officeId}, ${desk!.id}, 'desk', 'regular', 'active', s, s + interval '2 hours', s + interval '2 hours', 'df-bulk-' || g, 'DFB' || g from ${days}`);
    await t.db.execute(sql`insert into orders (client_id, office_id, slug, code, status, price_pence, init_date)
      select ${ids.demo}, ${fx.officeId}, 'df-bulk-' || g, 'DFO' || g, 'pending', 100 * g, s from ${days}`);
    await t.db.execute(sql`insert into invoices (client_id, office_id, name, slug, status, date, gross_price_pence)
      select ${ids.demo}, ${fx.officeId}, 'DF bulk ' || g, 'df-bulk-' || g, 'open', ${first}::date + g, 10 * g from ${days}`);
    await expectFiguresExact();
    const bulk = sql`slug like 'df-bulk-%' and client_id = ${ids.demo}`;
    // Every booking moves to the next day (09:00 + 18 h = 03:00 there), every order to another office-less key.
    await t.db.execute(sql`update bookings set planned_start = planned_start + interval '18 hours', planned_end = planned_end + interval '18 hours',
      blocked_until = blocked_until + interval '18 hours' where ${bulk}`);
    await t.db.execute(sql`update orders set office_id = null, init_date = init_date + interval '18 hours' where ${bulk}`);
    await t.db.execute(sql`update invoices set status = 'paid', date = date + 1 where ${bulk}`);
    await expectFiguresExact();
    await t.db.execute(sql`update bookings set status = 'cancelled' where ${bulk} and code like 'DFB1%'`);
    await t.db.execute(sql`update orders set status = 'cancelled' where ${bulk} and code like 'DFO1%'`);
    await t.db.execute(sql`update invoices set gross_price_pence = gross_price_pence + 1 where ${bulk}`);
    await expectFiguresExact();
    const [n] = await rows(
      sql`select count(*)::int as n from booking_day_figures where office_id = ${fx.officeId} and day > ${first}::date and desk_bookings > 0`,
    );
    expect(n!.n).toBe(250 - 111); // DFB1, DFB10–19, DFB100–199 cancelled
    await t.db.execute(sql`delete from bookings where ${bulk}`);
    await t.db.execute(sql`delete from orders where ${bulk}`);
    await t.db.execute(sql`delete from invoices where ${bulk}`);
    await expectFiguresExact();
  });

  it('income: a line re-classified through its invoice, booking, membership and plan, and moved, keeps the income figures exact', async () => {
    const [line] = await rows(sql`select l.id, l.invoice_id from invoice_lines l join invoices i on i.id = l.invoice_id
      where l.client_id = ${ids.demo} and i.status <> 'void' order by l.id limit 1`);
    expect(line, 'a seeded invoice line').toBeDefined();
    const plans = await rows(sql`select id, category from membership_plans where client_id = ${ids.demo} order by id`);
    const [a, b] = [plans[0]!, plans.find((p) => p.category !== plans[0]!.category)!];
    expect(b, 'two plans of different categories').toBeDefined();
    const [ms] = await rows(sql`select id from memberships where client_id = ${ids.demo} order by id limit 1`);
    const [bk] = await rows(
      sql`select id from bookings where client_id = ${ids.demo} and invoice_line_id is null and booking_type in ('hot_desk', 'desk') order by id limit 1`,
    );
    // Billed through a membership: the membership's plan decides, then a plan change, then the plan's category.
    await t.db.execute(
      sql`update invoice_lines set plan_id = null, booking_id = null, order_id = null, payment_type = 'membership', membership_id = ${ms!.id} where id = ${line!.id}`,
    );
    await t.db.execute(sql`update memberships set plan_id = ${a.id} where id = ${ms!.id}`);
    await expectFiguresExact();
    await t.db.execute(sql`update memberships set plan_id = ${b.id} where id = ${ms!.id}`);
    await expectFiguresExact();
    await t.db.execute(sql`update membership_plans set category = ${String(a.category)} where id = ${b.id}`);
    await expectFiguresExact();
    await t.db.execute(sql`update membership_plans set category = ${String(b.category)} where id = ${b.id}`);
    // A desk booking pointing at the line makes it a day pass; deleting the booking undoes it.
    await t.db.execute(sql`update bookings set invoice_line_id = ${line!.id} where id = ${bk!.id}`);
    await expectFiguresExact();
    const [cat] = await rows(
      sql`select category from income_day_figures f join invoice_lines l on l.client_id = f.client_id and l.date = f.day where l.id = ${line!.id} and category = 'day_pass'`,
    );
    expect(cat?.category).toBe('day_pass');
    // The set-based rebuild (the migration's backfill, the bench generator's) gives the same rows, with a booking
    // pointing at the line and then with the line billing a booking itself.
    await t.db.execute(sql`select day_figures_rebuild()`);
    await expectFiguresExact();
    await t.db.execute(sql`update bookings set invoice_line_id = null where id = ${bk!.id}`);
    await expectFiguresExact();
    await t.db.execute(sql`update invoice_lines set booking_id = ${bk!.id} where id = ${line!.id}`);
    await expectFiguresExact();
    // The booking the line names goes through a broker (a listing), then no longer: its line is classified anew each
    // time (migration 0029 recounts only such lines, not every change of the booking's invoice link).
    const [broker] = await rows(sql`select id from brokers where client_id = ${ids.demo} order by id limit 1`);
    expect(broker, 'a seeded broker').toBeDefined();
    await t.db.execute(sql`update bookings set broker_id = ${broker!.id} where id = ${bk!.id}`);
    await expectFiguresExact();
    const [listing] = await rows(
      sql`select category from income_day_figures f join invoice_lines l on l.client_id = f.client_id and l.date = f.day where l.id = ${line!.id} and category = 'listing'`,
    );
    expect(listing?.category).toBe('listing');
    await t.db.execute(sql`update bookings set broker_id = null where id = ${bk!.id}`);
    await expectFiguresExact();
    await t.db.execute(sql`select day_figures_rebuild()`);
    await expectFiguresExact();
    await t.db.execute(sql`update invoice_lines set booking_id = null where id = ${line!.id}`);
    await expectFiguresExact();
    // The line moves to another day and gross; its invoice is voided and reopened; the line is deleted.
    await t.db.execute(sql`update invoice_lines set date = ${D2}::date, line_gross_price_pence = line_gross_price_pence + 7 where id = ${line!.id}`);
    await expectFiguresExact();
    await t.db.execute(sql`update invoices set status = 'void' where id = ${line!.invoice_id}`);
    await expectFiguresExact();
    await t.db.execute(sql`update invoices set status = 'open' where id = ${line!.invoice_id}`);
    await expectFiguresExact();
    await t.db.execute(sql`delete from invoice_lines where id = ${line!.id}`);
    await expectFiguresExact();
  });

  it('statistics: every month’s membership and income columns equal the per-month count over the base tables', async () => {
    // A membership ending in the last second of a month still counts for it; one starting then counts too.
    const [m] = await rows(sql`select id from memberships where client_id = ${ids.demo} and status in ('active', 'finished') order by id limit 1`);
    const monthStart = `${isoDayInZone(new Date(), TZ).slice(0, 7)}-01`;
    await t.db.execute(
      sql`update memberships set "end" = ((${monthStart}::date)::timestamp at time zone ${TZ}) - interval '1 second' where id = ${m!.id}`,
    );
    for (const club of ['all', fx.office]) {
      const res = await get(`/api/statistics?club=${club}&month_limit=13`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { rows: Record<string, number | string>[] };
      const office = club === 'all' ? sql`true` : sql`ms.office_id = ${fx.officeId}`;
      const inv = club === 'all' ? sql`true` : sql`i.office_id = ${fx.officeId}`;
      for (const row of body.rows) {
        const month = `${String(row.date_to).slice(0, 7)}-01`;
        const [want] = await rows(sql`select count(*)::int as total, count(*) filter (where p.category = 'full')::int as full_members,
            count(*) filter (where p.category in ('group', 'office'))::int as group_members, count(*) filter (where p.category in ('flex_4', 'flex_10', 'flex_other'))::int as flex
          from memberships ms left join membership_plans p on p.id = ms.plan_id
          where ms.client_id = ${ids.demo} and ms.status in ('active', 'finished') and ${office}
            and ms.start <= (((${month}::date + interval '1 month')::timestamp at time zone ${TZ}) - interval '1 second')
            and (ms."end" is null or ms."end" >= (((${month}::date + interval '1 month')::timestamp at time zone ${TZ}) - interval '1 second'))`);
        expect({ total: row.memberships_total, full: row.num_full_members, group: row.num_group_members, flex: row.num_flex }, month).toEqual({
          total: want!.total,
          full: want!.full_members,
          group: want!.group_members,
          flex: want!.flex,
        });
        const [income] =
          await rows(sql`select coalesce(sum(l.line_gross_price_pence), 0)::int as gross from invoice_lines l join invoices i on i.id = l.invoice_id
          where l.client_id = ${ids.demo} and i.status <> 'void' and l.status <> 'void' and ${inv} and l.date >= ${month}::date and l.date < ${month}::date + interval '1 month'`);
        expect(row.income_total, month).toBe(Number(income!.gross) / 100);
      }
    }
  });

  it('an office moving to another time zone has its days cut anew', async () => {
    const b = await createBooking('desk', fx.desks[1]!, D1, '00:30', '02:00');
    await t.db.update(offices).set({ timeZone: 'America/New_York' }).where(eq(offices.id, fx.officeId));
    await expectFiguresExact();
    const [row] = await rows(
      sql`select day::text as day from booking_day_figures where office_id = ${fx.officeId} and desk_bookings > 0 and day >= ${addDaysIso(D1, -1)}::date order by day`,
    );
    expect(row?.day).toBe(addDaysIso(D1, -1)); // 00:30 in London is the evening before in New York
    await t.db.update(offices).set({ timeZone: TZ }).where(eq(offices.id, fx.officeId));
    await expectFiguresExact();
    expect((await send('PUT', `/api/member-bookings/${b.code}`, { action: 'cancel' })).statusCode).toBe(200);
  });
});
