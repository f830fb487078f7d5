import {
  RESOURCE_DEFAULTS,
  RESOURCE_PRICE_FIELDS,
  resourceCreate,
  resourceUpdate,
  type ResourceItem,
  type ResourcePriceField,
} from '@clubspace/contract';
import { contractResolver } from './contract-resolver';

// Form state of the add/edit resource form: numbers are kept as the text the user typed, coerced as they type
// (the contract's coerce* functions) and validated by the contract's payload schema.
export type ResourceFormValues = {
  picture: string | null;
  name: string;
  identifier: string;
  resource_type: string;
  status: string;
  capacity: string;
  description: string;
  office: string;
  floor: string;
  work_area: string;
  length: string;
  width: string;
  height: string;
  x: string;
  y: string;
  color: string;
  /** Meeting rooms: minutes kept free after each booking (0–30). */
  buffer_minutes: string;
} & Record<ResourcePriceField, string>;

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export function resourceFormDefaults(item?: ResourceItem, office = ''): ResourceFormValues {
  // Credits start at 0; money starts empty so 'Price is required' asks for it.
  const prices = Object.fromEntries(RESOURCE_PRICE_FIELDS.map((f) => [f, item ? text(item[f]) : f.includes('credits') ? '0' : ''])) as Record<
    ResourcePriceField,
    string
  >;
  return {
    picture: item?.picture ?? null,
    name: item?.name ?? '',
    identifier: item?.identifier ?? '',
    resource_type: item?.resource_type ?? '',
    status: item?.status ?? 'active',
    capacity: item ? text(item.capacity) : String(RESOURCE_DEFAULTS.capacity),
    description: item?.description ?? '',
    office: item?.office?.slug ?? office,
    floor: item?.floor?.slug ?? '',
    work_area: item?.work_area?.slug ?? '',
    length: text(item?.length),
    width: text(item?.width),
    height: text(item?.height),
    x: text(item?.x),
    y: text(item?.y),
    color: item?.color || RESOURCE_DEFAULTS.color,
    buffer_minutes: text(item?.buffer_minutes ?? 0),
    ...prices,
  };
}

/** Empty stays '' (the schema says which are required); numeric text becomes a number. */
const numberOr = (v: string, empty: '' | null) => (v.trim() === '' ? empty : Number(v));

/** The body of POST/PUT /api/resources/: the seeds' field names, slugs for office, floor and work area. */
export function toResourcePayload(v: ResourceFormValues) {
  return {
    name: v.name,
    identifier: v.identifier,
    resource_type: v.resource_type || undefined,
    status: v.status || undefined,
    capacity: numberOr(v.capacity, ''),
    description: v.description.trim() || null,
    office: v.office,
    floor: v.floor,
    work_area: v.work_area,
    length: numberOr(v.length, null),
    width: numberOr(v.width, null),
    height: numberOr(v.height, null),
    x: numberOr(v.x, null),
    y: numberOr(v.y, null),
    color: v.color || RESOURCE_DEFAULTS.color,
    picture: v.picture,
    buffer_minutes: v.resource_type === 'meeting_room' ? Number(v.buffer_minutes.trim() || 0) : undefined,
    ...Object.fromEntries(RESOURCE_PRICE_FIELDS.map((f) => [f, numberOr(v[f], '')])),
  };
}

export const resourceResolver = (creating: boolean) =>
  contractResolver<ResourceFormValues>(creating ? resourceCreate : resourceUpdate, toResourcePayload);
