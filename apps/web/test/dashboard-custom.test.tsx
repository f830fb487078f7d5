import { DASHBOARD_MESSAGES } from '@clubspace/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatCard } from '../src/features/dashboard/components/stat-card';
import { CardsTab } from '../src/features/dashboard/routes/cards-tab';
import { cardData } from './dashboard-helpers';
import { callsTo, renderWithApp, serveApi } from './members-helpers';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../src/lib/notify', () => notify);

const cardCalls = (mock: ReturnType<typeof serveApi>) => callsTo(mock, 'GET', '/api/dashboard/').map(([u]) => String(u));
const pause = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));
/** The Day section of the n-th date field (0 start, 1 end); typing there fills day, month and year in turn. */
const daySection = (n: number) => screen.getAllByRole('spinbutton', { name: 'Day' })[n];

describe('custom dashboard period', () => {
  it('half-typed years never reach the server; one inline hint, no red cards, no toasts; one call per card once complete', async () => {
    const mock = serveApi((url) => (url.startsWith('/api/dashboard/') ? { body: cardData({ value_magnitude: '', main_value: 7 }) } : undefined));
    const user = userEvent.setup();
    renderWithApp(<CardsTab />, '/dashboard?period=custom');
    await screen.findAllByRole('spinbutton', { name: 'Day' });
    expect(screen.getByRole('status').textContent).toBe(DASHBOARD_MESSAGES.chooseRange);

    await user.click(daySection(1));
    await user.keyboard('31012026');
    await user.click(daySection(0));
    await user.keyboard('0101');
    // The year arrives one digit at a time: 0002, 0020, 0202, then 2026.
    for (const digit of ['2', '0', '2']) {
      await user.keyboard(digit);
      await pause(700);
      expect(cardCalls(mock)).toEqual([]);
      expect(screen.getAllByRole('status')).toHaveLength(1);
      expect(screen.getByRole('status').textContent).toBe(DASHBOARD_MESSAGES.yearOutOfRange);
      expect(screen.queryAllByRole('alert')).toEqual([]);
    }
    await user.keyboard('6');
    await waitFor(() => expect(screen.getAllByTestId('main-value').map((e) => e.textContent)).toEqual(Array(6).fill('7')));
    const urls = cardCalls(mock);
    expect(urls).toHaveLength(6);
    for (const url of urls) expect(url).toContain('period=custom&start=2026-01-01&end=2026-01-31');
    expect(screen.queryByRole('status')).toBeNull();
    expect(notify.notifyError).not.toHaveBeenCalled();
  }, 60_000);

  it('an end before the start says so inline and asks for nothing', async () => {
    const mock = serveApi(() => ({ body: cardData() }));
    renderWithApp(<CardsTab />, '/dashboard?period=custom&start=2026-02-01&end=2026-01-01');
    expect((await screen.findByRole('status')).textContent).toBe(DASHBOARD_MESSAGES.endBeforeStart);
    await pause(700);
    expect(cardCalls(mock)).toEqual([]);
    expect(screen.queryAllByRole('alert')).toEqual([]);
  }, 15_000);

  it('a hand-edited URL with year 0002 is never sent', async () => {
    const mock = serveApi(() => ({ body: cardData() }));
    renderWithApp(<CardsTab />, '/dashboard?period=custom&start=0002-01-01&end=2026-01-31');
    expect((await screen.findByRole('status')).textContent).toBe(DASHBOARD_MESSAGES.yearOutOfRange);
    await pause(700);
    expect(cardCalls(mock)).toEqual([]);
  }, 15_000);
});

describe('loading feedback', () => {
  it('changing the period keeps the old figures dimmed under a progress bar until the new ones arrive', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const mock = vi.fn(async (url: string) => {
      const yesterday = url.includes('period=yesterday');
      if (yesterday) await gate;
      return new Response(JSON.stringify(cardData({ value_magnitude: '', main_value: yesterday ? 2 : 1 })), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', mock);
    const user = userEvent.setup();
    renderWithApp(<CardsTab />, '/dashboard');
    await waitFor(() => expect(screen.getAllByTestId('main-value').map((e) => e.textContent)).toEqual(Array(6).fill('1')));
    expect(screen.queryAllByRole('progressbar')).toEqual([]);

    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(screen.getByRole('option', { name: 'Yesterday' }));
    const occupancy = screen.getByRole('region', { name: 'Occupancy' });
    expect(await within(occupancy).findByRole('progressbar', { name: 'Updating occupancy' })).toBeTruthy();
    expect(occupancy.getAttribute('aria-busy')).toBe('true');
    expect(within(occupancy).getByTestId('main-value').textContent).toBe('1');

    release();
    await waitFor(() => expect(screen.getAllByTestId('main-value').map((e) => e.textContent)).toEqual(Array(6).fill('2')));
    expect(screen.queryAllByRole('progressbar')).toEqual([]);
  }, 30_000);
});

describe('delta colours follow meaning', () => {
  const tones = () =>
    Object.fromEntries(
      [...document.querySelectorAll('dt')].map((dt) => [
        dt.textContent,
        dt.nextElementSibling?.nextElementSibling?.querySelector('[data-tone]')?.getAttribute('data-tone'),
      ]),
    );

  it('more pending payment or void invoices is bad, less paid is bad, more revenue is good, no change is neutral', () => {
    renderWithApp(
      <StatCard
        title="Financial"
        data={cardData({
          first_delta: -4.25,
          second_delta: 25,
          second_previous: 187.6,
          third_delta: -50,
          third_previous: 4,
          third_value: 2,
          fourth_delta: 0,
          fourth_previous: 99.9,
        })}
      />,
      '/dashboard',
    );
    expect(tones()).toEqual({ 'Paid (£)': 'bad', 'Pending payment (£)': 'bad', 'Void invoices': 'good', 'F&D orders (£)': 'neutral' });
    const main = screen.getByTestId('main-value').nextElementSibling!;
    expect(main.getAttribute('data-tone')).toBe('good');
  });

  it('more cancellations is red with an up arrow; an empty previous period reads new', () => {
    renderWithApp(
      <StatCard
        title="Meeting-room bookings"
        data={cardData({
          main_name: 'Meeting-room bookings',
          value_magnitude: '',
          first_name: 'Hours booked',
          second_name: 'Revenue (£)',
          third_name: 'Cancelled',
          third_value: 3,
          third_delta: null,
          third_previous: 0,
          fourth_name: 'Average duration (h)',
          fourth_delta: 30,
        })}
      />,
      '/dashboard',
    );
    const cancelled = tones().Cancelled;
    expect(cancelled).toBe('bad');
    const cell = [...document.querySelectorAll('[data-tone="bad"]')].find((e) => e.textContent === 'new');
    expect(cell?.querySelector('[aria-label="up"]')).toBeTruthy();
    expect(tones()['Average duration (h)']).toBe('neutral');
  });
});
