import { expect, test } from '@playwright/test';
import { PHONE, PORTAL_MEMBER, expectAccessible, portalLogin } from '../support/portal-pages';

/**
 * Issue 26: axe on the portal's pages the other portal specs do not visit (the booking, account and pay specs check
 * theirs): the log-in page, the link pages (magic link and invitation, with a link that is not valid) and the home page.
 */
test.use({ viewport: PHONE });

test('the log-in, link and home pages of the portal pass axe at phone size', async ({ page }) => {
  await page.goto('/portal/demo/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expectAccessible(page, 'log-in');

  for (const mode of ['magic', 'accept']) {
    await page.goto(`/portal/demo/${mode}#token=not-a-valid-token`);
    await expect(page.getByRole('alert').or(page.getByRole('heading')).first()).toBeVisible();
    await expectAccessible(page, `${mode} link`);
  }

  await portalLogin(page, PORTAL_MEMBER);
  await expectAccessible(page, 'home');
});
