import {
  INVOICE_DOCUMENT_CONFIRM,
  INVOICE_DOCUMENT_MESSAGES,
  type InvoiceDetail,
  type InvoiceDocumentsState,
  type InvoiceSendResult,
} from '@clubspace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvoiceDocumentsBar } from '../src/features/members/components/invoice-documents-bar';
import { invoiceDetail } from './invoice-helpers';
import { callsTo, renderWithApp, serveApi } from './members-helpers';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../src/lib/notify', () => notify);

const EMAIL = 'accounts@acme.test';

const invoice = (overrides: Partial<InvoiceDetail> = {}): InvoiceDetail =>
  invoiceDetail({ status: 'pending_payment', xero_id: null, gross_price: 120, vat: 20, net_price: 100, lines: 1, amount_due: 120, ...overrides });

const docs = (overrides: Partial<InvoiceDocumentsState> = {}): InvoiceDocumentsState => ({
  email_contact: EMAIL,
  overdue: false,
  date_sent: null,
  events: [],
  ...overrides,
});
const SENT_AT = '2026-11-23T10:00:00.000Z';

describe('InvoiceDocumentsBar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('a draft: Send asks first, naming the invoice and the address (validate and send), then shows it as sent', async () => {
    let sent = false;
    const api = serveApi((url, init) => {
      if (url.startsWith('/api/invoices/inv-0042/send') && init?.method === 'POST') {
        sent = true;
        const body: InvoiceSendResult = {
          detail: INVOICE_DOCUMENT_MESSAGES.sent(EMAIL),
          ...docs({ date_sent: '2026-11-23', events: [{ kind: 'sent', to: EMAIL, by: 'Olivia Owner', at: SENT_AT, note: null }] }),
        };
        return { body };
      }
      if (url.startsWith('/api/invoices/inv-0042/documents'))
        return { body: sent ? docs({ events: [{ kind: 'sent', to: EMAIL, by: 'Olivia Owner', at: SENT_AT, note: null }] }) : docs() };
      return undefined;
    });
    renderWithApp(<InvoiceDocumentsBar invoice={invoice({ status: 'open' })} />);
    expect(screen.getByTestId('invoice-sent').textContent).toBe('Not sent yet');
    const sendButton = screen.getByRole('button', { name: 'Send' });
    await waitFor(() => expect((sendButton as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByRole('button', { name: 'Send reminder' })).toBeNull();
    fireEvent.click(sendButton);
    const text = INVOICE_DOCUMENT_CONFIRM.send('INV-0042', EMAIL, true);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(text.title)).toBeTruthy();
    expect(within(dialog).getByText(text.message)).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/invoices/inv-0042/send')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Validate and send' }));
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith(INVOICE_DOCUMENT_MESSAGES.sent(EMAIL)));
    expect(callsTo(api, 'POST', '/api/invoices/inv-0042/send')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('invoice-sent').textContent).toBe(`Sent 23-11-2026 to ${EMAIL}`));
  });

  it('an overdue invoice shows the Overdue chip and Send reminder, which confirms and posts /remind', async () => {
    const api = serveApi((url, init) => {
      if (url.startsWith('/api/invoices/inv-0042/remind') && init?.method === 'POST')
        return { body: { detail: INVOICE_DOCUMENT_MESSAGES.reminded(EMAIL), ...docs({ overdue: true }) } };
      if (url.startsWith('/api/invoices/inv-0042/documents'))
        return { body: docs({ overdue: true, events: [{ kind: 'sent', to: EMAIL, by: 'O', at: SENT_AT, note: null }] }) };
      return undefined;
    });
    renderWithApp(<InvoiceDocumentsBar invoice={invoice({ overdue: true, date_sent: '2026-11-23' })} />);
    expect(screen.getByTestId('invoice-overdue').textContent).toBe('Overdue');
    const reminder = screen.getByRole('button', { name: 'Send reminder' });
    await waitFor(() => expect((reminder as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(reminder);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(INVOICE_DOCUMENT_CONFIRM.remind('INV-0042', EMAIL).message)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    await waitFor(() => expect(callsTo(api, 'POST', '/api/invoices/inv-0042/remind')).toHaveLength(1));
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith(INVOICE_DOCUMENT_MESSAGES.reminded(EMAIL)));
  });

  it('without a contact e-mail Send is disabled and the reason is written; Download PDF fetches the PDF with the token', async () => {
    const api = serveApi((url) =>
      url.startsWith('/api/invoices/inv-0042/documents')
        ? { body: docs({ email_contact: null }) }
        : url.startsWith('/api/invoices/inv-0042/pdf')
          ? { body: '%PDF-' }
          : undefined,
    );
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => (created.push(b), 'blob:x'), revokeObjectURL: () => undefined }));
    renderWithApp(<InvoiceDocumentsBar invoice={invoice()} />);
    expect(await screen.findByText(INVOICE_DOCUMENT_MESSAGES.noEmailContact)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(callsTo(api, 'GET', '/api/invoices/inv-0042/pdf')).toHaveLength(1));
    const [, init] = callsTo(api, 'GET', '/api/invoices/inv-0042/pdf')[0];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer a');
    await waitFor(() => expect(created).toHaveLength(1));
  });

  it('a void invoice has no Send', async () => {
    serveApi((url) => (url.startsWith('/api/invoices/inv-0042/documents') ? { body: docs() } : undefined));
    renderWithApp(<InvoiceDocumentsBar invoice={invoice({ status: 'void' })} />);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });
});
