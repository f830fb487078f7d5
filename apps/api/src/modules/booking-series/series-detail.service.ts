import { describeRecurrence, isFinalBookingStatus, toPounds, type BookingSeriesDetail } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { visibleBookings } from '../bookings/bookings.repo.ts';
import { findSeries, ruleOf, seriesBookings, type SeriesRow } from './booking-series.repo.ts';

/** A series as the API answers it: the rule in words and every booking, first to last. */
async function detailOf(db: Executor, row: SeriesRow): Promise<BookingSeriesDetail> {
  const s = row.series;
  const rows = await seriesBookings(db, s.id);
  const rule = ruleOf(s);
  return {
    code: s.code,
    booking_type: s.bookingType,
    rule,
    description: describeRecurrence(rule, rows.length),
    time_zone: s.timeZone,
    first_start: s.firstStart.toISOString(),
    first_end: s.firstEnd.toISOString(),
    office: { slug: row.officeSlug, name: row.officeName },
    bookings: rows.map((b) => ({
      code: b.code,
      status: b.status,
      planned_start: b.plannedStart.toISOString(),
      planned_end: b.plannedEnd.toISOString(),
      resource: b.resourceSlug ? { slug: b.resourceSlug, name: b.resourceName ?? '' } : null,
      price: toPounds(b.pricePence),
      comments: b.comments,
    })),
    num_bookings: rows.length,
    num_open: rows.filter((b) => !isFinalBookingStatus(b.status)).length,
  };
}

export async function seriesDetailById(db: Executor, ctx: StaffContext, id: number) {
  const row = await findSeries(db, ctx, String(id));
  if (!row) throw notFound('Series not found');
  return detailOf(db, row);
}

/** GET /api/booking-series/{code}. */
export async function seriesDetail(db: Db, ctx: StaffContext, key: string) {
  const row = await findSeries(db, ctx, key);
  if (!row) throw notFound('Series not found');
  return detailOf(db, row);
}

/** GET /api/member-bookings/{code}/series: the series of a booking, or null (404 for an unknown booking). */
export async function seriesOfBooking(db: Db, ctx: StaffContext, bookingCode: string) {
  const [b] = await db
    .select({ seriesId: bookings.seriesId })
    .from(bookings)
    .where(and(visibleBookings(ctx), eq(bookings.code, bookingCode)))
    .limit(1);
  if (!b) throw notFound('Booking not found');
  if (!b.seriesId) return { series: null };
  const row = await findSeries(db, ctx, String(b.seriesId));
  return { series: row ? await detailOf(db, row) : null };
}
