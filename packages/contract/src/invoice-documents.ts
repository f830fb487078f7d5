import { z } from 'zod';
import type { ConfirmText } from './confirmations.ts';
import { formatDate } from './dates.ts';
import { lineTotals, type LineAmounts } from './money.ts';

/**
 * Invoice documents (issue 12): the PDF, sending it by e-mail, overdue invoices and reminders. Messages, the overdue
 * rule and the VAT-per-rate sums live here once, for the server, the PDF and the screens.
 */
export const INVOICE_DOCUMENT_MESSAGES = {
  noEmailContact: "This invoice's invoice data has no contact e-mail: add one before sending",
  notSendable: 'A void invoice can not be sent',
  notOverdue: 'Only an overdue invoice can be reminded',
  sent: (email: string) => `Invoice sent to ${email}`,
  reminded: (email: string) => `Reminder sent to ${email}`,
  downloadFailed: 'The PDF could not be downloaded',
} as const;

// ---- Overdue ----

/** The invoice list's extra status filter: pending payment after its due date. */
export const OVERDUE_FILTER = 'overdue';
/** Due states a pending invoice can be in; one label map (the chip and the filter). */
export const INVOICE_DUE_STATES = ['overdue'] as const;
export type InvoiceDueState = (typeof INVOICE_DUE_STATES)[number];
export const INVOICE_DUE_STATE_LABELS: Record<InvoiceDueState, string> = { overdue: 'Overdue' };

/**
 * Overdue: waiting for payment (pending_payment, or the legacy payment_pending) and due strictly before `today`
 * (yyyy-MM-dd in the invoice office's time zone). An invoice due today is not overdue yet; no due date, never.
 */
export function isInvoiceOverdue(invoice: { status: string; date_due: string | null | undefined }, today: string): boolean {
  const pending = invoice.status === 'pending_payment' || invoice.status === 'payment_pending';
  return pending && !!invoice.date_due && invoice.date_due.slice(0, 10) < today;
}

// ---- VAT per rate ----

export interface VatRateSum {
  /** The VAT percent. */
  rate: number;
  /** Net pence of the lines at this rate. */
  net: number;
  /** VAT pence at this rate: the sum of the per-line rounded VAT (so the rates add up to the invoice's VAT). */
  vat: number;
}

/** Net and VAT per VAT rate, highest rate first; sums of per-line rounded amounts (money.ts lineTotals). */
export function vatByRate(lines: LineAmounts[]): VatRateSum[] {
  const byRate = new Map<number, VatRateSum>();
  for (const line of lines) {
    const t = lineTotals(line);
    const sum = byRate.get(line.vatPercent) ?? { rate: line.vatPercent, net: 0, vat: 0 };
    sum.net += t.net;
    sum.vat += t.vat;
    byRate.set(line.vatPercent, sum);
  }
  return [...byRate.values()].sort((a, b) => b.rate - a.rate);
}

// ---- Sending ----

/** Staff's e-mails (sent, reminder) and the automatic chasing's steps (issue 27: reminder, late fee, on hold). */
export const INVOICE_EVENT_KINDS = ['sent', 'reminder', 'auto_reminder', 'late_fee', 'on_hold'] as const;
export type InvoiceEventKind = (typeof INVOICE_EVENT_KINDS)[number];
export const INVOICE_EVENT_KIND_LABELS: Record<InvoiceEventKind, string> = {
  sent: 'Sent',
  reminder: 'Reminder sent',
  auto_reminder: 'Automatic reminder sent',
  late_fee: 'Late fee added',
  on_hold: 'Payer on hold',
};
/** The kinds staff send by hand (the mail of Send and Send reminder). */
export type InvoiceMailKind = 'sent' | 'reminder';

/** The file name of an invoice's PDF: its number, safe for a header. */
export const invoicePdfFilename = (invoiceName: string) => `${invoiceName.replace(/[^A-Za-z0-9._-]+/g, '_') || 'invoice'}.pdf`;

/** One e-mail of an invoice: kind, address, who sent it and when (ISO instant). */
export const invoiceEventItem = z.object({
  kind: z.enum(INVOICE_EVENT_KINDS),
  to: z.string().nullable(),
  by: z.string(),
  at: z.string(),
  /** What an automatic step did: 'on the due date', 'Late fee £5.00 on INV-0043', 'Not sent: no contact e-mail'. */
  note: z.string().nullable(),
});
export type InvoiceEventItem = z.infer<typeof invoiceEventItem>;

/** GET /api/invoices/{slug}/documents: what the detail's document bar needs. */
export const invoiceDocumentsState = z.object({
  email_contact: z.string().nullable(),
  overdue: z.boolean(),
  date_sent: z.string().nullable(),
  /** Newest first. */
  events: z.array(invoiceEventItem),
});
export type InvoiceDocumentsState = z.infer<typeof invoiceDocumentsState>;

/** POST /api/invoices/{slug}/send and /remind. */
export const invoiceSendResult = invoiceDocumentsState.extend({ detail: z.string() });
export type InvoiceSendResult = z.infer<typeof invoiceSendResult>;

/** 'Sent 23-11-2026 to a@b.com' (the detail's line under the buttons). */
export function sentSummary(event: Pick<InvoiceEventItem, 'kind' | 'to' | 'at'>): string {
  return `${INVOICE_EVENT_KIND_LABELS[event.kind]} ${formatDate(event.at)}${event.to ? ` to ${event.to}` : ''}`;
}

/** The confirmations of Send and Send reminder: they name the invoice and the address. */
export const INVOICE_DOCUMENT_CONFIRM = {
  send: (invoice: string, email: string, draft: boolean): ConfirmText => ({
    title: `Send ${invoice}?`,
    message: draft
      ? `${invoice} is a draft: sending validates it first (it moves to Pending). Then it is e-mailed as a PDF to ${email}.`
      : `${invoice} is e-mailed as a PDF to ${email}, and today becomes its sent date.`,
    confirmLabel: draft ? 'Validate and send' : 'Send',
    keepLabel: "Don't send",
    destructive: draft,
  }),
  remind: (invoice: string, email: string): ConfirmText => ({
    title: `Send a reminder for ${invoice}?`,
    message: `A payment reminder with ${invoice} attached as a PDF is e-mailed to ${email}.`,
    confirmLabel: 'Send reminder',
    keepLabel: "Don't send",
    destructive: false,
  }),
};

/** Subject and body of the invoice e-mails. */
export function invoiceMail(kind: InvoiceMailKind, v: { invoice: string; operator: string; total: string; due: string; reference: string | null }) {
  const due = v.due ? ` due on ${v.due}` : '';
  const ref = v.reference ? `\nPlease quote the payment reference ${v.reference}.` : '';
  if (kind === 'reminder') {
    return {
      subject: `Reminder: invoice ${v.invoice} from ${v.operator} is overdue`,
      text: `Hello,\n\nOur records show that invoice ${v.invoice} for ${v.total}${due} has not been paid yet. The invoice is attached as a PDF.${ref}\n\nIf you have paid it already, please ignore this message.\n\n${v.operator}`,
    };
  }
  return {
    subject: `Invoice ${v.invoice} from ${v.operator}`,
    text: `Hello,\n\nPlease find attached invoice ${v.invoice} for ${v.total}${due}.${ref}\n\nThank you,\n${v.operator}`,
  };
}
