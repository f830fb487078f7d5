import {
  DUNNING_DEFAULTS,
  DUNNING_MESSAGES,
  INVOICE_SETTINGS_MESSAGES,
  ON_HOLD_LABEL,
  onHoldTitle,
  type InvoiceDetail,
  type InvoiceDocumentsState,
  type InvoiceSettings,
  type TeamDashboard,
} from '@clubspace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvoiceDocumentsBar } from '../src/features/members/components/invoice-documents-bar';
import { MemberHeader } from '../src/features/members/components/member-header';
import { TeamHeader } from '../src/features/members/components/team-header';
import InvoicingPage from '../src/features/users/routes/invoicing-page';
import { invoiceDetail } from './invoice-helpers';
import { callsTo, memberItem, renderWithApp, serveApi } from './members-helpers';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../src/lib/notify', () => notify);

const INVOICE_SETTINGS = { payment_terms_days: 30, prices_include_vat: false } as InvoiceSettings;
const HOLD = { team: 'acme', team_name: 'Acme', invoice: 'INV-0042', days_overdue: 41 };
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Account → Invoicing → Chasing unpaid invoices', () => {
  it('shows the defaults, puts the server’s field messages on the fields, and saves the card', async () => {
    let saved: unknown = null;
    const api = serveApi((url, init) => {
      if (url.startsWith('/api/invoice-settings/')) return { body: INVOICE_SETTINGS };
      if (!url.startsWith('/api/dunning-settings/')) return undefined;
      if (init?.method !== 'PUT') return { body: DUNNING_DEFAULTS };
      const body = JSON.parse(String(init.body));
      if (body.late_fee === 'fixed' && body.late_fee_amount === null)
        return { status: 400, body: { detail: DUNNING_MESSAGES.feeAmountRequired, errors: { late_fee_amount: DUNNING_MESSAGES.feeAmountRequired } } };
      saved = body;
      return { body: { ...DUNNING_DEFAULTS, late_fee: 'fixed', late_fee_amount: 5, reminder_days: [-3, 0, 7], hold_after_days: 21 } };
    });
    renderWithApp(<InvoicingPage />, '/users/invoicing', ['account']);
    const card = within(await screen.findByRole('form', { name: 'Chasing settings' }));
    expect((card.getByLabelText('Reminder days') as HTMLInputElement).value).toBe('-3, 0, 3, 7, 14');
    expect((card.getByLabelText('On hold after (days overdue)') as HTMLInputElement).value).toBe('30');
    expect((card.getByLabelText('Chase unpaid invoices automatically') as HTMLInputElement).checked).toBe(true);

    fireEvent.mouseDown(card.getByRole('combobox', { name: 'Late fee' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Fixed amount' }));
    fireEvent.click(card.getByRole('button', { name: 'Save chasing settings' }));
    expect(await card.findByText(DUNNING_MESSAGES.feeAmountRequired)).toBeTruthy();

    fireEvent.change(field('Fee (£)'), { target: { value: '5' } });
    fireEvent.change(field('Reminder days'), { target: { value: '7, -3 0' } });
    fireEvent.change(field('On hold after (days overdue)'), { target: { value: '21' } });
    fireEvent.click(card.getByRole('button', { name: 'Save chasing settings' }));
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith(DUNNING_MESSAGES.saved));
    expect(saved).toEqual({
      enabled: true,
      reminder_days: [7, -3, 0],
      late_fee: 'fixed',
      late_fee_amount: 5,
      late_fee_percent: null,
      late_fee_after_days: 7,
      hold_after_days: 21,
    });
    expect(callsTo(api, 'PUT', '/api/dunning-settings/')).toHaveLength(2);
    expect(notify.notifySuccess).not.toHaveBeenCalledWith(INVOICE_SETTINGS_MESSAGES.saved);
  });
});

describe('the invoice history', () => {
  it('lists the chasing steps with their notes, newest first', async () => {
    const events: InvoiceDocumentsState['events'] = [
      {
        kind: 'on_hold',
        to: null,
        by: 'Automatic chasing',
        at: '2030-03-03T12:00:00.000Z',
        note: 'More than 30 days overdue: the portal refuses the payer’s new bookings until it is paid',
      },
      { kind: 'late_fee', to: null, by: 'Automatic chasing', at: '2030-02-07T12:00:00.000Z', note: 'Late fee £5.00 on INV-0050' },
      {
        kind: 'auto_reminder',
        to: 'accounts@acme.test',
        by: 'Automatic chasing',
        at: '2030-01-28T12:00:00.000Z',
        note: '3 days before the due date',
      },
    ];
    serveApi((url) =>
      url.startsWith('/api/invoices/inv-0042/documents')
        ? { body: { email_contact: 'accounts@acme.test', overdue: true, date_sent: null, events } }
        : undefined,
    );
    const invoice: InvoiceDetail = invoiceDetail({ status: 'pending_payment', overdue: true });
    renderWithApp(<InvoiceDocumentsBar invoice={invoice} />);
    const history = within(await screen.findByTestId('invoice-history'));
    const items = history.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      '03-03-2030 12:00 · Payer on holdMore than 30 days overdue: the portal refuses the payer’s new bookings until it is paid · by Automatic chasing',
      '07-02-2030 12:00 · Late fee addedLate fee £5.00 on INV-0050 · by Automatic chasing',
      '28-01-2030 12:00 · Automatic reminder sent3 days before the due date · to accounts@acme.test · by Automatic chasing',
    ]);
  });
});

describe('the On hold badge', () => {
  const team = { slug: 'acme', name: 'Acme', status: 'active', description: '' } as TeamDashboard['team'];

  it('shows on a team on hold and on its members, with why; not on another team', async () => {
    serveApi((url) => (url.startsWith('/api/dunning/holds/') ? { body: { results: [HOLD] } } : undefined));
    renderWithApp(
      <>
        <TeamHeader team={team} image={null} onEdit={() => {}} />
        <MemberHeader member={memberItem({ team: { slug: 'acme', name: 'Acme', status: 'active' } as never })} onEdit={() => {}} />
        <TeamHeader team={{ ...team, slug: 'other', name: 'Other' }} image={null} onEdit={() => {}} />
      </>,
    );
    await waitFor(() => expect(screen.getAllByTestId('on-hold')).toHaveLength(2));
    expect(screen.getAllByTestId('on-hold')[0].textContent).toBe(ON_HOLD_LABEL);
    expect(screen.getAllByLabelText(onHoldTitle(HOLD))).toHaveLength(2);
  });
});
