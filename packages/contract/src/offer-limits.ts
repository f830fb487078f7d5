/**
 * Offer limits and eligibility as pure functions (doc 3 §2.5, §3 Offer). The seeds only store the limits; here they
 * are enforced when an offer is assigned to a member or accepted. 0 means "no limit".
 */

/** Offer-user statuses that hold one of the offer's places; rejected and cancelled give it back. */
export const OFFER_HOLDING_STATUSES = ['new', 'pending', 'accepted'] as const;

export const OFFER_LIMIT_KINDS = ['campaign', 'team', 'member'] as const;
export type OfferLimitKind = (typeof OFFER_LIMIT_KINDS)[number];

export interface OfferLimits {
  limit_per_campaign: number;
  limit_per_team: number;
  limit_per_member: number;
}

/** Places already held by OTHER offer-users of the offer: in all, by the member's team (null: no team), by the member. */
export interface OfferHolders {
  campaign: number;
  team: number | null;
  member: number;
}

export interface ReachedLimit {
  kind: OfferLimitKind;
  limit: number;
}

export const holdsPlace = (status: string): boolean => (OFFER_HOLDING_STATUSES as readonly string[]).includes(status);

/** True when one more holder would pass the limit (a limit of 0 or less is no limit). */
const full = (limit: number, held: number | null) => limit > 0 && held !== null && held >= limit;

/**
 * The first limit one more holder would pass, most specific first (member, then team, then campaign), so the
 * message names the limit the staff member can act on; null when there is room.
 */
export function reachedLimit(limits: OfferLimits, holders: OfferHolders): ReachedLimit | null {
  if (full(limits.limit_per_member, holders.member)) return { kind: 'member', limit: limits.limit_per_member };
  if (full(limits.limit_per_team, holders.team)) return { kind: 'team', limit: limits.limit_per_team };
  if (full(limits.limit_per_campaign, holders.campaign)) return { kind: 'campaign', limit: limits.limit_per_campaign };
  return null;
}

export interface OfferUserState {
  status: string;
  offer: number | string;
  user: number | string;
}

/**
 * Whether a save must check the limits: the row is created holding a place, starts holding one, moves to another
 * offer or member, or is accepted. Other edits (e.g. only send_notification) never trip over a lowered limit.
 */
export function needsLimitCheck(before: OfferUserState | null, after: OfferUserState): boolean {
  if (!holdsPlace(after.status)) return false;
  if (!before || !holdsPlace(before.status)) return true;
  if (before.offer !== after.offer || before.user !== after.user) return true;
  return after.status === 'accepted' && before.status !== 'accepted';
}

export interface OfferAudience {
  only_team_admin: boolean;
  work_only: boolean;
}

export interface MemberStanding {
  role: string;
  /** Holds an active membership (alone or through the team): the member works here. */
  working: boolean;
}

export type OfferRefusal = 'only_team_admin' | 'work_only';

/** Why the member may not receive the offer, or null when they may. */
export function offerRefusal(offer: OfferAudience, member: MemberStanding): OfferRefusal | null {
  if (offer.only_team_admin && member.role !== 'team_admin') return 'only_team_admin';
  if (offer.work_only && !member.working) return 'work_only';
  return null;
}
