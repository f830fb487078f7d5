import { expect, type Page } from '@playwright/test';
import { lastMailedLink } from './session';

export interface NewStaff {
  slug: string;
  name: string;
  email: string;
  password: string;
}

/**
 * A new staff member with a password, made as the staff admin logged in on `page` would: created through the API
 * (an invitation goes out), then the invitation link's token sets the password. Each run gets fresh names.
 */
export async function newStaffWithPassword(page: Page, firstName: string, webSections: string[]): Promise<NewStaff> {
  const token = await page.evaluate(() => localStorage.getItem('access'));
  expect(token, 'logged in').toBeTruthy();
  const tag = Date.now().toString(36);
  const lastName = `Test${tag}`;
  const email = `${firstName.toLowerCase()}.${tag}@example.com`;
  const created = await page.request.post('/api/dashboard-staff/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { first_name: firstName, last_name: lastName, email, role: 'club_staff', web_sections: webSections },
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  const invitation = new URL(await lastMailedLink(page, email));
  const password = `first-pass-${tag}`;
  const set = await page.request.post('/api/reset-password/', { data: { token: invitation.pathname.split('/').pop(), password } });
  expect(set.status()).toBe(200);
  return { slug, name: `${firstName} ${lastName}`, email, password };
}

/** Removes a staff member through the API as the user of `page` (clean-up). */
export async function removeStaff(page: Page, slug: string): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('access'));
  await page.request.delete(`/api/dashboard-staff/${slug}`, { headers: { Authorization: `Bearer ${token}` } });
}
