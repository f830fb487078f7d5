import { MARKETING_MESSAGES, campaignTestSentMessage, offerLimitMessage, type MemberLookupItem, type StaffProfile } from '@clubspace/contract';
import { expect, test } from '@playwright/test';
import { apiGet } from '../support/members-api';
import { MarketingUi } from '../support/marketing-pages';
import { DEMO_OWNER, loginAs } from '../support/session';

const MANAGER = { email: 'manager@demo.test', password: 'Demo1234!' };

test('campaign with three users → offer limited to one per member → assigned once, refused twice', async ({ page }) => {
  test.setTimeout(150_000);
  const ui = new MarketingUi(page);
  const stamp = Date.now().toString(36);
  const campaign = `E2E Campaign ${stamp}`;
  const code = `E2E-${stamp}`.toUpperCase();
  let campaignUrl = '';

  await loginAs(page, DEMO_OWNER);

  await test.step('create a campaign; empty fields are refused with their messages', async () => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Marketing' }).click();
    await expect(page).toHaveURL(/\/marketing$/);
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await page.getByRole('button', { name: 'Add campaign' }).click();
    const dialog = ui.dialog('Add campaign');
    await dialog.getByRole('button', { name: 'Create' }).click();
    for (const message of [
      MARKETING_MESSAGES.nameRequired,
      MARKETING_MESSAGES.campaignCodeRequired,
      MARKETING_MESSAGES.typeRequired,
      MARKETING_MESSAGES.datePlannedRequired,
      MARKETING_MESSAGES.statusRequired,
    ])
      await expect(dialog.getByText(message)).toBeVisible();
    await dialog.getByLabel(/^Name/).fill(campaign);
    await dialog.getByLabel(/^Campaign Code/).fill(code);
    await ui.select(dialog, /^Type/, 'Promotion');
    await ui.typeDate(dialog, 'Date planned', '2030-06-15');
    await ui.select(dialog, /^Status/, 'Pending');
    await dialog.getByRole('button', { name: 'Create' }).click();
    const created = ui.dialog('Campaign Created');
    await expect(created.getByText(MARKETING_MESSAGES.campaignCreated)).toBeVisible();
    await expect(created).toHaveCount(0, { timeout: 5000 });
  });

  await test.step('open it and move three members to Users Selected', async () => {
    await page.getByRole('searchbox', { name: 'Search campaign' }).fill(campaign);
    await expect(page).toHaveURL(/name=E2ECampaign/);
    const row = page.getByRole('table', { name: 'Campaigns' }).getByRole('row').filter({ hasText: campaign });
    await expect(row).toContainText('15-06-2030');
    await expect(row).toContainText('Pending');
    await row.getByText(campaign).click();
    await expect(page).toHaveURL(/\/campaigns\/e2e-campaign-/);
    campaignUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('group', { name: 'Planned date' })).toContainText('15');
    const users = ui.side('Users');
    await expect(users.getByRole('button').nth(2)).toBeVisible();
    for (let i = 0; i < 3; i++) await users.getByRole('button').nth(i).click();
    await page.getByRole('button', { name: 'Move selected right' }).click();
    await expect(ui.side('Users Selected').getByRole('button')).toHaveCount(3);
  });

  await test.step('write the e-mail, see it in the preview and send a test to me', async () => {
    const me = await apiGet<StaffProfile>(page, '/api/staff-profile/');
    await page.getByLabel('Subject').fill('Open day for {first_name}');
    await page
      .getByLabel('Body')
      .fill(
        'Hello **{first_name} {last_name}**,\n\nCome to the open day at {operator_name}.\n\n- Coffee from 9\n- [Programme](https://example.com/open-day)',
      );
    await expect(page.getByText(`Subject: Open day for ${me.first_name}`)).toBeVisible();
    const preview = page.frameLocator('iframe[title="E-mail preview"]');
    await expect(preview.locator('strong')).toHaveText(`${me.first_name} ${me.last_name}`);
    await expect(preview.getByRole('link', { name: 'Programme' })).toHaveAttribute('href', 'https://example.com/open-day');
    await expect(preview.getByRole('listitem')).toHaveCount(2);
    // SCREENSHOTS=1 refreshes the documentation's picture of the editor (a tall window: the layout's bars are fixed).
    if (process.env.SCREENSHOTS) {
      await page.setViewportSize({ width: 1280, height: 1500 });
      await page.screenshot({ path: '../docs/screenshots/campaign-editor.png' });
      await page.setViewportSize({ width: 1280, height: 720 });
    }
    await page.getByRole('button', { name: 'Send test to me' }).click();
    await expect(page.getByText(campaignTestSentMessage(me.email))).toBeVisible();
    const res = await page.request.get(`/api/dev/outbox/?to=${encodeURIComponent(me.email)}`);
    const [mail] = (await res.json()) as { subject: string; text: string; html: string | null }[];
    expect(mail.subject).toBe(`Open day for ${me.first_name}`);
    expect(mail.text).toContain(`Hello ${me.first_name} ${me.last_name},`);
    expect(mail.text).toContain('- Programme (https://example.com/open-day)');
    expect(mail.html).toContain(`<strong>${me.first_name} ${me.last_name}</strong>`);
  });

  await test.step('save users and e-mail', async () => {
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(ui.dialog('Campaign Update').getByText(MARKETING_MESSAGES.campaignUpdated)).toBeVisible();
    await expect(page).toHaveURL(/\/marketing$/, { timeout: 6000 });
  });

  await test.step('the list shows Nº users 3', async () => {
    await page.getByRole('searchbox', { name: 'Search campaign' }).fill(campaign);
    const row = page.getByRole('table', { name: 'Campaigns' }).getByRole('row').filter({ hasText: campaign });
    await expect(row.getByRole('cell').last()).toHaveText('3');
  });

  const offerCode = `ONCE-${stamp}`.toUpperCase();
  await test.step('create an offer limited to one per member', async () => {
    await page.getByRole('tab', { name: 'Offers' }).click();
    await expect(page).toHaveURL(/\/marketing\/offer$/);
    await expect(page.getByRole('searchbox', { name: 'Search by code, title, subtitle, description...' })).toBeVisible();
    await page.getByRole('link', { name: 'Add offer' }).click();
    await expect(page).toHaveURL(/\/marketing\/add$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MARKETING_MESSAGES.codeRequired)).toBeVisible();
    await expect(page.getByText(MARKETING_MESSAGES.offerTypeRequired)).toBeVisible();
    await expect(page.getByText(MARKETING_MESSAGES.startRequired)).toBeVisible();
    await expect(page.getByText(MARKETING_MESSAGES.endRequired)).toBeVisible();
    await page.getByLabel(/^Code/).fill(offerCode);
    await ui.typeDate(page, 'Start date', '2030-07-01');
    await ui.typeDate(page, 'End date', '2030-07-31');
    await page.getByLabel(/^Title/).fill(`One each ${stamp}`);
    await ui.select(page, /^Offer type/, 'Bar');
    await page.getByLabel(/^Limit per member/).fill('1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MARKETING_MESSAGES.success)).toBeVisible();
    await expect(page).toHaveURL(/\/marketing\/offer$/);
    await page.getByRole('searchbox', { name: 'Search by code, title, subtitle, description...' }).fill(offerCode);
    const offerRow = page.getByRole('table', { name: 'Offers' }).getByRole('row').filter({ hasText: offerCode });
    await expect(offerRow).toHaveCount(1);
    await expect(offerRow).toContainText('01-07-2030');
    await expect(offerRow).toContainText('31-07-2030');
  });

  const [member] = await apiGet<MemberLookupItem[]>(page, '/api/lookups/members/?limit=1');
  const assign = async () => {
    await page.getByRole('tab', { name: 'Offer users' }).click();
    await page.getByRole('link', { name: 'Add offer-user' }).click();
    await expect(page).toHaveURL(/\/marketing\/offer_user\/add$/);
    await ui.autocomplete(page, /^User/, member.name, new RegExp(member.name));
    await ui.autocomplete(page, /^Offer/, offerCode, new RegExp(offerCode));
    await page.getByRole('button', { name: 'Save' }).click();
  };

  await test.step('assign it to a member', async () => {
    await assign();
    // The offer's own 'Saved successfully' toast may still be on screen: the newest one is this save's.
    await expect(page.getByText(MARKETING_MESSAGES.success).last()).toBeVisible();
    await expect(page).toHaveURL(/\/marketing\/offer_user$/);
  });

  await test.step('assigning it again is refused with the limit message', async () => {
    await assign();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: offerLimitMessage('member', 1) })
        .first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/marketing\/offer_user\/add$/);
  });

  await test.step('the offer-user list shows it once', async () => {
    await page.getByRole('tab', { name: 'Offer users' }).click();
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(offerCode);
    const rows = page.getByRole('table', { name: 'Offer users' }).getByRole('row').filter({ hasText: offerCode });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(member.name);
    await expect(rows).toContainText('New');
  });

  await test.step('/campaigns/{slug} is open to staff without the marketing section, for reading only', async () => {
    await page.evaluate(() => localStorage.clear());
    await loginAs(page, MANAGER);
    await page.goto('/marketing');
    await expect(page).toHaveURL(/\/error\/404/);
    await page.goto(campaignUrl);
    await expect(page.getByRole('heading', { name: campaign })).toBeVisible();
    await expect(ui.side('Users Selected').getByRole('button')).toHaveCount(3);
    await expect(page.getByText(MARKETING_MESSAGES.readOnlyCampaign)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send test to me' })).toHaveCount(0);
  });
});

test('community tabs show their headings by section', async ({ page }) => {
  await loginAs(page, DEMO_OWNER);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Community' }).click();
  await expect(page).toHaveURL(/\/community$/);
  const tabs = page.getByRole('tablist', { name: 'Community tabs' });
  await expect(tabs.getByRole('tab')).toHaveText(['Tickets', 'Notices', 'Events']);
  await expect(page.getByRole('heading', { name: 'Tickets', level: 2 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tickets' })).toBeVisible();
  await tabs.getByRole('tab', { name: 'Notices' }).click();
  await expect(page).toHaveURL(/\/community\/notices$/);
  await expect(page.getByRole('table', { name: 'Notices' })).toBeVisible();
  await tabs.getByRole('tab', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/community\/events$/);
  await expect(page.getByRole('table', { name: 'Events' })).toBeVisible();
});
