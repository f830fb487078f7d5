import {
  BOOKING_MESSAGES,
  bookingLineName,
  bookingCreate,
  bookingCreateEntry,
  bookingCredits,
  canPayWithCredits,
  fixHotDeskTimes,
  inactiveMemberViolation,
  isComplimentaryBooking,
  isOnStep,
  isoDayInZone,
  paymentOf,
  toPence,
  type BookingType,
  DEFAULT_TIME_ZONE,
} from '@clubspace/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { bookings, prepaidPackages } from '../../db/schema/index.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { addTrailLine } from '../invoices/invoice-trail.service.ts';
import { RefResolver } from './booking-refs.ts';
import { assertBookable } from './booking-guard.ts';
import { bookingConflict, lockResources, relateBookings, stepFloor } from './booking-writes.ts';
import { bookingExtras, findBooking, findBookingsByIds } from './bookings.repo.ts';
import { toBookingItem } from './bookings.mappers.ts';
import { activeMembership, creditsLeft, onePricePence, openPrepaids, payerOf, priceGrid } from './pricing.service.ts';
import { applyBookingRules } from '../booking-rules/booking-rules.service.ts';
import { pgCode } from '../../lib/pg-errors.ts';
import { writeTransaction } from '../../db/transaction.ts';

/**
 * Creating bookings: the entries are planned (validated, resolved, priced, checked against rules, closures and
 * blocks), inserted under the exclusion constraint, then paid (prepaid unit, credits or an invoice line). Series
 * (booking-series) book their occurrences through the same planEntry and settlePayment.
 */

/** An error about one entry of a multi-entry create: the answer names the entry's index. */
export class BookingEntryError extends HttpError {
  constructor(
    base: HttpError,
    public readonly entry: number,
  ) {
    super(base.statusCode, base.detail, base.errors, base.code, base.extra);
  }
}

export type Entry = z.output<typeof bookingCreateEntry>;

export interface PlannedBooking {
  index: number;
  entry: Entry;
  values: typeof bookings.$inferInsert;
  /** Price of this one booking (pence) before prepaid/credits/complimentary. */
  onePence: number;
  teamId: number | null;
  memberId: number | null;
  timeZone: string;
  label: string;
  grid: ReturnType<typeof priceGrid>;
  /** Charged slot length from the booking rules (null = by the minute). */
  granularity: number | null;
}

/**
 * POST /api/member-bookings/: every entry in ONE transaction. Inserts come first (the exclusion constraint decides
 * each overlap; a clash names its entry and nothing is kept), then prepaid units, credits and invoice lines, whose
 * row locks are taken after every insert so two requests never wait on each other in a cycle.
 */
export async function createBookings(db: Db, ctx: StaffContext, body: unknown) {
  const entries = parseEntries(body);
  const now = new Date();

  const ids = await writeTransaction(db, async (tx) => {
    const refs = new RefResolver(tx, ctx);
    const planned: PlannedBooking[] = [];
    for (let i = 0; i < entries.length; i++) {
      try {
        planned.push(await planEntry(refs, ctx, tx, entries[i], i, now));
      } catch (err) {
        throw err instanceof HttpError ? new BookingEntryError(err, i) : err;
      }
    }
    await lockResources(
      tx,
      planned.map((p) => p.values.resourceId),
    );
    const created: number[] = [];
    for (const p of planned) {
      try {
        const [row] = await tx.insert(bookings).values(p.values).returning({ id: bookings.id });
        created.push(row.id);
      } catch (err) {
        if (pgCode(err) === '23P01') throw new BookingEntryError(bookingConflict(p.values.bookingType!), p.index);
        throw err;
      }
    }
    for (const [k, p] of planned.entries()) {
      try {
        await settlePayment(tx, ctx, p, created[k]);
      } catch (err) {
        throw err instanceof HttpError ? new BookingEntryError(err, p.index) : err;
      }
    }
    await relateBookings(tx, ctx.client.id, created);
    return created;
  });
  const rows = await findBookingsByIds(db, ids);
  return { bookings: rows.map(toBookingItem) };
}

/** The entries (bookingCreate), or 400 naming the first entry at fault and its fields under their own names. */
function parseEntries(body: unknown): Entry[] {
  const parsed = bookingCreate.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  let entry: number | undefined;
  for (const issue of parsed.error.issues) {
    const [first, ...rest] = issue.path;
    if (typeof first === 'number') entry ??= first;
    const field = (typeof first === 'number' ? rest : issue.path).join('.') || 'entries';
    errors[field] ??= issue.message;
  }
  const err = badRequest(errors);
  throw entry === undefined ? err : new BookingEntryError(err, entry);
}

/** What an entry names (office, resource, place, holder, broker); a guest by e-mail alone is found or added. */
async function entryRefs(refs: RefResolver, entry: Entry) {
  const office = await refs.office(entry.office);
  const resource = entry.resource ? await refs.resource(entry.resource) : null;
  if (resource && resource.officeId !== office.id) throw badRequest({ resource: BOOKING_MESSAGES.wrongOffice });
  const workArea = entry.work_area ? await refs.workArea(entry.work_area) : null;
  const floor = entry.floor ? await refs.floor(entry.floor) : null;
  const member = entry.member ? await refs.member(entry.member) : null;
  const team = entry.team ? await refs.team(entry.team) : null;
  let guest = entry.guest ? await refs.guest(entry.guest) : null;
  const broker = entry.client ? await refs.broker(entry.client) : null;
  if (!member && !team && !guest && !broker && entry.guest_email) {
    guest = await refs.guestByEmail(`${entry.guest_name ?? ''} ${entry.guest_surname ?? ''}`.trim(), entry.guest_email, office.id);
  }
  return { office, resource, workArea, floor, member, team, guest, broker };
}

/** An entry's times: hot desks are always 09:00–18:00 of the start's office day; others go in 5-minute steps. */
function entryTimes(entry: Entry, tz: string, now: Date) {
  let start = new Date(entry.start);
  let end = new Date(entry.end);
  if (entry.booking_type === 'hot_desk') ({ start, end } = fixHotDeskTimes(start, tz));
  else {
    if (!isOnStep(start)) throw badRequest({ start: BOOKING_MESSAGES.step });
    if (!isOnStep(end)) throw badRequest({ end: BOOKING_MESSAGES.step });
  }
  // Not in the past: a hot desk may still be booked while its day runs; other bookings start from the current step.
  if (entry.booking_type === 'hot_desk' ? end <= now : start < stepFloor(now)) throw badRequest({ start: BOOKING_MESSAGES.inPast });
  return { start, end };
}

/** Validates and resolves one entry into a row to insert (no writes yet). */
export async function planEntry(refs: RefResolver, ctx: StaffContext, db: Executor, entry: Entry, index: number, now: Date): Promise<PlannedBooking> {
  const { office, resource, workArea, floor, member, team, guest, broker } = await entryRefs(refs, entry);
  const tz = office.timeZone || DEFAULT_TIME_ZONE;
  const { teamId } = payerOf(team, member, guest);
  const { start, end } = entryTimes(entry, tz, now);
  // Closed office or blocked resource: 409 in words (issue 11; the exclusion constraint still guards blocks).
  await assertBookable(db, { officeId: office.id, resourceId: resource?.id, start, end, office, resource });

  const membership = await activeMembership(db, ctx.client.id, { memberId: member?.id ?? null, teamId }, start);
  const rules = await applyBookingRules(db, ctx, {
    bookingType: entry.booking_type,
    resourceId: resource?.id ?? null,
    start,
    end,
    isMember: Boolean(membership),
    timeZone: tz,
    now,
    override: entry.override_rules,
    extra: member?.status === 'inactive' ? [inactiveMemberViolation(member.name)] : [],
  });
  const grid = priceGrid(resource, workArea, Boolean(membership));
  // Staff's typed price wins; otherwise the catalogue price, through the same function as the quote (issue 23).
  const onePence =
    entry.price !== null && entry.price !== undefined
      ? toPence(entry.price)
      : onePricePence(resource, workArea, Boolean(membership), { start, end }, tz, rules.granularity);
  const complimentary = isComplimentaryBooking(entry);
  // Complimentary meeting rooms are stored as origin deference (shown as Complimentary).
  // A referral member's booking is a referral booking (the seeds handle referral members apart on the map).
  const origin =
    complimentary && entry.booking_type === 'meeting_room'
      ? 'deference'
      : member?.role === 'referral' && entry.origin === 'regular'
        ? 'referral'
        : entry.origin;
  const code = newBookingCode();
  const type = entry.booking_type as BookingType;
  return {
    index,
    entry,
    teamId,
    memberId: member?.id ?? null,
    timeZone: tz,
    grid,
    granularity: rules.granularity,
    onePence,
    label: bookingLineName({ bookingType: type, resourceName: resource?.name, start, end, timeZone: tz }),
    values: {
      clientId: ctx.client.id,
      code,
      slug: code.toLowerCase(),
      bookingType: type,
      origin,
      status: 'active',
      officeId: office.id,
      floorId: floor?.id ?? resource?.floorId ?? workArea?.floorId ?? null,
      workAreaId: workArea?.id ?? resource?.workAreaId ?? null,
      resourceId: resource?.id ?? null,
      memberId: member?.id ?? null,
      guestId: guest?.id ?? null,
      teamId,
      brokerId: broker?.id ?? null,
      membershipId: membership?.id ?? null,
      plannedStart: start,
      plannedEnd: end,
      singlePricePence: onePence,
      pricePence: complimentary ? 0 : onePence,
      payNow: entry.payNow,
      paid: entry.paid,
      complimentary,
      capacity: entry.capacity,
      comments: entry.comments ?? null,
      ...rules.record,
      // Made with an API key (issue 29): the channel says so and the key is recorded.
      ...(ctx.apiKey ? { channel: 'api', apiKeyId: ctx.apiKey.id } : {}),
    },
  };
}

/** Prepaid unit, credits or the invoice line of one new booking. */
export async function settlePayment(tx: Executor, ctx: StaffContext, p: PlannedBooking, bookingId: number) {
  const e = p.entry;
  const v = p.values;
  const who = { memberId: p.memberId, teamId: p.teamId };
  let prepaid = false;
  let credits = false;
  const set: Partial<typeof bookings.$inferInsert> = {};

  if (e.pre_paid && !v.complimentary) {
    const code = typeof e.pre_paid === 'string' ? e.pre_paid : undefined;
    const [pkg] = await openPrepaids(tx, ctx.client.id, who, code, true);
    if (!pkg) throw badRequest({ pre_paid: BOOKING_MESSAGES.noPrepaid });
    await tx
      .update(prepaidPackages)
      .set({ unitsUsed: sql`${prepaidPackages.unitsUsed} + 1` })
      .where(eq(prepaidPackages.id, pkg.id));
    Object.assign(set, { prepaidPackageId: pkg.id, status: 'pre_paid', pricePence: pkg.singlePricePence, paid: true });
    prepaid = true;
  } else if (e.credits && !v.complimentary) {
    const membership = await activeMembership(tx, ctx.client.id, who, v.plannedStart as Date, true);
    if (!membership) throw badRequest({ credits: BOOKING_MESSAGES.noTeamForCredits });
    const needed = bookingCredits(p.grid, v.plannedStart as Date, v.plannedEnd as Date, p.timeZone, p.granularity);
    const left = await creditsLeft(tx, membership, bookingId);
    if (!canPayWithCredits(needed, left)) throw badRequest({ credits: BOOKING_MESSAGES.notEnoughCredits });
    Object.assign(set, { membershipId: membership.id, creditsUsed: needed, pricePence: 0, paid: true });
    credits = true;
  }

  const payment = paymentOf({ complimentary: Boolean(v.complimentary), prepaid, credits, pricePence: v.pricePence ?? 0 });
  if (payment === 'invoice' && p.teamId) {
    const day = isoDayInZone(v.plannedStart as Date, p.timeZone);
    const lineId = await addTrailLine(tx, {
      clientId: ctx.client.id,
      teamId: p.teamId,
      officeId: v.officeId,
      memberId: p.memberId,
      paymentType: 'work',
      name: p.label,
      day,
      unitPricePence: v.pricePence ?? 0,
      // The booking's price is a catalogue price (the resource's grid, or one staff typed): it follows the operator's
      // VAT setting, so the line's gross is the price shown when it includes VAT.
      pricesIncludeVat: ctx.client.pricesIncludeVat,
      paid: Boolean(e.paid || e.payNow),
      refs: { bookingId },
    });
    Object.assign(set, { invoiceLineId: lineId, paid: Boolean(e.paid || e.payNow) });
  }
  if (Object.keys(set).length) await tx.update(bookings).set(set).where(eq(bookings.id, bookingId));
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Eight characters without the look-alikes (0/O, 1/I). */
function newBookingCode(): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += CODE_ALPHABET[Math.floor(Math.random() * CODE_ALPHABET.length)];
  return s;
}

/** GET /api/member-bookings/{code}: the booking with what it links to. */
export async function bookingDetailOf(db: Db, ctx: StaffContext, key: string) {
  const row = await findBooking(db, ctx, key);
  if (!row) throw notFound('Booking not found');
  return { ...toBookingItem(row), ...(await bookingExtras(db, ctx, row)) };
}
