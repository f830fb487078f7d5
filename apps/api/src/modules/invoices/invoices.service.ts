import { randomBytes } from 'node:crypto';
import {
  addDaysIso,
  INVOICE_DUE_DAYS,
  INVOICE_MESSAGES,
  INVOICE_NUMBER_PREFIX,
  invoiceTotals,
  isoDayInZone,
  issuedFieldChanges,
  issuedStatusAllowed,
  localXeroId,
  type invoiceCreate,
  type invoiceUpdate,
  type IssuedInvoiceFields,
} from '@clubspace/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { invoiceDatas, invoiceLines, invoices, offices, teams } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { pgCode } from '../../lib/pg-errors.ts';
import { activeOffice, type StaffContext } from '../../plugins/context.plugin.ts';
import { allocateInvoiceName, lockInvoiceRow } from './invoice-locks.ts';
import { followStatus, settle, statusDates } from './invoice-status.ts';
import { toInvoiceItem } from './invoices.mappers.ts';
import { findInvoiceById, lockInvoice } from './invoices.repo.ts';
import { lineAmountColumns, storedLineAmounts } from './line-amounts.ts';

type InvoiceInput = z.output<typeof invoiceCreate>;
type InvoiceUpdateInput = z.output<typeof invoiceUpdate>;
export type InvoiceRecord = typeof invoices.$inferSelect;

/** Slugs like the seeds': 10 lowercase letters and digits. */
export const newInvoiceSlug = () =>
  randomBytes(8)
    .toString('base64url')
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()
    .padEnd(10, '0')
    .slice(0, 10);

export const paidLocked = () => conflict(INVOICE_MESSAGES.paidLocked, 'invoice_paid');
export const invoiceNotFound = () => notFound('Invoice not found');

/** The form field of each document field an issued invoice keeps, so a refused update names what it may not change. */
const ISSUED_FORM_FIELDS: Record<keyof IssuedInvoiceFields | 'status', string> = {
  name: 'name',
  teamId: 'team_slug',
  invoiceDataId: 'invoice_data',
  date: 'date',
  dateDue: 'date_due',
  invoiceType: 'invoice_type',
  shortDescription: 'short_description',
  status: 'status',
};
/** 409: an issued invoice is final (contract invoice-issue.ts); `fields` are the ones the request would change. */
export const issuedLocked = (fields: (keyof typeof ISSUED_FORM_FIELDS)[] = []) =>
  conflict(
    INVOICE_MESSAGES.issuedLocked,
    'invoice_issued',
    fields.length ? Object.fromEntries(fields.map((f) => [ISSUED_FORM_FIELDS[f], INVOICE_MESSAGES.issuedLocked])) : undefined,
  );

/** Today in the invoice's office's zone (invoice dates are calendar days there). */
export async function officeToday(db: Executor, officeId: number | null) {
  const [office] = officeId ? await db.select({ timeZone: offices.timeZone }).from(offices).where(eq(offices.id, officeId)).limit(1) : [];
  return isoDayInZone(new Date(), office?.timeZone);
}

async function teamOf(db: Executor, ctx: StaffContext, slug: string) {
  const [team] = await db
    .select({ id: teams.id, officeId: teams.officeId })
    .from(teams)
    .where(and(eq(teams.clientId, ctx.client.id), eq(teams.slug, slug)))
    .limit(1);
  return team ?? null;
}

async function invoiceDataOf(db: Executor, ctx: StaffContext, slug: string, teamId: number) {
  const [data] = await db
    .select({ id: invoiceDatas.id })
    .from(invoiceDatas)
    .where(and(eq(invoiceDatas.clientId, ctx.client.id), eq(invoiceDatas.slug, slug), eq(invoiceDatas.teamId, teamId)))
    .limit(1);
  return data ?? null;
}

/**
 * POST /api/invoices/. The invoice's office is the team's home office when the caller may see it, else the caller's
 * selected office. Numbering is serialised per operator by the numbering lock (invoice-locks.ts); a unique violation
 * (another writer without the lock) is retried. Created past draft (pending or paid), it is issued at once.
 */
export async function createInvoice(db: Db, ctx: StaffContext, input: InvoiceInput) {
  const team = await teamOf(db, ctx, input.team_slug);
  if (!team) throw badRequest({ team_slug: INVOICE_MESSAGES.teamRequired });
  const data = await invoiceDataOf(db, ctx, input.invoice_data, team.id);
  if (!data) throw badRequest({ invoice_data: INVOICE_MESSAGES.invoiceDataUnknown });

  const inScope = team.officeId !== null && (ctx.officeIds === null || ctx.officeIds.includes(team.officeId));
  const officeId = inScope ? team.officeId : ((await activeOffice(db, ctx))?.id ?? null);
  const [office] = officeId ? await db.select({ prefix: offices.invoicePrefix }).from(offices).where(eq(offices.id, officeId)).limit(1) : [];
  const prefix = office?.prefix?.trim() || INVOICE_NUMBER_PREFIX;
  const today = await officeToday(db, officeId);

  const id = await writeTransaction(
    db,
    async (tx) => {
      const name = await allocateInvoiceName(tx, ctx.client.id, prefix);
      const [created] = await tx
        .insert(invoices)
        .values({
          clientId: ctx.client.id,
          slug: newInvoiceSlug(),
          name,
          teamId: team.id,
          invoiceDataId: data.id,
          officeId,
          status: input.status,
          paymentReference: input.payment_reference || null,
          invoiceType: input.invoice_type,
          date: input.date,
          dateDue: input.date_due,
          ...statusDates(input.status, { dateSent: null, dateClosed: null, issuedAt: null }, today),
          shortDescription: input.short_description || null,
          xeroId: input.xero_id || null,
        })
        .returning({ id: invoices.id });
      return created.id;
    },
    { retryUnique: true },
  );
  return toInvoiceItem(await findInvoiceById(db, id));
}

/**
 * Locks an invoice for a status change; a credit note's invoice first (lock order: invoice rows in id order, and a
 * credit note always comes after its invoice), since voiding a credit note that was applied changes that invoice's
 * balance. Returns the invoice and, for a credit note, its invoice (both locked).
 */
async function lockForUpdate(tx: Executor, ctx: StaffContext, slug: string) {
  const [peek] = await tx
    .select({ creditNoteForId: invoices.creditNoteForId })
    .from(invoices)
    .where(and(eq(invoices.clientId, ctx.client.id), eq(invoices.slug, slug)))
    .limit(1);
  const original = peek?.creditNoteForId ? await lockInvoiceRow(tx, peek.creditNoteForId) : null;
  const invoice = await lockInvoice(tx, ctx, { slug });
  return { invoice, original };
}

/**
 * PUT /api/invoices/{slug}: every field of the update dialog; a paid invoice is locked. An issued one takes the whole
 * form but only its status (not back to draft), payment reference and accounting id may differ from what is stored
 * (contract issuedFieldChanges); anything else is 409 issuedLocked naming the fields.
 */
export async function updateInvoice(db: Db, ctx: StaffContext, slug: string, input: InvoiceUpdateInput) {
  try {
    const id = await writeTransaction(db, async (tx) => {
      const { invoice, original } = await lockForUpdate(tx, ctx, slug);
      if (!invoice) throw invoiceNotFound();
      if (invoice.status === 'paid') throw paidLocked();
      const team = await teamOf(tx, ctx, input.team_slug);
      if (!team) throw badRequest({ team_slug: INVOICE_MESSAGES.teamRequired });
      let invoiceDataId: number | null = null;
      if (input.invoice_data) {
        const data = await invoiceDataOf(tx, ctx, input.invoice_data, team.id);
        if (!data) throw badRequest({ invoice_data: INVOICE_MESSAGES.invoiceDataUnknown });
        invoiceDataId = data.id;
      }
      if (invoice.issuedAt) {
        const changed = issuedFieldChanges(
          {
            name: invoice.name,
            teamId: invoice.teamId,
            invoiceDataId: invoice.invoiceDataId,
            date: invoice.date,
            dateDue: invoice.dateDue,
            invoiceType: invoice.invoiceType,
            shortDescription: invoice.shortDescription,
          },
          {
            name: input.name,
            teamId: team.id,
            invoiceDataId,
            date: input.date,
            dateDue: input.date_due,
            invoiceType: input.invoice_type,
            shortDescription: input.short_description ?? null,
          },
        );
        const status = issuedStatusAllowed(invoice.status, input.status) ? [] : (['status'] as const);
        if (changed.length || status.length) throw issuedLocked([...changed, ...status]);
      }
      const [clash] = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.clientId, ctx.client.id), eq(invoices.name, input.name), ne(invoices.id, invoice.id)))
        .limit(1);
      if (clash) throw conflict(INVOICE_MESSAGES.nameTaken, 'invoice_name_taken', { name: INVOICE_MESSAGES.nameTaken });
      const today = await officeToday(tx, invoice.officeId);
      await tx
        .update(invoices)
        .set({
          name: input.name,
          teamId: team.id,
          invoiceDataId,
          status: input.status,
          paymentReference: input.payment_reference || null,
          invoiceType: input.invoice_type,
          date: input.date,
          dateDue: input.date_due,
          ...statusDates(input.status, invoice, today),
          shortDescription: input.short_description || null,
          xeroId: input.xero_id || null,
        })
        .where(eq(invoices.id, invoice.id));
      if (input.status !== invoice.status) await followStatus(tx, invoice.id, input.status);
      // A voided credit note no longer takes anything off its invoice: what it applied is due again.
      if (original && input.status === 'void' && invoice.status !== 'void' && invoice.creditedPence > 0) await settle(tx, original, today);
      return invoice.id;
    });
    return toInvoiceItem(await findInvoiceById(db, id));
  } catch (err) {
    if (pgCode(err) === '23505') throw conflict(INVOICE_MESSAGES.nameTaken, 'invoice_name_taken', { name: INVOICE_MESSAGES.nameTaken });
    throw err;
  }
}

/** DELETE /api/invoices/{slug}: the lines go with it; bookings they billed are released (set null). Issued: 409 (void it). */
export async function deleteInvoice(db: Db, ctx: StaffContext, slug: string) {
  await writeTransaction(db, async (tx) => {
    const invoice = await lockInvoice(tx, ctx, { slug });
    if (!invoice) throw invoiceNotFound();
    if (invoice.status === 'paid') throw paidLocked();
    if (invoice.issuedAt) throw issuedLocked();
    await tx.delete(invoices).where(eq(invoices.id, invoice.id));
  });
}

/**
 * POST /api/invoice-sync/: no external accounting system is connected, so syncing records the invoice as synced
 * locally: it keeps an existing accounting id, or stores LOCAL-<name>. Allowed on an issued invoice (accounting sync).
 */
export async function syncInvoice(db: Db, ctx: StaffContext, ref: string) {
  const id = await writeTransaction(db, async (tx) => {
    const invoice = await lockInvoice(tx, ctx, { nameOrSlug: ref });
    if (!invoice) throw invoiceNotFound();
    if (invoice.status === 'paid') throw paidLocked();
    if (!invoice.xeroId)
      await tx
        .update(invoices)
        .set({ xeroId: localXeroId(invoice.name) })
        .where(eq(invoices.id, invoice.id));
    return invoice.id;
  });
  return { detail: INVOICE_MESSAGES.synced, invoice: toInvoiceItem(await findInvoiceById(db, id)) };
}

/** POST /api/invoice-validate/: a draft with lines becomes pending payment, sent today (office time zone), and issued, with a due date (else INVOICE_DUE_DAYS after today or its date). */
export async function validateInvoice(db: Db, ctx: StaffContext, ref: string) {
  const id = await writeTransaction(db, async (tx) => {
    const invoice = await lockInvoice(tx, ctx, { nameOrSlug: ref });
    if (!invoice) throw invoiceNotFound();
    if (invoice.status === 'paid') throw paidLocked();
    if (invoice.status !== 'open') throw conflict(INVOICE_MESSAGES.onlyDraftValidated, 'invoice_not_draft');
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice.id));
    if (n === 0) throw conflict(INVOICE_MESSAGES.noLines, 'invoice_no_lines');
    const today = await officeToday(tx, invoice.officeId);
    const { dateSent, issuedAt } = statusDates('pending_payment', invoice, today);
    // An invoice is issued with a due date: a sale's draft has none until now (never before its own date).
    const dateDue = invoice.dateDue ?? addDaysIso(invoice.date > today ? invoice.date : today, INVOICE_DUE_DAYS);
    await tx.update(invoices).set({ status: 'pending_payment', dateSent, issuedAt, dateDue }).where(eq(invoices.id, invoice.id));
    await followStatus(tx, invoice.id, 'pending_payment');
    return invoice.id;
  });
  return { detail: INVOICE_MESSAGES.validated, invoice: toInvoiceItem(await findInvoiceById(db, id)) };
}

// ---- Lines ----

/** Net, VAT and gross of the invoice are the sums of its per-line-rounded, non-void lines; vat_type follows a single line rate. */
export async function recomputeTotals(tx: Executor, invoice: InvoiceRecord) {
  const rows = await tx
    .select(lineAmountColumns)
    .from(invoiceLines)
    // A void line stays on the invoice as a record but no longer counts.
    .where(and(eq(invoiceLines.invoiceId, invoice.id), ne(invoiceLines.status, 'void')));
  const lines = rows.map(storedLineAmounts);
  const totals = invoiceTotals(lines);
  const rates = new Set(lines.map((l) => l.vatPercent));
  await tx
    .update(invoices)
    .set({
      netPricePence: totals.net,
      vatPence: totals.vat,
      grossPricePence: totals.gross,
      vatType: rates.size === 1 ? [...rates][0] : invoice.vatType,
    })
    .where(eq(invoices.id, invoice.id));
}

/**
 * An invoice paid outside Clubspace (the Xero pull): paid and closed today (office time zone), its open lines paid, as
 * PUT with status paid does. Returns false when it is not the operator's, or already paid or void.
 */
export async function markInvoicePaid(db: Db, clientId: number, invoiceId: number): Promise<boolean> {
  return writeTransaction(db, async (tx) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, invoiceId), eq(invoices.clientId, clientId)))
      .for('update');
    if (!invoice || invoice.status === 'paid' || invoice.status === 'void') return false;
    const today = await officeToday(tx, invoice.officeId);
    await tx
      .update(invoices)
      .set({ status: 'paid', ...statusDates('paid', invoice, today) })
      .where(eq(invoices.id, invoice.id));
    await followStatus(tx, invoice.id, 'paid');
    return true;
  });
}
