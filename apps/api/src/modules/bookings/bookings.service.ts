import {
  DEFAULT_TIME_ZONE,
  BOOKING_CONFLICT_CODE,
  BOOKING_MESSAGES,
  BOOKING_STATUS_MESSAGES,
  bookingActionChange,
  bookingLineName,
  bookingCreate,
  bookingCreateEntry,
  bookingCredits,
  bookingStatusChange,
  bookingTransition,
  bookingUpdate,
  canPayWithCredits,
  conflictMessage,
  fixHotDeskTimes,
  inactiveMemberViolation,
  isComplimentaryBooking,
  isComplimentaryOrigin,
  isFinalBookingStatus,
  isOnStep,
  isoDayInZone,
  paymentOf,
  SLOT_STEP_MINUTES,
  statusTransition,
  toPence,
  type BookingTransition,
  type BookingType,
} from '@clubspace/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { bookingRelations, bookings, invoiceLines, invoices, prepaidPackages } from '../../db/schema/index.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { assertBookable } from '../blocks/booking-guard.ts';
import { addTrailLine, reverseTrailLine } from '../invoices/invoice-trail.service.ts';
import { RefResolver } from './booking-refs.ts';
import { bookingExtras, byCodeOrId, findBooking, findBookingsByIds, visibleBookings } from './bookings.repo.ts';
import { toBookingItem } from './bookings.mappers.ts';
import { activeMembership, creditsLeft, onePricePence, openPrepaids, payerOf, priceGrid } from './pricing.service.ts';
import { applyBookingRules, applyBookingRulesOnMove } from '../booking-rules/booking-rules.service.ts';
import { pgCode } from '../../lib/pg-errors.ts';
import { assertStaffCheckInWindow } from './check-in.service.ts';
import { writeTransaction } from '../../db/transaction.ts';

/** An error about one entry of a multi-entry create: the answer names the entry's index. */
export class BookingEntryError extends HttpError {
  constructor(
    base: HttpError,
    public readonly entry: number,
  ) {
    super(base.statusCode, base.detail, base.errors, base.code, base.extra);
  }
}

export const bookingConflict = (type: string) => {
  const message = conflictMessage(type);
  return conflict(message, BOOKING_CONFLICT_CODE, { [type === 'meeting_room' ? 'resource' : 'resource']: message });
};

/** A namespace for the per-resource advisory locks that queue writers of one desk or room. */
const RESOURCE_LOCK = 0x0b0c;

/**
 * Queues the writers of the same resources, in id order. Without it, two transactions inserting overlapping rows
 * each wait for the other inside the exclusion check (PostgreSQL then kills one as a deadlock after a second); with
 * it, the second writer waits for the first to commit and then meets the constraint at once. The constraint, not
 * this lock, is still what forbids the overlap.
 */
export async function lockResources(tx: Executor, resourceIds: (number | null | undefined)[]) {
  const ids = [...new Set(resourceIds.filter((id): id is number => typeof id === 'number'))].sort((a, b) => a - b);
  for (const id of ids) await tx.execute(sql`select pg_advisory_xact_lock(${RESOURCE_LOCK}::int, ${id}::int)`);
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function newBookingCode(): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += CODE_ALPHABET[Math.floor(Math.random() * CODE_ALPHABET.length)];
  return s;
}

/** The current 5-minute step: a start in it is not "in the past" (the form's time picker rounds to steps). */
const stepFloor = (now: Date) => new Date(Math.floor(now.getTime() / (SLOT_STEP_MINUTES * 60_000)) * SLOT_STEP_MINUTES * 60_000);

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

/** Validates and resolves one entry into a row to insert (no writes yet). */
export async function planEntry(refs: RefResolver, ctx: StaffContext, db: Executor, entry: Entry, index: number, now: Date): Promise<PlannedBooking> {
  const office = await refs.office(entry.office);
  const tz = office.timeZone || DEFAULT_TIME_ZONE;
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
  const { teamId } = payerOf(team, member, guest);

  // Times: hot desks are always 09:00–18:00 of the start's office day; others go in 5-minute steps.
  let start = new Date(entry.start);
  let end = new Date(entry.end);
  if (entry.booking_type === 'hot_desk') ({ start, end } = fixHotDeskTimes(start, tz));
  else {
    if (!isOnStep(start)) throw badRequest({ start: BOOKING_MESSAGES.step });
    if (!isOnStep(end)) throw badRequest({ end: BOOKING_MESSAGES.step });
  }
  // Not in the past: a hot desk may still be booked while its day runs; other bookings start from the current step.
  if (entry.booking_type === 'hot_desk' ? end <= now : start < stepFloor(now)) throw badRequest({ start: BOOKING_MESSAGES.inPast });
  // Closed office or blocked resource: 409 in words (issue 11; the exclusion constraint still guards blocks).
  await assertBookable(db, { officeId: office.id, resourceId: resource?.id, start, end, office, resource });

  const membership = await activeMembership(db, ctx.client.id, { memberId: member?.id ?? null, teamId }, start);
  const rules = await applyBookingRules(db, ctx, { bookingType: entry.booking_type, resourceId: resource?.id ?? null, start, end, isMember: Boolean(membership), timeZone: tz, now, override: entry.override_rules, extra: member?.status === 'inactive' ? [inactiveMemberViolation(member.name)] : [] });
  const grid = priceGrid(resource, workArea, Boolean(membership));
  // Staff's typed price wins; otherwise the catalogue price, through the same function as the quote (issue 23).
  const onePence = entry.price !== null && entry.price !== undefined ? toPence(entry.price) : onePricePence(resource, workArea, Boolean(membership), { start, end }, tz, rules.granularity);
  const complimentary = isComplimentaryBooking(entry);
  // Complimentary meeting rooms are stored as origin deference (shown as Complimentary).
  // A referral member's booking is a referral booking (the seeds handle referral members apart on the map).
  const origin = complimentary && entry.booking_type === 'meeting_room' ? 'deference' : member?.role === 'referral' && entry.origin === 'regular' ? 'referral' : entry.origin;
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
      capacity: type === 'meeting_room' ? entry.capacity : entry.capacity,
      comments: entry.comments ?? null,
      ...rules.record,
    },
  };
}

/**
 * POST /api/member-bookings/: every entry in ONE transaction. Inserts come first (the exclusion constraint decides
 * each overlap; a clash names its entry and nothing is kept), then prepaid units, credits and invoice lines, whose
 * row locks are taken after every insert so two requests never wait on each other in a cycle.
 */
export async function createBookings(db: Db, ctx: StaffContext, body: unknown) {
  const parsed = bookingCreate.safeParse(body);
  if (!parsed.success) {
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
  const entries = parsed.data;
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
    await lockResources(tx, planned.map((p) => p.values.resourceId));
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
    if (created.length > 1) {
      const pairs = created.flatMap((a) => created.filter((b) => b !== a).map((b) => ({ clientId: ctx.client.id, bookingId: a, relatedBookingId: b })));
      for (let i = 0; i < pairs.length; i += 1000) await tx.insert(bookingRelations).values(pairs.slice(i, i + 1000));
    }
    return created;
  });
  const rows = await findBookingsByIds(db, ids);
  return { bookings: rows.map(toBookingItem) };
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
    await tx.update(prepaidPackages).set({ unitsUsed: sql`${prepaidPackages.unitsUsed} + 1` }).where(eq(prepaidPackages.id, pkg.id));
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

// ---- Update ----

export type BookingLock = typeof bookings.$inferSelect;

async function lockBooking(tx: Executor, ctx: StaffContext, key: string): Promise<BookingLock> {
  const rows = await tx.select().from(bookings).where(and(visibleBookings(ctx), byCodeOrId(key))).limit(2).for('update');
  const row = rows.find((r) => r.code === key) ?? rows[0];
  if (!row) throw notFound('Booking not found');
  return row;
}

/** Effects of an allowed transition: status and stamps, the prepaid unit back, the invoice line voided or credited. */
export async function applyTransition(tx: Executor, ctx: StaffContext, b: BookingLock, t: Extract<BookingTransition, { ok: true }>, now: Date) {
  const set: Partial<typeof bookings.$inferInsert> = { status: t.to };
  if (t.setRealStart) set.realStart = now;
  if (t.setRealEnd) {
    set.realEnd = now;
    // Checked out without a check-in: it started when it was planned, or now if that is still ahead.
    if (!b.realStart) set.realStart = b.plannedStart < now ? b.plannedStart : now;
  }
  if (t.returnsCredits && b.prepaidPackageId) {
    await tx
      .update(prepaidPackages)
      .set({ unitsUsed: sql`greatest(${prepaidPackages.unitsUsed} - 1, 0)` })
      .where(eq(prepaidPackages.id, b.prepaidPackageId));
  }
  if (t.reversesInvoiceLine && b.invoiceLineId) {
    let teamId = b.teamId;
    if (!teamId) {
      const [inv] = await tx
        .select({ teamId: invoices.teamId })
        .from(invoiceLines)
        .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
        .where(eq(invoiceLines.id, b.invoiceLineId))
        .limit(1);
      teamId = inv?.teamId ?? null;
    }
    if (teamId) {
      const [tzRow] = await tx.execute<{ time_zone: string }>(sql`select time_zone from offices where id = ${b.officeId}`).then((r) => r.rows);
      await reverseTrailLine(tx, b.invoiceLineId, {
        day: isoDayInZone(now, tzRow?.time_zone ?? DEFAULT_TIME_ZONE),
        officeId: b.officeId,
        teamId,
        name: `Refund of booking ${b.code}`,
      });
    }
  }
  await tx.update(bookings).set(set).where(eq(bookings.id, b.id));
  void ctx;
}

export const stateOf = (b: BookingLock) => ({ status: b.status, real_start: b.realStart });

function refuse(message: string): never {
  throw conflict(message, 'booking_transition');
}

type Body = Record<string, unknown>;
const onlyKeys = (body: Body, keys: string[]) => Object.keys(body).length > 0 && Object.keys(body).every((k) => keys.includes(k));

function parseOr400<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const r = schema.safeParse(body);
  if (r.success) return r.data;
  const errors: Record<string, string> = {};
  for (const issue of r.error.issues) errors[issue.path.join('.') || 'request'] ??= issue.message;
  throw badRequest(errors);
}

/**
 * PUT /api/member-bookings/{code}: `{status}` alone (Cancel, Cancel & Refund, Check Out, …), `{action}` or
 * `{real_start}` alone (Check In), or the §7 fields. The state machine refuses with 409; a moved booking that now
 * overlaps another answers 409 with the desk or room message.
 */
export async function updateBooking(db: Db, ctx: StaffContext, key: string, rawBody: unknown) {
  const body: Body = rawBody && typeof rawBody === 'object' && !Array.isArray(rawBody) ? (rawBody as Body) : {};
  const now = new Date();
  let message: string = BOOKING_STATUS_MESSAGES.updated;

  const id = await writeTransaction(db, async (tx) => {
    const b = await lockBooking(tx, ctx, key);

    if (onlyKeys(body, ['status'])) {
      const { status } = parseOr400(bookingStatusChange, body);
      const t = statusTransition(stateOf(b), status);
      if (!t.ok) refuse(t.message);
      await applyTransition(tx, ctx, b, t, now);
      message = t.message;
      return b.id;
    }
    if (onlyKeys(body, ['action', 'override_rules']) || (onlyKeys(body, ['real_start', 'override_rules']) && body.real_start)) {
      const { override_rules: override, ...rest } = body;
      const action = body.action === undefined ? 'check_in' : parseOr400(bookingActionChange, rest).action;
      const t = bookingTransition(stateOf(b), action);
      if (!t.ok) refuse(t.message);
      if (t.setRealStart) await assertStaffCheckInWindow(tx, ctx.client.id, b, now, override === true);
      await applyTransition(tx, ctx, b, t, now);
      message = t.message;
      return b.id;
    }

    const u = parseOr400(bookingUpdate, body);
    if (isFinalBookingStatus(b.status)) refuse(BOOKING_STATUS_MESSAGES.closed(b.status === 'refund' ? 'refunded' : b.status));
    let transition: Extract<BookingTransition, { ok: true }> | null = null;
    if (u.status !== b.status) {
      const t = statusTransition(stateOf(b), u.status);
      if (!t.ok) refuse(t.message);
      transition = t;
    }
    const refs = new RefResolver(tx, ctx);
    const office = await refs.office(u.office);
    const workArea = await refs.workArea(u.work_area);
    const resource = u.resource === undefined ? undefined : u.resource ? await refs.resource(u.resource) : null;
    if (resource && resource.officeId !== office.id) throw badRequest({ resource: BOOKING_MESSAGES.wrongOffice });
    const floor = u.floor === undefined ? undefined : u.floor ? await refs.floor(u.floor) : null;
    const member = u.member ? await refs.member(u.member) : null;
    const guest = u.guest ? await refs.guest(u.guest) : null;
    const team = u.team ? await refs.team(u.team) : null;
    const broker = u.client === undefined ? undefined : u.client ? await refs.broker(u.client) : null;
    const membership = u.membership === undefined ? undefined : u.membership ? await refs.membership(u.membership) : null;

    const start = new Date(u.planned_start);
    const end = new Date(u.planned_end);
    const startMoved = start.getTime() !== b.plannedStart.getTime();
    const endMoved = end.getTime() !== b.plannedEnd.getTime();
    if (startMoved && !isOnStep(start)) throw badRequest({ planned_start: BOOKING_MESSAGES.step });
    if (endMoved && !isOnStep(end)) throw badRequest({ planned_end: BOOKING_MESSAGES.step });
    if (startMoved && start < stepFloor(now)) throw badRequest({ planned_start: BOOKING_MESSAGES.inPast });
    if (endMoved && end < stepFloor(now)) throw badRequest({ planned_end: BOOKING_MESSAGES.inPast });

    const set: Partial<typeof bookings.$inferInsert> = {
      bookingType: u.booking_type,
      origin: u.origin,
      officeId: office.id,
      workAreaId: workArea.id,
      plannedStart: start,
      plannedEnd: end,
      memberId: member?.id ?? null,
      guestId: guest?.id ?? null,
      teamId: team?.id ?? member?.teamId ?? null,
      complimentary: isComplimentaryOrigin(u.origin),
    };
    if (resource !== undefined) set.resourceId = resource?.id ?? null;
    if (floor !== undefined) set.floorId = floor?.id ?? null;
    else if (resource) set.floorId = resource.floorId;
    if (broker !== undefined) set.brokerId = broker?.id ?? null;
    if (membership !== undefined) set.membershipId = membership?.id ?? null;
    if (u.single_price !== undefined && u.single_price !== null) set.singlePricePence = toPence(u.single_price);
    if (u.comments !== undefined) set.comments = u.comments;
    if (u.capacity !== undefined) set.capacity = u.capacity;
    const after = { bookingType: u.booking_type, plannedStart: start, plannedEnd: end, resourceId: set.resourceId === undefined ? b.resourceId : set.resourceId, memberId: set.memberId ?? null, teamId: set.teamId ?? null };
    Object.assign(set, await applyBookingRulesOnMove(tx, ctx, b, after, office.timeZone || DEFAULT_TIME_ZONE, u.override_rules, now));
    if (u.real_start && !b.realStart) {
      await assertStaffCheckInWindow(tx, ctx.client.id, { ...b, ...after, officeId: office.id }, now, u.override_rules);
      set.realStart = now;
      message = BOOKING_STATUS_MESSAGES.checkedIn;
    }
    await assertBookable(tx, { officeId: office.id, resourceId: set.resourceId ?? b.resourceId, start, end, previous: b, office, resource });
    await lockResources(tx, [set.resourceId ?? b.resourceId]);
    try {
      await tx.update(bookings).set(set).where(eq(bookings.id, b.id));
    } catch (err) {
      if (pgCode(err) === '23P01') throw bookingConflict(u.booking_type);
      throw err;
    }
    if (transition) {
      await applyTransition(tx, ctx, { ...b, ...set } as BookingLock, transition, now);
      message = transition.message;
    }
    return b.id;
  });

  const [row] = await findBookingsByIds(db, [id]);
  return { ...toBookingItem(row), ...(await bookingExtras(db, ctx, row)), detail: message };
}

export async function bookingDetailOf(db: Db, ctx: StaffContext, key: string) {
  const row = await findBooking(db, ctx, key);
  if (!row) throw notFound('Booking not found');
  return { ...toBookingItem(row), ...(await bookingExtras(db, ctx, row)) };
}
