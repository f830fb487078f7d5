import { expect, test } from '@playwright/test';
import { expectAccessible, PHONE, portalLogin } from '../support/portal-pages';
import { DEMO_OWNER, loginAs } from '../support/session';

/** The notice board (issue 28): staff post a notice in Community → Notices; a member sees it on the portal home and in full. */
test('staff post a notice, a portal member sees it on the home page', async ({ page, browser, baseURL }) => {
  const title = `Lift maintenance ${Date.now().toString(36)}`;
  await loginAs(page, DEMO_OWNER);
  await page.goto('/community/notices');
  await page.getByRole('button', { name: 'Post notice' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Post notice' });
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByLabel(/^Notice/).fill('The lift is **out of order** on Thursday.\n\n- Use the stairs\n- Ask the front desk for help');
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Live');
  await expect(row).toContainText('All offices');

  const member = await browser.newContext({ viewport: PHONE, baseURL });
  const portal = await member.newPage();
  await portalLogin(portal);
  const notices = portal.getByRole('region', { name: 'Notices' });
  await expect(notices.getByRole('heading', { name: title })).toBeVisible();
  await expect(notices).toContainText('The lift is out of order on Thursday.');
  await notices.getByRole('link', { name: 'All notices' }).click();
  await expect(portal.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
  const full = portal.getByRole('article', { name: title });
  await expect(full.locator('strong')).toHaveText('out of order');
  await expect(full.getByRole('listitem')).toHaveText(['Use the stairs', 'Ask the front desk for help']);
  await expectAccessible(portal, 'Notices');
  await member.close();
});
