import { sql } from 'drizzle-orm';
import type { Ctx } from './context.ts';

/**
 * Online payments (issue 27) as the demo's history: the latest paid invoice was paid by card through Checkout (its
 * payment is the card payment, with the provider's ids), and one card payment arrived for an invoice already paid by
 * bank transfer, was kept unapplied and refunded to the card (Account → Payments lists both). Provider ids carry the
 * operator's id: they are unique across operators, as Stripe's are.
 */
export async function seedOnlinePayments(ctx: Ctx) {
  const { db, clientId } = ctx;
  const paid = (
    await db.execute(sql`
      select i.id, i.slug, i.gross_price_pence as gross, p.id as payment_id, i.date_closed
      from invoices i join invoice_payments p on p.invoice_id = i.id
      where i.client_id = ${clientId} and i.kind = 'invoice' and i.status = 'paid' and i.gross_price_pence > 0
      order by i.date_closed desc nulls last, i.id desc limit 2`)
  ).rows as { id: number; slug: string; gross: number; payment_id: number; date_closed: string | null }[];
  const [card, twice] = paid;
  if (!card || !twice) return;
  const pi = (n: number) => `pi_seed${clientId}x${n}Fk0Cl8bSp4cE9`;
  const cs = (n: number) => `cs_test_seed${clientId}x${n}Fk0Cl8bSp4cE9`;
  await db.execute(
    sql`update invoice_payments set method = 'card', reference = ${pi(1)}, provider_payment_id = ${pi(1)} where id = ${card.payment_id}`,
  );
  await db.execute(sql`
    insert into online_payments (client_id, slug, created_at, invoice_id, amount_pence, status, method, checkout_session_id, checkout_url,
      payment_intent_id, last_event_at, invoice_payment_id, unapplied)
    values
      (${clientId}, ${`op-${card.slug}`}, now() - interval '3 days', ${card.id}, ${card.gross}, 'succeeded', 'card', ${cs(1)}, '', ${pi(1)},
       now() - interval '3 days', ${card.payment_id}, false),
      (${clientId}, ${`op-${twice.slug}`}, now() - interval '2 days', ${twice.id}, ${twice.gross}, 'succeeded', 'card', ${cs(2)}, '', ${pi(2)},
       now() - interval '2 days', null, true)`);
  await db.execute(sql`
    insert into online_refunds (client_id, slug, created_at, online_payment_id, amount_pence, status, provider_refund_id, idempotency_key, last_event_at)
    select client_id, 'rf-' || slug, now() - interval '1 day', id, amount_pence, 'succeeded', ${`re_seed${clientId}x2Fk0Cl8bSp4cE9`},
      'refund-' || slug || '-seed', now() - interval '1 day'
    from online_payments where client_id = ${clientId} and unapplied`);
}
