import { z } from 'zod';
import { dayTextField, requiredText as required, optionalText, signedMoneyPounds } from './fields.ts';
import { EMAIL_PATTERN } from './common.ts';
import { pagingQuery } from './common-schemas.ts';
import { DEFAULT_VAT } from './money.ts';
import { INVOICE_DUE_STATE_LABELS, OVERDUE_FILTER } from './invoice-documents.ts';
import { INVOICE_KINDS } from './invoice-payments.ts';

/** Every message of invoices, invoice lines and invoice data (seed 2 §5, §8), used by the server and the forms alike. */
export const INVOICE_MESSAGES = {
  nameRequired: 'Name is required',
  teamRequired: 'Team is required',
  statusRequired: 'Status is required',
  typeRequired: 'Type is required',
  dateRequired: 'Date is required',
  dateDueRequired: 'Date Due is required',
  paymentTypeRequired: 'Payment type is required',
  unitsRequired: 'Units is required',
  vatRequired: 'Vat is required',
  unitPriceRequired: 'Unit Price is required',
  townRequired: 'Town is required',
  address1Required: 'Address 1 is required',
  postCodeRequired: 'Post Code is required',
  emailContactRequired: 'Email Contact is required',
  /** '{email}' is replaced by the rejected address (see invalidMailMessage). */
  mailInvalid: 'Must be a valid mail ({email})',
  paidLocked: 'A paid invoice can not be changed',
  /** Issue 23: after Validate or Send, lines, team, invoice data and dates are final (invoice-issue.ts). */
  issuedLocked: 'This invoice has been issued; correct it with a credit note',
  synced: 'Invoice marked as synced',
  validated: 'Invoice validated',
  // Not quoted by the seeds: the form requires these fields without naming a message, or the case is the server's.
  invoiceDataRequired: 'Invoice Data is required',
  invoiceRequired: 'Invoice is required',
  dueBeforeDate: 'Date Due can not be before Date',
  unitsPositive: 'Units must be a whole number of at least 1',
  vatRange: 'Vat must be a whole percent between 0 and 100',
  unitPriceRange: 'Unit Price is out of range',
  memberUnknown: 'Unknown member',
  invoiceDataUnknown: 'Unknown invoice data',
  onlyDraftValidated: 'Only a draft invoice can be validated',
  noLines: 'An invoice without lines can not be validated',
  nameTaken: 'An invoice with this name already exists',
  // Notifications of the screens (invoices.success / invoices.error in the seed).
  created: 'Invoice created',
  updated: 'Invoice updated',
  deleted: 'Invoice deleted',
  saveError: 'The invoice could not be saved',
  lineSaved: 'Line saved',
  lineDeleted: 'Line deleted',
  lineError: 'The line could not be saved',
  dataCreated: 'Invoice data created',
  dataCancelled: 'Invoice data cancelled',
  dataError: 'The invoice data could not be saved',
} as const;

/** 'Must be a valid mail (x@)' with the rejected address in it. */
export const invalidMailMessage = (email: string) => INVOICE_MESSAGES.mailInvalid.replace('{email}', email);

// ---- Enums and labels (seed 2 §4) ----

export const INVOICE_STATUSES = ['open', 'pending_payment', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = { open: 'Draft', pending_payment: 'Pending', paid: 'Paid', void: 'Void' };
/** The list's status toggles in the seed's order; their text is the status label, so the filter says Draft like the rows. */
export const INVOICE_STATUS_TOGGLES: { value: InvoiceListStatus; label: string }[] = [
  ...(['pending_payment', 'paid', 'void', 'open'] as const).map((value) => ({ value, label: INVOICE_STATUS_LABELS[value] })),
  // Not a stored status: pending and past its due date (invoice-documents.ts isInvoiceOverdue).
  { value: OVERDUE_FILTER, label: INVOICE_DUE_STATE_LABELS.overdue },
];
/** The list's status filter: a stored status, or overdue. */
export const INVOICE_LIST_STATUSES = [...INVOICE_STATUSES, OVERDUE_FILTER] as const;
export type InvoiceListStatus = (typeof INVOICE_LIST_STATUSES)[number];
export const INVOICE_LIST_STATUS_LABELS: Record<InvoiceListStatus, string> = { ...INVOICE_STATUS_LABELS, ...INVOICE_DUE_STATE_LABELS };
export const INVOICE_TYPES = ['work', 'bar', 'events', 'other'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const INVOICE_TYPE_LABELS: Record<InvoiceType, string> = { work: 'Work', bar: 'Bar', events: 'Events', other: 'Other' };
export const LINE_STATUSES = ['new', 'payment_pending', 'paid', 'void'] as const;
export const LINE_STATUS_LABELS: Record<(typeof LINE_STATUSES)[number], string> = {
  new: 'New',
  payment_pending: 'Pending',
  paid: 'Paid',
  void: 'Void',
};
export const LINE_PAYMENT_TYPES = ['work', 'bar', 'event', 'service'] as const;
export const LINE_PAYMENT_TYPE_LABELS: Record<(typeof LINE_PAYMENT_TYPES)[number], string> = {
  work: 'Work',
  bar: 'Bar',
  event: 'Event',
  service: 'Service',
};
export const INVOICE_DATA_STATUSES = ['active', 'inactive'] as const;

/** Label of an invoice status: open is Draft, the legacy payment_pending is Pending. */
export function invoiceStatusLabel(status: string): string {
  if (status === 'payment_pending') return 'Pending';
  return INVOICE_STATUS_LABELS[status as InvoiceStatus] ?? status;
}

/** Legacy spellings the API accepts (seed 2 §4). */
const legacyStatus = (v: unknown) => (v === 'payment_pending' ? 'pending_payment' : v);
const legacyType = (v: unknown) => (v === 'event' ? 'events' : v);

export const INVOICES_LIST = { pageSize: 15, order: '-date' } as const;
export const INVOICE_NUMBER_PREFIX = 'INV-';
export const INVOICE_NUMBER_DIGITS = 4;
/** Lists show only the first 9 characters of a payment reference. */
export const PAYMENT_REFERENCE_CUT = 9;
export const cutPaymentReference = (ref: string | null | undefined) => (ref ?? '').slice(0, PAYMENT_REFERENCE_CUT);
/** The placeholder accounting id a local sync stores (no external accounting system is connected). */
export const localXeroId = (invoiceName: string) => `LOCAL-${invoiceName}`;

// ---- Field helpers ----

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * A day: yyyy-MM-dd, or a longer 'year-month-day time' text of which only the day counts, in the accepted years
 * (bounds.ts: 0001 and 9999 were stored); answered as yyyy-MM-dd.
 */
const day = (message: string) => dayTextField(message).transform((v) => v.slice(0, 10));

const requiredNumber = (message: string) => z.preprocess(blankToUndefined, z.coerce.number({ error: message }));

// ---- Invoices ----

const invoiceFields = {
  team_slug: required(INVOICE_MESSAGES.teamRequired, 120),
  date: day(INVOICE_MESSAGES.dateRequired),
  date_due: day(INVOICE_MESSAGES.dateDueRequired),
  invoice_type: z.preprocess(legacyType, z.enum(INVOICE_TYPES, { error: INVOICE_MESSAGES.typeRequired })),
  status: z.preprocess(legacyStatus, z.enum(INVOICE_STATUSES, { error: INVOICE_MESSAGES.statusRequired })),
  payment_reference: optionalText(120),
  xero_id: optionalText(120),
  short_description: optionalText(500),
};
const dueNotBeforeDate = (v: { date: string; date_due: string }, ctx: z.RefinementCtx) => {
  if (v.date_due < v.date) ctx.addIssue({ code: 'custom', path: ['date_due'], message: INVOICE_MESSAGES.dueBeforeDate });
};

/** POST /api/invoices/: the add-invoice form. The number (name) is given by the server. */
export const invoiceCreate = z
  .object({ ...invoiceFields, invoice_data: required(INVOICE_MESSAGES.invoiceDataRequired, 120) })
  .superRefine(dueNotBeforeDate);
export type InvoiceCreate = z.input<typeof invoiceCreate>;

/** PUT /api/invoices/{slug}: the update dialog; name is editable, invoice data may be cleared. */
export const invoiceUpdate = z
  .object({ ...invoiceFields, name: required(INVOICE_MESSAGES.nameRequired, 60), invoice_data: z.string().trim().max(120).optional().nullable() })
  .superRefine(dueNotBeforeDate);
export type InvoiceUpdate = z.input<typeof invoiceUpdate>;

/** POST /api/invoice-sync/ and /api/invoice-validate/: invoice = its name (INV-0001) or slug. */
export const invoiceAction = z.object({ invoice: required(INVOICE_MESSAGES.invoiceRequired, 120) });

const nameRef = z.object({ slug: z.string(), name: z.string() });

export const invoiceDataItem = z.object({
  slug: z.string(),
  name: z.string(),
  team: nameRef.nullable(),
  town: z.string().nullable(),
  post_code: z.string().nullable(),
  address_1: z.string().nullable(),
  address_2: z.string().nullable(),
  country: z.string().nullable(),
  vat_number: z.string().nullable(),
  company_number: z.string().nullable(),
  email_contact: z.string().nullable(),
  phone_contact: z.string().nullable(),
  person_contact: z.string().nullable(),
  default: z.boolean(),
  xero_id: z.string().nullable(),
  status: z.string(),
});
export type InvoiceDataItem = z.infer<typeof invoiceDataItem>;

/** Money in pounds with 2 decimals; lines is the number of lines. */
export const invoiceItem = z.object({
  name: z.string(),
  slug: z.string(),
  team: nameRef.nullable(),
  team_slug: z.string().nullable(),
  invoice_data: invoiceDataItem.nullable(),
  status: z.string(),
  payment_reference: z.string().nullable(),
  invoice_type: z.string(),
  date: z.string(),
  date_due: z.string().nullable(),
  date_closed: z.string().nullable(),
  date_sent: z.string().nullable(),
  short_description: z.string().nullable(),
  xero_id: z.string().nullable(),
  gross_price: z.number(),
  vat_type: z.number().int(),
  vat: z.number(),
  net_price: z.number(),
  lines: z.number().int(),
  /** Pending payment and due before today in the invoice office's zone (invoice-documents.ts isInvoiceOverdue). */
  overdue: z.boolean(),
  /** invoice | credit_note (a credit note's lines and totals are negative). */
  kind: z.enum(INVOICE_KINDS),
  /** Pounds received (refunded, on a credit note) and still due; a paid invoice without recorded payments is fully paid. */
  amount_paid: z.number(),
  amount_due: z.number(),
  /** When Validate or Send (or a status past draft) issued it; null on a draft. An issued invoice is final (invoice-issue.ts). */
  issued_at: z.string().nullable(),
});
export type InvoiceItem = z.infer<typeof invoiceItem>;

export const invoiceLineItem = z.object({
  slug: z.string(),
  name: z.string(),
  member: z.object({ slug: z.string(), user: z.object({ first_name: z.string(), last_name: z.string() }) }).nullable(),
  payment_type: z.string(),
  date: z.string(),
  units: z.number().int(),
  unit_price: z.number(),
  vat: z.number().int(),
  unit_gross_price: z.number(),
  line_gross_price: z.number(),
  line_price: z.number(),
  /**
   * Generated from a VAT-inclusive catalogue price (issue 23): the gross is the source, VAT = round(gross × r / (100 + r)),
   * and unit_price is derived from unit_gross_price. False for lines entered by hand (unit price net, VAT on top).
   */
  price_includes_vat: z.boolean(),
  status: z.string(),
  payment_reference: z.string().nullable(),
  create_date: z.string(),
  invoice: z.string(),
  /** What the line bills (issue 12): the plan, the membership's slug, the booking's or the order's code; null when none. */
  plan: z.object({ slug: z.string(), name: z.string() }).nullish(),
  membership: z.string().nullish(),
  booking: z.string().nullish(),
  order: z.string().nullish(),
});
export type InvoiceLineItem = z.infer<typeof invoiceLineItem>;

/** GET /api/invoices/{slug}: the invoice and its lines, oldest first. */
export const invoiceDetail = invoiceItem.extend({ invoice_lines: z.array(invoiceLineItem) });
export type InvoiceDetail = z.infer<typeof invoiceDetail>;

export const invoiceActionResult = z.object({ detail: z.string(), invoice: invoiceItem });
export type InvoiceActionResult = z.infer<typeof invoiceActionResult>;

export const INVOICE_ORDER_FIELDS = ['name', 'status', 'gross_price', 'team', 'date', 'date_due', 'lines'] as const;

export const invoiceListQuery = pagingQuery(INVOICES_LIST).extend({
  club: z.string().max(120).optional(),
  status: z
    .preprocess(legacyStatus, z.enum(INVOICE_LIST_STATUSES))
    .optional()
    .or(z.literal('').transform(() => undefined)),
  invoice_type: z
    .preprocess(legacyType, z.enum(INVOICE_TYPES))
    .optional()
    .or(z.literal('').transform(() => undefined)),
  team: z.string().max(120).optional(),
  kind: z
    .enum(INVOICE_KINDS)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

// ---- Invoice lines ----

const lineFields = {
  name: required(INVOICE_MESSAGES.nameRequired, 200),
  /** A member id (number or digits) or slug; empty for none. */
  member: z
    .union([z.number().int().positive(), z.string().trim().max(120)])
    .optional()
    .nullable(),
  payment_type: z.enum(LINE_PAYMENT_TYPES, { error: INVOICE_MESSAGES.paymentTypeRequired }),
  date: day(INVOICE_MESSAGES.dateRequired),
  units: requiredNumber(INVOICE_MESSAGES.unitsRequired).pipe(
    z.number().int(INVOICE_MESSAGES.unitsPositive).min(1, INVOICE_MESSAGES.unitsPositive).max(100_000, INVOICE_MESSAGES.unitsPositive),
  ),
  /** Pounds; the shared money range bounds its size, its sign is the line's rule (lineSignRefusal). */
  unit_price: signedMoneyPounds({ required: INVOICE_MESSAGES.unitPriceRequired }),
  vat: z
    .preprocess((v) => (v === '' || v === null ? Number.NaN : v), z.coerce.number({ error: INVOICE_MESSAGES.vatRequired }))
    .pipe(z.number().int(INVOICE_MESSAGES.vatRange).min(0, INVOICE_MESSAGES.vatRange).max(100, INVOICE_MESSAGES.vatRange))
    .optional()
    .transform((v) => v ?? DEFAULT_VAT),
  status: z.preprocess((v) => (v === 'pending_payment' ? 'payment_pending' : v), z.enum(LINE_STATUSES, { error: INVOICE_MESSAGES.statusRequired })),
  payment_reference: optionalText(120),
  // Sent by the seed's client; the server computes them and ignores what is sent.
  unit_gross_price: z.unknown().optional(),
  line_gross_price: z.unknown().optional(),
  line_price: z.unknown().optional(),
};

/**
 * The sign rule of a line's unit price (pence): a line bills (≥ £0.00); a credit — a credit note's line, or a credit
 * line the money trail added to a draft — is negative and stays so (≤ £0.00). A new line is a credit on a credit note;
 * an existing line keeps the kind it has. Returns the field's message when the price breaks it.
 */
export function lineSignRefusal(kind: string, unitPricePence: number, currentPence?: number): string | null {
  const credit = kind === 'credit_note' || (currentPence ?? 0) < 0;
  return (credit ? unitPricePence > 0 : unitPricePence < 0) ? INVOICE_MESSAGES.unitPriceRange : null;
}

/** POST /api/invoice-lines/: invoice is the invoice's slug. */
export const invoiceLineCreate = z.object({ ...lineFields, invoice: required(INVOICE_MESSAGES.invoiceRequired, 120) });
export type InvoiceLineCreate = z.input<typeof invoiceLineCreate>;
/** PUT /api/invoice-lines/{slug}: the same fields; the line stays on its invoice. */
export const invoiceLineUpdate = z.object({ ...lineFields, invoice: z.string().max(120).optional() });
export type InvoiceLineUpdate = z.input<typeof invoiceLineUpdate>;

// ---- Invoice data ----

export const invoiceDataCreate = z.object({
  team: required(INVOICE_MESSAGES.teamRequired, 120),
  name: required(INVOICE_MESSAGES.nameRequired, 200),
  town: required(INVOICE_MESSAGES.townRequired, 100),
  post_code: required(INVOICE_MESSAGES.postCodeRequired, 20),
  address_1: required(INVOICE_MESSAGES.address1Required, 200),
  address_2: optionalText(200),
  country: optionalText(100),
  vat_number: optionalText(40),
  company_number: optionalText(40),
  email_contact: z
    .string({ error: INVOICE_MESSAGES.emailContactRequired })
    .trim()
    .min(1, INVOICE_MESSAGES.emailContactRequired)
    .max(254, INVOICE_MESSAGES.emailContactRequired)
    .superRefine((v, ctx) => {
      if (!EMAIL_PATTERN.test(v)) ctx.addIssue({ code: 'custom', message: invalidMailMessage(v) });
    }),
  phone_contact: optionalText(40),
  person_contact: optionalText(120),
  default: z.boolean().optional().default(false),
  status: z.enum(INVOICE_DATA_STATUSES).optional().default('active'),
});
export type InvoiceDataCreate = z.input<typeof invoiceDataCreate>;

/** GET /api/invoice-datas/?team= : a team's active invoice data (the add-invoice picker), default first. */
export const invoiceDataListQuery = z.object({ team: required(INVOICE_MESSAGES.teamRequired, 120) });
