import type { BillingPreview, BillingRunResult } from '@clubspace/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BillingPreviewTable, BillingRunDialog } from '../src/features/members/components/billing-run-dialog';
import { callsTo, renderWithApp, serveApi } from './members-helpers';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../src/lib/notify', () => notify);

const PREVIEW: BillingPreview = {
  month: '2026-12',
  period: { start: '2026-12-01', end: '2026-12-31', days: 31 },
  teams: [
    {
      team: { slug: 'acme', name: 'Acme' },
      invoice_data: { slug: 'acme-billing', name: 'Acme Ltd' },
      lines: [
        {
          membership: 'm1',
          member: 'Ada Lovelace',
          plan: 'Hot desk',
          name: 'Hot desk — December 2026 (12/31 days)',
          kind: 'charge',
          days: 12,
          period_days: 31,
          amount: 120,
          vat: 20,
          gross: 144,
        },
        {
          membership: 'm2',
          member: 'Alan Turing',
          plan: 'Fixed desk',
          name: 'Credit: Fixed desk — December 2026 (10/31 days)',
          kind: 'credit',
          days: 10,
          period_days: 31,
          amount: -100,
          vat: 20,
          gross: -120,
        },
      ],
      net: 20,
      gross: 24,
    },
  ],
  skipped: [{ team: { slug: 'nodata', name: 'No Data Co' }, membership: null, reason: 'The team has no active invoice data' }],
  invoices: 1,
  lines: 2,
  net: 20,
  gross: 24,
};

const RESULT: BillingRunResult = {
  detail: '1 invoice created',
  run: { id: 1, month: '2026-12' },
  invoices: [{ slug: 'inv9', name: 'INV-0099', team: { slug: 'acme', name: 'Acme' }, gross_price: 24, lines: 2 }],
  skipped: PREVIEW.skipped,
  invoices_created: 1,
  lines_created: 2,
};

afterEach(() => vi.clearAllMocks());

describe('BillingPreviewTable', () => {
  it('shows each team with its invoice data, lines with kind, days and £ amounts, totals and skipped teams with the reason', () => {
    render(<BillingPreviewTable preview={PREVIEW} />);
    const table = screen.getByRole('table', { name: 'Billing preview' });
    expect(within(table).getByText('Acme (Acme Ltd)')).toBeTruthy();
    expect(within(table).getByText('Hot desk — December 2026 (12/31 days)')).toBeTruthy();
    expect(within(table).getByText('Credit')).toBeTruthy();
    expect(within(table).getByText('12/31')).toBeTruthy();
    expect(within(table).getByText('£120.00')).toBeTruthy();
    expect(within(table).getByText('-£120.00')).toBeTruthy();
    expect(within(table).getByText('Total (1 invoices, 2 lines)')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Skipped teams' }).textContent).toBe('No Data Co: The team has no active invoice data');
  });

  it('says so when there is nothing to bill', () => {
    render(<BillingPreviewTable preview={{ ...PREVIEW, teams: [], skipped: [], invoices: 0, lines: 0 }} />);
    expect(screen.getByText('Nothing to bill for December 2026.')).toBeTruthy();
  });
});

describe('BillingRunDialog', () => {
  it('previews the chosen month, then creates the invoices and shows what was created', async () => {
    const api = serveApi((url, init) => {
      if (url.startsWith('/api/billing-runs/preview')) return { body: PREVIEW };
      if (url.startsWith('/api/billing-runs/') && init?.method === 'POST') return { body: RESULT };
      return { body: [] };
    });
    renderWithApp(<BillingRunDialog open onClose={vi.fn()} />, '/members/invoices');
    expect(screen.getByRole('dialog', { name: 'Run billing for a month' })).toBeTruthy();
    const create = () => screen.getByRole('button', { name: /^Create \d+ invoices?$/ });
    expect((create() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Month/), { target: { value: '2026-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('table', { name: 'Billing preview' })).toBeTruthy();
    expect(callsTo(api, 'GET', '/api/billing-runs/preview')[0][0]).toContain('month=2026-12');
    expect(create().textContent).toBe('Create 1 invoice');
    fireEvent.click(create());
    expect(await screen.findByText('1 invoice created')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'INV-0099' }).getAttribute('href')).toBe('/members/invoices/inv9');
    const posts = callsTo(api, 'POST', '/api/billing-runs/');
    expect(JSON.parse(String(posts[0][1]?.body))).toEqual({ month: '2026-12' });
    expect(notify.notifySuccess).toHaveBeenCalledWith('1 invoice created');
  });
});
