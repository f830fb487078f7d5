import { CAMPAIGN_STATUS_LABELS, OFFER_TYPE_LABELS, labelOf, plannedDay } from '@clubspace/contract';

// Enum labels live in the contract (labels.ts); these are the marketing area's names for them.
export { humanize } from '@clubspace/contract';
export const campaignStatusLabel = (s: string) => labelOf(CAMPAIGN_STATUS_LABELS, s);
export const offerTypeLabel = (t: string) => labelOf(OFFER_TYPE_LABELS, t);
export const fullName = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`.trim();

/** The planned day as dd-MM-yyyy, read at the +01:00 offset it was sent with. */
export function plannedLabel(iso: string | null | undefined): string {
  const day = plannedDay(iso);
  return day ? `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}` : '';
}
