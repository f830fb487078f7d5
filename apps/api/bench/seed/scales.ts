/**
 * Sizes per tenant. `large` is issue 14's operator (two tenants of it are generated); medium ≈ 1/10, small ≈ 1/100;
 * `tiny` is for the test (seconds). Booking and invoice-line counts are targets: the generator lands within a few %.
 */
export interface Scale {
  offices: number;
  resourcesPerOffice: number;
  teams: number;
  members: number;
  guests: number;
  memberships: number;
  bookings: number;
  invoices: number;
  invoiceLines: number;
  orders: number;
  /** Days of bookings before today (3 years ≈ 1065 + 30 ahead). */
  pastDays: number;
  futureDays: number;
}

export const SCALES = {
  tiny: {
    offices: 2,
    resourcesPerOffice: 20,
    teams: 10,
    members: 60,
    guests: 20,
    memberships: 80,
    bookings: 2_000,
    invoices: 100,
    invoiceLines: 400,
    orders: 300,
    pastDays: 120,
    futureDays: 14,
  },
  small: {
    offices: 2,
    resourcesPerOffice: 100,
    teams: 200,
    members: 1_000,
    guests: 500,
    memberships: 1_500,
    bookings: 50_000,
    invoices: 10_000,
    invoiceLines: 50_000,
    orders: 20_000,
    pastDays: 1_065,
    futureDays: 30,
  },
  medium: {
    offices: 20,
    resourcesPerOffice: 100,
    teams: 2_000,
    members: 10_000,
    guests: 5_000,
    memberships: 15_000,
    bookings: 500_000,
    invoices: 100_000,
    invoiceLines: 500_000,
    orders: 200_000,
    pastDays: 1_065,
    futureDays: 30,
  },
  large: {
    offices: 200,
    resourcesPerOffice: 100,
    teams: 20_000,
    members: 100_000,
    guests: 50_000,
    memberships: 150_000,
    bookings: 5_000_000,
    invoices: 1_000_000,
    invoiceLines: 5_000_000,
    orders: 2_000_000,
    pastDays: 1_065,
    futureDays: 30,
  },
} as const satisfies Record<string, Scale>;

export type ScaleName = keyof typeof SCALES;
export const isScaleName = (s: string): s is ScaleName => s in SCALES;

/** The two operators of every scale: same size, different seeds, so tenant filters are honest. */
export const BENCH_TENANTS = [
  { slug: 'bench-a', name: 'Bench Operator A', domain: 'bench-a', owner: 'owner@bench-a.test', staff: 'staff@bench-a.test' },
  { slug: 'bench-b', name: 'Bench Operator B', domain: 'bench-b', owner: 'owner@bench-b.test', staff: 'staff@bench-b.test' },
] as const;
export const BENCH_PASSWORD = 'Demo1234!';
