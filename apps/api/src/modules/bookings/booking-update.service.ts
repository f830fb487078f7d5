import {
  BOOKING_MESSAGES,
  BOOKING_STATUS_MESSAGES,
  bookingActionChange,
  bookingStatusChange,
  bookingTransition,
  bookingUpdate,
  isComplimentaryOrigin,
  isFinalBookingStatus,
  isOnStep,
  statusTransition,
  toPence,
  type BookingTransition,
  DEFAULT_TIME_ZONE,
} from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import { mailKindOfChange } from './booking-mail.service.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { pgCode } from '../../lib/pg-errors.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { applyBookingRules, type RuleOutcome } from '../booking-rules/booking-rules.service.ts';
import { assertBookable } from './booking-guard.ts';
import { RefResolver } from './booking-refs.ts';
import { applyTransition, bookingConflict, lockResources, stateOf, stepFloor, type BookingLock } from './booking-writes.ts';
import { bookingExtras, byCodeOrId, findBookingsByIds, visibleBookings } from './bookings.repo.ts';
import { toBookingItem } from './bookings.mappers.ts';
import { assertStaffCheckInWindow } from './check-in.service.ts';
import { activeMembership } from './pricing.service.ts';

type Body = Record<string, unknown>;
type Update = z.output<typeof bookingUpdate>;
type Allowed = Extract<BookingTransition, { ok: true }>;

/**
 * PUT /api/member-bookings/{code}: `{status}` alone (Cancel, Cancel & Refund, Check Out, …), `{action}` or
 * `{real_start}` alone (Check In), or the §7 fields. The state machine refuses with 409; a moved booking that now
 * overlaps another answers 409 with the desk or room message.
 */
export async function updateBooking(db: Db, ctx: StaffContext, key: string, rawBody: unknown) {
  return (await updateBookingWithMail(db, ctx, key, rawBody)).result;
}

/**
 * updateBooking, and which e-mail the change calls for, from the booking before and after the write (the edit form
 * sends every field, so the body alone cannot tell a move from a comment).
 */
export async function updateBookingWithMail(db: Db, ctx: StaffContext, key: string, rawBody: unknown) {
  const body: Body = rawBody && typeof rawBody === 'object' && !Array.isArray(rawBody) ? (rawBody as Body) : {};
  const now = new Date();
  const { id, message, mailKind } = await writeTransaction(db, async (tx) => {
    const b = await lockBooking(tx, ctx, key);
    let text: string;
    if (onlyKeys(body, ['status'])) text = await changeStatus(tx, ctx, b, body, now);
    else if (onlyKeys(body, ['action', 'override_rules']) || (onlyKeys(body, ['real_start', 'override_rules']) && body.real_start)) {
      text = await checkInOrAct(tx, ctx, b, body, now);
    } else text = await editBooking(tx, ctx, b, parseOr400(bookingUpdate, body), now);
    const [after] = await tx
      .select({ status: bookings.status, plannedStart: bookings.plannedStart, plannedEnd: bookings.plannedEnd, resourceId: bookings.resourceId })
      .from(bookings)
      .where(eq(bookings.id, b.id));
    return { id: b.id, message: text, mailKind: after ? mailKindOfChange(b, after) : null };
  });
  const [row] = await findBookingsByIds(db, [id]);
  return { result: { ...toBookingItem(row), ...(await bookingExtras(db, ctx, row)), detail: message }, mailKind };
}

async function lockBooking(tx: Executor, ctx: StaffContext, key: string): Promise<BookingLock> {
  const rows = await tx
    .select()
    .from(bookings)
    .where(and(visibleBookings(ctx), byCodeOrId(key)))
    .limit(2)
    .for('update');
  const row = rows.find((r) => r.code === key) ?? rows[0];
  if (!row) throw notFound('Booking not found');
  return row;
}

const onlyKeys = (body: Body, keys: string[]) => Object.keys(body).length > 0 && Object.keys(body).every((k) => keys.includes(k));

function parseOr400<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const r = schema.safeParse(body);
  if (r.success) return r.data;
  const errors: Record<string, string> = {};
  for (const issue of r.error.issues) errors[issue.path.join('.') || 'request'] ??= issue.message;
  throw badRequest(errors);
}

function refuse(message: string): never {
  throw conflict(message, 'booking_transition');
}

/** `{status}` alone: Cancel, Cancel & Refund, Check Out or another status the state machine allows. */
async function changeStatus(tx: Executor, ctx: StaffContext, b: BookingLock, body: Body, now: Date): Promise<string> {
  const { status } = parseOr400(bookingStatusChange, body);
  const t = statusTransition(stateOf(b), status);
  if (!t.ok) refuse(t.message);
  await applyTransition(tx, ctx, b, t, now);
  return t.message;
}

/** `{action}` (or the seeds' `{real_start}` alone, a check-in); a check-in before its window needs override_rules. */
async function checkInOrAct(tx: Executor, ctx: StaffContext, b: BookingLock, body: Body, now: Date): Promise<string> {
  const { override_rules: override, ...rest } = body;
  const action = body.action === undefined ? 'check_in' : parseOr400(bookingActionChange, rest).action;
  const t = bookingTransition(stateOf(b), action);
  if (!t.ok) refuse(t.message);
  if (t.setRealStart) await assertStaffCheckInWindow(tx, ctx.client.id, b, now, override === true);
  await applyTransition(tx, ctx, b, t, now);
  return t.message;
}

/**
 * The §7 edit: every field of the form. A moved booking passes what a new one passes (5-minute steps, not in the
 * past, the booking rules, closures and blocks) and the exclusion constraint; a status change runs its transition.
 */
async function editBooking(tx: Executor, ctx: StaffContext, b: BookingLock, u: Update, now: Date): Promise<string> {
  if (isFinalBookingStatus(b.status)) refuse(BOOKING_STATUS_MESSAGES.closed(b.status === 'refund' ? 'refunded' : b.status));
  let transition: Allowed | null = null;
  if (u.status !== b.status) {
    const t = statusTransition(stateOf(b), u.status);
    if (!t.ok) refuse(t.message);
    transition = t;
  }
  const refs = await editRefs(new RefResolver(tx, ctx), u);
  const start = new Date(u.planned_start);
  const end = new Date(u.planned_end);
  assertMoveTimes(b, start, end, now);
  const set = editedColumns(u, refs, start, end);
  const after = {
    bookingType: u.booking_type,
    plannedStart: start,
    plannedEnd: end,
    resourceId: set.resourceId === undefined ? b.resourceId : set.resourceId,
    memberId: set.memberId ?? null,
    teamId: set.teamId ?? null,
  };
  Object.assign(set, await applyBookingRulesOnMove(tx, ctx, b, after, refs.office.timeZone || DEFAULT_TIME_ZONE, u.override_rules, now));
  let message: string = BOOKING_STATUS_MESSAGES.updated;
  if (u.real_start && !b.realStart) {
    await assertStaffCheckInWindow(tx, ctx.client.id, { ...b, ...after, officeId: refs.office.id }, now, u.override_rules);
    set.realStart = now;
    message = BOOKING_STATUS_MESSAGES.checkedIn;
  }
  await assertBookable(tx, {
    officeId: refs.office.id,
    resourceId: set.resourceId ?? b.resourceId,
    start,
    end,
    previous: b,
    office: refs.office,
    resource: refs.resource,
  });
  await lockResources(tx, [set.resourceId ?? b.resourceId]);
  try {
    await tx.update(bookings).set(set).where(eq(bookings.id, b.id));
  } catch (err) {
    if (pgCode(err) === '23P01') throw bookingConflict(u.booking_type);
    throw err;
  }
  if (!transition) return message;
  await applyTransition(tx, ctx, { ...b, ...set } as BookingLock, transition, now);
  return transition.message;
}

/** The rows the edit names; an omitted optional reference is undefined (kept), null clears it. */
async function editRefs(refs: RefResolver, u: Update) {
  const office = await refs.office(u.office);
  const workArea = await refs.workArea(u.work_area);
  const resource = u.resource === undefined ? undefined : u.resource ? await refs.resource(u.resource) : null;
  if (resource && resource.officeId !== office.id) throw badRequest({ resource: BOOKING_MESSAGES.wrongOffice });
  return {
    office,
    workArea,
    resource,
    floor: u.floor === undefined ? undefined : u.floor ? await refs.floor(u.floor) : null,
    member: u.member ? await refs.member(u.member) : null,
    guest: u.guest ? await refs.guest(u.guest) : null,
    team: u.team ? await refs.team(u.team) : null,
    broker: u.client === undefined ? undefined : u.client ? await refs.broker(u.client) : null,
    membership: u.membership === undefined ? undefined : u.membership ? await refs.membership(u.membership) : null,
  };
}

/** Only a moved start or end is checked: 5-minute steps, and not before the current step. */
function assertMoveTimes(b: BookingLock, start: Date, end: Date, now: Date) {
  const startMoved = start.getTime() !== b.plannedStart.getTime();
  const endMoved = end.getTime() !== b.plannedEnd.getTime();
  if (startMoved && !isOnStep(start)) throw badRequest({ planned_start: BOOKING_MESSAGES.step });
  if (endMoved && !isOnStep(end)) throw badRequest({ planned_end: BOOKING_MESSAGES.step });
  if (startMoved && start < stepFloor(now)) throw badRequest({ planned_start: BOOKING_MESSAGES.inPast });
  if (endMoved && end < stepFloor(now)) throw badRequest({ planned_end: BOOKING_MESSAGES.inPast });
}

function editedColumns(u: Update, r: Awaited<ReturnType<typeof editRefs>>, start: Date, end: Date) {
  const set: Partial<typeof bookings.$inferInsert> = {
    bookingType: u.booking_type,
    origin: u.origin,
    officeId: r.office.id,
    workAreaId: r.workArea.id,
    plannedStart: start,
    plannedEnd: end,
    memberId: r.member?.id ?? null,
    guestId: r.guest?.id ?? null,
    teamId: r.team?.id ?? r.member?.teamId ?? null,
    complimentary: isComplimentaryOrigin(u.origin),
  };
  if (r.resource !== undefined) set.resourceId = r.resource?.id ?? null;
  if (r.floor !== undefined) set.floorId = r.floor?.id ?? null;
  else if (r.resource) set.floorId = r.resource.floorId;
  if (r.broker !== undefined) set.brokerId = r.broker?.id ?? null;
  if (r.membership !== undefined) set.membershipId = r.membership?.id ?? null;
  if (u.single_price !== undefined && u.single_price !== null) set.singlePricePence = toPence(u.single_price);
  if (u.comments !== undefined) set.comments = u.comments;
  if (u.capacity !== undefined) set.capacity = u.capacity;
  return set;
}

/**
 * The booking rules on the move path (a single move and a series' moved occurrences): only a booking whose times or
 * resource change is checked again (past seeded bookings are not), with member limits when a membership covers it.
 */
export async function applyBookingRulesOnMove(
  db: Executor,
  ctx: StaffContext,
  before: { plannedStart: Date; plannedEnd: Date; resourceId: number | null; memberId: number | null; teamId: number | null },
  after: { bookingType: string; plannedStart: Date; plannedEnd: Date; resourceId: number | null; memberId: number | null; teamId: number | null },
  timeZone: string,
  override: boolean,
  now: Date,
): Promise<RuleOutcome['record']> {
  const moved =
    after.plannedStart.getTime() !== before.plannedStart.getTime() ||
    after.plannedEnd.getTime() !== before.plannedEnd.getTime() ||
    after.resourceId !== before.resourceId;
  if (!moved) return {};
  const membership = await activeMembership(db, ctx.client.id, { memberId: after.memberId, teamId: after.teamId }, after.plannedStart);
  const outcome = await applyBookingRules(db, ctx, {
    bookingType: after.bookingType,
    resourceId: after.resourceId,
    start: after.plannedStart,
    end: after.plannedEnd,
    isMember: Boolean(membership),
    timeZone,
    now,
    override,
  });
  return outcome.record;
}
