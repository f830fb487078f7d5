import { DEFAULT_TIME_ZONE, dayBounds, isoDayInZone } from '@clubspace/contract';
import type { QueryClient } from '@tanstack/react-query';
import { spaceAvailabilityQuery } from './bookings-api';
import { brokersQuery, floorsQuery, officesLookup } from '../../../components/booking/booking-lookups';
import { sessionQuery } from '../../../lib/session';

/**
 * Route preloading (app/routing/route-data.ts): the map's first queries start with the screen's code (issue 24 §21: the cold
 * change to Bookings waited for the screen to render before asking for the floor's desks). The map opens on the
 * layout office's first floor, today in the office's zone, as bookings-map-page.tsx reads them.
 */
export async function prefetchRouteData(client: QueryClient, url: URL): Promise<void> {
  if (!/^\/bookings(\/map|\/hot_desk)?\/?$/.test(url.pathname)) return;
  const office = client.getQueryData(sessionQuery.queryKey)?.active_office;
  if (!office) return;
  const zone = client.getQueryData(officesLookup().queryKey)?.find((o) => o.slug === office.slug)?.time_zone ?? DEFAULT_TIME_ZONE;
  const floor = url.searchParams.get('floor') ?? office.floors[0]?.slug;
  const day = url.searchParams.get('day') ?? isoDayInZone(new Date(), zone);
  const bounds = dayBounds(day, zone);
  const side = [client.prefetchQuery(floorsQuery(office.slug)), client.prefetchQuery(officesLookup()), client.prefetchQuery(brokersQuery())];
  const map = floor
    ? [
        client.prefetchQuery(
          spaceAvailabilityQuery({
            start: bounds.start.toISOString(),
            end: bounds.end.toISOString(),
            club: office.slug,
            floor,
            team: '',
            client: '',
          }),
        ),
      ]
    : [];
  await Promise.all([...map, ...side]);
}
