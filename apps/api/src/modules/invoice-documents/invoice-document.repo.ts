import { invoiceStatusLabel, UPLOADS_PATH, type InvoiceEventItem, type InvoiceEventKind } from '@clubspace/contract';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients, invoiceEvents, invoiceLines, offices, uploads } from '../../db/schema/index.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import type { InvoiceRow } from '../invoices/invoices.mappers.ts';
import { findInvoice } from '../invoices/invoices.repo.ts';
import type { InvoicePdfData } from './invoice-pdf.ts';
import { lineAmountColumns, storedLineAmounts } from '../invoices/line-amounts.ts';
import { findInvoiceSettings } from '../invoice-settings/invoice-settings.repo.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const IMAGE_TYPES: Record<string, Buffer> = { 'image/png': PNG, 'image/jpeg': JPEG };
const UPLOAD_URL = new RegExp(`^${UPLOADS_PATH.replace(/\//g, '\\/')}([0-9a-f-]{36})$`, 'i');

/** A data: URL of PNG or JPEG bytes whose magic bytes match its type; anything else is no logo. */
function imageDataUrl(type: string, bytes: Buffer): string | null {
  const magic = IMAGE_TYPES[type];
  return magic && bytes.subarray(0, magic.length).equals(magic) ? `data:${type};base64,${bytes.toString('base64')}` : null;
}

/**
 * The operator's logo as a data: URL, only when it is an image we store: a PNG/JPEG data: URL saved by the theme
 * form, or one of the operator's own uploads. A remote URL is never fetched.
 */
async function operatorLogo(db: Executor, clientId: number, logo: string | null): Promise<string | null> {
  if (!logo) return null;
  const inline = /^data:(image\/(?:png|jpeg));base64,([A-Za-z0-9+/=]+)$/.exec(logo);
  if (inline) return imageDataUrl(inline[1], Buffer.from(inline[2], 'base64'));
  const upload = UPLOAD_URL.exec(logo);
  if (!upload) return null;
  const [row] = await db
    .select({ contentType: uploads.contentType, bytes: uploads.bytes })
    .from(uploads)
    .where(and(eq(uploads.id, upload[1].toLowerCase()), eq(uploads.clientId, clientId)))
    .limit(1);
  return row ? imageDataUrl(row.contentType, row.bytes) : null;
}

export interface InvoiceDocument {
  row: InvoiceRow;
  pdf: InvoicePdfData;
  emailContact: string | null;
  timeZone: string | null;
}

const joinParts = (...parts: (string | null | undefined)[]) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');

/** Everything the PDF and the e-mails need, for a visible invoice (tenant and office scope); null → 404. */
export async function loadInvoiceDocument(db: Executor, ctx: StaffContext, slug: string): Promise<InvoiceDocument | null> {
  const row = await findInvoice(db, ctx, slug);
  if (!row) return null;
  const i = row.invoice;
  const [[client], [office], lines, settings] = await Promise.all([
    db.select({ name: clients.name, logo: clients.logo, email: clients.email }).from(clients).where(eq(clients.id, ctx.client.id)).limit(1),
    i.officeId
      ? db
          .select()
          .from(offices)
          .where(and(eq(offices.id, i.officeId), eq(offices.clientId, ctx.client.id)))
          .limit(1)
      : Promise.resolve([]),
    db
      .select({ name: invoiceLines.name, ...lineAmountColumns })
      .from(invoiceLines)
      // Void lines stay on the invoice as a record but do not count (invoices.service recomputeTotals): not billed.
      .where(and(eq(invoiceLines.invoiceId, i.id), ne(invoiceLines.status, 'void')))
      .orderBy(asc(invoiceLines.date), asc(invoiceLines.id))
      .then((rows) => rows.map((l) => ({ name: l.name, ...storedLineAmounts(l) }))),
    findInvoiceSettings(db, ctx.client.id),
  ]);
  const data = row.data;
  const street = office ? joinParts(office.street || office.streetName || office.address, office.streetNumber) : '';
  const registered = (settings?.registeredAddress ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const pdf: InvoicePdfData = {
    operator: {
      // The supplier as a VAT invoice names it: its legal name and registered address when set (issue 23 §4).
      name: settings?.legalName || client?.name || '',
      addressLines: registered.length ? registered : office ? [office.name, street, joinParts(office.postal, office.town)].filter(Boolean) : [],
      vatNumber: settings?.vatNumber ?? null,
      companyNumber: settings?.companyNumber ?? null,
      contactLines: [office?.email || client?.email, office?.phone, office?.website].filter((v): v is string => !!v),
      logoDataUrl: await operatorLogo(db, ctx.client.id, client?.logo ?? null),
    },
    billTo: data
      ? [
          data.name,
          data.personContact ? `Attn. ${data.personContact}` : null,
          data.address1,
          data.address2,
          joinParts(data.postCode, data.town),
          data.country,
          data.vatNumber ? `VAT No. ${data.vatNumber}` : null,
        ].filter((v): v is string => !!v)
      : [],
    invoice: {
      name: i.name,
      date: i.date,
      dateDue: i.dateDue,
      paymentReference: i.paymentReference,
      description: i.shortDescription,
      statusLabel: invoiceStatusLabel(i.status),
      kind: i.kind,
    },
    lines,
    totals: { netPence: i.netPricePence, vatPence: i.vatPence, grossPence: i.grossPricePence },
    payment: settings
      ? {
          bankName: settings.bankName,
          accountName: settings.accountName,
          sortCode: settings.sortCode,
          accountNumber: settings.accountNumber,
          iban: settings.iban,
          bic: settings.bic,
          termsDays: settings.paymentTermsDays,
        }
      : null,
    footerText: settings?.footerText ?? null,
  };
  return { row, pdf, emailContact: data?.emailContact?.trim() || null, timeZone: office?.timeZone ?? null };
}

/** The e-mails and chasing steps of an invoice, newest first. */
export async function listInvoiceEvents(db: Executor, clientId: number, invoiceId: number): Promise<InvoiceEventItem[]> {
  const rows = await db
    .select()
    .from(invoiceEvents)
    .where(and(eq(invoiceEvents.clientId, clientId), eq(invoiceEvents.invoiceId, invoiceId)))
    .orderBy(desc(invoiceEvents.createdAt), desc(invoiceEvents.id));
  return rows.map((r) => ({ kind: r.kind as InvoiceEventKind, to: r.toEmail, by: r.byName, at: r.createdAt.toISOString(), note: r.note }));
}

/** Who an invoice event written by staff (or their API key) names as its author. */
export function invoiceEventAuthor(ctx: StaffContext) {
  return {
    userId: ctx.user.id,
    byName: ctx.apiKey ? `API key “${ctx.apiKey.name}”` : joinParts(ctx.user.firstName, ctx.user.lastName) || ctx.user.email,
    apiKeyId: ctx.apiKey?.id ?? null,
  };
}

export async function recordInvoiceEvent(db: Executor, ctx: StaffContext, invoiceId: number, kind: InvoiceEventKind, to: string) {
  await db.insert(invoiceEvents).values({ clientId: ctx.client.id, invoiceId, kind, toEmail: to, ...invoiceEventAuthor(ctx) });
}
