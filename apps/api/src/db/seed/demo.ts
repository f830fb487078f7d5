import { seedEvents } from './events.ts';
import { hash } from '@node-rs/argon2';
import { ALL_SECTIONS } from '@clubspace/contract';
import { skipCapture } from '../../lib/actor.ts';
import type { Db, Executor } from '../client.ts';
import { clients, platformPlans } from '../schema/index.ts';
import type { OfficeSpec, TenantSpec } from './context.ts';
import { seedPortal } from './portal.ts';
import { seedTenant, type TenantResult } from './tenant.ts';

export const DEMO_PASSWORD = 'Demo1234!';

/** Logins printed by the server banner and the README. */
export const DEMO_LOGINS = [
  { email: 'owner@demo.test', password: DEMO_PASSWORD, description: 'Demo Coworking owner — every section, both offices' },
  {
    email: 'staff@demo.test',
    password: DEMO_PASSWORD,
    description: 'Demo Coworking staff — dashboard cards, members list, bookings map and list; Shoreditch only',
  },
  { email: 'owner@harbour.test', password: DEMO_PASSWORD, description: 'Harbour Works owner — a second, smaller operator' },
] as const;

/** The demo's member portal logins (issue 26), printed by the server banner next to the staff ones (db/seed/portal.ts). */
export const PORTAL_LOGINS = [
  {
    email: 'teamadmin@demo.test',
    password: DEMO_PASSWORD,
    description: 'Demo Coworking member portal — a team admin (the team’s bookings and invoices, invites colleagues)',
  },
  { email: 'member@demo.test', password: DEMO_PASSWORD, description: 'Demo Coworking member portal — a member of the same team' },
] as const;

const PLATFORM_PLANS = [
  {
    slug: 'starter',
    name: 'Starter',
    typeClient: 'private',
    textPrice: '£2 per member / month',
    pricePence: 200,
    invoicingPeriodInDays: 30,
    subtitle: 'For small teams finding their feet',
    listOrder: 1,
  },
  {
    slug: 'team',
    name: 'Team',
    typeClient: 'private',
    textPrice: '£3 per member / month',
    pricePence: 300,
    invoicingPeriodInDays: 30,
    subtitle: 'Desk booking, meeting rooms and guests',
    listOrder: 2,
  },
  {
    slug: 'business',
    name: 'Business',
    typeClient: 'private',
    textPrice: '£30 per member / year',
    pricePence: 3000,
    invoicingPeriodInDays: 365,
    subtitle: 'Yearly billing with two months free',
    listOrder: 3,
  },
  {
    slug: 'enterprise',
    name: 'Enterprise',
    typeClient: 'private',
    textPrice: 'Contact us',
    pricePence: 0,
    invoicingPeriodInDays: 90,
    subtitle: 'Many offices, single sign-on, dedicated support',
    listOrder: 4,
  },
];

const office = (o: Partial<OfficeSpec> & Pick<OfficeSpec, 'name' | 'shortCode'>): OfficeSpec => ({
  town: 'London',
  street: 'Old Street',
  streetNumber: '1',
  postal: 'EC1V 9HX',
  latitude: '51.5255',
  longitude: '-0.0877',
  phone: '+44 20 7946 0000',
  maxOccupancy: 120,
  floors: 2,
  desksPerFloor: 20,
  roomsPerFloor: 2,
  ...o,
});

const STAFF_SECTIONS = ['dashboard', 'cards_statistics', 'users', 'members', 'bookings', 'list', 'map'];
const managerSections = ALL_SECTIONS.filter((c) => !['on_boarding', 'account', 'marketing', 'campaigns', 'offers', 'offer_user'].includes(c));

export const DEMO_SPEC: TenantSpec = {
  slug: 'demo',
  name: 'Demo Coworking',
  domain: 'demo',
  role: 'coworking',
  visibility: 'public',
  planSlug: null,
  email: 'hello@demo.test',
  navigationColor: '#1B3A4B',
  buttonColor: '#E07A1F',
  font: 'Lato',
  themeName: 'Demo Coworking',
  webSections: ALL_SECTIONS,
  emailDomain: 'demo.test',
  offices: [
    office({
      name: 'Shoreditch',
      shortCode: 'SHO',
      street: 'Great Eastern Street',
      streetNumber: '86',
      postal: 'EC2A 3JL',
      latitude: '51.5246',
      longitude: '-0.0810',
      maxOccupancy: 140,
    }),
    office({
      name: 'Canary Wharf',
      shortCode: 'CAW',
      street: 'Bank Street',
      streetNumber: '25',
      postal: 'E14 5JP',
      latitude: '51.5028',
      longitude: '-0.0205',
      phone: '+44 20 7946 0001',
      maxOccupancy: 110,
    }),
  ],
  staff: [
    {
      email: 'owner@demo.test',
      firstName: 'Olivia',
      lastName: 'Owner',
      role: 'club_owner',
      jobTitle: 'Founder',
      sections: ALL_SECTIONS,
      offices: 'all',
    },
    {
      email: 'staff@demo.test',
      firstName: 'Sam',
      lastName: 'Staff',
      role: 'club_staff',
      jobTitle: 'Community Host',
      sections: STAFF_SECTIONS,
      offices: [0],
    },
    {
      email: 'manager@demo.test',
      firstName: 'Priya',
      lastName: 'Manager',
      role: 'club_manager',
      jobTitle: 'Operations Manager',
      sections: managerSections,
      offices: 'all',
    },
    {
      email: 'barista.shoreditch@demo.test',
      firstName: 'Marco',
      lastName: 'Rossi',
      role: 'club_staff',
      jobTitle: 'Barista',
      sections: ['fandd', 'orders', 'stock', 'bar', 'categories'],
      offices: [0],
      barista: true,
    },
    {
      email: 'barista.canary@demo.test',
      firstName: 'Aisha',
      lastName: 'Khan',
      role: 'club_staff',
      jobTitle: 'Barista',
      sections: ['fandd', 'orders', 'stock', 'bar', 'categories'],
      offices: [1],
      barista: true,
    },
  ],
  teams: 12,
  members: 60,
  guests: 20,
  brokers: 3,
  plans: 'full',
  memberships: 50,
  invoicesPerMonth: 6,
  orders: 100,
  deskDensity: 0.12,
  roomDensity: 0.07,
  pastDays: 395,
  futureDays: 14,
  campaigns: 8,
  offers: 6,
  offerUsers: 15,
  prepaidPackages: 3,
};

export const HARBOUR_SPEC: TenantSpec = {
  slug: 'harbour',
  name: 'Harbour Works',
  domain: 'harbour',
  role: 'private',
  visibility: 'protected',
  planSlug: 'team',
  email: 'hello@harbour.test',
  navigationColor: '#0B3D2E',
  buttonColor: '#2E86AB',
  font: 'Lato',
  themeName: 'Harbour Works',
  webSections: ALL_SECTIONS,
  emailDomain: 'harbour.test',
  offices: [
    office({
      name: 'Leith Docks',
      shortCode: 'LEI',
      town: 'Edinburgh',
      street: 'Commercial Quay',
      streetNumber: '12',
      postal: 'EH6 6LX',
      latitude: '55.9777',
      longitude: '-3.1726',
      phone: '+44 131 496 0000',
      maxOccupancy: 40,
      floors: 1,
      desksPerFloor: 12,
      roomsPerFloor: 2,
    }),
  ],
  staff: [
    {
      email: 'owner@harbour.test',
      firstName: 'Hamish',
      lastName: 'Harbour',
      role: 'club_owner',
      jobTitle: 'Managing Director',
      sections: ALL_SECTIONS,
      offices: 'all',
    },
    {
      email: 'frontdesk@harbour.test',
      firstName: 'Fiona',
      lastName: 'Fraser',
      role: 'club_staff',
      jobTitle: 'Front of House',
      sections: [...STAFF_SECTIONS, 'fandd', 'orders', 'stock', 'bar', 'categories'],
      offices: [0],
      barista: true,
    },
  ],
  teams: 4,
  members: 15,
  guests: 5,
  brokers: 1,
  plans: 'small',
  memberships: 10,
  invoicesPerMonth: 2,
  orders: 20,
  deskDensity: 0.15,
  roomDensity: 0.05,
  pastDays: 120,
  futureDays: 14,
  campaigns: 2,
  offers: 2,
  offerUsers: 4,
  prepaidPackages: 1,
};

/** argon2id with the library defaults; hashed once per seed and shared by every demo user (hashing is slow on purpose). */
export const hashDemoPassword = () => hash(DEMO_PASSWORD);

export async function isEmpty(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: clients.id }).from(clients).limit(1);
  return rows.length === 0;
}

/**
 * Loads the demo: platform plans, "Demo Coworking" (slug demo) and "Harbour Works" (slug harbour), all in one
 * transaction. Deterministic for a given `now` (default: the current time; dates are laid out around it).
 */
export async function seedDemo(db: Db, opts: { now?: Date } = {}): Promise<{ ms: number; tenants: Record<string, TenantResult> }> {
  const started = performance.now();
  const now = opts.now ?? new Date();
  const passwordHash = await hashDemoPassword();
  const tenants = await db.transaction(async (tx) => {
    await skipCapture(tx);
    await tx.insert(platformPlans).values(PLATFORM_PLANS).onConflictDoNothing({ target: platformPlans.slug });
    const demo = await seedTenant(tx, DEMO_SPEC, { now, seed: 20240601, passwordHash });
    const harbour = await seedTenant(tx, HARBOUR_SPEC, { now, seed: 19820417, passwordHash });
    await seedPortal(tx, demo.clientId, { admin: PORTAL_LOGINS[0].email, member: PORTAL_LOGINS[1].email }, now);
    await seedPortal(tx, harbour.clientId, null, now);
    await seedEvents(tx, demo.clientId, now);
    await seedEvents(tx, harbour.clientId, now);
    return { demo, harbour };
  });
  return { ms: Math.round(performance.now() - started), tenants };
}
