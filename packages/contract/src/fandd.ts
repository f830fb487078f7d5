import { z } from 'zod';
import { pagingQuery } from './common-schemas.ts';
import { dayField, moneyPounds, optionalMoneyPounds, optionalText, requiredText } from './fields.ts';
import { DEFAULT_VAT } from './money.ts';
import { ORDER_STATUSES } from './order-status.ts';

/** Every message of the food-and-drinks area (doc 3 §5), used by the server validation and the forms alike. */
export const FANDD_MESSAGES = {
  productNameRequired: 'Product Name is required',
  productCategoryRequired: 'Product Category is required',
  productPriceRequired: 'Product Price is required',
  vatRequired: 'VAT is required',
  nameRequired: 'Name is required',
  statusRequired: 'Status is required',
  categoryDescriptionEmpty: 'Description of category',
  commentsEmpty: 'No comments',
  // Not quoted by the seeds: the server's answers for cases the seeds' screens never reach.
  priceNotNegative: 'Price can not be negative',
  vatRange: 'VAT must be a whole percent between 0 and 100',
  quantityNotNegative: 'Stock can not be negative',
  categoryUnknown: 'Unknown category',
  memberRequired: 'Member is required',
  memberUnknown: 'Unknown member',
  teamUnknown: 'Unknown team',
  guestUnknown: 'Unknown guest',
  onePayer: 'Choose one payer: a member, a team or a guest',
  officeRequired: 'Choose an office first: a walk-in sale lands on the office’s day',
  walkInNoCancel: 'A walk-in sale is paid: refund it with a credit note on its walk-in invoice',
  bookingUnknown: 'Unknown booking',
  barUnknown: 'Unknown bar',
  staffUnknown: 'Unknown staff member',
  linesRequired: 'Add at least one product',
  productRequired: 'Product is required',
  productUnknown: 'Unknown product',
  quantityPositive: 'Quantity must be a whole number of at least 1',
  discountRange: 'Discount can not be negative',
  discountTooHigh: 'Discount can not exceed the line price',
  timeInvalid: 'Use the HH:mm format',
  closeBeforeOpen: 'Close time can not be before open time',
  productUnavailable: (name: string) => `${name} is unavailable`,
  overStock: (name: string, left: number) => `Not enough ${name} in stock: ${left} left`,
  productCreated: 'Product created',
  productUpdated: 'Product updated',
  categoryCreated: 'Category created',
  categoryUpdated: 'Category updated',
  barCreated: 'Bar created',
  barUpdated: 'Bar updated',
  orderCreated: 'Order created',
  orderUpdated: 'Order updated',
  // The confirmation before selling to an inactive member (issue 24), in the booking rules' override dialog.
  sellAnywayTitle: 'Inactive member',
  sellAnywayConfirm: 'Sell anyway? The order is for the inactive member below.',
  sellAnywayList: 'Why the sale needs a confirmation',
  sellAnyway: 'Sell anyway',
} as const;

export const PRODUCT_STATUSES = ['available', 'unavailable'] as const;
export const BAR_STATUSES = ['active', 'inactive'] as const;

export const ORDERS_LIST = { pageSize: 15, order: '-init_date' } as const;
export const PRODUCTS_LIST = { pageSize: 15, order: 'order_in_list' } as const;
export const CATEGORIES_LIST = { pageSize: 15, order: 'name' } as const;
export const BARS_LIST = { pageSize: 15, order: 'name' } as const;
/** After a product is created the stock page reloads after this many ms (doc 3 §9). */
export const PRODUCT_RELOAD_MS = 250;
/** The kitchen screen refetches the orders list this often while visible. */
export const ORDERS_REFRESH_MS = 5000;
export const ORDERS_SEARCH_DEBOUNCE_MS = 1000;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const emptyFilter = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
/** A money amount in pounds (the shared range, bounds.ts); blank or missing gives `message`. */
const pounds = (message: string) => moneyPounds({ required: message, negative: FANDD_MESSAGES.priceNotNegative });
const hhmm = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, FANDD_MESSAGES.timeInvalid);

// ---- Categories ----

export const categoryCreate = z.object({
  name: requiredText(FANDD_MESSAGES.nameRequired, 100),
  status: z.enum(PRODUCT_STATUSES, { error: FANDD_MESSAGES.statusRequired }),
  description: optionalText(500),
});
export type CategoryCreate = z.infer<typeof categoryCreate>;
export const categoryUpdate = categoryCreate;

export const categoryItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.string(),
  products: z.number().int(),
});
export type CategoryItem = z.infer<typeof categoryItem>;
export const categoryListQuery = pagingQuery(CATEGORIES_LIST).extend({ status: emptyFilter(z.enum(PRODUCT_STATUSES)) });
export const CATEGORY_ORDER_FIELDS = ['name', 'status', 'products'] as const;
/** GET /api/product-categories/options/: the stock screen's category picker and filter. */
export const categoryOption = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), status: z.string() });
export type CategoryOption = z.infer<typeof categoryOption>;

// ---- Products ----

/** Category by id (the seeds send the id) or slug. */
const categoryRef = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'number' ? String(v) : v),
  z.string({ error: FANDD_MESSAGES.productCategoryRequired }).trim().min(1, FANDD_MESSAGES.productCategoryRequired).max(120),
);

export const productCreate = z.object({
  name: requiredText(FANDD_MESSAGES.productNameRequired, 120),
  description: optionalText(500),
  status: z.enum(PRODUCT_STATUSES).optional().default('available'),
  category: categoryRef,
  quantity: z.preprocess(
    blankToUndefined,
    z.coerce.number().int(FANDD_MESSAGES.quantityNotNegative).min(0, FANDD_MESSAGES.quantityNotNegative).max(1_000_000).optional().default(0),
  ),
  price: pounds(FANDD_MESSAGES.productPriceRequired),
  /** Happy-hour price; stored and shown, not applied (docs/decisions.md). Defaults to the price. */
  price_hh: optionalMoneyPounds({ required: FANDD_MESSAGES.priceNotNegative, negative: FANDD_MESSAGES.priceNotNegative }),
  /** Missing means the default 20; sent blank means the user cleared it: 'VAT is required'. */
  vat: z
    .preprocess((v) => (v === '' || v === null ? Number.NaN : v), z.coerce.number({ error: FANDD_MESSAGES.vatRequired }))
    .pipe(z.number().int(FANDD_MESSAGES.vatRange).min(0, FANDD_MESSAGES.vatRange).max(100, FANDD_MESSAGES.vatRange))
    .optional()
    .transform((v) => v ?? DEFAULT_VAT),
  order_in_list: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(100_000).optional()),
});
export type ProductCreate = z.input<typeof productCreate>;
export const productUpdate = productCreate;

export const productItem = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.string(),
  /** Orderable: status available and stock above 0 (a product that reaches 0 shows unavailable). */
  available: z.boolean(),
  category: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  quantity: z.number().int(),
  price: z.number(),
  price_hh: z.number(),
  vat: z.number().int(),
  order_in_list: z.number().int(),
});
export type ProductItem = z.infer<typeof productItem>;
export const productListQuery = pagingQuery(PRODUCTS_LIST).extend({
  category: emptyFilter(z.string().max(120)),
  status: emptyFilter(z.enum(PRODUCT_STATUSES)),
});
export const PRODUCT_ORDER_FIELDS = ['name', 'category', 'price', 'order_in_list', 'status', 'quantity'] as const;

// ---- Bars ----

export const barCreate = z
  .object({
    name: requiredText(FANDD_MESSAGES.nameRequired, 120),
    open_time: z.preprocess(blankToUndefined, hhmm.optional().nullable()),
    close_time: z.preprocess(blankToUndefined, hhmm.optional().nullable()),
    status: z.enum(BAR_STATUSES, { error: FANDD_MESSAGES.statusRequired }),
    /** Staff slugs working the bar. */
    staff: z.array(z.string().trim().min(1).max(120)).max(200).optional().default([]),
  })
  .refine((b) => !b.open_time || !b.close_time || b.close_time > b.open_time, { message: FANDD_MESSAGES.closeBeforeOpen, path: ['close_time'] });
export type BarCreate = z.input<typeof barCreate>;
export const barUpdate = barCreate;

export const barItem = z.object({
  slug: z.string(),
  name: z.string(),
  open_time: z.string().nullable(),
  close_time: z.string().nullable(),
  status: z.string(),
  office: z.object({ slug: z.string(), name: z.string() }).nullable(),
  staff: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type BarItem = z.infer<typeof barItem>;
export const barListQuery = pagingQuery(BARS_LIST).extend({ status: emptyFilter(z.enum(BAR_STATUSES)) });
export const BAR_ORDER_FIELDS = ['name', 'open_time', 'close_time', 'status'] as const;

export const staffLookupItem = z.object({ slug: z.string(), name: z.string() });
export type StaffLookupItem = z.infer<typeof staffLookupItem>;

// ---- Orders ----

export const orderLineCreate = z.object({
  product: z.preprocess(blankToUndefined, z.string({ error: FANDD_MESSAGES.productRequired }).trim().min(1).max(120)),
  quantity: z
    .preprocess(blankToUndefined, z.coerce.number({ error: FANDD_MESSAGES.quantityPositive }))
    .pipe(z.number().int(FANDD_MESSAGES.quantityPositive).min(1, FANDD_MESSAGES.quantityPositive).max(1000, FANDD_MESSAGES.quantityPositive)),
  /** Pounds off this line. */
  discount: optionalMoneyPounds({ required: FANDD_MESSAGES.discountRange, negative: FANDD_MESSAGES.discountRange }).transform((v) => v ?? 0),
});
export type OrderLineCreate = z.input<typeof orderLineCreate>;

const optionalSlug = z.preprocess(blankToUndefined, z.string().trim().max(120).optional());

/**
 * POST /api/orders/: who the order is for — a member (the spec's field), or, from the bar till (issue 24), a team or a
 * guest instead; exactly one of them. Without any, "Member is required" on `member` as before.
 */
export const orderCreate = z
  .object({
    member: optionalSlug,
    team: optionalSlug,
    guest: optionalSlug,
    booking: optionalSlug,
    bar: optionalSlug,
    comments: optionalText(500),
    lines: z.array(orderLineCreate, { error: FANDD_MESSAGES.linesRequired }).min(1, FANDD_MESSAGES.linesRequired).max(50),
    /** Staff sell anyway to an inactive member (issue 24), as booking rules are overridden. */
    override_rules: z.boolean().optional().default(false),
  })
  .superRefine((o, ctx) => {
    const payers = [o.member, o.team, o.guest].filter(Boolean).length;
    if (payers === 0) ctx.addIssue({ code: 'custom', path: ['member'], message: FANDD_MESSAGES.memberRequired });
    if (payers > 1) ctx.addIssue({ code: 'custom', path: ['member'], message: FANDD_MESSAGES.onePayer });
  });
export type OrderCreate = z.input<typeof orderCreate>;

/** PUT /api/orders/{id}: the new status in lower case (the seeds also send the rest of the order; it is ignored). */
export const orderStatusUpdate = z.object({
  status: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(ORDER_STATUSES, { error: FANDD_MESSAGES.statusRequired })),
});

export const orderLineItem = z.object({
  id: z.number().int(),
  product: z.object({ slug: z.string(), name: z.string() }).nullable(),
  product_price: z.number(),
  discount: z.number(),
  quantity: z.number().int(),
  total: z.number(),
  status: z.string(),
});
export const orderItem = z.object({
  slug: z.string(),
  code: z.string(),
  status: z.string(),
  price: z.number(),
  init_date: z.string(),
  payment_reference: z.string().nullable(),
  comments: z.string().nullable(),
  staff: z.object({ slug: z.string(), name: z.string() }).nullable(),
  member: z
    .object({
      slug: z.string(),
      user: z.object({ first_name: z.string(), last_name: z.string() }),
      team: z.object({ slug: z.string(), name: z.string() }).nullable(),
    })
    .nullable(),
  booking: z.object({ code: z.string(), resource: z.object({ slug: z.string(), name: z.string() }).nullable() }).nullable(),
  bar: z.object({ slug: z.string(), name: z.string() }).nullable(),
  /** The team an order is for when no member is (bar till, issue 24). */
  team: z.object({ slug: z.string(), name: z.string() }).nullable(),
  /** The guest an order is for (bar till, issue 24); the guest's team pays. */
  guest: z.object({ slug: z.string(), name: z.string() }).nullable(),
  order_lines: z.array(orderLineItem),
});
export type OrderItem = z.infer<typeof orderItem>;
export type OrderLineItem = z.infer<typeof orderLineItem>;

export const orderListQuery = pagingQuery(ORDERS_LIST).extend({
  status: emptyFilter(z.enum(ORDER_STATUSES)),
  member: emptyFilter(z.string().max(120)),
  /** yyyy-MM-dd: orders of that day in their office's zone. */
  date: emptyFilter(dayField('Use yyyy-MM-dd')),
});
export const ORDER_ORDER_FIELDS = ['init_date', 'code', 'status', 'price', 'member'] as const;
