import { parseOrder, type TeamItem } from '@clubspace/contract';
import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teams } from '../../db/schema/index.ts';
import type { ListSource } from '../../lib/paged-list.ts';
import { keyedList } from '../../lib/keyed-list.ts';
import { countWhere, clubFilter, matchesAny, SEARCH_EXACT_COUNT_LIMIT, searchPattern } from '../../lib/sql.ts';

// A correlated count served by members_team_idx: computed in the same statement, only for the rows returned
// (or for all of the operator's teams when sorting by it). Written with explicit names because Drizzle leaves
// columns unqualified in single-table selects, where "id" would resolve to members.id inside the subquery.
const memberCount = sql<number>`(select count(*) from "members" m where m.team_id = "teams"."id")`.mapWith(Number);

const teamColumns = {
  id: teams.id,
  slug: teams.slug,
  name: teams.name,
  description: teams.description,
  invoiceName: teams.invoiceName,
  invoiceAddress: teams.invoiceAddress,
  invoicePostCode: teams.invoicePostCode,
  invoiceCity: teams.invoiceCity,
  status: teams.status,
  image: teams.image,
  members: memberCount,
};

interface TeamRow {
  slug: string;
  name: string;
  description: string | null;
  invoiceName: string | null;
  invoiceAddress: string | null;
  invoicePostCode: string | null;
  invoiceCity: string | null;
  status: string;
  image: string | null;
  members: number;
}

export function toTeamItem(r: TeamRow): TeamItem {
  return {
    slug: r.slug,
    name: r.name,
    description: r.description,
    invoice_name: r.invoiceName,
    invoice_address: r.invoiceAddress,
    invoice_post_code: r.invoicePostCode,
    invoice_city: r.invoiceCity,
    status: r.status,
    members: r.members,
    image: r.image,
  };
}

export const teamQuery = (db: Db) => db.select(teamColumns).from(teams).$dynamic();

export async function findTeamById(db: Db, id: number) {
  const [row] = await teamQuery(db).where(eq(teams.id, id)).limit(1);
  return row;
}

export const TEAM_ORDER_FIELDS = ['name', 'status', 'members'] as const;
// name walks teams_client_name_idx.
const ORDER_COLUMNS: Record<(typeof TEAM_ORDER_FIELDS)[number], (AnyColumn | SQL)[]> = {
  name: [teams.name],
  status: [teams.status, teams.name],
  members: [memberCount],
};

/** Teams are not bound to the caller's offices; club filters on the team's home office. */
export function teamListSource(db: Db, clientId: number, q: { name?: string; order: string; club?: string }): ListSource<TeamItem> {
  const where = and(eq(teams.clientId, clientId), clubFilter(teams.officeId, clientId, q.club, db), matchesAny(searchPattern(q.name), [teams.name]));
  const order = parseOrder(q.order, TEAM_ORDER_FIELDS, 'name');
  // Ids first (teams alone: a deep page walks teams_client_name_idx without counting the skipped teams' members),
  // then the page's rows; the CSV export continues from the last row's key instead of an OFFSET.
  return keyedList({
    keys: (fields) => db.select(fields).from(teams).$dynamic(),
    where,
    order: ORDER_COLUMNS[order.field],
    desc: order.desc,
    id: teams.id,
    rows: (ids) => teamQuery(db).where(inArray(teams.id, ids)),
    items: (rows) => rows.map(toTeamItem),
    count: () => countWhere(db, teams, where, searchPattern(q.name) ? SEARCH_EXACT_COUNT_LIMIT : undefined),
  });
}
