import { expect, type Locator, type Page } from '@playwright/test';

/** Page-object helpers for the bookings screens, used the way an operator would. */
export class BookingsUi {
  constructor(readonly page: Page) {}

  get plan(): Locator {
    return this.page.getByRole('group', { name: /^Floor plan/ });
  }

  /** Desks of the plan by the state text of their name ("{name}, {state}"). */
  desks(state: 'Free' | 'Booked' | 'Inactive' | 'Selected'): Locator {
    return this.plan.getByRole('button', { name: new RegExp(`, ${state}$`) });
  }

  desk(name: string, state: string): Locator {
    return this.plan.getByRole('button', { name: `${name}, ${state}`, exact: true });
  }

  card(code: string): Locator {
    return this.page.getByRole('article', { name: `Booking ${code}` });
  }

  dialog(title: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** An autocomplete over a lookup call: type, wait for the debounced search, pick the option. */
  async autocomplete(scope: Page | Locator, label: RegExp | string, text: string) {
    const box = scope.getByRole('combobox', { name: label });
    await box.click();
    await box.fill(text);
    await this.page.getByRole('option', { name: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first().click();
    await expect(box).toHaveValue(text);
  }
}
