import type { InvoiceItem } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { invoiceDatas, invoicePayments, invoices, members, onlinePayments, teams, users } from '../../src/db/schema/index.ts';
import { StripeFake } from '../../src/dev/stripe-fake/stripe-fake.ts';
import type { TestApp } from './test-app.ts';

export const DEMO_KEY = 'sk_test_demo_operator_0001';
export const DEMO_WHSEC = 'whsec_demo_operator_secret';
export const HARBOUR_KEY = 'sk_test_harbour_operator_02';
export const HARBOUR_WHSEC = 'whsec_harbour_operator_secret';

/** A fake provider whose webhooks go to the test app in-process (app.inject), each operator with its own endpoint. */
export function fakeFor(app: () => TestApp) {
  const fake = new StripeFake({
    transport: async (url, headers, body) => (await app().inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body })).statusCode,
  });
  fake.setWebhook(DEMO_KEY, { url: 'http://api.test/api/webhooks/stripe/demo', secret: DEMO_WHSEC });
  fake.setWebhook(HARBOUR_KEY, { url: 'http://api.test/api/webhooks/stripe/harbour', secret: HARBOUR_WHSEC });
  return fake;
}

/** The portal team admin's team with its default invoice data (the staff API bills it). */
export async function adminTeam(db: TestApp['db'], email: string) {
  const [row] = await db
    .select({ team: teams.slug, data: invoiceDatas.slug, teamId: teams.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(teams, eq(teams.id, members.teamId))
    .innerJoin(invoiceDatas, and(eq(invoiceDatas.teamId, teams.id), eq(invoiceDatas.isDefault, true)))
    .where(eq(users.email, email))
    .limit(1);
  return row!;
}

export async function invoiceState(db: TestApp['db'], slug: string) {
  const [inv] = await db.select().from(invoices).where(eq(invoices.slug, slug));
  const payments = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, inv.id));
  const online = await db.select().from(onlinePayments).where(eq(onlinePayments.invoiceId, inv.id));
  return { invoice: inv, payments, online };
}

/** The checkout session id in a hosted page URL of the fake. */
export const sessionIdOf = (url: string) => {
  const id = /\/checkout\/(cs_[A-Za-z0-9_]+)$/.exec(url)?.[1];
  expect(id, url).toBeTruthy();
  return id!;
};

type Send = (method: 'POST' | 'PUT', url: string, payload: object) => Promise<{ statusCode: number; body: string; json(): unknown }>;

/**
 * An issued (validated) invoice of a team as staff make one: each line £50.00 + 20 % VAT per unit (default one line
 * "Fixed desk" × 2: £120.00), dated `date`, due on `due`.
 */
export async function issueTeamInvoice(
  send: Send,
  payer: { team: string; data: string },
  { date = '2025-03-01', due = '2025-03-31', lines = [{ name: 'Fixed desk', units: 2 }] } = {},
) {
  const created = await send('POST', '/api/invoices/', {
    team_slug: payer.team,
    invoice_data: payer.data,
    date,
    date_due: due,
    invoice_type: 'work',
    status: 'open',
  });
  expect(created.statusCode, created.body).toBe(201);
  const invoice = created.json() as InvoiceItem;
  for (const { name, units } of lines) {
    const line = await send('POST', '/api/invoice-lines/', {
      invoice: invoice.slug,
      name,
      payment_type: 'work',
      date,
      units,
      unit_price: 50,
      vat: 20,
      status: 'new',
    });
    expect(line.statusCode, line.body).toBe(201);
  }
  const validated = await send('POST', '/api/invoice-validate/', { invoice: invoice.slug });
  expect(validated.statusCode, validated.body).toBe(200);
  return invoice;
}
