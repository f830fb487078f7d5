import { formatDate, formatPence, invoicePdfFilename } from '@clubspace/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { loadInvoiceDocument } from '../invoice-documents/invoice-document.repo.ts';
import { renderInvoicePdf } from '../invoice-documents/invoice-pdf.ts';
import type { ClaimedReminder } from './dunning-run.ts';
import { dunningReminderMail } from '../../mail/dunning-reminder.mail.tsx';

/**
 * The context the job reads an invoice's document in: the operator, every office, no sections, nobody (user 0 is
 * never written: the events name CHASING_AUTHOR).
 */
function systemContext(client: { id: number; slug: string; name: string }): StaffContext {
  return {
    user: { id: 0, email: '', firstName: '', lastName: '' },
    client: { ...client, role: 'system', webSections: [] },
    staff: { id: 0, slug: 'chasing', role: 'system', status: 'active', allOffices: true, activeOfficeId: null },
    sections: new Set(),
    officeIds: null,
  };
}

/** The member portal's invoices page of the operator, when its portal is on and shows invoices; else no link. */
export async function payLink(db: Db, publicUrl: string, clientId: number) {
  const { rows } = await db.execute<{ slug: string; name: string; portal: boolean }>(sql`
    select c.slug, c.name, coalesce(ps.enabled and ps.see_invoices, false) as portal
    from clients c left join portal_settings ps on ps.client_id = c.id where c.id = ${clientId}`);
  const row = rows[0];
  if (!row) return null;
  return {
    client: { id: clientId, slug: row.slug, name: row.name },
    url: row.portal ? `${publicUrl.replace(/\/$/, '')}/portal/${encodeURIComponent(row.slug)}/invoices` : null,
  };
}

/**
 * E-mails one claimed reminder: the invoice's PDF attached, what is still due, the pay link. Sent through the mailer
 * like the staff's Send reminder (outbox, SMTP when configured). Returns false when the invoice is gone.
 */
export async function mailReminder(db: Db, mailer: Mailer, publicUrl: string, claimed: ClaimedReminder): Promise<boolean> {
  const link = await payLink(db, publicUrl, claimed.clientId);
  const [inv] = await db.select({ slug: invoices.slug }).from(invoices).where(eq(invoices.id, claimed.invoiceId)).limit(1);
  if (!link || !inv) return false;
  const doc = await loadInvoiceDocument(db, systemContext(link.client), inv.slug);
  if (!doc) return false;
  const i = doc.row.invoice;
  const duePence = Math.abs(i.grossPricePence) - i.paidPence - i.creditedPence;
  const mail = dunningReminderMail({
    day: claimed.step,
    invoice: i.name,
    operator: doc.pdf.operator.name,
    due: i.dateDue ? formatDate(`${i.dateDue}T12:00:00`) : '',
    amountDue: formatPence(duePence),
    reference: i.paymentReference,
    payUrl: link.url,
  });
  const pdf = await renderInvoicePdf(doc.pdf);
  // Consent (invoices category) is checked by the mailer: a contact who turned invoice e-mails off is skipped.
  await mailer.send({
    kind: 'invoice_reminder',
    to: claimed.to,
    ...mail,
    link: link.url ?? undefined,
    clientId: claimed.clientId,
    attachments: [{ filename: invoicePdfFilename(i.name), contentType: 'application/pdf', content: pdf.toString('base64'), encoding: 'base64' }],
  });
  return true;
}
