import { DEFAULT_CAMPAIGN_TYPE_NAMES, FIRST_FLOOR_NAME, addDaysIso, isoDayInZone, plannedDateIso, zonedInstant } from '@clubspace/contract';
import { describe, expect, it } from 'vitest';
import { bearer } from './support/test-app.ts';
import { useTestApp } from './support/test-app.ts';
import { newResourceBody, signUpOperator } from './support/new-operator.ts';

/**
 * Issue 24: every piece of reference data an area needs, for an operator that has just signed up and has nothing
 * else. Each one is either a default (asserted) or created through the API with 201 and then used. The list with
 * what each area needs is in docs/decisions.md, "A new operator's reference data (issue 24)".
 */
const t = useTestApp();

describe('a brand-new operator', () => {
  it('gets or can create every piece of reference data, and then uses it', async () => {
    const op = await signUpOperator(t, 'newop');
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(op.access) });
    const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: unknown) =>
      t.app.inject({ method, url, headers: bearer(op.access), payload: payload as object });
    const created = async (method: 'POST' | 'PUT', url: string, payload: unknown, status = 201) => {
      const res = await send(method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      return res.json();
    };

    // Defaults: the main office from onboarding, its Ground floor, campaign types, invoice settings.
    const office = 'newop-central';
    const floorsList = (await get('/api/floors/')).json().floors;
    expect(floorsList.map((f: { name: string; office: { slug: string } }) => [f.name, f.office.slug])).toEqual([[FIRST_FLOOR_NAME, office]]);
    const floor = floorsList[0].slug as string;
    const types = (await get('/api/notification-types/')).json();
    expect(types.map((x: { name: string }) => x.name)).toEqual([...DEFAULT_CAMPAIGN_TYPE_NAMES]);
    const settings = await get('/api/invoice-settings/');
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json()).toMatchObject({ prices_include_vat: true });

    // Space: another office and floor, a work area, desks and a meeting room.
    await created('POST', '/api/dashboard-offices/', { name: 'Newop Annex' });
    const upper = await created('POST', '/api/floors/', { office, name: 'First' });
    expect(upper.slug).toBeTruthy();
    const area = await created('POST', '/api/work-areas/', {
      name: 'Open Space',
      area_type: 'open_space',
      status: 'active',
      office,
      floor,
      size: 20,
      order: 0,
      item_price_day: 25,
      full_price_day: 250,
      item_price_month: 250,
      full_price_month: 2500,
      bookable: true,
      visible_app: true,
      visible_web: false,
      visible_space: true,
    });
    const resource = (name: string, resourceType: string, over: object = {}) =>
      created('POST', '/api/resources/', newResourceBody(name, resourceType, { office, floor, workArea: area.slug }, over));
    const desk = await resource('Desk 1', 'desk');
    await resource('Desk 2', 'desk', { x: 120 });
    const room = await resource('Room 1', 'meeting_room', { x: 200, price_hour: 20 });

    // Members: a membership plan, a team, a member and a membership.
    const plan = await created('POST', '/api/dashboard-membership-plans/', { name: 'Hot Desk', description: 'Any desk', base_price: 200 });
    const team = await created('POST', '/api/teams/', {
      name: 'Acme',
      description: 'First customer',
      invoice_name: 'Acme Ltd',
      invoice_address: '1 High St',
      invoice_post_code: 'EC1A 1AA',
      invoice_city: 'London',
    });
    // The team's invoice fields became its default invoice data, which billing needs.
    expect((await get(`/api/invoice-datas/?team=${team.slug}`)).json()).toMatchObject([{ name: 'Acme Ltd', default: true, status: 'active' }]);
    const member = await created('POST', '/api/profile/', {
      first_name: 'Ada',
      last_name: 'Acme',
      email: 'ada@acme.example',
      office,
      role: 'team_member',
      team: team.slug,
    });
    const today = isoDayInZone(new Date(), 'Europe/London');
    const membership = await created('POST', '/api/memberships/', {
      member: member.slug,
      team: team.slug,
      plan: plan.slug,
      price: 200,
      start: today,
      end: addDaysIso(today, 120),
      recurrent: true,
    });
    expect(membership).toMatchObject({ status: 'active', plan_membership: { slug: plan.slug } });

    // Bookings: booking rules per resource type, then a desk for tomorrow and a meeting room.
    await created('PUT', '/api/booking-rules/', { resource_type: 'meeting_room', max_days_ahead: 30 }, 200);
    const tomorrow = addDaysIso(today, 1);
    const at = (hhmm: string) => zonedInstant(tomorrow, `${hhmm}:00`, 'Europe/London').toISOString();
    const booked = await created('POST', '/api/member-bookings/', [
      { start: at('09:00'), end: at('17:00'), office, booking_type: 'desk', resource: desk.slug, team: team.slug, member: member.slug },
      { start: at('10:00'), end: at('11:00'), office, booking_type: 'meeting_room', resource: room.slug, team: team.slug, member: member.slug },
    ]);
    expect(JSON.stringify(booked)).toContain(room.slug);

    // Food & drinks: a bar, a category, a product, then an order taken and delivered.
    const bar = await created('POST', '/api/bars/', { name: 'Cafe', status: 'active', open_time: '08:00', close_time: '18:00' });
    const category = await created('POST', '/api/product-categories/', { name: 'Coffee', status: 'available' });
    const product = await created('POST', '/api/products/', {
      name: 'Flat White',
      category: category.id,
      price: 3.2,
      quantity: 50,
      vat: 20,
      status: 'available',
    });
    const order = await created('POST', '/api/orders/', { member: member.slug, bar: bar.slug, lines: [{ product: product.slug, quantity: 2 }] });
    for (const status of ['preparing', 'ready', 'delivered']) await created('PUT', `/api/orders/${order.slug}`, { status }, 200);

    // Invoices: billing next month bills the membership; the invoice has a PDF.
    const month = addDaysIso(`${today.slice(0, 7)}-01`, 40).slice(0, 7);
    const run = await created('POST', '/api/billing-runs/', { month }, 200);
    const invoice = run.invoices.find((i: { team: { slug: string } }) => i.team.slug === team.slug);
    expect(invoice, JSON.stringify(run)).toBeTruthy();
    const pdf = await get(`/api/invoices/${invoice.slug}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // Marketing: a campaign type of its own, a campaign with content and a test e-mail, an offer.
    const type = await created('POST', '/api/notification-types/', { name: 'Open day' });
    const campaign = await created('POST', '/api/notification-campaigns/', {
      name: 'Welcome',
      code: 'WELCOME-1',
      type: type.id,
      date_planned: plannedDateIso(addDaysIso(today, 7)),
      status: 'active',
      subject: 'Hello {first_name}',
      body: 'Welcome to **{operator_name}**',
    });
    const test = await send('POST', `/api/notification-campaigns/${campaign.slug}/test/`, {});
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json().to).toBe(op.email);
    await created('POST', '/api/dashboard-offers/', { code: 'WELCOME', title: 'First coffee free', offer_type: 'bar' });
  });
});
