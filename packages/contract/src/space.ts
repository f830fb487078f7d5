import { z } from 'zod';
import { pagingQuery } from './common-schemas.ts';
import { dayField, moneyPounds, optionalText, requiredText } from './fields.ts';
import { FLOOR_PLAN_DEFAULT_HEIGHT, FLOOR_PLAN_SCALE } from './floor-plan.ts';
import { MAP_STATUSES } from './occupancy.ts';
import { BLOCK_MESSAGES, BUFFER_MINUTES } from './blocks.ts';

/**
 * The space area (seed 3 §2.1, §3–§5, §7, §9): resources, work areas, floors, offices with floors, uploads and QR.
 * Money travels in whole pounds (the seeds' forms allow whole numbers only) and is stored in pence.
 */

export const SPACE_MESSAGES = {
  // Resource form (seed 3 §5).
  nameRequired: 'Name is required',
  identifierRequired: 'Identifier is required',
  resourceTypeRequired: 'Resource type is required',
  capacityRequired: 'Capacity is required',
  capacityPositive: 'Capacity must be a positive number',
  statusRequired: 'Status is required',
  priceRequired: 'Price is required',
  officeRequired: 'Office is required',
  floorRequired: 'Floor is required',
  workAreaRequired: 'Work Area is required',
  // Work area form (seed 3 §5).
  workAreaNameRequired: 'Work Area name is required',
  workAreaSizeRequired: 'Work Area size is required',
  workAreaStatusRequired: 'Work Area status is required',
  workAreaOfficeRequired: 'Work Area office is required',
  workAreaFloorRequired: 'Work Area floor is required',
  workAreaTypeRequired: 'Work Area type is required',
  itemPriceDayRequired: 'Work Area item price for day is required',
  fullPriceDayRequired: 'Work Area full price for day is required',
  itemPriceMonthRequired: 'Work Area item price for month is required',
  fullPriceMonthRequired: 'Work Area full price for month is required',
  positiveNumber: 'It must be a positive number',
  // Not quoted by the seeds: what the server answers for input the forms never send, and for rules it enforces.
  wholeNumber: 'It must be a whole number',
  tooLarge: 'It is too large',
  colorInvalid: 'Colour must be like #FFFFFF',
  pictureInvalid: 'Upload the picture first',
  coordinateOutside: 'It must be inside the floor plan',
  planHeight: 'The plan height must be between 50 and 10000',
  floorNotInOffice: 'Floor is not in this office',
  workAreaNotOnFloor: 'Work area is not on this floor',
  identifierTaken: 'This identifier is already used in this office',
  floorInUse: 'This floor still has work areas, resources or future bookings',
  resourceNotOnFloor: 'Resource is not on this floor',
  floorsMismatch: 'Send every floor of the office once',
  resourceCreated: 'Resource created',
  resourceUpdated: 'Resource updated',
  workAreaCreated: 'Work Area created',
  workAreaUpdated: 'Work Area updated',
  imageNotFound: 'Image Not Found',
  noQr: 'No QR data',
  downloadQr: 'Download QR',
  layoutSaved: 'Layout saved',
} as const;

/** The one answer to a bad upload (issue 6; the account's theme images say the same). */
export const UPLOAD_MESSAGE = 'JPG or PNG, no larger than 10MB';
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_KINDS = ['resource', 'work_area', 'floor_plan', 'office', 'favicon', 'login_image', 'logo'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
/** Content types accepted by magic bytes; SVG only for floor plans, after sanitising. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const UPLOAD_PLAN_TYPES = [...UPLOAD_IMAGE_TYPES, 'image/svg+xml'] as const;
export const UPLOADS_PATH = '/api/uploads/';
/** Picture fields hold the URL the upload call answered (or an absolute http(s) URL). */
export const UPLOAD_URL_PATTERN = /^(\/api\/uploads\/[0-9a-f-]{36}|https?:\/\/\S+)$/i;
export const uploadItem = z.object({ id: z.string(), url: z.string(), content_type: z.string(), size: z.number().int() });
export type UploadItem = z.infer<typeof uploadItem>;

export const RESOURCE_TYPES = ['hot_desk', 'desk', 'bar_table', 'meeting_room'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
export const RESOURCE_TYPE_LABELS: Record<ResourceType, string> = {
  hot_desk: 'Hot desk',
  desk: 'Desk',
  bar_table: 'Bar table',
  meeting_room: 'Meeting room',
};
export const RESOURCE_STATUSES = ['active', 'inactive'] as const;
export const WORK_AREA_STATUSES = ['active', 'inactive', 'pending'] as const;
export const AREA_TYPES = ['open_space', 'office', 'outdoor', 'suite'] as const;
export type AreaType = (typeof AREA_TYPES)[number];
export const AREA_TYPE_LABELS: Record<AreaType, string> = { open_space: 'Open space', office: 'Office', outdoor: 'Outdoor', suite: 'Suite' };

export const RESOURCE_DEFAULTS = { capacity: 1, color: '#FFFFFF' } as const;
/** Largest whole-pound price or credit amount accepted (keeps pence inside a 32-bit column). */
export const SPACE_MAX_AMOUNT = 1_000_000;
export const SPACE_MAX_DIMENSION = 100_000;
export const SPACE_MAX_CAPACITY = 10_000;
export const SPACE_MAX_COORDINATE_Y = 10_000;

export const RESOURCES_LIST = { pageSize: 10, order: 'name' } as const;
export const WORK_AREAS_LIST = { pageSize: 10, order: 'order' } as const;
/** Offices with their floors on the work-area form and /space/offices (seed 3 §7). */
export const SPACE_OFFICES_LIST = { pageSize: 15, order: 'list_order' } as const;
/** Work-area option lookups (seed 3 §9); picker lookups are capped at 1000. */
export const WORK_AREA_LOOKUP_PAGE = 15;
export const SPACE_LOOKUP_LIMIT = 1000;
/** Redirect delays (seed 3 §9). */
export const SPACE_DELAYS = { resourceSaved: 1000, workAreaCreated: 2000, workAreaUpdated: 1500 } as const;

export const RESOURCE_ORDER_FIELDS = ['name', 'identifier', 'resource_type', 'status', 'capacity', 'office', 'floor', 'work_area', 'price_day', 'price_hour'] as const;
export const WORK_AREA_ORDER_FIELDS = ['order', 'name', 'area_type', 'status', 'size', 'office', 'floor', 'item_price_day'] as const;

// ---- Input coercion, shared by the forms (as the user types) and the server (which refuses the rest) ----

/** Capacity as the user types: whole; below 1 becomes 1; empty stays empty so 'Capacity is required' shows. */
export function coerceCapacity(text: string): string {
  if (text.trim() === '') return '';
  const n = Math.trunc(Number(text));
  return Number.isFinite(n) ? String(Math.min(SPACE_MAX_CAPACITY, Math.max(1, n))) : '';
}
/** Length, width, height as the user types: whole numbers; below 1 becomes 0. */
export function coerceDimension(text: string): string {
  if (text.trim() === '') return '';
  const n = Math.trunc(Number(text));
  return !Number.isFinite(n) || n < 1 ? '0' : String(Math.min(SPACE_MAX_DIMENSION, n));
}
/** Prices, credits, sizes, orders as the user types: whole numbers; negatives become 0. */
export function coerceWholeNonNegative(text: string): string {
  if (text.trim() === '') return '';
  const n = Math.trunc(Number(text));
  return !Number.isFinite(n) || n < 0 ? '0' : String(Math.min(SPACE_MAX_AMOUNT, n));
}

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v.trim() || NaN) : v);

/** A required whole number (numeric text accepted): missing → `required`, fraction → wholeNumber, below min → `minMessage`. */
export const wholeNumber = (required: string, min: number, minMessage: string, max = SPACE_MAX_AMOUNT) =>
  z.preprocess(
    blankToUndefined,
    z.number({ error: required }).int(SPACE_MESSAGES.wholeNumber).min(min, minMessage).max(max, SPACE_MESSAGES.tooLarge),
  );
/** An optional whole number ≥ 0 (null/empty = not given). */
const optionalWhole = (max: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? null : blankToUndefined(v)),
    z.number({ error: SPACE_MESSAGES.wholeNumber }).int(SPACE_MESSAGES.wholeNumber).min(0, SPACE_MESSAGES.positiveNumber).max(max, SPACE_MESSAGES.tooLarge).nullable(),
  );
const coordinate = (max: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? null : blankToUndefined(v)),
    z.number({ error: SPACE_MESSAGES.coordinateOutside }).min(0, SPACE_MESSAGES.coordinateOutside).max(max, SPACE_MESSAGES.coordinateOutside).nullable(),
  );
const ref = (message: string) => requiredText(message, 120);
const picture = z
  .string()
  .trim()
  .max(1000)
  .refine((v) => v === '' || UPLOAD_URL_PATTERN.test(v), SPACE_MESSAGES.pictureInvalid)
  .optional()
  .nullable();
/** Whole pounds in the shared money range (bounds.ts): beyond it "Price is too large". */
const money = (required: string) => moneyPounds({ required, negative: SPACE_MESSAGES.positiveNumber, fraction: SPACE_MESSAGES.wholeNumber }, { whole: true });
const price = () => money(SPACE_MESSAGES.priceRequired);
/** Credits a booking costs: whole, not money. */
const creditPrice = () => wholeNumber(SPACE_MESSAGES.priceRequired, 0, SPACE_MESSAGES.positiveNumber);
const flag = z.boolean().optional();

// ---- Resources ----

export const RESOURCE_PRICE_FIELDS = [
  'price_hour',
  'price_day',
  'price_month',
  'price_credits_hour',
  'price_credits_day',
  'price_credits_month',
  'no_member_price_hour',
  'no_member_price_day',
  'no_member_price_month',
  'no_member_price_credits_hour',
  'no_member_price_credits_day',
  'no_member_price_credits_month',
] as const;
export type ResourcePriceField = (typeof RESOURCE_PRICE_FIELDS)[number];
/** Money fields (pounds); the other price fields are credits. */
export const RESOURCE_MONEY_FIELDS = ['price_hour', 'price_day', 'price_month', 'no_member_price_hour', 'no_member_price_day', 'no_member_price_month'] as const;

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

const nameRef = z.object({ slug: z.string(), name: z.string() });
export type SpaceRef = z.infer<typeof nameRef>;

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

const filterEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().or(z.literal('').transform(() => undefined));
/** resource_type may be one type or several, comma-separated. */
const resourceTypesFilter = z
  .string()
  .max(200)
  .regex(/^[a-z_,]*$/, 'Invalid resource type')
  .optional();

export const resourceListQuery = pagingQuery(RESOURCES_LIST).extend({
  status: filterEnum(RESOURCE_STATUSES),
  resource_type: resourceTypesFilter,
  office: z.string().max(120).optional(),
  club: z.string().max(120).optional(),
  floor: z.string().max(120).optional(),
  work_area: z.string().max(120).optional(),
});
export type ResourceListQuery = z.infer<typeof resourceListQuery>;

/** The check-in URL a resource's QR encodes: `<origin>/checkin/<identifier or slug>`. */
export const CHECKIN_PATH = '/checkin/';
export function checkinUrl(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}${CHECKIN_PATH}${encodeURIComponent(code)}`;
}

// ---- Work areas ----

export const workAreaCreate = z.object({
  name: requiredText(SPACE_MESSAGES.workAreaNameRequired, 150),
  area_type: z.enum(AREA_TYPES, { error: SPACE_MESSAGES.workAreaTypeRequired }),
  status: z.enum(WORK_AREA_STATUSES, { error: SPACE_MESSAGES.workAreaStatusRequired }),
  office: ref(SPACE_MESSAGES.workAreaOfficeRequired),
  floor: ref(SPACE_MESSAGES.workAreaFloorRequired),
  size: wholeNumber(SPACE_MESSAGES.workAreaSizeRequired, 1, SPACE_MESSAGES.positiveNumber, 100_000),
  order: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? 0 : blankToUndefined(v)),
    z.number({ error: SPACE_MESSAGES.wholeNumber }).int(SPACE_MESSAGES.wholeNumber).min(0, SPACE_MESSAGES.positiveNumber).max(100_000, SPACE_MESSAGES.tooLarge),
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
      height: z.number({ error: SPACE_MESSAGES.planHeight }).min(FLOOR_MIN_HEIGHT, SPACE_MESSAGES.planHeight).max(SPACE_MAX_COORDINATE_Y, SPACE_MESSAGES.planHeight).optional(),
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
  x: z.number({ error: SPACE_MESSAGES.coordinateOutside }).min(0, SPACE_MESSAGES.coordinateOutside).max(FLOOR_PLAN_SCALE, SPACE_MESSAGES.coordinateOutside),
  y: z.number({ error: SPACE_MESSAGES.coordinateOutside }).min(0, SPACE_MESSAGES.coordinateOutside).max(SPACE_MAX_COORDINATE_Y, SPACE_MESSAGES.coordinateOutside),
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
export const workAreaLookup = z.object({ slug: z.string(), name: z.string(), area_type: z.string(), floor: z.string().nullable(), office: z.string() });
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
