import { formatPounds, type InvoiceItem, type InvoicePayments } from '@clubspace/contract';
import { expect, test } from '@playwright/test';
import { apiCall, apiOk } from '../support/bookings-api';
import { issueTeamInvoice, portalMeOf } from '../support/invoices-api';
import { PORTAL_TEAM_ADMIN } from '../support/portal-pages';
import { DEMO_OWNER, loginAs } from '../support/session';

// Refunds to the card (issue 27 flow 4) against the Stripe stand-in `npm start` runs (its refunds settle after 5 s).
test('staff issue a credit note on an invoice paid online and refund it to the card; the refund shows as succeeded', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, DEMO_OWNER);
  const admin = await portalMeOf(page, PORTAL_TEAM_ADMIN);
  const invoice: InvoiceItem = await issueTeamInvoice(page, admin.member.team!.slug, 80, 'Meeting room day');
  const res = await apiCall<{ url: string; amount: number }>(page, 'POST', `/api/invoices/${invoice.slug}/payment-link`, { send: false });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await page.goto(res.body!.url);
  await page.getByRole('button', { name: 'Succeed' }).click();
  await expect.poll(async () => (await apiOk<InvoicePayments>(page, 'GET', `/api/invoices/${invoice.slug}/payments`)).state).toBe('paid');

  await page.goto(`/members/invoices/${invoice.slug}`);
  const card = page.getByRole('region', { name: 'Payments' });
  const online = card.getByRole('table', { name: 'Online payments' });
  await expect(online.getByText('Succeeded')).toBeVisible();
  await expect(online.getByText(/^pi_/)).toBeVisible();

  await card.getByRole('button', { name: 'Credit note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Credit note' });
  await dialog.getByRole('checkbox', { name: 'Credit Meeting room day' }).check();
  await dialog.getByLabel(/^Reason/).fill('Room closed for repairs');
  await dialog.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(dialog).toHaveCount(0);
  const note = (await apiOk<InvoicePayments>(page, 'GET', `/api/invoices/${invoice.slug}/payments`)).credit_notes[0];
  await card.getByRole('link', { name: note.name }).click();
  await expect(page).toHaveURL(new RegExp(`/members/invoices/${note.slug}$`));

  const refunds = page.getByRole('region', { name: 'Refunds' });
  await refunds.getByRole('button', { name: 'Refund to the card' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund to the card' });
  await expect(refund.getByLabel(/^Amount/)).toHaveValue('96.00');
  await refund.getByRole('button', { name: 'Refund to the card' }).click();
  await expect(refund).toHaveCount(0);
  await expect(page.getByText(`Refund of ${formatPounds(96)} sent to Stripe`, { exact: false })).toBeVisible();
  const table = refunds.getByRole('table', { name: 'Online payments' });
  await expect(table.getByText('Pending')).toBeVisible();
  // Stripe's refund.updated arrives a few seconds later: the refund succeeded and the credit note is refunded. Each
  // try allows a slow reload on a loaded machine (a 1 s try never saw the page there).
  await expect(async () => {
    await page.reload();
    await expect(refunds.getByRole('table', { name: 'Online payments' }).getByText('Refunded')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(table.getByText('Succeeded')).toBeVisible();
  await expect(refunds.getByRole('table', { name: 'Refunds' }).getByText(/^re_/)).toBeVisible();
  await expect(page.getByTestId('invoice-status')).toHaveText('Paid');
});
