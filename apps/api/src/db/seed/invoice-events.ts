import { sql } from 'drizzle-orm';
import type { Ctx } from './context.ts';

/**
 * Each invoice with a sent date was e-mailed that morning to its invoice data's contact by the operator's first staff
 * member, so the detail's "Sent … to …" has its record. One set-based statement, as the scale generator needs.
 */
export async function seedInvoiceEvents(ctx: Ctx) {
  const { db, clientId, spec } = ctx;
  const sender = spec.staff[0];
  const byName = sender ? `${sender.firstName} ${sender.lastName}` : '';
  await db.execute(sql`
    insert into invoice_events (client_id, invoice_id, kind, to_email, by_name, created_at)
    select i.client_id, i.id, 'sent', d.email_contact, ${byName}, i.date_sent::timestamp + interval '10 hours'
    from invoices i join invoice_datas d on d.id = i.invoice_data_id
    where i.client_id = ${clientId} and i.date_sent is not null and d.email_contact is not null`);
}
