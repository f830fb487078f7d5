import { date, index, integer, numeric, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { offices } from './core.ts';

const day = (name: string) => date(name, { mode: 'string' });
const hours = (name: string) => numeric(name).notNull().default('0');
const count = (name: string) => integer(name).notNull().default(0);

/**
 * Occupancy by hour (issue 31, report 3): desk and meeting-room hours per operator, office, local day and local hour,
 * written ONLY by the statement triggers of its migrations and by `booking_hour_figures_rebuild()`; never by the API. A
 * statement of up to 200 changed bookings adds their cells as signed deltas (0070: a create no longer recounts its
 * office's whole day); a bigger one recounts every touched key from the bookings, like the day figures of 0025.
 *
 * The key a trigger recounts is the booking's local START day (`day`), as in booking_day_figures, so one index range
 * finds its bookings; `cell_day` + `hour` are the local hour the time falls in (a booking past midnight adds cells to
 * the next day). Hours are real elapsed time in that local hour (contract `hourCells`). Live = status not void.
 */
export const bookingHourFigures = pgTable(
  'booking_hour_figures',
  {
    clientId: integer('client_id').notNull(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    day: day('day').notNull(),
    cellDay: day('cell_day').notNull(),
    hour: smallint('hour').notNull(),
    /** Live hot-desk and desk bookings' hours in the cell; `desk_used_hours`: those checked in. */
    deskHours: hours('desk_hours'),
    deskUsedHours: hours('desk_used_hours'),
    roomHours: hours('room_hours'),
    roomUsedHours: hours('room_used_hours'),
    /** Bookings STARTING in the cell that were due (live or released as no-shows), and how many of them checked in. */
    deskDue: count('desk_due'),
    deskCheckins: count('desk_checkins'),
    roomDue: count('room_due'),
    roomCheckins: count('room_checkins'),
    /**
     * How many bookings have a cell here (the recount's rows): the single-row triggers add and subtract deltas
     * (issue 32, the 9 a.m. rush) and drop a row when this reaches 0, so the table keeps exactly the recount's keys.
     */
    bookings: count('bookings'),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.officeId, t.day, t.cellDay, t.hour] }),
    // The report reads cells by (operator, office, cell day); a whole operator by (operator, cell day).
    index('booking_hour_figures_office_cell_idx').on(t.clientId, t.officeId, t.cellDay),
    index('booking_hour_figures_client_cell_idx').on(t.clientId, t.cellDay),
  ],
);
