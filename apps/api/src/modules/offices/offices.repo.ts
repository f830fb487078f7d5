import { geopointOf, parseOrder, type OfficeItem } from '@clubspace/contract';
import { and, asc, eq, inArray, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { floors, offices } from '../../db/schema/index.ts';
import type { ListSource } from '../../lib/paged-list.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { countWhere, matchesAny, officeScope, orderBy, searchPattern } from '../../lib/sql.ts';

type OfficeRow = typeof offices.$inferSelect;

/** Rows to items with their floors, in one more query. */
export async function toOfficeItems(db: Db, rows: OfficeRow[]): Promise<OfficeItem[]> {
  if (!rows.length) return [];
  const floorRows = await db
    .select({ officeId: floors.officeId, slug: floors.slug, name: floors.name })
    .from(floors)
    .where(
      inArray(
        floors.officeId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(floors.order), asc(floors.name));
  return rows.map((o) => ({
    slug: o.slug,
    name: o.name,
    short_code: o.shortCode,
    status: o.status,
    visibility: o.visibility,
    description: o.description,
    geopoint: geopointOf(o.longitude, o.latitude),
    longitude: o.longitude,
    latitude: o.latitude,
    address: o.address,
    town: o.town,
    street: o.street,
    postal: o.postal,
    google_place: o.googlePlace,
    google_place_url: o.googlePlaceUrl,
    street_number: o.streetNumber,
    street_name: o.streetName,
    floor_number: o.floorNumber,
    door_name: o.doorName,
    phone: o.phone,
    email: o.email,
    website: o.website,
    domain: o.domain,
    list_order: o.listOrder,
    invoice_prefix: o.invoicePrefix,
    place_main_img: o.placeMainImg,
    floors: floorRows.filter((f) => f.officeId === o.id).map(({ slug, name }) => ({ slug, name })),
    max_occupancy: o.maxOccupancy,
    max_free_visits: o.maxFreeVisits,
  }));
}

/** The operator's office by slug, only inside the caller's office scope. */
export async function findScopedOffice(db: Db, ctx: StaffContext, slug: string) {
  const [row] = await db
    .select()
    .from(offices)
    .where(and(eq(offices.clientId, ctx.client.id), eq(offices.slug, slug), officeScope(offices.id, ctx)))
    .limit(1);
  return row ?? null;
}

export const OFFICE_ORDER_FIELDS = ['list_order', 'name', 'town', 'status', 'max_occupancy'] as const;
const ORDER_COLUMNS: Record<(typeof OFFICE_ORDER_FIELDS)[number], AnyColumn[]> = {
  list_order: [offices.listOrder, offices.name],
  name: [offices.name],
  town: [offices.town, offices.name],
  status: [offices.status, offices.name],
  max_occupancy: [offices.maxOccupancy, offices.name],
};

export function officeListSource(db: Db, ctx: StaffContext, q: { name?: string; order: string }): ListSource<OfficeItem> {
  const where = and(
    eq(offices.clientId, ctx.client.id),
    officeScope(offices.id, ctx),
    matchesAny(searchPattern(q.name), [offices.name, offices.town]),
  );
  const order = parseOrder(q.order, OFFICE_ORDER_FIELDS, 'list_order');
  return {
    fetch: async (limit, offset) =>
      toOfficeItems(
        db,
        await db
          .select()
          .from(offices)
          .where(where)
          .orderBy(...orderBy(ORDER_COLUMNS[order.field], order.desc, offices.id))
          .limit(limit)
          .offset(offset),
      ),
    count: () => countWhere(db, offices, where),
  };
}
