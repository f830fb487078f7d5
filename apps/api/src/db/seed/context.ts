import type { Executor } from '../client.ts';
import type { Rng } from './rng.ts';

/** How big and what shape one operator's demo data is. */
export interface OfficeSpec {
  name: string;
  shortCode: string;
  town: string;
  street: string;
  streetNumber: string;
  postal: string;
  latitude: string;
  longitude: string;
  phone: string;
  maxOccupancy: number;
  floors: number;
  desksPerFloor: number;
  roomsPerFloor: number;
}

export interface StaffSpec {
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  jobTitle: string;
  /** Granted section codes. */
  sections: readonly string[];
  /** 'all' or indexes into TenantSpec.offices. */
  offices: 'all' | number[];
  /** Works the bar of its first office (F&B staff). */
  barista?: boolean;
}

export interface TenantSpec {
  slug: string;
  name: string;
  domain: string;
  role: string;
  visibility: string;
  planSlug: string | null;
  email: string;
  navigationColor: string;
  buttonColor: string;
  font: string;
  themeName: string;
  webSections: readonly string[];
  /** Member e-mails end with @<team-slug>.<emailDomain>. */
  emailDomain: string;
  offices: OfficeSpec[];
  staff: StaffSpec[];
  teams: number;
  members: number;
  guests: number;
  brokers: number;
  plans: 'full' | 'small';
  memberships: number;
  invoicesPerMonth: number;
  orders: number;
  /** Chance that a desk is booked on a past weekday; today and the next days are busier. */
  deskDensity: number;
  /** Chance per free hour that a meeting room gets a booking. */
  roomDensity: number;
  pastDays: number;
  futureDays: number;
  campaigns: number;
  offers: number;
  offerUsers: number;
  prepaidPackages: number;
}

/** What every seeding step receives. */
export interface Ctx {
  db: Executor;
  rng: Rng;
  clientId: number;
  spec: TenantSpec;
  now: Date;
  /** yyyy-MM-dd of `now` in DEFAULT_TIME_ZONE (the demo offices' zone). */
  today: string;
  passwordHash: string;
}
