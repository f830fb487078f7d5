/** The billing run's page writer (issue 32): several teams' lines in one transaction, with multi-row inserts. */
import { INVOICE_NUMBER_PREFIX, addDaysIso, invoiceTotals, monthLabelLong } from '@clubspace/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { billingCharges, invoiceLines, invoices, offices } from '../../db/schema/index.ts';
import { RetryTransaction, writeTransaction } from '../../db/transaction.ts';
import { newInvoiceSlug } from '../invoices/invoices.service.ts';
import { allocateInvoiceName, lockTeamsDrafts } from '../invoices/invoice-locks.ts';
import { lineAmountColumns, lineMoneyColumns, storedLineAmounts } from '../invoices/line-amounts.ts';
import { amountsOf, type BillingPlan, type PlannedLine, type PlannedTeam } from './billing-plan.service.ts';
import { openPeriodInvoices } from './billing-run.repo.ts';

/** Rows per multi-row insert (PostgreSQL's 65,535 bind parameters over ~20 columns a line). */
const INSERT_ROWS = 1000;
/** Teams per page of the run: planned together, written in one transaction. */
export const BILLING_TEAMS_PER_PAGE = Number(process.env.BILLING_TEAMS_PER_PAGE ?? 200);

export interface PageInvoice {
  id: number;
  created: boolean;
  lines: number;
  team: { slug: string; name: string };
}

const ints = (xs: (number | null)[]) => `{${xs.map((x) => x ?? 'NULL').join(',')}}`;

type StoredLine = ReturnType<typeof storedLineAmounts>;

/** Totals as recomputeTotals works them out from an invoice's stored (non-void) lines; rate null keeps the invoice's VAT type. */
function totalsOf(lines: StoredLine[]) {
  const rates = new Set(lines.map((l) => l.vatPercent));
  return { ...invoiceTotals(lines), rate: rates.size === 1 ? [...rates][0]! : null };
}

/** A planned line's money columns, and its amounts as they read back from those columns (what recomputeTotals sums). */
function lineMoney(plan: BillingPlan, l: PlannedLine) {
  const columns = lineMoneyColumns(amountsOf(plan, l));
  return { columns, stored: storedLineAmounts(columns) };
}

/**
 * Per team its period draft: the open one (locked, in id order), else a new one numbered from one look-up of the
 * operator's sequence. A new draft holds only this page's lines, so it is inserted with its totals already worked out
 * (no update after the lines); an open draft's totals are recomputed from all its stored lines afterwards.
 */
async function draftsOf(
  tx: Executor,
  clientId: number,
  plan: BillingPlan,
  sorted: PlannedTeam[],
  money: Map<PlannedLine, ReturnType<typeof lineMoney>>,
) {
  const open = await openPeriodInvoices(
    tx,
    clientId,
    sorted.map((t) => t.team.id),
    plan.period.start,
  );
  const fresh = sorted.filter((t) => !open.has(t.team.id));
  const invoiceOf = new Map(open);
  if (fresh.length) {
    const officeIds = [...new Set(fresh.map((t) => t.team.officeId).filter((o): o is number => o !== null))];
    const found = officeIds.length
      ? await tx.select({ id: offices.id, prefix: offices.invoicePrefix }).from(offices).where(inArray(offices.id, officeIds))
      : [];
    const prefixes = new Map(found.map((o) => [o.id, o.prefix?.trim() || INVOICE_NUMBER_PREFIX]));
    // The operator's sequence is one whatever the prefix (allocateInvoiceName): look it up once for the page.
    const first = await allocateInvoiceName(tx, clientId, '');
    let next = Number(first);
    const rows = await tx
      .insert(invoices)
      .values(
        fresh.map((t) => {
          const totals = totalsOf(t.lines.map((l) => money.get(l)!.stored));
          return {
            clientId,
            slug: newInvoiceSlug(),
            name: `${(t.team.officeId !== null && prefixes.get(t.team.officeId)) || INVOICE_NUMBER_PREFIX}${String(next++).padStart(first.length, '0')}`,
            teamId: t.team.id,
            invoiceDataId: t.team.data.id,
            officeId: t.team.officeId,
            status: 'open' as const,
            invoiceType: 'work' as const,
            date: plan.period.start,
            dateDue: addDaysIso(plan.period.start, plan.paymentTermsDays),
            shortDescription: `Memberships — ${monthLabelLong(plan.month)}`,
            netPricePence: totals.net,
            vatPence: totals.vat,
            grossPricePence: totals.gross,
            ...(totals.rate !== null ? { vatType: totals.rate } : {}),
          };
        }),
      )
      .returning({ id: invoices.id, teamId: invoices.teamId });
    for (const r of rows) invoiceOf.set(r.teamId!, r.id);
  }
  if (open.size) {
    // Level 4 (invoice-locks.ts): the open drafts' rows in id order, in one statement.
    const ids = [...open.values()].sort((a, b) => a - b);
    const locked = await tx
      .select({ id: invoices.id, status: invoices.status, issuedAt: invoices.issuedAt })
      .from(invoices)
      .where(sql`${invoices.id} = any(${ints(ids)}::int[])`)
      .orderBy(invoices.id)
      .for('update');
    // Issued between the look-up and the lock: never add to an issued invoice; the next run opens a new draft.
    if (locked.length !== ids.length || locked.some((r) => r.status !== 'open' || r.issuedAt))
      throw new RetryTransaction('the draft was issued meanwhile');
  }
  return { open, invoiceOf };
}

/** The page's lines and their charges, as multi-row inserts. */
async function insertLines(
  tx: Executor,
  clientId: number,
  runId: number,
  plan: BillingPlan,
  sorted: PlannedTeam[],
  invoiceOf: Map<number, number>,
  money: Map<PlannedLine, ReturnType<typeof lineMoney>>,
) {
  const all = sorted.flatMap((t) => t.lines.map((l) => ({ l, invoiceId: invoiceOf.get(t.team.id)!, slug: newInvoiceSlug() })));
  for (let i = 0; i < all.length; i += INSERT_ROWS) {
    const part = all.slice(i, i + INSERT_ROWS);
    const inserted = await tx
      .insert(invoiceLines)
      .values(
        part.map(({ l, invoiceId, slug }) => ({
          clientId,
          slug,
          invoiceId,
          memberId: l.membership.memberId,
          name: l.name,
          paymentType: 'work' as const,
          date: plan.period.start,
          ...money.get(l)!.columns,
          status: 'new' as const,
          planId: l.planId,
          membershipId: l.membership.id,
        })),
      )
      .returning({ id: invoiceLines.id, slug: invoiceLines.slug });
    const idOf = new Map(inserted.map((r) => [r.slug, r.id]));
    // The idempotency key (membership, period, revision): a racing writer of the same revision fails here.
    await tx.insert(billingCharges).values(
      part.map(({ l, slug }) => ({
        clientId,
        membershipId: l.membership.id,
        planId: l.planId,
        periodStart: plan.period.start,
        periodEnd: plan.period.end,
        revision: l.revision,
        kind: l.kind,
        days: l.kind === 'credit' ? -l.days : l.days,
        periodDays: l.periodDays,
        amountPence: l.amountPence,
        invoiceLineId: idOf.get(slug)!,
        billingRunId: runId,
      })),
    );
  }
}

/** The open drafts' totals as recomputeTotals works them out (all their stored lines), in one update. */
async function setTotals(tx: Executor, ids: number[]) {
  if (!ids.length) return;
  const stored = await tx
    .select({ invoiceId: invoiceLines.invoiceId, ...lineAmountColumns })
    .from(invoiceLines)
    .where(sql`${invoiceLines.invoiceId} = any(${ints(ids)}::int[]) and ${invoiceLines.status} <> 'void'`);
  const byInvoice = new Map<number, StoredLine[]>();
  for (const r of stored) byInvoice.set(r.invoiceId, [...(byInvoice.get(r.invoiceId) ?? []), storedLineAmounts(r)]);
  const u = ids.map((id) => ({ id, ...totalsOf(byInvoice.get(id) ?? []) }));
  await tx.execute(sql`
    update invoices i set net_price_pence = u.net, vat_pence = u.vat, gross_price_pence = u.gross, vat_type = coalesce(u.rate, i.vat_type)
    from unnest(${ints(u.map((x) => x.id))}::int[], ${ints(u.map((x) => x.net))}::bigint[], ${ints(u.map((x) => x.vat))}::bigint[],
      ${ints(u.map((x) => x.gross))}::bigint[], ${ints(u.map((x) => x.rate))}::int[]) as u(id, net, vat, gross, rate)
    where i.id = u.id and i.id = any(${ints(ids)}::int[])`);
}

/**
 * Writes teams' lines in one transaction with the invoice lock order (invoice-locks.ts): every team's drafts (one
 * statement, team id order), the numbering once for all new drafts, then the open drafts' rows (id order). A page is
 * a few statements whatever its size: the locks, the open drafts, the new drafts (with their totals), the lines and
 * charges per INSERT_ROWS, the open drafts' totals. Throws when any team cannot be written (the caller then writes the
 * page team by team, through here with one team, so one failure stays one team's).
 */
export async function writeTeams(db: Db, clientId: number, runId: number, plan: BillingPlan, teams: PlannedTeam[]): Promise<PageInvoice[]> {
  const money = new Map(teams.flatMap((t) => t.lines.map((l) => [l, lineMoney(plan, l)] as const)));
  return writeTransaction(db, async (tx) => {
    const sorted = [...teams].sort((a, b) => a.team.id - b.team.id);
    await lockTeamsDrafts(
      tx,
      sorted.map((t) => t.team.id),
    );
    const { open, invoiceOf } = await draftsOf(tx, clientId, plan, sorted, money);
    await insertLines(tx, clientId, runId, plan, sorted, invoiceOf, money);
    await setTotals(tx, [...open.values()]);
    return sorted.map((t) => ({
      id: invoiceOf.get(t.team.id)!,
      created: !open.has(t.team.id),
      lines: t.lines.length,
      team: { slug: t.team.slug, name: t.team.name },
    }));
  });
}
