import { DASHBOARD_MESSAGES, type NotificationsResponse } from '@clubspace/contract';
import { expect, test, type Page } from '@playwright/test';
import { createOrder, seedProductAndMember } from '../support/fandd-api';
import { apiGet } from '../support/members-api';
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

test('Custom: half-typed years never reach the server, one inline hint, and a complete range loads once', async ({ page }) => {
  await loginAs(page, DEMO_OWNER);
  await pick(page, 'Period', 'Custom');
  await expect(page).toHaveURL(/period=custom/);
  await expect(page.getByRole('status')).toHaveText(DASHBOARD_MESSAGES.chooseRange);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/dashboard/')) asked.push(r.url());
  });

  await page.getByRole('spinbutton', { name: 'Day' }).nth(1).click();
  await page.keyboard.type('31012026');
  await page.getByRole('spinbutton', { name: 'Day' }).first().click();
  await page.keyboard.type('0101');
  for (const digit of ['2', '0', '2']) {
    await page.keyboard.type(digit);
    await expect(page.getByRole('status')).toHaveText(DASHBOARD_MESSAGES.yearOutOfRange);
  }
  await page.waitForTimeout(800);
  expect(asked).toEqual([]);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.keyboard.type('6');
  await expect(page).toHaveURL(/start=2026-01-01&end=2026-01-31/);
  for (const title of CARDS) await expect(card(page, title).getByTestId('main-value')).toHaveText(/\d/);
  expect(asked.every((u) => u.includes('start=2026-01-01&end=2026-01-31'))).toBe(true);
  expect(asked).toHaveLength(CARDS.length);
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('the bell counts what is waiting, opens a panel, and an item goes to its list', async ({ page }) => {
  await loginAs(page, DEMO_OWNER);
  // At least one pending bar order, whatever the demo data holds today.
  const { product, member } = await seedProductAndMember(page, 'Bell espresso', 10, 2.5);
  await createOrder(page, member.slug, product.slug, 1);
  const body = await apiGet<NotificationsResponse>(page, '/api/notifications/');
  const orders = body.items.find((i) => i.kind === 'orders_pending')!;
  expect(orders.count).toBeGreaterThan(0);

  await page.reload();
  const bell = page.getByTestId('top-bar').getByRole('button', { name: `Notifications (${body.count})` });
  await expect(bell.getByText(String(body.count))).toBeVisible();
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  for (const item of body.items) await expect(panel.getByRole('link', { name: item.title })).toBeVisible();
  await panel.getByRole('link', { name: orders.title }).click();
  await expect(page).toHaveURL(/\/fandd\/orders\?status=pending$/);
  await expect(panel).toBeHidden();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('Pending');
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
