import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiGet } from '../support/members-api';
import { createStaffWithSections, planSvg } from '../support/space-api';
import { addDesk, choose } from '../support/space-pages';
import { DEMO_OWNER, loginAs } from '../support/session';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

test('floor with a plan → work area → two desks → drag on the plan → kept after reload → QR PNG → staff without work_area', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const floorName = `E2E floor ${tag}`;
  const areaName = `E2E area ${tag}`;
  await loginAs(page, DEMO_OWNER);
  const session = await apiGet<{ active_office: { slug: string; name: string } }>(page, '/api/session/');
  const office = session.active_office;

  // The demo floors come with a plan and desks placed on it.
  await page.goto('/space/offices');
  await page
    .getByRole('link', { name: /^Open floor plan of / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/space\/floors\/[\w-]+$/);
  await expect(page.locator('svg[role="group"] image')).toHaveAttribute('href', /\/api\/uploads\//);
  await expect(page.locator('svg[role="group"] g[role="button"]').first()).toBeVisible();

  // A floor with a plan image, on /space/offices.
  await page.goto('/space/offices');
  await page.getByRole('button', { name: `Add floor to ${office.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Add floor to ${office.name}` });
  await dialog.getByRole('textbox', { name: 'Floor name' }).fill(floorName);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: floorName, exact: true })).toBeVisible();
  await page.getByLabel(`Plan image of ${floorName} file`).setInputFiles({ name: 'plan.svg', mimeType: 'image/svg+xml', buffer: planSvg() });
  await expect(page.getByText('Plan image saved')).toBeVisible();
  await expect(page.getByRole('img', { name: `Plan image of ${floorName}` })).toBeVisible();

  // A work area on that floor.
  await page.goto('/space/work_areas');
  await page.getByRole('link', { name: 'Add work area' }).click();
  await expect(page).toHaveURL(/\/space\/addWorkArea$/);
  await page.getByRole('textbox', { name: 'Name' }).fill(areaName);
  await choose(page, /^Floor/, floorName);
  await choose(page, /^Area type/, 'Open space');
  await page.getByRole('spinbutton', { name: 'Size' }).fill('10');
  for (const label of ['Item price per day (£)', 'Full price per day (£)', 'Item price per month (£)', 'Full price per month (£)'])
    await page.getByRole('spinbutton', { name: label }).fill('20');
  await expect(page.getByRole('group', { name: `${floorName} map` })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: 'Work Area created' })).toBeVisible();
  await expect(page).toHaveURL(/\/space\/work_areas$/, { timeout: 5000 });
  await page.getByRole('cell', { name: areaName }).click();
  await expect(page).toHaveURL(/\/work_area\/[\w-]+$/);
  const areaSlug = new URL(page.url()).pathname.split('/').pop()!;

  // Two desks in it.
  await addDesk(page, { name: `Desk A ${tag}`, identifier: `A-${tag}`, floor: floorName, workArea: areaName });
  await addDesk(page, { name: `Desk B ${tag}`, identifier: `B-${tag}`, floor: floorName, workArea: areaName });

  // The floor-plan editor: place both desks, drag one, save in one call.
  await page.goto('/space/offices');
  await page.getByRole('link', { name: `Open floor plan of ${floorName}` }).click();
  await expect(page).toHaveURL(/\/space\/floors\/[\w-]+$/);
  await expect(page.getByRole('button', { name: `Place Desk A ${tag}` })).toBeDisabled();
  await page.getByRole('button', { name: 'Unlock editing' }).click();
  await page.getByRole('button', { name: `Place Desk A ${tag}` }).click();
  await page.getByRole('button', { name: `Place Desk B ${tag}` }).click();
  const deskA = page.getByRole('button', { name: `Desk A ${tag}, Free` });
  await expect(deskA).toBeVisible();
  // Placed on free spots: the two desks and their names do not overlap (issue 24 §14).
  const [boxA, boxB] = [(await deskA.boundingBox())!, (await page.getByRole('button', { name: `Desk B ${tag}, Free` }).boundingBox())!];
  const apart = boxA.x + boxA.width <= boxB.x || boxB.x + boxB.width <= boxA.x || boxA.y + boxA.height <= boxB.y || boxB.y + boxB.height <= boxA.y;
  expect(apart).toBe(true);
  const start = { x: await deskA.getAttribute('data-x'), y: await deskA.getAttribute('data-y') };
  const box = (await deskA.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 + 80, { steps: 12 });
  await page.mouse.up();
  const moved = { x: await deskA.getAttribute('data-x'), y: await deskA.getAttribute('data-y') };
  expect(moved).not.toEqual(start);
  expect(Number(moved.x) % 5).toBe(0);
  expect(Number(moved.y) % 5).toBe(0);
  const layoutCall = page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/floors\/[\w-]+\/layout$/.test(r.url()));
  await page.getByRole('button', { name: /^Save layout/ }).click();
  const sent = (await layoutCall).postDataJSON() as { resources: { slug: string; x: number; y: number }[] };
  expect(sent.resources).toHaveLength(2);
  await expect(page.getByText('Layout saved')).toBeVisible();

  // Reload: the dragged position is kept; the arrow keys nudge too.
  await page.reload();
  const reloaded = page.getByRole('button', { name: `Desk A ${tag}, Free` });
  await expect(reloaded).toHaveAttribute('data-x', moved.x!);
  await expect(reloaded).toHaveAttribute('data-y', moved.y!);
  await expect(page.getByRole('button', { name: `Desk B ${tag}, Free` })).toBeVisible();

  // Replacing the plan image keeps the desks where they are.
  await page.getByLabel('Plan image file').setInputFiles({ name: 'plan-2.svg', mimeType: 'image/svg+xml', buffer: planSvg() });
  await expect(page.getByText('Plan image saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: `Desk A ${tag}, Free` })).toHaveAttribute('data-x', moved.x!);
  await expect(page.getByRole('button', { name: `Desk A ${tag}, Free` })).toHaveAttribute('data-y', moved.y!);

  // Download the QR of desk A as a PNG.
  await page.goto('/space');
  // The search strips spaces (seed 3 §5), so search by the internal id, which the name search covers too.
  await page.getByRole('searchbox', { name: 'Search resource' }).fill(`A-${tag}`);
  await page.getByRole('cell', { name: `Desk A ${tag}` }).click();
  await expect(page).toHaveURL(/\/resources\/[\w-]+$/);
  await expect(page.getByRole('img', { name: `QR code of Desk A ${tag}` })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download QR' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.png$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);

  // A staff member with space + resources but not work_area: no Work areas tab, and /work_area/{slug} is a 404.
  const staff = await createStaffWithSections(page, ['space', 'resources']);
  const context = await browser.newContext();
  const staffPage = await context.newPage();
  await loginAs(staffPage, staff);
  await staffPage.goto('/space');
  const tabs = staffPage.getByRole('tablist', { name: 'Space tabs' });
  await expect(tabs.getByRole('tab', { name: 'All resources' })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'Work areas' })).toHaveCount(0);
  await staffPage.goto(`/work_area/${areaSlug}`);
  await expect(staffPage).toHaveURL(/\/error\/404$/);
  await context.close();
});
