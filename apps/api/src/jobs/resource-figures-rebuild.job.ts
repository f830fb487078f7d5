import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { writeTransaction } from '../db/transaction.ts';

/**
 * Queued by the database (migration 0067) when a rules change, a resource's office/type/operator change or an
 * office's zone change moves the utilisation figures of some resources: payload `{ resourceIds }`, one job per operator.
 */
export const RESOURCE_FIGURES_REBUILD_JOB = 'resource-figures-rebuild';
/** Resources rebuilt per transaction: each transaction locks only these, so a booking of one waits a moment at most. */
export const RESOURCE_FIGURES_CHUNK = 50;

/** The job's resource ids, sorted and de-duplicated (anything else in the payload is ignored). */
export function rebuildIds(payload: Record<string, unknown>): number[] {
  const raw = Array.isArray(payload.resourceIds) ? payload.resourceIds : [];
  return [...new Set(raw.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0))].sort((a, b) => a - b);
}

/**
 * Rebuilds the figures of `ids` chunk by chunk (`resource_day_figures_rebuild`, which locks the chunk's resources FOR
 * UPDATE, deletes their rows and recounts them under the rules current now). A chunk is idempotent, so a job that
 * fails part-way simply runs again from the start. `afterChunk` extends the job's lease. Answers the chunks run.
 */
export async function rebuildResourceFigures(
  db: Db,
  ids: readonly number[],
  afterChunk: () => Promise<void> = async () => {},
  chunk = RESOURCE_FIGURES_CHUNK,
): Promise<number> {
  let chunks = 0;
  for (let i = 0; i < ids.length; i += chunk) {
    const part = ids.slice(i, i + chunk);
    await writeTransaction(db, (tx) => tx.execute(sql`select resource_day_figures_rebuild(${sql.raw(`ARRAY[${part.join(',')}]::int[]`)})`));
    chunks++;
    await afterChunk();
  }
  return chunks;
}
