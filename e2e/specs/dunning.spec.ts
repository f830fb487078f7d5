/**
 * Chasing unpaid invoices (issue 27 flow 5): an invoice of the portal member's team 45 days overdue puts the team on
 * hold — staff see "On hold" on the team page, the member portal refuses a new desk booking with the chasing message
 * (asserted through the portal API: the portal's booking screens are another helper's), and recording the payment in
 * the invoice's Payments card lifts the hold at once. The chasing card is on Account → Invoicing.
 */
import { addDaysIso, DUNNING_MESSAGES, isoDayInZone, PORTAL_WORKSPACE_HEADER, type InvoiceItem } from '@clubspace/contract';
import { expect, test, type Page } from '@playwright/test';
import { apiOk } from '../support/bookings-api';
import { DEMO_OWNER, loginAs } from '../support/session';

const PORTAL_MEMBER = { email: 'member@demo.test', password: 'Demo1234!' };
const headers = (access?: string) => ({ [PORTAL_WORKSPACE_HEADER]: 'demo', ...(access ? { authorization: `Bearer ${access}` } : {}) });

/** The portal member's token, team and a desk to book (a day a year ahead). */
async function portalMember(page: Page) {
  const login = await page.request.post('/api/portal/auth/login', { headers: headers(), data: PORTAL_MEMBER });
  expect(login.ok()).toBe(true);
  const { access } = (await login.json()) as { access: string };
  const me = (await (await page.request.get('/api/portal/me', { headers: headers(access) })).json()) as {
    member: { team: { slug: string; name: string } };
  };
  const { offices } = (await (await page.request.get('/api/portal/offices', { headers: headers(access) })).json()) as { offices: { slug: string }[] };
  const day = addDaysIso(isoDayInZone(new Date()), 365);
  let desk: string | undefined;
  for (const office of offices) {
    const desks = (await (await page.request.get(`/api/portal/desks?office=${office.slug}&day=${day}`, { headers: headers(access) })).json()) as {
      desks: { slug: string; status: string }[];
    };
    desk = desks.desks.find((d) => d.status === 'free')?.slug;
    if (desk) break;
  }
  expect(desk, 'a free desk in the portal').toBeTruthy();
  const book = () => page.request.post('/api/portal/bookings/desk', { headers: headers(access), data: { resource: desk, days: [day] } });
  return { team: me.member.team, book };
}

test('an overdue payer is on hold: the badge, the portal refuses a booking with the message, paying lifts it', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, DEMO_OWNER);
  const member = await portalMember(page);
  const today = isoDayInZone(new Date());

  const invoice = await test.step('an invoice of the member’s team, due 45 days ago', async () => {
    const [data] = await apiOk<{ slug: string }[]>(page, 'GET', `/api/invoice-datas/?team=${member.team.slug}`);
    const created = await apiOk<InvoiceItem>(page, 'POST', '/api/invoices/', {
      team_slug: member.team.slug,
      invoice_data: data.slug,
      date: addDaysIso(today, -75),
      date_due: addDaysIso(today, -45),
      invoice_type: 'work',
      status: 'open',
    });
    await apiOk(page, 'POST', '/api/invoice-lines/', {
      invoice: created.slug,
      name: 'Fixed desk',
      payment_type: 'work',
      date: addDaysIso(today, -75),
      units: 1,
      unit_price: 100,
      vat: 20,
      status: 'new',
    });
    await apiOk(page, 'POST', '/api/invoice-validate/', { invoice: created.slug });
    return created;
  });

  await test.step('staff see "On hold" on the team', async () => {
    await page.goto(`/members/companies/${member.team.slug}`);
    await expect(page.getByRole('heading', { name: member.team.name })).toBeVisible();
    await expect(page.getByTestId('on-hold')).toHaveText('On hold');
  });

  await test.step('the portal refuses a new booking with the chasing message', async () => {
    const refused = await member.book();
    expect(refused.status()).toBe(403);
    const body = (await refused.json()) as { detail: string; code: string };
    // The member's team may have an older overdue invoice in the demo data: the message names the most overdue one.
    expect(body.code).toBe('on_hold');
    expect(body.detail).toMatch(/^Your account is on hold: invoice .+ is \d+ days overdue/);
    if (body.detail.includes(invoice.name)) expect(body.detail).toBe(DUNNING_MESSAGES.onHold(invoice.name, 45));
  });

  await test.step('recording the payment lifts the hold at once', async () => {
    await page.goto(`/members/invoices/${invoice.slug}`);
    const card = page.getByRole('region', { name: 'Payments' });
    await card.getByRole('button', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record payment' });
    await expect(dialog.getByLabel(/^Amount/)).toHaveValue('120.00');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByTestId('invoice-status')).toHaveText('Paid');
    const booked = await member.book();
    expect(booked.status(), await booked.text()).toBe(201);
    await page.goto(`/members/companies/${member.team.slug}`);
    await expect(page.getByRole('heading', { name: member.team.name })).toBeVisible();
    await expect(page.getByTestId('on-hold')).toHaveCount(0);
  });

  await test.step('the chasing card on Account → Invoicing', async () => {
    await page.goto('/users/invoicing');
    const card = page.getByRole('form', { name: 'Chasing settings' });
    await expect(card.getByLabel('Reminder days')).toHaveValue('-3, 0, 3, 7, 14');
    await card.getByLabel('On hold after (days overdue)').fill('60');
    await card.getByRole('button', { name: 'Save chasing settings' }).click();
    await expect(page.getByText(DUNNING_MESSAGES.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('form', { name: 'Chasing settings' }).getByLabel('On hold after (days overdue)')).toHaveValue('60');
    await page.getByRole('form', { name: 'Chasing settings' }).getByLabel('On hold after (days overdue)').fill('30');
    await page.getByRole('form', { name: 'Chasing settings' }).getByRole('button', { name: 'Save chasing settings' }).click();
    await expect(page.getByText(DUNNING_MESSAGES.saved).first()).toBeVisible();
  });
});
