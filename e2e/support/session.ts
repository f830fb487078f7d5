import { expect, type Page } from '@playwright/test';

export const DEMO_OWNER = { email: 'owner@demo.test', password: 'Demo1234!' };
export const DEMO_STAFF = { email: 'staff@demo.test', password: 'Demo1234!' };

/** Logs in through the login page, as a user would. */
export async function loginAs(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/** The latest link e-mailed to an address (the dev outbox of the e2e server). */
export async function lastMailedLink(page: Page, to: string): Promise<string> {
  const res = await page.request.get(`/api/dev/outbox/?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  const mails = (await res.json()) as { link: string | null }[];
  expect(mails[0]?.link).toBeTruthy();
  return mails[0].link!;
}
