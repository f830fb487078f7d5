import { expect, test, type Page } from '@playwright/test';
import { daysAhead, DESKTOP, expectAccessible, PHONE, portalLogin } from '../support/portal-pages';

/**
 * The member portal's booking screens (issue 26) on a phone: a member books a desk on the plan and a meeting room,
 * sees both in My bookings at the price they were quoted, and cancels one. Every screen passes axe.
 */
test.use({ viewport: PHONE });

const priceOf = async (page: Page) => (await page.getByTestId('portal-quote-price').innerText()).replace('Price: ', '');

test('a member books a desk on the plan and a room, sees both in My bookings at the quoted price, cancels one', async ({ page }) => {
  await portalLogin(page);
  const nav = page.getByRole('navigation', { name: 'Portal' });

  // Book a desk: a day ahead, a free desk on the floor plan.
  await nav.getByRole('link', { name: 'Book a desk' }).click();
  await expect(page.getByRole('heading', { name: 'Book a desk' })).toBeVisible();
  await page.getByLabel('Day', { exact: true }).fill(daysAhead(9));
  const plan = page.getByRole('group', { name: /^Floor plan/ });
  await expect(plan).toBeVisible();
  await expect(page.getByRole('heading', { name: /Free desks \(\d+\)/ })).toBeVisible();
  await expectAccessible(page, 'Book a desk');
  const freeDesk = plan.locator('[role="button"][aria-label$=", Free"]').first();
  const deskName = (await freeDesk.getAttribute('aria-label'))!.replace(/, Free$/, '');
  await freeDesk.click();
  await expect(page.getByRole('heading', { name: new RegExp(`^${deskName} · `) })).toBeVisible();
  await expect(page.getByTestId('portal-quote-price')).toContainText('£');
  const deskPrice = await priceOf(page);
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  const deskDone = page.getByTestId('portal-booked');
  await expect(deskDone).toContainText('Your desk is booked');
  await expect(deskDone.getByTestId('portal-booked-price')).toHaveText(deskPrice);
  const deskCode = await deskDone.locator('[data-code]').first().getAttribute('data-code');
  // The desk is now the member's own on the plan.
  await expect(plan.getByRole('button', { name: `${deskName}, Yours` })).toBeVisible();

  // Book a meeting room the same day: the first room with free time, its first slot.
  await nav.getByRole('link', { name: 'Book a room' }).click();
  await expect(page.getByRole('heading', { name: 'Book a meeting room' })).toBeVisible();
  await page.getByLabel('Day', { exact: true }).fill(daysAhead(9));
  const choose = page
    .getByRole('button', { name: /^Choose / })
    .and(page.locator(':not([disabled])'))
    .first();
  await expect(choose).toBeVisible();
  await expectAccessible(page, 'Book a meeting room');
  const roomName = (await choose.getAttribute('aria-label'))!.replace(/^Choose /, '');
  await choose.click();
  await page.getByLabel('Duration').selectOption({ index: 1 });
  await expect(page.getByTestId('portal-quote-price')).toContainText('£');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  const roomDone = page.getByTestId('portal-booked');
  await expect(roomDone).toContainText('Your meeting room is booked');
  const roomCode = await roomDone.locator('[data-code]').first().getAttribute('data-code');

  // My bookings: both, the desk at its quoted price; cancel the room after confirming.
  await nav.getByRole('link', { name: 'My bookings' }).click();
  const deskCard = page.getByTestId(`portal-booking-${deskCode}`);
  const roomCard = page.getByTestId(`portal-booking-${roomCode}`);
  await expect(deskCard).toContainText(deskName);
  await expect(roomCard).toContainText(roomName);
  await expect(deskCard).toContainText(deskPrice);
  await expect(roomCard.getByRole('button', { name: `Add to calendar ${roomName}` })).toBeVisible();
  await expectAccessible(page, 'My bookings');
  await roomCard.getByRole('button', { name: `Cancel ${roomName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel your booking of ${roomName}?` });
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
