import { expect, type Locator, type Page } from '@playwright/test';
import { fillDay } from './date-input';

/** Page-object helpers for the marketing screens' MUI controls, used the way a user would. */
export class MarketingUi {
  constructor(readonly page: Page) {}

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  async select(scope: Page | Locator, label: RegExp, option: string) {
    await scope.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
    await expect(this.page.getByRole('listbox')).toHaveCount(0);
  }

  /** An autocomplete over a lookup call: type, wait for the debounced search, pick the first matching option. */
  async autocomplete(scope: Page | Locator, label: RegExp, text: string, option: RegExp) {
    const box = scope.getByRole('combobox', { name: label });
    await box.click();
    await box.fill(text);
    await this.page.getByRole('option', { name: option }).first().click();
  }

  /** Types a day (yyyy-MM-dd) into a MUI date field, which shows dd-MM-yyyy sections. */
  async typeDate(scope: Page | Locator, label: string, day: string) {
    await fillDay(scope, label, day);
  }

  /** One side of the transfer list (Users / Users Selected). */
  side(title: string): Locator {
    return this.page.getByRole('group', { name: title, exact: true });
  }
}
