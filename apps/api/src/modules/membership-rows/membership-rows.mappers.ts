import { toPounds, type MembershipItem } from '@clubspace/contract';
import { iso } from '../../lib/sql.ts';

/** The flat row membershipQuery selects (see membership-rows.repo.ts). */
export interface MembershipRow {
  id: number;
  slug: string;
  planSlug: string | null;
  planName: string | null;
  planFreeCredits: number | null;
  planFreeDays: number | null;
  planBasePricePence: number | null;
  memberSlug: string | null;
  memberFirstName: string | null;
  memberLastName: string | null;
  teamSlug: string | null;
  teamName: string | null;
  resourceSlug: string | null;
  resourceName: string | null;
  officeSlug: string | null;
  officeName: string | null;
  workAreaSlug: string | null;
  workAreaName: string | null;
  basePricePence: number;
  numBookings: number;
  start: Date;
  end: Date | null;
  recurrent: boolean;
  status: string;
  createdAt: Date;
  units: number;
  freeCredits: number;
  freeDays: number;
}

const ref = (slug: string | null, name: string | null) => (slug ? { slug, name: name ?? '' } : null);

export function toMembershipItem(r: MembershipRow): MembershipItem {
  return {
    slug: r.slug,
    plan_membership: r.planSlug
      ? {
          slug: r.planSlug,
          name: r.planName ?? '',
          free_credits: r.planFreeCredits ?? 0,
          free_days: r.planFreeDays ?? 0,
          base_price: toPounds(r.planBasePricePence ?? 0),
        }
      : null,
    member: r.memberSlug ? { slug: r.memberSlug, user: { first_name: r.memberFirstName ?? '', last_name: r.memberLastName ?? '' } } : null,
    team: ref(r.teamSlug, r.teamName),
    resource: ref(r.resourceSlug, r.resourceName),
    office: ref(r.officeSlug, r.officeName),
    work_area: ref(r.workAreaSlug, r.workAreaName),
    base_price: toPounds(r.basePricePence),
    num_bookings: r.numBookings,
    start: r.start.toISOString(),
    end: iso(r.end),
    recurrent: r.recurrent,
    status: r.status,
    create_date: r.createdAt.toISOString(),
    units: r.units,
    free_credits: r.freeCredits,
    free_days: r.freeDays,
  };
}
