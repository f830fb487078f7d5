import {
  BOOKING_STATUS_MESSAGES,
  bookingTransition,
  bookingTypeForResource,
  checkInWindow,
  DEFAULT_TIME_ZONE,
  deskPriceQuery,
  formatDate,
  hotDeskWindow,
  meetingRoomAvailabilityQuery,
  OCCUPANCY_RESOURCE_TYPES,
  PORTAL_MESSAGES,
  quoteBookingsWithPrepaids,
  SLOT_STEP_MINUTES,
  toPence,
  toPounds,
  type portalDeskBooking,
  type portalQuoteQuery,
  type portalRoomBooking,
} from '@clubspace/contract';
import type { z } from 'zod';
import type { App } from '../../app-types.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { PortalContext } from '../../plugins/portal-context.ts';
import { queueBookingMails } from '../bookings/booking-mail.service.ts';
import { meetingRoomAvailability } from '../bookings/availability.service.ts';
import { checkInSettings } from '../bookings/check-in.service.ts';
import { openPrepaids, payerOf, toPrepaid } from '../bookings/pricing.service.ts';
import { deskPrice } from '../bookings/quote.service.ts';
import { updateBooking } from '../bookings/booking-update.service.ts';
import { actingContext } from './portal-acting.ts';
import { ownBooking, portalBookingsByIds, toPortalBookings } from './portal-bookings.repo.ts';
import { bookableResource, createPortalBookings } from './portal-create.service.ts';

const mailHost = (app: App) => new URL(app.config.publicUrl).hostname;
const stepFloor = (t: Date) => new Date(Math.floor(t.getTime() / (SLOT_STEP_MINUTES * 60_000)) * SLOT_STEP_MINUTES * 60_000);

/** A desk's day: 09:00–18:00 in the office's zone; a desk (not a hot desk) booked once the day has begun starts now. */
function deskWindow(type: string, day: string, tz: string, now: Date) {
  const w = hotDeskWindow(day, tz);
  const step = stepFloor(now);
  return type === 'desk' && w.start < step && step < w.end ? { start: step, end: w.end } : w;
}
const isDesk = (type: string) => (OCCUPANCY_RESOURCE_TYPES as readonly string[]).includes(type);

async function created(app: App, ctx: PortalContext, ids: number[]) {
  const rows = await portalBookingsByIds(app.db, ctx, ids);
  await queueBookingMails(
    app.db,
    app.log,
    mailHost(app),
    ctx.client.id,
    rows.map((r) => r.code),
    'confirmed',
  );
  return toPortalBookings(app.db, ctx, rows, new Date());
}

/** A desk for whole days (09:00–18:00 in the office's zone), one booking per day, all or nothing. */
export async function bookDesk(app: App, ctx: PortalContext, body: z.output<typeof portalDeskBooking>) {
  if (!ctx.settings.book_desks) throw forbidden(PORTAL_MESSAGES.desksOff);
  const { resource, office } = await bookableResource(app.db, ctx.client.id, body.resource);
  if (!isDesk(resource.resourceType)) throw badRequest({ resource: PORTAL_MESSAGES.notADesk });
  const tz = office.timeZone || DEFAULT_TIME_ZONE;
  const days = [...new Set(body.days)].sort();
  const type = bookingTypeForResource(resource.resourceType);
  const now = new Date();
  const entries = days.map((day) => {
    const w = deskWindow(type, day, tz, now);
    return {
      start: w.start.toISOString(),
      end: w.end.toISOString(),
      office: office.slug,
      booking_type: type,
      resource: resource.slug,
      member: ctx.member.slug,
      pre_paid: body.pay_with === 'prepaid' ? true : undefined,
    };
  });
  const ids = await createPortalBookings(
    app.db,
    actingContext(ctx),
    entries,
    days.length > 1 ? days.map((d) => formatDate(`${d}T12:00:00`)) : [null],
    { member: ctx.member, resource, office },
  );
  const bookings = await created(app, ctx, ids);
  return { detail: ids.length === 1 ? 'Your desk is booked' : `Your desk is booked for ${ids.length} days`, bookings };
}

/** A meeting room from start to end, paid by invoice, the membership's credits or a prepaid unit. */
export async function bookRoom(app: App, ctx: PortalContext, body: z.output<typeof portalRoomBooking>) {
  if (!ctx.settings.book_rooms) throw forbidden(PORTAL_MESSAGES.roomsOff);
  const { resource, office } = await bookableResource(app.db, ctx.client.id, body.resource);
  if (resource.resourceType !== 'meeting_room') throw badRequest({ resource: PORTAL_MESSAGES.notARoom });
  const entry = {
    start: body.start,
    end: body.end,
    office: office.slug,
    booking_type: 'meeting_room' as const,
    resource: resource.slug,
    member: ctx.member.slug,
    credits: body.pay_with === 'credits',
    pre_paid: body.pay_with === 'prepaid' ? true : undefined,
  };
  const ids = await createPortalBookings(app.db, actingContext(ctx), [entry], [null], { member: ctx.member, resource, office });
  return { detail: 'Your meeting room is booked', bookings: await created(app, ctx, ids) };
}

/**
 * The price of what the member would book, by the staff quote's own function (deskPrice: member prices from their
 * membership, the rules' slots) — so it equals the invoice line — with their prepaid packages applied over every day.
 */
export async function portalQuote(app: App, ctx: PortalContext, q: z.output<typeof portalQuoteQuery>) {
  const { resource, office } = await bookableResource(app.db, ctx.client.id, q.resource);
  const acting = actingContext(ctx);
  const type = bookingTypeForResource(resource.resourceType);
  const base = { office: office.slug, booking_type: type, resource: resource.slug, member: ctx.member.slug };
  const prices: number[] = [];
  let room = { free: true, credits: 0, available_credits: 0 };
  if (type === 'meeting_room') {
    if (!q.start || !q.end) throw badRequest({ [q.start ? 'end' : 'start']: 'Choose a start and an end time' });
    const quote = await deskPrice(app.db, acting, deskPriceQuery.parse({ ...base, start: q.start, end: q.end }));
    prices.push(toPence(quote.full_price));
    const a = await meetingRoomAvailability(
      app.db,
      acting,
      meetingRoomAvailabilityQuery.parse({ resource: resource.slug, start: q.start, end: q.end, member: ctx.member.slug }),
    );
    room = { free: a.status === 'free', credits: a.credits, available_credits: a.available_credits };
  } else {
    if (!q.day.length) throw badRequest({ day: 'Choose a day' });
    const now = new Date();
    for (const day of q.day) {
      const w = deskWindow(type, day, office.timeZone || DEFAULT_TIME_ZONE, now);
      const window = type === 'hot_desk' ? { day } : { start: w.start.toISOString(), end: w.end.toISOString() };
      prices.push(toPence((await deskPrice(app.db, acting, deskPriceQuery.parse({ ...base, ...window }))).full_price));
    }
  }
  const packages = (await openPrepaids(app.db, ctx.client.id, payerOf(null, { id: ctx.member.id, teamId: ctx.member.teamId }))).map(toPrepaid);
  const quote = quoteBookingsWithPrepaids(prices, packages);
  return { price: toPounds(quote.full_price_pence), pending_after_prepaid: toPounds(quote.pending_after_prepaid_pence), ...room };
}

/** One of the member's own bookings, else 404 (another member's, or another operator's, is not found). */
export async function mine(app: App, ctx: PortalContext, code: string) {
  const b = await ownBooking(app.db, ctx, code);
  if (!b) throw notFound(PORTAL_MESSAGES.notYours);
  return b;
}

async function answer(app: App, ctx: PortalContext, code: string, detail: string) {
  const [booking] = await toPortalBookings(app.db, ctx, [await mine(app, ctx, code)], new Date());
  return { detail, booking };
}

/**
 * Cancel within the operator's window: the staff's Cancel & Refund (the state machine refuses a closed booking in its
 * words), so credits and a prepaid unit come back and the invoice line is voided on a draft or credited on an issued
 * invoice — the money trail's one reversal.
 */
export async function cancelBooking(app: App, ctx: PortalContext, code: string) {
  const b = await mine(app, ctx, code);
  const hours = ctx.settings.cancel_hours;
  if (Date.now() > b.plannedStart.getTime() - hours * 3_600_000) throw conflict(PORTAL_MESSAGES.cancelWindow(hours), 'cancel_window');
  if (b.realStart) throw conflict(BOOKING_STATUS_MESSAGES.alreadyCheckedIn, 'booking_transition');
  const result = await updateBooking(app.db, actingContext(ctx), b.code, { status: 'refund' });
  await queueBookingMails(app.db, app.log, mailHost(app), ctx.client.id, [b.code], 'cancelled');
  return answer(app, ctx, b.code, result.detail);
}

/** Check in within the one check-in window (contract checkInWindow): never early, whatever is sent. */
export async function checkInBooking(app: App, ctx: PortalContext, code: string) {
  const b = await mine(app, ctx, code);
  const t = bookingTransition({ status: b.status, real_start: b.realStart }, 'check_in');
  if (!t.ok) throw conflict(t.message, 'booking_transition');
  const { opensMinutes, timeZone } = await checkInSettings(app.db, ctx.client.id, b);
  const w = checkInWindow({ planned_start: b.plannedStart, planned_end: b.plannedEnd }, new Date(), opensMinutes, timeZone);
  if (!w.ok) throw conflict(w.message, 'checkin');
  const result = await updateBooking(app.db, actingContext(ctx), b.code, { action: 'check_in' });
  return answer(app, ctx, b.code, result.detail);
}
