import type { InvoiceDetail, InvoiceItem } from '@clubspace/contract';

/** An invoice row as the list shows it: a draft of March 2026 for Acme (£1,234.50, two lines); override what a test needs. */
export function invoiceItem(overrides: Partial<InvoiceItem> = {}): InvoiceItem {
  return {
    name: 'INV-0042',
    slug: 'inv-0042',
    team: { slug: 'acme', name: 'Acme' },
    team_slug: 'acme',
    invoice_data: null,
    status: 'open',
    payment_reference: null,
    invoice_type: 'work',
    date: '2026-03-01',
    date_due: '2026-03-31',
    date_closed: null,
    date_sent: null,
    short_description: null,
    xero_id: 'X-1',
    gross_price: 1234.5,
    vat_type: 20,
    vat: 205.75,
    net_price: 1028.75,
    lines: 2,
    overdue: false,
    kind: 'invoice',
    amount_paid: 0,
    amount_due: 1234.5,
    issued_at: null,
    ...overrides,
  };
}

/** The invoice detail: the list row plus its lines (none unless given). */
export function invoiceDetail(overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  const { invoice_lines = [], ...item } = overrides;
  return { ...invoiceItem(item), invoice_lines };
}
