import {
  ONLINE_REFUND_MESSAGES,
  type InvoiceDetail,
  type InvoiceOnlinePayments,
  type InvoicePayments,
  type OnlinePaymentItem,
} from '@clubspace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvoicePaymentsCard } from '../src/features/members/components/invoice-payments-card';
import { invoiceDetail } from './invoice-helpers';
import { callsTo, renderWithApp, serveApi } from './members-helpers';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn(), useInlineConfirmation: vi.fn() }));
vi.mock('../src/lib/notify', () => notify);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const balance = (over: Partial<InvoicePayments>): InvoicePayments => ({
  kind: 'invoice',
  gross_price: 120,
  amount_paid: 0,
  amount_due: 120,
  state: 'unpaid',
  credit_notes: [],
  credit_note_for: null,
  amount_credited: 0,
  creditable: {},
  payments: [],
  ...over,
});

const ONLINE: OnlinePaymentItem = {
  slug: 'op-1',
  invoice: { slug: 'inv-0070', name: 'INV-0070' },
  amount: 120,
  state: 'succeeded',
  method: 'card',
  checkout_session_id: 'cs_test_abc',
  payment_intent_id: 'pi_123',
  unapplied: false,
  refunded: 0,
  refundable: 120,
  failure: null,
  created_at: '2026-03-05T10:00:00Z',
  refunds: [],
};

describe('online payments on the Payments card (issue 27)', () => {
  it('a credit note of an invoice paid online is refunded to the card, the amount prefilled', async () => {
    const online: InvoiceOnlinePayments = { connected: true, processing: 0, refundable: 96, payments: [ONLINE] };
    const api = serveApi((url, init) => {
      if (url.startsWith('/api/invoices/cn-1/refund-to-card'))
        return {
          status: 201,
          body: {
            refund: {
              slug: 'rf-1',
              amount: 96,
              status: 'pending',
              provider_refund_id: 're_1',
              credit_note: null,
              failure: null,
              created_at: '2026-03-06T10:00:00Z',
            },
            detail: ONLINE_REFUND_MESSAGES.started(9600),
          },
        };
      if (url.startsWith('/api/invoices/cn-1/online-payments')) return { body: online };
      if (url.startsWith('/api/invoices/cn-1/payments') && !init?.method)
        return { body: balance({ kind: 'credit_note', gross_price: -96, amount_due: 96 }) };
      return undefined;
    });
    const note: InvoiceDetail = invoiceDetail({
      slug: 'cn-1',
      name: 'CN-0001',
      kind: 'credit_note',
      status: 'pending_payment',
      gross_price: -96,
      amount_due: 96,
    });
    renderWithApp(<InvoicePaymentsCard invoice={note} />);
    const card = screen.getByRole('region', { name: 'Refunds' });
    const table = await within(card).findByRole('table', { name: 'Online payments' });
    expect(table.textContent).toContain('Succeeded');
    expect(table.textContent).toContain('pi_123');
    expect(within(card).queryByRole('button', { name: 'Payment link' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Refund to the card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund to the card' });
    expect((within(dialog).getByRole('spinbutton', { name: /Amount/ }) as HTMLInputElement).value).toBe('96.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund to the card' }));
    await waitFor(() => expect(callsTo(api, 'POST', '/api/invoices/cn-1/refund-to-card')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(api, 'POST', '/api/invoices/cn-1/refund-to-card')[0][1]?.body))).toEqual({ amount: '96.00' });
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith(ONLINE_REFUND_MESSAGES.started(9600)));
  });

  it('says what Direct Debit is collecting, and hands out the payment link to copy or e-mail', async () => {
    const online: InvoiceOnlinePayments = {
      connected: true,
      processing: 60,
      refundable: 0,
      payments: [{ ...ONLINE, amount: 60, state: 'processing', method: 'direct_debit' }],
    };
    const link = { url: 'http://stripe.test/checkout/cs_1', amount: 60, detail: 'Payment link ready' };
    const api = serveApi((url, init) => {
      if (url.startsWith('/api/invoices/inv-0070/payment-link')) {
        const send = JSON.parse(String(init?.body)).send;
        return { body: send ? { ...link, detail: 'Payment link sent to pay@acme.test' } : link };
      }
      if (url.startsWith('/api/invoices/inv-0070/online-payments')) return { body: online };
      if (url.startsWith('/api/invoices/inv-0070/payments')) return { body: balance({}) };
      return undefined;
    });
    renderWithApp(
      <InvoicePaymentsCard
        invoice={invoiceDetail({ slug: 'inv-0070', name: 'INV-0070', status: 'pending_payment', gross_price: 120, amount_due: 120 })}
      />,
    );
    expect(await screen.findByText(ONLINE_REFUND_MESSAGES.processingNote(6000))).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Online payments' }).textContent).toContain('Processing');
    fireEvent.click(screen.getByRole('button', { name: 'Payment link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment link' });
    await waitFor(() => expect((within(dialog).getByRole('textbox', { name: 'Link' }) as HTMLInputElement).value).toBe(link.url));
    fireEvent.click(within(dialog).getByRole('button', { name: 'E-mail to the billing contact' }));
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('Payment link sent to pay@acme.test'));
    expect(callsTo(api, 'POST', '/api/invoices/inv-0070/payment-link').map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { send: false },
      { send: true },
    ]);
  });
});
