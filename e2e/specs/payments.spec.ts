import { ONLINE_PAYMENT_MESSAGES, type InvoiceItem, type InvoicePayments } from '@clubspace/contract';
import { expect, test } from '@playwright/test';
import { apiCall, apiOk } from '../support/bookings-api';
import { issueTeamInvoice, portalMeOf } from '../support/invoices-api';
import { PORTAL_TEAM_ADMIN } from '../support/portal-pages';
import { DEMO_OWNER, loginAs } from '../support/session';

// Online payments (issue 27) against the Stripe stand-in that `npm start` runs by default.
const HARBOUR_OWNER = { email: 'owner@harbour.test', password: 'Demo1234!' };

test('staff connect Stripe on Account → Payments and test the connection', async ({ page }) => {
  await loginAs(page, HARBOUR_OWNER);
  await page.goto('/users/payments');
  await expect(page.getByRole('tab', { name: 'Payments' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Connect Stripe' });
  await form.getByLabel(/Secret key/).fill('sk_test_revoked_harbour_01');
  await form.getByLabel(/Webhook signing secret/).fill('whsec_harbour_e2e');
  await form.getByRole('button', { name: 'Connect' }).click();
  await expect(form.getByText(ONLINE_PAYMENT_MESSAGES.badKey)).toBeVisible();
  await form.getByLabel(/Secret key/).fill('sk_test_harbour_e2e_0042');
  await form.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('Connected to Stripe (Test account (local stand-in))')).toBeVisible();
  await expect(page.getByText('sk_test_…0042')).toBeVisible();
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText(ONLINE_PAYMENT_MESSAGES.tested)).toBeVisible();
});

test('a payer opens the payment link, pays on the hosted page, and the invoice is paid', async ({ page }) => {
  await loginAs(page, DEMO_OWNER);
  await page.goto('/users/payments');
  // The demo operator comes connected to the stand-in.
  await expect(page.getByText(/^Connected to Stripe/)).toBeVisible();
  // An invoice of its own, issued to the demo portal team (the seed's waiting invoices are other specs' to pay).
  const admin = await portalMeOf(page, PORTAL_TEAM_ADMIN);
  const invoice: InvoiceItem | null = await issueTeamInvoice(page, admin.member.team!.slug, 80);
  const res = await apiCall<{ url: string; amount: number }>(page, 'POST', `/api/invoices/${invoice.slug}/payment-link`, { send: false });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const link: { url: string; amount: number } | null = res.body;
  expect(link, 'a demo invoice waiting for payment').toBeTruthy();
  await page.goto(link!.url);
  await expect(page.getByRole('heading', { name: `Pay £${link!.amount.toFixed(2)}` })).toBeVisible();
  // The hosted page returns to the portal's invoices; this payer has no portal session, so the portal then moves on to
  // its log-in page: catch the return when it commits, not after.
  await Promise.all([
    page.waitForURL(/\/portal\/demo\/invoices\?payment=paid/, { waitUntil: 'commit' }),
    page.getByRole('button', { name: 'Succeed' }).click(),
  ]);
  await expect.poll(async () => (await apiOk<InvoicePayments>(page, 'GET', `/api/invoices/${invoice!.slug}/payments`)).state).toBe('paid');
  const payments = await apiOk<InvoicePayments>(page, 'GET', `/api/invoices/${invoice!.slug}/payments`);
  expect(payments.payments.at(-1)).toMatchObject({ method: 'card', reference: expect.stringMatching(/^pi_/) });
});
