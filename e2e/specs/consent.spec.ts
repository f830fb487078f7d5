import { UNSUBSCRIBE_MESSAGES, plannedDateIso, type CampaignTypeRow, type MemberLookupItem, type MemberProfile } from '@clubspace/contract';
import { expect, test, type Page } from '@playwright/test';
import { apiGet } from '../support/members-api';
import { DEMO_OWNER, loginAs } from '../support/session';

async function apiSend(page: Page, method: 'POST' | 'PATCH', path: string, data?: object) {
  const token = await page.evaluate(() => localStorage.getItem('access'));
  const res = await page.request.fetch(path, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), `${method} ${path} answered ${res.status()}: ${await res.text()}`).toBe(true);
  return res.json();
}

test('a campaign e-mail’s unsubscribe link turns campaigns off; the member profile shows it', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  await loginAs(page, DEMO_OWNER);

  // A member who takes campaign e-mails (the seed turns them off for a few).
  let member: { slug: string; email: string } | null = null;
  for (const m of (await apiGet<MemberLookupItem[]>(page, '/api/lookups/members/?limit=1000')).reverse()) {
    const profile = await apiGet<MemberProfile>(page, `/api/dashboard-profile/?member=${m.slug}`);
    if (m.status === 'active' && profile.email_consent.allow_email && profile.email_consent.campaigns) {
      member = { slug: m.slug, email: profile.member.user.email };
      break;
    }
  }
  expect(member, 'a consenting member').not.toBeNull();

  let link = '';
  await test.step('a campaign e-mail carries the link', async () => {
    const [type] = await apiGet<CampaignTypeRow[]>(page, '/api/notification-types/');
    const campaign = await apiSend(page, 'POST', '/api/notification-campaigns/', {
      name: `Consent ${stamp}`,
      code: `CONSENT-${stamp}`.toUpperCase(),
      type: type.id,
      date_planned: plannedDateIso('2030-06-01'),
      status: 'active',
      subject: `Consent news ${stamp}`,
      body: 'Hello {first_name}',
    });
    await apiSend(page, 'PATCH', `/api/notification-campaigns/${campaign.slug}`, { user_list: [member!.slug] });
    await apiSend(page, 'POST', `/api/notification-campaigns/${campaign.slug}/send/`);
    const mails = (await (await page.request.get(`/api/dev/outbox/?to=${encodeURIComponent(member!.email)}`)).json()) as {
      subject: string;
      text: string;
    }[];
    const mail = mails.find((m) => m.subject === `Consent news ${stamp}`);
    link = /Stop e-mails about [^:]+: (\S+)/.exec(mail!.text)![1];
    expect(link).toMatch(/\/unsubscribe#[\w-]+\.[\w-]+$/);
  });

  await test.step('the page shows what it turns off, and the click turns it off', async () => {
    const url = new URL(link);
    await page.goto(url.pathname + url.hash);
    await expect(page.getByRole('heading', { name: /^E-mails from / })).toBeVisible();
    await expect(page.getByText(/news, campaigns and offers to /)).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe from News and offers' }).click();
    await expect(page.getByText(UNSUBSCRIBE_MESSAGES.done('news'))).toBeVisible();
  });

  await test.step('staff see it on the member profile', async () => {
    await page.goto(`/members/${member!.slug}`);
    const card = page.getByRole('region', { name: 'E-mail consent' });
    await expect(card.getByRole('switch', { name: 'News and offers' })).not.toBeChecked();
    await expect(card.getByRole('switch', { name: 'Allow email' })).toBeChecked();
  });
});
