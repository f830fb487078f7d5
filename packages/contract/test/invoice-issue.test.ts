import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { INVOICE_STATUSES, issuedFieldChanges, issuedStatusAllowed, issuesInvoice, saleReversal, type IssuedInvoiceFields } from '../src/index.ts';

const stored: IssuedInvoiceFields = {
  name: 'INV-0042',
  teamId: 7,
  invoiceDataId: 3,
  date: '2026-11-01',
  dateDue: '2026-12-01',
  invoiceType: 'work',
  shortDescription: 'Bookings',
};

describe('issued invoices', () => {
  it('are issued by pending payment or paid, not by void or draft', () => {
    expect(INVOICE_STATUSES.filter(issuesInvoice)).toEqual(['pending_payment', 'paid']);
  });

  it('the whole form sent back unchanged is no change; blanks and spaces are normalised', () => {
    expect(issuedFieldChanges(stored, { ...stored })).toEqual([]);
    expect(issuedFieldChanges(stored, { ...stored, name: ' INV-0042 ', shortDescription: 'Bookings  ' })).toEqual([]);
    expect(issuedFieldChanges({ ...stored, shortDescription: null }, { ...stored, shortDescription: '' })).toEqual([]);
  });

  it('names every document field that would change', () => {
    expect(issuedFieldChanges(stored, { ...stored, teamId: 8, invoiceDataId: null, date: '2026-11-02', dateDue: '2026-12-02' })).toEqual([
      'teamId',
      'invoiceDataId',
      'date',
      'dateDue',
    ]);
    expect(issuedFieldChanges(stored, { ...stored, name: 'INV-0043', invoiceType: 'bar', shortDescription: 'Other' })).toEqual([
      'name',
      'invoiceType',
      'shortDescription',
    ]);
  });

  it('a due date may be given to an invoice issued without one, not changed once it has one', () => {
    expect(issuedFieldChanges({ ...stored, dateDue: null }, { ...stored, dateDue: '2026-12-15' })).toEqual([]);
    expect(issuedFieldChanges(stored, { ...stored, dateDue: null })).toEqual(['dateDue']);
  });

  fcTest.prop([fc.constantFrom(...INVOICE_STATUSES), fc.constantFrom(...INVOICE_STATUSES)])(
    'never goes back to draft; staying is allowed',
    (from, to) => {
      expect(issuedStatusAllowed(from, to)).toBe(to === from || to !== 'open');
    },
  );

  it('a sale on a draft is voided in place; on an issued invoice or once paid it is credited', () => {
    expect(saleReversal({ status: 'payment_pending' }, { issued: false })).toBe('void');
    expect(saleReversal({ status: 'new' }, { issued: false })).toBe('void');
    expect(saleReversal({ status: 'payment_pending' }, { issued: true })).toBe('credit');
    expect(saleReversal({ status: 'paid' }, { issued: false })).toBe('credit');
    expect(saleReversal({ status: 'void' }, { issued: true })).toBe('none');
    // Nothing is owed on a void invoice: no credit for an unpaid line of it; a paid one is still credited.
    expect(saleReversal({ status: 'payment_pending' }, { issued: true, status: 'void' })).toBe('none');
    expect(saleReversal({ status: 'paid' }, { issued: true, status: 'void' })).toBe('credit');
    expect(saleReversal({ status: 'new' }, { issued: false, status: 'void' })).toBe('void');
  });
});
