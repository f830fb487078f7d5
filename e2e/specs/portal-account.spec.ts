import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible, openAccount, PHONE, PORTAL_MEMBER, PORTAL_TEAM_ADMIN, portalLogin } from '../support/portal-pages';

/**
 * The member portal's account screens on a phone (issue 26): invoices and their PDF, profile (name, consent,
 * password), the team admin's team (invite, remove) and guests; axe on each screen. The demo's two portal logins are
 * shared with other specs, so whatever this spec changes of them it puts back.
 */
test.use({ viewport: PHONE });

const NEW_PASSWORD = 'Portal-Account-77!';
const WS = { 'x-portal-workspace': 'demo' };
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Through the API: the member's password back to the demo's, whichever of the two it is now. */
async function restorePassword(request: APIRequestContext) {
  for (const current of [NEW_PASSWORD, PORTAL_MEMBER.password]) {
    const login = await request.post('/api/portal/auth/login', { headers: WS, data: { email: PORTAL_MEMBER.email, password: current } });
    if (!login.ok()) continue;
    if (current === PORTAL_MEMBER.password) return;
    const { access } = (await login.json()) as { access: string };
    const res = await request.post('/api/portal/password', {
      headers: { ...WS, Authorization: `Bearer ${access}` },
      data: { current_password: current, new_password: PORTAL_MEMBER.password },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return;
  }
}

test.afterAll(async ({ request }) => restorePassword(request));

test('a team admin opens Invoices and downloads a PDF', async ({ page }) => {
  await portalLogin(page, PORTAL_TEAM_ADMIN);
  await openAccount(page, 'Invoices');
  const first = page.getByRole('article', { name: /^Invoice / }).first();
  await expect(first).toBeVisible();
  for (const label of ['Date', 'Due', 'Total', 'Amount due']) await expect(first.getByText(label, { exact: true })).toBeVisible();
  await expectAccessible(page, 'Invoices');
  const [download] = await Promise.all([page.waitForEvent('download'), first.getByRole('button', { name: /^Download PDF/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('a member edits their name and a preference (kept after a reload), and changes their password', async ({ page }) => {
  await portalLogin(page, PORTAL_MEMBER);
  await openAccount(page, 'Profile');
  await expectAccessible(page, 'Profile');
  const details = page.getByRole('form', { name: 'My details' });
  const lastName = details.getByLabel(/^Last name/);
  const before = await lastName.inputValue();
  await lastName.fill(`${before} Jr`);
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('status')).toHaveText('Your profile is saved');

  const prefs = page.getByRole('form', { name: 'Notifications' });
  const emailMe = prefs.getByRole('switch', { name: 'E-mail me' });
  const was = await emailMe.isChecked();
  await emailMe.setChecked(!was);
  await prefs.getByRole('button', { name: 'Save preferences' }).click();
  await expect(prefs.getByRole('status')).toHaveText('Your preferences are saved');

  await page.reload();
  await expect(page.getByRole('form', { name: 'My details' }).getByLabel(/^Last name/)).toHaveValue(`${before} Jr`);
  await expect(page.getByRole('form', { name: 'Notifications' }).getByRole('switch', { name: 'E-mail me' })).toBeChecked({ checked: !was });

  // Put both back: the demo's member is shared with other specs.
  await page
    .getByRole('form', { name: 'My details' })
    .getByLabel(/^Last name/)
    .fill(before);
  await page.getByRole('form', { name: 'My details' }).getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('form', { name: 'My details' }).getByRole('status')).toBeVisible();
  await page
    .getByRole('form', { name: 'Notifications' })
    .getByRole('checkbox', { name: /^Community/ })
    .setChecked(was);
  await page.getByRole('form', { name: 'Notifications' }).getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('form', { name: 'Notifications' }).getByRole('status')).toBeVisible();

  // A photo, as staff will see it; then removed again.
  await page.getByLabel('Photo file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1PX, 'base64') });
  await expect(page.getByRole('status').filter({ hasText: 'Your photo is saved' })).toBeVisible();
  const photo = page.getByRole('region', { name: 'Photo' }).getByRole('img');
  // A member photo is private: a signed, expiring URL (issue 30 §8) that the browser loads.
  await expect(photo).toHaveAttribute('src', /^\/api\/uploads\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]+$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your photo is removed' })).toBeVisible();

  const pw = page.getByRole('form', { name: 'Password' });
  await pw.getByLabel(/^Current password/).fill(PORTAL_MEMBER.password);
  await pw.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await pw.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
  await pw.getByRole('button', { name: 'Change password' }).click();
  await expect(pw.getByRole('status')).toContainText('Your password has been changed');
  // This tab keeps going with the fresh tokens the change answered.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/portal\/demo\/login$/);
  await page.getByLabel('E-mail').fill(PORTAL_MEMBER.email);
  await page.getByLabel('Password').fill(PORTAL_MEMBER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('Wrong e-mail or password');
  await portalLogin(page, { email: PORTAL_MEMBER.email, password: NEW_PASSWORD });
  await restorePassword(page.request);
});

test('a team admin invites a colleague, then removes them after confirming', async ({ page }) => {
  await portalLogin(page, PORTAL_TEAM_ADMIN);
  await openAccount(page, 'Team');
  await expect(page.getByRole('list', { name: 'Team members' })).toBeVisible();
  await expectAccessible(page, 'Team');
  const email = `colleague-${Date.now()}@acme.example`;
  const form = page.getByRole('form', { name: 'Invite a colleague' });
  await form.getByLabel(/^First name/).fill('Cleo');
  await form.getByLabel(/^Last name/).fill('Colleague');
  await form.getByLabel(/^E-mail/).fill(email);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByRole('status')).toHaveText(`An invitation was sent to ${email}`);
  const row = page.getByRole('listitem').filter({ hasText: email });
  await expect(row.getByText('Invited')).toBeVisible();

  await row.getByRole('button', { name: 'Remove Cleo Colleague' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Cleo Colleague from the team?' });
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cleo Colleague was removed from the team' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
});

test('a member pre-registers a guest and sees them among the expected ones', async ({ page }) => {
  await portalLogin(page, PORTAL_MEMBER);
  await openAccount(page, 'Guests');
  await expectAccessible(page, 'Guests');
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const shown = `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
  const form = page.getByRole('form', { name: 'Expect a guest' });
  await form.getByLabel(/^Guest’s name/).fill('Gina Visitor');
  await form.getByLabel(/^Guest’s e-mail/).fill(`gina-${Date.now()}@visitor.example`);
  await form.getByLabel(/^Day/).fill(day);
  await form.getByRole('button', { name: 'Register guest' }).click();
  await expect(form.getByRole('status')).toContainText('Gina Visitor is expected on');
  await expect(page.getByRole('list', { name: 'Expected guests' }).getByText(`Gina Visitor · ${shown}`)).toBeVisible();
});
