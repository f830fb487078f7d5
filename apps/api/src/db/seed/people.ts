import { brokers, guests, members, staff, staffOffices, teams, users } from '../schema/index.ts';
import type { Ctx } from './context.ts';
import { CITIES, COMPANY_NAMES, FIRST_NAMES, GUEST_ORIGINS, JOB_TITLES, LAST_NAMES, STREETS } from './data.ts';
import type { SeededOffice } from './space.ts';
import { insertMany, SlugMaker, slugify } from './util.ts';

export interface SeededStaff {
  id: number;
  userId: number;
  officeIds: number[];
  barista: boolean;
}
export interface SeededTeam {
  id: number;
  name: string;
  officeId: number;
  status: string;
}
export interface SeededMember {
  id: number;
  userId: number;
  teamId: number | null;
  officeId: number;
  role: string;
  status: string;
  name: string;
}
export interface People {
  staff: SeededStaff[];
  teams: SeededTeam[];
  members: SeededMember[];
  guests: { id: number; teamId: number | null; officeId: number }[];
  brokerIds: number[];
}

const BROKER_NAMES = ['DeskFinder Ltd', 'SpaceScout', 'OfficeMatch Partners', 'WorkNest Brokers', 'Flexi Agents'];
const DAY = 86_400_000;

/** A UK mobile number from Ofcom's range reserved for drama, so it can never reach a real person. */
const phone = (n: number) => `+44 7700 900${String(n % 1000).padStart(3, '0')}`;

export async function seedPeople(ctx: Ctx, offices: SeededOffice[]): Promise<People> {
  const { db, rng, clientId, spec, now, passwordHash } = ctx;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);

  // Staff: users who log in to the back-office.
  const staffUserIds = await insertMany(
    db,
    users,
    spec.staff.map((s) => ({
      email: s.email,
      passwordHash,
      firstName: s.firstName,
      lastName: s.lastName,
      phone: phone(rng.int(0, 999)),
      validated: true,
      onboardingLevel: 100,
      validationLevel: 100,
      lastLogin: ago(rng.int(0, 2)),
      activeClientId: clientId,
      createdAt: ago(420),
    })),
  );
  const staffSlugs = new SlugMaker();
  const scopes = spec.staff.map((s) => (s.offices === 'all' ? offices.map((o) => o.id) : s.offices.map((i) => offices[i]!.id)));
  const staffIds = await insertMany(
    db,
    staff,
    spec.staff.map((s, i) => ({
      clientId,
      slug: staffSlugs.make(`${s.firstName} ${s.lastName}`),
      userId: staffUserIds[i]!,
      role: s.role,
      status: 'active',
      jobTitle: s.jobTitle,
      allOffices: s.offices === 'all',
      webSections: [...s.sections],
      activeOfficeId: scopes[i]![0] ?? null,
      createdAt: ago(420),
    })),
  );
  await insertMany(
    db,
    staffOffices,
    spec.staff.flatMap((s, i) => (s.offices === 'all' ? [] : scopes[i]!.map((officeId) => ({ clientId, staffId: staffIds[i]!, officeId })))),
  );

  // Teams: customer companies, each with a home office.
  const teamSlugs = new SlugMaker();
  const names = rng.shuffle(COMPANY_NAMES);
  const teamDrafts = Array.from({ length: spec.teams }, (_, i) => {
    const base = names[i % names.length]!;
    const name = i < names.length ? base : `${base} ${Math.floor(i / names.length) + 1}`;
    const officeId = offices[i % offices.length]!.id;
    return { name, officeId, status: rng.chance(0.9) ? 'active' : 'inactive', slug: teamSlugs.make(name) };
  });
  const teamIds = await insertMany(
    db,
    teams,
    teamDrafts.map((t) => ({
      clientId,
      slug: t.slug,
      name: t.name,
      status: t.status,
      officeId: t.officeId,
      description: `${t.name} works from ${offices.find((o) => o.id === t.officeId)!.name}.`,
      invoiceName: /LLP|Co$/.test(t.name) ? t.name : `${t.name} Ltd`,
      invoiceAddress: `${rng.int(1, 220)} ${rng.pick(STREETS)}`,
      invoicePostCode: `E${rng.int(1, 20)} ${rng.int(1, 9)}${rng.code(2, 'ABDEFGHJLNPQRSTUWXYZ')}`,
      invoiceCity: rng.pick(CITIES),
      createdAt: ago(rng.int(300, 420)),
    })),
  );
  const seededTeams: SeededTeam[] = teamDrafts.map((t, i) => ({ id: teamIds[i]!, name: t.name, officeId: t.officeId, status: t.status }));

  // Members: one user each; the first member of every team is its admin.
  const emails = new Set<string>();
  const memberDrafts = Array.from({ length: spec.members }, (_, i) => {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const teamIndex = i < spec.teams ? i : rng.int(0, spec.teams - 1);
    let role =
      i < spec.teams
        ? 'team_admin'
        : rng.weighted([
            ['team_member', 85],
            ['pending', 7],
            ['referral', 8],
          ] as const);
    const team = role === 'referral' && rng.chance(0.5) ? null : teamDrafts[teamIndex]!;
    if (!team && role !== 'referral') role = 'team_member';
    const domain = `${team ? team.slug : 'referrals'}.${spec.emailDomain}`;
    let email = `${slugify(first)}.${slugify(last)}@${domain}`;
    for (let n = 2; emails.has(email); n++) email = `${slugify(first)}.${slugify(last)}${n}@${domain}`;
    emails.add(email);
    const status = role !== 'team_admin' && rng.chance(0.08) ? 'inactive' : 'active';
    const validated = role !== 'pending' && rng.chance(0.92);
    return {
      first,
      last,
      email,
      role,
      team,
      teamIndex: team ? teamIndex : null,
      status,
      validated,
      officeId: team ? team.officeId : rng.pick(offices).id,
      createdAt: ago(role === 'pending' ? rng.int(1, 20) : rng.int(30, 400)),
    };
  });
  const memberUserIds = await insertMany(
    db,
    users,
    memberDrafts.map((m, i) => ({
      email: m.email,
      passwordHash,
      firstName: m.first,
      lastName: m.last,
      phone: phone(100 + i),
      validated: m.validated,
      onboardingLevel: m.validated ? rng.pick([50, 75, 100]) : rng.pick([0, 25]),
      validationLevel: m.validated ? rng.pick([50, 75, 100]) : rng.pick([0, 25]),
      lastLogin: m.validated ? new Date(now.getTime() - rng.int(1, 40 * 24) * 3_600_000) : null,
      activeClientId: clientId,
      createdAt: m.createdAt,
    })),
  );
  const memberSlugs = new SlugMaker();
  const memberIds = await insertMany(
    db,
    members,
    memberDrafts.map((m, i) => ({
      clientId,
      slug: memberSlugs.make(`${m.first} ${m.last}`),
      userId: memberUserIds[i]!,
      teamId: m.teamIndex === null ? null : teamIds[m.teamIndex]!,
      officeId: m.officeId,
      role: m.role,
      status: m.status,
      jobTitle: m.role === 'team_admin' ? rng.pick(['Founder', 'CEO', 'Office Manager']) : rng.pick(JOB_TITLES),
      presence:
        m.status === 'inactive' || m.role === 'pending'
          ? 'out'
          : rng.weighted([
              ['out', 55],
              ['checked_in', 30],
              ['network_on', 15],
            ] as const),
      allowEmail: rng.chance(0.85),
      allowPush: rng.chance(0.7),
      autoAssign: rng.chance(0.3),
      autoChecking: rng.chance(0.2),
      notifyNow: rng.chance(0.1),
      createdAt: m.createdAt,
    })),
  );
  const seededMembers: SeededMember[] = memberDrafts.map((m, i) => ({
    id: memberIds[i]!,
    userId: memberUserIds[i]!,
    teamId: m.teamIndex === null ? null : teamIds[m.teamIndex]!,
    officeId: m.officeId,
    role: m.role,
    status: m.status,
    name: `${m.first} ${m.last}`,
  }));

  // Guests, invited by active members.
  const hosts = seededMembers.filter((m) => m.status === 'active' && m.teamId !== null);
  const guestSlugs = new SlugMaker();
  const guestDrafts = Array.from({ length: spec.guests }, () => {
    const host = rng.pick(hosts);
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    return { host, first, last };
  });
  const guestIds = await insertMany(
    db,
    guests,
    guestDrafts.map((g, i) => ({
      clientId,
      slug: guestSlugs.make(`${g.first} ${g.last}`),
      name: `${g.first} ${g.last}`,
      email: `${slugify(g.first)}.${slugify(g.last)}${i}@example.com`,
      phone: phone(500 + i),
      hostMemberId: g.host.id,
      teamId: g.host.teamId,
      status: rng.weighted([
        ['active', 70],
        ['inactive', 15],
        ['former', 15],
      ] as const),
      origin: rng.pick(GUEST_ORIGINS),
      reference: `REF-${rng.code(6)}`,
      consentMarketing: rng.chance(0.5),
      officeId: g.host.officeId,
      createdAt: ago(rng.int(1, 300)),
    })),
  );

  const brokerSlugs = new SlugMaker();
  const brokerIds = await insertMany(
    db,
    brokers,
    BROKER_NAMES.slice(0, spec.brokers).map((name) => ({
      clientId,
      slug: brokerSlugs.make(name),
      name,
      email: `bookings@${slugify(name)}.example.com`,
      phone: phone(rng.int(0, 999)),
      createdAt: ago(365),
    })),
  );

  return {
    staff: spec.staff.map((s, i) => ({ id: staffIds[i]!, userId: staffUserIds[i]!, officeIds: scopes[i]!, barista: !!s.barista })),
    teams: seededTeams,
    members: seededMembers,
    guests: guestDrafts.map((g, i) => ({ id: guestIds[i]!, teamId: g.host.teamId, officeId: g.host.officeId })),
    brokerIds,
  };
}
