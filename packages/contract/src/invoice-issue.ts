/**
 * Issued invoices are final (issue 23 item 3). An invoice is issued when Validate or Send runs — or, the same thing by
 * hand, when its status first leaves draft for pending_payment or paid — and records `issued_at`. After that its
 * lines, team, invoice data, dates, number, type and description no longer change (409
 * INVOICE_MESSAGES.issuedLocked); its status (not back to draft), payment reference and accounting id still do. A
 * mistake is corrected with a credit note. The statuses stay the specification's: open, pending_payment, paid, void.
 */

/** Days from issue to the due date when an invoice has none (the create form's default too). */
export const INVOICE_DUE_DAYS = 30;

/** Statuses a draft is issued by reaching (void is not one: a voided draft was never sent). */
export const ISSUING_STATUSES = ['pending_payment', 'paid'] as const;

export const issuesInvoice = (status: string) => (ISSUING_STATUSES as readonly string[]).includes(status);

/** The document fields an issued invoice keeps, as stored (ids for team and invoice data, days yyyy-MM-dd). */
export interface IssuedInvoiceFields {
  name: string;
  teamId: number | null;
  invoiceDataId: number | null;
  date: string;
  dateDue: string | null;
  invoiceType: string;
  shortDescription: string | null;
}

/** Text trimmed, blank = none; numbers as they are. */
const normalised = (v: string | number | null | undefined) => {
  if (v === undefined || v === null) return null;
  if (typeof v === 'number') return v;
  const t = v.trim();
  return t === '' ? null : t;
};

/**
 * The fields an update asks to change on an issued invoice. The update call sends the whole form, so a field sent
 * with its stored value (after normalising) is not a change; [] means the update is allowed. A due date may still be
 * given to an invoice issued without one (the update form requires it; sales' drafts had none before issue 23).
 */
export function issuedFieldChanges(stored: IssuedInvoiceFields, asked: IssuedInvoiceFields): (keyof IssuedInvoiceFields)[] {
  return (Object.keys(stored) as (keyof IssuedInvoiceFields)[]).filter(
    (k) => !(k === 'dateDue' && stored.dateDue === null) && normalised(stored[k]) !== normalised(asked[k]),
  );
}

/** An issued invoice may be set paid, void or pending again, never back to draft (sent unchanged is no change). */
export const issuedStatusAllowed = (from: string, to: string) => to === from || to !== 'open';

/**
 * How a sale's line is undone (booking cancel & refund, order cancel, no-show release): a line on a draft is voided in
 * place; a line on an issued invoice (or one already paid) stays as billed and is answered by a credit line — the
 * credited line's amounts negated — on the payer's next draft; a void line, or an unpaid one on an issued invoice
 * since voided (nothing is owed for it), needs nothing.
 */
export function saleReversal(line: { status: string }, invoice: { issued: boolean; status?: string }): 'none' | 'void' | 'credit' {
  if (line.status === 'void') return 'none';
  if (!invoice.issued && line.status !== 'paid') return 'void';
  if (invoice.status === 'void' && line.status !== 'paid') return 'none';
  return 'credit';
}
