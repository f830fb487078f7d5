import { expect, test } from '@playwright/test';
import { bookDeskOnPlan, bookFirstRoom, daysAhead, DESKTOP, expectAccessible, PHONE, portalLogin } from '../support/portal-pages';

/**
 * The member portal's booking screens (issue 26) on a phone: a member books a desk on the plan and a meeting room,
 * sees both in My bookings at the price they were quoted, and cancels one. Every screen passes axe.
 */
test.use({ viewport: PHONE });

test('a member books a desk on the plan and a room, sees both in My bookings at the quoted price, cancels one', async ({ page }) => {
  await portalLogin(page);
  const nav = page.getByRole('navigation', { name: 'Portal' });

  // Book a desk on the plan, a day ahead, then a meeting room the same day (the shared page steps); axe on both pages.
  const desk = await bookDeskOnPlan(page, daysAhead(9));
  await expect(page.getByTestId('portal-booked').getByTestId('portal-booked-price')).toHaveText(desk.price);
  await expectAccessible(page, 'Book a desk');
  const room = await bookFirstRoom(page, daysAhead(9));
  await expectAccessible(page, 'Book a meeting room');

  // My bookings: both, the desk at its quoted price; cancel the room after confirming.
  await nav.getByRole('link', { name: 'My bookings' }).click();
  const deskCard = page.getByTestId(`portal-booking-${desk.code}`);
  const roomCard = page.getByTestId(`portal-booking-${room.code}`);
  await expect(deskCard).toContainText(desk.name);
  await expect(roomCard).toContainText(room.name);
  await expect(deskCard).toContainText(desk.price);
  await expect(roomCard.getByRole('button', { name: `Add to calendar ${room.name}` })).toBeVisible();
  await expectAccessible(page, 'My bookings');
  await roomCard.getByRole('button', { name: `Cancel ${room.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel your booking of ${room.name}?` });
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText(/has been cancelled/)).toBeVisible();
  // Upcoming lists open bookings only: the cancelled room leaves it, the desk stays.
  await expect(roomCard).toHaveCount(0);
  await expect(deskCard).toBeVisible();
  // The calendar link: created, shown with its copy button.
  await page.getByRole('button', { name: 'Create calendar link' }).click();
  await expect(page.getByLabel(/Subscribe in Google/)).toHaveValue(/\.ics$/);
  await expect(page.getByRole('button', { name: 'Copy calendar link' })).toBeVisible();
});

test('the desk page at 1440×900: places in the top bar, the plan with the free desks beside it', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL });
  const page = await context.newPage();
  await portalLogin(page);
  const nav = page.getByRole('navigation', { name: 'Portal' });
  await expect(nav.getByRole('link', { name: 'My bookings' })).toBeVisible();
  await nav.getByRole('link', { name: 'Book a desk' }).click();
  await expect(page.getByRole('group', { name: /^Floor plan/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Free desks \(\d+\)/ })).toBeVisible();
  await expectAccessible(page, 'Book a desk (desktop)');
  await context.close();
});
