import { OFFER_HOLDING_STATUSES, OFFER_USER_ORDER_FIELDS, parseOrder, type OfferHolders, type OfferUserItem } from '@clubspace/contract';
import { and, eq, inArray, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { members, offerUsers, offers, users } from '../../db/schema/index.ts';
import type { ListSource } from '../../lib/paged-list.ts';
import { matchesAny, officeScope, orderBy, searchPattern } from '../../lib/sql.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';

const columns = {
  id: offerUsers.id,
  slug: offerUsers.slug,
  offerId: offerUsers.offerId,
  userId: offerUsers.userId,
  memberId: offerUsers.memberId,
  date: offerUsers.date,
  status: offerUsers.status,
  sendNotification: offerUsers.sendNotification,
  memberSlug: members.slug,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  offerSlug: offers.slug,
  offerTitle: offers.title,
  offerCode: offers.code,
};

export const offerUserQuery = (db: Db) =>
  db
    .select(columns)
    .from(offerUsers)
    .innerJoin(users, eq(users.id, offerUsers.userId))
    .innerJoin(offers, eq(offers.id, offerUsers.offerId))
    .leftJoin(members, eq(members.id, offerUsers.memberId))
    .$dynamic();
export type OfferUserRow = Awaited<ReturnType<ReturnType<typeof offerUserQuery>['execute']>>[number];

export function toOfferUserItem(r: OfferUserRow): OfferUserItem {
  return {
    slug: r.slug,
    user: { slug: r.memberSlug ?? '', first_name: r.firstName, last_name: r.lastName, email: r.email },
    offer: { slug: r.offerSlug, title: r.offerTitle, code: r.offerCode },
    date: r.date.toISOString(),
    status: r.status,
    send_notification: r.sendNotification,
  };
}

/** The operator's offer-users whose member is inside the caller's office scope. */
export const visibleOfferUsers = (ctx: StaffContext) => and(eq(offerUsers.clientId, ctx.client.id), officeScope(members.officeId, ctx));

export async function findOfferUser(db: Db, ctx: StaffContext, slug: string) {
  const [row] = await offerUserQuery(db)
    .where(and(visibleOfferUsers(ctx), eq(offerUsers.slug, slug)))
    .limit(1);
  return row ?? null;
}

/**
 * Places of an offer held by other offer-users, in all, by the team and by the user, in one statement. Runs after the
 * offer row is locked, so two assignments of one offer cannot both take its last place.
 */
export async function offerHolders(tx: Tx, offerId: number, userId: number, teamId: number | null, exceptId: number | null): Promise<OfferHolders> {
  const rows = await tx
    .select({
      campaign: sql<number>`count(*)`.mapWith(Number),
      member: sql<number>`count(*) filter (where ${offerUsers.userId} = ${userId})`.mapWith(Number),
      team: sql<number>`count(*) filter (where ${members.teamId} = ${teamId ?? -1})`.mapWith(Number),
    })
    .from(offerUsers)
    .leftJoin(members, eq(members.id, offerUsers.memberId))
    .where(
      and(
        eq(offerUsers.offerId, offerId),
        inArray(offerUsers.status, [...OFFER_HOLDING_STATUSES]),
        exceptId ? ne(offerUsers.id, exceptId) : undefined,
      ),
    );
  const r = rows[0] ?? { campaign: 0, member: 0, team: 0 };
  return { campaign: r.campaign, member: r.member, team: teamId === null ? null : r.team };
}

// date walks offer_users_client_date_idx.
const ORDER_COLUMNS: Record<(typeof OFFER_USER_ORDER_FIELDS)[number], (AnyColumn | SQL)[]> = {
  user: [users.firstName, users.lastName],
  offer_name: [offers.title],
  offer_code: [offers.code],
  date: [offerUsers.date],
  status: [offerUsers.status, offerUsers.date],
};

/** Search by the member's name (first, last, full) and the offer's title or code. */
export function offerUserListSource(db: Db, ctx: StaffContext, q: { name?: string; order: string }): ListSource<OfferUserItem> {
  const where = and(
    visibleOfferUsers(ctx),
    matchesAny(searchPattern(q.name), [users.firstName, users.lastName, sql`${users.firstName} || ${users.lastName}`, offers.title, offers.code]),
  );
  const order = parseOrder(q.order, OFFER_USER_ORDER_FIELDS, '-date' as (typeof OFFER_USER_ORDER_FIELDS)[number]);
  return {
    fetch: async (limit, offset) => {
      const rows = await offerUserQuery(db)
        .where(where)
        .orderBy(...orderBy(ORDER_COLUMNS[order.field], order.desc, offerUsers.id))
        .limit(limit)
        .offset(offset);
      return rows.map(toOfferUserItem);
    },
    count: async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(offerUsers)
        .innerJoin(users, eq(users.id, offerUsers.userId))
        .innerJoin(offers, eq(offers.id, offerUsers.offerId))
        .leftJoin(members, eq(members.id, offerUsers.memberId))
        .where(where);
      return row?.n ?? 0;
    },
  };
}
