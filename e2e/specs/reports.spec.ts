import { REPORTS } from '@clubspace/contract';
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { parseCsv } from '../support/members-api';
import { DEMO_OWNER, loginAs } from '../support/session';

/**
 * Issue 31: the owner opens every report from the Reports page, sees its table, and exports it; the CSV has the
 * table's header row and its rows. SCREENSHOTS=1 refreshes docs/screenshots/report-<kind>.png.
 */
test('the owner opens each report from the Reports page and exports its CSV', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, DEMO_OWNER);
  await page.getByRole('link', { name: 'Reports' }).first().click();
  await expect(page).toHaveURL(/\/reports$/);
  for (const report of REPORTS) {
    await page.getByRole('link', { name: new RegExp(report.title) }).click();
    await expect(page).toHaveURL(new RegExp(`/reports/${report.kind}`));
    await expect(page.getByRole('heading', { name: report.title })).toBeVisible();
    const table = page.getByRole('table').first();
    await expect(table).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    // The charts load lazily: a skeleton stands in until they are drawn.
    await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
    if (process.env.SCREENSHOTS) await page.screenshot({ path: `../docs/screenshots/report-${report.kind}.png`, fullPage: true });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.split('\n')[0]!.split(',').length).toBeGreaterThan(1);
    expect(parseCsv(text).length).toBeGreaterThan(0);
    await page.getByRole('link', { name: '← All reports' }).click();
    await expect(page).toHaveURL(/\/reports$/);
  }
});
