import { parseOrder, type MemberRole, type Presence } from '@clubspace/contract';
import { and, asc, eq, ilike, inArray, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members, offices, teams, users } from '../../db/schema/index.ts';
import type { ListSource } from '../../lib/paged-list.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { toMemberItem, type MemberRow } from './members.mappers.ts';
import { clubFilter, countWhere, officeScope, orderBy, searchPattern } from '../../lib/sql.ts';

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

/**
 * Search over first name, last name, full name, e-mail and team name, all compared with spaces removed: one ILIKE on
 * the member's search_text (kept in step by triggers), served by the trigram index members_search_trgm_idx.
 */
export const memberSearch = (name: string | undefined) => {
  const pattern = searchPattern(name);
  return pattern ? ilike(members.searchText, pattern) : undefined;
};

export async function findMember(db: Db, ctx: StaffContext, slug: string): Promise<MemberRow | null> {
  const [row] = await memberQuery(db).where(and(visibleMembers(ctx), eq(members.slug, slug))).limit(1);
  return row ?? null;
}

export async function teamMates(db: Db, ctx: StaffContext, teamId: number, exceptMemberId?: number) {
  const rows = await memberQuery(db)
    .where(and(visibleMembers(ctx), eq(members.teamId, teamId), exceptMemberId ? ne(members.id, exceptMemberId) : undefined))
    .orderBy(asc(members.sortFirst), asc(members.sortLast), asc(members.id));
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

// The name orders walk members_client_sort_idx / members_client_sort_last_idx (the user's names stored on the member
// row, so no join or sort before the LIMIT); e-mail order uses users_email_uq on lower(email).
const ORDER_COLUMNS: Record<(typeof MEMBER_ORDER_FIELDS)[number], (AnyColumn | SQL)[]> = {
  user__first_name: [members.sortFirst, members.sortLast],
  user__last_name: [members.sortLast, members.sortFirst],
  user__email: [sql`lower(${users.email})`],
  team__name: [teams.name],
  role: [members.role],
  presence: [members.presence],
  user__last_login: [users.lastLogin],
  office__name: [offices.name],
};

const DEEP_PAGE_OFFSET = 1000;
const OWN_ORDERS = new Set<(typeof MEMBER_ORDER_FIELDS)[number]>(['user__first_name', 'user__last_name', 'role', 'presence']);

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
  const columns = orderBy(ORDER_COLUMNS[order.field], order.desc, members.id);
  return {
    fetch: async (limit, offset) => {
      // Near the top, one statement walks the order's index and joins row by row up to the LIMIT (also with a
      // generic plan). Deep pages of an order on the member row pick the page's ids on members alone (an index-only
      // walk), then join users, teams and offices for those rows only. See docs/performance.md.
      const page =
        offset >= DEEP_PAGE_OFFSET && OWN_ORDERS.has(order.field)
          ? inArray(members.id, db.select({ id: members.id }).from(members).where(where).orderBy(...columns).limit(limit).offset(offset))
          : undefined;
      const query = memberQuery(db).where(page ?? where).orderBy(...columns);
      const rows = page ? await query : await query.limit(limit).offset(offset);
      return rows.map(toMemberItem);
    },
    // Every filter, the search included, is on the member row: the count never joins.
    count: () => countWhere(db, members, where),
  };
}
