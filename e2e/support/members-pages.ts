import { expect, type Locator, type Page } from '@playwright/test';

/** Page-object helpers for the members area's MUI controls, used the way a user would. */
export class MembersUi {
  constructor(readonly page: Page) {}

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** A MUI select (TextField select): open it, click the option. */
  async select(scope: Page | Locator, label: RegExp, option: string) {
    await scope.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
    await expect(this.page.getByRole('listbox')).toHaveCount(0);
  }

  /** An autocomplete over a lookup call: type, wait for the debounced search, pick the option. */
  async autocomplete(scope: Page | Locator, label: RegExp, text: string, option: string | RegExp = text) {
    const box = scope.getByRole('combobox', { name: label });
    await box.click();
    await box.fill(text);
    await this.page.getByRole('option', { name: option }).first().click();
    await expect(box).toHaveValue(typeof option === 'string' ? option : text);
  }

  /** Waits for the confirmation modal (title + message, ~1.5 s) to show and go. */
  async confirmation(title: string) {
    const modal = this.dialog(title);
    await expect(modal).toBeVisible();
    await expect(modal).toHaveCount(0, { timeout: 5000 });
  }
}
