import { eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { bookings, guests, members, teams, users } from '../../db/schema/index.ts';

/**
 * Whom a booking is for — its member (and the member's user: name and e-mail), its guest, its team — read the one way
 * every list, feed, check-in page, clash report and e-mail names them: `withHolder` left-joins the three by primary
 * key, `holder` holds their columns, typed nullable as the left joins make them.
 */
export const holder = {
  memberSlug: sql<string | null>`${members.slug}`,
  memberFirstName: sql<string | null>`${users.firstName}`,
  memberLastName: sql<string | null>`${users.lastName}`,
  memberEmail: sql<string | null>`${users.email}`,
  guestSlug: sql<string | null>`${guests.slug}`,
  guestName: sql<string | null>`${guests.name}`,
  guestEmail: sql<string | null>`${guests.email}`,
  teamSlug: sql<string | null>`${teams.slug}`,
  teamName: sql<string | null>`${teams.name}`,
};

/**
 * Joins a booking's holder to a select from bookings (dynamic: `db.select(…).from(bookings).$dynamic()`). The query
 * keeps its type: select the holder's columns through `holder`, whose types already say they may be null.
 */
export function withHolder<Q extends PgSelect>(query: Q): Q {
  const joined: PgSelect = query
    .leftJoin(members, eq(members.id, bookings.memberId))
    .leftJoin(users, eq(users.id, members.userId))
    .leftJoin(guests, eq(guests.id, bookings.guestId))
    .leftJoin(teams, eq(teams.id, bookings.teamId));
  return joined as Q;
}
