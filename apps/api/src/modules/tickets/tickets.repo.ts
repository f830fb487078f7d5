import {
  ACTIVE_TICKET_STATUSES,
  isFirstResponseOverdue,
  parseOrder,
  TICKET_ORDER_FIELDS,
  TICKET_TRANSITIONS,
  type TicketDetail,
  type TicketItem,
  type TicketMessage,
  type TicketPriority,
  type TicketStatus,
} from '@clubspace/contract';
import { and, asc, eq, inArray, isNull, lt, not, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.ts';
import { members, offices, resources, staff, ticketCategories, ticketMessages, tickets, users } from '../../db/schema/index.ts';
import { clock } from '../../lib/clock.ts';
import { keyedList } from '../../lib/keyed-list.ts';
import type { ListSource } from '../../lib/paged-list.ts';
import { clubFilter, countWhere, eqSubquery, iso, matchesAny, SEARCH_EXACT_COUNT_LIMIT, searchPattern } from '../../lib/sql.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';

const memberUsers = alias(users, 'ticket_member_users');
const assigneeStaff = alias(staff, 'ticket_assignee_staff');
const assigneeUsers = alias(users, 'ticket_assignee_users');

const ticketColumns = {
  id: tickets.id,
  slug: tickets.slug,
  subject: tickets.subject,
  description: tickets.description,
  status: tickets.status,
  priority: tickets.priority,
  photo: tickets.photo,
  memberId: tickets.memberId,
  officeId: tickets.officeId,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
  firstResponseDueAt: tickets.firstResponseDueAt,
  firstResponseAt: tickets.firstResponseAt,
  resolvedAt: tickets.resolvedAt,
  closedAt: tickets.closedAt,
  categorySlug: ticketCategories.slug,
  categoryName: ticketCategories.name,
  officeSlug: offices.slug,
  officeName: offices.name,
  resourceSlug: resources.slug,
  resourceName: resources.name,
  memberSlug: members.slug,
  memberFirst: memberUsers.firstName,
  memberLast: memberUsers.lastName,
  memberEmail: memberUsers.email,
  memberUserId: memberUsers.id,
  assigneeSlug: assigneeStaff.slug,
  assigneeFirst: assigneeUsers.firstName,
  assigneeLast: assigneeUsers.lastName,
};

/** Tickets with their category, office, resource, member and assignee in one joined select. */
export function ticketQuery(db: Executor) {
  return db
    .select(ticketColumns)
    .from(tickets)
    .leftJoin(ticketCategories, eq(ticketCategories.id, tickets.categoryId))
    .leftJoin(offices, eq(offices.id, tickets.officeId))
    .leftJoin(resources, eq(resources.id, tickets.resourceId))
    .innerJoin(members, eq(members.id, tickets.memberId))
    .innerJoin(memberUsers, eq(memberUsers.id, members.userId))
    .leftJoin(assigneeStaff, eq(assigneeStaff.id, tickets.assigneeStaffId))
    .leftJoin(assigneeUsers, eq(assigneeUsers.id, assigneeStaff.userId))
    .$dynamic();
}

export type TicketRow = Awaited<ReturnType<ReturnType<typeof ticketQuery>['execute']>>[number];

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');
const ref = (slug: string | null, name: string | null) => (slug ? { slug, name: name ?? '' } : null);

export function toTicketItem(r: TicketRow, now: Date = clock.now()): TicketItem {
  const item = {
    slug: r.slug,
    number: r.id,
    subject: r.subject,
    status: r.status as TicketStatus,
    priority: r.priority as TicketPriority,
    category: ref(r.categorySlug, r.categoryName),
    office: ref(r.officeSlug, r.officeName),
    resource: ref(r.resourceSlug, r.resourceName),
    member: { slug: r.memberSlug, name: fullName(r.memberFirst, r.memberLast) },
    assignee: r.assigneeSlug ? { slug: r.assigneeSlug, name: fullName(r.assigneeFirst, r.assigneeLast) } : null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    first_response_due_at: iso(r.firstResponseDueAt),
    first_response_at: iso(r.firstResponseAt),
    resolved_at: iso(r.resolvedAt),
    closed_at: iso(r.closedAt),
  };
  return { ...item, overdue: isFirstResponseOverdue(item, now) };
}

/** Staff see tickets of the offices in their scope, and tickets bound to no office. */
export function visibleTickets(ctx: StaffContext): SQL {
  const scope = ctx.officeIds
    ? or(isNull(tickets.officeId), ctx.officeIds.length ? inArray(tickets.officeId, ctx.officeIds) : sql`false`)
    : undefined;
  return and(eq(tickets.clientId, ctx.client.id), scope) as SQL;
}

export async function findTicket(db: Executor, ctx: StaffContext, slug: string) {
  const [row] = await ticketQuery(db)
    .where(and(visibleTickets(ctx), eq(tickets.slug, slug)))
    .limit(1);
  return row ?? null;
}

/** A ticket's conversation in order; `withInternal` false leaves internal notes out in SQL (every portal answer). */
export async function ticketConversation(db: Executor, ticketId: number, withInternal: boolean): Promise<TicketMessage[]> {
  const rows = await db
    .select({
      id: ticketMessages.id,
      authorKind: ticketMessages.authorKind,
      internal: ticketMessages.internal,
      body: ticketMessages.body,
      createdAt: ticketMessages.createdAt,
      first: users.firstName,
      last: users.lastName,
    })
    .from(ticketMessages)
    .leftJoin(users, eq(users.id, ticketMessages.authorUserId))
    .where(and(eq(ticketMessages.ticketId, ticketId), withInternal ? undefined : eq(ticketMessages.internal, false)))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  return rows.map((m) => ({
    id: m.id,
    author_kind: m.authorKind as TicketMessage['author_kind'],
    author: fullName(m.first, m.last) || (m.authorKind === 'staff' ? 'Staff' : 'Member'),
    internal: m.internal,
    body: m.body,
    created_at: m.createdAt.toISOString(),
  }));
}

const minutesBetween = (a: Date, b: Date | null) => (b ? Math.max(0, Math.round((b.getTime() - a.getTime()) / 60_000)) : null);

export async function toTicketDetail(db: Executor, row: TicketRow): Promise<TicketDetail> {
  const item = toTicketItem(row);
  return {
    ...item,
    description: row.description,
    photo: row.photo,
    member_email: row.memberEmail,
    messages: await ticketConversation(db, row.id, true),
    transitions: [...TICKET_TRANSITIONS[item.status]],
    first_response_minutes: minutesBetween(row.createdAt, row.firstResponseAt),
    resolution_minutes: minutesBetween(row.createdAt, row.resolvedAt),
  };
}

const rank = (column: AnyColumn, values: readonly string[]) =>
  sql`(case ${column} ${sql.join(
    values.map((v, i) => sql`when ${v} then ${i}`),
    sql` `,
  )} else ${values.length} end)`;

// created_at walks tickets_client_created_idx (or the status/assignee/office/category twin of the filter).
const ORDER_COLUMNS: Record<(typeof TICKET_ORDER_FIELDS)[number], (AnyColumn | SQL)[]> = {
  created_at: [tickets.createdAt],
  updated_at: [tickets.updatedAt],
  subject: [sql`lower(${tickets.subject})`],
  status: [rank(tickets.status, ['open', 'in_progress', 'waiting_on_member', 'resolved', 'closed'])],
  priority: [rank(tickets.priority, ['low', 'normal', 'high', 'urgent'])],
  due: [tickets.firstResponseDueAt],
};

const ACTIVE = [...ACTIVE_TICKET_STATUSES];

/** Overdue in SQL, the same rule as the contract's isFirstResponseOverdue. */
export const overdueTickets = (now: Date) =>
  and(isNull(tickets.firstResponseAt), inArray(tickets.status, ACTIVE), lt(tickets.firstResponseDueAt, now)) as SQL;

export interface TicketListFilters {
  name?: string;
  order: string;
  status?: string;
  priority?: string;
  category?: string;
  club?: string;
  assignee?: string;
  overdue?: 'true' | 'false';
}

function assigneeFilter(db: Db, ctx: StaffContext, assignee: string | undefined): SQL | undefined {
  if (!assignee) return undefined;
  if (assignee === 'me') return eq(tickets.assigneeStaffId, ctx.staff.id);
  if (assignee === 'none') return isNull(tickets.assigneeStaffId);
  return eqSubquery(
    tickets.assigneeStaffId,
    db
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.clientId, ctx.client.id), eq(staff.slug, assignee))),
  );
}

function searchFilter(name: string | undefined): SQL | undefined {
  const text = (name ?? '').trim().replace(/^#/, '');
  if (/^\d{1,9}$/.test(text)) return or(eq(tickets.id, Number(text)), matchesAny(searchPattern(text), [tickets.subject]));
  return matchesAny(searchPattern(name), [tickets.subject]);
}

export function ticketWhere(db: Db, ctx: StaffContext, q: TicketListFilters, now: Date = clock.now()): SQL {
  return and(
    visibleTickets(ctx),
    q.status === 'active' ? inArray(tickets.status, ACTIVE) : q.status ? eq(tickets.status, q.status) : undefined,
    q.priority ? eq(tickets.priority, q.priority) : undefined,
    q.category
      ? eqSubquery(
          tickets.categoryId,
          db
            .select({ id: ticketCategories.id })
            .from(ticketCategories)
            .where(and(eq(ticketCategories.clientId, ctx.client.id), eq(ticketCategories.slug, q.category))),
        )
      : undefined,
    clubFilter(tickets.officeId, ctx.client.id, q.club, db),
    assigneeFilter(db, ctx, q.assignee),
    q.overdue === 'true' ? overdueTickets(now) : q.overdue === 'false' ? not(overdueTickets(now)) : undefined,
    searchFilter(q.name),
  ) as SQL;
}

export function ticketListSource(db: Db, ctx: StaffContext, q: TicketListFilters): ListSource<TicketItem> {
  const where = ticketWhere(db, ctx, q);
  const order = parseOrder(q.order, TICKET_ORDER_FIELDS, 'created_at');
  const now = clock.now();
  return keyedList({
    keys: (fields) => db.select(fields).from(tickets).$dynamic(),
    where,
    order: ORDER_COLUMNS[order.field],
    desc: order.desc,
    id: tickets.id,
    rows: (ids) => ticketQuery(db).where(inArray(tickets.id, ids)),
    items: (rows) => rows.map((r) => toTicketItem(r, now)),
    count: () => countWhere(db, tickets, where, searchPattern(q.name) ? SEARCH_EXACT_COUNT_LIMIT : undefined),
  });
}
