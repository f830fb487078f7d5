import { checkInWindow, DEFAULT_TIME_ZONE, resolveBookingRules } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { conflict } from '../../lib/http-error.ts';
import { rulesFor } from '../booking-rules/booking-rules.repo.ts';
import { overridableRefusal } from '../booking-rules/booking-rules.service.ts';

/** A booking's check-in minutes (its resource's rules, else its type's, else the default) and its office's zone. */
export async function checkInSettings(db: Executor, clientId: number, b: { bookingType: string; resourceId: number | null; officeId: number }) {
  const { type, resource } = await rulesFor(db, clientId, b.bookingType, b.resourceId);
  const [office] = await db.execute<{ time_zone: string | null }>(sql`select time_zone from offices where id = ${b.officeId}`).then((r) => r.rows);
  return { opensMinutes: resolveBookingRules(type, resource).check_in_opens_minutes, timeZone: office?.time_zone || DEFAULT_TIME_ZONE };
}

/**
 * Staff's Check In (issue 24): inside the window it passes; before it, 400 with an overridable violation unless staff
 * confirmed with override_rules; after the planned end, 409 (nothing to override: the booking is over).
 */
export async function assertStaffCheckInWindow(
  db: Executor,
  clientId: number,
  b: { bookingType: string; resourceId: number | null; officeId: number; plannedStart: Date; plannedEnd: Date },
  now: Date,
  override: boolean,
) {
  const { opensMinutes, timeZone } = await checkInSettings(db, clientId, b);
  const w = checkInWindow({ planned_start: b.plannedStart, planned_end: b.plannedEnd }, now, opensMinutes, timeZone);
  if (w.ok) return;
  if (w.reason === 'over') throw conflict(w.message, 'booking_transition');
  if (!override) throw overridableRefusal([{ rule: 'check_in_window', field: 'action', message: w.message, overridable: true }]);
}
