import { ALL_SECTIONS } from '@clubspace/contract';
import { skipCapture } from '../../lib/actor.ts';
import type { Db } from '../client.ts';
import type { OfficeSpec, TenantSpec } from './context.ts';
import { hashDemoPassword } from './demo.ts';
import { seedTenant, type TenantResult } from './tenant.ts';

/**
 * A bigger operator for benchmarks: `members` members and roughly `bookings` bookings over the last 13 months.
 * Desks are added until the booking target fits at the usual density. Owner: owner@<slug>.test / Demo1234!.
 */
export async function seedScale(
  db: Db,
  opts: { members: number; bookings: number; slug?: string; now?: Date; seed?: number },
): Promise<TenantResult & { ms: number }> {
  const started = performance.now();
  const slug = opts.slug ?? 'scale';
  const pastDays = 395;
  const deskDensity = 0.35;
  // ~282 weekdays in 13 months; meeting rooms add about a fifth on top of desk bookings.
  const desks = Math.max(10, Math.ceil((opts.bookings * 0.8) / (282 * deskDensity)));
  const officeCount = Math.max(1, Math.ceil(desks / 200));
  const floors = Math.max(1, Math.ceil(desks / officeCount / 50));
  const perFloor = Math.ceil(desks / officeCount / floors);
  const offices: OfficeSpec[] = Array.from({ length: officeCount }, (_, i) => ({
    name: `Scale Office ${i + 1}`,
    shortCode: `S${i + 1}`,
    town: 'London',
    street: 'City Road',
    streetNumber: String(i + 1),
    postal: 'EC1V 2NX',
    latitude: '51.5270',
    longitude: '-0.0880',
    phone: '+44 20 7946 0999',
    maxOccupancy: perFloor * floors * 2,
    floors,
    desksPerFloor: perFloor,
    roomsPerFloor: 2,
  }));
  const spec: TenantSpec = {
    slug,
    name: `Scale ${slug}`,
    domain: slug,
    role: 'coworking',
    visibility: 'public',
    planSlug: null,
    email: `hello@${slug}.test`,
    navigationColor: '#222222',
    buttonColor: '#FF8800',
    font: 'Lato',
    themeName: slug,
    webSections: ALL_SECTIONS,
    emailDomain: `${slug}.test`,
    offices,
    staff: [
      {
        email: `owner@${slug}.test`,
        firstName: 'Scale',
        lastName: 'Owner',
        role: 'club_owner',
        jobTitle: 'Owner',
        sections: ALL_SECTIONS,
        offices: 'all',
      },
    ],
    teams: Math.max(1, Math.ceil(opts.members / 8)),
    members: opts.members,
    guests: Math.ceil(opts.members / 5),
    brokers: 2,
    plans: 'full',
    memberships: Math.ceil(opts.members * 0.8),
    invoicesPerMonth: Math.max(1, Math.ceil(opts.members / 16)),
    orders: Math.ceil(opts.members * 2),
    deskDensity,
    roomDensity: 0.06,
    pastDays,
    futureDays: 14,
    campaigns: 4,
    offers: 4,
    offerUsers: Math.min(200, opts.members),
    prepaidPackages: 3,
  };
  const now = opts.now ?? new Date();
  const passwordHash = await hashDemoPassword();
  const result = await db.transaction(async (tx) => {
    await skipCapture(tx);
    return seedTenant(tx, spec, { now, seed: opts.seed ?? 7, passwordHash });
  });
  return { ...result, ms: Math.round(performance.now() - started) };
}
