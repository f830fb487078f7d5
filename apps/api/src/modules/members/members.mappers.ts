import type { BookingSummary, MemberItem } from '@clubspace/contract';
import { iso } from '../../lib/sql.ts';

/** The flat row memberQuery selects (see members.repo.ts). */
export interface MemberRow {
  id: number;
  slug: string;
  jobTitle: string | null;
  role: string;
  status: string;
  presence: string;
  allowEmail: boolean;
  allowPush: boolean;
  autoAssign: boolean;
  autoChecking: boolean;
  notifyNow: boolean;
  image: string | null;
  billingTown: string | null;
  billingStreet: string | null;
  billingStreetNumber: string | null;
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  avatar: string | null;
  validated: boolean;
  onboarding: number;
  validation: number;
  lastLogin: Date | null;
  teamId: number | null;
  teamSlug: string | null;
  teamName: string | null;
  teamStatus: string | null;
  officeId: number | null;
  officeSlug: string | null;
  officeName: string | null;
}

const yesNo = (v: boolean) => (v ? 'YES' : 'NO');

export function toMemberItem(r: MemberRow): MemberItem {
  return {
    slug: r.slug,
    user: {
      first_name: r.firstName,
      last_name: r.lastName,
      email: r.email,
      phone: r.phone,
      avatar: r.avatar,
      validated: r.validated,
      onboarding: r.onboarding,
      validation: r.validation,
      last_login: iso(r.lastLogin),
    },
    job_title: r.jobTitle,
    role: r.role,
    team: r.teamSlug ? { slug: r.teamSlug, name: r.teamName ?? '', status: r.teamStatus ?? 'active' } : null,
    office: r.officeSlug ? { slug: r.officeSlug, name: r.officeName ?? '' } : null,
    status: r.status,
    presence: r.presence,
    allow_email: yesNo(r.allowEmail),
    allow_push: yesNo(r.allowPush),
    auto_assign: yesNo(r.autoAssign),
    auto_checking: yesNo(r.autoChecking),
    notify_now: r.notifyNow,
    image: r.image,
    billing_town: r.billingTown,
    billing_street: r.billingStreet,
    billing_street_number: r.billingStreetNumber,
  };
}

export interface BookingSummaryRow {
  code: string;
  bookingType: string;
  status: string;
  plannedStart: Date;
  plannedEnd: Date;
  officeSlug: string;
  officeName: string;
  workAreaSlug: string | null;
  workAreaName: string | null;
  resourceSlug: string | null;
  resourceName: string | null;
}

const ref = (slug: string | null, name: string | null) => (slug ? { slug, name: name ?? '' } : null);

export function toBookingSummary(r: BookingSummaryRow): BookingSummary {
  return {
    code: r.code,
    booking_type: r.bookingType,
    status: r.status,
    planned_start: r.plannedStart.toISOString(),
    planned_end: r.plannedEnd.toISOString(),
    office: { slug: r.officeSlug, name: r.officeName },
    work_area: ref(r.workAreaSlug, r.workAreaName),
    resource: ref(r.resourceSlug, r.resourceName),
  };
}
