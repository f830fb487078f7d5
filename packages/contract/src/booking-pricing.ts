/**
 * Booking prices and credits (issue 7): the resource's member or non-member price per hour, day or month chosen by
 * duration, prepaid packages first, meeting rooms payable with plan credits. Integer pence throughout. Pure functions.
 */
import { DEFAULT_TIME_ZONE } from './dates.ts';
import { durationMinutes, officeDaysSpanned } from './booking-slots.ts';
import { roundPence } from './money.ts';

/** One price grid (pence and credits) — a resource's member or non-member grid. */
export interface PriceGrid {
  hourPence: number;
  dayPence: number;
  monthPence: number;
  creditsHour: number;
  creditsDay: number;
  creditsMonth: number;
}

export interface ResourcePrices {
  member: PriceGrid;
  nonMember: PriceGrid;
}

/** A month of bookings counts as 30 days; a day price caps the hours of one day; a month price caps 30 days. */
export const DAYS_PER_MONTH = 30;
const MINUTES_PER_DAY_CAP = 24 * 60;

/** A team (or member of one) with an active membership pays member prices. */
export const gridFor = (prices: ResourcePrices, isMember: boolean): PriceGrid => (isMember ? prices.member : prices.nonMember);

function byDuration(hour: number, day: number, month: number, minutes: number, days: number, roundUp: boolean): number {
  const round = (x: number) => (roundUp ? Math.ceil(x - 1e-9) : roundPence(x));
  if (minutes <= 0) return 0;
  if (days <= 1 && minutes < MINUTES_PER_DAY_CAP) {
    // Within one day: hours pro rata by minutes, capped by the day price (a day price of 0 means no cap).
    const hourly = hour > 0 ? round((hour * minutes) / 60) : day;
    return day > 0 ? Math.min(hourly, day) : hourly;
  }
  // Several days: whole months at the month price, the remaining days at the day price capped by a month.
  const months = Math.floor(days / DAYS_PER_MONTH);
  const rest = days - months * DAYS_PER_MONTH;
  const dayPrice = day > 0 ? day : hour > 0 ? hour * 24 : 0;
  const monthPrice = month > 0 ? month : dayPrice * DAYS_PER_MONTH;
  const restPrice = monthPrice > 0 ? Math.min(rest * dayPrice, monthPrice) : rest * dayPrice;
  return months * monthPrice + restPrice;
}

/**
 * Minutes rounded UP to whole slots of `granularity` (a booking rule: 15, 30 or 60; null or 0 = by the minute). The
 * price is then pro rata of the charged minutes, so a 30-minute slot costs half the hour price, never a whole hour.
 */
export function chargedMinutes(minutes: number, granularity?: number | null): number {
  const m = Math.max(0, minutes);
  if (!granularity || granularity <= 0) return m;
  return Math.max(0, Math.ceil(m / granularity - 1e-9) * granularity);
}

/** The price in pence of ONE booking of a resource for [start, end), charged in slots of `granularity` minutes. Never negative. */
export function bookingPricePence(
  grid: PriceGrid,
  start: Date | string,
  end: Date | string,
  timeZone: string = DEFAULT_TIME_ZONE,
  granularity?: number | null,
): number {
  const minutes = chargedMinutes(durationMinutes(start, end), granularity);
  const days = officeDaysSpanned(start, end, timeZone);
  return Math.max(0, byDuration(Math.max(0, grid.hourPence), Math.max(0, grid.dayPence), Math.max(0, grid.monthPence), minutes, days, false));
}

/** Credits ONE booking costs (meeting rooms): whole credits, rounded up, by the same slots. Never negative. */
export function bookingCredits(
  grid: PriceGrid,
  start: Date | string,
  end: Date | string,
  timeZone: string = DEFAULT_TIME_ZONE,
  granularity?: number | null,
): number {
  const minutes = chargedMinutes(durationMinutes(start, end), granularity);
  const days = officeDaysSpanned(start, end, timeZone);
  return Math.max(0, byDuration(Math.max(0, grid.creditsHour), Math.max(0, grid.creditsDay), Math.max(0, grid.creditsMonth), minutes, days, true));
}

/** Price of N identical bookings: N × one (booking size; a meeting room's size is always 1). */
export function sizedPricePence(onePence: number, size: number): number {
  return Math.max(0, onePence) * Math.max(0, Math.floor(size));
}

/** Meeting rooms book one room: the size used for pricing is forced to 1. */
export const pricingSize = (bookingType: string, size: number) => (bookingType === 'meeting_room' ? 1 : Math.max(1, Math.floor(size)));

export interface PrepaidPackage {
  code: string;
  single_price_pence: number;
  /** Units still unused. */
  remaining: number;
  create_date: string;
}

export interface SelectedPrepaid {
  code: string;
  single_price_pence: number;
  create_date: string;
}

export interface PriceQuote {
  full_price_pence: number;
  pending_after_prepaid_pence: number;
  /** One entry per booking the packages cover (oldest package first). */
  selected_prepaids: SelectedPrepaid[];
}

/**
 * The price answer for bookings in the order booking create receives them (each its own price, a mix of desks
 * included): prepaid packages (oldest first) cover whole bookings from the first on — create consumes one unit per
 * entry in that order — and the rest is pending. full = Σ prices; 0 ≤ pending ≤ full; each booking covered at most once.
 */
export function quoteBookingsWithPrepaids(pricesPence: readonly number[], packages: readonly PrepaidPackage[]): PriceQuote {
  const prices = pricesPence.map((p) => Math.max(0, p));
  const selected: SelectedPrepaid[] = [];
  const ordered = [...packages].sort((a, b) => (a.create_date < b.create_date ? -1 : a.create_date > b.create_date ? 1 : a.code < b.code ? -1 : 1));
  for (const p of ordered) {
    for (let u = 0; u < Math.max(0, Math.floor(p.remaining)) && selected.length < prices.length; u++) {
      selected.push({ code: p.code, single_price_pence: p.single_price_pence, create_date: p.create_date });
    }
    if (selected.length >= prices.length) break;
  }
  const sum = (list: number[]) => list.reduce((s, p) => s + p, 0);
  return { full_price_pence: sum(prices), pending_after_prepaid_pence: sum(prices.slice(selected.length)), selected_prepaids: selected };
}

/** `size` bookings of one price (the quote without a listed resource): N × one, packages first. */
export function quoteWithPrepaids(onePence: number, size: number, packages: readonly PrepaidPackage[]): PriceQuote {
  return quoteBookingsWithPrepaids(
    Array.from({ length: Math.max(0, Math.floor(size)) }, () => onePence),
    packages,
  );
}

/** Credits still available on a membership: its plan's credits minus those held by bookings that were not cancelled. */
export function availableCredits(freeCredits: number, usedByLiveBookings: readonly number[]): number {
  const used = usedByLiveBookings.reduce((s, c) => s + Math.max(0, c), 0);
  return Math.max(0, Math.max(0, freeCredits) - used);
}

/** A booking can be paid with credits when it costs some and the membership has enough left. */
export const canPayWithCredits = (needed: number, available: number) => needed > 0 && needed <= available;

/**
 * What a new booking costs the team and how: complimentary and prepaid bookings go on no invoice; credit-paid ones
 * neither; anything else priced above 0 adds one 'work' line to the team's draft invoice.
 */
export type BookingPayment = 'complimentary' | 'prepaid' | 'credits' | 'invoice' | 'free';
export function paymentOf(input: { complimentary: boolean; prepaid: boolean; credits: boolean; pricePence: number }): BookingPayment {
  if (input.complimentary) return 'complimentary';
  if (input.prepaid) return 'prepaid';
  if (input.credits) return 'credits';
  return input.pricePence > 0 ? 'invoice' : 'free';
}
