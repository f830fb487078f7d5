import { BILLING_RUN_ORDER_FIELDS, parseOrder, toPounds, type BillingRunItem } from '@clubspace/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { billingRuns, staff, users } from '../../db/schema/index.ts';
import type { ListSource } from '../../lib/paged-list.ts';
import { orderBy } from '../../lib/sql.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';

const ORDER = { started_at: [billingRuns.startedAt], month: [billingRuns.month] } as const;

/** GET /api/billing-runs/: the operator's runs, newest first by default. */
export function billingRunsSource(db: Db, ctx: StaffContext, q: { order: string }): ListSource<BillingRunItem> {
  const { field, desc: descending } = parseOrder(q.order, BILLING_RUN_ORDER_FIELDS, '-started_at' as 'started_at');
  const where = and(eq(billingRuns.clientId, ctx.client.id));
  return {
    fetch: async (limit, offset) => {
      const rows = await db
        .select({ run: billingRuns, first: users.firstName, last: users.lastName })
        .from(billingRuns)
        .leftJoin(staff, eq(staff.id, billingRuns.staffId))
        .leftJoin(users, eq(users.id, staff.userId))
        .where(where)
        .orderBy(...orderBy([...ORDER[field]], descending, billingRuns.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ run, first, last }) => ({
        id: run.id,
        month: run.month.slice(0, 7),
        triggered_by: run.triggeredBy as BillingRunItem['triggered_by'],
        staff: first || last ? `${first ?? ''} ${last ?? ''}`.trim() : null,
        started_at: run.startedAt.toISOString(),
        finished_at: run.finishedAt ? run.finishedAt.toISOString() : null,
        invoices_created: run.invoicesCreated,
        lines_created: run.linesCreated,
        teams_skipped: run.teamsSkipped,
        net: toPounds(run.netPence),
        error: run.error,
      }));
    },
    count: async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(billingRuns)
        .where(where);
      return row?.n ?? 0;
    },
  };
}
