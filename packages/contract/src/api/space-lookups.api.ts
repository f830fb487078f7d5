import { z } from 'zod';
import { get } from '../endpoint.ts';
import { floorLookup, officeLookup, resourceLookup, spaceLookupQuery, workAreaLookup } from '../space-lookups.ts';

/**
 * Space pickers (GUIDE §7): offices, floors, work areas and resources as slug + name, searchable by name, capped at
 * 1000, within the caller's office scope, open to any staff (a booking form needs them without the space area).
 */
export const spaceLookupsApi = {
  offices: get({
    path: '/api/lookups/offices/',
    summary: "Offices of the caller's scope (slug, name, time_zone)",
    query: spaceLookupQuery,
    response: z.object({ offices: z.array(officeLookup) }),
  }),
  floors: get({
    path: '/api/lookups/floors/',
    summary: 'Floors (slug, name, office slug), by office',
    query: spaceLookupQuery,
    response: z.object({ floors: z.array(floorLookup) }),
  }),
  workAreas: get({
    path: '/api/lookups/work-areas/',
    summary: 'Work areas (slug, name, area_type, floor and office slugs), by office and floor',
    query: spaceLookupQuery,
    response: z.object({ work_areas: z.array(workAreaLookup) }),
  }),
  resources: get({
    path: '/api/lookups/resources/',
    summary: 'Resources (slug, name, type, status, work area, floor and office slugs); resource_type may be comma-separated',
    query: spaceLookupQuery,
    response: z.object({ resources: z.array(resourceLookup) }),
  }),
};
