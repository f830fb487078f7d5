import { expect, test } from '@playwright/test';
import { apiSend } from '../support/space-api';
import { DEMO_OWNER, loginAs } from '../support/session';

test('the owner sees a dead background job on Account → Jobs, retries it and sees it run', async ({ page }) => {
  await loginAs(page, DEMO_OWNER);
  // A development-only job (DEV_OUTBOX=1) that fails its one try and lies dead; it succeeds when retried.
  const { id } = await apiSend<{ id: number }>(page, 'POST', '/api/dev/jobs/failing/', {});
  await page.goto('/users/jobs');
  await expect(page.getByRole('combobox', { name: 'Show jobs' })).toHaveValue('attention');
  const table = page.getByRole('table', { name: 'Jobs' });
  const row = table.getByRole('row').filter({ hasText: `#${id}` });
  await expect(row.getByText('Dead')).toBeVisible({ timeout: 15_000 });
  await expect(row.getByText('This development job fails its first try')).toBeVisible();
  await expect(row.getByText('Development job that fails once')).toBeVisible();

  await row.getByRole('button', { name: `Retry job ${id}` }).click();
  await expect(page.getByText('Job queued to run again')).toBeVisible();
  // It runs at once and leaves the "needs attention" list; it is among the done jobs.
  await expect(table.getByRole('row').filter({ hasText: `#${id}` })).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('combobox', { name: 'Show jobs' }).selectOption('done');
  await expect(
    page
      .getByRole('table', { name: 'Jobs' })
      .getByRole('row')
      .filter({ hasText: `#${id}` })
      .getByText('Done'),
  ).toBeVisible({ timeout: 15_000 });
});
