import { z } from 'zod';
import { pagingQuery } from './common-schemas.ts';
import { SPACE_LOOKUP_LIMIT, SPACE_OFFICES_LIST } from './space.ts';
import { resourceTypesFilter } from './space-fields.ts';

// ---- Picker lookups (any staff; slug + name; capped) ----

export const spaceLookupQuery = z.object({
  name: z.string().max(200).optional(),
  office: z.string().max(120).optional(),
  floor: z.string().max(120).optional(),
  work_area: z.string().max(120).optional(),
  resource_type: resourceTypesFilter,
  limit: z.coerce.number().int().min(1).max(SPACE_LOOKUP_LIMIT).default(SPACE_LOOKUP_LIMIT),
  /** Resources only (issue 24): with both, each resource says whether a slot-holding booking overlaps [start, end). */
  start: z.iso.datetime({ offset: true }).optional(),
  end: z.iso.datetime({ offset: true }).optional(),
  /** The booking being edited (code): its own slot does not make its resource busy. */
  exclude: z.string().max(40).optional(),
});
export const officeLookup = z.object({ slug: z.string(), name: z.string(), time_zone: z.string() });
export const floorLookup = z.object({ slug: z.string(), name: z.string(), office: z.string() });
export const workAreaLookup = z.object({
  slug: z.string(),
  name: z.string(),
  area_type: z.string(),
  floor: z.string().nullable(),
  office: z.string(),
});
export const resourceLookup = z.object({
  slug: z.string(),
  name: z.string(),
  resource_type: z.string(),
  status: z.string(),
  work_area: z.string().nullable(),
  floor: z.string().nullable(),
  office: z.string(),
  /** Only when the query names a window: already booked (or blocked, buffer included) in it. */
  busy: z.boolean().optional(),
});
/** What a picker shows after a busy resource's name. */
export const RESOURCE_BUSY_LABEL = 'booked';
export type OfficeLookup = z.infer<typeof officeLookup>;
export type FloorLookup = z.infer<typeof floorLookup>;
export type WorkAreaLookup = z.infer<typeof workAreaLookup>;
export type ResourceLookup = z.infer<typeof resourceLookup>;

// ---- Offices with their floors ----

export const spaceOfficeListQuery = pagingQuery(SPACE_OFFICES_LIST);
