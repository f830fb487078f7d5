import { addDaysIso, bookingCredits, toPence, zonedInstant, type BookingItem, type DeskPriceResult } from '@clubspace/contract';
import fc from 'fast-check';
import { ROOM_PRICES, TZ } from './fixtures.ts';
import { apiGet, apiSend, expectStatus, pick, timed, violation, type Model, type ModelBooking, type PartyKey, type Real } from './model.ts';
import { LedgerCommand } from './step.ts';

/**
 * Booking steps: book a desk, two desks at once, a hot desk or a room, for the member team or the non-member team,
 * billed, at a price staff typed, from a prepaid package, with plan credits or complimentary; then cancel, cancel &
 * refund, check out early. Each booking first asks the quote the screens ask, with `resource` for exactly what is booked.
 */

/** Days ahead of today the model books on: this month's next days, a week on, and a day next month. */
export const DAY_OFFSETS = [1, 2, 9, 33] as const;
const MEETING_SLOT = 30;

export interface BookParams {
  party: PartyKey;
  /** Which reference the entry and the quote name: the member or the team. */
  ref: 'member' | 'team';
  what: 'desk' | 'desks2' | 'hot' | 'room';
  day: number;
  /** Start at 07:00 + slot × 30 min. */
  slot: number;
  /** Length in 30-minute steps. */
  len: number;
  /** A desk to the same time the next day (two office days). */
  span: boolean;
  pay: 'invoice' | 'typed' | 'prepaid' | 'credits' | 'complimentary';
  typedPence: number;
  desk: number;
}

export const bookParams: fc.Arbitrary<BookParams> = fc.record({
  party: fc.constantFrom<PartyKey>('member', 'guest'),
  ref: fc.constantFrom<'member' | 'team'>('member', 'team'),
  what: fc.constantFrom<BookParams['what']>('desk', 'desk', 'desks2', 'hot', 'room', 'room'),
  day: fc.nat({ max: DAY_OFFSETS.length - 1 }),
  slot: fc.nat({ max: 27 }),
  len: fc.integer({ min: 1, max: 8 }),
  span: fc.boolean(),
  pay: fc.constantFrom<BookParams['pay']>('invoice', 'invoice', 'invoice', 'typed', 'prepaid', 'credits', 'complimentary'),
  typedPence: fc.integer({ min: 0, max: 30_000 }),
  desk: fc.nat({ max: 2 }),
});

const MIN = 60_000;

/** The window of the booking as the API will store it (hot desks 09:00–18:00; rooms end by 22:00). */
function windowOf(r: Real, p: BookParams) {
  const day = addDaysIso(r.run.today, DAY_OFFSETS[p.day]);
  if (p.what === 'hot') return { day, start: zonedInstant(day, '09:00:00', TZ), end: zonedInstant(day, '18:00:00', TZ) };
  const start = new Date(zonedInstant(day, '07:00:00', TZ).getTime() + p.slot * 30 * MIN);
  let end = new Date(start.getTime() + p.len * 30 * MIN);
  const closing = zonedInstant(day, '22:00:00', TZ);
  if (p.what === 'room' && end > closing) end = closing;
  if (p.what === 'desk' && p.span) end = new Date(start.getTime() + 24 * 60 * MIN);
  return { day, start, end };
}

const overlaps = (b: ModelBooking, resource: string, start: number, end: number) =>
  b.status === 'live' && b.resource === resource && b.start < end && start < b.end;

export class BookCommand extends LedgerCommand<BookParams> {
  readonly name = 'book';
  async act(model: Model, r: Real) {
    const p = this.params;
    const party = p.party === 'member' ? r.seq.member : r.seq.guest;
    const who: Record<string, string> = p.ref === 'member' ? { member: party.member } : { team: party.team };
    const { day, start, end } = windowOf(r, p);
    const type = p.what === 'room' ? 'meeting_room' : p.what === 'hot' ? 'hot_desk' : 'desk';
    const resources =
      p.what === 'room'
        ? [r.seq.room]
        : p.what === 'hot'
          ? [r.seq.hotDesk]
          : p.what === 'desks2'
            ? [r.seq.desks[p.desk], r.seq.desks[(p.desk + 1) % 3]]
            : [r.seq.desks[p.desk]];
    const pay = p.what === 'desks2' && (p.pay === 'prepaid' || p.pay === 'credits') ? 'invoice' : p.pay;

    // The quote the screen shows before booking: exactly these resources, this window, this payer.
    const q = new URLSearchParams({ office: r.seq.office, booking_type: type, booking_size: String(resources.length), ...who });
    for (const res of resources) q.append('resource', res);
    if (type === 'hot_desk') q.set('day', day);
    else {
      q.set('start', start.toISOString());
      q.set('end', end.toISOString());
    }
    const quoteRes = await timed(r.stats, 'quote', () => apiGet(r, `/api/calculate-booking-desk-price/?${q}`));
    const quoteOk = expectStatus(quoteRes, [200], `quote ${q}`, resources.length > 1 ? 'quote-multi' : 'expected-status');
    const quote = quoteOk ? (quoteRes.json() as DeskPriceResult) : null;

    // What the API must answer: a clash first (409), then an unusable prepaid package or too few credits (400).
    const clash = resources.some((res) => model.bookings.some((b) => overlaps(b, res, start.getTime(), end.getTime())));
    const credits =
      type === 'meeting_room' && p.party === 'member'
        ? bookingCredits(
            { hourPence: 0, dayPence: 0, monthPence: 0, creditsHour: ROOM_PRICES.priceCreditsHour, creditsDay: 0, creditsMonth: 0 },
            start,
            end,
            TZ,
            MEETING_SLOT,
          )
        : 0;
    const refused =
      pay === 'prepaid'
        ? !(p.party === 'guest' && model.prepaidLeft > 0)
        : pay === 'credits'
          ? !(credits > 0 && credits <= model.creditsLeft)
          : false;
    const expected = clash ? 409 : refused ? 400 : 201;

    const entry = (resource: string) => ({
      office: r.seq.office,
      booking_type: type,
      resource,
      start: start.toISOString(),
      end: end.toISOString(),
      ...who,
      ...(pay === 'typed' ? { price: p.typedPence / 100 } : {}),
      ...(pay === 'prepaid' ? { pre_paid: true } : {}),
      ...(pay === 'credits' ? { credits: true } : {}),
      ...(pay === 'complimentary' ? { complimentary: true } : {}),
    });
    const res = await apiSend(r, 'POST', '/api/member-bookings/', resources.map(entry));
    if (!expectStatus(res, [expected], `book ${resources.join('+')} ${day} (${pay})`) || res.statusCode !== 201) return;

    const made = (res.json() as { bookings: BookingItem[] }).bookings;
    for (const [k, b] of made.entries()) {
      model.bookings.push({
        code: b.code,
        resource: resources[k],
        start: new Date(b.planned_start).getTime(),
        end: new Date(b.planned_end).getTime(),
        status: 'live',
        checkedIn: false,
        credits: b.credits_used,
        prepaid: b.pre_paid,
      });
    }
    if (pay === 'prepaid') model.prepaidLeft -= 1;
    if (pay === 'credits') model.creditsLeft -= credits;
    // What the lines must bill: the quote, or the typed price; nothing when prepaid, credit-paid or complimentary.
    const owed = pay === 'invoice' ? (quote ? toPence(quote.full_price) : -1) : pay === 'typed' ? p.typedPence * resources.length : 0;
    if (pay === 'prepaid' && quote && toPence(quote.pending_after_prepaid) !== 0) {
      violation(
        'quote-equals-line',
        `prepaid booking ${made[0].code}: the quote leaves ${quote.pending_after_prepaid} pending, the booking charges nothing`,
      );
    }
    model.charges.push({ codes: made.map((b) => b.code), expected: owed });
  }
}

export interface ChangeParams {
  booking: number;
  action: 'cancel' | 'refund' | 'checkout';
}
export const changeParams: fc.Arbitrary<ChangeParams> = fc.record({
  booking: fc.nat({ max: 1000 }),
  action: fc.constantFrom<ChangeParams['action']>('cancel', 'refund', 'checkout'),
});

export class ChangeBookingCommand extends LedgerCommand<ChangeParams> {
  readonly name = 'change-booking';
  ready(model: Model) {
    return model.bookings.length > 0;
  }
  async act(model: Model, r: Real) {
    const b = pick(model.bookings, this.params.booking)!;
    const live = b.status === 'live';
    if (this.params.action === 'checkout') {
      // Check-out early: checked in, then finished before its planned end (the charge stays the quote).
      if (!b.checkedIn || !live) {
        // Staff check in ahead of the window with the rules' confirmation (issue 24 §4); once it has ended, never.
        const ended = b.end <= Date.now();
        const res = await apiSend(r, 'PUT', `/api/member-bookings/${b.code}`, { action: 'check_in', override_rules: true });
        if (!expectStatus(res, [live && !ended ? 200 : 409], `check in ${b.code} (${b.status})`) || !live || ended) return;
        b.checkedIn = true;
      }
      const res = await apiSend(r, 'PUT', `/api/member-bookings/${b.code}`, { status: 'finished' });
      if (expectStatus(res, [200], `check out ${b.code}`)) b.status = 'finished';
      return;
    }
    const status = this.params.action === 'cancel' ? 'cancelled' : 'refund';
    const res = await apiSend(r, 'PUT', `/api/member-bookings/${b.code}`, { status });
    if (!expectStatus(res, [live ? 200 : 409], `${this.params.action} ${b.code} (${b.status})`) || !live) return;
    b.status = status === 'cancelled' ? 'cancelled' : 'refund';
    model.creditsLeft += b.credits;
    if (b.prepaid) model.prepaidLeft += 1;
  }
}
