import { isoDayInZone } from '@clubspace/contract';
import { jobs } from '../schema/index.ts';
import type { Ctx } from './context.ts';

/**
 * Yesterday's membership billing run of the operator as a finished job (issue 29), so Account → Jobs has a done job
 * to show when "Done" is chosen (and the generated route tests a job of this operator to sample).
 */
export async function seedJobs(ctx: Ctx) {
  const yesterday = new Date(ctx.now.getTime() - 86_400_000);
  const day = isoDayInZone(yesterday);
  await ctx.db.insert(jobs).values({
    clientId: ctx.clientId,
    kind: 'billing-run',
    payload: { day },
    uniqueKey: `billing-run:${ctx.clientId}:${day}`,
    state: 'done',
    attempts: 1,
    runAt: yesterday,
    createdAt: yesterday,
    updatedAt: yesterday,
    finishedAt: new Date(yesterday.getTime() + 2_000),
  });
}
