import { randomBytes } from 'node:crypto';
import {
  INVOICE_MESSAGES,
  INVOICE_NUMBER_DIGITS,
  INVOICE_NUMBER_PREFIX,
  editedLine,
  invoiceTotals,
  isoDayInZone,
  lineSignRefusal,
  localXeroId,
  toPence,
  type invoiceCreate,
  type invoiceDataCreate,
  type invoiceLineCreate,
  type invoiceLineUpdate,
  type invoiceUpdate,
  type InvoiceKind,
} from '@clubspace/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { invoiceDatas, invoiceLines, invoices, members, offices, teams } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { activeOffice, type StaffContext } from '../../plugins/context.plugin.ts';
import { visibleMembers } from '../members/members.repo.ts';
import { freeSlug } from '../../lib/sql.ts';
import { toInvoiceDataItem, toInvoiceItem, toLineItem } from './invoices.mappers.ts';
import { findInvoiceById, lineQuery, lockInvoice } from './invoices.repo.ts';
import { pgCode } from '../../lib/pg-errors.ts';
import { lineAmountColumns, lineMoneyColumns, storedLineAmounts } from './line-amounts.ts';

type InvoiceInput = z.output<typeof invoiceCreate>;
type InvoiceUpdateInput = z.output<typeof invoiceUpdate>;
type LineInput = z.output<typeof invoiceLineCreate> | z.output<typeof invoiceLineUpdate>;
type InvoiceRecord = typeof invoices.$inferSelect;

/** Slugs like the seeds': 10 lowercase letters and digits. */
export const newInvoiceSlug = () => randomBytes(8).toString('base64url').replace(/[^a-z0-9]/gi, '').toLowerCase().padEnd(10, '0').slice(0, 10);

/** A namespace for this module's advisory locks (the second key is the operator's id). */
const NUMBERING_LOCK = 0x1e5c;

const paidLocked = () => conflict(INVOICE_MESSAGES.paidLocked, 'invoice_paid');
const invoiceNotFound = () => notFound('Invoice not found');

/** Today in the invoice's office's zone (invoice dates are calendar days there). */
export async function officeToday(db: Executor, officeId: number | null) {
  const [office] = officeId ? await db.select({ timeZone: offices.timeZone }).from(offices).where(eq(offices.id, officeId)).limit(1) : [];
  return isoDayInZone(new Date(), office?.timeZone);
}

/** Dates a status change stamps: sent when it starts waiting for payment, closed when paid or void. */
function statusDates(status: string, current: { dateSent: string | null; dateClosed: string | null }, today: string) {
  return {
    dateSent: status === 'pending_payment' && !current.dateSent ? today : current.dateSent,
    dateClosed: (status === 'paid' || status === 'void') && !current.dateClosed ? today : current.dateClosed,
  };
}

/** Lines follow their invoice: validated → new lines wait for payment; paid → open lines are paid. */
export async function followStatus(tx: Executor, invoiceId: number, status: string) {
  if (status === 'pending_payment') {
    await tx.update(invoiceLines).set({ status: 'payment_pending' }).where(and(eq(invoiceLines.invoiceId, invoiceId), eq(invoiceLines.status, 'new')));
  } else if (status === 'paid') {
    await tx
      .update(invoiceLines)
      .set({ status: 'paid' })
      .where(and(eq(invoiceLines.invoiceId, invoiceId), inArray(invoiceLines.status, ['new', 'payment_pending'])));
  }
}

async function teamOf(db: Executor, ctx: StaffContext, slug: string) {
  const [team] = await db.select({ id: teams.id, officeId: teams.officeId }).from(teams).where(and(eq(teams.clientId, ctx.client.id), eq(teams.slug, slug))).limit(1);
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
 * The next invoice number: the office's invoice prefix (else INV-) and the operator's highest number + 1, zero-padded
 * to 4 digits. One sequence per operator and kind whatever the prefix, so numbers never repeat across offices; credit
 * notes (CN-) count in their own sequence.
 */
async function nextInvoiceName(tx: Executor, clientId: number, prefix: string, kind: InvoiceKind) {
  const [row] = await tx
    .select({ n: sql<string>`coalesce(max(substring(${invoices.name} from '([0-9]+)$')::numeric), 0)` })
    .from(invoices)
    .where(and(eq(invoices.clientId, clientId), eq(invoices.kind, kind)));
  return `${prefix}${String(Number(row.n) + 1).padStart(INVOICE_NUMBER_DIGITS, '0')}`;
}

/** The next invoice number under the operator's numbering lock (held until the caller's transaction ends). */
export async function allocateInvoiceName(tx: Executor, clientId: number, prefix: string, kind: InvoiceKind = 'invoice') {
  await tx.execute(sql`select pg_advisory_xact_lock(${NUMBERING_LOCK}::int, ${clientId}::int)`);
  return nextInvoiceName(tx, clientId, prefix, kind);
}

/**
 * POST /api/invoices/. The invoice's office is the team's home office when the caller may see it, else the caller's
 * selected office. Numbering is serialised per operator by a transaction-scoped advisory lock; a unique violation
 * (another writer without the lock) is retried.
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

  for (let attempt = 1; ; attempt++) {
    try {
      const id = await db.transaction(async (tx) => {
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
            ...statusDates(input.status, { dateSent: null, dateClosed: null }, today),
            shortDescription: input.short_description || null,
            xeroId: input.xero_id || null,
          })
          .returning({ id: invoices.id });
        return created.id;
      });
      return toInvoiceItem(await findInvoiceById(db, id));
    } catch (err) {
      if (pgCode(err) !== '23505' || attempt >= 5) throw err;
    }
  }
}

/** PUT /api/invoices/{slug}: every field of the update dialog; a paid invoice is locked. */
export async function updateInvoice(db: Db, ctx: StaffContext, slug: string, input: InvoiceUpdateInput) {
  try {
    const id = await db.transaction(async (tx) => {
      const invoice = await lockInvoice(tx, ctx, { slug });
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
      return invoice.id;
    });
    return toInvoiceItem(await findInvoiceById(db, id));
  } catch (err) {
    if (pgCode(err) === '23505') throw conflict(INVOICE_MESSAGES.nameTaken, 'invoice_name_taken', { name: INVOICE_MESSAGES.nameTaken });
    throw err;
  }
}

/** DELETE /api/invoices/{slug}: the lines go with it; bookings they billed are released (set null). */
export async function deleteInvoice(db: Db, ctx: StaffContext, slug: string) {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, ctx, { slug });
    if (!invoice) throw invoiceNotFound();
    if (invoice.status === 'paid') throw paidLocked();
    await tx.delete(invoices).where(eq(invoices.id, invoice.id));
  });
}

/**
 * POST /api/invoice-sync/: no external accounting system is connected, so syncing records the invoice as synced
 * locally: it keeps an existing accounting id, or stores LOCAL-<name>.
 */
export async function syncInvoice(db: Db, ctx: StaffContext, ref: string) {
  const id = await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, ctx, { nameOrSlug: ref });
    if (!invoice) throw invoiceNotFound();
    if (invoice.status === 'paid') throw paidLocked();
    if (!invoice.xeroId) await tx.update(invoices).set({ xeroId: localXeroId(invoice.name) }).where(eq(invoices.id, invoice.id));
    return invoice.id;
  });
  return { detail: INVOICE_MESSAGES.synced, invoice: toInvoiceItem(await findInvoiceById(db, id)) };
}

/** POST /api/invoice-validate/: a draft with lines becomes pending payment, sent today (office time zone). */
export async function validateInvoice(db: Db, ctx: StaffContext, ref: string) {
  const id = await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, ctx, { nameOrSlug: ref });
    if (!invoice) throw invoiceNotFound();
    if (invoice.status === 'paid') throw paidLocked();
    if (invoice.status !== 'open') throw conflict(INVOICE_MESSAGES.onlyDraftValidated, 'invoice_not_draft');
    const [{ n }] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id));
    if (n === 0) throw conflict(INVOICE_MESSAGES.noLines, 'invoice_no_lines');
    const today = await officeToday(tx, invoice.officeId);
    await tx.update(invoices).set({ status: 'pending_payment', dateSent: invoice.dateSent ?? today }).where(eq(invoices.id, invoice.id));
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
    .set({ netPricePence: totals.net, vatPence: totals.vat, grossPricePence: totals.gross, vatType: rates.size === 1 ? [...rates][0] : invoice.vatType })
    .where(eq(invoices.id, invoice.id));
}

/** A member by id (number or digits) or slug, within the caller's scope; empty means none. */
async function memberIdOf(tx: Executor, ctx: StaffContext, ref: string | number | null | undefined) {
  if (ref === null || ref === undefined || ref === '') return null;
  const bySlug = typeof ref === 'string' ? eq(members.slug, ref) : undefined;
  const byId = typeof ref === 'number' || /^\d{1,9}$/.test(ref) ? eq(members.id, Number(ref)) : undefined;
  const rows = await tx
    .select({ id: members.id, slug: members.slug })
    .from(members)
    .where(and(visibleMembers(ctx), bySlug && byId ? sql`(${bySlug} or ${byId})` : (bySlug ?? byId)))
    .limit(2);
  const found = rows.find((r) => r.slug === ref) ?? rows[0];
  if (!found) throw badRequest({ member: INVOICE_MESSAGES.memberUnknown });
  return found.id;
}

type StoredLine = Parameters<typeof storedLineAmounts>[0];

/**
 * The stored amounts of a line: client-sent computed fields are ignored; VAT is rounded half-up per line. A line entered
 * by hand has the specification's meaning (unit price net, VAT on top); an edited VAT-inclusive line keeps its gross
 * while its price and rate are unchanged (money.ts editedLine).
 */
function lineValues(input: LineInput, current?: StoredLine) {
  const amounts = editedLine(current ? storedLineAmounts(current) : null, { unitPricePence: toPence(input.unit_price), units: input.units, vatPercent: input.vat });
  return {
    name: input.name,
    paymentType: input.payment_type,
    date: input.date,
    ...lineMoneyColumns(amounts),
    status: input.status,
    paymentReference: input.payment_reference || null,
  };
}

async function lineItem(db: Executor, id: number) {
  const [row] = await lineQuery(db).where(eq(invoiceLines.id, id)).limit(1);
  return toLineItem(row);
}

/** POST /api/invoice-lines/: adds a line and recomputes the invoice's totals in the same transaction. */
export async function createLine(db: Db, ctx: StaffContext, input: z.output<typeof invoiceLineCreate>) {
  const id = await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, ctx, { slug: input.invoice });
    if (!invoice) throw invoiceNotFound();
    if (invoice.status === 'paid') throw paidLocked();
    signRule(invoice.kind, input.unit_price);
    const memberId = await memberIdOf(tx, ctx, input.member);
    const [created] = await tx
      .insert(invoiceLines)
      .values({ clientId: ctx.client.id, slug: newInvoiceSlug(), invoiceId: invoice.id, memberId, ...lineValues(input) })
      .returning({ id: invoiceLines.id });
    await recomputeTotals(tx, invoice);
    return created.id;
  });
  return lineItem(db, id);
}

/** The invoice of a visible line, locked; 404 for another operator's or an out-of-scope line. */
async function lockLineInvoice(tx: Executor, ctx: StaffContext, slug: string) {
  const [line] = await tx
    .select({ id: invoiceLines.id, invoiceSlug: invoices.slug, unitPricePence: invoiceLines.unitPricePence, amounts: lineAmountColumns })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(invoiceLines.clientId, ctx.client.id), eq(invoiceLines.slug, slug)))
    .limit(1);
  const invoice = line ? await lockInvoice(tx, ctx, { slug: line.invoiceSlug }) : null;
  if (!line || !invoice) throw notFound('Invoice line not found');
  if (invoice.status === 'paid') throw paidLocked();
  return { lineId: line.id, invoice, unitPricePence: line.unitPricePence, amounts: line.amounts };
}

/** 400 when a line's price breaks its sign rule: billed lines are not negative, credits not positive. */
function signRule(kind: string, price: number, current?: number) {
  const refusal = lineSignRefusal(kind, toPence(price), current);
  if (refusal) throw badRequest({ unit_price: refusal });
}

/** PUT /api/invoice-lines/{slug}: the line stays on its invoice; totals are recomputed. */
export async function updateLine(db: Db, ctx: StaffContext, slug: string, input: z.output<typeof invoiceLineUpdate>) {
  const id = await db.transaction(async (tx) => {
    const { lineId, invoice, unitPricePence, amounts } = await lockLineInvoice(tx, ctx, slug);
    signRule(invoice.kind, input.unit_price, unitPricePence);
    const memberId = await memberIdOf(tx, ctx, input.member);
    await tx.update(invoiceLines).set({ memberId, ...lineValues(input, amounts) }).where(eq(invoiceLines.id, lineId));
    await recomputeTotals(tx, invoice);
    return lineId;
  });
  return lineItem(db, id);
}

/** DELETE /api/invoice-lines/{slug}: totals are recomputed. */
export async function deleteLine(db: Db, ctx: StaffContext, slug: string) {
  await db.transaction(async (tx) => {
    const { lineId, invoice } = await lockLineInvoice(tx, ctx, slug);
    await tx.delete(invoiceLines).where(eq(invoiceLines.id, lineId));
    await recomputeTotals(tx, invoice);
  });
}

// ---- Invoice data ----

/** POST /api/invoice-datas/: a new default unsets the team's other defaults in the same transaction. */
export async function createInvoiceData(db: Db, ctx: StaffContext, input: z.output<typeof invoiceDataCreate>) {
  const [team] = await db
    .select({ id: teams.id, slug: teams.slug, name: teams.name })
    .from(teams)
    .where(and(eq(teams.clientId, ctx.client.id), eq(teams.slug, input.team)))
    .limit(1);
  if (!team) throw badRequest({ team: INVOICE_MESSAGES.teamRequired });
  const slug = await freeSlug(db, invoiceDatas, ctx.client.id, `${team.slug} ${input.name}`);
  const isDefault = input.default && input.status === 'active';
  const created = await db.transaction(async (tx) => {
    if (isDefault) await tx.update(invoiceDatas).set({ isDefault: false }).where(and(eq(invoiceDatas.teamId, team.id), eq(invoiceDatas.isDefault, true)));
    const [row] = await tx
      .insert(invoiceDatas)
      .values({
        clientId: ctx.client.id,
        slug,
        teamId: team.id,
        name: input.name,
        town: input.town,
        postCode: input.post_code,
        address1: input.address_1,
        address2: input.address_2 || null,
        country: input.country || null,
        vatNumber: input.vat_number || null,
        companyNumber: input.company_number || null,
        emailContact: input.email_contact,
        phoneContact: input.phone_contact || null,
        personContact: input.person_contact || null,
        isDefault,
        status: input.status,
      })
      .returning();
    return row;
  });
  return toInvoiceDataItem(created, { slug: team.slug, name: team.name });
}

/** PUT /api/invoice-datas/{slug}/cancel: status inactive; a cancelled entry is no longer the default. */
export async function cancelInvoiceData(db: Db, ctx: StaffContext, slug: string) {
  const [row] = await db
    .update(invoiceDatas)
    .set({ status: 'inactive', isDefault: false })
    .where(and(eq(invoiceDatas.clientId, ctx.client.id), eq(invoiceDatas.slug, slug)))
    .returning();
  if (!row) throw notFound('Invoice data not found');
  const [team] = await db.select({ slug: teams.slug, name: teams.name }).from(teams).where(eq(teams.id, row.teamId)).limit(1);
  return toInvoiceDataItem(row, team ?? null);
}

/**
 * An invoice paid outside Clubspace (the Xero pull): paid and closed today (office time zone), its open lines paid, as
 * PUT with status paid does. Returns false when it is not the operator's, or already paid or void.
 */
export async function markInvoicePaid(db: Db, clientId: number, invoiceId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(and(eq(invoices.id, invoiceId), eq(invoices.clientId, clientId))).for('update');
    if (!invoice || invoice.status === 'paid' || invoice.status === 'void') return false;
    const today = await officeToday(tx, invoice.officeId);
    await tx.update(invoices).set({ status: 'paid', ...statusDates('paid', invoice, today) }).where(eq(invoices.id, invoice.id));
    await followStatus(tx, invoice.id, 'paid');
    return true;
  });
}
