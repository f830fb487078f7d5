import { workAreaCreate, type WorkAreaItem } from '@clubspace/contract';
import { contractResolver } from './contract-resolver';

export const WORK_AREA_PRICES = ['item_price_day', 'full_price_day', 'item_price_month', 'full_price_month'] as const;
export const WORK_AREA_SWITCHES = ['bookable', 'visible_app', 'visible_web', 'visible_space'] as const;
type PriceName = (typeof WORK_AREA_PRICES)[number];
type SwitchName = (typeof WORK_AREA_SWITCHES)[number];

export type WorkAreaFormValues = {
  picture: string | null;
  name: string;
  office: string;
  floor: string;
  area_type: string;
  status: string;
  size: string;
  order: string;
  description: string;
} & Record<PriceName, string> &
  Record<SwitchName, boolean>;

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export function workAreaFormDefaults(item?: WorkAreaItem, office = ''): WorkAreaFormValues {
  return {
    picture: item?.picture ?? null,
    name: item?.name ?? '',
    office: item?.office?.slug ?? office,
    floor: item?.floor?.slug ?? '',
    area_type: item?.area_type ?? '',
    status: item?.status ?? 'active',
    size: item ? String(item.size) : '',
    order: item ? String(item.order) : '0',
    description: item?.description ?? '',
    item_price_day: text(item?.item_price_day),
    full_price_day: text(item?.full_price_day),
    item_price_month: text(item?.item_price_month),
    full_price_month: text(item?.full_price_month),
    bookable: item?.bookable ?? true,
    visible_app: item?.visible_app ?? true,
    visible_web: item?.visible_web ?? true,
    visible_space: item?.visible_space ?? true,
  };
}

const numberOr = (v: string) => (v.trim() === '' ? '' : Number(v));

/** The body of POST /api/work-areas/ and PUT /api/dashboard-work-areas/{slug}. */
export function toWorkAreaPayload(v: WorkAreaFormValues) {
  return {
    name: v.name,
    office: v.office,
    floor: v.floor,
    area_type: v.area_type || undefined,
    status: v.status || undefined,
    size: numberOr(v.size),
    order: numberOr(v.order),
    description: v.description.trim() || null,
    picture: v.picture,
    ...Object.fromEntries(WORK_AREA_PRICES.map((p) => [p, numberOr(v[p])])),
    ...Object.fromEntries(WORK_AREA_SWITCHES.map((s) => [s, v[s]])),
  };
}

/** The ten 'Work Area … is required' messages and 'It must be a positive number', from the contract's schema. */
export const workAreaResolver = contractResolver<WorkAreaFormValues>(workAreaCreate, toWorkAreaPayload);
