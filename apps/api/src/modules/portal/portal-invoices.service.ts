import { PORTAL_MESSAGES, toPounds, type PortalInvoice } from '@clubspace/contract';
import { and, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceDatas, invoices, members, teams } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { PortalContext } from '../../plugins/portal-context.ts';
import { overdueSql } from '../invoices/overdue.sql.ts';
import { invoicePdf } from '../invoice-documents/invoice-documents.service.ts';
import { actingContext, isTeamAdmin } from './portal-acting.ts';

/**
 * Which invoices a member sees (issue 26). An invoice is addressed to a team (its invoice data). A team admin sees
 * every issued invoice of their team ('team'); anyone sees their own ('mine'): their team's invoices whose billing
 * contact is their e-mail, or every invoice of a team they are the only active member of. Drafts are not shown: a
 * draft is still being written (its lines appear as they are sold). Nothing of another team or operator, ever.
 */
function visible(ctx: PortalContext, scope: 'mine' | 'team'): SQL {
  const teamId = ctx.member.teamId ?? -1;
  const issued = and(eq(invoices.clientId, ctx.client.id), eq(invoices.teamId, teamId), ne(invoices.status, 'open'))!;
  if (scope === 'team') return issued;
  const alone = sql`(select count(*) from ${members} where ${members.teamId} = ${teamId} and ${members.status} = 'active') = 1`;
  return and(issued, or(sql`lower(${invoiceDatas.emailContact}) = lower(${ctx.user.email})`, alone))!;
}

function scopeFor(ctx: PortalContext, scope: 'mine' | 'team') {
  if (!ctx.settings.see_invoices) throw forbidden(PORTAL_MESSAGES.invoicesOff);
  if (scope === 'team' && !isTeamAdmin(ctx)) throw forbidden(PORTAL_MESSAGES.teamAdminOnly);
  return scope;
}

const columns = {
  slug: invoices.slug,
  name: invoices.name,
  status: invoices.status,
  date: invoices.date,
  dateDue: invoices.dateDue,
  gross: invoices.grossPricePence,
  paid: invoices.paidPence,
  credited: invoices.creditedPence,
  overdue: overdueSql.mapWith(Boolean),
  team: teams.name,
};

async function rows(db: Db, where: SQL, limit = 200) {
  return db
    .select(columns)
    .from(invoices)
    .leftJoin(invoiceDatas, eq(invoiceDatas.id, invoices.invoiceDataId))
    .leftJoin(teams, eq(teams.id, invoices.teamId))
    .where(where)
    .orderBy(desc(invoices.date), desc(invoices.id))
    .limit(limit);
}

const toItem = (r: Awaited<ReturnType<typeof rows>>[number]): PortalInvoice => ({
  slug: r.slug,
  name: r.name,
  status: r.status,
  date: r.date,
  date_due: r.dateDue,
  total: toPounds(r.gross),
  outstanding: toPounds(r.status === 'void' || r.status === 'paid' ? 0 : Math.max(0, Math.abs(r.gross) - r.paid - r.credited)),
  overdue: r.overdue,
  team: r.team,
});

export async function portalInvoices(db: Db, ctx: PortalContext, scope: 'mine' | 'team') {
  return { invoices: (await rows(db, visible(ctx, scopeFor(ctx, scope)))).map(toItem) };
}

/** Unpaid invoices for the home page (the team's for its admin), or none when the portal hides invoices. */
export async function unpaidInvoices(db: Db, ctx: PortalContext) {
  if (!ctx.settings.see_invoices) return [];
  const where = and(visible(ctx, isTeamAdmin(ctx) ? 'team' : 'mine'), inArray(invoices.status, ['pending_payment', 'payment_pending']))!;
  return (await rows(db, where, 20)).map(toItem);
}

/** The PDF of a visible invoice (the staff's own document), else 404. */
export async function portalInvoicePdf(db: Db, ctx: PortalContext, slug: string) {
  const scope = scopeFor(ctx, isTeamAdmin(ctx) ? 'team' : 'mine');
  const [found] = await rows(db, and(visible(ctx, scope), eq(invoices.slug, slug))!, 1);
  if (!found) throw notFound('Invoice not found');
  return invoicePdf(db, actingContext(ctx), slug);
}

/** A visible invoice's id for Pay (the same rule as the list and the PDF), else 404. */
export async function payableInvoiceId(db: Db, ctx: PortalContext, slug: string) {
  const scope = scopeFor(ctx, isTeamAdmin(ctx) ? 'team' : 'mine');
  const [found] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .leftJoin(invoiceDatas, eq(invoiceDatas.id, invoices.invoiceDataId))
    .where(and(visible(ctx, scope), eq(invoices.slug, slug)))
    .limit(1);
  if (!found) throw notFound('Invoice not found');
  return found.id;
}
