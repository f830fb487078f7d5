import { expect, test, type Page } from '@playwright/test';
import { DEMO_OWNER, loginAs } from '../support/session';

const CARDS = ['Occupancy', 'Desk bookings', 'Meeting-room bookings', 'Members', 'Financial', 'Memberships'];

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The same call the card makes, with the token the app stored. */
async function apiCard(page: Page, section: string, query: string) {
  const token = await page.evaluate(() => localStorage.getItem('access'));
  const res = await page.request.get(`/api/dashboard/${section}?${query}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { main_value: number; value_magnitude: string };
}

test('the owner sees six cards with numbers; period and club range drive the URL and match the API', async ({ page }) => {
  await loginAs(page, DEMO_OWNER);
  for (const title of CARDS) await expect(card(page, title).getByTestId('main-value')).toHaveText(/\d/);

  await pick(page, 'Period', 'Last 7 days');
  await pick(page, 'Club range', 'All clubs');
  await expect(page).toHaveURL(/club=all/);
  await expect(page).toHaveURL(/period=last_7_days/);

  const expected: [string, string, (v: number) => string][] = [
    ['Desk bookings', 'bookings', String],
    ['Meeting-room bookings', 'bookings_mr', String],
    ['Members', 'members', String],
    ['Memberships', 'memberships', String],
    ['Occupancy', 'occupancy', (v) => `${v.toFixed(2)}%`],
  ];
  for (const [title, section, format] of expected) {
    const body = await apiCard(page, section, 'club=all&period=last_7_days');
    await expect(card(page, title).getByTestId('main-value')).toHaveText(format(body.main_value));
  }
  await expect(card(page, 'Financial').getByTestId('main-value')).toHaveText(/^£[\d,]+\.\d{2}$/);
  await expect(card(page, 'Financial').getByRole('link', { name: 'View payments' })).toHaveAttribute('href', '/members/invoices');
});

test('Custom shows the date pickers', async ({ page }) => {
  await loginAs(page, DEMO_OWNER);
  await pick(page, 'Period', 'Custom');
  await expect(page).toHaveURL(/period=custom/);
  await expect(page.getByRole('group', { name: 'Start date' }).or(page.getByLabel('Start date')).first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'End date' }).or(page.getByLabel('End date')).first()).toBeVisible();
});

test('the Revenue tab shows 13 monthly rows in pounds', async ({ page }) => {
  await loginAs(page, DEMO_OWNER);
  await page.getByRole('tab', { name: 'Revenue Info' }).click();
  await expect(page).toHaveURL(/\/dashboard\/revenue/);
  const table = page.getByRole('table', { name: 'Revenue statistics' });
  await expect(table.locator('tbody tr')).toHaveCount(13);
  await expect(table.locator('tbody tr').first().locator('td').nth(1)).toHaveText(/^£[\d,]+\.\d{2}$/);
  await expect(table.locator('tbody tr').last().locator('td').first()).toHaveText(/^[A-Z][a-z]{2} \d{4}$/);
});
