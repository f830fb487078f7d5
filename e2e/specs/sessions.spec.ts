import { expect as baseExpect, test } from '@playwright/test';
import { DEMO_OWNER, loginAs } from '../support/session';
import { newStaffWithPassword, removeStaff } from '../support/staff-api';

// Issue 30: a staff member's Active sessions card, the owner's "Sign out everywhere", and the breached-password list.
// Each test logs in several times (an argon2 hash each), so they get the longer timeout of the other flows.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test('I see my sessions, sign another device out, and it lands on the login page', async ({ page, browser }) => {
  await loginAs(page, DEMO_OWNER);
  const staff = await newStaffWithPassword(page, 'Sia', ['dashboard', 'account']);
  const mine = await (await browser.newContext()).newPage();
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await loginAs(other, staff);
  await loginAs(mine, staff);

  await mine.goto('/users');
  const card = mine.getByRole('region', { name: 'Active sessions' });
  await expect(card.getByRole('row')).toHaveCount(3); // the header and two sessions
  const here = card.getByRole('row').filter({ hasText: 'This device' });
  await expect(here).toHaveCount(1);
  await expect(here).toContainText('Chrome on Linux');
  await expect(here.getByRole('button', { name: /Sign out/ })).toHaveCount(0);

  await card
    .getByRole('row')
    .filter({ hasNotText: 'This device' })
    .getByRole('button', { name: /^Sign out / })
    .click();
  await expect(card.getByText('The session has been signed out.')).toBeVisible();
  await expect(card.getByRole('row')).toHaveCount(2);
  await expect(card.getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();

  // The signed-out device is sent to the login page on its next load.
  await other.reload();
  await expect(other).toHaveURL(/\/login$/);

  // A password from the breached list is refused in words.
  await mine.getByRole('main').getByRole('button', { name: 'Change password' }).click();
  const dialog = mine.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel(/^Current password/).fill(staff.password);
  await dialog.getByLabel(/^New password/).fill('elephant');
  await dialog.getByLabel(/^Confirm new password/).fill('elephant');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('This password appears in lists of leaked passwords. Please choose another one.')).toBeVisible();

  await otherContext.close();
  await mine.context().close();
  await removeStaff(page, staff.slug);
});

test('the owner signs a staff member out everywhere from their page', async ({ page, browser }) => {
  await loginAs(page, DEMO_OWNER);
  const staff = await newStaffWithPassword(page, 'Oli', ['dashboard']);
  const context = await browser.newContext();
  const theirs = await context.newPage();
  await loginAs(theirs, staff);

  await page.goto('/users/staff');
  await page.getByRole('cell', { name: staff.name }).click();
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = page.getByRole('dialog', { name: `Sign ${staff.name} out everywhere?` });
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('This staff member has been signed out everywhere.')).toBeVisible();

  await theirs.reload();
  await expect(theirs).toHaveURL(/\/login$/);
  // Nothing else changed: they log in again.
  await loginAs(theirs, staff);
  await context.close();
  await removeStaff(page, staff.slug);
});
