import { readFile } from 'node:fs/promises';
import { GDPR_MESSAGES, type MemberItem, type Paged } from '@clubspace/contract';
import { expect as baseExpect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { generate } from 'otplib';
import { apiGet } from '../support/members-api';
import { PORTAL_MEMBER } from '../support/portal-pages';
import { DEMO_OWNER, loginAs } from '../support/session';
import { newStaffWithPassword, removeStaff } from '../support/staff-api';

// Issue 30: two-factor login on screen. A staff member of its own (never the demo owner, whose log-in every other
// spec uses) turns it on from the secret shown in text, logs out, logs in with the password and a code, then exports a
// member's data; the staff member is removed at the end, so nothing another spec logs in as changes.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** The authenticator app's code, `offset` seconds from now. */
const codeOf = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset });

test("a staff member turns on two-factor, logs out, logs in with the password and a code, and exports a member's data", async ({ page, browser }) => {
  await loginAs(page, DEMO_OWNER);
  const staff = await newStaffWithPassword(page, 'Tess', ['dashboard', 'account', 'users', 'members']);
  const context = await browser.newContext();
  const tab = await context.newPage();
  try {
    await loginAs(tab, staff);
    await tab.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Account' }).click();
    await tab.getByRole('button', { name: 'Turn on two-factor' }).click();
    const dialog = tab.getByRole('dialog', { name: 'Turn on two-factor login' });
    await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await dialog.getByLabel('Secret key').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await dialog.getByLabel('Six-digit code').fill('000000');
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await expect(dialog.getByText('That code is not right. Check the time on your phone and try again.')).toBeVisible();
    await dialog.getByLabel('Six-digit code').fill(await codeOf(secret));
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    const codes = tab.getByRole('list', { name: 'Recovery codes' });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await expect(tab.getByText('Save these recovery codes now: each works once, and they will not be shown again.')).toBeVisible();
    await tab.getByRole('button', { name: 'Done' }).click();
    await expect(tab.getByText('Recovery codes left: 10')).toBeVisible();

    await tab.getByRole('button', { name: 'Logout' }).click();
    await expect(tab).toHaveURL(/\/login/);
    await tab.getByLabel('Email').fill(staff.email);
    await tab.getByLabel('Password', { exact: true }).fill(staff.password);
    await tab.getByRole('button', { name: 'Log In' }).click();
    const step = tab.getByRole('form', { name: 'Two-factor code' });
    await expect(step.getByText('Two-factor login is on for this account: enter the code from your authenticator app')).toBeVisible();
    // No session yet: the dashboard is not reachable before the code.
    await expect(tab).toHaveURL(/\/login/);
    // The next step's code (within the ±30 s drift): the enrolment's own code is accepted only once.
    await step.getByLabel('Code').fill(await codeOf(secret, 30));
    await step.getByRole('button', { name: 'Verify' }).click();
    await expect(tab).toHaveURL(/\/dashboard/);

    // Signed in with the code: open a member and export their data (a ZIP of member.json and one CSV per table).
    const list = await apiGet<Paged<'members', MemberItem>>(tab, `/api/member-list/?name=${encodeURIComponent(PORTAL_MEMBER.email)}`);
    const member = list.members.find((m) => m.user.email === PORTAL_MEMBER.email)!;
    await tab.goto(`/members/${member.slug}`);
    await expect(tab.getByRole('heading', { name: `${member.user.first_name} ${member.user.last_name}` })).toBeVisible();
    const [download] = await Promise.all([tab.waitForEvent('download'), tab.getByRole('button', { name: GDPR_MESSAGES.exportAction }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^clubspace-member-${member.slug}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    const json = JSON.parse(strFromU8(files['member.json']!)) as { member: string; tables: Record<string, Record<string, unknown>[]> };
    expect(json.member).toBe(member.slug);
    expect(json.tables.members?.[0]).toMatchObject({ slug: member.slug });
    expect(json.tables.users?.[0]).toMatchObject({ email: PORTAL_MEMBER.email });
    expect(Object.keys(json.tables)).toEqual(expect.arrayContaining(['members', 'users', 'bookings', 'invoices']));
    for (const table of Object.keys(json.tables)) expect(Object.keys(files), `csv/${table}.csv`).toContain(`csv/${table}.csv`);
    const members = strFromU8(files['csv/members.csv']!);
    expect(members.split('\n')[0]).toContain('slug');
    expect(members).toContain(member.slug);
  } finally {
    await context.close();
    await removeStaff(page, staff.slug);
  }
});
