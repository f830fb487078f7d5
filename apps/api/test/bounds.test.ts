import {
  BOOKING_MESSAGES,
  BOOKING_TYPES,
  BOUNDS_MESSAGES,
  FANDD_MESSAGES,
  INVOICE_MESSAGES,
  PAYMENT_MESSAGES,
  SPACE_MESSAGES,
  type InvoiceItem,
  type InvoiceLineItem,
} from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { floors, invoiceLines, invoices, offices, productCategories, resources, workAreas } from '../src/db/schema/index.ts';
import { useApiSession } from './support/api-session.ts';
import { billedTeam, newInvoice } from './support/invoice-fixtures.ts';

/**
 * Issue 23 item 7: one money range (0 ≤ x ≤ £1,000,000.00, "Price is too large" beyond it) and one date range
 * (years 1900–2200) for every route; each field keeps its own message otherwise, and nothing answers 500.
 */
const { t, ids, get, send } = useApiSession();
const fx = { office: '', floor: '', workArea: '', room: '', desk: '', team: { team: '', data: '' }, category: 0 };

const expect400 = (res: { statusCode: number; body: string; json: () => unknown }, errors: Record<string, string>) => {
  expect(res.statusCode, res.body).toBe(400);
  expect((res.json() as { errors: Record<string, string> }).errors).toMatchObject(errors);
};

async function draft(extra: object = {}) {
  const res = await send('POST', '/api/invoices/', newInvoice(fx.team, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as InvoiceItem;
}
const line = (invoice: string, unit_price: unknown) => ({
  invoice,
  name: 'Desk',
  payment_type: 'work',
  date: '2025-03-01',
  units: 1,
  unit_price,
  vat: 20,
  status: 'new',
});

beforeAll(async () => {
  const [office] = await t.db
    .select()
    .from(offices)
    .where(and(eq(offices.clientId, ids.demo), eq(offices.slug, 'shoreditch')));
  const [floor] = await t.db.select().from(floors).where(eq(floors.officeId, office!.id)).limit(1);
  const [wa] = await t.db.select().from(workAreas).where(eq(workAreas.officeId, office!.id)).limit(1);
  const rs = await t.db.select().from(resources).where(eq(resources.officeId, office!.id));
  const team = await billedTeam(t.db, ids.demo, 'shoreditch');
  const [cat] = await t.db.select().from(productCategories).where(eq(productCategories.clientId, ids.demo)).limit(1);
  Object.assign(fx, {
    office: office!.slug,
    floor: floor!.slug,
    workArea: wa!.slug,
    category: cat!.id,
    team: { team: team.team, data: team.data },
    room: rs.find((r) => r.resourceType === 'meeting_room')!.slug,
    desk: rs.find((r) => r.resourceType === 'desk' || r.resourceType === 'hot_desk')!.slug,
  });
});

describe('money: one range, each field its own message', () => {
  it('a negative invoice-line price is refused with the field message; a credit note line stays a credit', async () => {
    const invoice = await draft();
    expect400(await send('POST', '/api/invoice-lines/', line(invoice.slug, -5)), { unit_price: INVOICE_MESSAGES.unitPriceRange });
    const ok = await send('POST', '/api/invoice-lines/', line(invoice.slug, 50));
    expect(ok.statusCode, ok.body).toBe(201);
    const billed = ok.json() as InvoiceLineItem;
    expect400(await send('PUT', `/api/invoice-lines/${billed.slug}`, line(invoice.slug, '-50')), { unit_price: INVOICE_MESSAGES.unitPriceRange });

    // A credit line the money trail put on a draft (negative) is edited with its negative price; it can not turn positive.
    const [inv] = await t.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.slug, invoice.slug));
    const [credit] = await t.db
      .insert(invoiceLines)
      .values({
        clientId: ids.demo,
        slug: 'bounds-credit',
        invoiceId: inv!.id,
        name: 'Credit: Desk',
        paymentType: 'work',
        date: '2025-03-01',
        units: 1,
        unitPricePence: -5000,
        vat: 20,
        status: 'new',
      })
      .returning();
    const kept = await send('PUT', `/api/invoice-lines/${credit!.slug}`, { ...line(invoice.slug, -50), name: 'Credit: Desk (renamed)' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((kept.json() as InvoiceLineItem).unit_price).toBe(-50);
    expect400(await send('PUT', `/api/invoice-lines/${credit!.slug}`, line(invoice.slug, 50)), { unit_price: INVOICE_MESSAGES.unitPriceRange });

    // A credit note is issued when it is made (issue 23 §3): its negative lines are final, whatever the price sent.
    const sold = await draft();
    const soldLine = (await send('POST', '/api/invoice-lines/', line(sold.slug, 50))).json() as InvoiceLineItem;
    expect((await send('POST', '/api/invoice-validate/', { invoice: sold.slug })).statusCode).toBe(200);
    const paid = await send('POST', `/api/invoices/${sold.slug}/payments`, { amount: 60, date: '2025-03-02', method: 'cash' });
    expect(paid.statusCode, paid.body).toBe(201);
    const note = await send('POST', `/api/invoices/${sold.slug}/credit-note`, {
      lines: [{ line: soldLine.slug, amount: 12 }],
      reason: 'Overcharged',
    });
    expect(note.statusCode, note.body).toBe(201);
    const noteSlug = (note.json() as InvoiceItem).slug;
    const [noteLine] = (await get(`/api/invoices/${noteSlug}`)).json().invoice_lines as InvoiceLineItem[];
    const edit = {
      invoice: noteSlug,
      name: noteLine!.name,
      payment_type: noteLine!.payment_type,
      date: noteLine!.date,
      units: noteLine!.units,
      vat: noteLine!.vat,
      status: noteLine!.status,
    };
    expect(noteLine!.unit_price).toBeLessThan(0);
    for (const unit_price of [noteLine!.unit_price, 10]) {
      const refused = await send('PUT', `/api/invoice-lines/${noteLine!.slug}`, { ...edit, unit_price });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().detail).toBe(INVOICE_MESSAGES.issuedLocked);
    }
  });

  it('a price beyond £1,000,000.00 answers "Price is too large" on every route; £1,000,000.00 itself is a price', async () => {
    const invoice = await draft();
    const tooLarge = { price: BOUNDS_MESSAGES.moneyTooLarge };
    expect400(await send('POST', '/api/invoice-lines/', line(invoice.slug, 1_000_000.01)), { unit_price: BOUNDS_MESSAGES.moneyTooLarge });
    expect400(await send('POST', '/api/invoice-lines/', line(invoice.slug, -2_000_000)), { unit_price: BOUNDS_MESSAGES.moneyTooLarge });
    expect((await send('POST', '/api/invoice-lines/', line(invoice.slug, 1_000_000))).statusCode).toBe(201);
    const product = { name: 'Bounds tea', category: fx.category, vat: 20, status: 'available', quantity: 1 };
    expect400(await send('POST', '/api/products/', { ...product, price: 1e9 }), tooLarge);
    expect400(await send('POST', '/api/products/', { ...product, price: -1 }), { price: FANDD_MESSAGES.priceNotNegative });
    expect400(await send('POST', '/api/products/', { ...product, price: '' }), { price: FANDD_MESSAGES.productPriceRequired });
    expect400(await send('POST', '/api/dashboard-membership-plans/', { name: 'Bounds plan', base_price: 5_000_000 }), {
      base_price: BOUNDS_MESSAGES.moneyTooLarge,
    });
    const room = {
      start: '2031-03-03T10:00:00Z',
      end: '2031-03-03T11:00:00Z',
      office: fx.office,
      booking_type: 'meeting_room',
      resource: fx.room,
      team: fx.team.team,
    };
    const booked = await send('POST', '/api/member-bookings/', [{ ...room, price: 2_000_000 }]);
    expect(booked.statusCode, booked.body).toBe(400);
    expect(booked.json().errors).toEqual(tooLarge);
    const negative = await send('POST', '/api/member-bookings/', [{ ...room, price: -1 }]);
    expect(negative.json().errors).toEqual({ price: BOOKING_MESSAGES.pricePositive });
    const resourceRes = await send('POST', '/api/resources/', {
      name: 'Bounds desk',
      identifier: 'BND-1',
      resource_type: 'desk',
      status: 'active',
      capacity: 1,
      office: fx.office,
      floor: fx.floor,
      work_area: fx.workArea,
      price_hour: 0,
      price_day: 1_000_001,
      price_month: -1,
      price_credits_hour: 0,
      price_credits_day: 0,
      price_credits_month: 0,
      no_member_price_hour: 0,
      no_member_price_day: 2.5,
      no_member_price_month: 0,
      no_member_price_credits_hour: 0,
      no_member_price_credits_day: 0,
      no_member_price_credits_month: 0,
    });
    expect400(resourceRes, {
      price_day: BOUNDS_MESSAGES.moneyTooLarge,
      price_month: SPACE_MESSAGES.positiveNumber,
      no_member_price_day: SPACE_MESSAGES.wholeNumber,
    });
    const offer = await send('POST', '/api/dashboard-offers/', { code: 'BOUNDS1', offer_type: 'bar', price: 1e7, discount: -1 });
    expect400(offer, { price: BOUNDS_MESSAGES.moneyTooLarge });
    // A payment above the range is too large whatever is due; £0.00 keeps its own message.
    const issued = await draft();
    await send('POST', '/api/invoice-lines/', line(issued.slug, 10));
    await send('POST', '/api/invoice-validate/', { invoice: issued.slug });
    expect400(await send('POST', `/api/invoices/${issued.slug}/payments`, { amount: 2_000_000, date: '2025-03-02', method: 'cash' }), {
      amount: BOUNDS_MESSAGES.moneyTooLarge,
    });
    expect400(await send('POST', `/api/invoices/${issued.slug}/payments`, { amount: 0, date: '2025-03-02', method: 'cash' }), {
      amount: PAYMENT_MESSAGES.amountPositive,
    });
  });
});

describe('dates: years 1900–2200 everywhere, a field message outside (never a 500)', () => {
  it('year 9999 on the four booking types, closures, availability, the floor map and the bookings list', async () => {
    for (const type of BOOKING_TYPES) {
      const res = await send('POST', '/api/member-bookings/', [
        {
          start: '9999-12-31T09:00:00Z',
          end: '9999-12-31T10:00:00Z',
          office: fx.office,
          booking_type: type,
          resource: type === 'meeting_room' ? fx.room : fx.desk,
          work_area: fx.workArea,
          team: fx.team.team,
        },
      ]);
      expect(res.statusCode, `${type}: ${res.body}`).toBe(400);
      expect(res.json().errors, type).toMatchObject({ start: BOOKING_MESSAGES.startDateRequired, end: BOOKING_MESSAGES.finishDateRequired });
    }
    expect400(await send('POST', '/api/office-closures/', { office: fx.office, first_day: '9999-12-30', last_day: '9999-12-31', reason: 'Far' }), {
      first_day: 'First day is required',
      last_day: 'Last day is required',
    });
    expect400(await get(`/api/space-availability/?club=${fx.office}&start=9999-12-31&end=9999-12-31`), {
      start: 'Invalid date',
      end: 'Invalid date',
    });
    expect400(await get(`/api/dashboard-floor-resources/?floor=${fx.floor}&date=9999-12-31`), { date: 'Invalid date' });
    expect400(await get('/api/dashboard-member-bookings/?start=9999-12-31&end=9999-12-31'), { start: 'Invalid date', end: 'Invalid date' });
    expect400(await get('/api/dashboard-member-bookings/?start=9999-12-31T00:00:00Z'), { start: 'Invalid date' });
    expect400(await get(`/api/meeting-room-availability/?resource=${fx.room}&start=9999-12-31T09:00:00Z&end=9999-12-31T10:00:00Z`), {
      start: BOOKING_MESSAGES.startTimeRequired,
    });
    expect400(await get(`/api/calculate-booking-desk-price/?office=${fx.office}&booking_type=hot_desk&day=9999-12-31`), {
      day: BOOKING_MESSAGES.dayRequired,
    });
    // The edges of the range are dates like any other.
    expect((await get(`/api/space-availability/?club=${fx.office}&start=2200-12-31&end=2200-12-31`)).statusCode).toBe(200);
    expect((await get(`/api/dashboard-floor-resources/?floor=${fx.floor}&date=1900-01-01`)).statusCode).toBe(200);
  });

  it('invoices refuse years 0001 and 9999 with the field messages and take 1900 and 2200', async () => {
    expect400(await send('POST', '/api/invoices/', newInvoice(fx.team, { date: '0001-01-01', date_due: '0001-01-02' })), {
      date: INVOICE_MESSAGES.dateRequired,
      date_due: INVOICE_MESSAGES.dateDueRequired,
    });
    const invoice = await draft();
    const update = { name: invoice.name, team_slug: invoice.team_slug, invoice_data: fx.team.data, invoice_type: 'work', status: 'open' };
    expect400(await send('PUT', `/api/invoices/${invoice.slug}`, { ...update, date: '0001-01-01', date_due: '0001-01-02' }), {
      date: INVOICE_MESSAGES.dateRequired,
    });
    expect400(await send('PUT', `/api/invoices/${invoice.slug}`, { ...update, date: '2025-01-01', date_due: '9999-01-02' }), {
      date_due: INVOICE_MESSAGES.dateDueRequired,
    });
    const edges = await send('PUT', `/api/invoices/${invoice.slug}`, { ...update, date: '1900-01-01', date_due: '2200-12-31' });
    expect(edges.statusCode, edges.body).toBe(200);
    expect400(await send('POST', '/api/invoice-lines/', { ...line(invoice.slug, 10), date: '9999-03-01' }), { date: INVOICE_MESSAGES.dateRequired });
    expect400(await send('POST', `/api/invoices/${invoice.slug}/payments`, { amount: 1, date: '0001-01-01', method: 'cash' }), {
      date: PAYMENT_MESSAGES.dateRequired,
    });
  });
});
