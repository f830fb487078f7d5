import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { apiKeys, offices } from '../../db/schema/index.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** The operator's keys, newest first (a handful per operator: no paging). */
export async function listApiKeys(db: Executor, clientId: number): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.clientId, clientId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** Slug and name of the operator's offices among ids. */
export async function officesByIds(db: Executor, clientId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: offices.id, slug: offices.slug, name: offices.name })
    .from(offices)
    .where(and(eq(offices.clientId, clientId), inArray(offices.id, ids)));
}

export async function officesBySlugs(db: Executor, clientId: number, slugs: string[]) {
  if (!slugs.length) return [];
  return db
    .select({ id: offices.id, slug: offices.slug, name: offices.name })
    .from(offices)
    .where(and(eq(offices.clientId, clientId), inArray(offices.slug, slugs)));
}

export async function insertApiKey(db: Executor, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row;
}

/** Revokes a key of the operator (once); false when the operator has no such key. */
export async function revokeApiKey(db: Executor, clientId: number, id: number, at: Date): Promise<boolean> {
  const [found] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.clientId, clientId), eq(apiKeys.id, id)));
  if (!found) return false;
  await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.clientId, clientId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
  return true;
}
