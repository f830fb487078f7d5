import type { Locator, Page } from '@playwright/test';

/**
 * Types a day into the app's one date input (MUI X picker, dd-MM-yyyy; issue 24 §12): the field is a group of
 * sections (day, month, year) that take the digits in display order.
 */
export async function fillDay(scope: Page | Locator, label: string | RegExp, day: string) {
  const [y, m, d] = day.split('-');
  const page = 'page' in scope ? scope.page() : scope;
  await scope.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(`${d}${m}${y}`);
}
