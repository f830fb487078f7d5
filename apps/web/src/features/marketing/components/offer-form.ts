import { OFFER_DAY_END, OFFER_DAY_START, type OfferItem, type OfferPayload } from '@clubspace/contract';
import { format, isValid } from 'date-fns';

/** The offer form: dates split into day and time (the seeds' offer_start_0/1, offer_end_0/1), numbers as typed text. */
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
  start_time: string;
  end_day: string;
  end_time: string;
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

const day = (iso: string | null) => (iso && isValid(new Date(iso)) ? format(new Date(iso), 'yyyy-MM-dd') : '');
const time = (iso: string | null, fallback: string) => (iso && isValid(new Date(iso)) ? format(new Date(iso), 'HH:mm') : fallback);

export function offerDefaults(offer?: OfferItem, officeSlug = ''): OfferFormValues {
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
    start_day: day(offer?.date_start ?? null),
    start_time: time(offer?.date_start ?? null, OFFER_DAY_START),
    end_day: day(offer?.date_end ?? null),
    end_time: time(offer?.date_end ?? null, OFFER_DAY_END),
    limit_per_campaign: String(offer?.limit_per_campaign ?? 0),
    limit_per_team: String(offer?.limit_per_team ?? 0),
    limit_per_member: String(offer?.limit_per_member ?? 0),
    work_only: offer?.work_only ?? false,
    only_team_admin: offer?.only_team_admin ?? false,
    status: offer?.status ?? 'active',
    send_notification: offer?.send_notification ?? false,
  };
}

/** Day and time in the browser's zone → an ISO instant; '' when no day is chosen. */
const instant = (d: string, t: string, fallback: string) => {
  if (!d) return '';
  const value = new Date(`${d}T${t || fallback}`);
  return isValid(value) ? value.toISOString() : 'invalid';
};
const num = (v: string) => (v.trim() === '' ? 0 : Number(v));

export function toOfferPayload(v: OfferFormValues): OfferPayload {
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
    date_start: instant(v.start_day, v.start_time, OFFER_DAY_START),
    date_end: instant(v.end_day, v.end_time, OFFER_DAY_END),
    limit_per_campaign: num(v.limit_per_campaign),
    limit_per_team: num(v.limit_per_team),
    limit_per_member: num(v.limit_per_member),
    work_only: v.work_only,
    only_team_admin: v.only_team_admin,
    status: v.status as OfferPayload['status'],
    send_notification: v.send_notification,
  };
}
