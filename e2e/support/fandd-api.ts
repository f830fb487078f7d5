import type { OrderItem, ProductItem } from '@clubspace/contract';
import { expect, type Page } from '@playwright/test';

async function token(page: Page) {
  const access = await page.evaluate(() => localStorage.getItem('access'));
  expect(access, 'logged in').toBeTruthy();
  return { Authorization: `Bearer ${access}` };
}

/** Calls the API as the logged-in user of `page` (seeding and asserting through the API, as users' screens do). */
export async function fanddGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: await token(page) });
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

export async function fanddPost<T>(page: Page, path: string, data: object): Promise<T> {
  const res = await page.request.post(path, { headers: await token(page), data });
  expect(res.status(), `${path} answered ${res.status()} ${await res.text()}`).toBe(201);
  return (await res.json()) as T;
}

/** A product of the first category with a known stock, and a member of a team to order for. */
export async function seedProductAndMember(page: Page, name: string, quantity: number, price: number) {
  const [category] = await fanddGet<{ id: number; slug: string }[]>(page, '/api/product-categories/options/');
  const product = await fanddPost<ProductItem>(page, '/api/products/', { name, category: category.slug, price, quantity, status: 'available' });
  const members = await fanddGet<{ slug: string; name: string; team: string | null; status?: string }[]>(page, '/api/lookups/members/?limit=50');
  // An active member: an inactive one needs staff to confirm the sale (issue 24 §5).
  const member = members.find((m) => m.team && m.status !== 'inactive')!;
  return { product, member };
}

export const createOrder = (page: Page, member: string, product: string, quantity: number) =>
  fanddPost<OrderItem>(page, '/api/orders/', { member, lines: [{ product, quantity }] });
