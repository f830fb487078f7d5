import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAYMENT_TERMS_DAYS,
  INVOICE_SETTINGS_MESSAGES as M,
  formatIban,
  formatSortCode,
  invoiceDocumentTitle,
  invoiceSettingsUpdate,
  isIban,
} from '../src/invoice-settings.ts';

const errors = (body: object) => {
  const r = invoiceSettingsUpdate.safeParse(body);
  return Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
};

describe('invoice settings', () => {
  it('stores codes squeezed and blanks as null, with 30 days of terms by default', () => {
    const r = invoiceSettingsUpdate.parse({
      legal_name: ' Demo Coworking Ltd ',
      vat_number: 'gb 123 4567 89',
      company_number: '0123 4567',
      sort_code: '12-34-56',
      account_number: '1234 5678',
      iban: 'gb82 west 1234 5698 7654 32',
      bic: 'nwbkgb2l',
      bank_name: '',
      prices_include_vat: true,
    });
    expect(r).toMatchObject({
      legal_name: 'Demo Coworking Ltd',
      vat_number: 'GB123456789',
      company_number: '01234567',
      sort_code: '123456',
      account_number: '12345678',
      iban: 'GB82WEST12345698765432',
      bic: 'NWBKGB2L',
      bank_name: null,
      registered_address: null,
      payment_terms_days: DEFAULT_PAYMENT_TERMS_DAYS,
      prices_include_vat: true,
    });
    expect(formatSortCode('123456')).toBe('12-34-56');
    expect(formatIban('GB82WEST12345698765432')).toBe('GB82 WEST 1234 5698 7654 32');
  });

  it('answers each malformed field with its message', () => {
    expect(
      errors({
        sort_code: '12345',
        account_number: '1234567',
        iban: 'GB00WEST12345698765432',
        bic: 'NWB',
        vat_number: 'hello',
        payment_terms_days: 400,
        prices_include_vat: 'yes',
      }),
    ).toEqual({
      sort_code: M.sortCodeInvalid,
      account_number: M.accountNumberInvalid,
      iban: M.ibanInvalid,
      bic: M.bicInvalid,
      vat_number: M.vatNumberInvalid,
      payment_terms_days: M.paymentTermsInvalid,
      prices_include_vat: M.pricesIncludeVatRequired,
    });
    expect(errors({ payment_terms_days: 'soon', prices_include_vat: false })).toEqual({ payment_terms_days: M.paymentTermsInvalid });
    expect(errors({ legal_name: 'x'.repeat(201), prices_include_vat: false })).toEqual({ legal_name: M.tooLong(200) });
  });

  it('asks for the other half of a UK account and for the IBAN of a BIC', () => {
    expect(errors({ sort_code: '123456', prices_include_vat: false })).toEqual({ account_number: M.accountNumberRequired });
    expect(errors({ account_number: '12345678', prices_include_vat: false })).toEqual({ sort_code: M.sortCodeRequired });
    expect(errors({ bic: 'NWBKGB2LXXX', prices_include_vat: false })).toEqual({ iban: M.ibanRequired });
  });

  it('checks IBAN check digits', () => {
    expect(isIban('GB82WEST12345698765432')).toBe(true);
    expect(isIban('DE89370400440532013000')).toBe(true);
    expect(isIban('GB83WEST12345698765432')).toBe(false);
  });

  it('titles a document "VAT invoice" only when it charges VAT', () => {
    expect(invoiceDocumentTitle('invoice', 160)).toBe('VAT invoice');
    expect(invoiceDocumentTitle('invoice', 0)).toBe('Invoice');
    expect(invoiceDocumentTitle('credit_note', -160)).toBe('VAT credit note');
    expect(invoiceDocumentTitle('credit_note', 0)).toBe('Credit note');
  });
});
