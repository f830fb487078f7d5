import {
  CREDIT_NOTE_MESSAGES,
  PAYMENT_MESSAGES,
  formatPounds,
  type InvoiceDetail,
  type InvoiceItem,
  type InvoicePayments,
  type Paged,
} from '@clubspace/contract';
import { expect, test } from '@playwright/test';
import { apiGet } from '../support/members-api';
import { DEMO_OWNER, loginAs } from '../support/session';

test('record a partial payment then the rest → Paid; issue a credit note for a line', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, DEMO_OWNER);
  const pending = (await apiGet<Paged<'invoices', InvoiceItem>>(page, '/api/dashboard-invoices/?status=pending_payment&kind=invoice&page_size=100'))
    .invoices;
  const invoice = pending.find((i) => i.gross_price >= 10 && i.amount_paid === 0);
  expect(invoice, 'a pending demo invoice with nothing paid').toBeTruthy();
  const gross = invoice!.gross_price;
  const part = Math.round(gross * 40) / 100;

  await page.goto(`/members/invoices/${invoice!.slug}`);
  await expect(page.getByRole('heading', { name: invoice!.name })).toBeVisible();
  const card = page.getByRole('region', { name: 'Payments' });
  await expect(card.getByTestId('payment-summary')).toHaveText(`Unpaid: ${formatPounds(gross)} due`);

  await test.step('a partial payment', async () => {
    await card.getByRole('button', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record payment' });
    await expect(dialog.getByLabel(/^Amount/)).toHaveValue(gross.toFixed(2));
    await dialog.getByLabel(/^Amount/).fill(part.toFixed(2));
    await dialog.getByLabel(/^Reference/).fill('BACS 123');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(PAYMENT_MESSAGES.recorded)).toBeVisible();
    await expect(card.getByTestId('payment-summary')).toHaveText(`Partly paid: ${formatPounds(part)} of ${formatPounds(gross)}`);
    await expect(page.getByTestId('invoice-status')).toHaveText('Pending');
  });

  await test.step('the rest, prefilled → Paid', async () => {
    await card.getByRole('button', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record payment' });
    const rest = Math.round((gross - part) * 100) / 100;
    await expect(dialog.getByLabel(/^Amount/)).toHaveValue(rest.toFixed(2));
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('invoice-status')).toHaveText('Paid');
    await expect(card.getByTestId('payment-summary')).toHaveText('Paid');
    await expect(card.getByRole('table', { name: 'Payments' }).getByRole('row')).toHaveCount(3);
  });

  await test.step('a credit note for the first line', async () => {
    const detail = await apiGet<InvoiceDetail>(page, `/api/invoices/${invoice!.slug}`);
    const line = detail.invoice_lines[0];
    await card.getByRole('button', { name: 'Credit note' }).click();
    const dialog = page.getByRole('dialog', { name: 'Credit note' });
    // Demo invoices may carry two lines of one name: the first checkbox is the first line.
    await dialog
      .getByRole('checkbox', { name: `Credit ${line.name}` })
      .first()
      .check();
    await expect(dialog.getByLabel('Credit note total')).toHaveText(`Total to credit: ${formatPounds(line.line_gross_price)}`);
    await dialog.getByLabel(/^Reason/).fill('Desk not used');
    await dialog.getByRole('button', { name: 'Issue credit note' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(new RegExp(`${CREDIT_NOTE_MESSAGES.issued}: CN-\\d{4}`))).toBeVisible();
    const payments = await apiGet<InvoicePayments>(page, `/api/invoices/${invoice!.slug}/payments`);
    expect(payments.credit_notes).toHaveLength(1);
    const note = payments.credit_notes[0];
    expect(note.gross_price).toBeCloseTo(-line.line_gross_price, 2);
    await card.getByRole('link', { name: note.name }).click();
    await expect(page).toHaveURL(new RegExp(`/members/invoices/${note.slug}$`));
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await expect(refunds.getByRole('link', { name: invoice!.name })).toBeVisible();
  });
});
