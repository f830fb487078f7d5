import {
  BILLING_MESSAGES,
  BILLING_RUN_HEARTBEAT_SECONDS,
  BILLING_RUN_STALE_SECONDS,
  lineTotals,
  toPounds,
  type BillingRunResult,
} from '@clubspace/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { billingRuns, invoices } from '../../db/schema/index.ts';
import { conflict } from '../../lib/http-error.ts';
import { teamIdsPage } from './billing-run.repo.ts';
import { BILLING_TEAMS_PER_PAGE, writeTeams, type PageInvoice } from './billing-run.pages.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { amountsOf, planBilling, type BillingPlan, type PlannedTeam, type Skipped } from './billing-plan.service.ts';

/** Advisory-lock namespace of the run claim per operator (a team's invoice writes take lockTeamDrafts). */
const RUN_LOCK = 0x0b11;

/**
 * Claims the operator's run: under a transaction-scoped advisory lock, a run starts only when no other run of the
 * operator is unfinished with a live heartbeat. The claim is a row, so it holds across processes and connections,
 * and on PGlite too. An unfinished run whose heartbeat is older than BILLING_RUN_STALE_SECONDS belonged to a process
 * that died (killed, redeployed): it is marked interrupted, and this run bills what it left. Returns the run's id, or
 * null when another run is under way.
 */
export async function claimRun(
  db: Db,
  clientId: number,
  month: string,
  triggeredBy: 'job' | 'staff',
  staffId: number | null,
  now: Date = new Date(),
): Promise<number | null> {
  return writeTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RUN_LOCK}::int, ${clientId}::int)`);
    const staleBefore = new Date(now.getTime() - BILLING_RUN_STALE_SECONDS * 1000).toISOString();
    await tx.execute(sql`
      update billing_runs set error = ${BILLING_MESSAGES.interrupted}
        where client_id = ${clientId} and finished_at is null and error is null and heartbeat_at <= ${staleBefore}::timestamptz`);
    const busy = await tx.execute(sql`
      select 1 from billing_runs where client_id = ${clientId} and finished_at is null and error is null limit 1`);
    if (busy.rows.length) return null;
    const [run] = await tx
      .insert(billingRuns)
      .values({ clientId, month: `${month}-01`, triggeredBy, staffId, startedAt: now, heartbeatAt: now })
      .returning({ id: billingRuns.id });
    return run.id;
  });
}

/** Keeps a claimed run's heartbeat fresh until stopped; a failed touch is retried on the next beat. */
export function startHeartbeat(db: Db, runId: number, everyMs = BILLING_RUN_HEARTBEAT_SECONDS * 1000): () => void {
  const timer = setInterval(() => {
    db.update(billingRuns)
      .set({ heartbeatAt: new Date() })
      .where(eq(billingRuns.id, runId))
      .catch(() => undefined);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

export type WrittenInvoice = PageInvoice;

export interface RunOutcome {
  runId: number;
  written: WrittenInvoice[];
  skipped: Skipped[];
  linesCreated: number;
}

/**
 * A billing run of one operator for a month: claim, plan, then one transaction per team. A team whose write fails
 * (e.g. another writer billed the same revision first) is reported as skipped; the run records its counts.
 */
export async function runBilling(
  db: Db,
  clientId: number,
  month: string,
  opts: { triggeredBy: 'job' | 'staff'; staffId?: number | null; officeIds?: number[] | null; now?: Date },
): Promise<RunOutcome | null> {
  const runId = await claimRun(db, clientId, month, opts.triggeredBy, opts.staffId ?? null, opts.now);
  if (runId === null) return null;
  const stopHeartbeat = startHeartbeat(db, runId);
  try {
    // Page by team (issue 32): memory stays that of one page whatever the operator's size, and each page commits on
    // its own, so a run killed mid-way has billed whole pages and the next run bills the rest (billing_charges).
    const written: WrittenInvoice[] = [];
    const skipped: Skipped[] = [];
    let net = 0;
    const writePage = async (plan: BillingPlan) => {
      skipped.push(...plan.skipped);
      if (!plan.teams.length) return;
      const pageNet = (t: PlannedTeam) => t.lines.reduce((s, l) => s + lineTotals(amountsOf(plan, l)).net, 0);
      try {
        written.push(...(await writeTeams(db, clientId, runId, plan, plan.teams)));
        for (const t of plan.teams) net += pageNet(t);
        return;
      } catch {
        // One team failed: write the page team by team (writeTeams with one team), so the others are billed and the failure is reported.
      }
      for (const t of plan.teams) {
        try {
          written.push(...(await writeTeams(db, clientId, runId, plan, [t])));
          net += pageNet(t);
        } catch (err) {
          skipped.push({
            team: { slug: t.team.slug, name: t.team.name },
            membership: null,
            reason: `Not billed: ${(err as Error).message.split('\n')[0]}`,
          });
        }
      }
    };
    await writePage(await planBilling(db, clientId, month, opts.officeIds ?? null, { noTeam: true }));
    for (let after = 0; ;) {
      const teamIds = await teamIdsPage(db, clientId, after, BILLING_TEAMS_PER_PAGE);
      if (!teamIds.length) break;
      after = teamIds[teamIds.length - 1]!;
      await writePage(await planBilling(db, clientId, month, opts.officeIds ?? null, { teamIds }));
    }
    written.sort((a, b) => a.team.name.localeCompare(b.team.name));
    const linesCreated = written.reduce((s, w) => s + w.lines, 0);
    await db
      .update(billingRuns)
      .set({
        finishedAt: new Date(),
        invoicesCreated: written.filter((w) => w.created).length,
        linesCreated,
        teamsSkipped: skipped.length,
        netPence: net,
      })
      .where(eq(billingRuns.id, runId));
    return { runId, written, skipped, linesCreated };
  } catch (err) {
    await db
      .update(billingRuns)
      .set({ finishedAt: new Date(), error: (err as Error).message.slice(0, 500) })
      .where(eq(billingRuns.id, runId));
    throw err;
  } finally {
    stopHeartbeat();
  }
}

/** POST /api/billing-runs/ for staff: the run in the API's shape; 409 while another run of the operator is under way. */
export async function runBillingForStaff(
  db: Db,
  clientId: number,
  staffId: number,
  officeIds: number[] | null,
  month: string,
): Promise<BillingRunResult> {
  const outcome = await runBilling(db, clientId, month, { triggeredBy: 'staff', staffId, officeIds });
  if (!outcome) throw conflict('A billing run is already under way; try again in a minute', 'billing_run_busy');
  const ids = outcome.written.map((w) => w.id);
  const rows = ids.length
    ? await db
        .select({ id: invoices.id, slug: invoices.slug, name: invoices.name, gross: invoices.grossPricePence })
        .from(invoices)
        .where(
          sql`${invoices.id} in (${sql.join(
            ids.map((i) => sql`${i}`),
            sql`, `,
          )})`,
        )
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const created = outcome.written.filter((w) => w.created).length;
  return {
    detail: outcome.written.length ? BILLING_MESSAGES.created(created) : BILLING_MESSAGES.nothingToBill,
    run: { id: outcome.runId, month },
    invoices: outcome.written.map((w) => ({
      slug: byId.get(w.id)!.slug,
      name: byId.get(w.id)!.name,
      team: w.team,
      gross_price: toPounds(byId.get(w.id)!.gross),
      lines: w.lines,
    })),
    skipped: outcome.skipped,
    invoices_created: created,
    lines_created: outcome.linesCreated,
  };
}
