import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { floors, resources, workAreas } from '../../db/schema/index.ts';

/** Where a map's resources stand: an operator's office, of some types, on one floor or in one work area when given. */
export interface MapResourcePlace {
  clientId: number;
  officeId: number;
  resourceTypes: readonly string[];
  floorId?: number;
  workAreaId?: number;
}

/**
 * The resources a floor map draws (the staff map's office resources, the portal's desks), with their floor and work
 * area, by name; at most 5000.
 */
export function mapResources(db: Db, place: MapResourcePlace) {
  return db
    .select({
      id: resources.id,
      slug: resources.slug,
      name: resources.name,
      identifier: resources.identifier,
      resourceType: resources.resourceType,
      status: resources.status,
      x: resources.x,
      y: resources.y,
      color: resources.color,
      capacity: resources.capacity,
      workAreaSlug: workAreas.slug,
      workAreaName: workAreas.name,
      floorSlug: floors.slug,
      floorName: floors.name,
    })
    .from(resources)
    .leftJoin(workAreas, eq(workAreas.id, resources.workAreaId))
    .leftJoin(floors, eq(floors.id, resources.floorId))
    .where(
      and(
        eq(resources.clientId, place.clientId),
        eq(resources.officeId, place.officeId),
        inArray(resources.resourceType, [...place.resourceTypes]),
        place.floorId ? eq(resources.floorId, place.floorId) : undefined,
        place.workAreaId ? eq(resources.workAreaId, place.workAreaId) : undefined,
      ),
    )
    .orderBy(asc(resources.name), asc(resources.id))
    .limit(5000);
}
export type MapResourceRow = Awaited<ReturnType<typeof mapResources>>[number];

const placeRef = (slug: string | null, name: string | null) => (slug ? { slug, name: name ?? '' } : null);

/** The fields every map resource answers with: its names, type, position, floor and work area. */
export function mapResourceColumns(r: MapResourceRow) {
  return {
    slug: r.slug,
    name: r.name,
    identifier: r.identifier,
    resource_type: r.resourceType,
    x: r.x,
    y: r.y,
    floor: placeRef(r.floorSlug, r.floorName),
    work_area: placeRef(r.workAreaSlug, r.workAreaName),
  };
}
