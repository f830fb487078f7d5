import { sql } from 'drizzle-orm';
import type { Ctx } from './context.ts';

/**
 * Each paid invoice was paid in full by bank transfer on the day it closed, with its payment reference; the invoice's
 * paid_pence says so. One set-based statement each, so the scale generator stays fast.
 */
export async function seedInvoicePayments(ctx: Ctx) {
  const { db, clientId } = ctx;
  await db.execute(sql`
    insert into invoice_payments (client_id, slug, invoice_id, amount_pence, date, method, reference)
    select client_id, 'pay-' || slug, id, gross_price_pence, coalesce(date_closed, date), 'bank_transfer', payment_reference
    from invoices where client_id = ${clientId} and status = 'paid' and gross_price_pence > 0`);
  await db.execute(
    sql`update invoices set paid_pence = gross_price_pence where client_id = ${clientId} and status = 'paid' and gross_price_pence > 0`,
  );
  // Issued as migration 0032 backfills it: pending or paid, ever sent, or a credit note.
  await db.execute(sql`
    update invoices set issued_at = (coalesce(date_sent, date_closed, date)::timestamp at time zone 'UTC')
    where client_id = ${clientId} and issued_at is null and (status in ('pending_payment', 'paid') or date_sent is not null or kind = 'credit_note')`);
}
