import { MEMBERSHIP_DETAIL_BOOKINGS, MEMBERSHIP_STATUS_ANY, parseOrder } from '@clubspace/contract';
import { and, asc, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { bookings, members, membershipPlans, memberships, offices, resources, teams, users, workAreas } from '../../db/schema/index.ts';
import type { ListSource } from '../../lib/paged-list.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { teamIdBySlug } from '../members/members.repo.ts';
import { keyedList } from '../../lib/keyed-list.ts';
import { anyArm, armIds, armsCount, deferredSource, inArm, type Arm } from '../../lib/search-arms.ts';
import { cappedCount, clubFilter, eqSubquery, searchPattern } from '../../lib/sql.ts';
import { toMembershipItem } from '../membership-rows/membership-rows.mappers.ts';
import { membershipQuery, visibleMemberships } from '../membership-rows/membership-rows.repo.ts';

export async function findMembership(db: Db, ctx: StaffContext, slug: string) {
  const [row] = await membershipQuery(db)
    .where(and(visibleMemberships(ctx), eq(memberships.slug, slug)))
    .limit(1);
  return row ?? null;
}

export async function membershipBookings(db: Db, ctx: StaffContext, membershipId: number) {
  const rows = await db
    .select({
      code: bookings.code,
      officeSlug: offices.slug,
      officeName: offices.name,
      workAreaSlug: workAreas.slug,
      workAreaName: workAreas.name,
      resourceSlug: resources.slug,
      resourceName: resources.name,
      plannedStart: bookings.plannedStart,
      realStart: bookings.realStart,
      realEnd: bookings.realEnd,
    })
    .from(bookings)
    .innerJoin(offices, eq(offices.id, bookings.officeId))
    .leftJoin(workAreas, eq(workAreas.id, bookings.workAreaId))
    .leftJoin(resources, eq(resources.id, bookings.resourceId))
    .where(and(eq(bookings.clientId, ctx.client.id), eq(bookings.membershipId, membershipId)))
    .orderBy(desc(bookings.plannedStart), desc(bookings.id))
    .limit(MEMBERSHIP_DETAIL_BOOKINGS);
  const ref = (slug: string | null, name: string | null) => (slug ? { slug, name: name ?? '' } : null);
  return rows.map((b) => ({
    code: b.code,
    club: { slug: b.officeSlug, name: b.officeName },
    work_area: ref(b.workAreaSlug, b.workAreaName),
    resource: ref(b.resourceSlug, b.resourceName),
    planned_start: b.plannedStart.toISOString(),
    real_start: b.realStart?.toISOString() ?? null,
    real_end: b.realEnd?.toISOString() ?? null,
  }));
}

export const MEMBERSHIP_ORDER_FIELDS = [
  'name',
  'member',
  'team',
  'resource',
  'price',
  'num_bookings',
  'start',
  'end',
  'recurrent',
  'status',
] as const;
type MembershipOrderField = (typeof MEMBERSHIP_ORDER_FIELDS)[number];
// Default -start with status=active walks memberships_client_status_idx (client_id, status, start) backwards.
const ORDER_COLUMNS: Record<MembershipOrderField, (AnyColumn | SQL)[]> = {
  name: [membershipPlans.name],
  member: [users.firstName, users.lastName],
  team: [teams.name],
  resource: [resources.name],
  price: [memberships.basePricePence],
  num_bookings: [memberships.numBookings],
  start: [memberships.start],
  end: [memberships.end],
  recurrent: [memberships.recurrent],
  status: [memberships.status],
};

export interface MembershipListFilters {
  name?: string;
  order: string;
  club?: string;
  status?: string;
  team?: string;
  member?: string;
  plan_membership?: string;
}

/** Orders on a referenced row's name join that table in the ids step; every other order is on the membership row. */
const ORDER_JOINS: Partial<Record<MembershipOrderField, (q: PgSelect) => PgSelect>> = {
  name: (q) => q.leftJoin(membershipPlans, eq(membershipPlans.id, memberships.planId)),
  member: (q) => q.leftJoin(members, eq(members.id, memberships.memberId)).leftJoin(users, eq(users.id, members.userId)),
  team: (q) => q.leftJoin(teams, eq(teams.id, memberships.teamId)),
  resource: (q) => q.leftJoin(resources, eq(resources.id, memberships.resourceId)),
};

/** The plan's, member's or team's name among the ids whose names match (lib/search-arms.ts, resolved first). */
function membershipSearch(ids: Record<'plans' | 'members' | 'teams', Arm>): (SQL | undefined)[] {
  return [inArm(memberships.planId, ids.plans), inArm(memberships.memberId, ids.members), inArm(memberships.teamId, ids.teams)];
}

export function membershipListSource(db: Db, ctx: StaffContext, q: MembershipListFilters): ListSource<ReturnType<typeof toMembershipItem>> {
  const cid = ctx.client.id;
  // Absent status means the list's default filter (active); 'all' or '' means every status.
  const status = q.status === undefined ? 'active' : q.status === MEMBERSHIP_STATUS_ANY || q.status === '' ? null : q.status;
  const filters = and(
    visibleMemberships(ctx),
    clubFilter(memberships.officeId, cid, q.club, db),
    status ? eq(memberships.status, status) : undefined,
    q.team ? eqSubquery(memberships.teamId, teamIdBySlug(db, cid, q.team)) : undefined,
    q.member
      ? eqSubquery(
          memberships.memberId,
          db
            .select({ id: members.id })
            .from(members)
            .where(and(eq(members.clientId, cid), eq(members.slug, q.member))),
        )
      : undefined,
    q.plan_membership
      ? eqSubquery(
          memberships.planId,
          db
            .select({ id: membershipPlans.id })
            .from(membershipPlans)
            .where(and(eq(membershipPlans.clientId, cid), eq(membershipPlans.slug, q.plan_membership))),
        )
      : undefined,
  );
  const order = parseOrder(q.order, MEMBERSHIP_ORDER_FIELDS, '-start' as MembershipOrderField);
  const join = ORDER_JOINS[order.field];
  // Ids first from memberships alone (plus the order's join), then the page's rows with their seven joins: the
  // one-statement form joined every active membership before filtering (623 ms for one member's at 150k memberships).
  const list = (arms?: (SQL | undefined)[]) => {
    const where = arms ? and(filters, anyArm(arms)) : filters;
    return keyedList({
      keys: (fields) => {
        const base = db.select(fields).from(memberships).$dynamic();
        return join ? join(base) : base;
      },
      where,
      order: ORDER_COLUMNS[order.field],
      desc: order.desc,
      id: memberships.id,
      rows: (ids) => membershipQuery(db).where(inArray(memberships.id, ids)),
      items: (rows) => rows.map(toMembershipItem),
      count: () =>
        arms
          ? armsCount(db, memberships, filters, arms)
          : cappedCount(db, () =>
              db
                .select({ one: sql`1`.as('one') })
                .from(memberships)
                .where(where)
                .$dynamic(),
            ),
    });
  };
  const pattern = searchPattern(q.name);
  if (!pattern) return list(undefined);
  // The search's id sets first (one statement), then the page and the count with them as constants.
  return deferredSource(async () => list(membershipSearch(await armIds(db, cid, pattern, ['plans', 'members', 'teams']))));
}

export async function listPlans(db: Db, clientId: number) {
  return db
    .select()
    .from(membershipPlans)
    .where(and(eq(membershipPlans.clientId, clientId), eq(membershipPlans.status, 'active')))
    .orderBy(asc(membershipPlans.name), asc(membershipPlans.id));
}
