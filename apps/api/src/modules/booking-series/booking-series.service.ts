/**
 * Recurring bookings (issue 11). A series is a rule plus a first booking; its occurrences are ordinary bookings made
 * by the create path's own steps (planEntry validates and prices each one — rules, closures, the past — and the
 * exclusion constraint decides overlaps and blocks), so a series books exactly what single bookings would.
 */
import {
  DEFAULT_TIME_ZONE,
  BOOKING_CONFLICT_CODE,
  expandRecurrence,
  isoDayInZone,
  wallClockFormat,
  MAX_OCCURRENCES,
  OCCUPYING_BOOKING_STATUSES,
  RECURRENCE_MESSAGES,
  SERIES_CONFLICT_CODE,
  seriesConflictDetail,
  seriesCreateBody,
  seriesPreviewBody,
  toPounds,
  type Occurrence,
  type SeriesConflictKind,
  type SeriesOccurrenceReport,
} from '@clubspace/contract';
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { bookings, bookingSeries, resources } from '../../db/schema/index.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { pgCode } from '../../lib/pg-errors.ts';
import { RefResolver } from '../bookings/booking-refs.ts';
import { bookingConflict, lockResources } from '../bookings/booking-writes.ts';
import { planEntry, settlePayment, type Entry, type PlannedBooking } from '../bookings/bookings.service.ts';
import { seriesDetailById } from './series-detail.service.ts';
import { writeTransaction } from '../../db/transaction.ts';

/** A 409 that carries the per-occurrence report (on_conflict 'abort', or nothing free). */
export class SeriesConflictError extends HttpError {
  constructor(
    detail: string,
    public readonly occurrences: SeriesOccurrenceReport[],
  ) {
    super(409, detail, undefined, SERIES_CONFLICT_CODE);
  }
}

/** Thrown to roll the preview's trial inserts back. */
class PreviewRollback extends Error {}

/** POST /api/member-bookings/series/preview: what creating would do, occurrence by occurrence; nothing is kept. */
export async function previewSeries(db: Db, ctx: StaffContext, body: unknown) {
  const { entry, recurrence } = parseOr400(seriesPreviewBody, body);
  let result: ReturnType<typeof summary> | null = null;
  try {
    // writeTransaction: a deadlock victim is retried (or a 409), never a 500 — trial inserts take the same locks as a create.
    await writeTransaction(db, async (tx) => {
      const { list, tz } = await occurrencesOf(new RefResolver(tx, ctx), entry, recurrence);
      result = summary((await bookOccurrences(tx, ctx, entry, list, tz, null)).report);
      throw new PreviewRollback();
    });
  } catch (err) {
    if (!(err instanceof PreviewRollback)) throw err;
  }
  return result!;
}

/**
 * POST /api/member-bookings/series/: the series and its free occurrences in ONE transaction. on_conflict 'skip'
 * books the free ones; 'abort' books none when any is taken (409 with the report). Payment steps (prepaid, credits,
 * invoice lines) run after every insert, as in the single create.
 */
export async function createSeries(db: Db, ctx: StaffContext, body: unknown) {
  const { entry, recurrence, on_conflict } = parseOr400(seriesCreateBody, body);
  const out = await writeTransaction(db, async (tx) => {
    const refs = new RefResolver(tx, ctx);
    const { list, tz } = await occurrencesOf(refs, entry, recurrence);
    const office = await refs.office(entry.office);
    const resource = entry.resource ? await refs.resource(entry.resource) : null;
    await lockResources(tx, [resource?.id]);
    const code = newSeriesCode();
    const [series] = await tx
      .insert(bookingSeries)
      .values({
        clientId: ctx.client.id,
        code,
        slug: code.toLowerCase(),
        bookingType: entry.booking_type,
        officeId: office.id,
        resourceId: resource?.id ?? null,
        rule: recurrence,
        entry: { ...entry, start: undefined, end: undefined },
        firstStart: list[0].start,
        firstEnd: list[0].end,
        timeZone: tz,
      })
      .returning();
    const { report, booked } = await bookOccurrences(tx, ctx, entry, list, tz, series.id);
    const s = summary(report);
    if (s.num_conflicts && on_conflict === 'abort') throw new SeriesConflictError(seriesConflictDetail(s.num_conflicts, report.length), report);
    if (!booked.length) throw new SeriesConflictError(RECURRENCE_MESSAGES.allBusy, report);
    for (const b of booked) {
      try {
        await settlePayment(tx, ctx, b.planned, b.id);
      } catch (err) {
        if (err instanceof HttpError) throw new HttpError(err.statusCode, `${err.detail} (${b.occ.day})`, err.errors, err.code);
        throw err;
      }
    }
    return { s, seriesId: series.id };
  });
  const detail = await seriesDetailById(db, ctx, out.seriesId);
  return { ...out.s, series: detail, detail: RECURRENCE_MESSAGES.created(out.s.num_ok) };
}

const summary = (report: SeriesOccurrenceReport[]) => {
  const conflicts = report.filter((r) => r.status === 'conflict').length;
  return { occurrences: report, num_ok: report.length - conflicts, num_conflicts: conflicts };
};

/** Zod issues → `{field: message}`; the entry's fields keep the single create's names (start, resource, …). */
function parseOr400<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const r = schema.safeParse(body ?? {});
  if (r.success) return r.data;
  const errors: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const path = issue.path[0] === 'entry' ? issue.path.slice(1) : issue.path;
    errors[path.join('.') || 'request'] ??= issue.message;
  }
  throw badRequest(errors);
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newSeriesCode = () => `S${Array.from({ length: 7 }, () => CODE_ALPHABET[Math.floor(Math.random() * CODE_ALPHABET.length)]).join('')}`;

/** The occurrences of a request; more than the cap, or none at all, is a 400 on the rule. */
async function occurrencesOf(refs: RefResolver, entry: Entry, rule: z.output<typeof seriesPreviewBody>['recurrence']) {
  const office = await refs.office(entry.office);
  const tz = office.timeZone || DEFAULT_TIME_ZONE;
  const start = new Date(entry.start);
  const end = new Date(entry.end);
  if (rule.until && rule.until < isoDayInZone(start, tz)) throw badRequest({ 'recurrence.until': RECURRENCE_MESSAGES.untilBeforeStart });
  const list = expandRecurrence(rule, start, end, tz, MAX_OCCURRENCES + 1);
  if (list.length > MAX_OCCURRENCES) throw badRequest({ 'recurrence.until': RECURRENCE_MESSAGES.tooMany });
  if (!list.length) throw badRequest({ 'recurrence.weekdays': RECURRENCE_MESSAGES.none });
  return { list, tz };
}

/** Why an occurrence cannot be booked, in words, from the create path's own refusal. */
async function reasonOf(tx: Executor, err: HttpError, p: PlannedBooking | null, tz: string): Promise<{ kind: SeriesConflictKind; reason: string }> {
  const code = err.code ?? '';
  if (code === 'booking_rule') return { kind: 'rule', reason: err.detail };
  if (code === 'office_closed') return { kind: 'closed', reason: err.detail };
  if (code === 'blocked') return { kind: 'block', reason: err.detail };
  if (code === BOOKING_CONFLICT_CODE && p?.values.resourceId) {
    // The constraint names no row: look for the one in the way, to tell a block from another booking.
    const v = p.values;
    const [other] = await tx
      .select({ type: bookings.bookingType, code: bookings.code, end: bookings.plannedEnd, comments: bookings.comments, name: resources.name })
      .from(bookings)
      .leftJoin(resources, eq(resources.id, bookings.resourceId))
      .where(
        and(
          eq(bookings.resourceId, v.resourceId!),
          inArray(bookings.status, [...OCCUPYING_BOOKING_STATUSES]),
          lt(bookings.plannedStart, v.plannedEnd as Date),
          gt(bookings.plannedEnd, v.plannedStart as Date),
        ),
      )
      .limit(1);
    // Blocks are booking rows of type 'block' (see the bookings schema), kept off by the same constraint.
    if (other?.type === 'block') return { kind: 'block', reason: blockedText(other.name ?? '', other.comments, other.end, tz) };
    return { kind: 'overlap', reason: other ? `${err.detail} (booking ${other.code})` : err.detail };
  }
  return { kind: code === BOOKING_CONFLICT_CODE ? 'overlap' : 'invalid', reason: err.detail };
}

/** 'Room 1 is blocked for maintenance until 14:00' (the words of the single create's block answer). */
const blockedText = (name: string, reason: string | null, until: Date, tz: string) => {
  const why = reason?.trim() ? ` for ${reason.trim().replace(/^[A-Z](?![A-Z])/, (c) => c.toLowerCase())}` : '';
  return `${name} is blocked${why} until ${wallClockFormat('hm', tz).format(until)}`;
};

interface Booked {
  occ: Occurrence;
  planned: PlannedBooking;
  id: number;
}

/**
 * Plans and inserts every occurrence inside the caller's transaction, each insert under a savepoint so a refused
 * one leaves the rest standing. Occurrences of the same series are inserted too, so they are checked against each
 * other as well.
 */
async function bookOccurrences(tx: Executor, ctx: StaffContext, entry: Entry, list: Occurrence[], tz: string, seriesId: number | null) {
  const refs = new RefResolver(tx, ctx);
  const now = new Date();
  const report: SeriesOccurrenceReport[] = [];
  const booked: Booked[] = [];
  for (const occ of list) {
    const row: SeriesOccurrenceReport = {
      index: occ.index,
      start: occ.start.toISOString(),
      end: occ.end.toISOString(),
      status: 'ok',
      kind: null,
      reason: null,
      price: null,
    };
    report.push(row);
    let planned: PlannedBooking | null = null;
    try {
      planned = await planEntry(refs, ctx, tx, { ...entry, start: row.start, end: row.end }, occ.index, now);
      if (seriesId) planned.values.seriesId = seriesId;
      const values = planned.values;
      row.price = toPounds(values.pricePence ?? 0);
      const id = await tx.transaction(async (sp) => {
        try {
          const [created] = await sp.insert(bookings).values(values).returning({ id: bookings.id });
          return created.id;
        } catch (err) {
          if (pgCode(err) === '23P01') throw bookingConflict(values.bookingType!);
          throw err;
        }
      });
      booked.push({ occ, planned, id });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      const why = await reasonOf(tx, err, planned, tz);
      Object.assign(row, { status: 'conflict', ...why });
    }
  }
  return { report, booked };
}
