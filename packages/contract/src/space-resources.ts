import { z } from 'zod';
import { pagingQuery } from './common-schemas.ts';
import { optionalText, requiredText } from './fields.ts';
import { FLOOR_PLAN_SCALE } from './floor-plan.ts';
import { BLOCK_MESSAGES, BUFFER_MINUTES } from './blocks.ts';
import {
  RESOURCES_LIST,
  RESOURCE_STATUSES,
  RESOURCE_TYPES,
  SPACE_MAX_CAPACITY,
  SPACE_MAX_COORDINATE_Y,
  SPACE_MAX_DIMENSION,
  SPACE_MESSAGES,
} from './space.ts';
import {
  coordinate,
  creditPrice,
  filterEnum,
  nameRef,
  optionalWhole,
  picture,
  price,
  ref,
  resourceTypesFilter,
  wholeNumber,
} from './space-fields.ts';

export { wholeNumber, type SpaceRef } from './space-fields.ts';

// ---- Resources (seed 3 §5) ----

/** Create and update share every rule; on update the floor may be left out (the work area's floor is kept). */
export const resourceCreate = z.object({
  name: requiredText(SPACE_MESSAGES.nameRequired, 150),
  identifier: requiredText(SPACE_MESSAGES.identifierRequired, 60),
  resource_type: z.enum(RESOURCE_TYPES, { error: SPACE_MESSAGES.resourceTypeRequired }),
  status: z.enum(RESOURCE_STATUSES, { error: SPACE_MESSAGES.statusRequired }),
  capacity: wholeNumber(SPACE_MESSAGES.capacityRequired, 1, SPACE_MESSAGES.capacityPositive, SPACE_MAX_CAPACITY),
  description: optionalText(2000),
  office: ref(SPACE_MESSAGES.officeRequired),
  floor: ref(SPACE_MESSAGES.floorRequired),
  work_area: ref(SPACE_MESSAGES.workAreaRequired),
  length: optionalWhole(SPACE_MAX_DIMENSION),
  width: optionalWhole(SPACE_MAX_DIMENSION),
  height: optionalWhole(SPACE_MAX_DIMENSION),
  x: coordinate(FLOOR_PLAN_SCALE),
  y: coordinate(SPACE_MAX_COORDINATE_Y),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9A-Fa-f]{6}$/, SPACE_MESSAGES.colorInvalid)
    .optional()
    .nullable(),
  picture,
  price_hour: price(),
  price_day: price(),
  price_month: price(),
  price_credits_hour: creditPrice(),
  price_credits_day: creditPrice(),
  price_credits_month: creditPrice(),
  no_member_price_hour: price(),
  no_member_price_day: price(),
  no_member_price_month: price(),
  no_member_price_credits_hour: creditPrice(),
  no_member_price_credits_day: creditPrice(),
  no_member_price_credits_month: creditPrice(),
  /** Minutes kept free after each booking (meeting rooms, 0–30, issue 11); left out on update = unchanged. */
  buffer_minutes: z.coerce
    .number({ error: BLOCK_MESSAGES.bufferRange })
    .int(BLOCK_MESSAGES.bufferRange)
    .min(BUFFER_MINUTES.min, BLOCK_MESSAGES.bufferRange)
    .max(BUFFER_MINUTES.max, BLOCK_MESSAGES.bufferRange)
    .optional(),
});
export type ResourceCreate = z.infer<typeof resourceCreate>;
export const resourceUpdate = resourceCreate.extend({ floor: z.string().trim().max(120).optional().nullable() });
export type ResourceUpdate = z.infer<typeof resourceUpdate>;

export const resourceItem = z.object({
  slug: z.string(),
  name: z.string(),
  identifier: z.string().nullable(),
  resource_type: z.string(),
  status: z.string(),
  capacity: z.number().int(),
  description: z.string().nullable(),
  office: nameRef,
  floor: nameRef.nullable(),
  work_area: nameRef.nullable(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  x: z.number().nullable(),
  y: z.number().nullable(),
  color: z.string(),
  picture: z.string().nullable(),
  /** Path of the resource's QR image (PNG; `.svg` for the vector one). */
  qr: z.string().nullable(),
  /** The check-in URL the QR encodes. */
  checkin_url: z.string(),
  resource_unit: z.string().nullable(),
  price_hour: z.number(),
  price_day: z.number(),
  price_month: z.number(),
  price_credits_hour: z.number().int(),
  price_credits_day: z.number().int(),
  price_credits_month: z.number().int(),
  no_member_price_hour: z.number(),
  no_member_price_day: z.number(),
  no_member_price_month: z.number(),
  no_member_price_credits_hour: z.number().int(),
  no_member_price_credits_day: z.number().int(),
  no_member_price_credits_month: z.number().int(),
  buffer_minutes: z.number().int(),
});
export type ResourceItem = z.infer<typeof resourceItem>;

export const resourceListQuery = pagingQuery(RESOURCES_LIST).extend({
  status: filterEnum(RESOURCE_STATUSES),
  resource_type: resourceTypesFilter,
  office: z.string().max(120).optional(),
  club: z.string().max(120).optional(),
  floor: z.string().max(120).optional(),
  work_area: z.string().max(120).optional(),
});
export type ResourceListQuery = z.infer<typeof resourceListQuery>;
