import { z } from 'zod';
import type { ConfirmText } from './confirmations.ts';
import { requiredText } from './fields.ts';

/** Words of the Xero integration (/users/integrations and invoice sync), shared by the server and the page. */
export const XERO_MESSAGES = {
  clientIdRequired: 'Client ID is required',
  clientSecretRequired: 'Client Secret is required',
  accountCodeInvalid: 'Account code is letters and digits, at most 10',
  badCredentials: 'Xero did not accept this client id and secret. Check the custom connection in Xero’s developer portal.',
  unreachable: 'Xero could not be reached. Try again in a few minutes.',
  notConnected: 'Xero is not connected',
  connected: 'Connected to Xero',
  disconnected: 'Xero disconnected',
  tested: 'The connection to Xero works',
  synced: 'Invoice synced to Xero',
  dailyLimit: 'Xero’s limit of 5,000 calls a day for this organisation is used up. Try again tomorrow.',
  rateLimited: 'Xero is busy with this organisation’s earlier calls. Try again in a minute.',
  voidNotSynced: 'A void invoice that was never sent to Xero is not synced',
  noInvoiceData: 'The invoice has no invoice data, so Xero has no contact to bill',
  rejected: (reason: string) => `Xero rejected the invoice: ${reason}`,
  taxRateUnknown: (vat: number) => `Xero has no UK tax rate for ${vat}% VAT`,
} as const;

/** Asked before Disconnect on /users/integrations. */
export const XERO_DISCONNECT_CONFIRM: ConfirmText = {
  title: 'Disconnect Xero?',
  message:
    'The stored client id and secret are deleted. Invoices keep their Xero ids; Sync marks invoices synced locally until Xero is connected again.',
  confirmLabel: 'Disconnect',
  keepLabel: 'Stay connected',
  destructive: true,
};

/** Xero's API limits per organisation (developer.xero.com/documentation/guides/oauth2/limits). */
export const XERO_LIMITS = { concurrent: 5, perMinute: 60, perDay: 5_000 } as const;
/** How often a 429 is retried (after its Retry-After) before the sync gives up. */
export const XERO_MAX_RETRIES = 3;

/** Xero UK tax types for the VAT rates Clubspace uses on income (invoice lines). */
export const XERO_TAX_TYPES: Readonly<Record<number, string>> = { 20: 'OUTPUT2', 5: 'RROUTPUT', 0: 'ZERORATEDOUTPUT' };
export const xeroTaxType = (vatPercent: number): string | null => XERO_TAX_TYPES[vatPercent] ?? null;

/** Local invoice status → Xero ACCREC status: a draft stays a draft, a validated invoice is authorised. */
export const XERO_INVOICE_STATUS: Readonly<Record<string, string>> = { open: 'DRAFT', pending_payment: 'AUTHORISED', void: 'VOIDED' };

/** A client id shown without giving it away: its last 4 characters. */
export const maskClientId = (id: string) => (id.length <= 4 ? '••••' : `${'•'.repeat(Math.min(8, id.length - 4))}${id.slice(-4)}`);

export const xeroConnect = z.object({
  client_id: requiredText(XERO_MESSAGES.clientIdRequired, 100),
  client_secret: requiredText(XERO_MESSAGES.clientSecretRequired, 200),
  account_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{0,10}$/, XERO_MESSAGES.accountCodeInvalid)
    .optional()
    .nullable(),
});
export type XeroConnect = z.input<typeof xeroConnect>;

/** What the API tells about a connection: never the secret, the client id masked. */
export const xeroStatus = z.object({
  connected: z.boolean(),
  organisation_name: z.string().nullable(),
  client_id: z.string().nullable(),
  account_code: z.string().nullable(),
  connected_at: z.string().nullable(),
  last_sync_at: z.string().nullable(),
  last_pull_at: z.string().nullable(),
  last_error: z.string().nullable(),
});
export type XeroStatus = z.infer<typeof xeroStatus>;
export const xeroStatusResult = xeroStatus.extend({ detail: z.string() });
export type XeroStatusResult = z.infer<typeof xeroStatusResult>;
