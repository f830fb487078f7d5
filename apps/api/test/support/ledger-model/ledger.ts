import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/db/client.ts';
import { TZ } from './fixtures.ts';

/**
 * One read of a sequence's whole ledger (its two teams' invoices, lines, payments, bookings, orders, billing charges)
 * in a single statement, so every invariant can be checked after every step at the cost of one round trip. Rows are
 * read with to_jsonb so columns added by later migrations (e.g. an invoice's issued_at, a line's VAT-inclusive flag)
 * are seen without this file knowing them.
 */
export interface InvoiceRow {
  id: number;
  slug: string;
  name: string;
  team_id: number | null;
  invoice_data_id: number | null;
  status: string;
  kind: string;
  date: string;
  date_due: string | null;
  net_price_pence: number;
  vat_pence: number;
  gross_price_pence: number;
  paid_pence: number;
  credit_note_for_id: number | null;
  invoice_type: string;
  payment_reference: string | null;
  xero_id: string | null;
  short_description: string | null;
  issued_at?: string | null;
  [column: string]: unknown;
}
export interface LineRow {
  id: number;
  slug: string;
  invoice_id: number;
  name: string;
  payment_type: string;
  date: string;
  units: number;
  unit_price_pence: number;
  vat: number;
  unit_gross_price_pence: number;
  line_price_pence: number;
  line_gross_price_pence: number;
  status: string;
  booking_id: number | null;
  order_id: number | null;
  plan_id: number | null;
  membership_id: number | null;
  credited_line_id: number | null;
  [column: string]: unknown;
}
export interface PaymentRow {
  id: number;
  slug: string;
  invoice_id: number;
  amount_pence: number;
  date: string;
}
export interface BookingRow {
  id: number;
  code: string;
  booking_type: string;
  status: string;
  price_pence: number;
  single_price_pence: number;
  credits_used: number;
  prepaid_package_id: number | null;
  complimentary: boolean;
  invoice_line_id: number | null;
  real_start: string | null;
  team_id: number | null;
  /** planned_start's day in the office zone. */
  day: string;
}
export interface OrderRow {
  id: number;
  slug: string;
  status: string;
  price_pence: number;
  invoice_line_id: number | null;
  /** init_date's day in the office zone. */
  day: string;
}
export interface ChargeRow {
  membership_id: number;
  period_start: string;
  amount_pence: number;
  invoice_line_id: number | null;
}
export interface Ledger {
  invoices: InvoiceRow[];
  lines: LineRow[];
  payments: PaymentRow[];
  bookings: BookingRow[];
  orders: OrderRow[];
  charges: ChargeRow[];
}

const list = (ids: readonly number[]) =>
  sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );

export async function readLedger(db: Db, teamIds: readonly number[], memberIds: readonly number[]): Promise<Ledger> {
  const teams = list(teamIds);
  const result = await db.execute<{ ledger: Ledger }>(sql`
    with inv as (select i.* from invoices i where i.team_id in (${teams})),
    ln as (select l.* from invoice_lines l where l.invoice_id in (select id from inv))
    select json_build_object(
      'invoices', coalesce((select json_agg(to_jsonb(i) order by i.id) from inv i), '[]'),
      'lines', coalesce((select json_agg(to_jsonb(l) order by l.id) from ln l), '[]'),
      'payments', coalesce((select json_agg(json_build_object('id', p.id, 'slug', p.slug, 'invoice_id', p.invoice_id, 'amount_pence', p.amount_pence, 'date', p.date) order by p.id)
        from invoice_payments p where p.invoice_id in (select id from inv)), '[]'),
      'bookings', coalesce((select json_agg(json_build_object('id', b.id, 'code', b.code, 'booking_type', b.booking_type, 'status', b.status,
          'price_pence', b.price_pence, 'single_price_pence', b.single_price_pence, 'credits_used', b.credits_used,
          'prepaid_package_id', b.prepaid_package_id, 'complimentary', b.complimentary, 'invoice_line_id', b.invoice_line_id,
          'real_start', b.real_start, 'team_id', b.team_id, 'day', to_char(b.planned_start at time zone ${TZ}, 'YYYY-MM-DD')) order by b.id)
        from bookings b where b.team_id in (${teams})), '[]'),
      'orders', coalesce((select json_agg(json_build_object('id', o.id, 'slug', o.slug, 'status', o.status, 'price_pence', o.price_pence,
          'invoice_line_id', o.invoice_line_id, 'day', to_char(o.init_date at time zone ${TZ}, 'YYYY-MM-DD')) order by o.id)
        from orders o where o.member_id in (${list(memberIds)})), '[]'),
      'charges', coalesce((select json_agg(json_build_object('membership_id', c.membership_id, 'period_start', c.period_start,
          'amount_pence', c.amount_pence, 'invoice_line_id', c.invoice_line_id) order by c.id)
        from billing_charges c where c.membership_id in (select id from memberships where team_id in (${teams}))), '[]')
    ) as ledger`);
  const raw = result.rows[0].ledger;
  // json dates arrive as text; keep only the day of a date column.
  for (const i of raw.invoices) i.date = String(i.date).slice(0, 10);
  for (const l of raw.lines) l.date = String(l.date).slice(0, 10);
  for (const p of raw.payments) p.date = String(p.date).slice(0, 10);
  for (const c of raw.charges) c.period_start = String(c.period_start).slice(0, 10);
  return raw;
}

/** Issued = validated or sent (pending payment, paid), a credit note (issued at once), or stamped issued_at by the fix. */
export const isIssued = (i: InvoiceRow) => Boolean(i.issued_at) || i.kind === 'credit_note' || i.status === 'pending_payment' || i.status === 'paid';

/**
 * A line priced from a VAT-inclusive catalogue price keeps its gross as the source (issue 23 §2); the flag's name is
 * the fix's, so any true boolean column naming "incl" counts. Such a line's amount is its gross, else its net.
 */
export const isInclusive = (l: LineRow) => Object.entries(l).some(([k, v]) => /incl/i.test(k) && v === true);
export const lineAmount = (l: LineRow) => (isInclusive(l) ? l.line_gross_price_pence : l.line_price_pence);

/** What cannot change on an issued invoice: its lines' content (a status move among new/pending/paid is bookkeeping). */
export function issuedFingerprint(i: InvoiceRow, lines: readonly LineRow[]): string {
  const own = lines.filter((l) => l.invoice_id === i.id);
  return JSON.stringify({
    team: i.team_id,
    data: i.invoice_data_id,
    date: i.date,
    due: i.date_due,
    lines: own.map((l) => [
      l.slug,
      l.name,
      l.units,
      l.unit_price_pence,
      l.vat,
      l.line_price_pence,
      l.line_gross_price_pence,
      l.booking_id,
      l.order_id,
      l.membership_id,
      l.status === 'void',
    ]),
  });
}
