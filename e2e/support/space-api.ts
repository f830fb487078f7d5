import { expect, type Page } from '@playwright/test';
import { lastMailedLink } from './session';

/** Calls the API as the logged-in user of `page` (bearer token from localStorage). */
export async function apiSend<T>(page: Page, method: 'POST' | 'PUT', path: string, data: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('access'));
  expect(token, 'logged in').toBeTruthy();
  const res = await page.request.fetch(path, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), `${method} ${path} answered ${res.status()}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A floor-plan image: an 800×600 SVG (plans may be SVG; the server sanitises them), so the plan is 400×300. */
export function planSvg(): Buffer {
  return Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">' +
      '<rect width="800" height="600" fill="#f4f1ea"/><rect x="20" y="20" width="760" height="560" fill="none" stroke="#555" stroke-width="8"/>' +
      '<line x1="400" y1="20" x2="400" y2="580" stroke="#555" stroke-width="4"/></svg>',
  );
}

/**
 * A staff member of the logged-in owner's operator with only the given web sections, invited through the API and
 * given a password through the invitation link (as the person would). Returns the credentials.
 */
export async function createStaffWithSections(page: Page, sections: string[]): Promise<{ email: string; password: string }> {
  const email = `space.staff.${Date.now()}@example.test`;
  const password = 'space-staff-pass';
  await apiSend(page, 'POST', '/api/dashboard-staff/', {
    first_name: 'Sally',
    last_name: 'Space',
    email,
    role: 'club_staff',
    web_sections: sections,
  });
  const link = await lastMailedLink(page, email);
  await page.goto(new URL(link).pathname);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed. You can log in now.')).toBeVisible();
  return { email, password };
}
