import { z } from 'zod';
import { DEFAULT_TIME_ZONE, dayBounds, isoDayInZone } from './dates.ts';
import { MARKETING_MESSAGES, offerPayload } from './marketing.ts';

/**
 * An offer runs in whole days of its office's zone (issue 24 §8): it starts at 00:00:00 of its first day and ends at
 * 23:59:59 of its last (as memberships' days do). The API, whose seeds need only code and type, fills a missing start
 * with today 00:00 there and leaves a missing end open (no expiry).
 */
export const offerStartOf = (day: string, timeZone: string = DEFAULT_TIME_ZONE) => dayBounds(day, timeZone).start.toISOString();
export const offerEndOf = (day: string, timeZone: string = DEFAULT_TIME_ZONE) => dayBounds(day, timeZone).end.toISOString();

/** The yyyy-MM-dd an offer's stored start or end falls on in the zone ('' when none). */
export function offerDayOf(iso: string | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  return Number.isNaN(t) ? '' : isoDayInZone(new Date(t), timeZone);
}

/** Today 00:00 in the zone: the start of an offer saved without one. */
export const defaultOfferStart = (now: Date, timeZone: string = DEFAULT_TIME_ZONE) => new Date(offerStartOf(isoDayInZone(now, timeZone), timeZone));

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/** What the offer form adds to the API's rules: both days are required. */
export const offerFormDates = z.object({
  date_start: z.preprocess(blankToUndefined, z.string({ error: MARKETING_MESSAGES.startRequired })),
  date_end: z.preprocess(blankToUndefined, z.string({ error: MARKETING_MESSAGES.endRequired })),
});
/** The offer form's schema: the API's rules and both days (every message at once). */
export const offerFormSchema = z.intersection(offerPayload, offerFormDates);

/** The zone an offer's days are read in: its first office's, else the caller's active office's, else the default. */
export function offerTimeZone(offerOffices: string[], zones: { slug: string; time_zone: string }[], activeOffice?: string | null): string {
  const zoneOf = (slug: string | null | undefined) => zones.find((z) => z.slug === slug)?.time_zone;
  return zoneOf(offerOffices[0]) ?? zoneOf(activeOffice) ?? DEFAULT_TIME_ZONE;
}
