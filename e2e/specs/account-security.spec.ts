import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_OWNER, loginAs } from '../support/session';
import { newStaffWithPassword, removeStaff } from '../support/staff-api';

// Issue 13's endpoints on screen: a staff member changes their own password, an owner removes a staff member.
// Each test logs in two or three times (an argon2 hash each), so they get the longer timeout of the other flows.
test.describe.configure({ timeout: 240_000 });
// A reload loads the whole app again; on a busy CI machine that has taken over the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const CHANGED = 'Your password has been changed. Your other sessions have been logged out.';

/** The demo owner (on `page`) adds a staff member with a password, who logs in in a browser of their own. */
async function staffSignedIn(page: Page, browser: Browser, firstName: string, sections: string[]) {
  await loginAs(page, DEMO_OWNER);
  const staff = await newStaffWithPassword(page, firstName, sections);
  const context = await browser.newContext();
  const tab = await context.newPage();
  await loginAs(tab, staff);
  return { staff, context, tab };
}

async function submitPasswords(tab: Page, current: string, next: string, confirm = next) {
  const dialog = tab.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel(/^Current password/).fill(current);
  await dialog.getByLabel(/^New password/).fill(next);
  await dialog.getByLabel(/^Confirm new password/).fill(confirm);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  return dialog;
}

async function tryLogin(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

test('changing my password keeps this tab working, ends my other sessions and replaces the old password', async ({ page, browser }) => {
  const { staff, context, tab } = await staffSignedIn(page, browser, 'Pia', ['dashboard', 'account']);
  // The same person on another device.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await loginAs(other, staff);

  await tab.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Account' }).click();
  await tab.getByRole('main').getByRole('button', { name: 'Change password' }).click();
  const dialog = await submitPasswords(tab, 'not-my-password', 'tide-lamp-93', 'tide-lamp-39');
  await expect(dialog.getByText('The new password and its confirmation do not match')).toBeVisible();
  await submitPasswords(tab, 'not-my-password', 'tide-lamp-93');
  await expect(dialog.getByText('The current password is not correct')).toBeVisible();
  await submitPasswords(tab, staff.password, 'tide-lamp-93');
  await expect(tab.getByText(CHANGED)).toBeVisible();
  await expect(dialog).toBeHidden();

  // This tab goes on: another screen loads its data, and so does a reload.
  await tab.getByRole('tab', { name: 'Staff' }).click();
  await expect(tab.getByRole('cell', { name: staff.name })).toBeVisible();
  await tab.reload();
  await expect(tab.getByRole('cell', { name: staff.name })).toBeVisible();

  // The other device is sent to the login page, told why; the old password no longer works, the new one does.
  await other.reload();
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByText('Your session has ended. Please log in again.')).toBeVisible();
  await tryLogin(other, staff);
  await expect(other.getByText('Error login')).toBeVisible();
  await loginAs(other, { email: staff.email, password: 'tide-lamp-93' });

  await context.close();
  await otherContext.close();
  await removeStaff(page, staff.slug);
});

test('staff without the Account section change their password from the top bar', async ({ page, browser }) => {
  const { staff, context, tab } = await staffSignedIn(page, browser, 'Tom', ['dashboard']);
  await expect(tab.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Account' })).toHaveCount(0);
  await tab.getByRole('button', { name: `${staff.name}: my account` }).click();
  await tab.getByRole('menuitem', { name: 'Change password' }).click();
  await submitPasswords(tab, staff.password, 'harbour-tide-41');
  await expect(tab.getByText(CHANGED)).toBeVisible();
  await tab.reload();
  await expect(tab).toHaveURL(/\/dashboard/);
  await context.close();
  await removeStaff(page, staff.slug);
});

test('an owner removes a staff member after confirming; the list drops them and their login fails', async ({ page, browser }) => {
  // They are signed in somewhere when they are removed.
  const { staff, context, tab: theirs } = await staffSignedIn(page, browser, 'Rhea', ['dashboard']);

  // Nobody removes themself: the owner's own page says so.
  await page.goto('/users/staff');
  await page.getByRole('cell', { name: 'Olivia Owner' }).click();
  await expect(page.getByText('You can not remove yourself')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove' })).toBeDisabled();

  await page.goto('/users/staff');
  await page.getByRole('cell', { name: staff.name }).click();
  await page.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog', { name: `Remove ${staff.name}?` });
  await expect(dialog).toContainText(`${staff.name} loses access to this operator at once`);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page).toHaveURL(/\/users\/staff$/);
  await expect(page.getByText(`Staff member removed: ${staff.name}`)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Olivia Owner' })).toBeVisible();
  await expect(page.getByRole('cell', { name: staff.name })).toHaveCount(0);

  // Their open session ends, and they can no longer log in.
  await theirs.reload();
  await expect(theirs).toHaveURL(/\/login$/);
  await tryLogin(theirs, staff);
  await expect(theirs.getByText('Error login')).toBeVisible();
  await expect(theirs).toHaveURL(/\/login$/);
  await context.close();
});
