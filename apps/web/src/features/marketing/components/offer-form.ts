import { offerDayOf, offerEndOf, offerStartOf, offerTimeZone, type OfferItem, type OfferPayload } from '@clubspace/contract';

/** The offices whose zones the offer's days are read in (the offices lookup). */
export type OfficeZones = { slug: string; time_zone: string }[];

/**
 * The offer form: whole days (yyyy-MM-dd) in the office's zone instead of the seeds' day and time pickers (issue 24 §8,
 * docs/decisions.md); numbers as typed text.
 */
export interface OfferFormValues {
  code: string;
  title: string;
  subtitle: string;
  description: string;
  offices: string[];
  offer_type: string;
  screen_after_accept: string;
  price: string;
  discount: string;
  start_day: string;
  end_day: string;
  limit_per_campaign: string;
  limit_per_team: string;
  limit_per_member: string;
  work_only: boolean;
  only_team_admin: boolean;
  status: string;
  send_notification: boolean;
}

/** Payload fields whose messages belong under another form field. */
export const OFFER_FIELD_MAP = { date_start: 'start_day', date_end: 'end_day' };

export function offerDefaults(offer?: OfferItem, officeSlug = '', zones: OfficeZones = []): OfferFormValues {
  const zone = offerTimeZone(offer ? offer.offices.map((o) => o.slug) : [], zones, officeSlug);
  return {
    code: offer?.code ?? '',
    title: offer?.title ?? '',
    subtitle: offer?.subtitle ?? '',
    description: offer?.description ?? '',
    offices: offer ? offer.offices.map((o) => o.slug) : officeSlug ? [officeSlug] : [],
    offer_type: offer?.offer_type ?? '',
    screen_after_accept: offer?.screen_after_accept ?? '',
    price: String(offer?.price ?? 0),
    discount: String(offer?.discount ?? 0),
    start_day: offerDayOf(offer?.date_start, zone),
    end_day: offerDayOf(offer?.date_end, zone),
    limit_per_campaign: String(offer?.limit_per_campaign ?? 0),
    limit_per_team: String(offer?.limit_per_team ?? 0),
    limit_per_member: String(offer?.limit_per_member ?? 0),
    work_only: offer?.work_only ?? false,
    only_team_admin: offer?.only_team_admin ?? false,
    status: offer?.status ?? 'active',
    send_notification: offer?.send_notification ?? false,
  };
}

/** A chosen day → its first or last instant in the zone; '' when no day is chosen. */
const instant = (day: string, at: (day: string, zone: string) => string, zone: string) => {
  if (!day) return '';
  try {
    return at(day, zone);
  } catch {
    return 'invalid';
  }
};
const num = (v: string) => (v.trim() === '' ? 0 : Number(v));

/** The form's values as the API's payload; days are read in the first chosen office's zone (else the selected office's). */
export function toOfferPayload(v: OfferFormValues, zones: OfficeZones = [], activeOffice?: string | null): OfferPayload {
  const zone = offerTimeZone(v.offices, zones, activeOffice);
  return {
    code: v.code,
    title: v.title || null,
    subtitle: v.subtitle || null,
    description: v.description || null,
    offices: v.offices,
    offer_type: v.offer_type as OfferPayload['offer_type'],
    screen_after_accept: (v.screen_after_accept || undefined) as OfferPayload['screen_after_accept'],
    price: num(v.price),
    discount: num(v.discount),
    date_start: instant(v.start_day, offerStartOf, zone),
    date_end: instant(v.end_day, offerEndOf, zone),
    limit_per_campaign: num(v.limit_per_campaign),
    limit_per_team: num(v.limit_per_team),
    limit_per_member: num(v.limit_per_member),
    work_only: v.work_only,
    only_team_admin: v.only_team_admin,
    status: v.status as OfferPayload['status'],
    send_notification: v.send_notification,
  };
}
