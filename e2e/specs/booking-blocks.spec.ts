import { addDaysIso, isoDayInZone, type BlockItem, type Paged, type SessionInfo } from '@clubspace/contract';
import { expect, test } from '@playwright/test';
import { apiCall, apiOk } from '../support/bookings-api';
import { BookingsUi, cellTime, freeRoomSlot } from '../support/bookings-ui';
import { DEMO_OWNER, loginAs } from '../support/session';

type Office = { slug: string; name: string; time_zone: string };
type Lookup = { slug: string; name: string; status?: string };

test('block a room for maintenance from the calendar → the calendar shows it and bookings there are refused in words', async ({ page }) => {
  test.setTimeout(180_000);
  const ui = new BookingsUi(page);
  await loginAs(page, DEMO_OWNER);
  const session = await apiOk<SessionInfo>(page, 'GET', '/api/session/');
  const officeSlug = session.active_office!.slug;
  const { offices } = await apiOk<{ offices: Office[] }>(page, 'GET', '/api/lookups/offices/');
  const zone = offices.find((o) => o.slug === officeSlug)?.time_zone ?? 'Europe/London';
  const tomorrow = addDaysIso(isoDayInZone(new Date(), zone), 1);
  const { resources: rooms } = await apiOk<{ resources: Lookup[] }>(
    page,
    'GET',
    `/api/lookups/resources/?office=${officeSlug}&resource_type=meeting_room`,
  );
  const activeRooms = rooms.filter((r) => r.status === 'active');

  // Two free cells in a row tomorrow (demo bookings fill some): they are blocked by dragging over them.
  const slot = await freeRoomSlot(page, activeRooms, tomorrow, zone, { from: 2, to: 18, minutes: 60 });
  expect(slot.room).toBeGreaterThanOrEqual(0);
  const room = activeRooms[slot.room]!;
  const until = cellTime(slot.cell, 60);

  await test.step('switch the calendar to Block and drag over two free cells of a room', async () => {
    await page.goto('/bookings/meeting_room');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('group', { name: 'Dragging over free cells' }).getByRole('button', { name: 'Block' }).click();
    await ui.dragCells(ui.calendarCell(slot.room, slot.cell), ui.calendarCell(slot.room, slot.cell + 1));
    const dialog = ui.dialog(`Block ${room.name}`);
    // The one date input (issue 24 §12) shows dd-MM-yyyy HH:mm.
    await expect(dialog.getByRole('group', { name: 'Until' })).toContainText(`${tomorrow.split('-').reverse().join('-')} ${until}`);
    await dialog.getByLabel(/^Reason/).fill('Window maintenance');
    await dialog.getByRole('button', { name: 'Place block' }).click();
    await expect(dialog).toHaveCount(0);
  });

  const blocks = await apiOk<Paged<'blocks', BlockItem>>(page, 'GET', `/api/booking-blocks/?resource=${room.slug}&start=${tomorrow}&end=${tomorrow}`);
  const block = blocks.blocks.find((b) => b.reason === 'Window maintenance')!;
  expect(block).toBeTruthy();

  await test.step('the calendar shows the block with its reason, apart from bookings', async () => {
    const event = page.locator('.rbc-event.block', { hasText: 'Blocked: Window maintenance' });
    await expect(event).toBeVisible();
    await expect(event).toHaveCSS('background-image', /repeating-linear-gradient/);
  });

  await test.step('a booking over the block is refused in words', async () => {
    const res = await apiCall<{ detail: string }>(page, 'POST', '/api/member-bookings/', [
      {
        start: block.start,
        end: block.end,
        office: officeSlug,
        booking_type: 'meeting_room',
        resource: room.slug,
        guest_email: 'k.guest@example.com',
        guest_name: 'K',
        guest_surname: 'Guest',
        override_rules: true,
      },
    ]);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(`${room.name} is blocked for window maintenance until ${until}`);
  });

  await test.step('clicking the block removes it after a confirmation', async () => {
    await page.locator('.rbc-event.block', { hasText: 'Blocked: Window maintenance' }).click();
    const confirm = ui.dialog(`Remove the block on ${room.name}?`);
    await confirm.getByRole('button', { name: 'Remove block' }).click();
    await expect(page.locator('.rbc-event.block', { hasText: 'Blocked: Window maintenance' })).toHaveCount(0);
  });
});

test('block a desk from the map → it shows blocked with the reason → remove it', async ({ page }) => {
  test.setTimeout(120_000);
  const ui = new BookingsUi(page);
  await loginAs(page, DEMO_OWNER);
  await page.goto('/bookings/map');
  await page.getByRole('button', { name: 'Tomorrow' }).click();
  const desk = ui.desks('Free').first();
  const name = (await desk.getAttribute('aria-label'))!.replace(/, Free$/, '');
  await desk.click();
  await page.getByRole('button', { name: `Block ${name}` }).click();
  const dialog = ui.dialog(`Block ${name}`);
  await dialog.getByLabel(/^Reason/).fill('Broken chair');
  await dialog.getByRole('button', { name: 'Place block' }).click();
  await expect(dialog).toHaveCount(0);
  const blocked = ui.plan.getByRole('button', { name: `${name}, Blocked (Broken chair)`, exact: true });
  await expect(blocked).toBeVisible();
  // Keyboard, as the plan supports it (Enter on a focused desk acts like a click).
  await blocked.focus();
  await page.keyboard.press('Enter');
  await ui.dialog(`Remove the block on ${name}?`).getByRole('button', { name: 'Remove block' }).click();
  await expect(ui.desk(name, 'Free')).toBeVisible();
});
