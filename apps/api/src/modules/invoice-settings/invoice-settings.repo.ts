import { DEFAULT_PAYMENT_TERMS_DAYS, type InvoiceSettings, type invoiceSettingsUpdate } from '@clubspace/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { clients, invoiceSettings } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';

type SettingsRow = typeof invoiceSettings.$inferSelect;

/** Whether the operator's catalogue prices include VAT (issue 23): generated lines then keep the gross. */
export async function operatorPricesIncludeVat(db: Executor, clientId: number): Promise<boolean> {
  const [row] = await db.select({ v: clients.pricesIncludeVat }).from(clients).where(eq(clients.id, clientId)).limit(1);
  return row?.v ?? false;
}

/** The operator's payment terms in days (the default when it has saved no settings). */
export async function operatorPaymentTerms(db: Executor, clientId: number): Promise<number> {
  const [row] = await db
    .select({ days: invoiceSettings.paymentTermsDays })
    .from(invoiceSettings)
    .where(eq(invoiceSettings.clientId, clientId))
    .limit(1);
  return row?.days ?? DEFAULT_PAYMENT_TERMS_DAYS;
}

/** The stored settings row, or null when the operator has never saved any. */
export async function findInvoiceSettings(db: Executor, clientId: number): Promise<SettingsRow | null> {
  const [row] = await db.select().from(invoiceSettings).where(eq(invoiceSettings.clientId, clientId)).limit(1);
  return row ?? null;
}

export function toInvoiceSettings(row: SettingsRow | null, pricesIncludeVat: boolean): InvoiceSettings {
  return {
    legal_name: row?.legalName ?? null,
    vat_number: row?.vatNumber ?? null,
    company_number: row?.companyNumber ?? null,
    registered_address: row?.registeredAddress ?? null,
    bank_name: row?.bankName ?? null,
    account_name: row?.accountName ?? null,
    sort_code: row?.sortCode ?? null,
    account_number: row?.accountNumber ?? null,
    iban: row?.iban ?? null,
    bic: row?.bic ?? null,
    payment_terms_days: row?.paymentTermsDays ?? DEFAULT_PAYMENT_TERMS_DAYS,
    footer_text: row?.footerText ?? null,
    prices_include_vat: pricesIncludeVat,
  };
}

export async function loadInvoiceSettings(db: Executor, clientId: number): Promise<InvoiceSettings> {
  const [row, inclusive] = await Promise.all([findInvoiceSettings(db, clientId), operatorPricesIncludeVat(db, clientId)]);
  return toInvoiceSettings(row, inclusive);
}

/** Saves the whole form: the settings row (created on first save) and the operator's VAT setting, in one transaction. */
export async function saveInvoiceSettings(db: Db, clientId: number, input: z.output<typeof invoiceSettingsUpdate>) {
  const values = {
    legalName: input.legal_name,
    vatNumber: input.vat_number,
    companyNumber: input.company_number,
    registeredAddress: input.registered_address,
    bankName: input.bank_name,
    accountName: input.account_name,
    sortCode: input.sort_code,
    accountNumber: input.account_number,
    iban: input.iban,
    bic: input.bic,
    paymentTermsDays: input.payment_terms_days,
    footerText: input.footer_text,
    updatedAt: new Date(),
  };
  await writeTransaction(db, async (tx) => {
    await tx
      .insert(invoiceSettings)
      .values({ clientId, ...values })
      .onConflictDoUpdate({ target: invoiceSettings.clientId, set: values });
    const [current] = await tx.select({ v: clients.pricesIncludeVat }).from(clients).where(eq(clients.id, clientId)).limit(1);
    // Only a real change writes clients (its trigger drops every process's kept request contexts, migration 0030).
    if (current && current.v !== input.prices_include_vat)
      await tx.update(clients).set({ pricesIncludeVat: input.prices_include_vat }).where(eq(clients.id, clientId));
  });
  return loadInvoiceSettings(db, clientId);
}
