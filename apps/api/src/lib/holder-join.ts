import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { guests, members, teams, users } from '../db/schema/index.ts';

/**
 * Whom a row is for — a member (with the member's user: name and e-mail), a team, a guest — read one way by every
 * module that names them (a booking's holder, a membership's, an order's). `withHolder` left-joins them by primary key;
 * these are their columns, typed nullable as the left joins make them.
 */
export const memberTeamColumns = {
  memberSlug: sql<string | null>`${members.slug}`,
  memberFirstName: sql<string | null>`${users.firstName}`,
  memberLastName: sql<string | null>`${users.lastName}`,
  memberEmail: sql<string | null>`${users.email}`,
  teamSlug: sql<string | null>`${teams.slug}`,
  teamName: sql<string | null>`${teams.name}`,
};
export const guestColumns = {
  guestSlug: sql<string | null>`${guests.slug}`,
  guestName: sql<string | null>`${guests.name}`,
  guestEmail: sql<string | null>`${guests.email}`,
};

/** The columns of the row's own table (or a joined one) that hold the member, team and guest ids. */
export interface HolderKeys {
  member: AnyPgColumn;
  team: AnyPgColumn;
  guest?: AnyPgColumn;
}

/**
 * Joins the holder to a dynamic select (`db.select(…).from(t)….$dynamic()`): members and their users, teams, and
 * guests when `keys.guest` says where. The query keeps its type: select the holder through the columns above.
 */
export function withHolder<Q extends PgSelect>(query: Q, keys: HolderKeys): Q {
  const joined: PgSelect = query
    .leftJoin(members, eq(members.id, keys.member))
    .leftJoin(users, eq(users.id, members.userId))
    .leftJoin(teams, eq(teams.id, keys.team));
  return (keys.guest ? joined.leftJoin(guests, eq(guests.id, keys.guest)) : joined) as Q;
}
