import { AGED_DEBTORS_MESSAGES, type AgedDebtorsReport } from '@clubspace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AgedDebtorsPage from '../src/features/reports/routes/aged-debtors-page';
import { callsTo, renderWithApp, serveApi } from './members-helpers';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn(), useInlineConfirmation: vi.fn() }));
vi.mock('../src/lib/notify', () => notify);

const PATH = '/api/reports/aged-debtors/';
const zero = { not_due: 0, d0_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0 };
const REPORT: AgedDebtorsReport = {
  scope: { from: '2026-11-27', to: '2026-11-27', offices: [], all_offices: true },
  as_of: '2026-11-27',
  buckets: [
    { bucket: 'not_due', label: 'Not yet due', total: 10 },
    { bucket: 'd0_30', label: '0–30 days', total: 120 },
    { bucket: 'd31_60', label: '31–60 days', total: 0 },
    { bucket: 'd61_90', label: '61–90 days', total: 0 },
    { bucket: 'd90_plus', label: 'Over 90 days', total: 300 },
  ],
  total: 430,
  num_payers: 3,
  payers: [
    {
      team: { slug: 'acme', name: 'Acme Ltd' },
      amounts: { ...zero, d90_plus: 300 },
      total: 300,
      invoices: [{ slug: 'inv-0001', name: 'INV-0001', date_due: '2026-07-01', days: 149, bucket: 'd90_plus', due: 300 }],
      reminded_today: false,
    },
    {
      team: { slug: 'blue', name: 'Blue Studio' },
      amounts: { ...zero, d0_30: 120 },
      total: 120,
      invoices: [{ slug: 'inv-0002', name: 'INV-0002', date_due: '2026-11-20', days: 7, bucket: 'd0_30', due: 120 }],
      reminded_today: true,
    },
  ],
};

describe('Aged debtors report', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the payers by bucket with totals and invoice links, filters by as_of, and sends a payer’s reminder once', async () => {
    let report = REPORT;
    const api = serveApi((url, init) => {
      if (url.startsWith('/api/lookups/offices/')) return { body: { offices: [] } };
      if (!url.startsWith(PATH)) return undefined;
      if ((init?.method ?? 'GET') === 'POST') {
        report = { ...report, payers: report.payers.map((p) => (p.team?.slug === 'acme' ? { ...p, reminded_today: true } : p)) };
        return { body: { detail: AGED_DEBTORS_MESSAGES.reminded('billing@acme.test', 1), to: 'billing@acme.test', invoices: 1 } };
      }
      return { body: report };
    });
    renderWithApp(<AgedDebtorsPage />, '/reports/aged-debtors?as_of=2026-11-27', ['reports', 'users', 'invoices', 'teams']);

    const table = await screen.findByRole('table', { name: 'Aged debtors by payer' });
    expect(callsTo(api, 'GET', `${PATH}?as_of=2026-11-27`)).toHaveLength(1);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Payer', 'Not yet due', '0–30 days', '31–60 days', '61–90 days', 'Over 90 days', 'Total', 'Invoices', 'Reminder']);
    const acme = within(table).getByRole('rowheader', { name: 'Acme Ltd' }).closest('tr')!;
    expect(within(acme).getAllByText('£300.00')).toHaveLength(2);
    expect(within(acme).getByRole('link', { name: 'INV-0001' }).getAttribute('href')).toBe('/members/invoices/inv-0001');
    const totals = within(table).getByRole('rowheader', { name: 'Total (3 payers)' }).closest('tr')!;
    expect(within(totals).getByText('£430.00')).toBeTruthy();
    expect(screen.getByText(/Showing the 2 payers owing most of 3/)).toBeTruthy();
    // Blue Studio was reminded today: its button is off.
    expect((within(table).getByRole('button', { name: 'Send reminder to Blue Studio' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(acme).getByRole('button', { name: 'Send reminder to Acme Ltd' }));
    await waitFor(() => expect(callsTo(api, 'POST', `${PATH}acme/reminder/`)).toHaveLength(1));
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('Reminder of 1 unpaid invoice sent to billing@acme.test'));
    await waitFor(() =>
      expect(
        (
          within(screen.getByRole('table', { name: 'Aged debtors by payer' })).getByRole('button', {
            name: 'Send reminder to Acme Ltd',
          }) as HTMLButtonElement
        ).disabled,
      ).toBe(true),
    );
  });

  it('says when nobody owes anything', async () => {
    serveApi((url) =>
      url.startsWith('/api/lookups/offices/')
        ? { body: { offices: [] } }
        : url.startsWith(PATH)
          ? { body: { ...REPORT, payers: [], num_payers: 0, total: 0 } }
          : undefined,
    );
    renderWithApp(<AgedDebtorsPage />, '/reports/aged-debtors', ['reports']);
    expect(await screen.findByText('Nothing to show for these filters yet.')).toBeTruthy();
  });
});
