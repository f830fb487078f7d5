import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../support/session';

// Runs on the Harbour operator so the demo data other specs rely on stays as seeded.
const HARBOUR_OWNER = { email: 'owner@harbour.test', password: 'Demo1234!' };
const HARBOUR_FRONTDESK = { email: 'frontdesk@harbour.test', password: 'Demo1234!' };
async function unfocus(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

const SEED_THEME = { button: '#2E86AB', buttonRgb: 'rgb(46, 134, 171)' };

test('the owner grants Marketing to a staff member, who then sees it in the menu', async ({ page, browser }) => {
  await loginAs(page, HARBOUR_OWNER);
  await page.goto('/users/staff');
  await page.getByRole('cell', { name: 'Fiona Fraser' }).click();
  await expect(page).toHaveURL(/\/users\/staff\/[\w-]+$/);
  const notPermitted = page.getByRole('group', { name: 'Not Permitted' });
  const permitted = page.getByRole('group', { name: 'Permitted', exact: true });
  await notPermitted.getByText('Marketing', { exact: true }).click();
  await notPermitted.getByText('Marketing · Campaigns', { exact: true }).click();
  await page.getByRole('button', { name: 'Move selected right' }).click();
  await expect(permitted.getByText('Marketing', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('dialog', { name: 'Staff updated' })).toBeVisible();
  await expect(page).toHaveURL(/\/users\/staff$/);

  const context = await browser.newContext();
  const staffPage = await context.newPage();
  await loginAs(staffPage, HARBOUR_FRONTDESK);
  const menu = staffPage.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Marketing' })).toBeVisible();
  await menu.getByRole('link', { name: 'Marketing' }).click();
  await expect(staffPage).toHaveURL(/\/marketing/);
  await context.close();
});

test('the owner changes the button colour and the operator’s Log In page shows it', async ({ page, browser, baseURL }) => {
  const port = new URL(baseURL!).port;
  await loginAs(page, HARBOUR_OWNER);
  await page.goto('/users/theme');
  const button = page.getByLabel(/Secondary \(button\) colour/);
  await expect(button).toHaveValue(new RegExp(`^${SEED_THEME.button}$`, 'i'));
  await button.fill('#aa2233');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Theme saved')).toBeVisible();
  // The app's own colours change at once (away from the hover and focus shades).
  await unfocus(page);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCSS('background-color', 'rgb(170, 34, 51)');

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(`http://harbour.localhost:${port}/login`);
  await expect(visitor.getByRole('button', { name: 'Log In' })).toHaveCSS('background-color', 'rgb(170, 34, 51)');
  await context.close();

  // Put the seed colour back.
  await button.fill(SEED_THEME.button.toLowerCase());
  await page.getByRole('button', { name: 'Save' }).click();
  await unfocus(page);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCSS('background-color', SEED_THEME.buttonRgb);
});
