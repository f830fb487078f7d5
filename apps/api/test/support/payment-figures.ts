import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';

type Row = { client_id: number; office_key: number; day: string; received: number; refunded: number };
const rows = async (db: Db, query: ReturnType<typeof sql>) => (await db.execute(query)).rows as Row[];

/**
 * Money received and refunded per (operator, office, day) recounted from scratch, spelled out apart from migration
 * 0034: payments of documents not void by payment date (a credit note's are refunds), plus what a document marked paid
 * without payments covering it was declared paid on its closing day (its date without one).
 */
export const paymentRecount = (db: Db) =>
  rows(
    db,
    sql`select client_id, office_key, day, sum(received)::int as received, sum(refunded)::int as refunded from (
    select p.client_id, coalesce(i.office_id, 0) as office_key, p.date::text as day,
      case when i.kind = 'credit_note' then 0 else p.amount_pence end as received, case when i.kind = 'credit_note' then p.amount_pence else 0 end as refunded
    from invoice_payments p join invoices i on i.id = p.invoice_id where i.status <> 'void'
    union all
    select i.client_id, coalesce(i.office_id, 0), coalesce(i.date_closed, i.date)::text,
      case when i.kind = 'credit_note' then 0 else abs(i.gross_price_pence) - i.paid_pence - i.credited_pence end, case when i.kind = 'credit_note' then abs(i.gross_price_pence) - i.paid_pence - i.credited_pence else 0 end
    from invoices i where i.status = 'paid' and abs(i.gross_price_pence) > i.paid_pence + i.credited_pence) x
  group by 1, 2, 3 having sum(received) <> 0 or sum(refunded) <> 0 order by 1, 2, 3`,
  );

/** payment_day_figures (non-zero rows) equal the recount. */
export async function expectPaymentFiguresExact(db: Db) {
  const stored = await rows(
    db,
    sql`select client_id, office_key, day::text as day, received_pence::int as received, refunded_pence::int as refunded
    from payment_day_figures where received_pence <> 0 or refunded_pence <> 0 order by 1, 2, 3`,
  );
  expect(stored).toEqual(await paymentRecount(db));
}
