import { INVOICE_MESSAGES, XERO_MESSAGES, type InvoiceItem, type XeroStatus } from '@clubspace/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceDatas, invoices, xeroConnections } from '../src/db/schema/index.ts';
import { XERO_PULL_JOB, queueXeroPulls, runXeroPull } from '../src/jobs/xero-pull.job.ts';
import { bearer } from './support/test-app.ts';
import { billedTeam as billedTeamOf, newInvoice } from './support/invoice-fixtures.ts';
import { useApiSession } from './support/api-session.ts';
import { FakeXero } from './support/fake-xero.ts';

const { t, tok, ids, get, send } = useApiSession();
const billedTeam = (clientId: number) => billedTeamOf(t.db, clientId);
const post = (url: string, payload: object, token = tok.owner) => send('POST', url, payload, token);
const put = (url: string, payload: object, token = tok.owner) => send('PUT', url, payload, token);
const del = (url: string, token = tok.owner) => t.app.inject({ method: 'DELETE', url, headers: bearer(token) });

const DEMO_ORG = {
  clientId: 'DEMOCLIENTID0000000000000000A1B2',
  clientSecret: 'demo-secret-right',
  name: 'Demo Coworking Ltd',
  organisationId: 'b3f1c3c0-0000-4000-8000-000000000001',
};
const HARBOUR_ORG = {
  clientId: 'HARBOURCLIENTID000000000000C3D4',
  clientSecret: 'harbour-secret',
  name: 'Harbour Works Ltd',
  organisationId: 'b3f1c3c0-0000-4000-8000-000000000002',
};
const fake = new FakeXero([DEMO_ORG, HARBOUR_ORG]);
const XERO_PATH = '/api/integrations/xero/';
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(async () => {
  await fake.start();
  // The app reads its config at call time: point it at the fake (testConfig points at a closed port otherwise).
  t.app.config.xeroApiUrl = `${fake.url}/api.xro/2.0`;
  t.app.config.xeroIdentityUrl = fake.url;
});
afterAll(() => fake.stop());

/** An invoice with two lines: 3 × £0.99 at 20% and 1 × £10.00 at 5%. */
async function invoiceWithLines(clientId: number, token: string) {
  const team = await billedTeam(clientId);
  const res = await post('/api/invoices/', newInvoice(team, { date: '2026-03-01', date_due: '2026-03-31', payment_reference: 'REF-77' }), token);
  expect(res.statusCode, res.body).toBe(201);
  const inv = res.json() as InvoiceItem;
  for (const l of [
    { name: 'Hot desk', units: 3, unit_price: 0.99, vat: 20 },
    { name: 'Printing', units: 1, unit_price: 10, vat: 5 },
  ]) {
    const line = await post('/api/invoice-lines/', { invoice: inv.slug, payment_type: 'work', date: '2026-03-01', status: 'new', ...l }, token);
    expect(line.statusCode, line.body).toBe(201);
  }
  return { inv, team };
}

const invoiceRow = async (slug: string) => (await t.db.select().from(invoices).where(eq(invoices.slug, slug)))[0];

describe('Xero connection', () => {
  it('is not connected at first, and syncing keeps the local behaviour (LOCAL-<name>, nothing sent)', async () => {
    const status = (await get(XERO_PATH)).json() as XeroStatus;
    expect(status).toMatchObject({ connected: false, organisation_name: null, client_id: null });
    const { inv } = await invoiceWithLines(ids.demo, tok.owner);
    const res = await post('/api/invoice-sync/', { invoice: inv.name });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ detail: INVOICE_MESSAGES.synced, invoice: { xero_id: `LOCAL-${inv.name}` } });
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses a wrong secret with 400 in words and stores nothing', async () => {
    const res = await put(XERO_PATH, { client_id: DEMO_ORG.clientId, client_secret: 'wrong' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ detail: XERO_MESSAGES.badCredentials, errors: { client_secret: XERO_MESSAGES.badCredentials } });
    expect(await t.db.select().from(xeroConnections).where(eq(xeroConnections.clientId, ids.demo))).toHaveLength(0);
    const empty = await put(XERO_PATH, { client_id: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({ client_id: XERO_MESSAGES.clientIdRequired, client_secret: XERO_MESSAGES.clientSecretRequired });
  });

  it('connects: the secret is stored encrypted and never returned; test connection gets a fresh token', async () => {
    const res = await put(XERO_PATH, { client_id: DEMO_ORG.clientId, client_secret: DEMO_ORG.clientSecret, account_code: '200' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      detail: XERO_MESSAGES.connected,
      connected: true,
      organisation_name: DEMO_ORG.name,
      client_id: '••••••••A1B2',
    });
    expect(res.body).not.toContain(DEMO_ORG.clientSecret);
    expect(res.body).not.toContain(DEMO_ORG.clientId);

    const [row] = await t.db.select().from(xeroConnections).where(eq(xeroConnections.clientId, ids.demo));
    expect(row.secretEncrypted).not.toContain(DEMO_ORG.clientSecret);
    expect(row.secretEncrypted).not.toContain(Buffer.from(DEMO_ORG.clientSecret).toString('base64'));
    expect(row.secretEncrypted).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);

    const status = await get(XERO_PATH);
    expect(status.json()).toMatchObject({ connected: true, organisation_name: DEMO_ORG.name });
    expect(status.body).not.toContain(DEMO_ORG.clientSecret);

    const tokensBefore = fake.requests.filter((r) => r.path === '/connect/token').length;
    const test = await post(`${XERO_PATH}test/`, {});
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json()).toMatchObject({ detail: XERO_MESSAGES.tested, organisation_name: DEMO_ORG.name });
    expect(fake.requests.filter((r) => r.path === '/connect/token').length).toBe(tokensBefore + 1);
  });

  it('is the account area’s: staff without it get 403, another operator sees its own (none)', async () => {
    expect((await get(XERO_PATH, tok.staff)).statusCode).toBe(403);
    expect((await get(XERO_PATH, tok.harbour)).json()).toMatchObject({ connected: false });
    expect((await post(`${XERO_PATH}test/`, {}, tok.harbour)).statusCode).toBe(404);
  });
});

describe('POST /api/invoice-sync/ with Xero connected', () => {
  let synced: { inv: InvoiceItem; team: Awaited<ReturnType<typeof billedTeam>> };
  let xeroInvoiceId = '';

  it('creates the contact and the invoice with its lines and stores both ids', async () => {
    synced = await invoiceWithLines(ids.demo, tok.owner);
    const before = fake.invoices.size;
    const res = await post('/api/invoice-sync/', { invoice: synced.inv.name });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().detail).toBe(XERO_MESSAGES.synced);
    xeroInvoiceId = res.json().invoice.xero_id;
    expect(xeroInvoiceId).toMatch(GUID);
    expect(fake.invoices.size).toBe(before + 1);

    const sent = fake.invoices.get(xeroInvoiceId)!;
    expect(sent).toMatchObject({
      org: DEMO_ORG.organisationId,
      Type: 'ACCREC',
      InvoiceNumber: synced.inv.name,
      Reference: 'REF-77',
      Status: 'DRAFT',
      LineAmountTypes: 'Exclusive',
    });
    expect(sent.Date).toBe('2026-03-01');
    expect(sent.DueDate).toBe('2026-03-31');
    expect(
      (sent.LineItems as Record<string, unknown>[]).map(({ Description, Quantity, UnitAmount, LineAmount, TaxType, AccountCode }) => ({
        Description,
        Quantity,
        UnitAmount,
        LineAmount,
        TaxType,
        AccountCode,
      })),
    ).toEqual([
      { Description: 'Hot desk', Quantity: 3, UnitAmount: 0.99, LineAmount: 2.97, TaxType: 'OUTPUT2', AccountCode: '200' },
      { Description: 'Printing', Quantity: 1, UnitAmount: 10, LineAmount: 10, TaxType: 'RROUTPUT', AccountCode: '200' },
    ]);

    const [data] = await t.db.select().from(invoiceDatas).where(eq(invoiceDatas.id, synced.team.dataId));
    expect(data.xeroId).toMatch(GUID);
    expect(fake.contacts.get(data.xeroId!)).toMatchObject({ Name: synced.team.dataName, org: DEMO_ORG.organisationId });
    expect((sent.Contact as { ContactID: string }).ContactID).toBe(data.xeroId);
    expect((await invoiceRow(synced.inv.slug)).xeroId).toBe(xeroInvoiceId);
    expect((await get(XERO_PATH)).json().last_sync_at).not.toBeNull();
  });

  it('re-sync updates the same Xero invoice and contact (no duplicates), with the validated status', async () => {
    const invoicesBefore = fake.invoices.size;
    const contactsBefore = fake.contacts.size;
    expect((await post('/api/invoice-validate/', { invoice: synced.inv.slug })).statusCode).toBe(200);
    const res = await post('/api/invoice-sync/', { invoice: synced.inv.slug });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invoice.xero_id).toBe(xeroInvoiceId);
    expect(fake.invoices.size).toBe(invoicesBefore);
    expect(fake.contacts.size).toBe(contactsBefore);
    expect(fake.invoices.get(xeroInvoiceId)).toMatchObject({ InvoiceID: xeroInvoiceId, Status: 'AUTHORISED' });
  });

  it('retries a 429 after its Retry-After and succeeds', async () => {
    const { inv } = await invoiceWithLines(ids.demo, tok.owner);
    fake.tooManyOnce(1);
    const started = Date.now();
    const res = await post('/api/invoice-sync/', { invoice: inv.slug });
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(res.json().invoice.xero_id).toMatch(GUID);
    expect(fake.invoices.get(res.json().invoice.xero_id)).toMatchObject({ InvoiceNumber: inv.name });
  });

  it('answers Xero’s refusals in words (400), never 500', async () => {
    const { inv } = await invoiceWithLines(ids.demo, tok.owner);
    // An id Xero does not know (e.g. deleted there): Xero's validation message comes back.
    await t.db.update(invoices).set({ xeroId: 'deadbeef-0000-4000-8000-000000000000' }).where(eq(invoices.slug, inv.slug));
    const res = await post('/api/invoice-sync/', { invoice: inv.slug });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().detail).toBe(XERO_MESSAGES.rejected('Invoice not found'));
    expect((await get(XERO_PATH)).json().last_error).toBe(XERO_MESSAGES.rejected('Invoice not found'));
  });

  it('the pull marks an invoice paid in Xero paid here (lines too), and leaves unpaid ones', async () => {
    const other = await invoiceWithLines(ids.demo, tok.owner);
    const otherId = (await post('/api/invoice-sync/', { invoice: other.inv.slug })).json().invoice.xero_id;
    fake.pay(xeroInvoiceId);
    const result = await runXeroPull(t.db, t.app.config, { everyMinutes: 0, clientId: ids.demo });
    expect(result).toEqual([{ clientId: ids.demo, paid: 1 }]);
    const paid = await get(`/api/invoices/${synced.inv.slug}`);
    expect(paid.json()).toMatchObject({ status: 'paid' });
    expect(paid.json().date_closed).not.toBeNull();
    expect(paid.json().invoice_lines.every((l: { status: string }) => l.status === 'paid')).toBe(true);
    expect((await invoiceRow(other.inv.slug)).status).toBe('open');
    expect(otherId).toMatch(GUID);
    // A paid invoice is locked: syncing it again is refused as before.
    expect((await post('/api/invoice-sync/', { invoice: synced.inv.slug })).statusCode).toBe(409);
    // The next pull asks only about changes since the last one.
    await runXeroPull(t.db, t.app.config, { everyMinutes: 0, clientId: ids.demo });
    const last = fake
      .apiCalls(DEMO_ORG.organisationId)
      .filter((r) => r.method === 'GET' && r.path.endsWith('/Invoices'))
      .at(-1)!;
    expect(last.headers['if-modified-since']).toBeTruthy();
  });
});

describe('the Xero pull on the job queue', () => {
  it('the schedule claims the due connection and queues one pull job per operator; draining the queue marks the paid invoice paid', async () => {
    const { inv } = await invoiceWithLines(ids.demo, tok.owner);
    const sync = await post('/api/invoice-sync/', { invoice: inv.slug });
    expect(sync.statusCode, sync.body).toBe(200);
    fake.pay(sync.json().invoice.xero_id);
    const config = { ...t.app.config, xeroPullMinutes: 15 };
    // The last pull was long ago: the connection is due.
    await t.db.execute(sql`update xero_connections set last_pull_at = now() - interval '1 day' where client_id = ${ids.demo}`);
    const now = new Date();
    const claimed = await queueXeroPulls(t.db, config, now);
    expect(claimed.map((c) => c.clientId)).toEqual([ids.demo]);
    const { rows } = await t.db.execute<{ id: number; state: string; client_id: number }>(
      sql`select id, state, client_id from jobs where kind = ${XERO_PULL_JOB} order by id desc limit 1`,
    );
    expect(rows[0]).toMatchObject({ state: 'queued', client_id: ids.demo });
    // Within the interval (another process, the next tick) nothing more is claimed or queued.
    expect(await queueXeroPulls(t.db, config, new Date(now.getTime() + 60_000))).toEqual([]);
    expect((await invoiceRow(inv.slug)).status).toBe('open');
    await t.app.jobs.drain();
    const done = await t.db.execute<{ state: string }>(sql`select state from jobs where id = ${rows[0].id}`);
    expect(done.rows[0].state).toBe('done');
    expect((await invoiceRow(inv.slug)).status).toBe('paid');
  });
});

describe('tenant isolation', () => {
  it('another operator’s sync never uses this operator’s connection', async () => {
    const demoCalls = fake.apiCalls(DEMO_ORG.organisationId).length;
    const { inv } = await invoiceWithLines(ids.harbour, tok.harbour);
    // Harbour has no connection: local behaviour, nothing reaches Xero.
    const local = await post('/api/invoice-sync/', { invoice: inv.slug }, tok.harbour);
    expect(local.statusCode, local.body).toBe(200);
    expect(local.json().invoice.xero_id).toBe(`LOCAL-${inv.name}`);
    expect(fake.apiCalls().length).toBe(demoCalls);
    // Harbour cannot sync the demo's invoices.
    // A demo invoice whose slug Harbour does not also use (both seeds number their invoices; which one comes first
    // depends on the day).
    const [demoInvoice] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.clientId, ids.demo), sql`${invoices.slug} not in (select slug from invoices where client_id = ${ids.harbour})`))
      .limit(1);
    expect((await post('/api/invoice-sync/', { invoice: demoInvoice.slug }, tok.harbour)).statusCode).toBe(404);

    // With its own connection, Harbour's invoice goes to Harbour's organisation with Harbour's token.
    expect((await put(XERO_PATH, { client_id: HARBOUR_ORG.clientId, client_secret: HARBOUR_ORG.clientSecret }, tok.harbour)).statusCode).toBe(200);
    const res = await post('/api/invoice-sync/', { invoice: inv.slug }, tok.harbour);
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.invoices.get(res.json().invoice.xero_id)).toMatchObject({ org: HARBOUR_ORG.organisationId, InvoiceNumber: inv.name });
    expect(fake.apiCalls(DEMO_ORG.organisationId).length).toBe(demoCalls);

    // A sealed secret copied into another operator's row does not decrypt there.
    const [demoRow] = await t.db.select().from(xeroConnections).where(eq(xeroConnections.clientId, ids.demo));
    await t.db
      .update(xeroConnections)
      .set({ secretEncrypted: demoRow.secretEncrypted, xeroClientId: demoRow.xeroClientId })
      .where(eq(xeroConnections.clientId, ids.harbour));
    const copied = await post(`${XERO_PATH}test/`, {}, tok.harbour);
    expect(copied.statusCode).toBe(400);
    expect(copied.json().detail).toBe(XERO_MESSAGES.badCredentials);
  });

  it('disconnect removes the connection; syncing is local again', async () => {
    expect((await del(XERO_PATH, tok.harbour)).statusCode).toBe(204);
    expect(await t.db.select().from(xeroConnections).where(eq(xeroConnections.clientId, ids.harbour))).toHaveLength(0);
    expect((await get(XERO_PATH, tok.harbour)).json()).toMatchObject({ connected: false });
    expect((await del(XERO_PATH, tok.harbour)).statusCode).toBe(404);
    const { inv } = await invoiceWithLines(ids.harbour, tok.harbour);
    const calls = fake.apiCalls().length;
    expect((await post('/api/invoice-sync/', { invoice: inv.slug }, tok.harbour)).json().invoice.xero_id).toBe(`LOCAL-${inv.name}`);
    expect(fake.apiCalls().length).toBe(calls);
  });
});
