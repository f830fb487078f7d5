import {
  addDaysIso,
  BOOKING_MESSAGES,
  isoDayInZone,
  zonedInstant,
  type BookingItem,
  type DeskPriceResult,
  type InvoiceDetail,
  type InvoiceLineItem,
} from '@clubspace/contract';
import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { guests, memberships, offices, resources, teams, workAreas } from '../src/db/schema/index.ts';
import { useApiSession } from './support/api-session.ts';

/**
 * Issue 23 item 1: every amount quoted is the amount charged. The quote is asked with exactly what the screens book
 * (one `resource` per desk, repeated) and the booking's invoice line — read through the invoices API — carries it;
 * where staff type a price, the line carries that price instead.
 */
const { t, tok, ids, get, send } = useApiSession();

const TZ = 'Europe/London';
// Far-future days that no demo booking and no other test file uses.
const BASE = addDaysIso(isoDayInZone(new Date(), TZ), 520);
let n = 0;
const nextDay = () => addDaysIso(BASE, n++ * 2);
const at = (day: string, hhmm: string) => zonedInstant(day, `${hhmm}:00`, TZ).toISOString();

const fx = {
  office: '',
  otherOfficeDesk: '',
  hd001: '',
  cheapHot: '',
  desk: '',
  room: '',
  workArea: '',
  team: '',
  memberTeam: '',
  guestOfMemberTeam: '',
  harbourResource: '',
};

const quote = (query: string) => get(`/api/calculate-booking-desk-price/?office=${fx.office}&${query}`);
async function quoted(query: string): Promise<DeskPriceResult> {
  const res = await quote(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function create(entries: object[]): Promise<BookingItem[]> {
  const res = await send('POST', '/api/member-bookings/', entries);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { bookings: BookingItem[] }).bookings;
}
/** The invoice line of a booking, as the invoices screen reads it (list of the team's invoices, then the invoice). */
async function lineOf(b: BookingItem): Promise<InvoiceLineItem> {
  expect(b.invoice_line, `${b.code} has an invoice line`).not.toBeNull();
  const list = await get(`/api/dashboard-invoices/?club=all&team=${b.team!.slug}&page_size=100`);
  expect(list.statusCode, list.body).toBe(200);
  for (const inv of list.json().invoices as { slug: string }[]) {
    const detail = (await get(`/api/invoices/${inv.slug}`)).json() as InvoiceDetail;
    const line = detail.invoice_lines.find((l) => l.slug === b.invoice_line!.slug);
    if (line) return line;
  }
  throw new Error(`no line for ${b.code}`);
}
/** An entry as the map's desk selection sends it (one per desk). */
const mapEntry = (day: string, resource: string, type: 'hot_desk' | 'desk', team: string, extra: object = {}) => ({
  office: fx.office,
  start: at(day, type === 'hot_desk' ? '09:00' : '10:00'),
  end: at(day, type === 'hot_desk' ? '18:00' : '12:30'),
  booking_type: type,
  resource,
  team,
  origin: 'regular',
  capacity: 1,
  ...extra,
});

beforeAll(async () => {
  const [office] = await t.db
    .select()
    .from(offices)
    .where(and(eq(offices.clientId, ids.demo), eq(offices.slug, 'shoreditch')));
  const [other] = await t.db
    .select()
    .from(offices)
    .where(and(eq(offices.clientId, ids.demo), ne(offices.id, office!.id)))
    .limit(1);
  const [wa] = await t.db
    .select()
    .from(workAreas)
    .where(and(eq(workAreas.clientId, ids.demo), eq(workAreas.officeId, office!.id)))
    .limit(1);
  fx.office = office!.slug;
  fx.workArea = wa!.slug;
  const [hd] = await t.db
    .select()
    .from(resources)
    .where(and(eq(resources.clientId, ids.demo), eq(resources.officeId, office!.id), eq(resources.name, 'Hot Desk 001')));
  fx.hd001 = hd!.slug;
  const [away] = await t.db
    .select()
    .from(resources)
    .where(and(eq(resources.clientId, ids.demo), eq(resources.officeId, other!.id), eq(resources.resourceType, 'hot_desk')))
    .limit(1);
  fx.otherOfficeDesk = away!.slug;
  const [hr] = await t.db.select().from(resources).where(eq(resources.clientId, ids.harbour)).limit(1);
  fx.harbourResource = hr!.slug;
  const base = { clientId: ids.demo, officeId: office!.id, floorId: wa!.floorId, workAreaId: wa!.id, capacity: 1 };
  await t.db.insert(resources).values([
    // The office's cheapest hot desk: what a quote without the resource used to price (the "£10.00").
    {
      ...base,
      slug: 'qc-cheap-hot',
      name: 'QC Cheap Hot Desk',
      resourceType: 'hot_desk',
      priceHourPence: 100,
      priceDayPence: 1000,
      noMemberPriceHourPence: 100,
      noMemberPriceDayPence: 1000,
    },
    {
      ...base,
      slug: 'qc-desk',
      name: 'QC Desk',
      resourceType: 'desk',
      priceHourPence: 600,
      priceDayPence: 3500,
      noMemberPriceHourPence: 700,
      noMemberPriceDayPence: 4000,
    },
    {
      ...base,
      slug: 'qc-room',
      name: 'QC Room',
      resourceType: 'meeting_room',
      capacity: 6,
      priceHourPence: 3000,
      priceDayPence: 20000,
      noMemberPriceHourPence: 4000,
      noMemberPriceDayPence: 25000,
    },
  ]);
  Object.assign(fx, { cheapHot: 'qc-cheap-hot', desk: 'qc-desk', room: 'qc-room' });
  const [team] = await t.db.insert(teams).values({ clientId: ids.demo, slug: 'qc-team', name: 'QC Team', officeId: office!.id }).returning();
  const [mteam] = await t.db
    .insert(teams)
    .values({ clientId: ids.demo, slug: 'qc-member-team', name: 'QC Member Team', officeId: office!.id })
    .returning();
  await t.db.insert(memberships).values({
    clientId: ids.demo,
    slug: 'qc-membership',
    teamId: mteam!.id,
    officeId: office!.id,
    start: new Date('2020-01-01T00:00:00Z'),
    end: null,
    status: 'active',
    freeCredits: 0,
  });
  const [guest] = await t.db
    .insert(guests)
    .values({ clientId: ids.demo, slug: 'qc-guest', name: 'QC Guest', email: 'qc-guest@example.com', officeId: office!.id, teamId: mteam!.id })
    .returning();
  Object.assign(fx, { team: team!.slug, memberTeam: mteam!.slug, guestOfMemberTeam: guest!.slug });
});

describe('quote = charge (issue 23)', () => {
  it('Hot Desk 001 on the map: the quote for that desk is its own price, and the invoice line equals it', async () => {
    const day = nextDay();
    const q = await quoted(`booking_type=hot_desk&resource=${fx.hd001}&team=${fx.team}&day=${day}`);
    expect(q.full_price).toBe(30); // Hot Desk 001's non-member day price, not the office's cheapest hot desk (£10)
    const [b] = await create([mapEntry(day, fx.hd001, 'hot_desk', fx.team)]);
    const line = await lineOf(b!);
    expect(line.unit_price).toBe(q.full_price);
    expect(line.units).toBe(1);
  });

  it('two different desks in one quote (repeated resource, one type each) = the sum, and the lines add up to it', async () => {
    const day = nextDay();
    const start = at(day, '10:00');
    const end = at(day, '12:30');
    const one = async (r: string, type: string) =>
      (await quoted(`booking_type=${type}&resource=${r}&team=${fx.team}&start=${start}&end=${end}`)).full_price;
    const [hot, desk] = [await one(fx.hd001, 'hot_desk'), await one(fx.desk, 'desk')];
    expect([hot, desk]).toEqual([30, 17.5]); // hot desk: the 09:00–18:00 day; desk: 2.5 h × £7
    const mix = await quoted(
      `booking_type=hot_desk&booking_type=desk&resource=${fx.hd001}&resource=${fx.desk}&team=${fx.team}&start=${start}&end=${end}`,
    );
    expect(mix).toEqual({ full_price: hot + desk, pending_after_prepaid: hot + desk, selected_prepaids: [] });
    const made = await create([mapEntry(day, fx.hd001, 'hot_desk', fx.team), mapEntry(day, fx.desk, 'desk', fx.team)]);
    const lines = await Promise.all(made.map(lineOf));
    expect(lines.reduce((s, l) => s + l.unit_price, 0)).toBe(mix.full_price);
    // One type for several resources prices them all as that type.
    const same = await quoted(`booking_type=desk&resource=${fx.hd001}&resource=${fx.desk}&team=${fx.team}&start=${start}&end=${end}`);
    expect(same.full_price).toBe(15 + 17.5);
  });

  it('every booking type: the quote equals the line; member prices through a member team, its guest or its member', async () => {
    const day = nextDay();
    const w = { start: at(day, '10:00'), end: at(day, '11:00') };
    const cases: [string, string, object][] = [
      ['hot_desk', fx.hd001, { start: at(day, '09:00'), end: at(day, '18:00') }],
      ['desk', fx.desk, w],
      ['suite', fx.cheapHot, { start: at(day, '13:00'), end: at(day, '15:00') }],
      ['meeting_room', fx.room, { start: at(day, '14:00'), end: at(day, '15:30') }],
    ];
    for (const [type, resource, win] of cases) {
      const { start, end } = win as { start: string; end: string };
      const q = await quoted(`booking_type=${type}&resource=${resource}&guest=${fx.guestOfMemberTeam}&start=${start}&end=${end}`);
      const [b] = await create([{ office: fx.office, booking_type: type, resource, guest: fx.guestOfMemberTeam, start, end }]);
      expect(b!.team?.slug).toBe(fx.memberTeam);
      expect({ type, line: (await lineOf(b!)).unit_price }).toEqual({ type, line: q.full_price });
    }
    // The member team pays member prices: Hot Desk 001 is £25 a day for members, £30 for others.
    expect((await quoted(`booking_type=hot_desk&resource=${fx.hd001}&guest=${fx.guestOfMemberTeam}&day=${day}`)).full_price).toBe(25);
    // The meeting-room dialog's price (member or guest) equals the line too.
    const room = await get(
      `/api/meeting-room-availability/?resource=${fx.room}&start=${at(day, '16:00')}&end=${at(day, '17:00')}&guest=${fx.guestOfMemberTeam}`,
    );
    expect(room.statusCode, room.body).toBe(200);
    const [rb] = await create([
      {
        office: fx.office,
        booking_type: 'meeting_room',
        resource: fx.room,
        guest: fx.guestOfMemberTeam,
        start: at(day, '16:00'),
        end: at(day, '17:00'),
      },
    ]);
    expect((await lineOf(rb!)).unit_price).toBe(room.json().price);
  });

  it('complimentary costs nothing in the quote and on the invoice; a price typed by staff is the line', async () => {
    const day = nextDay();
    const q = await quoted(`booking_type=hot_desk&resource=${fx.hd001}&team=${fx.team}&day=${day}&origin=deference`);
    expect(q).toEqual({ full_price: 0, pending_after_prepaid: 0, selected_prepaids: [] });
    expect((await quoted(`booking_type=hot_desk&resource=${fx.hd001}&team=${fx.team}&day=${day}&complimentary=true`)).full_price).toBe(0);
    const [free] = await create([mapEntry(day, fx.hd001, 'hot_desk', fx.team, { origin: 'deference', complimentary: true })]);
    expect(free!.invoice_line).toBeNull();
    const [typed] = await create([
      {
        office: fx.office,
        booking_type: 'meeting_room',
        resource: fx.room,
        team: fx.team,
        start: at(day, '10:00'),
        end: at(day, '11:00'),
        price: 12.34,
      },
    ]);
    expect((await lineOf(typed!)).unit_price).toBe(12.34);
  });

  it('bad resource lists answer 400 with a field message, never a 500', async () => {
    const day = nextDay();
    const cases: [string, Record<string, string>][] = [
      [`booking_type=hot_desk&resource=nope&day=${day}`, { resource: BOOKING_MESSAGES.unknown('resource') }],
      [`booking_type=hot_desk&resource=${fx.harbourResource}&day=${day}`, { resource: BOOKING_MESSAGES.unknown('resource') }],
      [`booking_type=hot_desk&resource=${fx.otherOfficeDesk}&day=${day}`, { resource: BOOKING_MESSAGES.wrongOffice }],
      [`booking_type=hot_desk&resource=${fx.hd001}&resource=&day=${day}`, { resource: BOOKING_MESSAGES.unknown('resource') }],
      [`booking_type=hot_desk&booking_type=desk&resource=${fx.hd001}&day=${day}`, { booking_type: BOOKING_MESSAGES.typesPerResource }],
      [`booking_type=hot_desk&resource=${fx.hd001}&resource=${fx.desk}&booking_size=5&day=${day}`, { booking_size: BOOKING_MESSAGES.sizeMismatch }],
      [`booking_type=boat&resource=${fx.hd001}&day=${day}`, { booking_type: BOOKING_MESSAGES.bookingTypeRequired }],
      [
        `booking_type=hot_desk&${Array.from({ length: 101 }, () => `resource=${fx.hd001}`).join('&')}&day=${day}`,
        { resource: BOOKING_MESSAGES.tooManyResources },
      ],
    ];
    for (const [query, errors] of cases) {
      const res = await quote(query);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json().errors).toMatchObject(errors);
    }
    // Harbour's owner cannot quote the demo's office.
    expect((await get(`/api/calculate-booking-desk-price/?office=${fx.office}&booking_type=hot_desk&day=${day}`, tok.harbour)).statusCode).toBe(400);
  });
});
