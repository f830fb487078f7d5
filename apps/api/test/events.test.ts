/**
 * Community — events with RSVP (issue 28): 50 concurrent RSVPs for the last 5 places, the waiting list promoted in order,
 * a paid event's lines (voided on a draft, credited on an issued invoice), the room held through the bookings'
 * exclusion constraint both ways, the portal's view and e-mails, staff attendees (CSV, check-in).
 */
import {
  BOOKING_MESSAGES,
  EVENT_MESSAGES,
  PORTAL_SETTINGS_DEFAULTS,
  applyRsvps,
  type RsvpOp,
  addDaysIso,
  isoDayInZone,
  zonedInstant,
} from '@clubspace/contract';
import fc from 'fast-check';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app-types.ts';
import {
  emailOutbox,
  eventAttendees,
  events,
  guests,
  invoiceLines,
  invoices,
  members,
  offices,
  portalAccess,
  resources,
  users,
} from '../src/db/schema/index.ts';
import { startPortalSession } from '../src/modules/portal/portal-session.service.ts';
import { useApiSession } from './support/api-session.ts';
import { operatorCalls, signUpOperator } from './support/new-operator.ts';
import { PORTAL_MEMBER, mailedToken, portalCall, portalHeaders, portalLogin } from './support/portal-session.ts';

const { t, tok, ids, get, send } = useApiSession();
const TZ = 'Europe/London';
const fx = {} as { office: string; officeId: number; room: string; roomOffice: string; teamId: number; member: string };
/** A day far ahead (no seeded booking there), `offset` days further. */
const farDay = (offset: number) => addDaysIso(isoDayInZone(new Date(), TZ), 300 + offset);
const at = (day: string, time: string) => zonedInstant(day, `${time}:00`, TZ).toISOString();

beforeAll(async () => {
  const [office] = await t.db
    .select({ id: offices.id, slug: offices.slug })
    .from(offices)
    .where(eq(offices.clientId, ids.demo))
    .orderBy(asc(offices.id))
    .limit(1);
  fx.office = office.slug;
  fx.officeId = office.id;
  const [room] = await t.db
    .select({ slug: resources.slug, office: offices.slug })
    .from(resources)
    .innerJoin(offices, eq(offices.id, resources.officeId))
    .where(and(eq(resources.clientId, ids.demo), eq(resources.resourceType, 'meeting_room'), eq(resources.status, 'active')))
    .orderBy(desc(resources.id))
    .limit(1);
  fx.room = room.slug;
  fx.roomOffice = room.office;
  const [me] = await t.db
    .select({ teamId: members.teamId })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.clientId, ids.demo), eq(users.email, PORTAL_MEMBER.email)));
  fx.teamId = me.teamId!;
  fx.member = (await portalLogin(t.app, PORTAL_MEMBER)).access;
});

let made = 0;
/** `n` new demo members of one team, each with an active portal access and a portal session. */
async function newMembers(n: number, tag: string) {
  const rows = await t.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `ev-${tag}-${i}@events.example`,
        firstName: `Ev${tag}`,
        lastName: `N${String(i).padStart(2, '0')}`,
        validated: true,
      })),
    )
    .returning({ id: users.id });
  const ms = await t.db
    .insert(members)
    .values(rows.map((u, i) => ({ clientId: ids.demo, slug: `ev-${tag}-${i}`, userId: u.id, teamId: fx.teamId, role: 'team_member' })))
    .returning({ id: members.id, slug: members.slug });
  await t.db.insert(portalAccess).values(ms.map((m) => ({ clientId: ids.demo, memberId: m.id, status: 'active', activatedAt: new Date() })));
  const tokens: string[] = [];
  for (const m of ms) tokens.push((await startPortalSession(t.app as unknown as App, m.id)).access);
  return ms.map((m, i) => ({ ...m, token: tokens[i] }));
}

async function newEvent(over: object = {}) {
  const day = farDay(made++);
  const res = await send('POST', '/api/events/', {
    title: `Test event ${made}`,
    office: fx.office,
    place: 'Lounge',
    start: at(day, '18:00'),
    end: at(day, '20:00'),
    capacity: 10,
    price: 0,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().event as { slug: string; price: number };
}
const rsvp = (token: string, slug: string) => portalCall(t.app, token, 'POST', `/api/portal/events/${slug}/rsvp`);
const unrsvp = (token: string, slug: string) => portalCall(t.app, token, 'POST', `/api/portal/events/${slug}/cancel`);
async function statesOf(slug: string) {
  const [e] = await t.db.select({ id: events.id }).from(events).where(eq(events.slug, slug));
  return t.db
    .select({ memberId: eventAttendees.memberId, status: eventAttendees.status, lineId: eventAttendees.invoiceLineId })
    .from(eventAttendees)
    .where(eq(eventAttendees.eventId, e.id))
    .orderBy(asc(eventAttendees.rsvpAt), asc(eventAttendees.id));
}

describe('capacity under concurrency', () => {
  it('50 concurrent RSVPs for the last 5 places: exactly 5 going and 45 waiting', async () => {
    const event = await newEvent({ capacity: 8 });
    const early = await newMembers(3, 'early');
    for (const m of early) expect((await rsvp(m.token, event.slug)).statusCode).toBe(200);
    const crowd = await newMembers(50, 'crowd');
    const answers = await Promise.all(crowd.map((m) => rsvp(m.token, event.slug)));
    expect(
      answers.map((a) => a.statusCode).filter((c) => c !== 200),
      answers.find((a) => a.statusCode !== 200)?.body,
    ).toEqual([]);
    const details = answers.map((a) => a.json().detail);
    expect(details.filter((d) => d === EVENT_MESSAGES.going)).toHaveLength(5);
    expect(details.filter((d) => d === EVENT_MESSAGES.waiting)).toHaveLength(45);
    const rows = await statesOf(event.slug);
    expect(rows.filter((r) => r.status === 'going')).toHaveLength(8);
    expect(rows.filter((r) => r.status === 'waiting')).toHaveLength(45);
    const item = (await get(`/api/events/${event.slug}`)).json();
    expect(item).toMatchObject({ going: 8, waiting: 45, capacity: 8 });
  }, 60_000);
});

describe('waiting list', () => {
  it('promotes the first waiting in order when going members cancel, and e-mails them with an invitation', async () => {
    const event = await newEvent({ capacity: 2 });
    const m = await newMembers(5, 'queue');
    for (const x of m) await rsvp(x.token, event.slug);
    const list = (await portalCall(t.app, m[3].token, 'GET', '/api/portal/events/')).json().events;
    expect(list.find((e: { slug: string }) => e.slug === event.slug)).toMatchObject({ my_status: 'waiting', my_position: 2, places_left: 0 });
    // A waiting member who leaves the list moves nobody; then the going ones cancel: the 3rd, then the 5th.
    expect((await unrsvp(m[3].token, event.slug)).statusCode).toBe(200);
    expect((await unrsvp(m[0].token, event.slug)).json().event.my_status).toBeNull();
    expect((await rsvp(m[3].token, event.slug)).json().event).toMatchObject({ my_status: 'waiting', my_position: 2 });
    await unrsvp(m[1].token, event.slug);
    const byMember = new Map((await statesOf(event.slug)).map((r) => [r.memberId, r.status]));
    expect(m.map((x) => byMember.get(x.id))).toEqual(['cancelled', 'cancelled', 'going', 'waiting', 'going']);
    const [promotedMail] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, 'ev-queue-4@events.example'), eq(emailOutbox.kind, 'event_promotion')));
    expect(promotedMail.subject).toContain('you are going');
    expect(JSON.stringify(promotedMail.attachments)).toContain('text/calendar');
    // The RSVP mail carried the .ics; the download too.
    const ics = await portalCall(t.app, m[2].token, 'GET', `/api/portal/events/${event.slug}/ics`);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VEVENT');
  }, 30_000);

  it('refuses an RSVP once the event started, and on a cancelled event', async () => {
    const event = await newEvent();
    const [x] = await newMembers(1, 'late');
    await t.db
      .update(events)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(events.slug, event.slug));
    const late = await rsvp(x.token, event.slug);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(EVENT_MESSAGES.started);
    const other = await newEvent();
    expect((await send('POST', `/api/events/${other.slug}/cancel`, {})).statusCode).toBe(200);
    expect((await rsvp(x.token, other.slug)).json().detail).toBe(EVENT_MESSAGES.cancelled);
  });
});

describe('paid events and the money trail', () => {
  const lineOf = async (id: number) => (await t.db.select().from(invoiceLines).where(eq(invoiceLines.id, id)))[0];

  it('adds one line of the price per attendee; cancelling voids it on a draft and credits it on an issued invoice', async () => {
    const event = await newEvent({ capacity: 2, price: '12.50' });
    const m = await newMembers(3, 'paid');
    for (const x of m) await rsvp(x.token, event.slug);
    let rows = await statesOf(event.slug);
    const billed = rows.filter((r) => r.lineId);
    expect(billed).toHaveLength(2);
    for (const r of billed) {
      const line = await lineOf(r.lineId!);
      expect(line.unitPricePence).toBe(1250); // the catalogue price (net or gross per the operator's VAT setting, as bookings)
      expect(line.status).toBe('payment_pending');
      expect(line.memberId).toBe(r.memberId);
    }
    // Draft: the first cancels, their line is voided; the waiting one is promoted and billed.
    const firstLine = billed[0].lineId!;
    await unrsvp(m[0].token, event.slug);
    expect((await lineOf(firstLine)).status).toBe('void');
    rows = await statesOf(event.slug);
    expect(rows.filter((r) => r.status === 'going' && r.lineId)).toHaveLength(2);
    // Issued: the second's invoice is validated; cancelling credits the line on a new draft.
    const secondLine = rows.find((r) => r.memberId === m[1].id)!.lineId!;
    const [inv] = await t.db
      .select({ slug: invoices.slug })
      .from(invoices)
      .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
      .where(eq(invoiceLines.id, secondLine));
    expect((await send('POST', '/api/invoice-validate/', { invoice: inv.slug })).statusCode).toBe(200);
    await unrsvp(m[1].token, event.slug);
    expect((await lineOf(secondLine)).status).not.toBe('void');
    const credits = await t.db.select().from(invoiceLines).where(eq(invoiceLines.creditedLineId, secondLine));
    expect(credits).toHaveLength(1);
    expect(credits[0].lineGrossPricePence).toBe(-(await lineOf(secondLine)).lineGrossPricePence);
    // Cancelling the event reverses the last going attendee's line (on the same, now issued, invoice: a credit).
    const lastLine = (await statesOf(event.slug)).find((r) => r.status === 'going')!.lineId!;
    await send('POST', `/api/events/${event.slug}/cancel`, {});
    expect(await t.db.select().from(invoiceLines).where(eq(invoiceLines.creditedLineId, lastLine))).toHaveLength(1);
    expect((await statesOf(event.slug)).every((r) => r.status === 'cancelled')).toBe(true);
    expect(
      (
        await send('PUT', `/api/events/${event.slug}`, {
          title: 'x',
          office: fx.office,
          start: at(farDay(0), '10:00'),
          end: at(farDay(0), '11:00'),
          capacity: 1,
          price: 0,
        })
      ).statusCode,
    ).toBe(409);
  }, 30_000);
});

describe('the room and the bookings’ exclusion constraint', () => {
  it('refuses an event in a room already booked, and a booking over an event', async () => {
    const day = farDay(200);
    const booked = await portalCall(t.app, fx.member, 'POST', '/api/portal/bookings/room', {
      resource: fx.room,
      start: at(day, '10:00'),
      end: at(day, '11:00'),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const clash = await send('POST', '/api/events/', {
      title: 'Clash',
      office: fx.roomOffice,
      room: fx.room,
      start: at(day, '10:30'),
      end: at(day, '12:00'),
      capacity: 5,
      price: 0,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().detail).toBe(BOOKING_MESSAGES.roomBusy);

    const ok = await newEvent({ office: fx.roomOffice, room: fx.room, start: at(day, '14:00'), end: at(day, '16:00') });
    const over = await portalCall(t.app, fx.member, 'POST', '/api/portal/bookings/room', {
      resource: fx.room,
      start: at(day, '15:00'),
      end: at(day, '16:00'),
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().detail).toContain('event: Test event');
    // A second event over the first: busy; moving it frees the old slot; cancelling it frees the room.
    const second = await send('POST', '/api/events/', {
      title: 'Second',
      office: fx.roomOffice,
      room: fx.room,
      start: at(day, '15:00'),
      end: at(day, '17:00'),
      capacity: 5,
      price: 0,
    });
    expect(second.statusCode).toBe(409);
    expect((await send('POST', `/api/events/${ok.slug}/cancel`, {})).statusCode).toBe(200);
    const after = await portalCall(t.app, fx.member, 'POST', '/api/portal/bookings/room', {
      resource: fx.room,
      start: at(day, '15:00'),
      end: at(day, '16:00'),
    });
    expect(after.statusCode, after.body).toBe(201);
  }, 30_000);
});

describe('staff: lists, attendees, check-in, isolation', () => {
  it('lists upcoming and past events, attendees with their state, CSV, check-in', async () => {
    const event = await newEvent({ capacity: 1 });
    const [a, b] = await newMembers(2, 'staff');
    await rsvp(a.token, event.slug);
    await rsvp(b.token, event.slug);
    const upcoming = (await get(`/api/events/?when=upcoming&name=${encodeURIComponent('Test event')}&page_size=100`)).json();
    expect(upcoming.events.some((e: { slug: string }) => e.slug === event.slug)).toBe(true);
    const past = (await get('/api/events/?when=past')).json();
    expect(past.events.length).toBeGreaterThan(0);
    expect(past.events[0].checked_in).toBeGreaterThan(0);
    const list = (await get(`/api/events/${event.slug}/attendees/`)).json().event_attendees;
    expect(list.map((x: { state: string; position: number | null }) => [x.state, x.position])).toEqual([
      ['going', null],
      ['waiting', 1],
    ]);
    const checked = await send('POST', `/api/events/${event.slug}/attendees/${list[0].slug}/check-in`, {});
    expect(checked.json().attendee.state).toBe('checked_in');
    expect((await send('POST', `/api/events/${event.slug}/attendees/${list[1].slug}/check-in`, {})).statusCode).toBe(409);
    const csv = await get(`/api/events/${event.slug}/attendees/?format=csv`);
    expect(csv.body).toContain('Checked in');
    expect(csv.body).toContain('Waiting');
    // Staff cancel the going attendee: the waiting one is promoted.
    await send('POST', `/api/events/${event.slug}/attendees/${list[0].slug}/cancel`, {});
    expect((await get(`/api/events/${event.slug}/attendees/?state=going`)).json().event_attendees[0].slug).toBe(list[1].slug);
    // Members only: a guest is refused.
    const [guest] = await t.db.select({ slug: guests.slug }).from(guests).where(eq(guests.clientId, ids.demo)).limit(1);
    const g = await send('POST', `/api/events/${event.slug}/attendees/`, { guest: guest.slug });
    expect(g.statusCode).toBe(400);
    expect(g.json().errors.guest).toBe(EVENT_MESSAGES.membersOnly);
  }, 30_000);

  it('another operator never sees an event; a staff token cannot RSVP', async () => {
    const event = await newEvent();
    expect((await get(`/api/events/${event.slug}`)).statusCode).toBe(200);
    expect((await get(`/api/events/${event.slug}`, tok.harbour)).statusCode).toBe(404);
    expect((await get(`/api/events/${event.slug}/attendees/`, tok.harbour)).statusCode).toBe(404);
    expect((await send('POST', `/api/events/${event.slug}/cancel`, {}, tok.harbour)).statusCode).toBe(404);
    const staffRsvp = await portalCall(t.app, tok.owner, 'POST', `/api/portal/events/${event.slug}/rsvp`);
    expect([401, 403]).toContain(staffRsvp.statusCode);
  });
});

describe('a brand-new operator', () => {
  it('creates a paid event and a member RSVPs through the portal (one line of the price)', async () => {
    const op = await signUpOperator(t, 'eventop');
    const { created } = operatorCalls(t, op.access);
    const office = 'eventop-central';
    const team = await created('/api/teams/', {
      name: 'Evco',
      description: 'First customer',
      invoice_name: 'Evco Ltd',
      invoice_address: '1 High St',
      invoice_post_code: 'EC1A 1AA',
      invoice_city: 'London',
    });
    const member = await created('/api/profile/', {
      first_name: 'Eve',
      last_name: 'Evco',
      email: 'eve@eventop.example',
      office,
      role: 'team_member',
      team: team.slug,
    });
    await created('/api/portal-settings/', { ...PORTAL_SETTINGS_DEFAULTS, enabled: true }, 'PUT', 200);
    await created('/api/portal-access/invite/', { members: [member.slug] });
    const { token, mail } = await mailedToken(t.db, 'eve@eventop.example');
    const workspace = /\/portal\/([^/]+)\/accept#/.exec(mail.link!)![1];
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/portal/auth/invitation/accept',
      headers: portalHeaders(undefined, workspace),
      payload: { token, password: 'Eve-Portal-2026' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const access = accepted.json().access as string;

    const day = farDay(500);
    const event = await created('/api/events/', {
      title: 'Launch party',
      office,
      place: 'Lobby',
      start: at(day, '18:00'),
      end: at(day, '21:00'),
      capacity: 30,
      price: 10,
    });
    const list = (await portalCall(t.app, access, 'GET', '/api/portal/events/', undefined, workspace)).json().events;
    expect(list.map((e: { slug: string }) => e.slug)).toEqual([event.event.slug]);
    const going = await portalCall(t.app, access, 'POST', `/api/portal/events/${event.event.slug}/rsvp`, undefined, workspace);
    expect(going.statusCode, going.body).toBe(200);
    expect(going.json().event.my_status).toBe('going');
    const rows = await statesOf(event.event.slug);
    expect(rows).toHaveLength(1);
    const [line] = await t.db.select().from(invoiceLines).where(eq(invoiceLines.id, rows[0].lineId!));
    // A new operator's prices include VAT (catalogueLine): the line's gross is the price.
    expect(line.lineGrossPricePence).toBe(1000);
    // Demo's staff never see it.
    expect((await get(`/api/events/${event.event.slug}`)).statusCode).toBe(404);
  }, 30_000);
});

describe('model: random RSVP and cancel sequences through the API', () => {
  it('end as the contract model says: going ≤ capacity, the waiting list in order, net lines = going × price', async () => {
    const people = await newMembers(5, 'model');
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.record({ kind: fc.constantFrom<'rsvp' | 'cancel'>('rsvp', 'rsvp', 'cancel'), who: fc.integer({ min: 0, max: 4 }) }), {
          maxLength: 14,
        }),
        async (capacity, ops) => {
          const event = await newEvent({ capacity, price: 5 });
          for (const op of ops) {
            const res = await (op.kind === 'rsvp' ? rsvp : unrsvp)(people[op.who].token, event.slug);
            expect(res.statusCode, res.body).toBe(200);
          }
          const model = applyRsvps(capacity, 500, ops as RsvpOp[]);
          const rows = await statesOf(event.slug);
          const idOf = (who: number) => people[who].id;
          expect(
            rows
              .filter((r) => r.status === 'going')
              .map((r) => r.memberId)
              .sort(),
          ).toEqual(model.going.map(idOf).sort());
          expect(rows.filter((r) => r.status === 'waiting').map((r) => r.memberId)).toEqual(model.waiting.map(idOf));
          const [e] = await t.db.select({ title: events.title }).from(events).where(eq(events.slug, event.slug));
          const lines = await t.db
            .select({ gross: invoiceLines.lineGrossPricePence, status: invoiceLines.status })
            .from(invoiceLines)
            .where(and(eq(invoiceLines.clientId, ids.demo), inArray(invoiceLines.name, [`Event: ${e.title}`, `Cancelled: Event: ${e.title}`])));
          const live = lines.filter((l) => l.status !== 'void');
          const unit = lines.find((l) => l.gross > 0)?.gross ?? 0;
          expect(live.reduce((s, l) => s + l.gross, 0)).toBe(model.going.length * unit);
        },
      ),
      { numRuns: 6 },
    );
  }, 60_000);
});
