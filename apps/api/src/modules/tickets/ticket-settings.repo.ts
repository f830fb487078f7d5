import {
  DEFAULT_TIME_ZONE,
  TICKET_SETTINGS_DEFAULTS,
  workingWeekOf,
  type DayHours,
  type TicketSettings,
  type WorkingWeek,
} from '@clubspace/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookingRules, offices, ticketSettings } from '../../db/schema/index.ts';

/** The operator's help-desk targets (defaults where it never saved any). */
export async function readTicketSettings(db: Executor, clientId: number): Promise<TicketSettings> {
  const [row] = await db.select().from(ticketSettings).where(eq(ticketSettings.clientId, clientId)).limit(1);
  return row ? { first_response_hours: row.firstResponseHours, auto_close_days: row.autoCloseDays } : { ...TICKET_SETTINGS_DEFAULTS };
}

export async function saveTicketSettings(db: Executor, clientId: number, s: TicketSettings): Promise<TicketSettings> {
  const values = { firstResponseHours: s.first_response_hours, autoCloseDays: s.auto_close_days };
  await db
    .insert(ticketSettings)
    .values({ clientId, ...values })
    .onConflictDoUpdate({ target: ticketSettings.clientId, set: values });
  return readTicketSettings(db, clientId);
}

/**
 * The working hours a ticket's target counts in: the opening hours the operator set in its booking rules (the
 * hot-desk rules first, then desks, then meeting rooms: the building's hours), in the ticket's office's time zone;
 * Monday–Friday 09:00–18:00 where none are set (contract workingWeekOf).
 */
export async function ticketSchedule(db: Executor, clientId: number, officeId: number | null): Promise<{ week: WorkingWeek; timeZone: string }> {
  const [rules] = await db
    .select({ hours: bookingRules.openingHours })
    .from(bookingRules)
    .where(and(eq(bookingRules.clientId, clientId), isNull(bookingRules.resourceId), sql`${bookingRules.openingHours} is not null`))
    .orderBy(sql`case ${bookingRules.resourceType} when 'hot_desk' then 0 when 'desk' then 1 when 'meeting_room' then 2 else 3 end`)
    .limit(1);
  const [office] = officeId
    ? await db
        .select({ timeZone: offices.timeZone })
        .from(offices)
        .where(and(eq(offices.id, officeId), eq(offices.clientId, clientId)))
        .limit(1)
    : [];
  const hours = Array.isArray(rules?.hours) ? (rules.hours as (DayHours | null)[]) : null;
  return { week: workingWeekOf(hours), timeZone: office?.timeZone || DEFAULT_TIME_ZONE };
}
