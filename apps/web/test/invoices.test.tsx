import { INVOICE_MESSAGES, formatPence, lineTotals, toPence } from '@clubspace/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvoiceLineDialog, previewLine } from '../src/features/members/components/invoice-line-dialog';
import { InvoiceStatusToggle } from '../src/features/members/components/invoice-status-toggle';
import InvoicesListPage from '../src/features/members/routes/invoices-list-page';
import { invoiceItem } from './invoice-helpers';
import { callsTo, renderWithApp, serveApi } from './members-helpers';

// notistack needs its provider; the toasts are checked through these mocks.
const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../src/lib/notify', () => notify);

const field = (label: RegExp) => screen.getByRole('spinbutton', { name: label });

describe('InvoiceLineDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the line messages of the contract and sends nothing', async () => {
    const api = serveApi(() => ({ body: [] }));
    renderWithApp(<InvoiceLineDialog open invoice="inv-0042" onClose={vi.fn()} />);
    fireEvent.change(field(/Units/), { target: { value: '' } });
    fireEvent.change(field(/Vat/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(INVOICE_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(INVOICE_MESSAGES.paymentTypeRequired)).toBeTruthy();
    expect(screen.getByText(INVOICE_MESSAGES.unitsRequired)).toBeTruthy();
    expect(screen.getByText(INVOICE_MESSAGES.vatRequired)).toBeTruthy();
    expect(screen.getByText(INVOICE_MESSAGES.unitPriceRequired)).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/invoice-lines/')).toHaveLength(0);
  });

  it('previews the gross with the contract helpers (VAT rounded per line) and posts the line', async () => {
    const api = serveApi((url, init) =>
      url.startsWith('/api/invoice-lines/') && init?.method === 'POST' ? { status: 201, body: {} } : { body: [] },
    );
    const onClose = vi.fn();
    renderWithApp(<InvoiceLineDialog open invoice="inv-0042" onClose={onClose} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Hot desk' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Payment type/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Work' }));
    fireEvent.change(field(/Units/), { target: { value: '3' } });
    fireEvent.change(field(/Unit Price/), { target: { value: '0.99' } });
    const expected = lineTotals({ unitPricePence: toPence(0.99), units: 3, vatPercent: 20 });
    expect(expected).toMatchObject({ net: 297, vat: 59, gross: 356, unitGross: 119 });
    const totals = screen.getByRole('group', { name: 'Line totals' });
    expect(totals.textContent).toContain(`Line gross: ${formatPence(expected.gross)}`);
    expect(totals.textContent).toContain('Unit gross: £1.19');
    expect(totals.textContent).toContain('Line net: £2.97');
    expect(previewLine({ units: '', unit_price: '1', vat: '20' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(api, 'POST', '/api/invoice-lines/')).toHaveLength(1));
    const body = JSON.parse(String(callsTo(api, 'POST', '/api/invoice-lines/')[0][1]?.body));
    expect(body).toMatchObject({
      invoice: 'inv-0042',
      name: 'Hot desk',
      payment_type: 'work',
      units: 3,
      unit_price: 0.99,
      vat: 20,
      status: 'new',
      member: null,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 3000 });
    expect(notify.notifySuccess).toHaveBeenCalledWith(INVOICE_MESSAGES.lineSaved);
  });
});

describe('InvoiceStatusToggle', () => {
  it('selects one status at a time; clicking the active one clears it', () => {
    const onChange = vi.fn();
    const { rerender } = render(<InvoiceStatusToggle value="" onChange={onChange} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Pending', 'Paid', 'Void', 'Draft', 'Overdue']);
    fireEvent.click(screen.getByRole('button', { name: 'Overdue' }));
    expect(onChange).toHaveBeenLastCalledWith('overdue');
    fireEvent.click(screen.getByRole('button', { name: 'Void' }));
    expect(onChange).toHaveBeenLastCalledWith('void');
    rerender(<InvoiceStatusToggle value="void" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Void' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Void' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});

describe('InvoicesListPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the columns (open as Draft, Xero ok) and toggles the status filter; clicking the active one clears it', async () => {
    const api = serveApi((url) =>
      url.startsWith('/api/dashboard-invoices/')
        ? {
            body: {
              num_results: 2,
              page_size: 15,
              current_page: 1,
              num_pages: 1,
              invoices: [invoiceItem(), invoiceItem({ slug: 'b', name: 'INV-0043', status: 'pending_payment', xero_id: null })],
            },
          }
        : { body: [] },
    );
    renderWithApp(<InvoicesListPage />, '/members/invoices');
    expect(await screen.findByRole('link', { name: 'INV-0042' })).toBeTruthy();
    // The row's status and the filter's toggle use one word for open: Draft.
    expect(screen.getAllByText('Draft')).toHaveLength(2);
    expect(screen.getAllByText('Pending').length).toBeGreaterThan(1);
    expect(screen.getByText('ok')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toBeTruthy();
    expect(screen.getAllByText('£1,234.50')).toHaveLength(2);
    expect(screen.getAllByText('31-03-2026')).toHaveLength(2);
    const first = String(callsTo(api, 'GET', '/api/dashboard-invoices/')[0][0]);
    expect(first).toContain('order=-date');
    expect(first).toContain('page_size=15');
    expect(first).not.toContain('status=');

    const group = screen.getByRole('group', { name: 'Invoice status' });
    const pending = within(group).getByRole('button', { name: 'Pending' });
    fireEvent.click(pending);
    await waitFor(() => expect(String(callsTo(api, 'GET', '/api/dashboard-invoices/').at(-1)![0])).toContain('status=pending_payment'));
    expect(pending.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(group).getByRole('button', { name: 'Paid' }));
    await waitFor(() => expect(String(callsTo(api, 'GET', '/api/dashboard-invoices/').at(-1)![0])).toContain('status=paid'));
    const paid = within(group).getByRole('button', { name: 'Paid' });
    fireEvent.click(paid);
    await waitFor(() => expect(paid.getAttribute('aria-pressed')).toBe('false'));
    // Back to no filter: the first (cached) answer is shown again.
    expect(
      within(group)
        .getAllByRole('button')
        .every((b) => b.getAttribute('aria-pressed') === 'false'),
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'Create invoice' }).getAttribute('href')).toBe('/members/invoices/add');
  });
});
