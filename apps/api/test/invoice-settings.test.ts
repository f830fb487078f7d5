/**
 * Issue 23 §4: Account → Invoicing. The operator's legal and payment details, payment terms and the "prices include VAT"
 * setting; the invoice PDF shows them.
 */
import {
  DEFAULT_PAYMENT_TERMS_DAYS,
  INVOICE_SETTINGS_MESSAGES as M,
  invoiceSettingsUpdate,
  type InvoiceItem,
  type InvoiceSettings,
  type StaffProfile,
} from '@clubspace/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, invoiceDatas } from '../src/db/schema/index.ts';
import { useApiSession } from './support/api-session.ts';
import { billedTeam, newInvoice, pdfText } from './support/invoice-fixtures.ts';

const { t, tok, ids, get, send } = useApiSession();
const URL = '/api/invoice-settings/';
const put = (body: object, token = tok.owner) => send('PUT', URL, body, token);

const FULL = {
  legal_name: 'Demo Coworking Ltd',
  vat_number: 'GB 123 4567 89',
  company_number: '01234567',
  registered_address: '1 Old Street\nLondon\nEC1V 9HL',
  bank_name: 'Bank of Shoreditch',
  account_name: 'Demo Coworking Ltd',
  sort_code: '12-34-56',
  account_number: '12345678',
  iban: 'GB82 WEST 1234 5698 7654 32',
  bic: 'NWBKGB2L',
  payment_terms_days: 14,
  footer_text: 'Registered in England and Wales.',
  prices_include_vat: false,
};

describe('invoice settings', () => {
  it('are seeded for the demo operators, whose prices exclude VAT (as every operator older than migration 0031)', async () => {
    for (const [token, name] of [
      [tok.owner, 'Demo Coworking Ltd'],
      [tok.harbour, 'Harbour Works Ltd'],
    ] as const) {
      const res = await get(URL, token);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as InvoiceSettings;
      expect(body).toMatchObject({ legal_name: name, payment_terms_days: DEFAULT_PAYMENT_TERMS_DAYS, iban: null, prices_include_vat: false });
      expect(invoiceSettingsUpdate.safeParse(body).success).toBe(true);
    }
    const profile = (await get('/api/staff-profile/')).json() as StaffProfile;
    expect(profile.active_client).toMatchObject({ prices_include_vat: false, payment_terms_days: DEFAULT_PAYMENT_TERMS_DAYS });
  });

  it('a new operator’s prices include VAT by default', async () => {
    const [created] = await t.db.insert(clients).values({ slug: 'vat-new-operator', name: 'New Operator', webSections: [] }).returning();
    expect(created.pricesIncludeVat).toBe(true);
    await t.db.delete(clients).where(eq(clients.id, created.id));
  });

  it('saves the whole form, codes squeezed, and answers it back; the session follows', async () => {
    const res = await put({ ...FULL, prices_include_vat: true });
    expect(res.statusCode, res.body).toBe(200);
    const want: InvoiceSettings = {
      ...FULL,
      vat_number: 'GB123456789',
      sort_code: '123456',
      iban: 'GB82WEST12345698765432',
      prices_include_vat: true,
    };
    expect(res.json()).toEqual(want);
    expect((await get(URL)).json()).toEqual(want);
    const profile = (await get('/api/staff-profile/')).json() as StaffProfile;
    expect(profile.active_client).toMatchObject({ prices_include_vat: true, payment_terms_days: 14 });
    // Blank clears; the other operator is untouched.
    const cleared = await put({ prices_include_vat: false, legal_name: '', iban: '' });
    expect(cleared.json()).toMatchObject({
      legal_name: null,
      iban: null,
      bic: null,
      payment_terms_days: DEFAULT_PAYMENT_TERMS_DAYS,
      prices_include_vat: false,
    });
    expect((await get(URL, tok.harbour)).json()).toMatchObject({ legal_name: 'Harbour Works Ltd', prices_include_vat: false });
    await put(FULL);
  });

  it('refuses malformed details with a message per field, saving nothing', async () => {
    await put(FULL);
    const res = await put({
      ...FULL,
      sort_code: '12-34-5',
      account_number: '1234567',
      iban: 'GB00WEST12345698765432',
      bic: 'NOPE',
      vat_number: '!!',
      payment_terms_days: 400,
      prices_include_vat: 'yes',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      sort_code: M.sortCodeInvalid,
      account_number: M.accountNumberInvalid,
      iban: M.ibanInvalid,
      bic: M.bicInvalid,
      vat_number: M.vatNumberInvalid,
      payment_terms_days: M.paymentTermsInvalid,
      prices_include_vat: M.pricesIncludeVatRequired,
    });
    const half = await put({ ...FULL, account_number: '', iban: '', bic: 'NWBKGB2L' });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toEqual({ account_number: M.accountNumberRequired, iban: M.ibanRequired });
    expect((await get(URL)).json()).toMatchObject({ sort_code: '123456', account_number: '12345678' });
  });

  it('belong to each operator: Harbour’s save is its own', async () => {
    await put(FULL);
    const harbour = await put({ legal_name: 'Harbour Works (Leith) Ltd', prices_include_vat: true }, tok.harbour);
    expect(harbour.json()).toMatchObject({ legal_name: 'Harbour Works (Leith) Ltd', sort_code: null, prices_include_vat: true });
    expect((await get(URL)).json()).toMatchObject({ legal_name: FULL.legal_name, prices_include_vat: false });
    await put({ prices_include_vat: false }, tok.harbour);
  });

  it('need the account section', async () => {
    expect((await get(URL, tok.staff)).statusCode).toBe(403);
    expect((await put(FULL, tok.staff)).statusCode).toBe(403);
  });
});

describe('the invoice PDF shows them', () => {
  it('supplier, VAT and company numbers, tax point, VAT per rate, bank details, terms, footer and the customer’s VAT number', async () => {
    await put(FULL);
    const team = await billedTeam(t.db, ids.demo, 'shoreditch');
    const invoice = (await send('POST', '/api/invoices/', newInvoice(team))).json() as InvoiceItem;
    for (const l of [
      { name: 'Dedicated desk March', units: 1, unit_price: 250, vat: 20 },
      { name: 'Printing', units: 1, unit_price: 10, vat: 5 },
    ]) {
      await send('POST', '/api/invoice-lines/', { invoice: invoice.slug, payment_type: 'work', date: '2025-03-01', status: 'new', ...l });
    }
    const [data] = await t.db
      .insert(invoiceDatas)
      .values({
        clientId: ids.demo,
        slug: 'vat-number-data',
        teamId: team.teamId,
        name: 'Customer With VAT Ltd',
        address1: '2 High St',
        vatNumber: 'GB987654321',
        status: 'active',
      })
      .returning();
    const withVat = (await send('POST', '/api/invoices/', newInvoice({ team: team.team, data: data.slug }))).json() as InvoiceItem;
    await send('POST', '/api/invoice-lines/', {
      invoice: withVat.slug,
      name: 'Hot desk',
      payment_type: 'work',
      date: '2025-03-01',
      status: 'new',
      units: 1,
      unit_price: 25,
      vat: 20,
    });

    const text = await pdfText((await get(`/api/invoices/${invoice.slug}/pdf`)).rawPayload);
    for (const want of [
      'VAT invoice',
      'Demo Coworking Ltd',
      '1 Old Street',
      'EC1V 9HL',
      'VAT Reg. No. GB123456789',
      'Company No. 01234567',
      'Tax point',
      'Bank: Bank of Shoreditch',
      'Account name: Demo Coworking Ltd',
      'Sort code 12-34-56',
      'Account number 12345678',
      'IBAN GB82 WEST 1234 5698 7654 32',
      'BIC NWBKGB2L',
      'Payment terms: 14 days',
      'Registered in England and Wales.',
    ]) {
      expect(text).toContain(want);
    }
    expect(text).toMatch(/Tax point\s+01-03-2025/);
    expect(text).toMatch(/VAT 20% on £250\.00\s+£50\.00/);
    expect(text).toMatch(/VAT 5% on £10\.00\s+£0\.50/);

    const customer = await pdfText((await get(`/api/invoices/${withVat.slug}/pdf`)).rawPayload);
    expect(customer).toContain('VAT No. GB987654321');
  });

  it('titles an invoice without VAT "Invoice"', async () => {
    const team = await billedTeam(t.db, ids.demo, 'shoreditch');
    const invoice = (await send('POST', '/api/invoices/', newInvoice(team))).json() as InvoiceItem;
    await send('POST', '/api/invoice-lines/', {
      invoice: invoice.slug,
      name: 'Exempt room hire',
      payment_type: 'work',
      date: '2025-03-01',
      status: 'new',
      units: 1,
      unit_price: 50,
      vat: 0,
    });
    const text = await pdfText((await get(`/api/invoices/${invoice.slug}/pdf`)).rawPayload);
    expect(text).not.toContain('VAT invoice');
    expect(text).toMatch(/\bInvoice\b/);
  });
});

describe('payment terms default the due date', () => {
  it('of the invoices a billing run opens', async () => {
    await put({ ...FULL, payment_terms_days: 10 });
    const [client] = await t.db.select().from(clients).where(eq(clients.id, ids.demo));
    expect(client.pricesIncludeVat).toBe(false);
    const ran = await send('POST', '/api/billing-runs/', { month: '2033-02' });
    expect(ran.statusCode, ran.body).toBe(200);
    const created = (ran.json() as { invoices: { slug: string }[] }).invoices;
    expect(created.length).toBeGreaterThan(0);
    for (const i of created.slice(0, 3)) expect(((await get(`/api/invoices/${i.slug}`)).json() as InvoiceItem).date_due).toBe('2033-02-11');
    await put(FULL);
  });
});
