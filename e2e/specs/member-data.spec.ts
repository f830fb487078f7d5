import { GDPR_MESSAGES, type MemberItem, type Paged } from '@clubspace/contract';
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { apiGet } from '../support/members-api';
import { PORTAL_MEMBER } from '../support/portal-pages';
import { DEMO_OWNER, loginAs } from '../support/session';

test("staff export a member's data from the member page as a ZIP; the erase dialog asks for the name first", async ({ page }) => {
  await loginAs(page, DEMO_OWNER);
  const list = await apiGet<Paged<'members', MemberItem>>(page, `/api/member-list/?name=${encodeURIComponent(PORTAL_MEMBER.email)}`);
  const member = list.members.find((m) => m.user.email === PORTAL_MEMBER.email)!;
  expect(member).toBeTruthy();
  const name = `${member.user.first_name} ${member.user.last_name}`;

  await page.goto(`/members/${member.slug}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  await test.step('Export data downloads clubspace-member-<slug>-<date>.zip', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: GDPR_MESSAGES.exportAction }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^clubspace-member-${member.slug}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(bytes.includes(Buffer.from('member.json'))).toBe(true);
  });

  await test.step('Erase personal data: Erase stays disabled until the name is typed; Cancel leaves the member as it was', async () => {
    await page.getByRole('button', { name: GDPR_MESSAGES.eraseAction }).click();
    const dialog = page.getByRole('dialog', { name: GDPR_MESSAGES.eraseTitle });
    await expect(dialog.getByText(GDPR_MESSAGES.eraseWarning(name))).toBeVisible();
    const erase = dialog.getByRole('button', { name: 'Erase', exact: true });
    await expect(erase).toBeDisabled();
    await dialog.getByLabel(GDPR_MESSAGES.eraseLabel(name)).fill('someone else');
    await expect(erase).toBeDisabled();
    await dialog.getByLabel(GDPR_MESSAGES.eraseLabel(name)).fill(name);
    await expect(erase).toBeEnabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name })).toBeVisible();
  });
});
