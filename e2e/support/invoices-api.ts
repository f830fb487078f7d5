import { addDaysIso, isoDayInZone, PORTAL_WORKSPACE_HEADER, type InvoiceItem, type PortalMe } from '@clubspace/contract';
import { expect, type Page } from '@playwright/test';
import { apiOk } from './bookings-api';

/** Who a portal login is (its member and team), asked of the portal API with a log-in of its own. */
export async function portalMeOf(page: Page, who: { email: string; password: string }, workspace = 'demo'): Promise<PortalMe> {
  const headers = { [PORTAL_WORKSPACE_HEADER]: workspace };
  const login = await page.request.post('/api/portal/auth/login', { headers, data: who });
  expect(login.ok(), await login.text()).toBe(true);
  const { access } = (await login.json()) as { access: string };
  const me = await page.request.get('/api/portal/me', { headers: { ...headers, Authorization: `Bearer ${access}` } });
  expect(me.ok(), await me.text()).toBe(true);
  return (await me.json()) as PortalMe;
}

/**
 * As the staff user logged in on `page`: a team's invoice dated today, due in 30 days, with one line of `unitPrice`
 * (+20 % VAT), validated so it waits for payment.
 */
export async function issueTeamInvoice(page: Page, teamSlug: string, unitPrice = 100, lineName = 'Hot desk day passes'): Promise<InvoiceItem> {
  const today = isoDayInZone(new Date());
  const [data] = await apiOk<{ slug: string }[]>(page, 'GET', `/api/invoice-datas/?team=${teamSlug}`);
  expect(data, `billing details of team ${teamSlug}`).toBeTruthy();
  const created = await apiOk<InvoiceItem>(page, 'POST', '/api/invoices/', {
    team_slug: teamSlug,
    invoice_data: data.slug,
    date: today,
    date_due: addDaysIso(today, 30),
    invoice_type: 'work',
    status: 'open',
  });
  await apiOk(page, 'POST', '/api/invoice-lines/', {
    invoice: created.slug,
    name: lineName,
    payment_type: 'work',
    date: today,
    units: 1,
    unit_price: unitPrice,
    vat: 20,
    status: 'new',
  });
  await apiOk(page, 'POST', '/api/invoice-validate/', { invoice: created.slug });
  return apiOk<InvoiceItem>(page, 'GET', `/api/invoices/${created.slug}`);
}
