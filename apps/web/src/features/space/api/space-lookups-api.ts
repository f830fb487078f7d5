import { SPACE_LOOKUP_LIMIT, spaceLookupsApi } from '@clubspace/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

// Pickers use the lookup calls open to any staff (GUIDE §7), capped at 1000 rows.
export const spaceLookupKeys = {
  all: ['space-lookups'] as const,
  offices: () => [...spaceLookupKeys.all, 'offices'] as const,
  floors: (office: string) => [...spaceLookupKeys.all, 'floors', office] as const,
  workAreas: (office: string, floor: string) => [...spaceLookupKeys.all, 'work-areas', office, floor] as const,
};

/** GET /api/lookups/offices/ → {offices}. */
export const officeLookupQuery = () =>
  queryOptions({
    queryKey: spaceLookupKeys.offices(),
    queryFn: ({ signal }) => call(spaceLookupsApi.offices, { query: { limit: SPACE_LOOKUP_LIMIT } }, { signal }),
    staleTime: 60_000,
  });

/** GET /api/lookups/floors/?office= → {floors}. */
export const floorLookupQuery = (office: string) =>
  queryOptions({
    queryKey: spaceLookupKeys.floors(office),
    queryFn: ({ signal }) => call(spaceLookupsApi.floors, { query: { office, limit: SPACE_LOOKUP_LIMIT } }, { signal }),
    enabled: Boolean(office),
    staleTime: 60_000,
  });

/** GET /api/lookups/work-areas/?office=&floor= → {work_areas}. */
export const workAreaLookupQuery = (office: string, floor: string) =>
  queryOptions({
    queryKey: spaceLookupKeys.workAreas(office, floor),
    queryFn: ({ signal }) => call(spaceLookupsApi.workAreas, { query: { office, floor, limit: SPACE_LOOKUP_LIMIT } }, { signal }),
    enabled: Boolean(office),
    staleTime: 60_000,
  });
