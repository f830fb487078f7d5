import { PAYMENT_MESSAGES, type InvoiceDetail, type InvoicePayments } from '@clubspace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvoicePaymentsCard } from '../src/features/members/components/invoice-payments-card';
import { creditTotalPence } from '../src/features/members/components/credit-note-dialog';
import { invoiceDetail } from './invoice-helpers';
import { callsTo, renderWithApp, serveApi } from './members-helpers';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn(), useInlineConfirmation: vi.fn() }));
vi.mock('../src/lib/notify', () => notify);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const LINE = {
  slug: 'line-1',
  name: 'Fixed desk',
  member: null,
  payment_type: 'work',
  date: '2026-03-01',
  units: 2,
  unit_price: 50,
  vat: 20,
  unit_gross_price: 60,
  price_includes_vat: false,
  line_gross_price: 120,
  line_price: 100,
  status: 'payment_pending',
  payment_reference: null,
  create_date: '2026-03-01T10:00:00Z',
  invoice: 'inv-0070',
  plan: null,
  membership: null,
  booking: null,
  order: null,
};

const invoice = (overrides: Partial<InvoiceDetail> = {}): InvoiceDetail =>
  invoiceDetail({
    name: 'INV-0070',
    slug: 'inv-0070',
    team: null,
    team_slug: null,
    status: 'pending_payment',
    date_sent: '2026-03-01',
    xero_id: null,
    gross_price: 120,
    vat: 20,
    net_price: 100,
    lines: 1,
    amount_paid: 40,
    amount_due: 80,
    invoice_lines: [LINE],
    ...overrides,
  });

const PARTIAL: InvoicePayments = {
  kind: 'invoice',
  gross_price: 120,
  amount_paid: 40,
  amount_due: 80,
  state: 'partial',
  credit_notes: [],
  credit_note_for: null,
  amount_credited: 0,
  creditable: { 'line-1': 120 },
  payments: [
    {
      slug: 'pay-1',
      amount: 40,
      date: '2026-03-05',
      method: 'card',
      reference: 'Till 4',
      created_by: 'Olivia Owner',
      created_at: '2026-03-05T10:00:00Z',
    },
  ],
};

describe('InvoicePaymentsCard', () => {
  it('shows the partial state, the payments, and records the rest with the amount due prefilled', async () => {
    const api = serveApi((url, init) => {
      if (url.startsWith('/api/invoices/inv-0070/payments') && init?.method === 'POST')
        return { status: 201, body: { ...PARTIAL.payments[0], slug: 'pay-2', amount: 80 } };
      if (url.startsWith('/api/invoices/inv-0070/payments')) return { body: PARTIAL };
      return undefined;
    });
    renderWithApp(<InvoicePaymentsCard invoice={invoice()} />);
    expect((await screen.findByTestId('payment-summary')).textContent).toBe('Partly paid: £40.00 of £120.00');
    const card = screen.getByRole('region', { name: 'Payments' });
    expect(within(card).getByText('£80.00')).toBeTruthy();
    const row = within(within(card).getByRole('table', { name: 'Payments' })).getAllByRole('row')[1];
    expect(row.textContent).toContain('05-03-2026');
    expect(row.textContent).toContain('£40.00');
    expect(row.textContent).toContain('Card');
    expect(row.textContent).toContain('Till 4');

    fireEvent.click(within(card).getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    expect((within(dialog).getByRole('spinbutton', { name: /Amount/ }) as HTMLInputElement).value).toBe('80.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(callsTo(api, 'POST', '/api/invoices/inv-0070/payments')).toHaveLength(1));
    const body = JSON.parse(String(callsTo(api, 'POST', '/api/invoices/inv-0070/payments')[0][1]?.body));
    expect(body).toMatchObject({ amount: '80.00', method: 'bank_transfer' });
    expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith(PAYMENT_MESSAGES.recorded));
  });

  it('deletes a payment only after confirming', async () => {
    const api = serveApi((url, init) => {
      if (url.startsWith('/api/invoice-payments/pay-1') && init?.method === 'DELETE') return { status: 204, body: null };
      if (url.startsWith('/api/invoices/inv-0070/payments')) return { body: PARTIAL };
      return undefined;
    });
    renderWithApp(<InvoicePaymentsCard invoice={invoice()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete payment of £40.00' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the payment of £40.00?' });
    expect(callsTo(api, 'DELETE', '/api/invoice-payments/')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete payment' }));
    await waitFor(() => expect(callsTo(api, 'DELETE', '/api/invoice-payments/pay-1')).toHaveLength(1));
  });

  it('a paid invoice offers a credit note of chosen lines, with the total', async () => {
    const paid: InvoicePayments = {
      ...PARTIAL,
      amount_paid: 120,
      amount_due: 0,
      state: 'paid',
      credit_notes: [{ slug: 'cn-1', name: 'CN-0001', date: '2026-03-09', status: 'pending_payment', gross_price: -20 }],
      creditable: { 'line-1': 100 },
    };
    const api = serveApi((url, init) => {
      if (url.startsWith('/api/invoices/inv-0070/credit-note'))
        return { status: 201, body: { ...invoice(), name: 'CN-0002', slug: 'cn-2', kind: 'credit_note' } };
      if (url.startsWith('/api/invoices/inv-0070/payments') && !init?.method) return { body: paid };
      if (url.startsWith('/api/invoices/inv-0070/payments')) return { body: paid };
      return undefined;
    });
    renderWithApp(<InvoicePaymentsCard invoice={invoice({ status: 'paid', amount_paid: 120, amount_due: 0 })} />);
    expect((await screen.findByTestId('payment-summary')).textContent).toBe('Paid');
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
    expect(screen.getByRole('link', { name: 'CN-0001' }).getAttribute('href')).toBe('/members/invoices/cn-1');
    fireEvent.click(screen.getByRole('button', { name: 'Credit note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit note' });
    expect(within(dialog).getByLabelText('Credit note total').textContent).toBe('Total to credit: £0.00');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Credit Fixed desk' }));
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Amount for Fixed desk/ }), { target: { value: '30' } });
    expect(within(dialog).getByLabelText('Credit note total').textContent).toBe('Total to credit: £30.00');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Desk broken' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() => expect(callsTo(api, 'POST', '/api/invoices/inv-0070/credit-note')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(api, 'POST', '/api/invoices/inv-0070/credit-note')[0][1]?.body))).toEqual({
      reason: 'Desk broken',
      lines: [{ line: 'line-1', amount: '30' }],
    });
  });

  it('sums only the chosen lines', () => {
    expect(
      creditTotalPence([
        { chosen: true, amount: '10.10' },
        { chosen: false, amount: '5' },
        { chosen: true, amount: '' },
      ]),
    ).toBe(1010);
  });
});
