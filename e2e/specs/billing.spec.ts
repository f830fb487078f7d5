import {
  INVOICE_DOCUMENT_CONFIRM,
  INVOICE_DOCUMENT_MESSAGES,
  formatDate,
  type InvoiceDocumentsState,
  type InvoiceItem,
  type Paged,
} from '@clubspace/contract';
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { apiGet } from '../support/members-api';
import { DEMO_OWNER, loginAs } from '../support/session';

const allInvoices = async (page: Page) => (await apiGet<Paged<'invoices', InvoiceItem>>(page, '/api/dashboard-invoices/?page_size=1000')).invoices;

/** yyyy-MM of the month after this one: the demo has not been billed for it yet. */
function nextMonth(): string {
  const d = new Date();
  const next = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 7);
}

test('run billing for a month, open a created invoice, download its PDF and send it', async ({ page }) => {
  test.setTimeout(240_000);
  await loginAs(page, DEMO_OWNER);
  const before = new Set((await allInvoices(page)).map((i) => i.slug));
  let invoice!: InvoiceItem;

  await test.step('invoices tab → Run billing → preview the month → create the invoices', async () => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Members' }).click();
    await page.getByRole('tab', { name: 'Invoices' }).click();
    await expect(page).toHaveURL(/\/members\/invoices$/);
    await page.getByRole('button', { name: 'Run billing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Run billing for a month' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Month').fill(nextMonth());
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const create = dialog.getByRole('button', { name: /^Create \d+ invoices?$/ });
    await expect(create).toBeEnabled();
    const n = Number((await create.textContent())!.match(/\d+/)![0]);
    expect(n).toBeGreaterThan(0);
    await create.click();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    const created = (await allInvoices(page)).filter((i) => !before.has(i.slug));
    expect(created).toHaveLength(n);
    // One the e-mail can go to (the demo's billing data carry a contact).
    invoice = created.find((i) => i.invoice_data?.email_contact) ?? created[0];
    expect(invoice.status).toBe('open');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('open the created invoice from the list', async () => {
    await page.getByRole('searchbox', { name: 'Search invoice' }).fill(invoice.name);
    await page.getByRole('link', { name: invoice.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/members/invoices/${invoice.slug}$`));
    await expect(page.getByRole('heading', { name: invoice.name })).toBeVisible();
    await expect(page.getByTestId('invoice-status')).toHaveText('Draft');
    await expect(page.getByTestId('invoice-sent')).toHaveText('Not sent yet');
  });

  await test.step('Download PDF saves INV-….pdf, a real PDF', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`${invoice.name}.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
  });

  await test.step('Send asks first, naming the invoice and the address, then shows it as sent', async () => {
    const email = invoice.invoice_data!.email_contact!;
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const text = INVOICE_DOCUMENT_CONFIRM.send(invoice.name, email, true);
    const confirm = page.getByRole('dialog', { name: text.title });
    await expect(confirm).toContainText(email);
    await confirm.getByRole('button', { name: text.confirmLabel }).click();
    // Validating, rendering the PDF and writing the e-mail take a moment on a busy machine.
    await expect(page.getByText(INVOICE_DOCUMENT_MESSAGES.sent(email))).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('invoice-sent')).toHaveText(`Sent ${formatDate(new Date())} to ${email}`);
    await expect(page.getByTestId('invoice-status')).toHaveText('Pending');
    const docs = await apiGet<InvoiceDocumentsState>(page, `/api/invoices/${invoice.slug}/documents`);
    expect(docs.events).toHaveLength(1);
    expect(docs.events[0]).toMatchObject({ kind: 'sent', to: email });
  });
});
