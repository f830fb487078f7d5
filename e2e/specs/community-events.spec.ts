import { PORTAL_WORKSPACE_HEADER } from '@clubspace/contract';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { daysAhead, portalLogin, PORTAL_MEMBER, PORTAL_TEAM_ADMIN } from '../support/portal-pages';
import { DEMO_OWNER, loginAs } from '../support/session';

/** Community — events (issue 28): staff create an event for one → two members RSVP → one going, one waiting → promotion. */

/** The office of the portal members' events (the seeded ones are there), as the portal answers it. */
async function membersOffice(page: Page) {
  const headers = { [PORTAL_WORKSPACE_HEADER]: 'demo' };
  const login = await page.request.post('/api/portal/auth/login', { headers, data: PORTAL_MEMBER });
  const auth = { ...headers, authorization: `Bearer ${(await login.json()).access}` };
  const events = (await (await page.request.get('/api/portal/events/', { headers: auth })).json()).events as { office: string }[];
  expect(events.length, 'seeded events in the member’s office').toBeGreaterThan(0);
  return events[0].office;
}

async function memberPage(browser: Browser, who: { email: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  await portalLogin(page, who);
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Events' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  return page;
}

test('staff create an event for one; two members RSVP; the first cancels and the second is promoted', async ({ page, browser }) => {
  const title = `Rooftop social ${Date.now().toString(36)}`;
  const office = await membersOffice(page);
  await loginAs(page, DEMO_OWNER);
  await page.goto('/community/events');
  await page.getByRole('button', { name: 'New event' }).click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('combobox', { name: 'Office' }).click();
  await page.getByRole('option', { name: office, exact: true }).click();
  await dialog.getByLabel('Place').fill('Rooftop');
  await dialog.getByLabel('Start').fill(`${daysAhead(3)}T18:00`);
  await dialog.getByLabel('End').fill(`${daysAhead(3)}T19:30`);
  await dialog.getByLabel('Capacity').fill('1');
  await dialog.getByRole('button', { name: 'Create event' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Events' }).getByRole('row', { name: new RegExp(title) })).toContainText('0 / 1');

  const first = await memberPage(browser, PORTAL_MEMBER);
  const firstCard = first.getByRole('article', { name: title });
  await firstCard.getByRole('button', { name: 'Going' }).click();
  await expect(firstCard.getByRole('status')).toHaveText('You are going');
  await expect(firstCard.getByText('Going', { exact: true })).toBeVisible();

  const second = await memberPage(browser, PORTAL_TEAM_ADMIN);
  const secondCard = second.getByRole('article', { name: title });
  await secondCard.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(secondCard.getByText('Waiting list #1')).toBeVisible();

  await firstCard.getByRole('button', { name: 'Cancel RSVP' }).click();
  await expect(firstCard.getByRole('button', { name: 'Join the waiting list' })).toBeVisible();

  await second.reload();
  await expect(second.getByRole('article', { name: title }).getByText('Going', { exact: true })).toBeVisible();

  // Staff see the attendees: the first cancelled, the second going.
  await page
    .getByRole('table', { name: 'Events' })
    .getByRole('row', { name: new RegExp(title) })
    .click();
  const attendees = page.getByRole('table', { name: 'Attendees' });
  await expect(attendees.getByRole('row')).toHaveCount(3);
  await expect(attendees).toContainText('Cancelled');
  await expect(attendees).toContainText('Going');
});
