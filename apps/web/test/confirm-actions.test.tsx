import { CONFIRM, RESET_THROTTLE_MINUTES, resetThrottledMessage, type InvoiceDetail, type TeamDashboard } from '@clubspace/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, useConfirm } from '../src/components/confirm-dialog';
import { MemberHeader } from '../src/features/members/components/member-header';
import InvoiceDetailPage from '../src/features/members/routes/invoice-detail-page';
import TeamDetailPage from '../src/features/members/routes/team-detail-page';
import { invoiceDetail } from './invoice-helpers';
import { callsTo, memberItem, renderWithApp, serveApi } from './members-helpers';

// notistack needs its provider; the toasts are checked through these mocks.
const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn(), useInlineConfirmation: vi.fn() }));
vi.mock('../src/lib/notify', () => notify);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const invoice = (overrides: Partial<InvoiceDetail> = {}): InvoiceDetail =>
  invoiceDetail({
    name: 'INV-0068',
    slug: 'inv-0068',
    payment_reference: 'REF-0123456789-ABCDEFGHIJKLMNOPQRSTUVWXYZ-0123456789',
    xero_id: 'XERO-1',
    gross_price: 12,
    vat: 2,
    net_price: 10,
    lines: 1,
    amount_due: 12,
    invoice_lines: [
      {
        slug: 'line-1',
        name: 'Desk March',
        member: null,
        payment_type: 'work',
        date: '2026-03-01',
        units: 1,
        unit_price: 10,
        vat: 20,
        unit_gross_price: 12,
        price_includes_vat: false,
        line_gross_price: 12,
        line_price: 10,
        status: 'new',
        payment_reference: null,
        create_date: '2026-03-01T10:00:00Z',
        invoice: 'inv-0068',
      },
    ],
    ...overrides,
  });

const PAYMENTS = {
  kind: 'invoice',
  gross_price: 12,
  amount_paid: 0,
  amount_due: 12,
  state: 'unpaid',
  payments: [],
  credit_notes: [],
  credit_note_for: null,
  creditable: {},
};

const at = (path: string, pattern: string, page: React.ReactNode) =>
  renderWithApp(
    <Routes>
      <Route path={pattern} element={page} />
    </Routes>,
    path,
  );

describe('ConfirmDialog (kit)', () => {
  it('names the thing, paints a destructive confirm red and does nothing on its safe button (which says what it keeps)', () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    const text = CONFIRM.validateInvoice('INV-0068');
    render(<ConfirmDialog open text={text} onClose={onClose} onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Validate INV-0068?' });
    expect(within(dialog).getByText(/INV-0068 moves to Pending and gets today as sent date/)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Validate' });
    expect(confirm.className).toContain('colorError');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep as draft' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('useConfirm runs the action only after the user confirms', async () => {
    const action = vi.fn(async () => undefined);
    function Harness() {
      const confirm = useConfirm();
      return (
        <>
          <button onClick={() => confirm.ask(CONFIRM.deleteFloor('Ground'), action)}>Delete floor</button>
          {confirm.dialog}
        </>
      );
    }
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete floor' }));
    expect(screen.getByRole('dialog', { name: "Delete floor 'Ground'?" })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep floor' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(action).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete floor' }));
    fireEvent.click(screen.getByRole('button', { name: CONFIRM.deleteFloor('Ground').confirmLabel }));
    await waitFor(() => expect(action).toHaveBeenCalledOnce());
  });
});

describe('invoice detail confirmations', () => {
  const serveInvoice = (detail = invoice()) =>
    serveApi((url, init) => {
      if (url.startsWith('/api/invoice-validate/')) return { body: { detail: 'Invoice validated', invoice: detail } };
      if (url.startsWith('/api/invoice-lines/') && init?.method === 'DELETE') return { status: 204, body: null };
      if (url.startsWith('/api/invoices/inv-0068/payments')) return { body: PAYMENTS };
      if (url.startsWith('/api/invoices/inv-0068/online-payments')) return { body: { connected: false, processing: 0, refundable: 0, payments: [] } };
      if (url.startsWith('/api/invoices/inv-0068')) return { body: detail };
      return undefined;
    });

  it("validating asks 'Validate INV-0068?' and posts nothing until confirmed", async () => {
    const api = serveInvoice();
    at('/members/invoices/inv-0068', '/members/invoices/:slug', <InvoiceDetailPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Validate' }));
    const dialog = screen.getByRole('dialog', { name: 'Validate INV-0068?' });
    expect(callsTo(api, 'POST', '/api/invoice-validate/')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep as draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api, 'POST', '/api/invoice-validate/')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(callsTo(api, 'POST', '/api/invoice-validate/')).toHaveLength(1));
    expect(notify.notifySuccess).toHaveBeenCalledWith('Invoice validated');
  });

  it('line actions are labelled icon buttons; deleting a line names it and waits for the confirmation', async () => {
    const api = serveInvoice();
    at('/members/invoices/inv-0068', '/members/invoices/:slug', <InvoiceDetailPage />);
    const edit = await screen.findByRole('button', { name: 'Edit line Desk March' });
    expect(edit.querySelector('svg')).toBeTruthy();
    expect(edit.textContent).not.toContain('✎');
    fireEvent.click(screen.getByRole('button', { name: 'Delete line Desk March' }));
    const dialog = screen.getByRole('dialog', { name: "Delete line 'Desk March'?" });
    expect(within(dialog).getByText(/removed from INV-0068/)).toBeTruthy();
    expect(callsTo(api, 'DELETE', '/api/invoice-lines/')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete line' }));
    await waitFor(() => expect(callsTo(api, 'DELETE', '/api/invoice-lines/line-1')).toHaveLength(1));
  });

  it("shows the totals in their own block and 'Sent' for the sent date", async () => {
    serveInvoice();
    at('/members/invoices/inv-0068', '/members/invoices/:slug', <InvoiceDetailPage />);
    const totals = await screen.findByLabelText('Invoice totals');
    expect(within(totals).getByTestId('invoice-total').textContent).toBe('£12.00');
    expect(within(totals).getByText('Total VAT (20%)')).toBeTruthy();
    expect(screen.getByText('Sent')).toBeTruthy();
    // The date is labelled Sent (the seed's 'Send' typo); the only 'Send' is the documents bar's button.
    expect(screen.queryAllByText('Send').every((el) => el.closest('button'))).toBe(true);
  });

  it('an unknown invoice shows its error once, inline, without a toast', async () => {
    serveApi((url) => (url.startsWith('/api/invoices/') ? { status: 404, body: { detail: 'Invoice not found' } } : undefined));
    at('/members/invoices/nope', '/members/invoices/:slug', <InvoiceDetailPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Invoice not found');
    expect(notify.notifyError).not.toHaveBeenCalled();
  });
});

describe('member header confirmations', () => {
  it('reset password names the member, sends nothing until confirmed, and shows the throttle message', async () => {
    const throttled = resetThrottledMessage(RESET_THROTTLE_MINUTES);
    const api = serveApi((url) => (url.startsWith('/api/forgot/') ? { status: 429, body: { detail: throttled } } : undefined));
    renderWithApp(<MemberHeader member={memberItem()} onEdit={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset the password of Ann Lee?' });
    expect(within(dialog).getByText(/ann@example\.com/)).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/forgot/')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reset e-mail' }));
    await waitFor(() => expect(callsTo(api, 'POST', '/api/forgot/')).toHaveLength(1));
    await waitFor(() => expect(notify.notifyError).toHaveBeenCalledWith(throttled));
  });
});

describe('team detail: cancelling invoice data', () => {
  it('asks, naming the invoice data, before it becomes inactive', async () => {
    const team: TeamDashboard = {
      team: {
        slug: 'acme',
        name: 'Acme',
        status: 'active',
        description: null,
        invoice_name: null,
        invoice_address: null,
        invoice_post_code: null,
        invoice_city: null,
      },
      image: null,
      team_mates: [],
      memberships: [],
      bookings: [],
      invoices: [],
      invoice_datas: [
        {
          slug: 'acme-billing',
          name: 'Acme billing',
          town: 'London',
          post_code: 'E1',
          address_1: '1 Road',
          address_2: null,
          email_contact: 'a@acme.test',
          default: true,
          status: 'active',
        },
      ],
    };
    const api = serveApi((url, init) => {
      if (url.startsWith('/api/invoice-datas/acme-billing/cancel') && init?.method === 'PUT')
        return { body: { ...team.invoice_datas[0], status: 'inactive' } };
      if (url.startsWith('/api/dashboard-team/')) return { body: team };
      return undefined;
    });
    at('/members/companies/acme', '/members/companies/:slug', <TeamDetailPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Acme billing' }));
    const dialog = screen.getByRole('dialog', { name: "Cancel invoice data 'Acme billing'?" });
    expect(callsTo(api, 'PUT', '/api/invoice-datas/')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel invoice data' }));
    await waitFor(() => expect(callsTo(api, 'PUT', '/api/invoice-datas/acme-billing/cancel')).toHaveLength(1));
  });
});
