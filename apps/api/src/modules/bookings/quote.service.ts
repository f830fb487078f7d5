import {
  DEFAULT_TIME_ZONE,
  BOOKING_MESSAGES,
  fixHotDeskTimes,
  hotDeskWindow,
  isComplimentaryBooking,
  isoDayInZone,
  pricingSize,
  quoteBookingsWithPrepaids,
  toPounds,
  type BookingType,
  type deskPriceQuery,
} from '@clubspace/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { granularityFor } from '../booking-rules/booking-rules.service.ts';
import { RefResolver } from './booking-refs.ts';
import { activeMembership, onePricePence, openPrepaids, payerOf, representativeResource, toPrepaid } from './pricing.service.ts';

type Query = z.output<typeof deskPriceQuery>;
type Window = { start: Date; end: Date };

/** The window create books for a type: hot desks 09:00–18:00 of the day (or of start's day); others start–end. */
function windowFor(type: BookingType, q: Query, tz: string): Window {
  let window: Window;
  if (type === 'hot_desk')
    window = q.day ? hotDeskWindow(q.day, tz) : q.start ? fixHotDeskTimes(q.start, tz) : hotDeskWindow(isoDayInZone(new Date(), tz), tz);
  else if (q.start && q.end) window = { start: new Date(q.start), end: new Date(q.end) };
  else if (q.day) window = hotDeskWindow(q.day, tz);
  else throw badRequest({ day: BOOKING_MESSAGES.dayRequired });
  if (!(window.end > window.start)) throw badRequest({ end: BOOKING_MESSAGES.plannedEndBeforeStart });
  return window;
}

/**
 * GET /api/calculate-booking-desk-price/ (issue 23): the bookings the screen will create — one per listed resource,
 * each of its own type when one type per resource is sent; else `booking_size` of the work area or the office's
 * cheapest desk — priced one by one exactly as booking create prices them (payer's membership at the booking's
 * start, the resource's booking rules' slots, complimentary = 0), then prepaid packages applied as create applies them.
 */
export async function deskPrice(db: Db, ctx: StaffContext, q: Query) {
  const refs = new RefResolver(db, ctx);
  const office = await refs.office(q.office);
  const tz = office.timeZone || DEFAULT_TIME_ZONE;
  const member = q.member ? await refs.member(q.member) : null;
  const team = q.team ? await refs.team(q.team) : null;
  const guest = q.guest ? await refs.guest(q.guest) : null;
  const who = payerOf(team, member, guest);
  const workArea = q.work_area ? await refs.workArea(q.work_area) : null;

  const planned: { type: BookingType; resource: Awaited<ReturnType<RefResolver['resource']>> | null; count: number }[] = [];
  if (q.resource.length) {
    for (const [i, slug] of q.resource.entries()) {
      const resource = await refs.resource(slug);
      if (resource.officeId !== office.id) throw badRequest({ resource: BOOKING_MESSAGES.wrongOffice });
      const type = q.booking_type[i] ?? q.booking_type[0];
      planned.push({ type, resource, count: q.resource.length > 1 ? 1 : pricingSize(type, q.booking_size ?? 1) });
    }
  } else {
    const type = q.booking_type[0];
    const resource =
      workArea && type !== 'meeting_room' ? null : await representativeResource(db, ctx.client.id, office.id, type, workArea?.id ?? null);
    planned.push({ type, resource, count: pricingSize(type, q.booking_size ?? 1) });
  }

  const complimentary = isComplimentaryBooking(q);
  const memberAt = new Map<number, boolean>();
  const prices: number[] = [];
  for (const p of planned) {
    const window = windowFor(p.type, q, tz);
    const key = window.start.getTime();
    if (!memberAt.has(key)) memberAt.set(key, Boolean(await activeMembership(db, ctx.client.id, who, window.start)));
    const slot = await granularityFor(db, ctx.client.id, p.type, p.resource?.id ?? null);
    const one = complimentary ? 0 : onePricePence(p.resource, workArea, memberAt.get(key)!, window, tz, slot);
    for (let n = 0; n < p.count; n++) prices.push(one);
  }
  // Complimentary bookings use no prepaid unit (create skips them too).
  const packages = complimentary ? [] : (await openPrepaids(db, ctx.client.id, who)).map(toPrepaid);
  const quote = quoteBookingsWithPrepaids(prices, packages);
  return {
    full_price: toPounds(quote.full_price_pence),
    pending_after_prepaid: toPounds(quote.pending_after_prepaid_pence),
    selected_prepaids: quote.selected_prepaids.map((p) => ({
      code: p.code,
      single_price: toPounds(p.single_price_pence),
      create_date: p.create_date,
    })),
  };
}
