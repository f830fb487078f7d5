import {
  addDaysIso,
  BOOKING_MESSAGES,
  isoDayInZone,
  zonedInstant,
  type BookingItem,
  type BookingSeriesDetail,
  type Paged,
  type SessionInfo,
  type TeamLookupItem,
} from '@clubspace/contract';
import { expect, test } from '@playwright/test';
import { apiOk } from '../support/bookings-api';
import { BookingsUi } from '../support/bookings-ui';
import { DEMO_OWNER, loginAs } from '../support/session';
import { fillDay } from '../support/date-input';

type Office = { slug: string; name: string; time_zone: string };
type Lookup = { slug: string; name: string; status?: string };

test('a weekly meeting-room series: preview with a conflict → book the free ones → cancel one occurrence', async ({ page }) => {
  test.setTimeout(180_000);
  const ui = new BookingsUi(page);
  await loginAs(page, DEMO_OWNER);

  const session = await apiOk<SessionInfo>(page, 'GET', '/api/session/');
  const officeSlug = session.active_office!.slug;
  const { offices } = await apiOk<{ offices: Office[] }>(page, 'GET', '/api/lookups/offices/');
  const zone = offices.find((o) => o.slug === officeSlug)?.time_zone ?? 'Europe/London';
  const team = (await apiOk<TeamLookupItem[]>(page, 'GET', '/api/lookups/teams/?limit=20'))[0]!;
  const { resources: rooms } = await apiOk<{ resources: Lookup[] }>(
    page,
    'GET',
    `/api/lookups/resources/?office=${officeSlug}&resource_type=meeting_room`,
  );
  const room = rooms.filter((r) => r.status === 'active')[0]!;
  // Four Mondays well ahead of the demo's own bookings; someone already has the room in the third week.
  const today = isoDayInZone(new Date(), zone);
  const first = addDaysIso(today, 120 + ((8 - new Date(`${addDaysIso(today, 120)}T12:00:00Z`).getUTCDay()) % 7));
  const days = [0, 1, 2, 3].map((k) => addDaysIso(first, k * 7));
  const at = (day: string, hhmm: string) => zonedInstant(day, `${hhmm}:00`, zone).toISOString();
  const [taken] = (
    await apiOk<{ bookings: BookingItem[] }>(page, 'POST', '/api/member-bookings/', [
      {
        office: officeSlug,
        booking_type: 'meeting_room',
        resource: room.slug,
        team: team.slug,
        start: at(days[2]!, '10:30'),
        end: at(days[2]!, '11:30'),
      },
    ])
  ).bookings;

  await test.step("the meeting-room dialog's Repeat previews each date, the taken one in words", async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/bookings/new');
    await page.getByRole('tab', { name: 'Meeting Room Booking' }).click();
    await page.getByRole('combobox', { name: /Meeting room/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: room.name, exact: true }).click();
    await fillDay(page, /Booking day/, first);
    await page.getByRole('combobox', { name: 'Start time' }).click();
    await page.getByRole('listbox').getByRole('option', { name: '10:00', exact: true }).click();
    await page.getByRole('combobox', { name: 'End time' }).click();
    await page.getByRole('listbox').getByRole('option', { name: '11:00', exact: true }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = ui.dialog('Meeting Room Booking');
    await ui.autocomplete(dialog, /^Team/, team.name);
    await dialog
      .getByRole('checkbox', { name: 'Repeat' })
      .or(dialog.getByRole('switch', { name: 'Repeat' }))
      .check();
    await expect(dialog.getByRole('combobox', { name: 'Frequency' })).toContainText('Weekly');
    await dialog.getByRole('spinbutton', { name: 'Times' }).fill('4');
    await dialog.getByRole('button', { name: 'Check dates' }).click();
    const preview = dialog.getByRole('table', { name: 'Repeat preview' });
    await expect(preview.getByRole('row')).toHaveCount(5);
    await expect(dialog.getByText('3 of 4 free')).toBeVisible();
    const dmy = (d: string) => d.split('-').reverse().join('-');
    await expect(preview.getByRole('row').nth(1)).toContainText(`${dmy(days[0]!)}10:00–11:00`);
    await expect(preview.getByRole('row').nth(3)).toContainText(`${BOOKING_MESSAGES.roomBusy} (booking ${taken!.code})`);
    await expect(preview.getByRole('row').nth(4)).toContainText('Free');
    // In view at 1280×800 without scrolling, and one row of actions (issue 24 §15).
    const box = (await preview.boundingBox())!;
    const frame = (await dialog.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(frame.y);
    expect(box.y + box.height).toBeLessThanOrEqual(Math.min(frame.y + frame.height, 800));
    expect(await preview.evaluate((el) => el.closest('.MuiDialogContent-root')!.scrollTop)).toBe(0);
    const buttons = dialog.getByRole('button').filter({ visible: true });
    await expect(buttons).toHaveText(['Change dates', 'Book the 3 free ones']);
    const rows = new Set(await Promise.all((await buttons.all()).map(async (b) => Math.round((await b.boundingBox())!.y))));
    expect(rows.size).toBe(1);
    await dialog.getByRole('button', { name: 'Book the 3 free ones' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('3 bookings created')).toBeVisible();
  });

  let series: BookingSeriesDetail | null = null;
  const ofRoom = async (day: string) =>
    (
      await apiOk<Paged<'bookings', BookingItem>>(
        page,
        'GET',
        `/api/dashboard-member-bookings/?start=${day}&end=${day}&resource=${room.slug}&page_size=100`,
      )
    ).bookings;
  await test.step('the occurrence shows its series; cancel only this one', async () => {
    const second = (await ofRoom(days[1]!)).find((b) => b.team?.slug === team.slug && b.planned_start === at(days[1]!, '10:00'))!;
    expect(second).toBeTruthy();
    await page.goto(`/bookings/${second.code}`);
    const card = page.getByRole('region', { name: 'Part of a weekly series (3)' });
    await expect(card).toBeVisible();
    await expect(card.getByText(/^Weekly · 3 times · 3 open/)).toBeVisible();
    await card.getByRole('button', { name: 'Cancel series bookings' }).click();
    const dialog = ui.dialog('Cancel bookings of the series');
    await expect(dialog.getByRole('radio', { name: 'This booking' })).toBeChecked();
    await dialog.getByRole('checkbox', { name: /Refund/ }).uncheck();
    await dialog.getByRole('button', { name: 'Cancel bookings' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByText('1 booking cancelled')).toBeVisible();
    await expect(card.getByText(/· 2 open/)).toBeVisible();
    const row = card.getByRole('row').filter({ hasText: second.code });
    await expect(row).toContainText('Cancelled');
    series = (await apiOk<{ series: BookingSeriesDetail }>(page, 'GET', `/api/member-bookings/${second.code}/series`)).series;
    expect(series.bookings.map((b) => b.status)).toEqual(['active', 'cancelled', 'active']);
  });

  await test.step('the freed week can be booked again', async () => {
    const check = await apiOk<{ status: string }>(
      page,
      'GET',
      `/api/meeting-room-availability/?resource=${room.slug}&start=${at(days[1]!, '10:00')}&end=${at(days[1]!, '11:00')}`,
    );
    expect(check.status).toBe('free');
  });
});
