import { parseOrder, type GuestItem } from '@clubspace/contract';
import { and, asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { guests, members, teams, users } from '../../db/schema/index.ts';
import type { ListSource } from '../../lib/paged-list.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { countWhere, matchesAny, officeScope, orderBy, searchPattern } from '../../lib/sql.ts';

const guestColumns = {
  id: guests.id,
  slug: guests.slug,
  name: guests.name,
  email: guests.email,
  phone: guests.phone,
  status: guests.status,
  origin: guests.origin,
  reference: guests.reference,
  consentMarketing: guests.consentMarketing,
  image: guests.image,
  createdAt: guests.createdAt,
  teamId: guests.teamId,
  teamSlug: teams.slug,
  teamName: teams.name,
  hostSlug: members.slug,
  hostFirstName: users.firstName,
  hostLastName: users.lastName,
  hostPhone: users.phone,
};

/** Guests with their team and host (member → user) in one joined select. */
export function guestQuery(db: Db) {
  return db
    .select(guestColumns)
    .from(guests)
    .leftJoin(teams, eq(teams.id, guests.teamId))
    .leftJoin(members, eq(members.id, guests.hostMemberId))
    .leftJoin(users, eq(users.id, members.userId))
    .$dynamic();
}

type GuestRow = Awaited<ReturnType<ReturnType<typeof guestQuery>['execute']>>[number];

export function toGuestItem(r: GuestRow): GuestItem {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    phone: r.phone,
    email: r.email,
    host: r.hostSlug ? { slug: r.hostSlug, user: { first_name: r.hostFirstName ?? '', last_name: r.hostLastName ?? '', phone: r.hostPhone } } : null,
    status: r.status,
    origin: r.origin,
    team: r.teamSlug ? { slug: r.teamSlug, name: r.teamName ?? '' } : null,
    reference: r.reference,
    create_date: r.createdAt.toISOString(),
    consent_marketing: r.consentMarketing,
    image: r.image,
  };
}

/** The operator's guests the caller may see (office scope). */
export const visibleGuests = (ctx: StaffContext) => and(eq(guests.clientId, ctx.client.id), officeScope(guests.officeId, ctx));

export async function findGuest(db: Db, ctx: StaffContext, slug: string) {
  const [row] = await guestQuery(db).where(and(visibleGuests(ctx), eq(guests.slug, slug))).limit(1);
  return row ?? null;
}

export async function teamGuests(db: Db, ctx: StaffContext, teamId: number) {
  const rows = await guestQuery(db).where(and(visibleGuests(ctx), eq(guests.teamId, teamId))).orderBy(asc(guests.name), asc(guests.id));
  return rows.map(toGuestItem);
}

/** Any guest of the operator (whatever the office) with this e-mail, case-insensitive: guests_client_email_uq. */
export async function guestEmailTaken(db: Db, clientId: number, email: string) {
  const rows = await db
    .select({ id: guests.id })
    .from(guests)
    .where(and(eq(guests.clientId, clientId), sql`lower(${guests.email}) = lower(${email})`))
    .limit(1);
  return rows.length > 0;
}

export const GUEST_ORDER_FIELDS = ['name', 'email', 'status', 'create_date', 'origin', 'host', 'team'] as const;
// name walks guests_client_name_idx; email guests_client_email_uq (lower(email)).
const ORDER_COLUMNS: Record<(typeof GUEST_ORDER_FIELDS)[number], (AnyColumn | SQL)[]> = {
  name: [guests.name],
  email: [sql`lower(${guests.email})`],
  status: [guests.status, guests.name],
  create_date: [guests.createdAt],
  origin: [guests.origin, guests.name],
  host: [users.firstName, users.lastName],
  team: [teams.name],
};

export function guestListSource(db: Db, ctx: StaffContext, q: { name?: string; order: string }): ListSource<GuestItem> {
  const where = and(visibleGuests(ctx), matchesAny(searchPattern(q.name), [guests.name, guests.email]));
  const order = parseOrder(q.order, GUEST_ORDER_FIELDS, 'name');
  return {
    fetch: async (limit, offset) => {
      const rows = await guestQuery(db)
        .where(where)
        .orderBy(...orderBy(ORDER_COLUMNS[order.field], order.desc, guests.id))
        .limit(limit)
        .offset(offset);
      return rows.map(toGuestItem);
    },
    count: () => countWhere(db, guests, where),
  };
}
