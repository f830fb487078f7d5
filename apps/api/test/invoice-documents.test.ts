import {
  DEFAULT_TIME_ZONE,
  INVOICE_DOCUMENT_MESSAGES,
  formatPounds,
  isInvoiceOverdue,
  isoDayInZone,
  type CardData,
  type InvoiceDetail,
  type InvoiceDocumentsState,
  type InvoiceItem,
  type InvoiceSendResult,
  type NotificationsResponse,
} from '@clubspace/contract';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, invoices, offices } from '../src/db/schema/index.ts';
import { billedTeam as billedTeamOf, newInvoice, pdfText } from './support/invoice-fixtures.ts';
import { useApiSession } from './support/api-session.ts';

const { t, tok, ids, get, send } = useApiSession();
const billedTeam = () => billedTeamOf(t.db, ids.demo, 'shoreditch');
const post = (url: string, payload: object = {}, token = tok.owner) => send('POST', url, payload, token);

const londonToday = () => isoDayInZone(new Date(), DEFAULT_TIME_ZONE);

/** An invoice with two lines at different VAT rates (a draft unless status says otherwise). */
async function invoiceWithLines(extra: { status?: string; date?: string; date_due?: string } = {}) {
  const team = await billedTeam();
  const form = { ...newInvoice(team), payment_reference: 'PAYREF-77', ...extra };
  // Issue 23: an invoice past draft is issued and takes no more lines, so the lines go on the draft first.
  const res = await post('/api/invoices/', { ...form, status: 'open' });
  expect(res.statusCode, res.body).toBe(201);
  const invoice = res.json() as InvoiceItem;
  for (const l of [
    { name: 'Dedicated desk March', units: 2, unit_price: 250.5, vat: 20 },
    { name: 'Printing credits', units: 3, unit_price: 0.99, vat: 5 },
  ]) {
    const added = await post('/api/invoice-lines/', { invoice: invoice.slug, payment_type: 'work', date: '2025-03-01', status: 'new', ...l });
    expect(added.statusCode, added.body).toBe(201);
  }
  if (form.status !== 'open') expect((await send('PUT', `/api/invoices/${invoice.slug}`, { ...form, name: invoice.name })).statusCode).toBe(200);
  return { invoice: (await get(`/api/invoices/${invoice.slug}`)).json() as InvoiceDetail, team };
}

const lastMailTo = async (to: string) =>
  (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id)).limit(1))[0];

describe('GET /api/invoices/{slug}/pdf', () => {
  it('is an A4 PDF attachment named after the invoice, holding its number, lines, VAT per rate and totals', async () => {
    const { invoice } = await invoiceWithLines();
    const res = await get(`/api/invoices/${invoice.slug}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.name}.pdf"`);
    const body = res.rawPayload;
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(body);
    for (const want of [invoice.name, 'Dedicated desk March', 'Printing credits', 'PAYREF-77', '31-03-2025', invoice.invoice_data!.name])
      expect(text).toContain(want);
    // £501.00 + £2.97 net; VAT 20% £100.20 and 5% £0.15; total £604.32.
    expect(invoice).toMatchObject({ net_price: 503.97, vat: 100.35, gross_price: 604.32 });
    for (const money of [
      '£501.00',
      '£2.97',
      formatPounds(invoice.net_price),
      formatPounds(invoice.vat),
      formatPounds(invoice.gross_price),
      '£100.20',
      '£0.15',
    ]) {
      expect(text).toContain(money);
    }
    expect(text).toMatch(/VAT 20% on £501\.00\s+£100\.20/);
    expect(text).toMatch(/TOTAL\s+£604\.32/);
  });

  it("another operator's or an unknown invoice is 404 (PDF, documents, send, remind)", async () => {
    const { invoice } = await invoiceWithLines();
    for (const url of [`/api/invoices/${invoice.slug}/pdf`, `/api/invoices/${invoice.slug}/documents`]) {
      expect((await get(url, tok.harbour)).statusCode).toBe(404);
    }
    for (const url of [`/api/invoices/${invoice.slug}/send`, `/api/invoices/${invoice.slug}/remind`]) {
      expect((await post(url, {}, tok.harbour)).statusCode).toBe(404);
    }
    expect((await get('/api/invoices/nope-nope/pdf')).statusCode).toBe(404);
    expect((await post('/api/invoices/nope-nope/send')).statusCode).toBe(404);
    const [row] = await t.db.select({ date: invoices.dateSent, status: invoices.status }).from(invoices).where(eq(invoices.slug, invoice.slug));
    expect(row).toEqual({ date: null, status: 'open' });
  });

  it('leaves out a logo that is not an image we store, and embeds one that is', async () => {
    const { invoice } = await invoiceWithLines();
    const png1x1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const { clients } = await import('../src/db/schema/index.ts');
    for (const logo of ['https://example.com/logo.png', `data:image/png;base64,${png1x1}`, 'data:image/png;base64,AAAA']) {
      await t.db.update(clients).set({ logo }).where(eq(clients.id, ids.demo));
      const res = await get(`/api/invoices/${invoice.slug}/pdf`);
      expect(res.statusCode, logo).toBe(200);
      expect(await pdfText(res.rawPayload)).toContain(invoice.name);
    }
    await t.db.update(clients).set({ logo: null }).where(eq(clients.id, ids.demo));
  });
});

describe('POST /api/invoices/{slug}/send', () => {
  it("validates a draft, e-mails the PDF to the invoice data's contact, sets date_sent and records who sent it", async () => {
    const { invoice, team } = await invoiceWithLines({ date_due: '2099-12-31' });
    const res = await post(`/api/invoices/${invoice.slug}/send`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as InvoiceSendResult;
    expect(body.detail).toBe(INVOICE_DOCUMENT_MESSAGES.sent(team.email!));
    expect(body).toMatchObject({ email_contact: team.email, date_sent: londonToday(), overdue: false });
    expect(body.events).toHaveLength(1);
    expect(body.events[0]).toMatchObject({ kind: 'sent', to: team.email });
    expect(body.events[0].by).toMatch(/\S/);

    const after = (await get(`/api/invoices/${invoice.slug}`)).json() as InvoiceDetail;
    expect(after).toMatchObject({ status: 'pending_payment', date_sent: londonToday() });

    const mail = await lastMailTo(team.email!);
    expect(mail.subject).toContain(invoice.name);
    expect(mail.text).toContain(formatPounds(invoice.gross_price));
    expect(mail.attachments).toHaveLength(1);
    const [att] = mail.attachments!;
    expect(att).toMatchObject({ filename: `${invoice.name}.pdf`, contentType: 'application/pdf', encoding: 'base64' });
    const pdf = Buffer.from(att.content, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pdfText(pdf)).toContain('Dedicated desk March');

    const docs = (await get(`/api/invoices/${invoice.slug}/documents`)).json() as InvoiceDocumentsState;
    expect(docs.events.map((e) => e.kind)).toEqual(['sent']);
    // Sending again is allowed (a copy): another record, newest first.
    expect((await post(`/api/invoices/${invoice.slug}/send`)).statusCode).toBe(200);
    expect(((await get(`/api/invoices/${invoice.slug}/documents`)).json() as InvoiceDocumentsState).events).toHaveLength(2);
  });

  it('without a contact e-mail: 400 with the message in words, and nothing changes', async () => {
    const { invoice } = await invoiceWithLines();
    await t.db.update(invoices).set({ invoiceDataId: null }).where(eq(invoices.slug, invoice.slug));
    const res = await post(`/api/invoices/${invoice.slug}/send`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail: INVOICE_DOCUMENT_MESSAGES.noEmailContact,
      errors: { email_contact: INVOICE_DOCUMENT_MESSAGES.noEmailContact },
    });
    const after = (await get(`/api/invoices/${invoice.slug}`)).json() as InvoiceDetail;
    expect(after).toMatchObject({ status: 'open', date_sent: null });
  });

  it('a draft without lines is not validated nor sent (409); a void invoice is not sent (409)', async () => {
    const team = await billedTeam();
    const empty = (await post('/api/invoices/', newInvoice(team))).json() as InvoiceItem;
    expect((await post(`/api/invoices/${empty.slug}/send`)).statusCode).toBe(409);
    const { invoice } = await invoiceWithLines();
    await t.db.update(invoices).set({ status: 'void' }).where(eq(invoices.slug, invoice.slug));
    const res = await post(`/api/invoices/${invoice.slug}/send`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(INVOICE_DOCUMENT_MESSAGES.notSendable);
  });
});

describe('overdue invoices', () => {
  /** Every demo invoice with its office's zone, judged by the contract's rule. */
  async function expectedOverdue() {
    const rows = await t.db
      .select({
        slug: invoices.slug,
        status: invoices.status,
        dateDue: invoices.dateDue,
        zone: offices.timeZone,
        gross: invoices.grossPricePence,
        date: invoices.date,
      })
      .from(invoices)
      .leftJoin(offices, eq(offices.id, invoices.officeId))
      .where(eq(invoices.clientId, ids.demo));
    return rows.filter((r) => isInvoiceOverdue({ status: r.status, date_due: r.dateDue }, isoDayInZone(new Date(), r.zone ?? DEFAULT_TIME_ZONE)));
  }

  it('the list filter status=overdue returns exactly the pending invoices past their due date, each flagged', async () => {
    const past = await invoiceWithLines({ status: 'pending_payment', date_due: '2025-03-31' });
    const future = await invoiceWithLines({ status: 'pending_payment', date: '2025-03-01', date_due: '2099-12-31' });
    const paid = await invoiceWithLines({ status: 'pending_payment', date_due: '2025-03-31' });
    await t.db.update(invoices).set({ status: 'paid' }).where(eq(invoices.slug, paid.invoice.slug));
    const dueToday = await invoiceWithLines({ status: 'pending_payment', date: '2025-03-01', date_due: londonToday() });

    const res = await get('/api/dashboard-invoices/?status=overdue&page_size=1000');
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json().invoices as InvoiceItem[];
    const want = await expectedOverdue();
    expect(listed.map((i) => i.slug).sort()).toEqual(want.map((w) => w.slug).sort());
    expect(listed.every((i) => i.overdue && i.status === 'pending_payment')).toBe(true);
    const slugs = new Set(listed.map((i) => i.slug));
    expect(slugs.has(past.invoice.slug)).toBe(true);
    for (const other of [future, paid, dueToday]) expect(slugs.has(other.invoice.slug)).toBe(false);

    // The flag rides on every item; a bad filter value is a 400, never a 500.
    expect(((await get(`/api/invoices/${future.invoice.slug}`)).json() as InvoiceDetail).overdue).toBe(false);
    expect(((await get(`/api/invoices/${past.invoice.slug}`)).json() as InvoiceDetail).overdue).toBe(true);
    expect((await get('/api/dashboard-invoices/?status=late')).statusCode).toBe(400);
  });

  it('remind e-mails a reminder with the PDF for an overdue invoice and records it; not overdue → 409', async () => {
    const { invoice, team } = await invoiceWithLines({ status: 'pending_payment', date_due: '2025-03-31' });
    const res = await post(`/api/invoices/${invoice.slug}/remind`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as InvoiceSendResult;
    expect(body).toMatchObject({ detail: INVOICE_DOCUMENT_MESSAGES.reminded(team.email!), overdue: true });
    expect(body.events[0]).toMatchObject({ kind: 'reminder', to: team.email });
    const mail = await lastMailTo(team.email!);
    expect(mail.subject).toMatch(/^Reminder: invoice .* is overdue$/);
    expect(mail.subject).toContain(invoice.name);
    expect(mail.attachments?.[0]).toMatchObject({ filename: `${invoice.name}.pdf`, contentType: 'application/pdf' });

    const notDue = await invoiceWithLines({ status: 'pending_payment', date_due: '2099-12-31' });
    const refused = await post(`/api/invoices/${notDue.invoice.slug}/remind`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(INVOICE_DOCUMENT_MESSAGES.notOverdue);
  });

  it("the dashboard's financial card shows the overdue amount of the period's invoices", async () => {
    await invoiceWithLines({ status: 'pending_payment', date: '2025-03-01', date_due: '2025-03-31' });
    const res = await get('/api/dashboard/financial?club=all&period=custom&start=2025-03-01&end=2025-03-31');
    expect(res.statusCode, res.body).toBe(200);
    const card = res.json() as CardData;
    const want = (await expectedOverdue()).filter((r) => r.date >= '2025-03-01' && r.date <= '2025-03-31').reduce((a, r) => a + r.gross, 0);
    expect(want).toBeGreaterThan(0);
    const slot = (['main', 'first', 'second', 'third', 'fourth'] as const).find((k) => card[`${k}_name`] === 'Overdue (£)');
    expect(slot).toBeDefined();
    expect(card[`${slot!}_value`]).toBe(want / 100);
  });

  it('the notifications panel counts the overdue invoices and links to the Overdue filter', async () => {
    const res = await get('/api/notifications/');
    expect(res.statusCode).toBe(200);
    const item = (res.json() as NotificationsResponse).items.find((i) => i.kind === 'invoices_overdue');
    const want = (await expectedOverdue()).length;
    expect(want).toBeGreaterThan(0);
    expect(item).toMatchObject({ count: want, link: '/members/invoices?status=overdue&order=date_due' });
  });
});
