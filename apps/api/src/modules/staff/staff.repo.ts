import { parseOrder, type StaffItem } from '@clubspace/contract';
import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offices, staff, staffOffices, users } from '../../db/schema/index.ts';
import type { ListSource } from '../../lib/paged-list.ts';
import { matchesAny, orderBy, searchPattern } from '../../lib/sql.ts';

const staffColumns = {
  id: staff.id,
  slug: staff.slug,
  role: staff.role,
  status: staff.status,
  jobTitle: staff.jobTitle,
  allOffices: staff.allOffices,
  webSections: staff.webSections,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
};
export const staffQuery = (db: Db) => db.select(staffColumns).from(staff).innerJoin(users, eq(users.id, staff.userId)).$dynamic();
type StaffRow = Awaited<ReturnType<ReturnType<typeof staffQuery>['execute']>>[number];

/** Maps rows to items with their offices (every office of the operator when all_offices) in one more query. */
export async function toStaffItems(db: Db, clientId: number, clientCodes: string[], rows: StaffRow[]): Promise<StaffItem[]> {
  if (!rows.length) return [];
  const owned = new Set(clientCodes);
  const [all, links] = await Promise.all([
    rows.some((r) => r.allOffices)
      ? db
          .select({ slug: offices.slug, name: offices.name })
          .from(offices)
          .where(eq(offices.clientId, clientId))
          .orderBy(asc(offices.listOrder), asc(offices.name))
      : Promise.resolve([]),
    db
      .select({ staffId: staffOffices.staffId, slug: offices.slug, name: offices.name })
      .from(staffOffices)
      .innerJoin(offices, eq(offices.id, staffOffices.officeId))
      .where(
        inArray(
          staffOffices.staffId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(offices.listOrder), asc(offices.name)),
  ]);
  return rows.map((r) => ({
    slug: r.slug,
    user: { first_name: r.firstName, last_name: r.lastName, email: r.email, phone: r.phone },
    role: r.role,
    status: r.status,
    job_title: r.jobTitle,
    offices: r.allOffices ? all : links.filter((l) => l.staffId === r.id).map(({ slug, name }) => ({ slug, name })),
    all_offices: r.allOffices,
    web_sections: r.webSections.filter((c) => owned.has(c)).map((code) => ({ code })),
  }));
}

export async function findStaff(db: Db, clientId: number, slug: string) {
  const [row] = await staffQuery(db)
    .where(and(eq(staff.clientId, clientId), eq(staff.slug, slug)))
    .limit(1);
  return row ?? null;
}

export const STAFF_ORDER_FIELDS = ['name', 'email', 'role', 'status', 'job_title'] as const;
const ORDER_COLUMNS: Record<(typeof STAFF_ORDER_FIELDS)[number], (AnyColumn | SQL)[]> = {
  name: [users.firstName, users.lastName],
  email: [users.email],
  role: [staff.role, users.firstName],
  status: [staff.status, users.firstName],
  job_title: [staff.jobTitle, users.firstName],
};

export function staffListSource(db: Db, client: { id: number; webSections: string[] }, q: { name?: string; order: string }): ListSource<StaffItem> {
  const where = and(
    eq(staff.clientId, client.id),
    matchesAny(searchPattern(q.name), [sql`${users.firstName} || ${users.lastName}`, users.email, staff.jobTitle]),
  );
  const order = parseOrder(q.order, STAFF_ORDER_FIELDS, 'name');
  return {
    fetch: async (limit, offset) => {
      const rows = await staffQuery(db)
        .where(where)
        .orderBy(...orderBy(ORDER_COLUMNS[order.field], order.desc, staff.id))
        .limit(limit)
        .offset(offset);
      return toStaffItems(db, client.id, client.webSections, rows);
    },
    count: async () =>
      (
        await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(staff)
          .innerJoin(users, eq(users.id, staff.userId))
          .where(where)
      )[0].n,
  };
}
