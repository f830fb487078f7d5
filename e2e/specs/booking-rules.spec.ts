import {
  addDaysIso,
  isoDayInZone,
  type BookingDetail,
  type BookingItem,
  type BookingRulesOverview,
  type Paged,
  type SessionInfo,
  type TeamLookupItem,
} from '@clubspace/contract';
import { expect, test } from '@playwright/test';
import { apiOk } from '../support/bookings-api';
import { BookingsUi } from '../support/bookings-ui';
import { DEMO_OWNER, loginAs } from '../support/session';
import { fillDay } from '../support/date-input';

type Office = { slug: string; time_zone: string };
type Lookup = { slug: string; name: string; status?: string };
const HORIZON_MESSAGE = 'Meeting rooms can be booked at most 60 days ahead';

test('a 60-day horizon refuses a room 61 days ahead in words; staff book anyway and the booking records it', async ({ page }) => {
  test.setTimeout(180_000);
  const ui = new BookingsUi(page);
  await loginAs(page, DEMO_OWNER);
  const original = (await apiOk<BookingRulesOverview>(page, 'GET', '/api/booking-rules/')).types.find((t) => t.resource_type === 'meeting_room')!;

  try {
    await test.step('set a 60-day horizon for meeting rooms on Space › Booking rules', async () => {
      await page.goto('/space');
      await page.getByRole('tab', { name: 'Booking rules' }).click();
      await expect(page).toHaveURL(/\/space\/booking_rules$/);
      await expect(page.getByRole('combobox', { name: 'Resource type' })).toContainText('Meeting Room');
      const form = page.getByRole('form', { name: 'Meeting Room rules' });
      // The members' limit (the non-members' group leaves it empty: as for members).
      await form.getByRole('spinbutton', { name: 'Maximum days ahead' }).first().fill('60');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Booking rules saved')).toBeVisible();
      await expect(page.getByText(/60 days ahead/)).toBeVisible();
    });

    const session = await apiOk<SessionInfo>(page, 'GET', '/api/session/');
    const officeSlug = session.active_office!.slug;
    const { offices } = await apiOk<{ offices: Office[] }>(page, 'GET', '/api/lookups/offices/');
    const zone = offices.find((o) => o.slug === officeSlug)?.time_zone ?? 'Europe/London';
    const day = addDaysIso(isoDayInZone(new Date(), zone), 61);
    const { resources: rooms } = await apiOk<{ resources: Lookup[] }>(
      page,
      'GET',
      `/api/lookups/resources/?office=${officeSlug}&resource_type=meeting_room`,
    );
    const room = rooms.find((r) => r.status === 'active')!;
    const team = (await apiOk<TeamLookupItem[]>(page, 'GET', '/api/lookups/teams/?limit=20'))[0]!;

    await test.step('booking a room 61 days ahead shows the rule in words', async () => {
      await page.goto('/bookings/new');
      await page.getByRole('tab', { name: 'Meeting Room Booking' }).click();
      await page.getByRole('combobox', { name: /Meeting room/ }).click();
      await page.getByRole('listbox').getByRole('option', { name: room.name, exact: true }).click();
      await fillDay(page, /Booking day/, day);
      await page.getByRole('button', { name: 'Continue' }).click();
      const dialog = ui.dialog('Meeting Room Booking');
      await expect(dialog.getByText(/Free at that time/)).toBeVisible();
      await ui.autocomplete(dialog, /^Team/, team.name);
      await dialog.getByRole('button', { name: 'Book' }).click();
      const confirm = ui.dialog('Booking rules');
      await expect(confirm.getByRole('list', { name: 'Broken booking rules' })).toContainText(HORIZON_MESSAGE);
      // Declining keeps the form, with the rule under the start time.
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog.getByText(HORIZON_MESSAGE)).toBeVisible();
    });

    await test.step('staff book anyway; the booking records who overrode which rule', async () => {
      const dialog = ui.dialog('Meeting Room Booking');
      await dialog.getByRole('button', { name: 'Book' }).click();
      await ui.dialog('Booking rules').getByRole('button', { name: 'Book anyway' }).click();
      await expect(page).toHaveURL(/\/bookings\/list/);
      const list = await apiOk<Paged<'bookings', BookingItem>>(
        page,
        'GET',
        `/api/dashboard-member-bookings/?booking_type=meeting_room&resource=${room.slug}&start=${day}&end=${day}`,
      );
      const made = list.bookings.find((b) => b.team?.slug === team.slug && b.status === 'active')!;
      expect(made).toBeTruthy();
      const detail = await apiOk<BookingDetail>(page, 'GET', `/api/member-bookings/${made.code}`);
      // Members' words, or '… for non-members' when the team has no membership (the limit falls back to the members').
      expect(detail.rules_override?.note).toMatch(new RegExp(`^${HORIZON_MESSAGE}`));
      await page.goto(`/bookings/${made.code}`);
      await expect(page.getByText(`Rules overridden by ${detail.rules_override!.staff}: ${detail.rules_override!.note}`)).toBeVisible();
    });
  } finally {
    // Later specs book rooms far ahead: the demo's rules come back.
    const { resource_type, configured, ...rules } = original;
    void configured;
    await apiOk(page, 'PUT', '/api/booking-rules/', { resource_type, ...rules });
  }
});
