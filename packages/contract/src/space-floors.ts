import { z } from 'zod';
import { dayField, requiredText } from './fields.ts';
import { FLOOR_PLAN_DEFAULT_HEIGHT, FLOOR_PLAN_SCALE } from './floor-plan.ts';
import { MAP_STATUSES } from './occupancy.ts';
import { SPACE_MAX_COORDINATE_Y, SPACE_MESSAGES } from './space.ts';
import { nameRef, picture, ref } from './space-fields.ts';

// ---- Floors and the floor map ----

export const floorMap = z.object({
  scale: z.number(),
  width: z.number(),
  height: z.number(),
  image: z.string().nullable(),
});
export type FloorMap = z.infer<typeof floorMap>;
export const floorItem = z.object({
  slug: z.string(),
  name: z.string(),
  order: z.number().int(),
  office: nameRef,
  floor_map: floorMap,
  resources_count: z.number().int(),
});
export type FloorItem = z.infer<typeof floorItem>;
export const floorList = z.object({ floors: z.array(floorItem) });
export const floorListQuery = z.object({ office: z.string().max(120).optional() });

export const FLOOR_MIN_HEIGHT = 50;
export const floorCreate = z.object({
  office: ref(SPACE_MESSAGES.officeRequired),
  name: requiredText(SPACE_MESSAGES.nameRequired, 100),
});
export type FloorCreate = z.infer<typeof floorCreate>;
export const floorUpdate = z.object({
  name: requiredText(SPACE_MESSAGES.nameRequired, 100).optional(),
  floor_map: z
    .object({
      image: picture,
      height: z
        .number({ error: SPACE_MESSAGES.planHeight })
        .min(FLOOR_MIN_HEIGHT, SPACE_MESSAGES.planHeight)
        .max(SPACE_MAX_COORDINATE_Y, SPACE_MESSAGES.planHeight)
        .optional(),
    })
    .optional(),
});
export type FloorUpdate = z.infer<typeof floorUpdate>;
export const floorReorder = z.object({
  office: ref(SPACE_MESSAGES.officeRequired),
  floors: z.array(z.string().trim().min(1).max(120)).min(1, SPACE_MESSAGES.floorsMismatch).max(200),
});
export type FloorReorder = z.infer<typeof floorReorder>;

export const layoutPosition = z.object({
  slug: z.string().trim().min(1).max(120),
  x: z
    .number({ error: SPACE_MESSAGES.coordinateOutside })
    .min(0, SPACE_MESSAGES.coordinateOutside)
    .max(FLOOR_PLAN_SCALE, SPACE_MESSAGES.coordinateOutside),
  y: z
    .number({ error: SPACE_MESSAGES.coordinateOutside })
    .min(0, SPACE_MESSAGES.coordinateOutside)
    .max(SPACE_MAX_COORDINATE_Y, SPACE_MESSAGES.coordinateOutside),
});
export const floorLayout = z.object({ resources: z.array(layoutPosition).max(2000) });
export type FloorLayout = z.infer<typeof floorLayout>;
export const DEFAULT_FLOOR_MAP: FloorMap = { scale: FLOOR_PLAN_SCALE, width: FLOOR_PLAN_SCALE, height: FLOOR_PLAN_DEFAULT_HEIGHT, image: null };
/** Onboarding gives a new operator's main office this floor. */
export const FIRST_FLOOR_NAME = 'Ground floor';

// ---- Floor resources (the desk map of one floor for one day) ----

export const mapResource = z.object({
  slug: z.string(),
  name: z.string(),
  identifier: z.string().nullable(),
  resource_type: z.string(),
  status: z.string(),
  capacity: z.number().int(),
  color: z.string(),
  x: z.number().nullable(),
  y: z.number().nullable(),
  work_area: nameRef.nullable(),
  map_status: z.enum(MAP_STATUSES),
});
export type MapResource = z.infer<typeof mapResource>;
export const mapBooking = z.object({
  code: z.string(),
  status: z.string(),
  origin: z.string(),
  booking_type: z.string(),
  planned_start: z.string(),
  planned_end: z.string(),
  real_start: z.string().nullable(),
  real_end: z.string().nullable(),
  resource: nameRef.nullable(),
  member: z.object({ slug: z.string(), user: z.object({ first_name: z.string(), last_name: z.string() }) }).nullable(),
  team: nameRef.nullable(),
  guest: nameRef.nullable(),
});
export type MapBooking = z.infer<typeof mapBooking>;
export const floorResourcesQuery = z.object({
  floor: z.string().trim().min(1, SPACE_MESSAGES.floorRequired).max(120),
  date: dayField('Invalid date').optional(),
});
export const floorResources = z.object({ floor: floorItem, date: z.string(), resources: z.array(mapResource), bookings: z.array(mapBooking) });
export type FloorResources = z.infer<typeof floorResources>;
