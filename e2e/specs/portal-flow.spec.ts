import { MEMBER_MESSAGES, PORTAL_MESSAGES, type TeamItem } from '@clubspace/contract';
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { apiOk } from '../support/bookings-api';
import { issueTeamInvoice } from '../support/invoices-api';
import { MembersUi } from '../support/members-pages';
import {
  bookDeskOnPlan,
  bookFirstRoom,
  daysAhead,
  DESKTOP,
  docsScreenshot,
  openAccount,
  PHONE,
  PORTAL_TEAM_ADMIN,
  portalLogin,
} from '../support/portal-pages';
import { DEMO_OWNER, loginAs } from '../support/session';

/**
 * The member portal end to end (issue 26), from the seed: staff add a member and invite them to the portal; on a
 * phone the member sets a password from the e-mailed link, books a desk on the plan and a room, sees both in My
 * bookings, cancels one and downloads an invoice; then a team admin invites a colleague. SCREENSHOTS=1 also writes the
 * docs' portal screenshots.
 */
test.use({ viewport: PHONE });

test('invited by staff, a new member sets a password, books, cancels, downloads an invoice; a team admin invites a colleague', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const who = { first: 'Pia', last: `Portal${stamp}`, email: `pia.${stamp}@e2e.test` };
  const name = `${who.first} ${who.last}`;
  const staffContext = await browser.newContext({ viewport: DESKTOP, baseURL });
  const staff = await staffContext.newPage();
  await loginAs(staff, DEMO_OWNER);
  const team = await apiOk<TeamItem>(staff, 'POST', '/api/teams/', {
    name: `Portal Flow ${stamp}`,
    description: 'A one-person team made by the portal e2e flow',
    invoice_name: `Portal Flow ${stamp} Ltd`,
    invoice_address: '1 Test Street',
    invoice_post_code: 'E1 6AN',
    invoice_city: 'London',
  });

  await test.step('staff add the member in Members and invite them from the profile’s portal card', async () => {
    const ui = new MembersUi(staff);
    await staff.goto('/members/add');
    const form = staff.getByRole('form', { name: 'Add member' });
    await form.getByLabel(/^First name/).fill(who.first);
    await form.getByLabel(/^Last name/).fill(who.last);
    await form.getByLabel(/^Contact email/).fill(who.email);
    await ui.select(form, /^Role/, 'Member');
    await ui.autocomplete(form, /^Team/, team.name);
    await form.getByLabel(/^Billing town/).fill('London');
    await form.getByRole('button', { name: 'Save' }).click();
    await ui.confirmation(MEMBER_MESSAGES.memberCreated);
    await expect(staff.getByRole('heading', { name })).toBeVisible();
    const card = staff.getByRole('region', { name: 'Member portal' });
    await expect(card.getByText('Not invited')).toBeVisible();
    await card.getByRole('button', { name: `Invite to portal: ${name}` }).click();
    await expect(staff.getByText(PORTAL_MESSAGES.invitationsSent(1))).toBeVisible();
    await expect(card.getByText('Invited', { exact: true })).toBeVisible();
  });

  await test.step('the member opens the e-mailed link on a phone and sets a password', async () => {
    // The portal invitation (creating the member e-mails an invitation of its own): its /accept link.
    let link = '';
    await expect
      .poll(async () => {
        const res = await page.request.get(`/api/dev/outbox/?to=${encodeURIComponent(who.email)}`);
        const mails = (await res.json()) as { link: string | null }[];
        link = mails.find((m) => m.link?.includes('/accept#token='))?.link ?? '';
        return link;
      })
      .toContain('/portal/demo/accept#token=');
    await page.goto(link);
    await page.getByLabel('Choose a password').fill(`Pia-${stamp}-Portal!`);
    await page.getByRole('button', { name: 'Set password and log in' }).click();
    await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
  });

  const day = daysAhead(12);
  const desk = await test.step('books a desk on the plan', async () => {
    const booked = await bookDeskOnPlan(page, day);
    await docsScreenshot(page, 'portal-desks');
    return booked;
  });
  const room = await test.step('books a meeting room the same day', () => bookFirstRoom(page, day));
  if (process.env.SCREENSHOTS === '1') {
    await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: 'Coming up' })).toBeVisible();
    await docsScreenshot(page, 'portal-home');
  }

  await test.step('sees both in My bookings and cancels the room', async () => {
    await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'My bookings' }).click();
    const deskCard = page.getByTestId(`portal-booking-${desk.code}`);
    const roomCard = page.getByTestId(`portal-booking-${room.code}`);
    await expect(deskCard).toContainText(desk.name);
    await expect(deskCard).toContainText(desk.price);
    await expect(roomCard).toContainText(room.name);
    await roomCard.getByRole('button', { name: `Cancel ${room.name}` }).click();
    await page
      .getByRole('dialog', { name: `Cancel your booking of ${room.name}?` })
      .getByRole('button', { name: 'Cancel booking' })
      .click();
    await expect(page.getByText(/has been cancelled/)).toBeVisible();
    await expect(roomCard).toHaveCount(0);
    await expect(deskCard).toBeVisible();
  });

  await test.step('staff issue an invoice to the member’s team; the member downloads its PDF', async () => {
    const invoice = await issueTeamInvoice(staff, team.slug, 80);
    await openAccount(page, 'Invoices');
    const card = page.getByTestId(`portal-invoice-${invoice.slug}`);
    await expect(card.getByText('£96.00').first()).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: `Download PDF of invoice ${invoice.name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${invoice.name}.pdf`);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  await test.step('a team admin invites a colleague on the Team page and sees them invited', async () => {
    await page.getByRole('button', { name: 'Log out' }).click();
    await portalLogin(page, PORTAL_TEAM_ADMIN);
    await openAccount(page, 'Team');
    const email = `colleague-${stamp}@acme.example`;
    const form = page.getByRole('form', { name: 'Invite a colleague' });
    await form.getByLabel(/^First name/).fill('Cleo');
    await form.getByLabel(/^Last name/).fill(`Colleague${stamp}`);
    await form.getByLabel(/^E-mail/).fill(email);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(form.getByRole('status')).toHaveText(PORTAL_MESSAGES.invited(email));
    await expect(page.getByRole('listitem').filter({ hasText: email }).getByText('Invited')).toBeVisible();
  });
  await staffContext.close();
});
