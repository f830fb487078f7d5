import {
  INVOICE_MESSAGES,
  XERO_INVOICE_STATUS,
  XERO_MESSAGES,
  maskClientId,
  xeroTaxType,
  type XeroConnect,
  type XeroStatus,
} from '@clubspace/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { Address, Invoice, LineAmountTypes, Phone, type Contact } from 'xero-node';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { invoiceDatas, invoiceLines, invoices } from '../../db/schema/index.ts';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { toInvoiceItem } from '../invoices/invoices.mappers.ts';
import { findInvoiceById, lockInvoice } from '../invoices/invoices.repo.ts';
import { sealSecret, openSecret } from './secret-box.ts';
import { XeroCallError, XeroSession, type XeroEndpoints } from './xero-client.ts';
import { DailyLimitError } from './xero-limiter.ts';
import { deleteConnection, findConnection, saveConnection, updateConnection, type XeroConnectionRow } from './xero.repo.ts';
import { writeTransaction } from '../../db/transaction.ts';

export interface XeroDeps {
  db: Db;
  config: Config;
}

/** Xero ids are GUIDs; anything else in xero_id (LOCAL-<name> of the local sync, older hand-typed ids) is not Xero's. */
const XERO_GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isXeroGuid = (id: string | null | undefined): id is string => Boolean(id && XERO_GUID.test(id));

const endpointsOf = (config: Config): XeroEndpoints => ({
  apiUrl: config.xeroApiUrl ?? 'https://api.xero.com/api.xro/2.0',
  identityUrl: config.xeroIdentityUrl ?? 'https://identity.xero.com',
});
const secretKeyOf = (config: Config) => {
  if (!config.secretKey) throw new Error('config.secretKey is not set');
  return config.secretKey;
};
/** The additional data of a sealed secret: the operator it belongs to. */
const ownerOf = (operatorId: number) => `xero:${operatorId}`;

/** A Xero failure as the caller hears it: 400 for what the operator can fix, 429 for the day's limit, else 502. */
export function xeroHttpError(err: unknown, whileConnecting = false): Error {
  if (err instanceof HttpError) return err;
  if (err instanceof DailyLimitError) return new HttpError(429, XERO_MESSAGES.dailyLimit);
  if (!(err instanceof XeroCallError)) return err as Error;
  const reason = err.reasons.join('; ');
  if (err.status === 0 || err.status >= 500) return new HttpError(502, XERO_MESSAGES.unreachable);
  if (err.status === 429) return new HttpError(502, XERO_MESSAGES.rateLimited);
  if (whileConnecting || err.status === 401 || err.status === 403) {
    return badRequest({ client_secret: XERO_MESSAGES.badCredentials }, XERO_MESSAGES.badCredentials);
  }
  return new HttpError(400, XERO_MESSAGES.rejected(reason || `HTTP ${err.status}`));
}

export function toXeroStatus(row: XeroConnectionRow | null): XeroStatus {
  return {
    connected: Boolean(row),
    organisation_name: row?.organisationName ?? null,
    client_id: row ? maskClientId(row.xeroClientId) : null,
    account_code: row?.accountCode ?? null,
    connected_at: row?.connectedAt.toISOString() ?? null,
    last_sync_at: row?.lastSyncAt?.toISOString() ?? null,
    last_pull_at: row?.lastPullAt?.toISOString() ?? null,
    last_error: row?.lastError ?? null,
  };
}

/** A token and the organisation: what proves a client id and secret work. */
async function probe(config: Config, operatorId: number, clientId: string, clientSecret: string) {
  try {
    const session = await XeroSession.open(endpointsOf(config), { operatorId, clientId, clientSecret, tenantId: null }, true);
    const body = await session.call((api, tenant) => api.getOrganisations(tenant));
    const org = body.organisations?.[0];
    return { organisationName: org?.name ?? null, tenantId: org?.organisationID ?? null };
  } catch (err) {
    XeroSession.forget(operatorId);
    // A refused token (400 invalid_client / 401) means the id or secret is wrong.
    const refused = err instanceof XeroCallError && err.status >= 400 && err.status < 500 && err.status !== 429;
    throw xeroHttpError(err, refused);
  }
}

export async function xeroStatusOf(db: Db, ctx: StaffContext) {
  return toXeroStatus(await findConnection(db, ctx.client.id));
}

/** PUT: the id and secret are tried first (token + organisation); only working ones are stored, the secret sealed. */
export async function connectXero({ db, config }: XeroDeps, ctx: StaffContext, input: XeroConnect) {
  const operatorId = ctx.client.id;
  const org = await probe(config, operatorId, input.client_id, input.client_secret);
  await saveConnection(db, operatorId, {
    xeroClientId: input.client_id,
    secretEncrypted: sealSecret(secretKeyOf(config), input.client_secret, ownerOf(operatorId)),
    organisationName: org.organisationName,
    tenantId: org.tenantId,
    accountCode: input.account_code || '200',
  });
  return { detail: XERO_MESSAGES.connected, ...toXeroStatus(await findConnection(db, operatorId)) };
}

function credentialsOf(config: Config, row: XeroConnectionRow) {
  const secret = openSecret(secretKeyOf(config), row.secretEncrypted, ownerOf(row.clientId));
  // Sealed with another SECRET_KEY (or tampered with): the operator has to enter the secret again.
  if (secret === null) throw badRequest({ client_secret: XERO_MESSAGES.badCredentials }, XERO_MESSAGES.badCredentials);
  return { operatorId: row.clientId, clientId: row.xeroClientId, clientSecret: secret, tenantId: row.tenantId };
}

/** POST test: a fresh token and the organisation's name with the stored id and secret. */
export async function testXero({ db, config }: XeroDeps, ctx: StaffContext) {
  const row = await findConnection(db, ctx.client.id);
  if (!row) throw notFound(XERO_MESSAGES.notConnected);
  const creds = credentialsOf(config, row);
  try {
    const org = await probe(config, row.clientId, creds.clientId, creds.clientSecret);
    await updateConnection(db, row.clientId, { organisationName: org.organisationName, tenantId: org.tenantId, lastError: null });
  } catch (err) {
    await updateConnection(db, row.clientId, { lastError: (err as Error).message });
    throw err;
  }
  return { detail: XERO_MESSAGES.tested, ...toXeroStatus(await findConnection(db, row.clientId)) };
}

export async function disconnectXero(db: Db, ctx: StaffContext) {
  XeroSession.forget(ctx.client.id);
  if (!(await deleteConnection(db, ctx.client.id))) throw notFound(XERO_MESSAGES.notConnected);
}

/** The operator's open Xero session, or null when it has no connection (the local behaviour applies). */
export async function xeroSessionFor(deps: XeroDeps, operatorId: number) {
  const row = await findConnection(deps.db, operatorId);
  if (!row) return null;
  try {
    return { row, session: await XeroSession.open(endpointsOf(deps.config), credentialsOf(deps.config, row)) };
  } catch (err) {
    throw xeroHttpError(err, err instanceof XeroCallError && err.status >= 400 && err.status < 500 && err.status !== 429);
  }
}

const splitName = (full: string | null) => {
  const parts = (full ?? '').trim().split(/\s+/).filter(Boolean);
  return parts.length ? { firstName: parts[0], lastName: parts.slice(1).join(' ') || undefined } : {};
};

/** The Xero contact of an invoice data (billing address): name, e-mail, address, phone, VAT and company numbers. */
function contactOf(data: typeof invoiceDatas.$inferSelect): Contact {
  return {
    contactID: isXeroGuid(data.xeroId) ? data.xeroId : undefined,
    name: data.name,
    emailAddress: data.emailContact ?? undefined,
    taxNumber: data.vatNumber ?? undefined,
    companyNumber: data.companyNumber ?? undefined,
    ...splitName(data.personContact),
    addresses: [
      {
        addressType: Address.AddressTypeEnum.POBOX,
        addressLine1: data.address1 ?? undefined,
        addressLine2: data.address2 ?? undefined,
        city: data.town ?? undefined,
        postalCode: data.postCode ?? undefined,
        country: data.country ?? undefined,
      },
    ],
    phones: data.phoneContact ? [{ phoneType: Phone.PhoneTypeEnum.DEFAULT, phoneNumber: data.phoneContact }] : undefined,
  };
}

/**
 * POST /api/invoice-sync/ when the operator has connected Xero (null when it has not, so the caller keeps the local
 * behaviour): the invoice's contact is created or updated from its invoice data (its id kept on invoice_datas.xero_id),
 * then the invoice (ACCREC, number, dates, reference, one line per non-void line with its units, net unit price, tax
 * type by VAT rate and the connection's sales account) is created, or updated when it already has a Xero id; the
 * returned InvoiceID is stored on invoices.xero_id. No database transaction is held across the calls to Xero.
 */
export async function syncInvoiceToXero(deps: XeroDeps, ctx: StaffContext, ref: string) {
  const { db } = deps;
  const invoice = await writeTransaction(db, (tx) => lockInvoice(tx, ctx, { nameOrSlug: ref }));
  if (!invoice) throw notFound('Invoice not found');
  const open = await xeroSessionFor(deps, ctx.client.id);
  if (!open) return null;
  if (invoice.status === 'paid') throw conflict(INVOICE_MESSAGES.paidLocked, 'invoice_paid');
  const existingId = isXeroGuid(invoice.xeroId) ? invoice.xeroId : undefined;
  if (invoice.status === 'void' && !existingId) throw conflict(XERO_MESSAGES.voidNotSynced, 'invoice_void');
  const [data] = invoice.invoiceDataId
    ? await db
        .select()
        .from(invoiceDatas)
        .where(and(eq(invoiceDatas.id, invoice.invoiceDataId), eq(invoiceDatas.clientId, ctx.client.id)))
    : [];
  if (!data) throw conflict(XERO_MESSAGES.noInvoiceData, 'invoice_no_data');
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.invoiceId, invoice.id), eq(invoiceLines.clientId, ctx.client.id), ne(invoiceLines.status, 'void')))
    .orderBy(invoiceLines.id);
  const unknownRate = lines.find((l) => xeroTaxType(l.vat) === null);
  if (unknownRate) throw badRequest({ vat: XERO_MESSAGES.taxRateUnknown(unknownRate.vat) });

  const { session, row } = open;
  try {
    const contacts = await session.call((api, tenant) => api.updateOrCreateContacts(tenant, { contacts: [contactOf(data)] }, false));
    const contactID = contacts.contacts?.[0]?.contactID;
    if (!contactID) throw new XeroCallError(502, ['no contact id in the answer']);
    if (contactID !== data.xeroId) await db.update(invoiceDatas).set({ xeroId: contactID }).where(eq(invoiceDatas.id, data.id));

    const status = XERO_INVOICE_STATUS[invoice.status] ?? 'DRAFT';
    const xeroInvoice: Invoice = {
      type: Invoice.TypeEnum.ACCREC,
      invoiceID: existingId,
      invoiceNumber: invoice.name,
      reference: invoice.paymentReference ?? invoice.shortDescription ?? undefined,
      contact: { contactID },
      date: invoice.date,
      dueDate: invoice.dateDue ?? invoice.date,
      lineAmountTypes: LineAmountTypes.Exclusive,
      status: Invoice.StatusEnum[status as keyof typeof Invoice.StatusEnum],
      lineItems: lines.map((l) => ({
        description: l.name,
        quantity: l.units,
        unitAmount: l.priceIncludesVat ? Math.round((l.linePricePence / l.units) * 100) / 10_000 : l.unitPricePence / 100,
        lineAmount: l.linePricePence / 100,
        // A VAT-inclusive line's VAT was taken out of its gross (issue 23): sent as ours, Xero's own sum of the net could
        // land a penny away from the price the member paid.
        ...(l.priceIncludesVat ? { taxAmount: (l.lineGrossPricePence - l.linePricePence) / 100 } : {}),
        taxType: xeroTaxType(l.vat)!,
        accountCode: row.accountCode,
      })),
    };
    // A first push carries an idempotency key, so a retried or doubled request cannot create the invoice twice.
    const idempotencyKey = existingId ? undefined : `clubspace-${ctx.client.id}-${invoice.slug}`;
    const saved = await session.call((api, tenant) =>
      api.updateOrCreateInvoices(tenant, { invoices: [xeroInvoice] }, false, undefined, idempotencyKey),
    );
    const invoiceID = saved.invoices?.[0]?.invoiceID;
    if (!invoiceID) throw new XeroCallError(502, reasonsOfSaved(saved.invoices?.[0]));
    await db
      .update(invoices)
      .set({ xeroId: invoiceID })
      .where(and(eq(invoices.id, invoice.id), eq(invoices.clientId, ctx.client.id)));
    await updateConnection(db, ctx.client.id, { lastSyncAt: new Date(), lastError: null });
  } catch (err) {
    const mapped = xeroHttpError(err);
    await updateConnection(db, ctx.client.id, { lastError: mapped.message });
    throw mapped;
  }
  return { detail: XERO_MESSAGES.synced, invoice: toInvoiceItem(await findInvoiceById(db, invoice.id)) };
}

function reasonsOfSaved(saved: Invoice | undefined): string[] {
  const messages = (saved?.validationErrors ?? []).map((v) => v.message).filter((m): m is string => Boolean(m));
  return messages.length ? messages : ['no invoice id in the answer'];
}

/** Synced invoices still waiting for payment, per operator: what the pull asks Xero about. */
export async function awaitingPayment(db: Db, operatorId: number) {
  const rows = await db
    .select({ id: invoices.id, xeroId: invoices.xeroId })
    .from(invoices)
    .where(and(eq(invoices.clientId, operatorId), inArray(invoices.status, ['open', 'pending_payment'])));
  return rows.filter((r): r is { id: number; xeroId: string } => isXeroGuid(r.xeroId));
}
