import type { ChurnReport, ForecastReport, MrrReport } from '@clubspace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ChurnPage from '../src/features/reports/routes/churn-page';
import ForecastPage from '../src/features/reports/routes/forecast-page';
import MrrPage from '../src/features/reports/routes/mrr-page';
import { DEFAULT_CODES, renderWithApp, serveApi } from './members-helpers';

const CODES = [...DEFAULT_CODES, 'reports'];
const SCOPE = { from: '2026-09-01', to: '2026-10-31', offices: [{ slug: 'shoreditch', name: 'Shoreditch' }], all_offices: false };
const zeroRevenue = {
  income_total: 0,
  income_day_passes: 0,
  income_packages: 0,
  income_flex_4: 0,
  income_flex_10: 0,
  income_flex_other: 0,
  income_listings: 0,
  income_full_members: 0,
  income_offices: 0,
  incomes_mr: 0,
  income_bar_gross: 0,
};

const MRR: MrrReport = {
  scope: SCOPE,
  category: null,
  months: [
    {
      month: '2026-09',
      label: 'September 2026',
      opening: 1000,
      new: 500,
      expansion: 0,
      contraction: 0,
      churn: -250,
      reactivation: 0,
      closing: 1250,
      customers: 4,
    },
    {
      month: '2026-10',
      label: 'October 2026',
      opening: 1250,
      new: 0,
      expansion: 180,
      contraction: -30,
      churn: 0,
      reactivation: 300,
      closing: 1700,
      customers: 5,
    },
  ],
  by_category: [
    { category: 'full', label: 'Full members', closing: [1000, 1300] },
    { category: 'flex_4', label: 'Flex 4', closing: [250, 400] },
  ],
  revenue: [
    { month: '2026-09', label: 'September 2026', ...zeroRevenue, income_total: 1500, income_full_members: 1200, incomes_mr: 300 },
    { month: '2026-10', label: 'October 2026', ...zeroRevenue, income_total: 2040, income_full_members: 2040 },
  ],
};

const serve = (path: string, body: unknown) =>
  serveApi((url) => {
    if (url.startsWith('/api/space-lookups/offices') || url.includes('/offices'))
      return { body: { offices: [{ slug: 'shoreditch', name: 'Shoreditch' }] } };
    if (url.startsWith(path)) return { body };
    return undefined;
  });

const rowsOf = async (name: string) => {
  const table = await screen.findByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
};

describe('revenue reports (issue 31)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('MRR: the movements, MRR by category and revenue tables say what the chart draws; the filters reach the call', async () => {
    const api = serve('/api/reports/mrr/', MRR);
    renderWithApp(<MrrPage />, '/reports/mrr?office=shoreditch&from=2026-09-01&to=2026-10-31', CODES);
    const movements = await rowsOf('Recurring revenue and its movements (net of VAT)');
    expect(movements[0]).toEqual([
      'Month',
      'Opening MRR',
      '+ New',
      '+ Expansion',
      '− Contraction',
      '− Churn',
      '+ Reactivation',
      'Closing MRR',
      'Customers',
    ]);
    expect(movements[1]).toEqual(['September 2026', '£1,000.00', '£500.00', '£0.00', '£0.00', '-£250.00', '£0.00', '£1,250.00', '4']);
    expect(movements[2]![8]).toBe('5');
    const byCategory = await rowsOf('Closing MRR by plan category');
    expect(byCategory[0]).toEqual(['Month', 'Full members', 'Flex 4']);
    expect(byCategory[2]).toEqual(['October 2026', '£1,300.00', '£400.00']);
    const revenue = await rowsOf('Revenue by category (invoiced, incl. VAT, as the statistics)');
    expect(revenue[1]![0]).toBe('September 2026');
    expect(revenue[1]![1]).toBe('£1,500.00');
    expect(screen.getByTestId('report-scope').textContent).toContain('Shoreditch');
    const called = api.mock.calls.map(([u]) => String(u)).find((u) => u.startsWith('/api/reports/mrr/'))!;
    expect(called).toContain('office=shoreditch');
    expect(called).toContain('from=2026-09-01');
    // The chart's key names every line with its own dash and mark, not by colour alone.
    const key = await screen.findByTestId('chart-key', {}, { timeout: 5000 });
    expect(key.textContent).toContain('Closing MRR');
    expect(key.textContent).toContain('Flex 4');
    const dashes = [...key.querySelectorAll('line')].map((l) => l.getAttribute('stroke-dasharray'));
    expect(new Set(dashes).size).toBe(dashes.length);
  });

  it('churn: rates, average length and cohorts (months not yet ended show a dash)', async () => {
    const churn: ChurnReport = {
      scope: SCOPE,
      category: null,
      months: [
        {
          month: '2026-09',
          label: 'September 2026',
          opening_customers: 4,
          churned_customers: 1,
          member_churn_rate: 25,
          opening_mrr: 1000,
          lost_mrr: 250,
          revenue_churn_rate: 25,
        },
        {
          month: '2026-10',
          label: 'October 2026',
          opening_customers: 0,
          churned_customers: 0,
          member_churn_rate: null,
          opening_mrr: 0,
          lost_mrr: 0,
          revenue_churn_rate: null,
        },
      ],
      average_length_months: 7.5,
      ended_memberships: 2,
      cohorts: [
        {
          month: '2026-09',
          label: 'September 2026',
          size: 2,
          retained: [
            { after: 1, count: 1, rate: 50 },
            { after: 3, count: null, rate: null },
            { after: 6, count: null, rate: null },
            { after: 12, count: null, rate: null },
          ],
        },
      ],
    };
    serve('/api/reports/churn/', churn);
    renderWithApp(<ChurnPage />, '/reports/churn', CODES);
    const rows = await rowsOf('Churn per month');
    expect(rows[1]).toEqual(['September 2026', '4', '1', '25%', '£1,000.00', '£250.00', '25%']);
    expect(rows[2]![3]).toBe('—');
    expect(screen.getByTestId('average-length').textContent).toContain('7.5 months (2 ended in this range)');
    const cohorts = await rowsOf('Cohorts: customers who started in a month, still active after');
    expect(cohorts[0]).toEqual(['Started', 'Customers', '1 month', '3 months', '6 months', '12 months']);
    expect(cohorts[1]).toEqual(['September 2026', '2', '1 (50%)', '—', '—', '—']);
  });

  it('forecast: committed revenue per source against last year', async () => {
    const forecast: ForecastReport = {
      scope: { ...SCOPE, from: '2026-12-01', to: '2027-02-28' },
      category: null,
      months: [
        {
          month: '2026-12',
          label: 'December 2026',
          memberships: 744,
          series: 60,
          bookings: 36,
          total: 840,
          last_year_month: '2025-12',
          last_year: 700,
        },
      ],
    };
    serve('/api/reports/forecast/', forecast);
    renderWithApp(<ForecastPage />, '/reports/forecast', CODES);
    const rows = await rowsOf('Committed revenue (invoiced amounts, incl. VAT)');
    expect(rows[1]).toEqual(['December 2026', '£744.00', '£60.00', '£36.00', '£840.00', '£700.00']);
    await waitFor(() => expect(screen.getByRole('button', { name: /csv/i })).toBeTruthy());
  });
});
