import { addDaysIso, isoDayInZone, type SessionInfo, type TeamLookupItem } from '@clubspace/contract';
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { apiOk } from '../support/bookings-api';
import { BookingsUi } from '../support/bookings-ui';
import { DEMO_OWNER, DEMO_STAFF, loginAs } from '../support/session';

type Office = { slug: string; time_zone: string };

test('a second browser sees the first one’s new booking appear on the map, without reloading', async ({ browser }) => {
  test.setTimeout(120_000);
  // Two people at the front desk: separate browsers (contexts), separate logins.
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  await loginAs(first, DEMO_OWNER);
  await loginAs(second, DEMO_STAFF);
  const ui1 = new BookingsUi(first);
  const ui2 = new BookingsUi(second);

  const session = await apiOk<SessionInfo>(first, 'GET', '/api/session/');
  const { offices } = await apiOk<{ offices: Office[] }>(first, 'GET', '/api/lookups/offices/');
  const zone = offices.find((o) => o.slug === session.active_office!.slug)?.time_zone ?? 'Europe/London';
  // Two days ahead: away from the other specs' "tomorrow" bookings.
  const day = addDaysIso(isoDayInZone(new Date(), zone), 2);
  const team = (await apiOk<TeamLookupItem[]>(first, 'GET', '/api/lookups/teams/?limit=5'))[0]!;

  for (const page of [first, second]) await page.goto(`/bookings/map?day=${day}`);
  await expect(ui2.desks('Free').first()).toBeVisible();
  const desk = ui2.desks('Free').first();
  const name = (await desk.getAttribute('aria-label'))!.replace(/, Free$/, '');
  await expect(ui1.desk(name, 'Free')).toBeVisible();

  // The first person books that desk through the map.
  await ui1.desk(name, 'Free').click();
  const panel = first.getByRole('region', { name: 'Desk selection' });
  await ui1.autocomplete(panel, /^Team/, team.name);
  await panel.getByRole('button', { name: 'Book 1 desk' }).click();
  await expect(ui1.desk(name, 'Booked')).toBeVisible();

  // The second one never reloads: the live stream refreshes the map.
  await expect(ui2.desk(name, 'Booked')).toBeVisible({ timeout: 3_000 });
});

test('a meeting room’s calendar link serves its bookings as iCalendar', async ({ page }) => {
  await loginAs(page, DEMO_OWNER);
  const { resources } = await apiOk<{ resources: { slug: string; name: string }[] }>(
    page,
    'GET',
    '/api/dashboard-resources/?resource_type=meeting_room&page_size=1',
  );
  const room = resources[0]!;
  await page.goto(`/resources/${room.slug}`);
  const card = page.getByRole('region', { name: 'Calendar link' });
  const field = card.getByRole('textbox', { name: /Subscribe in Google/ });
  // Enabled only: while the card loads the button shows disabled, then gives way to the link where one exists.
  const create = card.getByRole('button', { name: 'Create calendar link', disabled: false });
  // The demo seeds a link for one room; any other room starts without one.
  await expect(create.or(field)).toBeVisible();
  if (await create.isVisible()) await create.click();
  await expect(field).toHaveValue(/\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
  const first = await field.inputValue();

  // Replacing the link asks first, and the old one stops working at once.
  await card.getByRole('button', { name: 'New link' }).click();
  await page
    .getByRole('dialog', { name: `Replace the calendar link of ${room.name}?` })
    .getByRole('button', { name: 'New link' })
    .click();
  await expect(field).not.toHaveValue(first);
  const url = await field.inputValue();
  expect((await page.request.get(first)).status()).toBe(404);

  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  expect(calendar.getFirstPropertyValue('x-wr-calname')).toContain(room.name);

  await card.getByRole('button', { name: 'Revoke' }).click();
  await page
    .getByRole('dialog', { name: `Revoke the calendar link of ${room.name}?` })
    .getByRole('button', { name: 'Revoke link' })
    .click();
  await expect(card.getByRole('button', { name: 'Create calendar link' })).toBeVisible();
  expect((await page.request.get(url)).status()).toBe(404);
});
