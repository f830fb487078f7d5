import { expect, type Page } from '@playwright/test';

/** Picks an option of a MUI select by the select's label. */
export async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Adds a desk through /space/add with every required field. */
export async function addDesk(page: Page, desk: { name: string; identifier: string; floor: string; workArea: string }) {
  await page.goto('/space');
  await page.getByRole('link', { name: 'Add resource' }).click();
  await expect(page).toHaveURL(/\/space\/add$/);
  await page.getByRole('textbox', { name: 'Name' }).fill(desk.name);
  await page.getByRole('textbox', { name: 'Internal id' }).fill(desk.identifier);
  await choose(page, /^Floor/, desk.floor);
  await choose(page, /^Work area/, desk.workArea);
  await choose(page, /^Type/, 'Desk');
  for (const who of ['Member', 'Non-member'])
    for (const period of ['hour', 'day', 'month'])
      await page.getByRole('spinbutton', { name: `${who} price per ${period} (£)`, exact: true }).fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: 'Resource created' })).toBeVisible();
  await expect(page).toHaveURL(/\/space$/);
}
