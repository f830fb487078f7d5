import { PORTAL_MESSAGES, PORTAL_SETTINGS_DEFAULTS, addDaysIso, isoDayInZone, zonedInstant } from '@clubspace/contract';
import { describe, expect, it } from 'vitest';
import { newResourceBody, operatorCalls, signUpOperator } from './support/new-operator.ts';
import { mailedToken, portalCall, portalHeaders } from './support/portal-session.ts';
import { useTestApp } from './support/test-app.ts';

/**
 * Issue 26, started from nothing: an operator that has just signed up builds a desk and a room, turns its portal on,
 * invites a member, and the member sets a password, books both, sees them, cancels one, and finds the invoice lines
 * staff see. Nothing comes from the demo data.
 */
const t = useTestApp();
const TZ = 'Europe/London';

describe('a brand-new operator’s portal', () => {
  it('from sign-up to a member booking a desk and a room through the portal', async () => {
    const op = await signUpOperator(t, 'portalop');
    const { staff, created } = operatorCalls(t, op.access);

    // The space: the onboarding office and its floor, a work area, a desk and a room.
    const office = 'portalop-central';
    const floor = (await staff('GET', '/api/floors/')).json().floors[0].slug as string;
    const area = await created('/api/work-areas/', {
      name: 'Open Space',
      area_type: 'open_space',
      status: 'active',
      office,
      floor,
      size: 10,
      order: 0,
      item_price_day: 20,
      full_price_day: 200,
      item_price_month: 200,
      full_price_month: 2000,
      bookable: true,
      visible_app: true,
      visible_web: false,
      visible_space: true,
    });
    const resource = (name: string, resourceType: string, over: object = {}) =>
      created('/api/resources/', newResourceBody(name, resourceType, { office, floor, workArea: area.slug }, over));
    const desk = await resource('Desk 1', 'desk');
    const room = await resource('Room 1', 'meeting_room', { x: 200, price_hour: 20 });
    const team = await created('/api/teams/', {
      name: 'Acme',
      description: 'First customer',
      invoice_name: 'Acme Ltd',
      invoice_address: '1 High St',
      invoice_post_code: 'EC1A 1AA',
      invoice_city: 'London',
    });
    const member = await created('/api/profile/', {
      first_name: 'Ada',
      last_name: 'Acme',
      email: 'ada@portalop.example',
      office,
      role: 'team_member',
      team: team.slug,
    });

    // The portal is off for a new operator: staff cannot invite until they turn it on.
    const tooSoon = await staff('POST', '/api/portal-access/invite/', { members: [member.slug] });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().detail).toBe(PORTAL_MESSAGES.turnOnFirst);
    await created('/api/portal-settings/', { ...PORTAL_SETTINGS_DEFAULTS, enabled: true, welcome_text: 'Welcome to Portalop' }, 'PUT', 200);
    await created('/api/portal-access/invite/', { members: [member.slug] });

    // The member follows the e-mailed link, chooses a password and is logged in.
    const { token, mail } = await mailedToken(t.db, 'ada@portalop.example');
    const workspace = /\/portal\/([^/]+)\/accept#/.exec(mail.link!)![1];
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/portal/auth/invitation/accept',
      headers: portalHeaders(undefined, workspace),
      payload: { token, password: 'Ada-Portal-2026' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const access = accepted.json().access as string;
    const call = (method: 'GET' | 'POST', url: string, payload?: object) => portalCall(t.app, access, method, url, payload, workspace);
    expect((await call('GET', '/api/portal/home')).json().welcome_text).toBe('Welcome to Portalop');

    // The space as the member sees it: the office, the free desk on the plan, the room.
    const offices = (await call('GET', '/api/portal/offices')).json().offices;
    expect(offices.map((o: { slug: string }) => o.slug)).toEqual([office]);
    // Three days ahead: outside the default 24-hour cancellation window, inside any default booking rule.
    const day = addDaysIso(isoDayInZone(new Date(), TZ), 3);
    const desks = (await call('GET', `/api/portal/desks?office=${office}&day=${day}`)).json().desks;
    expect(desks.map((d: { slug: string; status: string }) => [d.slug, d.status])).toEqual([[desk.slug, 'free']]);
    const rooms = (await call('GET', `/api/portal/rooms?office=${office}&day=${day}`)).json().rooms;
    expect(rooms.map((r: { slug: string; busy: unknown[] }) => [r.slug, r.busy])).toEqual([[room.slug, []]]);

    // Book both at the quoted prices.
    const deskQuote = (await call('GET', `/api/portal/quote?resource=${desk.slug}&day=${day}`)).json();
    const deskBooked = await call('POST', '/api/portal/bookings/desk', { resource: desk.slug, days: [day] });
    expect(deskBooked.statusCode, deskBooked.body).toBe(201);
    expect(deskBooked.json().bookings[0].price).toBe(deskQuote.price);
    const start = zonedInstant(day, '10:00:00', TZ).toISOString();
    const end = zonedInstant(day, '11:30:00', TZ).toISOString();
    const roomQuote = (
      await call('GET', `/api/portal/quote?resource=${room.slug}&start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`)
    ).json();
    const roomBooked = await call('POST', '/api/portal/bookings/room', { resource: room.slug, start, end });
    expect(roomBooked.statusCode, roomBooked.body).toBe(201);
    expect(roomBooked.json().bookings[0].price).toBe(roomQuote.price);
    expect(roomQuote.price).toBeGreaterThan(0);

    // The desk is now the member's on the plan; the room's hour is busy; both are in My bookings.
    const after = (await call('GET', `/api/portal/desks?office=${office}&day=${day}`)).json().desks;
    expect(after[0].status).toBe('mine');
    expect((await call('GET', `/api/portal/rooms?office=${office}&day=${day}`)).json().rooms[0].busy).toHaveLength(1);
    const mine = (await call('GET', '/api/portal/bookings')).json().bookings as { code: string; channel: string; resource: { slug: string } }[];
    expect(mine.map((b) => b.resource.slug).sort()).toEqual([desk.slug, room.slug].sort());
    expect(mine.every((b) => b.channel === 'portal')).toBe(true);

    // Staff see the portal's booking, held by the member.
    const deskCode = deskBooked.json().bookings[0].code as string;
    const staffBooking = await staff('GET', `/api/member-bookings/${deskCode}`);
    expect(staffBooking.statusCode, staffBooking.body).toBe(200);
    expect(JSON.stringify(staffBooking.json())).toContain(member.slug);

    // Cancel the desk: it is free again, the room stays.
    const cancelled = await call('POST', `/api/portal/bookings/${deskCode}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().booking.status).toBe('refund');
    expect((await call('GET', `/api/portal/desks?office=${office}&day=${day}`)).json().desks[0].status).toBe('free');
    const left = (await call('GET', '/api/portal/bookings')).json().bookings as { code: string; status: string }[];
    expect(left.filter((b) => b.status !== 'refund').map((b) => b.code)).toEqual([roomBooked.json().bookings[0].code]);
  });
});
