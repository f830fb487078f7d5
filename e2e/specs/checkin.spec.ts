import { CHECKIN_MESSAGES, type BookingItem, type CheckinView, type MemberLookupItem, type ResourceItem } from '@clubspace/contract';
import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiOk } from '../support/bookings-api';
import { DEMO_OWNER, lastMailedLink, loginAs } from '../support/session';

const PHONE = { width: 390, height: 844 };
const STEP = 5 * 60_000;

/**
 * Two demo desks with nothing on them for the rest of today, each given a booking running from now for an hour
 * (through the API, as staff), for two different members.
 */
async function deskBookedNow(page: Page, taken: Set<string>, member: MemberLookupItem) {
  const { resources } = await apiOk<{ resources: ResourceItem[] }>(page, 'GET', '/api/resources/?resource_type=desk&page_size=100');
  for (const r of resources) {
    if (!r.identifier || !r.work_area || r.status !== 'active' || taken.has(r.slug)) continue;
    const view = await apiOk<CheckinView>(page, 'GET', `/api/checkin/${encodeURIComponent(r.identifier)}`);
    if (view.booking) continue;
    const start = new Date(Math.floor(Date.now() / STEP) * STEP);
    const made = await apiCall<{ bookings: BookingItem[] }>(page, 'POST', '/api/member-bookings/', [
      {
        start: start.toISOString(),
        end: new Date(start.getTime() + 60 * 60_000).toISOString(),
        office: r.office.slug,
        booking_type: 'desk',
        resource: r.slug,
        work_area: r.work_area.slug,
        member: member.slug,
        override_rules: true,
      },
    ]);
    if (made.status !== 201) continue;
    taken.add(r.slug);
    return { resource: r, code: made.body.bookings[0]!.code };
  }
  throw new Error('no free demo desk for a check-in');
}

test('staff open /checkin/{code} on a phone and check the running booking in', async ({ page }) => {
  await loginAs(page, DEMO_OWNER);
  const members = (await apiOk<MemberLookupItem[]>(page, 'GET', '/api/lookups/members/?limit=20')).filter((m) => m.email && m.status !== 'inactive');
  const { resource, code } = await deskBookedNow(page, new Set(), members[0]!);

  await page.setViewportSize(PHONE);
  await page.goto(`/checkin/${encodeURIComponent(resource.identifier!)}`);
  await expect(page.getByRole('heading', { name: resource.name })).toBeVisible();
  const card = page.getByRole('region', { name: 'Booking' });
  await expect(card.getByText(`Booking ${code}`)).toBeVisible();
  await expect(card.getByText(members[0]!.name)).toBeVisible();
  // Nothing overflows the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await card.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: CHECKIN_MESSAGES.checkedIn })).toBeVisible();
  await expect(card.getByText(/^Checked in at \d\d:\d\d$/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Check in' })).toHaveCount(0);
  const detail = await apiOk<BookingItem>(page, 'GET', `/api/member-bookings/${code}`);
  expect(detail.real_start).not.toBeNull();
});

test('without a session a member asks for a link, opens it and checks in, once', async ({ page, browser }) => {
  await loginAs(page, DEMO_OWNER);
  const members = (await apiOk<MemberLookupItem[]>(page, 'GET', '/api/lookups/members/?limit=20')).filter((m) => m.email && m.status !== 'inactive');
  const member = members[1]!;
  const { resource, code } = await deskBookedNow(page, new Set(), member);

  const phone = await browser.newContext({ viewport: PHONE, baseURL: new URL(page.url()).origin });
  const visitor = await phone.newPage();
  await visitor.goto(`/checkin/${encodeURIComponent(resource.identifier!)}`);
  await visitor.getByLabel('Your e-mail').fill(member.email);
  await visitor.getByRole('button', { name: 'Send me a link' }).click();
  await expect(visitor.getByText(CHECKIN_MESSAGES.linkSent)).toBeVisible();

  const link = await lastMailedLink(page, member.email);
  expect(link).toContain('#token=');
  await visitor.goto('about:blank'); // as from the mail app: a fresh load, not a same-page #fragment change
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: resource.name })).toBeVisible();
  const card = visitor.getByRole('region', { name: 'Booking' });
  await expect(card.getByText(`Booking ${code}`)).toBeVisible();
  await card.getByRole('button', { name: 'Check in' }).click();
  await expect(visitor.getByRole('alert').filter({ hasText: CHECKIN_MESSAGES.checkedIn })).toBeVisible();
  expect((await apiOk<BookingItem>(page, 'GET', `/api/member-bookings/${code}`)).real_start).not.toBeNull();

  // The link works once: opened again it asks for a new one.
  await visitor.goto('about:blank');
  await visitor.goto(link);
  await expect(visitor.getByText(CHECKIN_MESSAGES.linkInvalid)).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Send me a link' })).toBeVisible();
  await phone.close();
});
