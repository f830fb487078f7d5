import { ERASED_FIRST_NAME, ERASED_LAST_NAME, parseOrder, type MemberRole, type Presence } from '@clubspace/contract';
import { and, asc, eq, ilike, inArray, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { members, offices, teams, users } from '../../db/schema/index.ts';
import type { ListSource } from '../../lib/paged-list.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { toMemberItem, type MemberRow } from './members.mappers.ts';
import { keyedList } from '../../lib/keyed-list.ts';
import { clubFilter, countWhere, officeScope, SEARCH_EXACT_COUNT_LIMIT, searchPattern } from '../../lib/sql.ts';

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
  // An erased member (GDPR, issue 30) shows as "Erased member" even while its user stays for another operator.
  firstName: sql<string>`case when ${members.erasedAt} is null then ${users.firstName} else ${ERASED_FIRST_NAME} end`,
  lastName: sql<string>`case when ${members.erasedAt} is null then ${users.lastName} else ${ERASED_LAST_NAME} end`,
  email: sql<string>`case when ${members.erasedAt} is null then ${users.email} else 'erased-' || ${users.id} || '@erased.invalid' end`,
  phone: sql<string | null>`case when ${members.erasedAt} is null then ${users.phone} end`,
  avatar: sql<string | null>`case when ${members.erasedAt} is null then ${users.avatar} end`,
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
  db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.clientId, clientId), eq(teams.slug, slug)));

/**
 * Search over first name, last name, full name, e-mail and team name, all compared with spaces removed: one ILIKE on
 * the member's search_text (kept in step by triggers), served by the trigram index members_search_trgm_idx.
 */
export const memberSearch = (name: string | undefined) => {
  const pattern = searchPattern(name);
  return pattern ? ilike(members.searchText, pattern) : undefined;
};

export async function findMember(db: Db, ctx: StaffContext, slug: string): Promise<MemberRow | null> {
  const [row] = await memberQuery(db)
    .where(and(visibleMembers(ctx), eq(members.slug, slug)))
    .limit(1);
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

/** Orders on a joined row's column join that table in the ids step; the name, role and presence orders need none. */
const ORDER_JOINS: Partial<Record<(typeof MEMBER_ORDER_FIELDS)[number], (q: PgSelect) => PgSelect>> = {
  user__email: (q) => q.innerJoin(users, eq(users.id, members.userId)),
  user__last_login: (q) => q.innerJoin(users, eq(users.id, members.userId)),
  team__name: (q) => q.leftJoin(teams, eq(teams.id, members.teamId)),
  office__name: (q) => q.leftJoin(offices, eq(offices.id, members.officeId)),
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
  const join = ORDER_JOINS[order.field];
  // Ids first (members alone for the name orders: an index-only walk of members_client_sort_idx however deep the
  // page), then the page's rows with user, team and office; the CSV export continues from the last row's key.
  return keyedList({
    keys: (fields) => {
      const base = db.select(fields).from(members).$dynamic();
      return join ? join(base) : base;
    },
    where,
    order: ORDER_COLUMNS[order.field],
    desc: order.desc,
    id: members.id,
    rows: (ids) => memberQuery(db).where(inArray(members.id, ids)),
    items: (rows) => rows.map(toMemberItem),
    // Every filter, the search included, is on the member row: the count never joins. A search counts exactly up to
    // SEARCH_EXACT_COUNT_LIMIT (a common surname: 2,059 rechecked rows, 54 ms at 100k members).
    count: () => countWhere(db, members, where, searchPattern(q.name) ? SEARCH_EXACT_COUNT_LIMIT : undefined),
  });
}
