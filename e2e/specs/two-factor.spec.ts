import { expect as baseExpect, test } from '@playwright/test';
import { generate } from 'otplib';
import { DEMO_OWNER, loginAs } from '../support/session';
import { newStaffWithPassword, removeStaff } from '../support/staff-api';

// Issue 30: two-factor login on screen. A staff member of its own (never the demo owner, whose log-in every other
// spec uses) turns it on from the secret shown in text, logs out, and logs in with the password and a code.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** The authenticator app's code, `offset` seconds from now. */
const codeOf = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset });

test('a staff member turns on two-factor, logs out, and logs in with the password and a code', async ({ page, browser }) => {
  await loginAs(page, DEMO_OWNER);
  const staff = await newStaffWithPassword(page, 'Tess', ['dashboard', 'account']);
  const context = await browser.newContext();
  const tab = await context.newPage();
  try {
    await loginAs(tab, staff);
    await tab.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Account' }).click();
    await tab.getByRole('button', { name: 'Turn on two-factor' }).click();
    const dialog = tab.getByRole('dialog', { name: 'Turn on two-factor login' });
    await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await dialog.getByLabel('Secret key').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await dialog.getByLabel('Six-digit code').fill('000000');
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await expect(dialog.getByText('That code is not right. Check the time on your phone and try again.')).toBeVisible();
    await dialog.getByLabel('Six-digit code').fill(await codeOf(secret));
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    const codes = tab.getByRole('list', { name: 'Recovery codes' });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await expect(tab.getByText('Save these recovery codes now: each works once, and they will not be shown again.')).toBeVisible();
    await tab.getByRole('button', { name: 'Done' }).click();
    await expect(tab.getByText('Recovery codes left: 10')).toBeVisible();

    await tab.getByRole('button', { name: 'Logout' }).click();
    await expect(tab).toHaveURL(/\/login/);
    await tab.getByLabel('Email').fill(staff.email);
    await tab.getByLabel('Password', { exact: true }).fill(staff.password);
    await tab.getByRole('button', { name: 'Log In' }).click();
    const step = tab.getByRole('form', { name: 'Two-factor code' });
    await expect(step.getByText('Two-factor login is on for this account: enter the code from your authenticator app')).toBeVisible();
    // No session yet: the dashboard is not reachable before the code.
    await expect(tab).toHaveURL(/\/login/);
    // The next step's code (within the ±30 s drift): the enrolment's own code is accepted only once.
    await step.getByLabel('Code').fill(await codeOf(secret, 30));
    await step.getByRole('button', { name: 'Verify' }).click();
    await expect(tab).toHaveURL(/\/dashboard/);
  } finally {
    await context.close();
    await removeStaff(page, staff.slug);
  }
});
