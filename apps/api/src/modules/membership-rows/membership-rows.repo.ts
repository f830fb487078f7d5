import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { membershipPlans, memberships, offices, resources, workAreas } from '../../db/schema/index.ts';
import { memberTeamColumns, withHolder } from '../../lib/holder-join.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { officeScope } from '../../lib/sql.ts';
import { toMembershipItem } from './membership-rows.mappers.ts';

// The membership row as every area reads it (the memberships list and detail, the member profile, the team page):
// below both members and memberships, so neither has to import the other for it.

const membershipColumns = {
  id: memberships.id,
  slug: memberships.slug,
  planSlug: membershipPlans.slug,
  planName: membershipPlans.name,
  planFreeCredits: membershipPlans.freeCredits,
  planFreeDays: membershipPlans.freeDays,
  planBasePricePence: membershipPlans.basePricePence,
  ...memberTeamColumns,
  resourceSlug: resources.slug,
  resourceName: resources.name,
  officeSlug: offices.slug,
  officeName: offices.name,
  workAreaSlug: workAreas.slug,
  workAreaName: workAreas.name,
  basePricePence: memberships.basePricePence,
  // A counter kept by triggers on bookings (migration 0026): the list orders by it without counting every row's bookings.
  numBookings: memberships.numBookings,
  start: memberships.start,
  end: memberships.end,
  recurrent: memberships.recurrent,
  status: memberships.status,
  createdAt: memberships.createdAt,
  units: memberships.units,
  freeCredits: memberships.freeCredits,
  freeDays: memberships.freeDays,
};

/** Memberships with plan, member, team, resource, office, work area and bookings count, in one select. */
export function membershipQuery(db: Db) {
  const query = db
    .select(membershipColumns)
    .from(memberships)
    .leftJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
    .leftJoin(resources, eq(resources.id, memberships.resourceId))
    .leftJoin(offices, eq(offices.id, memberships.officeId))
    .leftJoin(workAreas, eq(workAreas.id, memberships.workAreaId))
    .$dynamic();
  return withHolder(query, { member: memberships.memberId, team: memberships.teamId });
}

/** The operator's memberships the caller may see (office scope). */
export const visibleMemberships = (ctx: StaffContext) => and(eq(memberships.clientId, ctx.client.id), officeScope(memberships.officeId, ctx));

/** Newest created first, e.g. the profile's and the team page's mini-tables. */
export async function latestMemberships(db: Db, ctx: StaffContext, where: SQL | undefined, limit: number) {
  const rows = await membershipQuery(db)
    .where(and(visibleMemberships(ctx), where))
    .orderBy(desc(memberships.createdAt), desc(memberships.id))
    .limit(limit);
  return rows.map(toMembershipItem);
}
