import {
  addDaysIso,
  defaultMembershipDays,
  isoDayInZone,
  MEMBER_MESSAGES,
  type MemberItem,
  type MembershipPlanItem,
  type Paged,
} from '@clubspace/contract';
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { apiGet, parseCsv } from '../support/members-api';
import { MembersUi } from '../support/members-pages';
import { PORTAL_MEMBER } from '../support/portal-pages';
import { DEMO_OWNER, DEMO_STAFF, loginAs } from '../support/session';

// yyyy-MM-dd → dd-MM-yyyy, as every list shows a day.
const shown = (day: string) => day.split('-').reverse().join('-');

test('team → members → profile → membership → list, guests and the filtered CSV', async ({ page }) => {
  test.setTimeout(120_000);
  const ui = new MembersUi(page);
  const stamp = Date.now().toString(36);
  const teamName = `E2E Team ${stamp}`;
  const first = { first: 'Ada', last: `Walker${stamp}`, email: `ada.${stamp}@e2e.test` };
  const second = { first: 'Ben', last: `Carter${stamp}`, email: `ben.${stamp}@e2e.test` };

  await loginAs(page, DEMO_OWNER);

  await test.step('create a team (every field is required)', async () => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Members' }).click();
    await page.getByRole('tab', { name: 'Teams' }).click();
    await expect(page).toHaveURL(/\/members\/companies$/);
    await page.getByRole('button', { name: 'Add team' }).click();
    const dialog = ui.dialog('Add team');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(MEMBER_MESSAGES.invoiceCityRequired)).toBeVisible();
    await dialog.getByLabel(/^Name/).fill(teamName);
    await dialog.getByLabel(/^Description/).fill('A team made by the e2e suite');
    await dialog.getByLabel(/^Invoice name/).fill(`${teamName} Ltd`);
    await dialog.getByLabel(/^Invoice address/).fill('1 Test Street');
    await dialog.getByLabel(/^Invoice post code/).fill('E1 6AN');
    await dialog.getByLabel(/^Invoice city/).fill('London');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MEMBER_MESSAGES.teamCreated)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search team' }).fill(teamName);
    await expect(page).toHaveURL(/name=E2ETeam/);
    await expect(page.getByRole('link', { name: teamName })).toBeVisible();
    await expect(page.getByText('1–1 of 1')).toBeVisible();
  });

  await test.step('add a member to it; an e-mail already a member here is refused while typing', async () => {
    await page.getByRole('tab', { name: 'All members' }).click();
    await page.getByRole('button', { name: 'Add member' }).click();
    const dialog = ui.dialog('Add member');
    await dialog.getByLabel(/^First name/).fill(first.first);
    await dialog.getByLabel(/^Last name/).fill(first.last);
    // Only a member of this operator is taken (issue 30 §7): another operator's user, or a staff login, is attached.
    await dialog.getByLabel(/^Email/).fill(PORTAL_MEMBER.email);
    await expect(dialog.getByText(MEMBER_MESSAGES.emailTaken)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dialog.getByLabel(/^Email/).fill(first.email);
    await expect(dialog.getByText(MEMBER_MESSAGES.emailTaken)).toHaveCount(0);
    await ui.select(dialog, /^Role/, 'Member');
    await ui.autocomplete(dialog, /^Team/, teamName);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await ui.confirmation(MEMBER_MESSAGES.memberCreated);
    await expect(dialog).toHaveCount(0);
  });

  await test.step('a second member of the team through the add-member page', async () => {
    await page.goto('/members/add');
    const form = page.getByRole('form', { name: 'Add member' });
    await form.getByLabel(/^First name/).fill(second.first);
    await form.getByLabel(/^Last name/).fill(second.last);
    await form.getByLabel(/^Contact email/).fill(second.email);
    await ui.select(form, /^Role/, 'Admin');
    await form.getByLabel(/^Job title/).fill('Founder');
    await ui.autocomplete(form, /^Team/, teamName);
    await form.getByLabel(/^Billing town/).fill('London');
    await form.getByRole('button', { name: 'Save' }).click();
    await ui.confirmation(MEMBER_MESSAGES.memberCreated);
    // The new member's profile, with the first member as a team mate.
    await expect(page.getByRole('heading', { name: `${second.first} ${second.last}` })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Active' })).toBeVisible();
    const mates = page.getByRole('list', { name: 'Team members' });
    await expect(mates.getByRole('link', { name: new RegExp(`${first.first} ${first.last}`) })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend invitation' })).toBeVisible();
  });

  const plans = await apiGet<MembershipPlanItem[]>(page, '/api/membership-plans/');
  expect(plans.length).toBeGreaterThan(0);
  const plan = plans.find((p) => p.length_in_month > 0) ?? plans[0];
  const start = isoDayInZone(new Date());
  const end = addDaysIso(start, defaultMembershipDays(plan.length_in_month));

  await test.step('add a membership from the profile dialog', async () => {
    await page.getByRole('button', { name: 'Add Membership' }).click();
    const dialog = ui.dialog('Add Membership');
    await expect(dialog.getByRole('combobox', { name: /^Team\b/ })).toHaveValue(teamName);
    await expect(dialog.getByRole('combobox', { name: /^Member\b/ })).toHaveValue(`${second.first} ${second.last}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(MEMBER_MESSAGES.planMandatory)).toBeVisible();
    await ui.select(dialog, /^Membership Plan/, plan.name);
    await expect(dialog.getByLabel(/^Price/)).toHaveValue(String(plan.base_price));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await ui.confirmation(MEMBER_MESSAGES.membershipCreatedTitle);
    const block = page.getByRole('table', { name: 'Member memberships' });
    await expect(block.getByRole('row').filter({ hasText: plan.name })).toHaveCount(1);
    await expect(block.getByText(shown(start))).toBeVisible();
  });

  await test.step('the membership is in the memberships list with its dates as dd-MM-yyyy', async () => {
    await page.getByRole('link', { name: 'View All' }).first().click();
    await expect(page).toHaveURL(/\/members\/memberships\/member\//);
    const row = page
      .getByRole('table', { name: 'Memberships' })
      .getByRole('row')
      .filter({ hasText: `${second.first} ${second.last}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(teamName);
    await expect(row).toContainText(shown(start));
    await expect(row).toContainText(shown(end));
    await expect(row).toContainText('Active');
    // The full list (active by default) has it too, and its detail page opens from the row.
    await page.getByRole('tab', { name: 'Memberships' }).click();
    await page.getByRole('combobox', { name: /^Member\b/ }).fill(second.first);
    await page.getByRole('option', { name: new RegExp(`${second.first} ${second.last}`) }).click();
    const listed = page.getByRole('table', { name: 'Memberships' }).getByRole('row').filter({ hasText: teamName });
    await expect(listed).toHaveCount(1);
    await listed.getByRole('link').click();
    await expect(page.getByRole('heading', { name: plan.name })).toBeVisible();
    await expect(page.getByText(shown(end))).toBeVisible();
  });

  await test.step("a guest whose e-mail is already a guest's: 'Email duplicated'", async () => {
    const email = `guest.${stamp}@e2e.test`;
    await page.getByRole('tab', { name: 'Guests' }).click();
    for (const [i, name] of ['Gina Guest', 'Gary Guest'].entries()) {
      await page.getByRole('button', { name: 'Add guest' }).click();
      const dialog = ui.dialog('Add guest');
      await dialog.getByLabel(/^Name/).fill(name);
      await dialog.getByLabel(/^Email/).fill(email);
      await ui.autocomplete(dialog, /^Team/, teamName);
      await dialog.getByRole('button', { name: 'Save' }).click();
      if (i === 0) {
        await expect(page.getByText(MEMBER_MESSAGES.guestCreated)).toBeVisible();
        await expect(dialog).toHaveCount(0);
      } else {
        await expect(dialog.getByText(MEMBER_MESSAGES.guestEmailDuplicated)).toBeVisible();
        // The toast sits outside the modal dialog, which hides the rest of the page from the accessibility tree.
        await expect(page.locator('.notistack-SnackbarContainer').getByText(MEMBER_MESSAGES.guestEmailDuplicated)).toBeVisible();
        await dialog.getByRole('button', { name: 'Cancel' }).click();
      }
    }
  });

  await test.step('the members list filters by role and presence, and the CSV holds exactly those rows', async () => {
    await page.getByRole('tab', { name: 'All members' }).click();
    await ui.select(page, /^Role/, 'Member');
    await ui.select(page, /^Presence/, 'Out');
    await expect(page).toHaveURL(/role=team_member/);
    await expect(page).toHaveURL(/presence=out/);
    const api = await apiGet<Paged<'members', MemberItem>>(page, '/api/member-list/?role=team_member&presence=out&page_size=1000');
    expect(api.num_results).toBeGreaterThan(0);
    expect(api.members.every((m) => m.role === 'team_member' && m.presence === 'out')).toBe(true);
    await expect(page.getByText(new RegExp(`–\\d+ of ${api.num_results}$`))).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = parseCsv(await readFile(await download.path(), 'utf8'));
    // The table's columns with its labels (issue 10 item 17), not the API's field names.
    expect(Object.keys(csv[0])).toEqual(['Member', 'Team', 'Email', 'Club', 'Role', 'Presence', 'Last Login']);
    expect(csv).toHaveLength(api.num_results);
    expect(csv.map((r) => r.Email).sort()).toEqual(api.members.map((m) => m.user.email).sort());
    expect(csv.every((r) => r.Role === 'Member' && r.Presence === 'Out')).toBe(true);
    expect(csv.some((r) => r.Email === first.email)).toBe(true);
  });
});

test('add-membership page: defaults from the plan, the overlay, then the list', async ({ page }) => {
  const ui = new MembersUi(page);
  await loginAs(page, DEMO_OWNER);
  const teams = await apiGet<{ slug: string; name: string }[]>(page, '/api/lookups/teams/?limit=5');
  const plans = await apiGet<MembershipPlanItem[]>(page, '/api/membership-plans/');
  const team = teams[0];
  const plan = plans.find((p) => p.length_in_month > 0) ?? plans[0];
  const start = isoDayInZone(new Date());

  await page.goto(`/members/memberships/add?team=${team.slug}`);
  const form = page.getByRole('form', { name: 'Add membership' });
  await expect(form.getByRole('combobox', { name: /^Team\b/ })).toHaveValue(team.name);
  await expect(form.locator('input[name="start"]')).toHaveValue(shown(start));
  await expect(form.locator('input[name="end"]')).toHaveValue(shown(addDaysIso(start, 30)));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(MEMBER_MESSAGES.planRequired)).toBeVisible();
  await expect(form.getByText(MEMBER_MESSAGES.memberRequired)).toBeVisible();

  await ui.select(form, /^Membership Plan/, plan.name);
  await expect(form.locator('input[name="end"]')).toHaveValue(shown(addDaysIso(start, defaultMembershipDays(plan.length_in_month))));
  await expect(form.getByLabel(/^Price/)).toHaveValue(String(plan.base_price));
  // Members of the chosen team only.
  const member = form.getByRole('combobox', { name: /^Member\b/ });
  await member.click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const mates = await apiGet<{ slug: string; name: string }[]>(page, `/api/lookups/members/?team=${team.slug}&limit=100`);
  await expect(options).toHaveCount(mates.length);
  await options.first().click();
  await form.getByLabel(/^Units/).fill('0');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(MEMBER_MESSAGES.unitsPositive)).toBeVisible();
  await form.getByLabel(/^Units/).fill('2');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: MEMBER_MESSAGES.membershipCreatedRedirect })).toBeVisible();
  await expect(page).toHaveURL(/\/members\/memberships$/, { timeout: 5000 });
});

test('a staff member sees only the tabs of the sections granted', async ({ page }) => {
  await loginAs(page, DEMO_STAFF);
  await page.goto('/members/companies');
  await expect(page).toHaveURL(/\/members$/);
  const tabs = page.getByRole('tablist', { name: 'Members tabs' });
  await expect(tabs.getByRole('tab')).toHaveText(['All members']);
  await expect(page.getByRole('table', { name: 'Members' })).toBeVisible();
});

test('a staff member without a tab sees no link into it on a member profile', async ({ page }) => {
  // The demo staff member has All members and the bookings list, but not Memberships, Teams, Invoices or orders.
  await loginAs(page, DEMO_STAFF);
  const { members } = await apiGet<Paged<'members', MemberItem>>(page, '/api/member-list/?page_size=100');
  const member = members.find((m) => m.team);
  expect(member, 'a demo member with a team').toBeTruthy();
  await page.goto(`/members/${member!.slug}`);
  await expect(page.getByRole('heading', { name: `${member!.user.first_name} ${member!.user.last_name}` })).toBeVisible();
  // Only the bookings block keeps its View All; the team's name is text, not a link that would bounce.
  await expect(page.getByRole('link', { name: 'View All' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'View All' })).toHaveAttribute('href', `/bookings/list?member=${member!.slug}`);
  await expect(page.getByRole('link', { name: member!.team!.name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Membership' })).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'View payments' })).toHaveCount(0);
});
