import { DEFAULT_CAMPAIGN_TYPE_NAMES, MARKETING_MESSAGES, campaignTypeInUseMessage, type CampaignTypeRow } from '@clubspace/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { notificationCampaigns, notificationTypes } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-error.ts';

/** A new operator's campaign types (sign-up runs this in its transaction), so its first campaign needs no setup. */
export async function insertDefaultCampaignTypes(db: Executor, clientId: number) {
  await db.insert(notificationTypes).values(DEFAULT_CAMPAIGN_TYPE_NAMES.map((name) => ({ clientId, name })));
}

const numCampaigns = sql<number>`(select count(*) from "notification_campaigns" c where c.type_id = "notification_types"."id")`.mapWith(Number);

/** The operator's types by name, each with how many campaigns use it. */
export function listCampaignTypes(db: Db, clientId: number): Promise<CampaignTypeRow[]> {
  return db
    .select({ id: notificationTypes.id, name: notificationTypes.name, num_campaigns: numCampaigns })
    .from(notificationTypes)
    .where(eq(notificationTypes.clientId, clientId))
    .orderBy(asc(notificationTypes.name), asc(notificationTypes.id));
}

async function findType(db: Db, clientId: number, id: number): Promise<CampaignTypeRow> {
  const [row] = await db
    .select({ id: notificationTypes.id, name: notificationTypes.name, num_campaigns: numCampaigns })
    .from(notificationTypes)
    .where(and(eq(notificationTypes.clientId, clientId), eq(notificationTypes.id, id)));
  if (!row) throw notFound(MARKETING_MESSAGES.typeNotFound);
  return row;
}

/** Names are unique per operator, ignoring case and spaces around them (the picker would show two alike). */
async function refuseTakenName(db: Db, clientId: number, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: notificationTypes.id })
    .from(notificationTypes)
    .where(
      and(
        eq(notificationTypes.clientId, clientId),
        sql`lower(trim(${notificationTypes.name})) = lower(${name})`,
        exceptId ? ne(notificationTypes.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(MARKETING_MESSAGES.typeNameTaken, 'type_name_taken', { name: MARKETING_MESSAGES.typeNameTaken });
}

export async function createCampaignType(db: Db, clientId: number, name: string) {
  await refuseTakenName(db, clientId, name);
  const [row] = await db.insert(notificationTypes).values({ clientId, name }).returning({ id: notificationTypes.id });
  return findType(db, clientId, row!.id);
}

export async function renameCampaignType(db: Db, clientId: number, id: number, name: string) {
  await findType(db, clientId, id);
  await refuseTakenName(db, clientId, name, id);
  await db
    .update(notificationTypes)
    .set({ name })
    .where(and(eq(notificationTypes.clientId, clientId), eq(notificationTypes.id, id)));
  return findType(db, clientId, id);
}

/** Removes an unused type; one that campaigns use answers 409 (their type is read-only, so it could only vanish). */
export async function removeCampaignType(db: Db, clientId: number, id: number) {
  const type = await findType(db, clientId, id);
  if (type.num_campaigns > 0) throw conflict(campaignTypeInUseMessage(type.num_campaigns), 'type_in_use');
  // Guarded again in the statement: a campaign created meanwhile keeps its type.
  const gone = await db
    .delete(notificationTypes)
    .where(
      and(
        eq(notificationTypes.clientId, clientId),
        eq(notificationTypes.id, id),
        sql`not exists (select 1 from ${notificationCampaigns} c where c.type_id = ${id})`,
      ),
    )
    .returning({ id: notificationTypes.id });
  if (!gone.length) throw conflict(campaignTypeInUseMessage(1), 'type_in_use');
}
