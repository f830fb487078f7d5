import { INVOICE_MESSAGES, type InvoiceDetail, type InvoiceLineItem, type InvoicePayments } from '@clubspace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import InvoiceDetailPage from '../src/features/members/routes/invoice-detail-page';
import { invoiceDetail } from './invoice-helpers';
import { callsTo, renderWithApp, serveApi } from './members-helpers';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn(), useInlineConfirmation: vi.fn() }));
vi.mock('../src/lib/notify', () => notify);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const line = (slug: string, name: string, status: string): InvoiceLineItem => ({
  slug,
  name,
  member: null,
  payment_type: 'work',
  date: '2026-03-01',
  units: 1,
  unit_price: 50,
  vat: 20,
  unit_gross_price: 60,
  line_gross_price: 60,
  line_price: 50,
  status,
  payment_reference: null,
  create_date: '2026-03-01T10:00:00Z',
  invoice: 'inv-0090',
  plan: null,
  membership: null,
  booking: null,
  order: null,
  price_includes_vat: false,
});

/** A validated (issued) invoice of one £60.00 line and one void line. */
const issued = (overrides: Partial<InvoiceDetail> = {}): InvoiceDetail =>
  invoiceDetail({
    name: 'INV-0090',
    slug: 'inv-0090',
    status: 'pending_payment',
    date_sent: '2026-03-02',
    issued_at: '2026-03-02T09:30:00.000Z',
    payment_reference: 'BACS 1',
    xero_id: null,
    gross_price: 60,
    vat: 10,
    net_price: 50,
    lines: 2,
    amount_due: 60,
    invoice_lines: [line('line-1', 'Desk March', 'payment_pending'), line('line-2', 'Room March', 'void')],
    ...overrides,
  });

const PAYMENTS: InvoicePayments = {
  kind: 'invoice',
  gross_price: 60,
  amount_paid: 0,
  amount_due: 60,
  state: 'unpaid',
  payments: [],
  credit_notes: [],
  credit_note_for: null,
  amount_credited: 0,
  creditable: { 'line-1': 60 },
};

function open(detail: InvoiceDetail) {
  const api = serveApi((url, init) => {
    if (url.startsWith('/api/invoices/inv-0090/payments')) return { body: PAYMENTS };
    if (url.startsWith('/api/invoices/inv-0090/online-payments')) return { body: { connected: false, processing: 0, refundable: 0, payments: [] } };
    if (url.startsWith('/api/invoices/inv-0090') && init?.method === 'PUT') return { body: detail };
    if (url.startsWith('/api/invoices/inv-0090')) return { body: detail };
    return undefined;
  });
  renderWithApp(
    <Routes>
      <Route path="/members/invoices/:slug" element={<InvoiceDetailPage />} />
    </Routes>,
    '/members/invoices/inv-0090',
  );
  return api;
}

describe('an issued invoice on its detail screen', () => {
  it('hides Add line, Edit and Delete (invoice and lines) and offers Update status and Credit note', async () => {
    open(issued());
    expect((await screen.findByTestId('invoice-issued')).textContent).toContain(INVOICE_MESSAGES.issuedLocked);
    for (const name of ['Add line', 'Edit invoice', 'Delete', 'Validate', 'Edit line Desk March', 'Delete line Desk March']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.getByRole('button', { name: 'Update status' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Credit note' })).toBeTruthy();
  });

  it('a draft still offers them', async () => {
    open(issued({ status: 'open', issued_at: null, date_sent: null }));
    expect(await screen.findByRole('button', { name: 'Add line' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit line Desk March' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update status' })).toBeNull();
  });

  it('shows a void line struck through and named Void', async () => {
    open(issued());
    const table = await screen.findByRole('table', { name: 'Invoice lines' });
    const voidRow = within(table).getByText('Room March').closest('tr')!;
    expect(within(voidRow).getAllByText('Void').length).toBeGreaterThan(0);
    expect(getComputedStyle(within(voidRow).getByText('Room March')).textDecoration).toContain('line-through');
    const liveRow = within(table).getByText('Desk March').closest('tr')!;
    expect(within(liveRow).queryByText('Void')).toBeNull();
  });

  it('Update status sends the whole form as stored with only the status changed', async () => {
    const api = open(issued());
    fireEvent.click(await screen.findByRole('button', { name: 'Update status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update status' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Status/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    // Never back to Draft.
    expect(options).toEqual(['Pending', 'Paid', 'Void']);
    fireEvent.click(screen.getByRole('option', { name: 'Paid' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(api, 'PUT', '/api/invoices/inv-0090')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(api, 'PUT', '/api/invoices/inv-0090')[0][1]?.body))).toEqual({
      name: 'INV-0090',
      team_slug: 'acme',
      invoice_data: null,
      date: '2026-03-01',
      date_due: '2026-03-31',
      invoice_type: 'work',
      status: 'paid',
      payment_reference: 'BACS 1',
      xero_id: '',
      short_description: '',
    });
  });

  it('an invoice issued without a due date gets the usual one in the form (the update call requires it)', async () => {
    const api = open(issued({ date_due: null }));
    fireEvent.click(await screen.findByRole('button', { name: 'Update status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update status' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(api, 'PUT', '/api/invoices/inv-0090')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(api, 'PUT', '/api/invoices/inv-0090')[0][1]?.body))).toMatchObject({
      date: '2026-03-01',
      date_due: '2026-04-01',
      status: 'pending_payment',
    });
  });
});
