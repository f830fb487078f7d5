/** Answers of reports 3 (occupancy by hour) and 4 (resource utilisation), issue 31; the arithmetic is in report-occupancy.ts and report-utilisation.ts. */
import { z } from 'zod';
import { BOOKING_TYPES } from './bookings.ts';
import { OCCUPANCY_KINDS } from './report-occupancy.ts';
import { reportScope } from './reports-schemas.ts';

const share = z.number().nullable();

export const occupancyCell = z.object({
  weekday: z.number().int(),
  hour: z.number().int(),
  /** Within the opening hours of that weekday (closed cells are shown greyed, their hours still counted here). */
  open: z.boolean(),
  booked_hours: z.number(),
  /** Hours of bookings that were checked in. */
  used_hours: z.number(),
  /** Resources booked on average at that weekday and hour over the range. */
  average_booked: z.number(),
  /** average ÷ capacity (null without resources of the kind). */
  share_booked: share,
  share_used: share,
});
export type OccupancyCell = z.infer<typeof occupancyCell>;

export const occupancyNoShows = z.object({
  weekday: z.number().int(),
  /** Bookings that started before today and were due (live, or released as no-shows). */
  due: z.number().int(),
  checked_in: z.number().int(),
  rate: share,
});
export type OccupancyNoShows = z.infer<typeof occupancyNoShows>;

export const occupancyGrid = z.object({
  kind: z.enum(OCCUPANCY_KINDS),
  /** Resources of the kind in the offices covered. */
  capacity: z.number().int(),
  cells: z.array(occupancyCell),
  no_shows: z.array(occupancyNoShows),
});
export type OccupancyGrid = z.infer<typeof occupancyGrid>;

export const occupancyReport = z.object({
  scope: reportScope,
  /** The grid's rows: the hours open on some weekday (08:00–20:00 where the rules set none), each office's own zone. */
  hours: z.array(z.number().int()),
  /** How many Mondays … Sundays the range holds. */
  weekday_counts: z.array(z.number().int()),
  /** Whether any booking in the range was checked in (no-show rates mean something only then). */
  check_ins: z.boolean(),
  grids: z.array(occupancyGrid),
});
export type OccupancyReport = z.infer<typeof occupancyReport>;

export const utilisationResource = z.object({
  slug: z.string(),
  name: z.string(),
  type: z.enum(BOOKING_TYPES),
  office: z.string(),
  work_area: z.string().nullable(),
  hours_open: z.number(),
  /** Live bookings' hours inside the opening hours of the range. */
  hours_booked: z.number(),
  ratio: share,
  /** Σ price of the live bookings starting in the range (the dashboard's room revenue, per resource). */
  revenue_pence: z.number().int(),
});
export type UtilisationResource = z.infer<typeof utilisationResource>;

export const utilisationArea = z.object({
  name: z.string(),
  office: z.string(),
  resources: z.number().int(),
  hours_open: z.number(),
  hours_booked: z.number(),
  ratio: share,
  revenue_pence: z.number().int(),
});
export type UtilisationArea = z.infer<typeof utilisationArea>;

export const utilisationReport = z.object({
  scope: reportScope,
  resources: z.array(utilisationResource),
  work_areas: z.array(utilisationArea),
  /** Slugs of the five most and least used resources (by ratio). */
  most_used: z.array(z.string()),
  least_used: z.array(z.string()),
});
export type UtilisationReport = z.infer<typeof utilisationReport>;
