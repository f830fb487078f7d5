import { expect, test } from '@playwright/test';
import { DESKTOP, expectAccessible, PHONE, portalLogin } from '../support/portal-pages';
import { DEMO_OWNER, loginAs } from '../support/session';

/**
 * The help desk end to end (issue 28): on a phone a member raises a ticket in the portal (Account → Help), staff
 * answer it in Community → Tickets, and the member sees the answer on the ticket's page.
 */
test.use({ viewport: PHONE });

test('a member raises a ticket on a phone, staff reply in Community → Tickets, the member sees the reply', async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  const subject = `Projector flickers ${Date.now().toString(36)}`;
  const answer = 'We have replaced the cable; please try again.';

  await test.step('the member raises a ticket from Account → Help', async () => {
    await portalLogin(page);
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Help' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await expectAccessible(page, 'portal help');
    await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'IT', exact: true }).click();
    await page.getByRole('textbox', { name: 'What is wrong?' }).fill('The projector in the big room flickers every few seconds.');
    await page.getByRole('button', { name: 'Send ticket' }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(subject) })).toBeVisible();
  });
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const number = /#(\d+)/.exec(heading)?.[1];
  expect(number).toBeTruthy();

  await test.step('staff find it in Community → Tickets and reply', async () => {
    const staffContext = await browser.newContext({ viewport: DESKTOP, baseURL });
    const staff = await staffContext.newPage();
    await loginAs(staff, DEMO_OWNER);
    await staff.getByRole('link', { name: 'Community' }).first().click();
    await expect(staff.getByRole('table', { name: 'Tickets' })).toBeVisible();
    await staff.getByRole('searchbox', { name: 'Search subject or number' }).fill(number!);
    await staff.getByRole('link', { name: `#${number}` }).click();
    const drawer = staff.getByRole('region', { name: 'Ticket' });
    await expect(drawer.getByRole('heading', { name: `#${number} ${subject}` })).toBeVisible();
    await drawer.getByRole('textbox', { name: 'Reply to the member' }).fill(answer);
    await drawer.getByRole('button', { name: 'Send reply' }).click();
    await expect(drawer.getByRole('list', { name: 'Conversation' })).toContainText(answer);
    await staffContext.close();
  });

  await test.step('the member sees the reply', async () => {
    await page.reload();
    await expect(page.getByRole('list', { name: 'Conversation' })).toContainText(answer);
    await expectAccessible(page, 'portal ticket');
  });
});
