import { MAP_RESOURCE_TYPES } from '@clubspace/contract';
import type { SpaceAvailability, MapResource } from '../../../components/booking/booking-types';
import type { FloorPlanDesk } from '../../../components/floor-plan/floor-plan';

/** The floor's desks the map draws (desk types only; a resource without a floor shows on every floor). */
export function floorResources(data: SpaceAvailability | undefined, floor: string): MapResource[] {
  return (data?.office_resources ?? []).filter(
    (r) => (MAP_RESOURCE_TYPES as readonly string[]).includes(r.resource_type) && (!r.floor || r.floor.slug === floor),
  );
}

/** Each desk in its map tone, captioned with its booker's first name when booked and its reason when blocked. */
export function floorPlanDesks(resources: MapResource[], bookings: SpaceAvailability['bookings']): FloorPlanDesk[] {
  const holder = new Map<string, string>();
  for (const b of bookings) if (b.resource && b.member) holder.set(b.resource.slug, b.member.user.first_name);
  return resources.map((r) => ({
    slug: r.slug,
    name: r.name,
    resource_type: r.resource_type,
    status: r.status,
    x: r.x,
    y: r.y,
    tone: r.map_status,
    caption: r.map_status === 'booked' ? holder.get(r.slug) : r.map_status === 'blocked' ? (r.block_reason ?? undefined) : undefined,
  }));
}
