import { expect, test } from '@playwright/test';
import { loginAs } from '../support/session';

// Harbour's owner, so the demo operator's keys stay as seeded for other specs.
const HARBOUR_OWNER = { email: 'owner@harbour.test', password: 'Demo1234!' };

test('the owner creates an API key, copies its secret shown once, calls the API with it, then revokes it', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAs(page, HARBOUR_OWNER);
  await page.goto('/users/developers');
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByRole('textbox', { name: /Name/ }).fill('E2E members reader');
  await dialog.getByRole('combobox', { name: 'Members · All members access' }).selectOption('read');
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: /E2E members reader.*created/ });
  await expect(shown.getByText('shown only once')).toBeVisible();
  const secret = await shown.getByRole('textbox', { name: 'Secret' }).inputValue();
  expect(secret).toMatch(/^csk_[\w-]{43}$/);
  await shown.getByRole('button', { name: 'Copy secret' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('cell', { name: 'E2E members reader', exact: true })).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  const members = await request.get('/api/member-list/', { headers: { authorization: `Bearer ${secret}` } });
  expect(members.status()).toBe(200);
  expect(members.headers()['ratelimit-limit']).toBe('120');
  const body = await members.json();
  expect(body.members.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Revoke E2E members reader' }).click();
  await page
    .getByRole('dialog', { name: /Revoke the API key/ })
    .getByRole('button', { name: 'Revoke key' })
    .click();
  await expect(page.getByRole('button', { name: 'Revoke E2E members reader' })).toHaveCount(0);
  const refused = await request.get('/api/member-list/', { headers: { authorization: `Bearer ${secret}` } });
  expect(refused.status()).toBe(401);
});
