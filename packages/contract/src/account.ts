import { z } from 'zod';
import { moneyPounds, requiredText as required, optionalText, phoneField as phone } from './fields.ts';
import { EMAIL_PATTERN } from './common.ts';
import { pagingQuery } from './common-schemas.ts';
import { membershipPlanItem } from './memberships.ts';
import { THEME_FONTS } from './theme.ts';

/** Every message of the account area (seed 2 §5), used by the server validation and the forms alike. */
export const ACCOUNT_MESSAGES = {
  nameRequired: 'Name is required',
  surnameRequired: 'Surname is required',
  emailRequired: 'Email is required',
  emailValid: 'A valid email is required',
  roleRequired: 'Role is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  priceRequired: 'Price is required',
  addressMandatory: 'Address is mandatory',
  longitudeMandatory: 'Longitude is mandatory',
  latitudeMandatory: 'Latitude is mandatory',
  navigationColorRequired: 'Navigation colour is required',
  buttonColorRequired: 'Button colour is required',
  colorInvalid: 'Use a colour like #RRGGBB',
  imageHint: 'JPG or PNG, no larger than 10MB',
  imageInvalid: 'The image must be a JPG or PNG, no larger than 10MB',
  phoneInvalid: 'Phone number is not valid',
  // Not quoted by the seed: answers of server rules the seed's screens never show.
  staffExists: 'This person already works at this operator',
  emailTaken: 'This mail already exists',
  sectionsNotOwned: 'Only web sections this operator has can be granted',
  selfAccount: 'You can not remove the Account section from yourself',
  selfInactive: 'You can not deactivate yourself',
  selfRemove: 'You can not remove yourself',
  ownerRemoveOnly: 'Only an owner can remove an owner',
  ownerOnly: 'Only an owner can grant the owner role',
  officeUnknown: 'Unknown office',
  staffCreated: 'Staff created',
  staffUpdated: 'Staff updated',
  staffRemoved: 'Staff member removed',
  officeCreated: 'Office created',
  officeUpdated: 'Office updated',
  planCreated: 'Plan membership created',
  planUpdated: 'Plan membership updated',
  themeSaved: 'Theme saved',
  profileUpdated: 'Profile updated',
  notAvailable: 'Not available yet',
} as const;

export const STAFF_ROLES = ['club_owner', 'club_admin', 'club_manager', 'club_staff', 'club_member', 'office_manager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  club_owner: 'Owner',
  club_admin: 'Admin',
  club_manager: 'Manager',
  club_staff: 'Staff',
  club_member: 'Member',
  office_manager: 'Office manager',
};
/** The create form offers these (seed 2 §4); the edit form offers every role. */
export const STAFF_CREATE_ROLES = ['club_admin', 'club_manager', 'club_staff'] as const satisfies readonly StaffRole[];
export const STAFF_EDIT_ROLES = [
  'club_owner',
  'club_member',
  'club_manager',
  'club_staff',
  'club_admin',
  'office_manager',
] as const satisfies readonly StaffRole[];
export const STAFF_STATUSES = ['active', 'inactive'] as const;
export const OFFICE_STATUSES = ['active', 'inactive'] as const;
export const OFFICE_VISIBILITIES = ['public', 'private'] as const;
export const PLAN_STATUSES = ['active', 'inactive'] as const;

export const STAFF_LIST = { pageSize: 10, order: 'name' } as const;
export const OFFICES_LIST = { pageSize: 20, order: 'list_order' } as const;
/** Redirect after a staff update; office and plan dialogs close after the same delay (seed 2 §9). */
export const ACCOUNT_DELAY_MS = 1500;
/** Theme images: JPG or PNG, at most 10 MB (seed 2 §9). */
export const THEME_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const THEME_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

const email = z
  .string({ error: ACCOUNT_MESSAGES.emailRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.emailRequired)
  .max(254)
  .regex(EMAIL_PATTERN, ACCOUNT_MESSAGES.emailValid);
const codes = z.array(z.string().max(40)).max(100);
/** Office slugs, or 'all' for every office of the operator. */
const officeChoice = z.union([z.literal('all'), z.array(z.string().max(120)).max(200)]);

// ---- Staff ----

export const staffItem = z.object({
  slug: z.string(),
  user: z.object({ first_name: z.string(), last_name: z.string(), email: z.string(), phone: z.string().nullable() }),
  role: z.string(),
  status: z.string(),
  job_title: z.string().nullable(),
  offices: z.array(z.object({ slug: z.string(), name: z.string() })),
  all_offices: z.boolean(),
  web_sections: z.array(z.object({ code: z.string() })),
});
export type StaffItem = z.infer<typeof staffItem>;

export const staffListQuery = pagingQuery(STAFF_LIST);

export const staffCreate = z.object({
  first_name: required(ACCOUNT_MESSAGES.nameRequired, 100),
  last_name: required(ACCOUNT_MESSAGES.surnameRequired, 100),
  email,
  phone,
  job_title: optionalText(100),
  role: z.enum(STAFF_CREATE_ROLES, { error: ACCOUNT_MESSAGES.roleRequired }),
  offices: officeChoice.optional().default('all'),
  web_sections: codes.optional().default([]),
});
export type StaffCreate = z.input<typeof staffCreate>;

export const staffUpdate = z.object({
  first_name: required(ACCOUNT_MESSAGES.firstNameRequired, 100),
  last_name: required(ACCOUNT_MESSAGES.lastNameRequired, 100),
  email,
  phone,
  job_title: optionalText(100),
  role: z.enum(STAFF_EDIT_ROLES, { error: ACCOUNT_MESSAGES.roleRequired }),
  status: z.enum(STAFF_STATUSES).optional(),
  offices: officeChoice.optional(),
  web_sections: codes.optional(),
});
export type StaffUpdate = z.input<typeof staffUpdate>;

// ---- Membership plans (account area) ----

/** The shared money range (bounds.ts); the seed replaces a negative price with 0. */
const price = z.preprocess(
  (v) => ((typeof v === 'number' || (typeof v === 'string' && v.trim() !== '')) && Number(v) < 0 ? 0 : v),
  moneyPounds({ required: ACCOUNT_MESSAGES.priceRequired, negative: ACCOUNT_MESSAGES.priceRequired }),
);

/** A plan as the account area lists it: the picker's fields plus its status. */
export const planItem = membershipPlanItem.extend({ status: z.string() });
export type PlanItem = z.infer<typeof planItem>;

export const planCreate = z.object({
  name: required(ACCOUNT_MESSAGES.nameRequired, 150),
  description: optionalText(2000),
  base_price: price,
});
export type PlanCreate = z.input<typeof planCreate>;

const count = z.coerce
  .number()
  .int()
  .max(100_000)
  .transform((n) => Math.max(0, n));
export const planUpdate = planCreate.extend({
  subtitle: optionalText(200),
  length_in_month: count.optional(),
  free_days: count.optional(),
  free_credits: count.optional(),
  status: z.enum(PLAN_STATUSES).optional(),
});
export type PlanUpdate = z.input<typeof planUpdate>;

// ---- Offices ----

export const officeItem = z.object({
  slug: z.string(),
  name: z.string(),
  short_code: z.string().nullable(),
  status: z.string(),
  visibility: z.string(),
  description: z.string().nullable(),
  geopoint: z.string().nullable(),
  longitude: z.string().nullable(),
  latitude: z.string().nullable(),
  address: z.string().nullable(),
  town: z.string().nullable(),
  street: z.string().nullable(),
  postal: z.string().nullable(),
  google_place: z.string().nullable(),
  google_place_url: z.string().nullable(),
  street_number: z.string().nullable(),
  street_name: z.string().nullable(),
  floor_number: z.string().nullable(),
  door_name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  domain: z.string().nullable(),
  list_order: z.number().int(),
  invoice_prefix: z.string().nullable(),
  place_main_img: z.string().nullable(),
  floors: z.array(z.object({ slug: z.string(), name: z.string() })),
  max_occupancy: z.number().int(),
  max_free_visits: z.number().int(),
});
export type OfficeItem = z.infer<typeof officeItem>;

export const officeListQuery = pagingQuery(OFFICES_LIST);

export const officeCreate = z.object({ name: required(ACCOUNT_MESSAGES.nameRequired, 150) });

const coordinate = (limit: number) =>
  z
    .string()
    .trim()
    .max(40)
    .refine((v) => v === '' || (Number.isFinite(Number(v)) && Math.abs(Number(v)) <= limit), 'Invalid coordinate')
    .optional()
    .nullable();

export const officeUpdate = z
  .object({
    name: required(ACCOUNT_MESSAGES.nameRequired, 150),
    status: z.enum(OFFICE_STATUSES).optional(),
    visibility: z.enum(OFFICE_VISIBILITIES).optional(),
    description: optionalText(4000),
    longitude: coordinate(180),
    latitude: coordinate(90),
    address: optionalText(300),
    town: optionalText(100),
    street: optionalText(200),
    postal: optionalText(20),
    google_place: optionalText(300),
    google_place_url: optionalText(1000),
    street_number: optionalText(20),
    street_name: optionalText(200),
    floor_number: optionalText(20),
    door_name: optionalText(100),
    phone,
    email: z
      .string()
      .trim()
      .max(254)
      .refine((v) => v === '' || EMAIL_PATTERN.test(v), ACCOUNT_MESSAGES.emailValid)
      .optional()
      .nullable(),
    website: optionalText(300),
    list_order: z.coerce.number().int().min(0).max(100_000).optional(),
    invoice_prefix: optionalText(20),
    place_main_img: optionalText(2000),
    max_occupancy: z.coerce.number().int().min(0).max(100_000).optional(),
    max_free_visits: z.coerce.number().int().min(0).max(100_000).optional(),
  })
  .superRefine((v, ctx) => {
    // An active office must be on the map (seed 2 §5: the status control waits for address and coordinates).
    if ((v.status ?? 'active') !== 'active') return;
    if (!v.address?.trim()) ctx.addIssue({ code: 'custom', path: ['address'], message: ACCOUNT_MESSAGES.addressMandatory });
    if (!v.longitude?.trim()) ctx.addIssue({ code: 'custom', path: ['longitude'], message: ACCOUNT_MESSAGES.longitudeMandatory });
    if (!v.latitude?.trim()) ctx.addIssue({ code: 'custom', path: ['latitude'], message: ACCOUNT_MESSAGES.latitudeMandatory });
  });
export type OfficeUpdate = z.input<typeof officeUpdate>;

/** The seed's geopoint text: longitude then latitude. */
export function geopointOf(longitude: string | null | undefined, latitude: string | null | undefined): string | null {
  return longitude && latitude ? `POINT (${longitude} ${latitude})` : null;
}

/** The office page's status control stays disabled until these are set. */
export function canActivateOffice(v: { longitude?: string | null; latitude?: string | null; address?: string | null }): boolean {
  return Boolean(v.longitude?.trim() && v.latitude?.trim() && v.address?.trim());
}

// ---- Theme ----

export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

/** Bytes of a base64 data: URL's payload. */
export function dataUrlBytes(dataUrl: string): number {
  const b64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const pad = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return Math.floor((b64.length * 3) / 4) - pad;
}

/** A JPG or PNG data: URL of at most 10 MB; null clears the image; an http(s) URL keeps an existing one. */
export function validThemeImage(value: string): boolean {
  if (/^https?:\/\//.test(value)) return value.length <= 2000;
  // The URL POST /api/uploads/ answered: the bytes were checked (JPG/PNG, ≤ 10 MB) when uploaded.
  if (/^\/api\/uploads\/[0-9a-f-]{36}$/i.test(value)) return true;
  const m = /^data:(image\/(?:jpeg|png));base64,[A-Za-z0-9+/]+={0,2}$/.exec(value);
  return Boolean(m) && dataUrlBytes(value) <= THEME_IMAGE_MAX_BYTES;
}

const themeImage = z.string().max(15_000_000).refine(validThemeImage, ACCOUNT_MESSAGES.imageInvalid).optional().nullable();
const color = (message: string) => z.string({ error: message }).trim().min(1, message).regex(HEX_COLOR, ACCOUNT_MESSAGES.colorInvalid);

export const themeUpdate = z.object({
  name: required(ACCOUNT_MESSAGES.nameRequired, 150),
  navigation_color: color(ACCOUNT_MESSAGES.navigationColorRequired),
  button_color: color(ACCOUNT_MESSAGES.buttonColorRequired),
  font: z.enum(THEME_FONTS).optional(),
  favicon: themeImage,
  login_image: themeImage,
  logo: themeImage,
});
export type ThemeUpdate = z.input<typeof themeUpdate>;
