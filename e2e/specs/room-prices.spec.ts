import { RESOURCE_PRICE_FIELDS, SPACE_MESSAGES, type ResourceItem } from '@clubspace/contract';
import { expect, test } from '@playwright/test';
import { apiOk } from '../support/bookings-api';
import { DEMO_OWNER, loginAs } from '../support/session';

/** The body that puts a resource back as it was (places as slugs). */
const bodyOf = (r: ResourceItem) => ({
  name: r.name,
  identifier: r.identifier,
  resource_type: r.resource_type,
  status: r.status,
  capacity: r.capacity,
  description: r.description,
  office: r.office.slug,
  floor: r.floor?.slug,
  work_area: r.work_area?.slug,
  length: r.length,
  width: r.width,
  height: r.height,
  x: r.x,
  y: r.y,
  color: r.color,
  picture: r.picture,
  buffer_minutes: r.buffer_minutes,
  ...Object.fromEntries(RESOURCE_PRICE_FIELDS.map((f) => [f, r[f]])),
});

test('a demo meeting room saves unchanged, its price and buffer change, and every money cell fits its value (issue 24 §3, §10)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, DEMO_OWNER);
  const { resources } = await apiOk<{ resources: ResourceItem[] }>(
    page,
    'GET',
    '/api/resources/?office=shoreditch&resource_type=meeting_room&page_size=100',
  );
  const room = resources.find((r) => r.name === 'Meeting Room A')!;
  expect(room.work_area).not.toBeNull();

  await test.step('saved unchanged', async () => {
    await page.goto(`/resources/${room.slug}`);
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(room.name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: SPACE_MESSAGES.resourceUpdated })).toBeVisible();
  });

  const money = page.getByRole('spinbutton', { name: /price per (hour|day|month) \(£\)$/ });
  await test.step('every money cell shows 10000.00 without clipping at 1280×800', async () => {
    await page.goto(`/resources/${room.slug}`);
    await expect(money).toHaveCount(6);
    for (const cell of await money.all()) {
      await cell.fill('10000.00');
      const fits = await cell.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(fits.scroll, `${await cell.getAttribute('aria-label')}: ${JSON.stringify(fits)}`).toBeLessThanOrEqual(fits.client);
    }
    // SCREENSHOTS=1 refreshes the documentation's picture of the price grids.
    if (process.env.SCREENSHOTS) {
      await page.getByRole('region', { name: 'Non-member prices' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: '../docs/screenshots/price-grid.png' });
    }
  });

  await test.step('price and buffer change and persist', async () => {
    await page.goto(`/resources/${room.slug}`);
    await page.getByRole('spinbutton', { name: 'Member price per hour (£)', exact: true }).fill('48');
    await page.getByRole('spinbutton', { name: /Buffer after each booking/ }).fill('20');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: SPACE_MESSAGES.resourceUpdated })).toBeVisible();
    const saved = await apiOk<ResourceItem>(page, 'GET', `/api/resources/${room.slug}`);
    expect(saved).toMatchObject({ price_hour: 48, buffer_minutes: 20, work_area: room.work_area });
    // Other specs book this room: put it back as it was.
    await apiOk(page, 'PUT', `/api/resources/${room.slug}`, bodyOf(room));
  });
});
