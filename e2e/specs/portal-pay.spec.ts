import { ONLINE_PAYMENT_MESSAGES } from '@clubspace/contract';
import { expect, test } from '@playwright/test';
import { issueTeamInvoice, portalMeOf } from '../support/invoices-api';
import { openAccount, PHONE, PORTAL_TEAM_ADMIN, portalLogin } from '../support/portal-pages';
import { DEMO_OWNER, loginAs } from '../support/session';

/**
 * Pay from the member portal (issue 27) on a phone: staff issue an invoice to the team, its admin pays it on the
 * Stripe stand-in's hosted page that `npm start` runs, comes back to Invoices and sees it paid once the webhook lands.
 */
test.use({ viewport: PHONE });

test('a team admin pays an unpaid invoice from the portal and sees it paid', async ({ page }) => {
  await loginAs(page, DEMO_OWNER);
  const admin = await portalMeOf(page, PORTAL_TEAM_ADMIN);
  expect(admin.online_payments, 'the demo takes payments online (the stand-in)').toBe(true);
  const invoice = await issueTeamInvoice(page, admin.member.team!.slug, 50);

  await portalLogin(page, PORTAL_TEAM_ADMIN);
  await openAccount(page, 'Invoices');
  const card = page.getByTestId(`portal-invoice-${invoice.slug}`);
  const amountDue = card.getByText('Amount due', { exact: true }).locator('xpath=following-sibling::dd');
  await expect(amountDue).toHaveText('£60.00');
  await card.getByRole('button', { name: `Pay invoice ${invoice.name}` }).click();

  await expect(page).toHaveURL(/\/checkout\//);
  await expect(page.getByRole('heading', { name: 'Pay £60.00' })).toBeVisible();
  await page.getByRole('button', { name: 'Succeed' }).click();

  await expect(page).toHaveURL(/\/portal\/demo\/invoices\?payment=paid/);
  await expect(page.getByText(ONLINE_PAYMENT_MESSAGES.portalPaid)).toBeVisible();
  await expect(card.getByText('Paid', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(amountDue).toHaveText('£0.00');
  await expect(card.getByRole('button', { name: /^Pay invoice / })).toHaveCount(0);
});
