import { expect, type Page } from '@playwright/test';

const token = (page: Page) => page.evaluate(() => localStorage.getItem('access'));

/** Calls the API as the logged-in user of `page`. */
export async function apiCall<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const access = await token(page);
  expect(access, 'logged in').toBeTruthy();
  const res = await page.request.fetch(path, { method, headers: { Authorization: `Bearer ${access}` }, data: body });
  return { status: res.status(), body: (await res.json().catch(() => null)) as T };
}

export async function apiOk<T>(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const res = await apiCall<T>(page, method, path, body);
  expect(res.status, `${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}
