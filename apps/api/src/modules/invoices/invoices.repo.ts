import { INVOICE_ORDER_FIELDS, OVERDUE_FILTER, parseOrder } from '@clubspace/contract';
import { and, asc, desc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.ts';
import { invoiceDatas, invoiceLines, invoices, members, teams, users } from '../../db/schema/index.ts';
import { keyedList } from '../../lib/keyed-list.ts';
import { anyArm, armIds, armsCount, deferredSource, inArm, spacelessLike, type Arm } from '../../lib/search-arms.ts';
import type { ListSource } from '../../lib/paged-list.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { teamIdBySlug } from '../members/members.repo.ts';
import { cappedCount, clubFilter, eqSubquery, officeScope, searchPattern } from '../../lib/sql.ts';
import { toInvoiceItem, toLineItem, type InvoiceRow } from './invoices.mappers.ts';
import { overdueSql } from './overdue.sql.ts';

const dataTeams = alias(teams, 'data_team');

// Counted per row through invoice_lines_invoice_idx inside the same statement: no N+1, only for the rows returned.
const lineCount = sql<number>`(select count(*) from ${invoiceLines} where ${invoiceLines.invoiceId} = ${invoices.id})`.mapWith(Number);

/** Invoices with team, invoice data (and its team) and the number of lines, in one select. */
export function invoiceQuery(db: Executor) {
  return db
    .select({
      invoice: invoices,
      team: { slug: teams.slug, name: teams.name },
      data: invoiceDatas,
      dataTeam: { slug: dataTeams.slug, name: dataTeams.name },
      lines: lineCount,
      overdue: overdueSql.mapWith(Boolean),
    })
    .from(invoices)
    .leftJoin(teams, eq(teams.id, invoices.teamId))
    .leftJoin(invoiceDatas, eq(invoiceDatas.id, invoices.invoiceDataId))
    .leftJoin(dataTeams, eq(dataTeams.id, invoiceDatas.teamId))
    .$dynamic();
}

/** The operator's invoices the caller may see: a staff limited to some offices sees only their invoices. */
export const visibleInvoices = (ctx: StaffContext) => and(eq(invoices.clientId, ctx.client.id), officeScope(invoices.officeId, ctx));

export async function findInvoice(db: Executor, ctx: StaffContext, slug: string): Promise<InvoiceRow | null> {
  const [row] = await invoiceQuery(db)
    .where(and(visibleInvoices(ctx), eq(invoices.slug, slug)))
    .limit(1);
  return (row as InvoiceRow | undefined) ?? null;
}

export async function findInvoiceById(db: Executor, id: number): Promise<InvoiceRow> {
  const [row] = await invoiceQuery(db).where(eq(invoices.id, id)).limit(1);
  return row as InvoiceRow;
}

/** Locks a visible invoice for the rest of the transaction, by slug or (for sync and validate) by name or slug. */
export async function lockInvoice(tx: Executor, ctx: StaffContext, ref: { slug: string } | { nameOrSlug: string }) {
  const match = 'slug' in ref ? eq(invoices.slug, ref.slug) : or(eq(invoices.slug, ref.nameOrSlug), eq(invoices.name, ref.nameOrSlug));
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(visibleInvoices(ctx), match))
    .orderBy(asc(invoices.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

// What a line bills (issue 12), by primary key: one index probe each, only for the lines returned.
const lineRefs = {
  planSlug: sql<string | null>`(select p.slug from membership_plans p where p.id = ${invoiceLines.planId})`,
  planName: sql<string | null>`(select p.name from membership_plans p where p.id = ${invoiceLines.planId})`,
  membershipSlug: sql<string | null>`(select ms.slug from memberships ms where ms.id = ${invoiceLines.membershipId})`,
  bookingCode: sql<string | null>`(select b.code from bookings b where b.id = ${invoiceLines.bookingId})`,
  orderCode: sql<string | null>`(select o.code from orders o where o.id = ${invoiceLines.orderId})`,
};

export function lineQuery(db: Executor) {
  return db
    .select({
      line: invoiceLines,
      invoiceSlug: invoices.slug,
      memberSlug: members.slug,
      firstName: users.firstName,
      lastName: users.lastName,
      ...lineRefs,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .leftJoin(members, eq(members.id, invoiceLines.memberId))
    .leftJoin(users, eq(users.id, members.userId))
    .$dynamic();
}

/** The lines of an invoice, in the order they were added. */
export async function invoiceLinesOf(db: Executor, invoiceId: number) {
  const rows = await lineQuery(db).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(asc(invoiceLines.date), asc(invoiceLines.id));
  return rows.map(toLineItem);
}

type InvoiceOrderField = (typeof INVOICE_ORDER_FIELDS)[number];
// Default -date walks invoices_client_date_idx (client_id, date) backwards; with a status filter, invoices_client_status_idx.
const ORDER_COLUMNS: Record<InvoiceOrderField, (AnyColumn | SQL)[]> = {
  name: [invoices.name],
  status: [invoices.status],
  gross_price: [invoices.grossPricePence],
  team: [teams.name],
  date: [invoices.date],
  date_due: [invoices.dateDue],
  lines: [lineCount],
};

export interface InvoiceListFilters {
  name?: string;
  order: string;
  club?: string;
  status?: string;
  invoice_type?: string;
  team?: string;
  kind?: string;
}

/** The invoice's number or payment reference (trigram indexes), or its team among the teams whose names match. */
function invoiceSearch(pattern: string, teamArm: Arm): (SQL | undefined)[] {
  return [spacelessLike(invoices.name, pattern), spacelessLike(invoices.paymentReference, pattern), inArm(invoices.teamId, teamArm)];
}

export function invoiceListSource(db: Db, ctx: StaffContext, q: InvoiceListFilters): ListSource<ReturnType<typeof toInvoiceItem>> {
  const cid = ctx.client.id;
  const filters = and(
    visibleInvoices(ctx),
    clubFilter(invoices.officeId, cid, q.club, db),
    q.status === OVERDUE_FILTER ? overdueSql : q.status ? eq(invoices.status, q.status) : undefined,
    q.invoice_type ? eq(invoices.invoiceType, q.invoice_type) : undefined,
    q.team ? eqSubquery(invoices.teamId, teamIdBySlug(db, cid, q.team)) : undefined,
    q.kind ? eq(invoices.kind, q.kind) : undefined,
  );
  const order = parseOrder(q.order, INVOICE_ORDER_FIELDS, '-date' as InvoiceOrderField);
  // Ids first (invoices alone; with their team only for the team order), then the page's rows: a deep page no
  // longer computes every skipped row's line count and overdue flag (136 ms at page 500 of 10k invoices).
  const keysFrom = (fields: SelectedFields) => db.select(fields).from(invoices).$dynamic();
  const list = (arms?: (SQL | undefined)[]) => {
    const where = arms ? and(filters, anyArm(arms)) : filters;
    return keyedList({
      keys: order.field === 'team' ? (fields) => keysFrom(fields).leftJoin(teams, eq(teams.id, invoices.teamId)) : keysFrom,
      where,
      order: ORDER_COLUMNS[order.field],
      desc: order.desc,
      id: invoices.id,
      rows: async (ids) => (await invoiceQuery(db).where(inArray(invoices.id, ids))) as InvoiceRow[],
      idOf: (r) => r.invoice.id,
      items: (rows) => rows.map(toInvoiceItem),
      count: () =>
        arms
          ? armsCount(db, invoices, filters, arms)
          : cappedCount(db, () =>
              db
                .select({ one: sql`1`.as('one') })
                .from(invoices)
                .where(where)
                .$dynamic(),
            ),
    });
  };
  const pattern = searchPattern(q.name);
  if (!pattern) return list(undefined);
  // The team arm's ids first (one statement), then the page and the count with them as constants.
  return deferredSource(async () => list(invoiceSearch(pattern, (await armIds(db, cid, pattern, ['teams'])).teams)));
}

/** A team's active invoice data, default first (the add-invoice picker). */
export async function activeInvoiceDatas(db: Db, clientId: number, teamSlug: string) {
  return db
    .select({ data: invoiceDatas, team: { slug: teams.slug, name: teams.name } })
    .from(invoiceDatas)
    .innerJoin(teams, eq(teams.id, invoiceDatas.teamId))
    .where(and(eq(invoiceDatas.clientId, clientId), eq(teams.slug, teamSlug), eq(invoiceDatas.status, 'active')))
    .orderBy(desc(invoiceDatas.isDefault), asc(invoiceDatas.name), asc(invoiceDatas.id));
}
