import { parseOrder, CAMPAIGN_ORDER_FIELDS, type CampaignItem } from '@clubspace/contract';
import { and, asc, eq, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members, notificationCampaignUsers, notificationCampaigns, notificationTypes, users } from '../../db/schema/index.ts';
import type { ListSource } from '../../lib/paged-list.ts';
import { countWhere, iso, matchesAny, officeScope, orderBy, searchPattern } from '../../lib/sql.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';

// Correlated count served by notification_campaign_users_uq (campaign_id first), only for the rows returned.
const numUsers = sql<number>`(select count(*) from "notification_campaign_users" cu where cu.campaign_id = "notification_campaigns"."id")`.mapWith(
  Number,
);

const columns = {
  id: notificationCampaigns.id,
  slug: notificationCampaigns.slug,
  name: notificationCampaigns.name,
  code: notificationCampaigns.code,
  typeId: notificationTypes.id,
  typeName: notificationTypes.name,
  createdAt: notificationCampaigns.createdAt,
  datePlanned: notificationCampaigns.datePlanned,
  sentAt: notificationCampaigns.sentAt,
  status: notificationCampaigns.status,
  numUsers,
  subject: notificationCampaigns.subject,
  body: notificationCampaigns.body,
};

export const campaignQuery = (db: Db) =>
  db.select(columns).from(notificationCampaigns).leftJoin(notificationTypes, eq(notificationTypes.id, notificationCampaigns.typeId)).$dynamic();

type CampaignRow = Awaited<ReturnType<ReturnType<typeof campaignQuery>['execute']>>[number];

export function toCampaignItem(r: CampaignRow): CampaignItem {
  return {
    slug: r.slug,
    name: r.name,
    code: r.code,
    type: r.typeId !== null && r.typeName !== null ? { id: r.typeId, name: r.typeName } : null,
    date_created: r.createdAt.toISOString(),
    date_planned: iso(r.datePlanned),
    date_sent: iso(r.sentAt),
    status: r.status,
    num_users: r.numUsers,
  };
}

/** The operator's campaigns; one bound to an office is seen only inside the caller's office scope. */
export function visibleCampaigns(ctx: StaffContext) {
  const scope = officeScope(notificationCampaigns.officeId, ctx);
  return and(eq(notificationCampaigns.clientId, ctx.client.id), scope ? or(isNull(notificationCampaigns.officeId), scope) : undefined);
}

export async function findCampaign(db: Db, ctx: StaffContext, slug: string) {
  const [row] = await campaignQuery(db)
    .where(and(visibleCampaigns(ctx), eq(notificationCampaigns.slug, slug)))
    .limit(1);
  return row ?? null;
}

/** Recipients as members of the operator (member id, slug, name), by first name. */
export async function campaignUsers(db: Db, clientId: number, campaignId: number) {
  return db
    .select({ id: members.id, slug: members.slug, first_name: users.firstName, last_name: users.lastName })
    .from(notificationCampaignUsers)
    .innerJoin(users, eq(users.id, notificationCampaignUsers.userId))
    .innerJoin(members, and(eq(members.userId, notificationCampaignUsers.userId), eq(members.clientId, clientId)))
    .where(eq(notificationCampaignUsers.campaignId, campaignId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(members.id));
}

// name walks notification_campaigns_client_name_idx, date_created notification_campaigns_client_created_idx.
const ORDER_COLUMNS: Record<(typeof CAMPAIGN_ORDER_FIELDS)[number], (AnyColumn | SQL)[]> = {
  name: [notificationCampaigns.name],
  type: [notificationTypes.name, notificationCampaigns.name],
  code: [notificationCampaigns.code],
  date_created: [notificationCampaigns.createdAt],
  date_planned: [notificationCampaigns.datePlanned],
  status: [notificationCampaigns.status, notificationCampaigns.name],
  num_users: [numUsers],
};

export function campaignListSource(db: Db, ctx: StaffContext, q: { name?: string; order: string }): ListSource<CampaignItem> {
  const where = and(visibleCampaigns(ctx), matchesAny(searchPattern(q.name), [notificationCampaigns.name]));
  const order = parseOrder(q.order, CAMPAIGN_ORDER_FIELDS, '-date_created' as (typeof CAMPAIGN_ORDER_FIELDS)[number]);
  return {
    fetch: async (limit, offset) => {
      const rows = await campaignQuery(db)
        .where(where)
        .orderBy(...orderBy(ORDER_COLUMNS[order.field], order.desc, notificationCampaigns.id))
        .limit(limit)
        .offset(offset);
      return rows.map(toCampaignItem);
    },
    count: () => countWhere(db, notificationCampaigns, where),
  };
}
