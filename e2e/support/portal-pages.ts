import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const PORTAL_MEMBER = { email: 'member@demo.test', password: 'Demo1234!' };
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/** Logs in to a workspace's member portal through its log-in page, as a member would. */
export async function portalLogin(page: Page, who = PORTAL_MEMBER, workspace = 'demo') {
  await page.goto(`/portal/${workspace}/login`);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
}

/** A day `n` days from now (yyyy-MM-dd, UTC calendar: the tests' offices are in London). */
export const daysAhead = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** axe (WCAG 2.x A/AA, as a11y.spec) once the page's data is in: no serious or critical violation. */
export async function expectAccessible(page: Page, screen: string) {
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForTimeout(300);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );
  expect.soft(report, `${screen}: axe found serious or critical violations`).toEqual([]);
}

/** The demo's team admin: the billing contact of the team, who sees (and pays) the team's invoices. */
export const PORTAL_TEAM_ADMIN = { email: 'teamadmin@demo.test', password: 'Demo1234!' };

/** Opens an account page through the top bar's Account menu, as a member does. */
export async function openAccount(page: Page, name: 'Invoices' | 'Profile' | 'Team' | 'Guests') {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${name}`) })).toBeVisible();
}

/** On Book a desk: a day, then the plan's first free desk, booked at its quote. Its name, code and quoted price. */
export async function bookDeskOnPlan(page: Page, day: string) {
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Book a desk' }).click();
  await expect(page.getByRole('heading', { name: 'Book a desk' })).toBeVisible();
  await page.getByLabel('Day', { exact: true }).fill(day);
  const plan = page.getByRole('group', { name: /^Floor plan/ });
  await expect(plan).toBeVisible();
  await expect(page.getByRole('heading', { name: /Free desks \(\d+\)/ })).toBeVisible();
  const freeDesk = plan.locator('[role="button"][aria-label$=", Free"]').first();
  const name = (await freeDesk.getAttribute('aria-label'))!.replace(/, Free$/, '');
  await freeDesk.click();
  await expect(page.getByRole('heading', { name: new RegExp(`^${name} · `) })).toBeVisible();
  await expect(page.getByTestId('portal-quote-price')).toContainText('£');
  const price = (await page.getByTestId('portal-quote-price').innerText()).replace('Price: ', '');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  const done = page.getByTestId('portal-booked');
  await expect(done).toContainText('Your desk is booked');
  await expect(plan.getByRole('button', { name: `${name}, Yours` })).toBeVisible();
  return { name, price, code: (await done.locator('[data-code]').first().getAttribute('data-code'))! };
}

/** On Book a room: a day, the first room with free time, its first slot for the second duration offered. */
export async function bookFirstRoom(page: Page, day: string) {
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Book a room' }).click();
  await expect(page.getByRole('heading', { name: 'Book a meeting room' })).toBeVisible();
  await page.getByLabel('Day', { exact: true }).fill(day);
  const choose = page
    .getByRole('button', { name: /^Choose / })
    .and(page.locator(':not([disabled])'))
    .first();
  await expect(choose).toBeVisible();
  const name = (await choose.getAttribute('aria-label'))!.replace(/^Choose /, '');
  await choose.click();
  await page.getByLabel('Duration').selectOption({ index: 1 });
  await expect(page.getByTestId('portal-quote-price')).toContainText('£');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  const done = page.getByTestId('portal-booked');
  await expect(done).toContainText('Your meeting room is booked');
  return { name, code: (await done.locator('[data-code]').first().getAttribute('data-code'))! };
}

/** Screenshots for the docs, only when asked (SCREENSHOTS=1): never in CI runs. */
export async function docsScreenshot(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `../docs/screenshots/${name}.png` });
}
