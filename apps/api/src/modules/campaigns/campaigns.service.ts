import { MARKETING_MESSAGES, type CampaignCreate, type CampaignPatch } from '@clubspace/contract';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { members, notificationCampaignUsers, notificationCampaigns, notificationTypes } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { freeSlug } from '../../lib/sql.ts';
import { activeOffice, type StaffContext } from '../../plugins/context.plugin.ts';
import { campaignUsers, findCampaign, toCampaignItem } from './campaigns.repo.ts';
import { writeTransaction } from '../../db/transaction.ts';

/**
 * user_list holds member ids (as the seeds send) or member slugs (what the pickers know). Every one must be a member
 * of this operator, else 400; answers the members' user ids, which the recipients table stores.
 */
async function resolveUserList(db: Db | Tx, clientId: number, list: (number | string)[]): Promise<number[]> {
  const ids = [...new Set(list.filter((v): v is number => typeof v === 'number'))];
  const slugs = [...new Set(list.filter((v): v is string => typeof v === 'string'))];
  const found = await Promise.all([
    ids.length
      ? db
          .select({ userId: members.userId })
          .from(members)
          .where(and(eq(members.clientId, clientId), inArray(members.id, ids)))
      : [],
    slugs.length
      ? db
          .select({ userId: members.userId })
          .from(members)
          .where(and(eq(members.clientId, clientId), inArray(members.slug, slugs)))
      : [],
  ]);
  if (found[0].length !== ids.length || found[1].length !== slugs.length) throw badRequest({ user_list: MARKETING_MESSAGES.usersUnknown });
  return [...new Set([...found[0], ...found[1]].map((r) => r.userId))];
}

/** Replaces the recipients by difference, so unchanged rows (and their ids) stay. */
async function replaceRecipients(tx: Tx, clientId: number, campaignId: number, userIds: number[]) {
  await tx
    .delete(notificationCampaignUsers)
    .where(
      and(eq(notificationCampaignUsers.campaignId, campaignId), userIds.length ? notInArray(notificationCampaignUsers.userId, userIds) : undefined),
    );
  if (userIds.length)
    await tx
      .insert(notificationCampaignUsers)
      .values(userIds.map((userId) => ({ clientId, campaignId, userId })))
      .onConflictDoNothing();
}

export async function campaignDetail(db: Db, ctx: StaffContext, slug: string) {
  const row = await findCampaign(db, ctx, slug);
  if (!row) throw notFound('Campaign not found');
  return { ...toCampaignItem(row), subject: row.subject, body: row.body, users: await campaignUsers(db, ctx.client.id, row.id) };
}

export async function createCampaign(db: Db, ctx: StaffContext, body: CampaignCreate) {
  const [type] = await db
    .select({ id: notificationTypes.id })
    .from(notificationTypes)
    .where(and(eq(notificationTypes.clientId, ctx.client.id), eq(notificationTypes.id, body.type)));
  if (!type) throw badRequest({ type: MARKETING_MESSAGES.typeUnknown });
  const [slug, office] = await Promise.all([freeSlug(db, notificationCampaigns, ctx.client.id, body.name), activeOffice(db, ctx)]);
  await db.insert(notificationCampaigns).values({
    clientId: ctx.client.id,
    slug,
    name: body.name,
    code: body.code,
    typeId: type.id,
    datePlanned: new Date(body.date_planned),
    status: body.status,
    officeId: office?.id ?? null,
    subject: body.subject || null,
    body: body.body || null,
  });
  return campaignDetail(db, ctx, slug);
}

/** PUT sends every editable field, PATCH any of them; user_list, when present, replaces the recipients. */
export async function updateCampaign(db: Db, ctx: StaffContext, slug: string, body: CampaignPatch) {
  const row = await findCampaign(db, ctx, slug);
  if (!row) throw notFound('Campaign not found');
  const userIds = body.user_list ? await resolveUserList(db, ctx.client.id, body.user_list) : null;
  const planned = body.date_planned === undefined ? undefined : new Date(body.date_planned);
  await writeTransaction(db, async (tx) => {
    // subject/body: left out = unchanged; '' or null = cleared.
    const content = (v: string | null | undefined) => (v === undefined ? undefined : v || null);
    const changes = {
      name: body.name,
      code: body.code,
      status: body.status,
      datePlanned: planned,
      subject: content(body.subject),
      body: content(body.body),
    };
    if (Object.values(changes).some((v) => v !== undefined))
      await tx
        .update(notificationCampaigns)
        .set(changes)
        .where(and(eq(notificationCampaigns.id, row.id), eq(notificationCampaigns.clientId, ctx.client.id)));
    if (userIds) await replaceRecipients(tx, ctx.client.id, row.id, userIds);
  });
  return campaignDetail(db, ctx, slug);
}
