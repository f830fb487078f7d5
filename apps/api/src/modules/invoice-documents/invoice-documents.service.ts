import {
  CONSENT_MESSAGES,
  DEFAULT_TIME_ZONE,
  formatDate,
  formatPence,
  INVOICE_DOCUMENT_MESSAGES,
  invoiceMail,
  invoicePdfFilename,
  isoDayInZone,
  mayEmail,
  type ConsentRecipient,
  type InvoiceDocumentsState,
  type InvoiceMailKind,
  type InvoiceSendResult,
  type MessageKind,
} from '@clubspace/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';
import { resolveRecipient } from '../../lib/consent.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { validateInvoice } from '../invoices/invoices.service.ts';
import { listInvoiceEvents, loadInvoiceDocument, recordInvoiceEvent, type InvoiceDocument } from './invoice-document.repo.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { invoiceDocumentMail } from '../../mail/invoice.mail.tsx';

const invoiceNotFound = () => notFound('Invoice not found');

async function visibleDocument(db: Db, ctx: StaffContext, slug: string): Promise<InvoiceDocument> {
  const doc = await loadInvoiceDocument(db, ctx, slug);
  if (!doc) throw invoiceNotFound();
  return doc;
}

/** GET /api/invoices/{slug}/pdf: the PDF bytes and its file name. */
export async function invoicePdf(db: Db, ctx: StaffContext, slug: string) {
  const doc = await visibleDocument(db, ctx, slug);
  return { filename: invoicePdfFilename(doc.row.invoice.name), pdf: await renderInvoicePdf(doc.pdf) };
}

function stateOf(doc: InvoiceDocument, events: InvoiceDocumentsState['events']): InvoiceDocumentsState {
  return { email_contact: doc.emailContact, overdue: doc.row.overdue, date_sent: doc.row.invoice.dateSent, events };
}

/** GET /api/invoices/{slug}/documents: contact, overdue, sent date and the e-mails sent. */
export async function invoiceDocumentsState(db: Db, ctx: StaffContext, slug: string): Promise<InvoiceDocumentsState> {
  const doc = await visibleDocument(db, ctx, slug);
  return stateOf(doc, await listInvoiceEvents(db, ctx.client.id, doc.row.invoice.id));
}

/**
 * The invoice contact's consent (issue 26): a member who turned invoice e-mails off is not e-mailed; staff get a 409 in
 * words before anything changes (no validation, no date sent). A contact who is no member or guest is e-mailed.
 */
async function consentingRecipient(db: Db, ctx: StaffContext, to: string, kind: MessageKind) {
  const recipient = await resolveRecipient(db, ctx.client.id, to);
  if (!mayEmail(kind, recipient)) throw conflict(CONSENT_MESSAGES.emailsOff(to, 'invoices'), 'no_consent');
  return recipient;
}

async function mailPdf(mailer: Mailer, ctx: StaffContext, doc: InvoiceDocument, kind: InvoiceMailKind, to: string, recipient: ConsentRecipient) {
  const i = doc.row.invoice;
  const pdf = await renderInvoicePdf(doc.pdf);
  const mail = invoiceMail(kind, {
    invoice: i.name,
    operator: doc.pdf.operator.name,
    total: formatPence(i.grossPricePence),
    due: i.dateDue ? formatDate(`${i.dateDue}T12:00:00`) : '',
    reference: i.paymentReference,
  });
  await mailer.send({
    kind: kind === 'reminder' ? 'invoice_reminder' : 'invoice',
    recipient,
    to,
    ...invoiceDocumentMail(mail),
    clientId: ctx.client.id,
    attachments: [{ filename: invoicePdfFilename(i.name), contentType: 'application/pdf', content: pdf.toString('base64'), encoding: 'base64' }],
  });
}

/**
 * POST /api/invoices/{slug}/send: e-mails the PDF to the invoice data's contact, sets date_sent to today (office
 * zone) and records who sent it to whom. A draft is validated first (same rules as Validate: it needs lines); a void
 * invoice is not sent. The contact is checked before anything changes.
 */
export async function sendInvoice(db: Db, mailer: Mailer, ctx: StaffContext, slug: string): Promise<InvoiceSendResult> {
  let doc = await visibleDocument(db, ctx, slug);
  if (doc.row.invoice.status === 'void') throw conflict(INVOICE_DOCUMENT_MESSAGES.notSendable, 'invoice_void');
  const to = doc.emailContact;
  if (!to) throw badRequest({ email_contact: INVOICE_DOCUMENT_MESSAGES.noEmailContact });
  const recipient = await consentingRecipient(db, ctx, to, 'invoice');
  if (doc.row.invoice.status === 'open') await validateInvoice(db, ctx, doc.row.invoice.slug);
  const today = isoDayInZone(new Date(), doc.timeZone ?? DEFAULT_TIME_ZONE);
  await db.update(invoices).set({ dateSent: today }).where(eq(invoices.id, doc.row.invoice.id));
  doc = await visibleDocument(db, ctx, slug);
  await mailPdf(mailer, ctx, doc, 'sent', to, recipient);
  await recordInvoiceEvent(db, ctx, doc.row.invoice.id, 'sent', to);
  return { detail: INVOICE_DOCUMENT_MESSAGES.sent(to), ...stateOf(doc, await listInvoiceEvents(db, ctx.client.id, doc.row.invoice.id)) };
}

/** POST /api/invoices/{slug}/remind: a payment reminder with the PDF, for an overdue invoice only; recorded like a send. */
export async function remindInvoice(db: Db, mailer: Mailer, ctx: StaffContext, slug: string): Promise<InvoiceSendResult> {
  const doc = await visibleDocument(db, ctx, slug);
  if (!doc.row.overdue) throw conflict(INVOICE_DOCUMENT_MESSAGES.notOverdue, 'invoice_not_overdue');
  const to = doc.emailContact;
  if (!to) throw badRequest({ email_contact: INVOICE_DOCUMENT_MESSAGES.noEmailContact });
  await mailPdf(mailer, ctx, doc, 'reminder', to, await consentingRecipient(db, ctx, to, 'invoice_reminder'));
  await recordInvoiceEvent(db, ctx, doc.row.invoice.id, 'reminder', to);
  return { detail: INVOICE_DOCUMENT_MESSAGES.reminded(to), ...stateOf(doc, await listInvoiceEvents(db, ctx.client.id, doc.row.invoice.id)) };
}
