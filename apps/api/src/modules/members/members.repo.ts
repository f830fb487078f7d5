import { parseOrder, type MemberRole, type Presence } from '@clubspace/contract';
import { and, asc, eq, inArray, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members, offices, teams, users } from '../../db/schema/index.ts';
import type { ListSource } from '../../lib/paged-list.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { toMemberItem, type MemberRow } from './members.mappers.ts';
import { clubFilter, matchesAny, officeScope, orderBy, searchPattern } from '../../lib/sql.ts';

const memberColumns = {
  id: members.id,
  slug: members.slug,
  jobTitle: members.jobTitle,
  role: members.role,
  status: members.status,
  presence: members.presence,
  allowEmail: members.allowEmail,
  allowPush: members.allowPush,
  autoAssign: members.autoAssign,
  autoChecking: members.autoChecking,
  notifyNow: members.notifyNow,
  image: members.image,
  billingTown: members.billingTown,
  billingStreet: members.billingStreet,
  billingStreetNumber: members.billingStreetNumber,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  avatar: users.avatar,
  validated: users.validated,
  onboarding: users.onboardingLevel,
  validation: users.validationLevel,
  lastLogin: users.lastLogin,
  teamId: members.teamId,
  teamSlug: teams.slug,
  teamName: teams.name,
  teamStatus: teams.status,
  officeId: members.officeId,
  officeSlug: offices.slug,
  officeName: offices.name,
};

/** Members with their user, team and office in one joined select. */
export function memberQuery(db: Db) {
  return db
    .select(memberColumns)
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .leftJoin(teams, eq(teams.id, members.teamId))
    .leftJoin(offices, eq(offices.id, members.officeId))
    .$dynamic();
}

/** The operator's members the caller may see (office scope). */
export const visibleMembers = (ctx: StaffContext) => and(eq(members.clientId, ctx.client.id), officeScope(members.officeId, ctx));

/** A team of the operator by slug, as a subquery (no extra round trip; another operator's slug matches nothing). */
export const teamIdBySlug = (db: Db, clientId: number, slug: string) =>
  db.select({ id: teams.id }).from(teams).where(and(eq(teams.clientId, clientId), eq(teams.slug, slug)));

/** Search over first name, last name, full name, e-mail and team name, all compared with spaces removed. */
export const memberSearch = (name: string | undefined) =>
  matchesAny(searchPattern(name), [users.firstName, users.lastName, sql`${users.firstName} || ${users.lastName}`, users.email, teams.name]);

export async function findMember(db: Db, ctx: StaffContext, slug: string): Promise<MemberRow | null> {
  const [row] = await memberQuery(db).where(and(visibleMembers(ctx), eq(members.slug, slug))).limit(1);
  return row ?? null;
}

export async function teamMates(db: Db, ctx: StaffContext, teamId: number, exceptMemberId?: number) {
  const rows = await memberQuery(db)
    .where(and(visibleMembers(ctx), eq(members.teamId, teamId), exceptMemberId ? ne(members.id, exceptMemberId) : undefined))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(members.id));
  return rows.map(toMemberItem);
}

export const MEMBER_ORDER_FIELDS = [
  'user__first_name',
  'user__last_name',
  'user__email',
  'team__name',
  'role',
  'presence',
  'user__last_login',
  'office__name',
] as const;

// user__first_name walks users_first_name_idx (first_name, last_name); e-mail order uses users_email_uq on lower(email).
const ORDER_COLUMNS: Record<(typeof MEMBER_ORDER_FIELDS)[number], (AnyColumn | SQL)[]> = {
  user__first_name: [users.firstName, users.lastName],
  user__last_name: [users.lastName, users.firstName],
  user__email: [sql`lower(${users.email})`],
  team__name: [teams.name],
  role: [members.role],
  presence: [members.presence],
  user__last_login: [users.lastLogin],
  office__name: [offices.name],
};

export interface MemberListFilters {
  name?: string;
  order: string;
  team?: string;
  club?: string;
  presence?: Presence;
  role?: MemberRole;
}

export function memberListSource(db: Db, ctx: StaffContext, q: MemberListFilters): ListSource<ReturnType<typeof toMemberItem>> {
  const where = and(
    visibleMembers(ctx),
    clubFilter(members.officeId, ctx.client.id, q.club, db),
    q.team ? inArray(members.teamId, teamIdBySlug(db, ctx.client.id, q.team)) : undefined,
    q.presence ? eq(members.presence, q.presence) : undefined,
    q.role ? eq(members.role, q.role) : undefined,
    memberSearch(q.name),
  );
  const order = parseOrder(q.order, MEMBER_ORDER_FIELDS, 'user__first_name');
  return {
    fetch: async (limit, offset) => {
      const rows = await memberQuery(db)
        .where(where)
        .orderBy(...orderBy(ORDER_COLUMNS[order.field], order.desc, members.id))
        .limit(limit)
        .offset(offset);
      return rows.map(toMemberItem);
    },
    count: async () => {
      // The search needs the user and team names; without it the count stays on members' own indexes.
      const base = db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(members).$dynamic();
      const query = searchPattern(q.name) ? base.innerJoin(users, eq(users.id, members.userId)).leftJoin(teams, eq(teams.id, members.teamId)) : base;
      return (await query.where(where))[0].n;
    },
  };
}
