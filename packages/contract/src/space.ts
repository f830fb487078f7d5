/**
 * The space area (seed 3 §2.1, §3–§5, §7, §9): resources, work areas, floors, offices with floors, uploads and QR.
 * Money travels in whole pounds (the seeds' forms allow whole numbers only) and is stored in pence.
 *
 * This file holds the area's messages, constants and typing coercions; the schemas are in space-uploads.ts,
 * space-resources.ts, space-work-areas.ts, space-floors.ts and space-lookups.ts (their field rules in space-fields.ts).
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

export const RESOURCE_ORDER_FIELDS = [
  'name',
  'identifier',
  'resource_type',
  'status',
  'capacity',
  'office',
  'floor',
  'work_area',
  'price_day',
  'price_hour',
] as const;
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

// ---- Resource prices and the check-in URL ----

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
export const RESOURCE_MONEY_FIELDS = [
  'price_hour',
  'price_day',
  'price_month',
  'no_member_price_hour',
  'no_member_price_day',
  'no_member_price_month',
] as const;

/** The check-in URL a resource's QR encodes: `<origin>/checkin/<identifier or slug>`. */
export const CHECKIN_PATH = '/checkin/';
export function checkinUrl(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}${CHECKIN_PATH}${encodeURIComponent(code)}`;
}
