import {
  addDaysIso,
  isoDayInZone,
  PORTAL_MESSAGES,
  PORTAL_WORKSPACE_HEADER,
  type MemberItem,
  type Paged,
  type PortalAccessItem,
} from '@clubspace/contract';
import { expect, test, type Page } from '@playwright/test';
import { apiGet } from '../support/members-api';
import { DEMO_OWNER, loginAs } from '../support/session';

/** The member portal's staff side (issue 26): invite from a profile, Account → Portal, bulk invite, the channel filter. */

/** Active members of the demo with no portal access yet (as staff see them). */
async function membersNotInvited(page: Page): Promise<{ slug: string; name: string }[]> {
  const list = await apiGet<Paged<'members', MemberItem>>(page, '/api/member-list/?page_size=100');
  const active = list.members.filter((m) => m.status === 'active');
  const query = active.map((m) => `member=${encodeURIComponent(m.slug)}`).join('&');
  const access = await apiGet<{ members: PortalAccessItem[] }>(page, `/api/portal-access/?${query}`);
  return access.members.filter((a) => a.status === 'not_invited' && a.member_status === 'active').map((a) => ({ slug: a.member, name: a.name }));
}

/** A desk booked through the portal by the seeded member, 20 days ahead: its code and day. */
async function portalBooking(page: Page) {
  const headers = { [PORTAL_WORKSPACE_HEADER]: 'demo' };
  const login = await page.request.post('/api/portal/auth/login', { headers, data: { email: 'member@demo.test', password: 'Demo1234!' } });
  expect(login.ok(), await login.text()).toBe(true);
  const auth = { ...headers, authorization: `Bearer ${(await login.json()).access}` };
  const offices = (await (await page.request.get('/api/portal/offices', { headers: auth })).json()).offices as { slug: string; time_zone?: string }[];
  const day = addDaysIso(isoDayInZone(new Date(), 'Europe/London'), 20);
  const desks = (await (await page.request.get(`/api/portal/desks?office=${offices[0].slug}&day=${day}`, { headers: auth })).json()).desks as {
    slug: string;
    status: string;
  }[];
  const free = desks.find((d) => d.status === 'free');
  expect(free, 'a free desk').toBeTruthy();
  const booked = await page.request.post('/api/portal/bookings/desk', { headers: auth, data: { resource: free!.slug, days: [day] } });
  expect(booked.status(), await booked.text()).toBe(201);
  return { code: (await booked.json()).bookings[0].code as string, day };
}

test('staff invite a member from the profile, set the welcome text, bulk invite, and filter bookings by channel', async ({ page }) => {
  test.setTimeout(150_000);
  await loginAs(page, DEMO_OWNER);
  const candidates = await membersNotInvited(page);
  expect(candidates.length, 'members without portal access in the seed').toBeGreaterThanOrEqual(3);
  const [one, ...rest] = candidates;

  await test.step('a member without portal access: Invite to portal → Invited', async () => {
    await page.goto(`/members/${one.slug}`);
    const card = page.getByRole('region', { name: 'Member portal' });
    await expect(card.getByText('Not invited')).toBeVisible();
    await card.getByRole('button', { name: `Invite to portal: ${one.name}` }).click();
    await expect(page.getByText(PORTAL_MESSAGES.invitationsSent(1))).toBeVisible();
    await expect(card.getByText('Invited', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: `Resend invite to ${one.name}` })).toBeVisible();
  });

  const welcome = `Welcome, e2e ${Date.now().toString(36)}: desks are on the second floor.`;
  await test.step('Account → Portal: change the welcome text; the portal login page shows it', async () => {
    await page.goto('/users');
    await page.getByRole('tab', { name: 'Portal' }).click();
    await expect(page).toHaveURL(/\/users\/portal$/);
    await expect(page.getByText(/\/portal\/demo$/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Welcome text' }).fill(welcome);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(PORTAL_MESSAGES.settingsSaved)).toBeVisible();
    await page.goto('/portal/demo/login');
    await expect(page.getByText(welcome)).toBeVisible();
  });

  await test.step('bulk invite from the members list: the summary says who was invited', async () => {
    const [a, b] = rest;
    await page.goto('/members');
    for (const m of [a, b]) {
      await page.getByRole('searchbox', { name: 'Search member or team' }).fill(m.name);
      await page.getByRole('checkbox', { name: `Select ${m.name}` }).check();
    }
    await page.getByRole('button', { name: 'Invite to portal (2)' }).click();
    const summary = page.getByRole('dialog', { name: 'Portal invitations' });
    await expect(summary.getByRole('status')).toHaveText(PORTAL_MESSAGES.invitationsSent(2));
    await expect(summary.getByRole('list', { name: 'Invited' }).getByText(a.name)).toBeVisible();
    await expect(summary.getByRole('list', { name: 'Invited' }).getByText(b.name)).toBeVisible();
    await summary.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('bookings list: the Channel filter keeps the portal booking', async () => {
    const booked = await portalBooking(page);
    await page.goto(`/bookings/list?start=${booked.day}&end=${booked.day}`);
    await expect(page.getByRole('columnheader', { name: 'Channel' })).toBeVisible();
    await page.getByRole('combobox', { name: /Channel/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Portal' }).click();
    await expect(page).toHaveURL(/channel=portal/);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: booked.code }) });
    await expect(row.getByRole('cell', { name: 'Portal', exact: true })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2); // the header and the portal booking
  });
});
