/**
 * Reports › Aged debtors (issue 31, report 5): a payer 40 days overdue on a large invoice leads the report, its
 * invoice link opens the invoice, the CSV export holds the payer's row, and "Send reminder" e-mails the payer once
 * (the button then says it was reminded today).
 */
import { addDaysIso, isoDayInZone, type InvoiceItem } from '@clubspace/contract';
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { apiOk } from '../support/bookings-api';
import { DEMO_OWNER, loginAs } from '../support/session';

test('aged debtors: the overdue payer leads, its invoice opens, the CSV exports it, one reminder a day', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, DEMO_OWNER);
  const today = isoDayInZone(new Date());
  const stamp = Date.now().toString(36);
  const name = `Aged Debtors ${stamp} Ltd`;
  const team = await apiOk<{ slug: string }>(page, 'POST', '/api/teams/', {
    name,
    description: 'Owes us',
    invoice_name: name,
    invoice_address: '1 Ledger Lane',
    invoice_post_code: 'E1 6AN',
    invoice_city: 'London',
  });
  const data = await apiOk<{ slug: string }>(page, 'POST', '/api/invoice-datas/', {
    team: team.slug,
    name,
    town: 'London',
    post_code: 'E1 6AN',
    address_1: '1 Ledger Lane',
    email_contact: `accounts-${stamp}@example.test`,
    default: true,
  });
  const invoice = await apiOk<InvoiceItem>(page, 'POST', '/api/invoices/', {
    team_slug: team.slug,
    invoice_data: data.slug,
    date: addDaysIso(today, -70),
    date_due: addDaysIso(today, -40),
    invoice_type: 'work',
    status: 'open',
  });
  await apiOk(page, 'POST', '/api/invoice-lines/', {
    invoice: invoice.slug,
    name: 'Private office, quarter',
    payment_type: 'work',
    date: addDaysIso(today, -70),
    units: 1,
    unit_price: 90_000,
    vat: 20,
    status: 'new',
  });
  await apiOk(page, 'POST', '/api/invoice-validate/', { invoice: invoice.slug });

  await page.goto('/reports');
  await page.getByRole('link', { name: /Aged debtors/ }).click();
  await expect(page.getByRole('heading', { name: 'Aged debtors' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Aged debtors by payer' });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  // £90,000 + 20 % VAT, 40 days past due: in the 31–60 days column and the total.
  await expect(row.getByText('£108,000.00')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(name);

  // The stacked bar chart draws (its own chunk); SCREENSHOTS=1 refreshes the documentation's picture of the report.
  await expect(page.locator('.MuiChartsLegend-root')).toBeVisible();
  await expect(page.locator('.MuiChartsAxis-tickLabel', { hasText: stamp })).toBeVisible();
  if (process.env.SCREENSHOTS) {
    await page.setViewportSize({ width: 1280, height: 1400 });
    await page.screenshot({ path: '../docs/screenshots/report-aged-debtors.png' });
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  await test.step('the CSV export holds the payer with its buckets', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^aged-debtors.*\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text).toContain('Payer,Not yet due,0–30 days,31–60 days,61–90 days,Over 90 days,Total');
    expect(text).toContain(`${name},0.00,0.00,108000.00,0.00,0.00,108000.00`);
  });

  await test.step('Send reminder e-mails the payer once; the button then says so', async () => {
    await row.getByRole('button', { name: `Send reminder to ${name}` }).click();
    await expect(page.getByText(`Reminder of 1 unpaid invoice sent to accounts-${stamp}@example.test`)).toBeVisible();
    await expect(row.getByRole('button', { name: `Send reminder to ${name}` })).toBeDisabled();
    await expect(row.getByRole('button', { name: `Send reminder to ${name}` })).toHaveText('Reminded today');
  });

  await test.step('the invoice link opens the invoice', async () => {
    await row.getByRole('link', { name: invoice.name }).click();
    await expect(page).toHaveURL(new RegExp(`/members/invoices/${invoice.slug}$`));
  });
});
