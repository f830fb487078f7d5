/**
 * Automatic collection (issue 27 flows 2 and 3) against the Stripe stand-in that `npm start` runs for the demo: staff
 * turn automatic collection on, the portal team admin saves a card on the stand-in's setup page and sees
 * "Visa •••• 4242", staff see it on the team page and validate an invoice of the team, and the invoice is collected
 * (paid) by the collection job (every second in this run: COLLECTION_JOB_SECONDS). The admin then removes the method
 * and collection goes back off, so the other specs' invoices wait for payment as before.
 */
import { addDaysIso, INVOICE_MESSAGES, isoDayInZone, SAVED_METHOD_MESSAGES, type InvoiceItem } from '@clubspace/contract';
import { expect, test, type Page } from '@playwright/test';
import { apiOk } from '../support/bookings-api';
import { portalMeOf } from '../support/invoices-api';
import { openAccount, PORTAL_TEAM_ADMIN, portalLogin } from '../support/portal-pages';
import { DEMO_OWNER, loginAs } from '../support/session';

/** Account → Payments options as the logged-in staff (PATCH: the shared helper sends the other methods). */
async function setAutoCollect(page: Page, on: boolean) {
  const access = await page.evaluate(() => localStorage.getItem('access'));
  const res = await page.request.fetch('/api/payments/settings/', {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${access}` },
    data: { methods: ['card', 'bacs_debit'], auto_collect: on },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('a saved card collects a validated invoice automatically', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, DEMO_OWNER);
  await setAutoCollect(page, true);
  const admin = await portalMeOf(page, PORTAL_TEAM_ADMIN);
  const team = admin.member.team!;

  try {
    await test.step('the team admin saves a card on the setup page', async () => {
      await portalLogin(page, PORTAL_TEAM_ADMIN);
      await openAccount(page, 'Invoices');
      const card = page.getByRole('region', { name: 'Payment method' });
      await expect(card.getByTestId('saved-method')).toHaveText(SAVED_METHOD_MESSAGES.none);
      await card.getByRole('button', { name: 'Save a payment method' }).click();
      await expect(page).toHaveURL(/\/checkout\//);
      await page.getByLabel('Card (Visa)').check();
      await page.getByLabel('Succeed').check();
      await page.getByRole('button', { name: 'Save payment method' }).click();
      await expect(page).toHaveURL(/\/portal\/demo\/invoices\?method=saved/);
      await expect(card.getByTestId('saved-method')).toHaveText('Visa •••• 4242', { timeout: 15_000 });
    });

    const invoice = await test.step('staff see the card on the team page and validate an invoice of the team', async () => {
      await loginAs(page, DEMO_OWNER);
      await page.goto(`/members/companies/${team.slug}`);
      await expect(page.getByTestId('team-saved-method')).toHaveText('Visa •••• 4242');
      const today = isoDayInZone(new Date());
      const [data] = await apiOk<{ slug: string }[]>(page, 'GET', `/api/invoice-datas/?team=${team.slug}`);
      const created = await apiOk<InvoiceItem>(page, 'POST', '/api/invoices/', {
        team_slug: team.slug,
        invoice_data: data.slug,
        date: today,
        date_due: addDaysIso(today, 30),
        invoice_type: 'work',
        status: 'open',
      });
      await apiOk(page, 'POST', '/api/invoice-lines/', {
        invoice: created.slug,
        name: 'Meeting room',
        payment_type: 'work',
        date: today,
        units: 1,
        unit_price: 40,
        vat: 20,
        status: 'new',
      });
      await page.goto(`/members/invoices/${created.slug}`);
      await page.getByRole('button', { name: 'Validate' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Validate' }).click();
      await expect(page.getByText(INVOICE_MESSAGES.validated)).toBeVisible();
      return created;
    });

    await test.step('the collection job charges the card: the invoice is paid', async () => {
      // Polled through the API: on a loaded machine a page reload alone can take longer than one poll interval.
      await expect
        .poll(async () => (await apiOk<InvoiceItem>(page, 'GET', `/api/invoices/${invoice.slug}`)).status, { timeout: 45_000, intervals: [1_000] })
        .toBe('paid');
      await page.reload();
      await expect(page.getByTestId('invoice-status')).toHaveText('Paid');
    });

    await test.step('the team admin removes the card', async () => {
      await portalLogin(page, PORTAL_TEAM_ADMIN);
      await openAccount(page, 'Invoices');
      const card = page.getByRole('region', { name: 'Payment method' });
      await card.getByRole('button', { name: 'Remove Visa •••• 4242' }).click();
      await expect(card.getByTestId('saved-method')).toHaveText(SAVED_METHOD_MESSAGES.none);
    });
  } finally {
    await loginAs(page, DEMO_OWNER);
    await setAutoCollect(page, false);
  }
});
