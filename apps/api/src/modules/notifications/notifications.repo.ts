import {
  DEFAULT_TIME_ZONE,
  DESK_BOOKING_TYPES,
  MEMBERSHIP_ENDING_DAYS,
  OCCUPYING_BOOKING_STATUSES,
  type NotificationKind,
} from '@clubspace/contract';
import { and, count, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { bookings, invoices, memberships, offices, orders, portalInviteRequests, tickets } from '../../db/schema/index.ts';
import { officeScope } from '../../lib/sql.ts';
import { overdueTickets, visibleTickets } from '../tickets/tickets.repo.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';

/**
 * One count per notification kind, each a single aggregate over the caller's operator and office scope. "Today" is
 * the day in each row's office zone (rows without an office use the default zone), so a club abroad is not a day off.
 */
type Count = (db: Db, ctx: StaffContext, now: Date) => Promise<number>;

const zoneOf = sql`coalesce(${offices.timeZone}, ${DEFAULT_TIME_ZONE})`;
const todayIn = (now: Date) => sql`(${now.toISOString()}::timestamptz at time zone ${zoneOf})::date`;
const first = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;
/** count(*) of a table joined to its office (for the zone), within the caller's operator and scope. */
const countIn = (
  db: Db,
  ctx: StaffContext,
  table: typeof invoices | typeof bookings,
  officeCol: AnyPgColumn,
  clientCol: AnyPgColumn,
  where: SQL | undefined,
) =>
  first(
    db
      .select({ n: count() })
      .from(table)
      .leftJoin(offices, eq(offices.id, officeCol))
      .where(and(eq(clientCol, ctx.client.id), officeScope(officeCol, ctx), where)),
  );

export const NOTIFICATION_COUNTS: Record<NotificationKind, Count> = {
  /** Pending payment after the due date (a due date of today is not overdue yet). */
  invoices_overdue: (db, ctx, now) =>
    countIn(
      db,
      ctx,
      invoices,
      invoices.officeId,
      invoices.clientId,
      and(eq(invoices.status, 'pending_payment'), sql`${invoices.dateDue} < ${todayIn(now)}`),
    ),
  /** Desk bookings of today that still hold their slot but have no desk assigned. */
  bookings_without_desk: (db, ctx, now) =>
    countIn(
      db,
      ctx,
      bookings,
      bookings.officeId,
      bookings.clientId,
      and(
        inArray(bookings.bookingType, [...DESK_BOOKING_TYPES]),
        isNull(bookings.resourceId),
        inArray(bookings.status, [...OCCUPYING_BOOKING_STATUSES]),
        sql`(${bookings.plannedStart} at time zone ${zoneOf})::date = ${todayIn(now)}`,
      ),
    ),
  /** Bar orders nobody has started on. */
  orders_pending: (db, ctx) =>
    first(
      db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.clientId, ctx.client.id), officeScope(orders.officeId, ctx), eq(orders.status, 'pending'))),
    ),
  /** Active memberships whose end falls within the coming MEMBERSHIP_ENDING_DAYS days. */
  memberships_ending: (db, ctx, now) =>
    first(
      db
        .select({ n: count() })
        .from(memberships)
        .where(
          and(
            eq(memberships.clientId, ctx.client.id),
            officeScope(memberships.officeId, ctx),
            eq(memberships.status, 'active'),
            gte(memberships.end, now),
            lt(memberships.end, new Date(now.getTime() + MEMBERSHIP_ENDING_DAYS * 86_400_000)),
          ),
        ),
    ),
  /** Team admins' requests to invite a colleague, waiting for staff (operator-wide, as teams are). */
  portal_requests: (db, ctx) =>
    first(
      db
        .select({ n: count() })
        .from(portalInviteRequests)
        .where(and(eq(portalInviteRequests.clientId, ctx.client.id), eq(portalInviteRequests.status, 'pending'))),
    ),
  /** Help-desk tickets nobody has picked up yet (issue 28), in the caller's scope. */
  tickets_open: (db, ctx) =>
    first(
      db
        .select({ n: count() })
        .from(tickets)
        .where(and(visibleTickets(ctx), eq(tickets.status, 'open'))),
    ),
  /** Active tickets without a first answer past the operator's first-response target. */
  tickets_overdue: (db, ctx, now) =>
    first(
      db
        .select({ n: count() })
        .from(tickets)
        .where(and(visibleTickets(ctx), overdueTickets(now))),
    ),
};
