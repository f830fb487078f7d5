import { z } from 'zod';
import { pagingQuery } from './common-schemas.ts';
import { optionalText, requiredText } from './fields.ts';
import { AREA_TYPES, SPACE_MESSAGES, WORK_AREAS_LIST, WORK_AREA_STATUSES } from './space.ts';
import { blankToUndefined, filterEnum, flag, money, nameRef, picture, ref, wholeNumber } from './space-fields.ts';
import { resourceItem } from './space-resources.ts';

// ---- Work areas (seed 3 §5) ----

export const workAreaCreate = z.object({
  name: requiredText(SPACE_MESSAGES.workAreaNameRequired, 150),
  area_type: z.enum(AREA_TYPES, { error: SPACE_MESSAGES.workAreaTypeRequired }),
  status: z.enum(WORK_AREA_STATUSES, { error: SPACE_MESSAGES.workAreaStatusRequired }),
  office: ref(SPACE_MESSAGES.workAreaOfficeRequired),
  floor: ref(SPACE_MESSAGES.workAreaFloorRequired),
  size: wholeNumber(SPACE_MESSAGES.workAreaSizeRequired, 1, SPACE_MESSAGES.positiveNumber, 100_000),
  order: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? 0 : blankToUndefined(v)),
    z
      .number({ error: SPACE_MESSAGES.wholeNumber })
      .int(SPACE_MESSAGES.wholeNumber)
      .min(0, SPACE_MESSAGES.positiveNumber)
      .max(100_000, SPACE_MESSAGES.tooLarge),
  ),
  description: optionalText(2000),
  picture,
  item_price_day: money(SPACE_MESSAGES.itemPriceDayRequired),
  full_price_day: money(SPACE_MESSAGES.fullPriceDayRequired),
  item_price_month: money(SPACE_MESSAGES.itemPriceMonthRequired),
  full_price_month: money(SPACE_MESSAGES.fullPriceMonthRequired),
  bookable: flag,
  visible_app: flag,
  visible_web: flag,
  visible_space: flag,
});
export type WorkAreaCreate = z.infer<typeof workAreaCreate>;
export const workAreaUpdate = workAreaCreate;
export type WorkAreaUpdate = WorkAreaCreate;

export const workAreaItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  picture: z.string().nullable(),
  area_type: z.string(),
  bookable: z.boolean(),
  office: nameRef,
  floor: nameRef.nullable(),
  /** The plan of the work area's floor (the form's "floor map" is picked with the floor). */
  floor_map: z.object({ image: z.string().nullable() }).nullable(),
  order: z.number().int(),
  size: z.number().int(),
  status: z.string(),
  item_price_day: z.number(),
  full_price_day: z.number(),
  item_price_month: z.number(),
  full_price_month: z.number(),
  visible_app: z.boolean(),
  visible_web: z.boolean(),
  visible_space: z.boolean(),
  resources_count: z.number().int(),
});
export type WorkAreaItem = z.infer<typeof workAreaItem>;
export const workAreaDetail = workAreaItem.extend({ resources: z.array(resourceItem) });
export type WorkAreaDetail = z.infer<typeof workAreaDetail>;

export const workAreaListQuery = pagingQuery(WORK_AREAS_LIST).extend({
  status: filterEnum(WORK_AREA_STATUSES),
  area_type: filterEnum(AREA_TYPES),
  office: z.string().max(120).optional(),
  club: z.string().max(120).optional(),
  floor: z.string().max(120).optional(),
});
export type WorkAreaListQuery = z.infer<typeof workAreaListQuery>;
