import { addDaysIso, DEFAULT_TIME_ZONE, isoDayInZone, MAX_MONEY_POUNDS, type InvoiceItem, type Paged } from '@clubspace/contract';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillDay } from '../support/date-input';
import { apiOk } from '../support/bookings-api';
import { apiGet } from '../support/members-api';
import { issueTeamInvoice, portalMeOf } from '../support/invoices-api';
import { PORTAL_TEAM_ADMIN } from '../support/portal-pages';
import { DEMO_OWNER, loginAs } from '../support/session';

// Issue 24's "money cells clip", on every screen (issue 25): at 1280×800 each money input shows a large amount
// (12345.67) and the largest the contract accepts (1000000.00) in full. Whole-pound fields keep what their
// coercion leaves of it.
const AMOUNTS = ['12345.67', MAX_MONEY_POUNDS.toFixed(2)];

/** Fills each field with each amount and checks the text is not cut (the input's content fits its box). */
async function expectFits(fields: Locator, expected: number) {
  await expect(fields).toHaveCount(expected);
  for (const field of await fields.all()) {
    const name =
      (await field.getAttribute('aria-label')) ?? (await field.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? el.id));
    for (const amount of AMOUNTS) {
      await field.fill(amount);
      const size = await field.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, value: (el as HTMLInputElement).value }));
      expect(size.value.length, `${name} keeps what was typed`).toBeGreaterThan(0);
      expect(size.scroll, `${name} with ${amount}: ${JSON.stringify(size)}`).toBeLessThanOrEqual(size.client);
    }
  }
}

const invoiceOf = async (page: Page, query: string) =>
  (await apiGet<Paged<'invoices', InvoiceItem>>(page, `/api/dashboard-invoices/?${query}&kind=invoice&page_size=100`)).invoices[0]!;

test('every money input shows 12345.67 and the largest amount in full at 1280×800 (issue 24 §10, issue 25)', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, DEMO_OWNER);

  await test.step('work-area form: item and full prices per day and month', async () => {
    await page.goto('/space/addWorkArea');
    await expectFits(page.getByRole('spinbutton', { name: /price per (day|month) \(£\)/i }), 4);
  });

  await test.step('product dialog: price and happy-hour price', async () => {
    await page.goto('/fandd/stock');
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    await expectFits(dialog.getByRole('spinbutton', { name: /price/i }), 2);
  });

  await test.step('membership plan dialog: base price', async () => {
    await page.goto('/users/membership');
    await page.getByRole('button', { name: 'Create Membership Plan' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Membership Plan' });
    await expectFits(dialog.getByRole('spinbutton', { name: /price/i }), 1);
  });

  await test.step('membership form: price', async () => {
    await page.goto('/members/memberships/add');
    await expectFits(page.getByRole('spinbutton', { name: /^Price \(£\)/ }), 1);
  });

  await test.step('offer form: price and discount', async () => {
    await page.goto('/marketing/add');
    await expectFits(page.getByRole('spinbutton', { name: /^(Price|Discount) \(£\)/ }), 2);
  });

  await test.step('invoice line dialog: unit price', async () => {
    const draft = await invoiceOf(page, 'status=open');
    await page.goto(`/members/invoices/${draft.slug}`);
    await page.getByRole('button', { name: 'Add line' }).click();
    await expectFits(page.getByRole('dialog', { name: 'Add line' }).getByRole('spinbutton', { name: /^Unit Price/ }), 1);
  });

  await test.step('payment dialog: amount', async () => {
    // An issued invoice of its own (the seed's waiting invoices may be paid by other specs first).
    const pending = await issueTeamInvoice(page, (await portalMeOf(page, PORTAL_TEAM_ADMIN)).member.team!.slug, 100);
    await page.goto(`/members/invoices/${pending.slug}`);
    await page.getByRole('region', { name: 'Payments' }).getByRole('button', { name: 'Record payment' }).click();
    await expectFits(page.getByRole('dialog', { name: 'Record payment' }).getByRole('spinbutton', { name: /^Amount/ }), 1);
  });

  await test.step('credit note dialog: amount per line', async () => {
    // A paid invoice of its own: the seed's newest paid one may already be fully credited by another spec.
    const paid = await issueTeamInvoice(page, (await portalMeOf(page, PORTAL_TEAM_ADMIN)).member.team!.slug, 100);
    await apiOk(page, 'POST', `/api/invoices/${paid.slug}/payments`, { amount: paid.amount_due, date: paid.date, method: 'bank_transfer' });
    await page.goto(`/members/invoices/${paid.slug}`);
    await page.getByRole('region', { name: 'Payments' }).getByRole('button', { name: 'Credit note' }).click();
    const dialog = page.getByRole('dialog', { name: 'Credit note' });
    await dialog.getByRole('checkbox').first().check();
    await expectFits(dialog.getByRole('spinbutton', { name: /^Amount for / }).first(), 1);
  });

  await test.step('order dialog: line discount', async () => {
    const members = await apiGet<{ slug: string; team: string | null; status?: string }[]>(page, '/api/lookups/members/?limit=50');
    await page.goto(`/members/${members.find((m) => m.team && m.status !== 'inactive')!.slug}`);
    await page.getByRole('button', { name: 'Add Order' }).click();
    const dialog = page.getByRole('dialog', { name: /Add Order/ });
    await dialog.getByLabel('Add product').click();
    await page.getByRole('option').first().click();
    await expectFits(dialog.getByRole('spinbutton', { name: /^Discount \(£\)/ }), 1);
  });

  await test.step('meeting-room booking dialog: price', async () => {
    await page.goto('/bookings/new?type=meeting_room');
    await page.getByRole('combobox', { name: /Meeting room/ }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await fillDay(page, /Booking day/, addDaysIso(isoDayInZone(new Date(), DEFAULT_TIME_ZONE), 30));
    for (const [name, time] of [
      ['Start time', '10:00'],
      ['End time', '11:00'],
    ] as const) {
      await page.getByRole('combobox', { name }).click();
      await page.getByRole('listbox').getByRole('option', { name: time, exact: true }).click();
    }
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectFits(page.getByRole('dialog', { name: 'Meeting Room Booking' }).getByRole('spinbutton', { name: /^Price \(£\)/ }), 1);
  });
});
