import type { PgSelect } from 'drizzle-orm/pg-core';
import { bookings } from '../../db/schema/index.ts';
import { guestColumns, memberTeamColumns, withHolder as withHolderOn } from '../../lib/holder-join.ts';

/**
 * Whom a booking is for — its member (and the member's user: name and e-mail), its guest, its team — read the one way
 * every list, feed, check-in page, clash report and e-mail names them: `withHolder` left-joins the three by primary
 * key (lib/holder-join.ts, shared with memberships and orders), `holder` holds their columns, typed nullable as the
 * left joins make them.
 */
export const holder = { ...memberTeamColumns, ...guestColumns };

/**
 * Joins a booking's holder to a select from bookings (dynamic: `db.select(…).from(bookings).$dynamic()`). The query
 * keeps its type: select the holder's columns through `holder`, whose types already say they may be null.
 */
export function withHolder<Q extends PgSelect>(query: Q): Q {
  return withHolderOn(query, { member: bookings.memberId, team: bookings.teamId, guest: bookings.guestId });
}
