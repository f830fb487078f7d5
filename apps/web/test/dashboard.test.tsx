import type { StatisticsResponse, StatisticsRow } from '@clubspace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardQueryParams, statisticsWindow } from '../src/features/dashboard/api/dashboard-api';
import { StatCard } from '../src/features/dashboard/components/stat-card';
import { StatisticsTable } from '../src/features/dashboard/components/statistics-table';
import { CardsTab } from '../src/features/dashboard/routes/cards-tab';
import { StatisticsTab } from '../src/features/dashboard/routes/statistics-tab';
import { cardData } from './dashboard-helpers';
import { DEFAULT_CODES, callsTo, renderWithApp, serveApi } from './members-helpers';

const row = (date_to: string, over: Partial<StatisticsRow> = {}): StatisticsRow => ({
  date_to,
  memberships_total: 10,
  num_full_members: 3,
  num_group_members: 1,
  num_as_you_go: 2,
  num_flex: 4,
  num_flex_4: 2,
  num_flex_10: 2,
  num_flex_other: 0,
  equivalent_flex_members: 1.4,
  num_bookings_desk: 200,
  regulars: 170,
  referrals: 10,
  num_trials: 10,
  deferences: 10,
  income_total: 3116.4,
  income_day_passes: 1298.4,
  income_packages: 96,
  income_flex_4: 96,
  income_flex_10: 0,
  income_flex_other: 0,
  income_listings: 0,
  income_full_members: 0,
  income_offices: 0,
  incomes_mr: 1722,
  income_bar_gross: 0,
  ...over,
});

describe('dashboard card', () => {
  it('shows the main value with its magnitude, deltas with arrows, new for an empty previous period, grey 0%', () => {
    renderWithApp(<StatCard title="Financial" data={cardData()} />, '/dashboard', [...DEFAULT_CODES, 'invoices']);
    const card = screen.getByRole('region', { name: 'Financial' });
    expect(within(card).getByTestId('main-value').textContent).toContain('£1,234.50');
    expect(within(card).getByText('12.50%')).toBeTruthy();
    expect(within(card).getAllByLabelText('up').length).toBeGreaterThan(0);
    expect(within(card).getByText('4.25%')).toBeTruthy();
    expect(within(card).getByLabelText('down')).toBeTruthy();
    expect(within(card).getByText('new')).toBeTruthy();
    expect(within(card).getByText('0%')).toBeTruthy();
    expect(within(card).queryByText('n/a')).toBeNull();
    expect(within(card).getByText('£99.90')).toBeTruthy();
    expect(within(card).getByText('2')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View payments' }).getAttribute('href')).toBe('/members/invoices');
  });

  it('percent and plain magnitudes', () => {
    renderWithApp(<StatCard title="Occupancy" data={cardData({ main_value: 16.7, value_magnitude: '%', main_delta: null })} />, '/dashboard');
    expect(screen.getByTestId('main-value').textContent).toContain('16.70%');
  });

  it('the Cards tab asks each section with the active office and the URL period', async () => {
    const mock = serveApi((url) => (url.startsWith('/api/dashboard/') ? { body: cardData({ value_magnitude: '', main_value: 42 }) } : undefined));
    renderWithApp(<CardsTab />, '/dashboard?period=last_7_days');
    await waitFor(() => expect(screen.getAllByTestId('main-value').map((e) => e.textContent)).toEqual(Array(6).fill('42')));
    const urls = callsTo(mock, 'GET', '/api/dashboard/').map(([u]) => String(u));
    expect(urls).toHaveLength(6);
    expect(urls).toContain('/api/dashboard/bookings_mr?club=shoreditch&period=last_7_days');
  });

  it('a custom period sends start and end only when both are set', () => {
    const base = { club: 'all' as const, period: 'custom' as const, start: '2025-01-01', end: '' };
    expect(cardQueryParams(base, 'x')).toEqual({ club: 'all', period: 'custom' });
    expect(cardQueryParams({ ...base, end: '2025-01-31' }, 'x')).toEqual({ club: 'all', period: 'custom', start: '2025-01-01', end: '2025-01-31' });
    expect(cardQueryParams({ ...base, club: 'this', period: 'today' }, 'sho')).toEqual({ club: 'sho', period: 'today' });
  });

  it('says in words when a card fails', async () => {
    serveApi(() => ({ status: 403, body: { detail: 'Your account has no access to Dashboard · Cards. Ask the account owner to grant it.' } }));
    renderWithApp(<CardsTab />, '/dashboard');
    expect((await screen.findAllByRole('alert'))[0].textContent).toContain('Your account has no access to Dashboard · Cards');
  });
});

describe('statistics', () => {
  it('table: Month as MMM yyyy, money in pounds with 2 decimals', () => {
    renderWithApp(<StatisticsTable kind="revenue" label="Revenue statistics" rows={[row('2025-12-31'), row('2026-01-31')]} />, '/dashboard/revenue');
    const table = screen.getByRole('table', { name: 'Revenue statistics' });
    expect(within(table).getByRole('columnheader', { name: 'Meeting Rooms' })).toBeTruthy();
    expect(within(table).getByText('Dec 2025')).toBeTruthy();
    expect(within(table).getAllByText('£3,116.40')).toHaveLength(2);
    expect(within(table).getAllByText('£1,722.00')).toHaveLength(2);
  });

  it('the tab asks for the 13 months ending this month and lists them', async () => {
    const rows = Array.from({ length: 13 }, (_, i) => row(`2025-${String((i % 12) + 1).padStart(2, '0')}-28`));
    const body: StatisticsResponse = {
      rows,
      labels: rows.map((r) => r.date_to),
      series: { occupation: [], bookings: [{ label: 'Bookings', data: rows.map(() => 1) }], revenue: [] },
    };
    const mock = serveApi((url) => (url.startsWith('/api/statistics') ? { body } : undefined));
    renderWithApp(<StatisticsTab kind="bookings" label="Bookings statistics" />, '/dashboard/bookings');
    const table = await screen.findByRole('table', { name: 'Bookings statistics' });
    expect(await within(table).findAllByText('200')).toHaveLength(13);
    const w = statisticsWindow();
    expect(String(callsTo(mock, 'GET', '/api/statistics')[0][0])).toBe(
      `/api/statistics?year=${w.year}&month=${w.month}&month_limit=13&club=shoreditch`,
    );
    expect(statisticsWindow(new Date(2026, 0, 15))).toEqual({ year: 2025, month: 1, month_limit: 13 });
  });
});
