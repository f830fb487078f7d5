import { CAMPAIGN_STATUS_LABELS, OFFER_TYPE_LABELS, plannedDay, type CampaignStatus, type OfferType } from '@clubspace/contract';

/** A stored value as words: 'pending_payment' → 'Pending payment'. */
export function humanize(value: string | null | undefined): string {
  if (!value) return '';
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const campaignStatusLabel = (s: string) => CAMPAIGN_STATUS_LABELS[s as CampaignStatus] ?? humanize(s);
export const offerTypeLabel = (t: string) => OFFER_TYPE_LABELS[t as OfferType] ?? humanize(t);
export const fullName = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`.trim();

/** The planned day as dd-MM-yyyy, read at the +01:00 offset it was sent with. */
export function plannedLabel(iso: string | null | undefined): string {
  const day = plannedDay(iso);
  return day ? `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}` : '';
}
