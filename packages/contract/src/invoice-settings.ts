/**
 * The operator's invoice settings (issue 23 §2 and §4, Account → Invoicing): who the supplier is on a UK VAT invoice,
 * how to pay it, the payment terms, and whether catalogue prices (products, plans, resources) include VAT.
 */
import { z } from 'zod';

export const INVOICE_SETTINGS_MESSAGES = {
  saved: 'Invoice settings saved',
  saveError: 'The invoice settings could not be saved',
  tooLong: (max: number) => `Use at most ${max} characters`,
  vatNumberInvalid: 'Enter a VAT number such as GB123456789',
  companyNumberInvalid: 'Enter a company number such as 01234567',
  sortCodeInvalid: 'Sort code must be 6 digits',
  accountNumberInvalid: 'Account number must be 8 digits',
  sortCodeRequired: 'Sort code is required with an account number',
  accountNumberRequired: 'Account number is required with a sort code',
  ibanInvalid: 'Enter a valid IBAN, such as GB82 WEST 1234 5698 7654 32',
  bicInvalid: 'Enter a BIC of 8 or 11 characters, such as NWBKGB2L',
  ibanRequired: 'IBAN is required with a BIC',
  paymentTermsInvalid: 'Payment terms must be a whole number of days from 0 to 365',
  pricesIncludeVatRequired: 'Choose whether catalogue prices include VAT',
} as const;

/** Payment terms when the operator has set none: the days from an invoice's date to its due date. */
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;
export const MAX_PAYMENT_TERMS_DAYS = 365;
export const PRICES_INCLUDE_VAT_LABELS = {
  true: 'Catalogue prices include VAT',
  false: 'Catalogue prices exclude VAT (VAT is added on top)',
} as const;

const squeeze = (v: string) => v.replace(/[\s.-]+/g, '').toUpperCase();

/** IBAN check digits (ISO 13616 mod 97 = 1), on the squeezed text. */
export function ibanChecksumOk(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const code = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of code) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

export const isSortCode = (v: string) => /^\d{6}$/.test(v);
export const isUkAccountNumber = (v: string) => /^\d{8}$/.test(v);
export const isIban = (v: string) => /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(v) && ibanChecksumOk(v);
export const isBic = (v: string) => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(v);
/** Loosely: an optional country prefix and 5–13 letters or digits, at least one a digit (GB123456789, GB GD001, DE123456789). */
export const isVatNumber = (v: string) => /^([A-Z]{2})?[0-9A-Z]{5,13}$/.test(v) && /\d/.test(v);
/** Loosely: 6–10 letters or digits (UK: 8, e.g. 01234567 or SC123456). */
export const isCompanyNumber = (v: string) => /^[A-Z0-9]{6,10}$/.test(v);

/** '12-34-56' of '123456'. */
export const formatSortCode = (v: string) => v.replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3');
/** An IBAN in groups of four, as printed. */
export const formatIban = (v: string) => v.replace(/(.{4})(?=.)/g, '$1 ');

/** Optional text: blank is null. */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, INVOICE_SETTINGS_MESSAGES.tooLong(max))
    .nullish()
    .transform((v) => v || null);

/** An optional code typed with spaces, dots or dashes as people do: stored squeezed and upper-case, or null. */
const code = (ok: (v: string) => boolean, message: string) =>
  z
    .string({ error: message })
    .max(64, message)
    .nullish()
    .transform((v) => (v ? squeeze(v) : '') || null)
    .refine((v) => v === null || ok(v), message);

const M = INVOICE_SETTINGS_MESSAGES;

/** PUT /api/invoice-settings/: the whole form. */
export const invoiceSettingsUpdate = z
  .object({
    legal_name: text(200),
    vat_number: code(isVatNumber, M.vatNumberInvalid),
    company_number: code(isCompanyNumber, M.companyNumberInvalid),
    /** Several lines; printed as written. */
    registered_address: text(500),
    bank_name: text(120),
    account_name: text(120),
    sort_code: code(isSortCode, M.sortCodeInvalid),
    account_number: code(isUkAccountNumber, M.accountNumberInvalid),
    iban: code(isIban, M.ibanInvalid),
    bic: code(isBic, M.bicInvalid),
    payment_terms_days: z.preprocess(
      (v) => (v === '' || v === null || v === undefined ? DEFAULT_PAYMENT_TERMS_DAYS : v),
      z.coerce
        .number({ error: M.paymentTermsInvalid })
        .int(M.paymentTermsInvalid)
        .min(0, M.paymentTermsInvalid)
        .max(MAX_PAYMENT_TERMS_DAYS, M.paymentTermsInvalid),
    ),
    footer_text: text(1000),
    prices_include_vat: z.boolean({ error: M.pricesIncludeVatRequired }),
  })
  .superRefine((v, ctx) => {
    if (v.sort_code && !v.account_number) ctx.addIssue({ code: 'custom', path: ['account_number'], message: M.accountNumberRequired });
    if (v.account_number && !v.sort_code) ctx.addIssue({ code: 'custom', path: ['sort_code'], message: M.sortCodeRequired });
    if (v.bic && !v.iban) ctx.addIssue({ code: 'custom', path: ['iban'], message: M.ibanRequired });
  });
export type InvoiceSettingsUpdate = z.input<typeof invoiceSettingsUpdate>;

/** GET /api/invoice-settings/: what is stored (codes squeezed: sort code '123456', IBAN without spaces). */
export const invoiceSettings = z.object({
  legal_name: z.string().nullable(),
  vat_number: z.string().nullable(),
  company_number: z.string().nullable(),
  registered_address: z.string().nullable(),
  bank_name: z.string().nullable(),
  account_name: z.string().nullable(),
  sort_code: z.string().nullable(),
  account_number: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  payment_terms_days: z.number().int(),
  footer_text: z.string().nullable(),
  prices_include_vat: z.boolean(),
});
export type InvoiceSettings = z.infer<typeof invoiceSettings>;

/**
 * The document's title: a UK VAT invoice says so when it charges VAT; a credit note is titled as one. HMRC asks a VAT
 * invoice to show the supplier's VAT number, the tax point and the VAT per rate (the PDF does).
 */
export function invoiceDocumentTitle(kind: string, vatPence: number): string {
  const vat = vatPence !== 0;
  if (kind === 'credit_note') return vat ? 'VAT credit note' : 'Credit note';
  return vat ? 'VAT invoice' : 'Invoice';
}
