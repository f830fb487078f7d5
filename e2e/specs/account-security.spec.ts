import { expect, test, type Page } from '@playwright/test';
import { DEMO_OWNER, loginAs } from '../support/session';
import { newStaffWithPassword, removeStaff } from '../support/staff-api';

// Issue 13's endpoints on screen: a staff member changes their own password, an owner removes a staff member.

async function tryLogin(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

test('changing my password keeps this tab working, ends my other sessions and replaces the old password', async ({ page, browser }) => {
  await loginAs(page, DEMO_OWNER);
  const staff = await newStaffWithPassword(page, 'Pia', ['dashboard', 'account']);
  const owner = page;

  const context = await browser.newContext();
  const tab = await context.newPage();
  await loginAs(tab, staff);
  // The same person on another device.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await loginAs(other, staff);

  await tab.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Account' }).click();
  await tab.getByRole('main').getByRole('button', { name: 'Change password' }).click();
  const dialog = tab.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel(/^Current password/).fill('not-my-password');
  await dialog.getByLabel(/^New password/).fill('tide-lamp-93');
  await dialog.getByLabel(/^Confirm new password/).fill('tide-lamp-39');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('The new password and its confirmation do not match')).toBeVisible();
  await dialog.getByLabel(/^Confirm new password/).fill('tide-lamp-93');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('The current password is not correct')).toBeVisible();

  await dialog.getByLabel(/^Current password/).fill(staff.password);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(tab.getByText('Your password has been changed. Your other sessions have been logged out.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // This tab goes on: another screen loads its data, and so does a reload.
  await tab.getByRole('tab', { name: 'Staff' }).click();
  await expect(tab.getByRole('cell', { name: staff.name })).toBeVisible();
  await tab.reload();
  await expect(tab.getByRole('cell', { name: staff.name })).toBeVisible();

  // The other device is sent to the login page, told why.
  await other.reload();
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByText('Your session has ended. Please log in again.')).toBeVisible();
  await tryLogin(other, staff);
  await expect(other.getByText('Error login')).toBeVisible();
  await loginAs(other, { email: staff.email, password: 'tide-lamp-93' });

  await context.close();
  await otherContext.close();
  await removeStaff(owner, staff.slug);
});

test('staff without the Account section change their password from the top bar', async ({ page, browser }) => {
  await loginAs(page, DEMO_OWNER);
  const staff = await newStaffWithPassword(page, 'Tom', ['dashboard']);
  const context = await browser.newContext();
  const tab = await context.newPage();
  await loginAs(tab, staff);
  await expect(tab.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Account' })).toHaveCount(0);
  await tab.getByRole('button', { name: `${staff.name}: my account` }).click();
  await tab.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = tab.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel(/^Current password/).fill(staff.password);
  await dialog.getByLabel(/^New password/).fill('harbour-tide-41');
  await dialog.getByLabel(/^Confirm new password/).fill('harbour-tide-41');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(tab.getByText('Your password has been changed. Your other sessions have been logged out.')).toBeVisible();
  await tab.reload();
  await expect(tab).toHaveURL(/\/dashboard/);
  await context.close();
  await removeStaff(page, staff.slug);
});

test('an owner removes a staff member after confirming; the list drops them and their login fails', async ({ page, browser }) => {
  await loginAs(page, DEMO_OWNER);
  const staff = await newStaffWithPassword(page, 'Rhea', ['dashboard']);
  // They are signed in somewhere when they are removed.
  const context = await browser.newContext();
  const theirs = await context.newPage();
  await loginAs(theirs, staff);

  // Nobody removes themself: the owner's own page says so.
  await page.goto('/users/staff');
  await page.getByRole('cell', { name: 'Olivia Owner' }).click();
  await expect(page.getByRole('button', { name: 'Remove' })).toBeDisabled();
  await expect(page.getByText('You can not remove yourself')).toBeVisible();

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
