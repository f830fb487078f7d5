import { CONFIRM, INVOICE_MESSAGES, formatPence, invoiceTotals, type InvoiceDataItem, type InvoiceItem, type Paged } from '@clubspace/contract';
import { expect, test } from '@playwright/test';
import { apiGet } from '../support/members-api';
import { MembersUi } from '../support/members-pages';
import { DEMO_OWNER, loginAs } from '../support/session';

const invoicesOf = async (page: Parameters<typeof apiGet>[0], team: string) =>
  (await apiGet<Paged<'invoices', InvoiceItem>>(page, `/api/dashboard-invoices/?team=${team}&page_size=1000`)).invoices;

test('create an invoice, add two lines, validate (issue) it, find it as Pending, see it final, and lock it once paid', async ({ page }) => {
  test.setTimeout(120_000);
  const ui = new MembersUi(page);
  await loginAs(page, DEMO_OWNER);

  // A demo team that already has billing data.
  const seeded = (await apiGet<Paged<'invoices', InvoiceItem>>(page, '/api/dashboard-invoices/?page_size=50')).invoices;
  let team: { slug: string; name: string } | null = null;
  for (const inv of seeded) {
    if (!inv.team) continue;
    const datas = await apiGet<InvoiceDataItem[]>(page, `/api/invoice-datas/?team=${inv.team.slug}`);
    if (datas.length) {
      team = inv.team;
      break;
    }
  }
  expect(team, 'a team with invoice data').toBeTruthy();
  const before = new Set((await invoicesOf(page, team!.slug)).map((i) => i.slug));
  let invoice!: InvoiceItem;

  await test.step('create an invoice for the team from the list', async () => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Members' }).click();
    await page.getByRole('tab', { name: 'Invoices' }).click();
    await expect(page).toHaveURL(/\/members\/invoices$/);
    await page.getByRole('link', { name: 'Create invoice' }).click();
    await expect(page).toHaveURL(/\/members\/invoices\/add$/);
    const form = page.getByRole('form', { name: 'Create invoice' });
    await ui.autocomplete(form, /^Team/, team!.name);
    // The team's default invoice data is picked for the user.
    await expect(form.getByRole('combobox', { name: /^Invoice Data/ })).not.toHaveText(/^\s*$/);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(INVOICE_MESSAGES.created)).toBeVisible();
    await expect(page).toHaveURL(/\/members\/invoices$/);
    const created = (await invoicesOf(page, team!.slug)).filter((i) => !before.has(i.slug));
    expect(created).toHaveLength(1);
    invoice = created[0];
    expect(invoice).toMatchObject({ status: 'open', lines: 0 });
  });

  await test.step('open it from the list and add two lines', async () => {
    await page.getByRole('searchbox', { name: 'Search invoice' }).fill(invoice.name);
    await page.getByRole('link', { name: invoice.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/members/invoices/${invoice.slug}$`));
    await expect(page.getByRole('heading', { name: invoice.name })).toBeVisible();
    await expect(page.getByTestId('invoice-status')).toHaveText('Draft');

    for (const line of [
      { name: 'Hot desk days', type: 'Work' },
      { name: 'Meeting room hire', type: 'Service' },
    ]) {
      await page.getByRole('button', { name: 'Add line' }).click();
      const dialog = ui.dialog('Add line');
      await dialog.getByLabel(/^Name/).fill(line.name);
      await ui.select(dialog, /^Payment type/, line.type);
      await dialog.getByLabel(/^Units/).fill('3');
      await dialog.getByLabel(/^Unit Price/).fill('0.99');
      await expect(dialog.getByRole('group', { name: 'Line totals' })).toContainText('Line gross: £3.56');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('table', { name: 'Invoice lines' }).getByRole('cell', { name: line.name, exact: true })).toBeVisible();
    }
  });

  await test.step('the footer shows totals summed from per-line-rounded VAT', async () => {
    // Each line: £2.97 net, VAT 59.4p → 59p; two lines → £1.18 (rounding the summed VAT would give £1.19).
    const totals = invoiceTotals([
      { unitPricePence: 99, units: 3, vatPercent: 20 },
      { unitPricePence: 99, units: 3, vatPercent: 20 },
    ]);
    expect(totals).toEqual({ net: 594, vat: 118, gross: 712 });
    await expect(page.getByTestId('invoice-subtotal')).toHaveText(formatPence(totals.net));
    await expect(page.getByTestId('invoice-vat')).toHaveText('£1.18');
    await expect(page.getByText('Total VAT (20%)')).toBeVisible();
    await expect(page.getByTestId('invoice-total')).toHaveText('£7.12');
  });

  await test.step('validate it after the confirmation that names it: Pending, with a send date', async () => {
    await page.getByRole('button', { name: 'Validate' }).click();
    const confirm = page.getByRole('dialog', { name: CONFIRM.validateInvoice(invoice.name).title });
    await expect(confirm).toContainText(`${invoice.name} moves to Pending and gets today as sent date`);
    await confirm.getByRole('button', { name: 'Keep as draft' }).click();
    await expect(page.getByTestId('invoice-status')).toHaveText('Draft');
    await page.getByRole('button', { name: 'Validate' }).click();
    await confirm.getByRole('button', { name: 'Validate' }).click();
    await expect(page.getByText(INVOICE_MESSAGES.validated)).toBeVisible();
    await expect(page.getByTestId('invoice-status')).toHaveText('Pending');
  });

  await test.step('the list filtered by Pending shows it', async () => {
    await page.goto('/members/invoices');
    const status = page.getByRole('group', { name: 'Invoice status' });
    await status.getByRole('button', { name: 'Pending' }).click();
    await expect(page).toHaveURL(/status=pending_payment/);
    await page.getByRole('searchbox', { name: 'Search invoice' }).fill(invoice.name);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: invoice.name, exact: true }) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Pending');
    await expect(row).toContainText('7.12');
    await row.getByRole('link', { name: invoice.name, exact: true }).click();
  });

  await test.step('issued: no Add line, Edit or Delete (invoice or lines); Credit note and Update status instead', async () => {
    await expect(page.getByTestId('invoice-issued')).toContainText(INVOICE_MESSAGES.issuedLocked);
    await expect(page.getByRole('button', { name: 'Credit note' })).toBeVisible();
    for (const name of ['Add line', 'Edit invoice', 'Delete', 'Validate'])
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Delete) line / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Update status' })).toBeVisible();
  });

  await test.step('once paid, Update status, Sync and Validate are hidden', async () => {
    await page.getByRole('button', { name: 'Update status' }).click();
    const dialog = ui.dialog('Update status');
    await ui.select(dialog, /^Status/, 'Paid');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('invoice-status')).toHaveText('Paid');
    for (const name of ['Update status', 'Edit invoice', 'Sync', 'Validate'])
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  });
});
