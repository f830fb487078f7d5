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
