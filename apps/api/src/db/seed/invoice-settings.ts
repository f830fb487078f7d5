import { DEFAULT_PAYMENT_TERMS_DAYS } from '@clubspace/contract';
import { invoiceSettings } from '../schema/index.ts';
import type { Ctx } from './context.ts';

/** A fake but well-formed UK VAT number per operator (9 digits after GB), so every demo PDF is a proper VAT invoice. */
const vatNumberOf = (slug: string) => `GB${String([...slug].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1_000_000_000, 7)).padStart(9, '0')}`;

/**
 * The operator's invoice settings (issue 23 §4): its limited company at its first office's address, a UK bank account
 * and the default terms. No randomness: the seed's random sequence (and every test that reads seeded rows) is unchanged.
 */
export async function seedInvoiceSettings(ctx: Ctx) {
  const { spec } = ctx;
  const office = spec.offices[0];
  await ctx.db.insert(invoiceSettings).values({
    clientId: ctx.clientId,
    legalName: `${spec.name} Ltd`,
    vatNumber: vatNumberOf(spec.slug),
    companyNumber: String(10_000_000 + (ctx.clientId % 89_999_999)).padStart(8, '0'),
    registeredAddress: office ? [`${office.streetNumber} ${office.street}`, office.town, office.postal].join('\n') : null,
    bankName: 'Barclays Bank UK PLC',
    accountName: `${spec.name} Ltd`,
    sortCode: '200000',
    accountNumber: String(55_000_000 + ctx.clientId).padStart(8, '0'),
    paymentTermsDays: DEFAULT_PAYMENT_TERMS_DAYS,
    footerText: 'Thank you for your business.',
  });
}
