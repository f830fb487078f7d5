import { shiftMonth, type CardData, type StatisticsResponse } from '@clubspace/contract';
import { sql, type SQL } from 'drizzle-orm';
import { TZ } from './fixtures.ts';
import type { Ledger } from './ledger.ts';
import { apiGet, timed, violation, type Real } from './model.ts';

/**
 * The dashboard cards and statistics of the model's office against a from-scratch recount of the base tables, for
 * the days and months the step touched (found by diffing the ledger before and after it). The recount follows the
 * issue's meaning: Paid follows payments by their date (refunds paid on credit notes count negative); income counts
 * live lines of live invoices, a credit-note line in the category of the line it credits.
 */

type Cards = 'bookings' | 'bookings_mr' | 'occupancy' | 'financial' | 'invoices';
export interface Touched {
  days: Map<string, Set<Cards>>;
  months: Set<string>;
}

/** Rows added, removed or changed in one of `fields` between two reads (a changed row in both its versions). */
function changed<T extends { id: number }>(a: readonly T[], b: readonly T[], fields: (keyof T)[]): T[] {
  const key = (r: T) => JSON.stringify(fields.map((f) => r[f]));
  const old = new Map(a.map((r) => [r.id, key(r)]));
  const now = new Map(b.map((r) => [r.id, key(r)]));
  return [...a.filter((r) => now.get(r.id) !== old.get(r.id)), ...b.filter((r) => now.get(r.id) !== old.get(r.id))];
}

/** Days (per card, only the cards whose inputs moved) and months whose figures the step may have moved. */
export function touched(before: Ledger, after: Ledger): Touched {
  const days = new Map<string, Set<Cards>>();
  const months = new Set<string>();
  const mark = (day: string, card: Cards) => days.set(day, (days.get(day) ?? new Set<Cards>()).add(card));
  const rooms = (rows: Ledger['bookings']) => rows.filter((b) => b.booking_type === 'meeting_room');
  const desks = (rows: Ledger['bookings']) => rows.filter((b) => b.booking_type !== 'meeting_room');
  for (const b of changed(rooms(before.bookings), rooms(after.bookings), ['status', 'price_pence', 'day'])) mark(b.day, 'bookings_mr');
  for (const b of changed(desks(before.bookings), desks(after.bookings), ['status', 'day'])) mark(b.day, 'bookings');
  for (const b of changed(desks(before.bookings), desks(after.bookings), ['status', 'day', 'real_start'])) mark(b.day, 'occupancy');
  for (const b of changed(before.bookings, after.bookings, ['status', 'day'])) months.add(b.day.slice(0, 7));
  for (const i of changed(before.invoices, after.invoices, ['status', 'date', 'gross_price_pence'])) mark(i.date, 'financial');
  for (const i of changed(before.invoices, after.invoices, ['status', 'date'])) mark(i.date, 'invoices');
  for (const p of changed(before.payments, after.payments, ['date', 'amount_pence'])) mark(p.date, 'financial');
  for (const o of changed(before.orders, after.orders, ['status', 'price_pence', 'day'])) mark(o.day, 'financial');
  for (const l of changed(before.lines, after.lines, ['date', 'status', 'line_gross_price_pence', 'invoice_id'])) months.add(l.date.slice(0, 7));
  // An invoice's status (void or not) moves the income of its lines' months.
  const status = new Map(before.invoices.map((i) => [i.id, i.status]));
  for (const i of after.invoices)
    if (status.get(i.id) !== i.status) for (const l of after.lines) if (l.invoice_id === i.id) months.add(l.date.slice(0, 7));
  return { days, months };
}

const values = (items: readonly string[], cast: SQL) =>
  sql.join(
    items.map((d) => sql`(${d}${cast})`),
    sql`, `,
  );
const num = (v: unknown) => Number(v ?? 0);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Per day: every figure the checked cards show, recounted from bookings, invoices, payments and orders. */
async function recountDays(r: Real, days: string[]) {
  const { clientId } = r.run;
  const { officeId } = r.seq;
  const rows = await r.db.execute<Record<string, unknown>>(sql`
    with d(day) as (values ${values(days, sql`::date`)})
    select to_char(d.day, 'YYYY-MM-DD') as day, b.*, i.*, p.*, o.*,
      (select count(*) from resources x where x.client_id = ${clientId} and x.office_id = ${officeId} and x.resource_type in ('hot_desk', 'desk') and x.status = 'active') as desks
    from d
    cross join lateral (select
        count(*) filter (where desk and live) as desk_n, count(*) filter (where desk and live and origin = 'regular') as desk_regular,
        count(*) filter (where desk and live and origin = 'referral') as desk_referral, count(*) filter (where desk and live and origin = 'trial') as desk_trial,
        count(*) filter (where desk and live and origin in ('complimentary', 'deference')) as desk_complimentary,
        count(*) filter (where desk and live and real_start is not null) as desk_checkins,
        count(*) filter (where room and live) as room_n, coalesce(sum(hours) filter (where room and live), 0) as room_hours,
        coalesce(sum(price_pence) filter (where room and live), 0) as room_revenue, count(*) filter (where room and status = 'cancelled') as room_cancelled
      from (select x.*, x.booking_type in ('hot_desk', 'desk') as desk, x.booking_type = 'meeting_room' as room,
          x.status not in ('cancelled', 'refund', 'released') as live, extract(epoch from x.planned_end - x.planned_start) / 3600 as hours
        from bookings x where x.client_id = ${clientId} and x.office_id = ${officeId}
          and x.planned_start >= (d.day::timestamp at time zone ${TZ}) and x.planned_start < ((d.day + 1)::timestamp at time zone ${TZ})) bx) b
    cross join lateral (select count(*) as inv_n, count(*) filter (where x.status = 'open') as inv_open,
        count(*) filter (where x.status = 'pending_payment') as inv_pending, count(*) filter (where x.status = 'paid') as inv_paid,
        count(*) filter (where x.status = 'void') as inv_void, coalesce(sum(x.gross_price_pence) filter (where x.status <> 'void'), 0) as invoiced
      from invoices x where x.client_id = ${clientId} and x.office_id = ${officeId} and x.date = d.day) i
    cross join lateral (select coalesce(sum(case when x.kind = 'credit_note' then -y.amount_pence else y.amount_pence end), 0) as paid
      from invoice_payments y join invoices x on x.id = y.invoice_id
      where y.client_id = ${clientId} and x.office_id = ${officeId} and x.status <> 'void' and y.date = d.day) p
    cross join lateral (select coalesce(sum(x.price_pence), 0) as fandd from orders x
      where x.client_id = ${clientId} and x.office_id = ${officeId} and x.status <> 'cancelled'
        and x.init_date >= (d.day::timestamp at time zone ${TZ}) and x.init_date < ((d.day + 1)::timestamp at time zone ${TZ})) o`);
  return new Map(rows.rows.map((row) => [String(row.day), row]));
}

/** The figures each card must show for a day (names as the cards label them), from a recount row. */
function expectedCard(card: Cards, x: Record<string, unknown>): Record<string, number> {
  const p = (k: string) => round2(num(x[k]) / 100);
  switch (card) {
    case 'bookings':
      return {
        'Desk bookings': num(x.desk_n),
        Regular: num(x.desk_regular),
        Referral: num(x.desk_referral),
        Trial: num(x.desk_trial),
        Complimentary: num(x.desk_complimentary),
      };
    case 'occupancy':
      return { 'Desk bookings': num(x.desk_n), 'Bookings checked in': num(x.desk_checkins), Desks: num(x.desks) };
    case 'bookings_mr':
      return {
        'Meeting-room bookings': num(x.room_n),
        'Hours booked': round2(num(x.room_hours)),
        'Revenue (£)': p('room_revenue'),
        Cancelled: num(x.room_cancelled),
      };
    case 'financial':
      return { 'Invoiced (£)': p('invoiced'), 'Paid (£)': p('paid'), 'F&D orders (£)': p('fandd') };
    case 'invoices':
      return { Invoices: num(x.inv_n), Draft: num(x.inv_open), 'Pending payment': num(x.inv_pending), Paid: num(x.inv_paid), Void: num(x.inv_void) };
  }
}

function figuresOf(card: CardData): Map<string, number> {
  const slots = ['main', 'first', 'second', 'third', 'fourth'] as const;
  return new Map(slots.map((s) => [card[`${s}_name`], card[`${s}_value`]]));
}

/** Per month: the statistics row's figures, recounted. */
async function recountMonths(r: Real, months: string[]) {
  const { clientId } = r.run;
  const { officeId } = r.seq;
  const rows = await r.db.execute<Record<string, unknown>>(sql`
    with mo(m) as (values ${values(
      months.map((m) => `${m}-01`),
      sql`::date`,
    )}),
    w as (select m, (m::timestamp at time zone ${TZ}) as t0, ((m + interval '1 month')::timestamp at time zone ${TZ}) as t1 from mo)
    select to_char(w.m, 'YYYY-MM') as month, b.*, i.*, s.* from w
    cross join lateral (select count(*) as num_bookings_desk, count(*) filter (where x.origin = 'regular') as regulars,
        count(*) filter (where x.origin = 'referral') as referrals, count(*) filter (where x.origin = 'trial') as num_trials,
        count(*) filter (where x.origin in ('deference', 'complimentary')) as deferences
      from bookings x where x.client_id = ${clientId} and x.office_id = ${officeId} and x.booking_type in ('hot_desk', 'desk')
        and x.status not in ('cancelled', 'refund', 'released') and x.planned_start >= w.t0 and x.planned_start < w.t1) b
    cross join lateral (select coalesce(sum(g), 0) as income_total, coalesce(sum(g) filter (where c in ('day_pass', 'as_you_go')), 0) as income_day_passes,
        coalesce(sum(g) filter (where c in ('flex_4', 'flex_10', 'flex_other')), 0) as income_packages, coalesce(sum(g) filter (where c = 'listing'), 0) as income_listings,
        coalesce(sum(g) filter (where c in ('full', 'group')), 0) as income_full_members, coalesce(sum(g) filter (where c = 'office'), 0) as income_offices,
        coalesce(sum(g) filter (where c = 'mr'), 0) as incomes_mr, coalesce(sum(g) filter (where c = 'bar'), 0) as income_bar_gross
      from (select l.line_gross_price_pence as g,
          -- What the line bills; a credit-note line bills (negatively) what the line it credits billed.
          case when s.payment_type = 'bar' or s.order_id is not null then 'bar'
            when bk.broker_id is not null then 'listing'
            when bk.booking_type = 'meeting_room' or s.payment_type = 'service' then 'mr'
            when bk.booking_type in ('hot_desk', 'desk') then 'day_pass'
            else coalesce(lp.category, mp.category, 'other') end as c
        from invoices x join invoice_lines l on l.invoice_id = x.id
        left join invoice_lines cl on cl.id = l.credited_line_id
        cross join lateral (select coalesce(cl.payment_type, l.payment_type) as payment_type, coalesce(cl.order_id, l.order_id) as order_id,
          coalesce(cl.booking_id, l.booking_id) as booking_id, coalesce(cl.plan_id, l.plan_id) as plan_id, coalesce(cl.membership_id, l.membership_id) as membership_id) s
        left join bookings bk on bk.id = s.booking_id
        left join membership_plans lp on lp.id = s.plan_id
        left join memberships ms on ms.id = s.membership_id left join membership_plans mp on mp.id = ms.plan_id
        where x.client_id = ${clientId} and x.office_id = ${officeId} and x.status <> 'void' and l.status <> 'void'
          and l.date >= w.m and l.date < (w.m + interval '1 month')) lx) i
    cross join lateral (select count(*) as memberships_total, count(*) filter (where p.category = 'full') as num_full_members
      from memberships x left join membership_plans p on p.id = x.plan_id
      where x.client_id = ${clientId} and x.office_id = ${officeId} and x.status in ('active', 'finished')
        and x.start <= w.t1 - interval '1 second' and (x."end" is null or x."end" >= w.t1 - interval '1 second')) s`);
  return new Map(rows.rows.map((row) => [String(row.month), row]));
}

const MONEY_STATS = [
  'income_total',
  'income_day_passes',
  'income_packages',
  'income_listings',
  'income_full_members',
  'income_offices',
  'incomes_mr',
  'income_bar_gross',
];
const COUNT_STATS = ['num_bookings_desk', 'regulars', 'referrals', 'num_trials', 'deferences', 'memberships_total', 'num_full_members'];

export async function checkFigures(r: Real, t: Touched) {
  const office = r.seq.office;
  if (t.days.size) {
    const expected = await timed(r.stats, 'recount-days', () => recountDays(r, [...t.days.keys()]));
    for (const [day, cards] of t.days) {
      for (const card of cards) {
        const res = await timed(r.stats, 'cards', () => apiGet(r, `/api/dashboard/${card}?club=${office}&period=custom&start=${day}&end=${day}`));
        if (res.statusCode !== 200) {
          violation('figures-cards', `card ${card} for ${day}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          continue;
        }
        const shown = figuresOf(res.json() as CardData);
        for (const [name, want] of Object.entries(expectedCard(card, expected.get(day)!))) {
          const got = shown.get(name);
          if (got !== want)
            violation(
              name === 'Paid (£)' ? 'figures-paid' : 'figures-cards',
              `${card} card, ${day}, "${name}": shows ${got}, the ledger says ${want}`,
            );
        }
      }
    }
  }
  if (t.months.size) {
    // One statistics call for the run of months from the first touched to the last.
    const months = [...t.months].sort();
    let span = 1;
    while (shiftMonth(months[0], span - 1) < months[months.length - 1]) span++;
    const all = Array.from({ length: span }, (_, k) => shiftMonth(months[0], k));
    const expected = await timed(r.stats, 'recount-months', () => recountMonths(r, all));
    const res = await timed(r.stats, 'statistics', () =>
      apiGet(r, `/api/statistics?club=${office}&year=${months[0].slice(0, 4)}&month=${Number(months[0].slice(5, 7))}&month_limit=${span}`),
    );
    if (res.statusCode !== 200) {
      violation('figures-statistics', `statistics ${months[0]} +${span}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return;
    }
    for (const [k, month] of all.entries()) {
      const row = (res.json() as StatisticsResponse).rows[k] as unknown as Record<string, number>;
      const x = expected.get(month)!;
      for (const f of MONEY_STATS)
        if (row[f] !== round2(num(x[f]) / 100))
          violation('figures-income', `statistics ${month} ${f}: shows ${row[f]}, the ledger says ${round2(num(x[f]) / 100)}`);
      for (const f of COUNT_STATS)
        if (row[f] !== num(x[f])) violation('figures-statistics', `statistics ${month} ${f}: shows ${row[f]}, the ledger says ${num(x[f])}`);
    }
  }
}
