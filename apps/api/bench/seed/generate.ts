/**
 * Row generators for one bench operator. Dimension tables (offices, resources, teams, members, memberships) are
 * kept in memory as small arrays; the big tables (bookings, invoices + lines, orders + lines) are generated lazily,
 * row by row, by sync generators that copyRows streams into COPY. Ids are assigned here (serial columns accept
 * explicit values; the sequences are moved past them at the end), so no round trip is needed to learn them.
 *
 * Determinism: every table draws from its own Rng seeded by (seed, tenant, table), and invoice/order lines draw from
 * an Rng seeded by their parent's index, so the parent row (which needs the totals) and its lines (streamed later)
 * see the same random values.
 */
import { ALL_SECTIONS, DEFAULT_TIME_ZONE, DEFAULT_VAT, invoiceTotals, lineTotals, slugify, zonedInstant } from '@clubspace/contract';
import { CITIES, FIRST_NAMES, GUEST_ORIGINS, JOB_TITLES, LAST_NAMES, MENU, STREETS } from '../../src/db/seed/data.ts';
import { Rng } from '../../src/db/seed/rng.ts';
import { dayOf, encodeRow, ts, type Cell } from './copy.ts';
import type { Scale } from './scales.ts';

const DAY = 86_400_000;
/** Digits before letters: the byte order, so a code's text order is its number's order (C and C.UTF-8 collations). */
const SORTED_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/**
 * Codes of the big tables (bookings, invoice lines, orders): a fixed-width spelling of an increasing function of the
 * id, so they are unique and a table loaded in id order is already sorted on them: their (client_id, code/slug)
 * unique indexes then build from presorted input (2–3× cheaper than sorting random text).
 */
function seqCode(id: number, chars: number): string {
  let v = id * 29 + 1_000_003;
  let s = '';
  for (let i = 0; i < chars; i++) {
    s = SORTED_ALPHABET[v % 32] + s;
    v = Math.floor(v / 32);
  }
  return s;
}

/** Weighted pick as Rng.weighted does it, with the totals computed once (these run millions of times). */
function picker<T>(pairs: readonly (readonly [T, number])[]): (r: Rng) => T {
  const total = pairs.reduce((s, [, w]) => s + w, 0);
  return (r) => {
    let x = r.float() * total;
    for (const [value, w] of pairs) {
      x -= w;
      if (x < 0) return value;
    }
    return pairs[pairs.length - 1]![0];
  };
}

const ADJECTIVES = [
  'Northwind',
  'Bramble',
  'Lumen',
  'Copperleaf',
  'Harbourlight',
  'Quill',
  'Greenline',
  'Bluebird',
  'Pixel',
  'Tandem',
  'Oakridge',
  'Fernhill',
  'Brightwater',
  'Kestrel',
  'Moonrise',
  'Juniper',
  'Saltmarsh',
  'Ironbridge',
  'Velvet',
  'Thistle',
  'Cobalt',
  'Lantern',
  'Sparrow',
  'Wildflower',
  'Redbrick',
  'Orbit',
  'Paperplane',
  'Sable',
  'Amber',
  'Granite',
  'Hazel',
  'Indigo',
  'Marble',
  'Nimbus',
  'Ember',
  'Willow',
  'Falcon',
  'Meadow',
  'Riverside',
  'Summit',
] as const;
const NOUNS = [
  'Digital',
  'Design',
  'Analytics',
  'Studio',
  'Media',
  'Legal',
  'Energy',
  'Ventures',
  'Foundry',
  'Health',
  'Consulting',
  'Architects',
  'Labs',
  'Logistics',
  'Games',
  'Finance',
  'Books',
  'Robotics',
  'Events',
  'Cloud',
  'Recruitment',
  'Learning',
  'Pay',
  'Coffee',
  'Property',
  'Mobility',
  'Marketing',
  'Security',
  'Systems',
  'Partners',
] as const;
const SUFFIXES = ['Ltd', 'LLP', 'Group', 'Co', 'Collective'] as const;
const PLACES = [
  'Shoreditch',
  'Canary Wharf',
  'Clerkenwell',
  "King's Cross",
  'Southwark',
  'Soho',
  'Hackney',
  'Islington',
  'Camden',
  'Brixton',
  'Deansgate',
  'Ancoats',
  'Temple Quay',
  'Harbourside',
  'Headrow',
  'Holbeck',
  'Leith',
  'New Town',
  'North Laine',
  'Hove',
] as const;
const TOWNS: Record<string, string> = {
  Shoreditch: 'London',
  'Canary Wharf': 'London',
  Clerkenwell: 'London',
  "King's Cross": 'London',
  Southwark: 'London',
  Soho: 'London',
  Hackney: 'London',
  Islington: 'London',
  Camden: 'London',
  Brixton: 'London',
  Deansgate: 'Manchester',
  Ancoats: 'Manchester',
  'Temple Quay': 'Bristol',
  Harbourside: 'Bristol',
  Headrow: 'Leeds',
  Holbeck: 'Leeds',
  Leith: 'Edinburgh',
  'New Town': 'Edinburgh',
  'North Laine': 'Brighton',
  Hove: 'Brighton',
};

const PLANS = [
  {
    name: 'Full Member',
    subtitle: 'Your own desk, every day',
    category: 'full',
    basePricePence: 35000,
    freeCredits: 10,
    freeDays: 0,
    lengthInMonth: 30,
  },
  {
    name: 'Flex 10',
    subtitle: '10 days a month, any desk',
    category: 'flex_10',
    basePricePence: 18000,
    freeCredits: 4,
    freeDays: 10,
    lengthInMonth: 30,
  },
  { name: 'Flex 4', subtitle: 'One day a week', category: 'flex_4', basePricePence: 8000, freeCredits: 2, freeDays: 4, lengthInMonth: 30 },
  { name: 'Day Pass', subtitle: 'Drop in for a day', category: 'day_pass', basePricePence: 2500, freeCredits: 0, freeDays: 1, lengthInMonth: 1 },
  {
    name: 'Private Office',
    subtitle: 'A lockable office for your team',
    category: 'office',
    basePricePence: 180000,
    freeCredits: 20,
    freeDays: 0,
    lengthInMonth: 30,
  },
] as const;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const LINE_STATUS: Record<string, string> = { open: 'new', pending_payment: 'payment_pending', paid: 'paid', void: 'void' };
const LINE_KINDS = [
  { name: 'membership', paymentType: 'work' },
  { name: 'Hot desk day passes', paymentType: 'work' },
  { name: 'Half-day desk passes', paymentType: 'work' },
  { name: 'Meeting room hire', paymentType: 'service' },
  { name: 'Bar tab', paymentType: 'bar' },
  { name: 'Community event tickets', paymentType: 'event' },
] as const;
const phone = (n: number) => `+44 7700 900${String(n % 1000).padStart(3, '0')}`;
const isoDay = dayOf;
const FIRST_SLUGS = FIRST_NAMES.map(slugify);
const LAST_SLUGS = LAST_NAMES.map(slugify);

/** The next free id per table, shared by both tenants (ids are global serials). */
export class IdCounter {
  private readonly next = new Map<string, number>();
  take(table: string): number {
    const id = (this.next.get(table) ?? 0) + 1;
    this.next.set(table, id);
    return id;
  }
  peek(table: string): number {
    return this.next.get(table) ?? 0;
  }
  tables(): string[] {
    return [...this.next.keys()];
  }
}

export interface CopyTable {
  table: string;
  columns: readonly string[];
}
/** Hands one COPY text line (newline included) for `tables[k]` of the task. */
export type Emit = (k: number, line: string) => void;
/**
 * Rows for one table, or for a parent table and its lines generated in one pass (invoices, orders: the parent needs
 * its lines' totals, so each line is drawn once and streamed to its own COPY). `run` yields now and then so the
 * caller can flush its buffers.
 */
export interface CopyTask {
  tables: CopyTable[];
  run: (emit: Emit) => Iterable<unknown>;
}

/** Every line of a task as [table, line], in order (tests and digests). */
export function* taskLines(task: CopyTask): Generator<[string, string]> {
  const out: [string, string][] = [];
  for (const _ of task.run((k, line) => out.push([task.tables[k]!.table, line]))) {
    yield* out;
    out.length = 0;
  }
  yield* out;
}

interface Office {
  id: number;
  name: string;
  shortCode: string;
  floorIds: number[];
  openAreaIds: number[];
  officeAreaId: number;
}
interface Resource {
  id: number;
  officeIndex: number;
  floorId: number;
  workAreaId: number | null;
  type: 'hot_desk' | 'desk' | 'meeting_room' | 'bar_table';
  buffer: number;
  priceDay: number;
  priceHour: number;
}

/**
 * Builds the copy tasks of one tenant, in FK order. `now` anchors every date (bookings run from now − pastDays to
 * now + futureDays). `passwordHash` is the argon2 hash of the bench password (shared by every user of the run).
 */
export function tenantTasks(opts: {
  tenant: { slug: string; name: string; domain: string; owner: string; staff: string };
  tenantIndex: number;
  scale: Scale;
  seed: number;
  now: Date;
  passwordHash: string;
  ids: IdCounter;
}): CopyTask[] {
  const { tenant, scale, now, passwordHash, ids } = opts;
  const rngFor = (table: string) =>
    new Rng((opts.seed * 7919 + opts.tenantIndex * 104_729 + [...table].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 0)) >>> 0);
  const nowMs = now.getTime();
  const ago = (days: number) => new Date(nowMs - days * DAY);
  const emailDomain = `${tenant.slug}.test`;
  const clientId = ids.take('clients');
  const tasks: CopyTask[] = [];
  const task = (table: string, columns: readonly string[], rows: () => Iterable<Cell[]>) =>
    tasks.push({
      tables: [{ table, columns }],
      run: function* (emit) {
        let n = 0;
        for (const row of rows()) {
          if (row.length !== columns.length) throw new Error(`${table}: row has ${row.length} values for ${columns.length} columns`);
          emit(0, encodeRow(row));
          if (++n % 256 === 0) yield;
        }
      },
    });

  task(
    'clients',
    [
      'id',
      'slug',
      'name',
      'role',
      'visibility',
      'domain',
      'email',
      'employees',
      'theme_name',
      'navigation_color',
      'button_color',
      'font',
      'web_sections',
      'created_at',
      'prices_include_vat',
    ],
    // Prices excluding VAT, as the generated invoice lines are (issue 23: operators older than migration 0031).
    () => [
      [
        clientId,
        tenant.slug,
        tenant.name,
        'coworking',
        'public',
        tenant.domain,
        `hello@${emailDomain}`,
        scale.members,
        tenant.name,
        '#1B3A4B',
        '#E07A1F',
        'Lato',
        ALL_SECTIONS,
        ago(1200),
        false,
      ],
    ],
  );

  // ---- Space: offices, floors, work areas, resources (in memory: ~20k resources at the large scale).
  const rSpace = rngFor('space');
  const offices: Office[] = [];
  const resources: Resource[] = [];
  const officeRows: Cell[][] = [];
  const floorRows: Cell[][] = [];
  const areaRows: Cell[][] = [];
  const resourceRows: Cell[][] = [];
  const floorsPerOffice = scale.resourcesPerOffice > 40 ? 2 : 1;
  for (let o = 0; o < scale.offices; o++) {
    const place = PLACES[o % PLACES.length]!;
    const round = Math.floor(o / PLACES.length);
    const name = round === 0 ? place : `${place} ${round + 1}`;
    const shortCode = `${place
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase()}${round + 1}`;
    const id = ids.take('offices');
    const town = TOWNS[place]!;
    const street = STREETS[o % STREETS.length]!;
    officeRows.push([
      id,
      clientId,
      slugify(name),
      ago(1200),
      name,
      shortCode,
      'active',
      'public',
      `${name} — coworking in the heart of ${town}.`,
      `${(o % 200) + 1} ${street}, ${town}`,
      town,
      street,
      String((o % 200) + 1),
      street,
      'EC1V 9HX',
      '51.5255',
      '-0.0877',
      phone(o),
      `${slugify(name)}@${emailDomain}`,
      o + 1,
      `${shortCode}-`,
      scale.resourcesPerOffice * 2,
      3,
      DEFAULT_TIME_ZONE,
    ]);
    const office: Office = { id, name, shortCode, floorIds: [], openAreaIds: [], officeAreaId: 0 };
    for (let f = 0; f < floorsPerOffice; f++) {
      const floorId = ids.take('floors');
      office.floorIds.push(floorId);
      floorRows.push([
        floorId,
        clientId,
        `${slugify(shortCode)}-floor-${f}`,
        ago(1200),
        id,
        f === 0 ? 'Ground Floor' : `Floor ${f}`,
        f,
        { scale: 400, width: 400, height: 300, image: null },
      ]);
      const areaId = ids.take('work_areas');
      office.openAreaIds.push(areaId);
      areaRows.push([
        areaId,
        clientId,
        `${slugify(shortCode)}-open-space-${f}`,
        ago(1200),
        id,
        floorId,
        `Open Space ${f === 0 ? 'Ground Floor' : `Floor ${f}`}`,
        'open_space',
        f * 10,
        Math.floor(scale.resourcesPerOffice / floorsPerOffice),
        2500,
        45000,
        25000,
        450000,
        'active',
      ]);
    }
    office.officeAreaId = ids.take('work_areas');
    areaRows.push([
      office.officeAreaId,
      clientId,
      `${slugify(shortCode)}-private-office`,
      ago(1200),
      id,
      office.floorIds[0]!,
      `Private Office ${shortCode}`,
      'office',
      1,
      4,
      4000,
      15000,
      45000,
      180000,
      'active',
    ]);
    const rooms = Math.max(2, Math.round(scale.resourcesPerOffice * 0.12));
    const tables = Math.max(1, Math.round(scale.resourcesPerOffice * 0.04));
    const desks = scale.resourcesPerOffice - rooms - tables;
    for (let k = 0; k < scale.resourcesPerOffice; k++) {
      const type: Resource['type'] = k < desks ? (k < desks * 0.7 ? 'hot_desk' : 'desk') : k < desks + rooms ? 'meeting_room' : 'bar_table';
      const f = k % floorsPerOffice;
      const rid = ids.take('resources');
      const inOffice = type === 'desk' && k >= desks - 4;
      const workAreaId = type === 'meeting_room' ? null : inOffice ? office.officeAreaId : office.openAreaIds[f]!;
      const n = String(k + 1).padStart(3, '0');
      const label =
        type === 'hot_desk' ? `Hot Desk ${n}` : type === 'desk' ? `Desk ${n}` : type === 'meeting_room' ? `Meeting Room ${n}` : `Bar Table ${n}`;
      const buffer = type === 'meeting_room' && k % 2 === 0 ? 15 : 0;
      const p =
        type === 'meeting_room'
          ? [3500, 22000, 0, 4, 25, 0, 4500, 28000, 0]
          : type === 'desk'
            ? [600, 3500, 35000, 1, 6, 100, 700, 4000, 40000]
            : type === 'hot_desk'
              ? [500, 2500, 25000, 1, 5, 80, 600, 3000, 30000]
              : [0, 0, 0, 0, 0, 0, 0, 0, 0];
      resources.push({ id: rid, officeIndex: o, floorId: office.floorIds[f]!, workAreaId, type, buffer, priceDay: p[1]!, priceHour: p[0]! });
      resourceRows.push([
        rid,
        clientId,
        `${slugify(shortCode)}-${slugify(label)}`,
        ago(1200),
        id,
        office.floorIds[f]!,
        workAreaId,
        label,
        `${shortCode}-${n}`,
        type,
        'active',
        type === 'meeting_room' ? [4, 6, 8, 12][k % 4]! : type === 'bar_table' ? 4 : 1,
        20 + (k % 10) * 36,
        20 + (Math.floor(k / 10) % 10) * 26,
        type === 'meeting_room' ? '#D6EAF8' : '#FFFFFF',
        type === 'meeting_room' ? 'room' : type === 'bar_table' ? 'table' : 'desk',
        p[0]!,
        p[1]!,
        p[2]!,
        p[3]!,
        p[4]!,
        p[5]!,
        p[6]!,
        p[7]!,
        p[8]!,
        p[3]! * 2,
        p[4]! * 2,
        p[5]! * 2,
        buffer,
      ]);
    }
    offices.push(office);
    rSpace.float();
  }
  task(
    'offices',
    [
      'id',
      'client_id',
      'slug',
      'created_at',
      'name',
      'short_code',
      'status',
      'visibility',
      'description',
      'address',
      'town',
      'street',
      'street_number',
      'street_name',
      'postal',
      'latitude',
      'longitude',
      'phone',
      'email',
      'list_order',
      'invoice_prefix',
      'max_occupancy',
      'max_free_visits',
      'time_zone',
    ],
    () => officeRows,
  );
  task('floors', ['id', 'client_id', 'slug', 'created_at', 'office_id', 'name', 'order', 'floor_map'], () => floorRows);
  task(
    'work_areas',
    [
      'id',
      'client_id',
      'slug',
      'created_at',
      'office_id',
      'floor_id',
      'name',
      'area_type',
      'order',
      'size',
      'item_price_day_pence',
      'full_price_day_pence',
      'item_price_month_pence',
      'full_price_month_pence',
      'status',
    ],
    () => areaRows,
  );
  task(
    'resources',
    [
      'id',
      'client_id',
      'slug',
      'created_at',
      'office_id',
      'floor_id',
      'work_area_id',
      'name',
      'identifier',
      'resource_type',
      'status',
      'capacity',
      'x',
      'y',
      'color',
      'resource_unit',
      'price_hour_pence',
      'price_day_pence',
      'price_month_pence',
      'price_credits_hour',
      'price_credits_day',
      'price_credits_month',
      'no_member_price_hour_pence',
      'no_member_price_day_pence',
      'no_member_price_month_pence',
      'no_member_price_credits_hour',
      'no_member_price_credits_day',
      'no_member_price_credits_month',
      'buffer_minutes',
    ],
    () => resourceRows,
  );

  // ---- Staff: the owner (every section, every office) and a staff member scoped to the first office.
  const ownerUserId = ids.take('users');
  const staffUserId = ids.take('users');
  const ownerStaffId = ids.take('staff');
  const staffStaffId = ids.take('staff');
  const staffSections = ['dashboard', 'cards_statistics', 'users', 'members', 'bookings', 'list', 'map'];
  const userColumns = [
    'id',
    'email',
    'password_hash',
    'first_name',
    'last_name',
    'phone',
    'validated',
    'onboarding_level',
    'validation_level',
    'last_login',
    'active_client_id',
    'created_at',
  ] as const;

  // ---- People: teams, members (users + members), guests. Members are kept as parallel typed arrays.
  const rPeople = rngFor('people');
  const teamOffice = new Int32Array(scale.teams);
  const teamIds = new Int32Array(scale.teams);
  const teamNames: string[] = [];
  const teamSlugs: string[] = [];
  const teamActive = new Uint8Array(scale.teams);
  const combos = ADJECTIVES.length * NOUNS.length;
  for (let t = 0; t < scale.teams; t++) {
    const c = (t * 7 + Math.floor(t / combos)) % combos;
    const base = `${ADJECTIVES[c % ADJECTIVES.length]} ${NOUNS[Math.floor(c / ADJECTIVES.length)]}`;
    const round = Math.floor(t / combos);
    teamNames.push(round === 0 ? base : `${base} ${round + 1}`);
    teamSlugs.push(slugify(teamNames[t]!));
    teamIds[t] = ids.take('teams');
    teamOffice[t] = t % scale.offices;
    teamActive[t] = rPeople.chance(0.9) ? 1 : 0;
  }
  const M = scale.members;
  const memberIds = new Int32Array(M);
  const memberUserIds = new Int32Array(M);
  const memberTeam = new Int32Array(M); // team index or -1
  const memberOffice = new Int32Array(M);
  const memberActive = new Uint8Array(M);
  const memberFirst = new Uint8Array(M);
  const memberLast = new Uint8Array(M);
  const memberRole: string[] = new Array(M);
  const teamMembers: number[][] = Array.from({ length: scale.teams }, () => []);
  for (let i = 0; i < M; i++) {
    memberIds[i] = ids.take('members');
    memberUserIds[i] = ids.take('users');
    memberFirst[i] = rPeople.int(0, FIRST_NAMES.length - 1);
    memberLast[i] = rPeople.int(0, LAST_NAMES.length - 1);
    const teamIndex = i < scale.teams ? i : rPeople.int(0, scale.teams - 1);
    const role =
      i < scale.teams
        ? 'team_admin'
        : rPeople.weighted([
            ['team_member', 85],
            ['pending', 7],
            ['referral', 8],
          ] as const);
    const team = role === 'referral' && rPeople.chance(0.5) ? -1 : teamIndex;
    memberRole[i] = team === -1 || role !== 'referral' ? role : 'referral';
    memberTeam[i] = team;
    memberOffice[i] = team >= 0 ? teamOffice[team]! : rPeople.int(0, scale.offices - 1);
    memberActive[i] = role !== 'team_admin' && rPeople.chance(0.08) ? 0 : 1;
    if (team >= 0) teamMembers[team]!.push(i);
  }
  const officeMembers: number[][] = Array.from({ length: scale.offices }, () => []);
  const activeMembers: number[] = [];
  for (let i = 0; i < M; i++)
    if (memberActive[i] && memberRole[i] !== 'pending') {
      officeMembers[memberOffice[i]!]!.push(i);
      activeMembers.push(i);
    }
  const memberName = (i: number) => `${FIRST_NAMES[memberFirst[i]!]} ${LAST_NAMES[memberLast[i]!]}`;

  task('users', userColumns, function* () {
    const r = rngFor('users');
    yield [ownerUserId, tenant.owner, passwordHash, 'Olivia', 'Owner', phone(1), true, 100, 100, ago(1), clientId, ago(1200)];
    yield [staffUserId, tenant.staff, passwordHash, 'Sam', 'Staff', phone(2), true, 100, 100, ago(1), clientId, ago(1200)];
    for (let i = 0; i < M; i++) {
      const first = FIRST_NAMES[memberFirst[i]!]!;
      const last = LAST_NAMES[memberLast[i]!]!;
      const team = memberTeam[i]!;
      const email = `${FIRST_SLUGS[memberFirst[i]!]}.${LAST_SLUGS[memberLast[i]!]}.${i + 1}@${team >= 0 ? teamSlugs[team] : 'referrals'}.${emailDomain}`;
      const validated = memberRole[i] !== 'pending' && r.chance(0.92);
      yield [
        memberUserIds[i]!,
        email,
        passwordHash,
        first,
        last,
        phone(100 + i),
        validated,
        validated ? r.pick([50, 75, 100]) : r.pick([0, 25]),
        validated ? r.pick([50, 75, 100]) : r.pick([0, 25]),
        validated ? new Date(nowMs - r.int(1, 40 * 24) * 3_600_000) : null,
        clientId,
        ago(r.int(30, 1100)),
      ];
    }
  });
  task(
    'staff',
    ['id', 'client_id', 'slug', 'created_at', 'user_id', 'role', 'status', 'job_title', 'all_offices', 'web_sections', 'active_office_id'],
    () => [
      [ownerStaffId, clientId, 'olivia-owner', ago(1200), ownerUserId, 'club_owner', 'active', 'Founder', true, ALL_SECTIONS, offices[0]!.id],
      [staffStaffId, clientId, 'sam-staff', ago(1200), staffUserId, 'club_staff', 'active', 'Community Host', false, staffSections, offices[0]!.id],
    ],
  );
  task('staff_offices', ['id', 'client_id', 'staff_id', 'office_id'], () => [[ids.take('staff_offices'), clientId, staffStaffId, offices[0]!.id]]);
  task(
    'teams',
    [
      'id',
      'client_id',
      'slug',
      'created_at',
      'name',
      'description',
      'invoice_name',
      'invoice_address',
      'invoice_post_code',
      'invoice_city',
      'status',
      'office_id',
    ],
    function* () {
      const r = rngFor('teams');
      for (let t = 0; t < scale.teams; t++) {
        const office = offices[teamOffice[t]!]!;
        yield [
          teamIds[t]!,
          clientId,
          teamSlugs[t]!,
          ago(r.int(300, 1150)),
          teamNames[t]!,
          `${teamNames[t]} works from ${office.name}.`,
          `${teamNames[t]} ${SUFFIXES[t % SUFFIXES.length]}`,
          `${r.int(1, 220)} ${r.pick(STREETS)}`,
          `E${r.int(1, 20)} ${r.int(1, 9)}${r.code(2, 'ABDEFGHJLNPQRSTUWXYZ')}`,
          r.pick(CITIES),
          teamActive[t] ? 'active' : 'inactive',
          office.id,
        ];
      }
    },
  );
  const invoiceDataIds = new Int32Array(scale.teams);
  for (let t = 0; t < scale.teams; t++) invoiceDataIds[t] = ids.take('invoice_datas');
  task(
    'invoice_datas',
    [
      'id',
      'client_id',
      'slug',
      'created_at',
      'team_id',
      'name',
      'town',
      'post_code',
      'address_1',
      'country',
      'vat_number',
      'company_number',
      'email_contact',
      'person_contact',
      'phone_contact',
      'is_default',
      'status',
    ],
    function* () {
      const r = rngFor('invoice_datas');
      for (let t = 0; t < scale.teams; t++)
        yield [
          invoiceDataIds[t]!,
          clientId,
          `${teamSlugs[t]}-billing`,
          ago(1150),
          teamIds[t]!,
          `${teamNames[t]} ${SUFFIXES[t % SUFFIXES.length]}`,
          r.pick(CITIES),
          `EC${r.int(1, 4)}A ${r.int(1, 9)}BB`,
          `${r.int(1, 200)} ${r.pick(STREETS)}`,
          'United Kingdom',
          `GB${r.int(100000000, 999999999)}`,
          String(r.int(10000000, 16999999)),
          `accounts@${teamSlugs[t]}.${emailDomain}`,
          'Accounts Payable',
          `+44 20 7946 0${r.int(100, 999)}`,
          true,
          'active',
        ];
    },
  );
  task(
    'members',
    [
      'id',
      'client_id',
      'slug',
      'created_at',
      'user_id',
      'team_id',
      'office_id',
      'role',
      'status',
      'job_title',
      'presence',
      'allow_email',
      'allow_push',
      'auto_assign',
      'auto_checking',
      'notify_now',
    ],
    function* () {
      const r = rngFor('members');
      const seen = new Map<string, number>();
      for (let i = 0; i < M; i++) {
        const base = slugify(memberName(i));
        const n = (seen.get(base) ?? 0) + 1;
        seen.set(base, n);
        const active = memberActive[i] === 1;
        const role = memberRole[i]!;
        yield [
          memberIds[i]!,
          clientId,
          n === 1 ? base : `${base}-${n}`,
          ago(r.int(30, 1100)),
          memberUserIds[i]!,
          memberTeam[i]! >= 0 ? teamIds[memberTeam[i]!]! : null,
          offices[memberOffice[i]!]!.id,
          role,
          active ? 'active' : 'inactive',
          role === 'team_admin' ? r.pick(['Founder', 'CEO', 'Office Manager']) : r.pick(JOB_TITLES),
          !active || role === 'pending'
            ? 'out'
            : r.weighted([
                ['out', 55],
                ['checked_in', 30],
                ['network_on', 15],
              ] as const),
          r.chance(0.85),
          r.chance(0.7),
          r.chance(0.3),
          r.chance(0.2),
          r.chance(0.1),
        ];
      }
    },
  );
  task(
    'guests',
    [
      'id',
      'client_id',
      'slug',
      'created_at',
      'name',
      'email',
      'phone',
      'host_member_id',
      'team_id',
      'status',
      'origin',
      'reference',
      'consent_marketing',
      'office_id',
    ],
    function* () {
      const r = rngFor('guests');
      const seen = new Map<string, number>();
      for (let g = 0; g < scale.guests; g++) {
        const host = activeMembers[r.int(0, activeMembers.length - 1)]!;
        const first = r.pick(FIRST_NAMES);
        const last = r.pick(LAST_NAMES);
        const base = slugify(`${first} ${last}`);
        const n = (seen.get(base) ?? 0) + 1;
        seen.set(base, n);
        yield [
          ids.take('guests'),
          clientId,
          n === 1 ? base : `${base}-${n}`,
          ago(r.int(1, 1000)),
          `${first} ${last}`,
          `${slugify(first)}.${slugify(last)}${g}@example.com`,
          phone(500 + g),
          memberIds[host]!,
          memberTeam[host]! >= 0 ? teamIds[memberTeam[host]!]! : null,
          r.weighted([
            ['active', 70],
            ['inactive', 15],
            ['former', 15],
          ] as const),
          r.pick(GUEST_ORIGINS),
          `REF-${r.code(6)}`,
          r.chance(0.5),
          offices[memberOffice[host]!]!.id,
        ];
      }
    },
  );
  const brokerId = ids.take('brokers');
  task('brokers', ['id', 'client_id', 'slug', 'created_at', 'name', 'email', 'phone', 'status'], () => [
    [brokerId, clientId, 'deskfinder-ltd', ago(1000), 'DeskFinder Ltd', 'bookings@deskfinder.example.com', phone(3), 'active'],
  ]);

  // ---- Plans and memberships; each member remembers one covering membership for its desk bookings.
  const planIds = PLANS.map(() => ids.take('membership_plans'));
  task(
    'membership_plans',
    [
      'id',
      'client_id',
      'slug',
      'created_at',
      'name',
      'subtitle',
      'description',
      'base_price_pence',
      'free_days',
      'free_credits',
      'length_in_month',
      'category',
      'status',
    ],
    () =>
      PLANS.map((p, i) => [
        planIds[i]!,
        clientId,
        slugify(p.name),
        ago(1200),
        p.name,
        p.subtitle,
        `${p.subtitle}. Includes Wi-Fi, coffee and community events.`,
        p.basePricePence,
        p.freeDays,
        p.freeCredits,
        p.lengthInMonth,
        p.category,
        'active',
      ]),
  );
  const coverId = new Int32Array(M);
  const coverStart = new Float64Array(M);
  const coverEnd = new Float64Array(M);
  const membershipRows: Cell[][] = [];
  {
    const r = rngFor('memberships');
    const span = scale.pastDays;
    for (let k = 0; k < scale.memberships; k++) {
      const m = k < activeMembers.length ? activeMembers[k]! : r.int(0, M - 1);
      const status =
        memberActive[m] === 0
          ? 'finished'
          : r.weighted([
              ['active', 55],
              ['finished', 39],
              ['pending_payment', 3],
              ['cancelled', 3],
            ] as const);
      let plan =
        memberRole[m] === 'team_admin' && r.chance(0.4)
          ? 4
          : r.weighted([
              [0, 3],
              [1, 3],
              [2, 3],
              [3, 1],
            ] as const);
      if (status === 'active' && plan === 3) plan = 0;
      const p = PLANS[plan]!;
      let start: number;
      let end: number | null;
      let recurrent = false;
      if (status === 'active') {
        start = nowMs - r.int(5, Math.min(span, 700)) * DAY;
        recurrent = r.chance(0.6);
        end = recurrent ? null : nowMs + r.int(10, 120) * DAY;
      } else if (status === 'pending_payment') {
        start = nowMs + r.int(1, 14) * DAY;
        end = start + p.lengthInMonth * DAY;
      } else {
        start = nowMs - r.int(120, span) * DAY;
        end = start + (status === 'cancelled' ? r.int(5, 25) : p.lengthInMonth * r.int(1, 6)) * DAY;
      }
      start = Math.floor(start / DAY) * DAY;
      if (end !== null) end = Math.floor(end / DAY) * DAY + DAY - 1000;
      const id = ids.take('memberships');
      if (p.category !== 'day_pass' && (status === 'active' || status === 'finished') && coverId[m] === 0) {
        coverId[m] = id;
        coverStart[m] = start;
        coverEnd[m] = end ?? Number.MAX_SAFE_INTEGER;
      }
      membershipRows.push([
        id,
        clientId,
        seqCode(id, 10).toLowerCase(),
        new Date(Math.min(start, nowMs) - r.int(1, 10) * DAY),
        planIds[plan]!,
        memberIds[m]!,
        memberTeam[m]! >= 0 ? teamIds[memberTeam[m]!]! : null,
        offices[memberOffice[m]!]!.id,
        p.category === 'office' ? offices[memberOffice[m]!]!.officeAreaId : null,
        null,
        p.basePricePence,
        new Date(start),
        end === null ? null : new Date(end),
        recurrent,
        status,
        p.freeCredits,
        p.freeDays,
        1,
        r.chance(0.2),
      ]);
    }
  }
  task(
    'memberships',
    [
      'id',
      'client_id',
      'slug',
      'created_at',
      'plan_id',
      'member_id',
      'team_id',
      'office_id',
      'work_area_id',
      'resource_id',
      'base_price_pence',
      'start',
      'end',
      'recurrent',
      'status',
      'free_credits',
      'free_days',
      'units',
      'pay_now',
    ],
    () => membershipRows,
  );

  // ---- Bookings: every day of the window, every office; desks (full or half days) and meeting-room slots that can
  // never overlap (a room's slots are 2 h apart and last at most 90 min, so even a 15-minute buffer fits).
  // The hot path builds each COPY line directly (ids and enum-like values need no escaping).
  const desksByOffice: Resource[][] = Array.from({ length: scale.offices }, () => []);
  const roomsByOffice: Resource[][] = Array.from({ length: scale.offices }, () => []);
  for (const res of resources) {
    if (res.type === 'meeting_room') roomsByOffice[res.officeIndex]!.push(res);
    else if (res.type !== 'bar_table') desksByOffice[res.officeIndex]!.push(res);
  }
  const totalDesks = desksByOffice.reduce((s, d) => s + d.length, 0);
  const totalRooms = roomsByOffice.reduce((s, d) => s + d.length, 0);
  const todayMs = Math.floor(nowMs / DAY) * DAY;
  let dayWeight = 0;
  for (let off = -scale.pastDays; off <= scale.futureDays; off++) {
    const wd = new Date(todayMs + off * DAY).getUTCDay();
    dayWeight += (wd === 0 || wd === 6 ? 0.08 : 1) * (off > 0 ? Math.max(0.15, 0.6 - 0.02 * off) : 1);
  }
  // 70 % of the target on desks (×1.06 for afternoon halves), 30 % in rooms (at most 5 slots a room a day).
  const deskDensity = Math.min(0.95, (scale.bookings * 0.7) / (dayWeight * totalDesks * 1.06));
  const roomSlotChance = Math.min(1, (scale.bookings * 0.3) / (dayWeight * totalRooms * 5));
  // "member_id\tteam_id" and "office_id\tfloor_id\twork_area_id\tresource_id" of every member and resource.
  const memberRef = Array.from(memberIds, (id, m) => `${id}\t${memberTeam[m]! >= 0 ? teamIds[memberTeam[m]!]! : '\\N'}`);
  const resourceRef = new Map(
    resources.map((res) => [res, `${offices[res.officeIndex]!.id}\t${res.floorId}\t${res.workAreaId ?? '\\N'}\t${res.id}`]),
  );
  tasks.push({
    tables: [
      {
        table: 'bookings',
        columns: [
          'id',
          'client_id',
          'slug',
          'created_at',
          'code',
          'booking_type',
          'origin',
          'status',
          'office_id',
          'floor_id',
          'work_area_id',
          'resource_id',
          'member_id',
          'team_id',
          'membership_id',
          'planned_start',
          'planned_end',
          'real_start',
          'real_end',
          'single_price_pence',
          'price_pence',
          'pay_now',
          'paid',
          'complimentary',
          'capacity',
          'blocked_until',
        ],
      },
    ],
    run: function* (emit) {
      const r = rngFor('bookings');
      const pick = (o: number) => {
        const local = officeMembers[o]!;
        return local.length > 0 && r.chance(0.8) ? local[r.int(0, local.length - 1)]! : activeMembers[r.int(0, activeMembers.length - 1)]!;
      };
      function row(res: Resource, m: number, start: number, end: number, type: string): string {
        const id = ids.take('bookings');
        const code = seqCode(id, 8);
        let status: string;
        let realStart = '\\N';
        let realEnd = '\\N';
        if (end <= nowMs) {
          status = FINISHED_STATUS(r);
          if (status === 'finished') {
            realStart = ts(start + r.int(-10, 25) * 60_000);
            realEnd = ts(end + r.int(-60, 10) * 60_000);
          }
        } else if (start <= nowMs) {
          status = r.chance(0.88) ? 'active' : 'alert';
          if (status === 'active') realStart = ts(start + r.int(-5, 30) * 60_000);
        } else status = r.chance(0.04) ? 'cancelled' : 'active';
        const origin = memberRole[m] === 'referral' ? 'referral' : BOOKING_ORIGIN(r);
        const complimentary = origin === 'complimentary' || origin === 'deference';
        const hours = (end - start) / 3_600_000;
        const isRoom = res.type === 'meeting_room';
        const covered = !isRoom && coverId[m] !== 0 && coverStart[m]! <= start && coverEnd[m]! >= start;
        const single = isRoom ? Math.round(res.priceHour * hours) : hours < 8 ? Math.round(res.priceDay * 0.6) : res.priceDay;
        const price = covered || complimentary ? 0 : single;
        const payNow = price > 0 && r.chance(0.25);
        const created = Math.min(nowMs, start - r.int(1, 20 * 24) * 3_600_000);
        const paid = payNow || (price === 0 && status === 'finished');
        return `${id}\t${clientId}\t${code.toLowerCase()}\t${ts(created)}\t${code}\t${type}\t${origin}\t${status}\t${resourceRef.get(res)}\t${memberRef[m]}\t${covered ? coverId[m]! : '\\N'}\t${ts(
          start,
        )}\t${ts(end)}\t${realStart}\t${realEnd}\t${single}\t${price}\t${payNow ? 't' : 'f'}\t${paid ? 't' : 'f'}\t${complimentary ? 't' : 'f'}\t${
          isRoom ? r.int(2, 6) : 1
        }\t${ts(end + res.buffer * 60_000)}\n`;
      }
      for (let off = -scale.pastDays; off <= scale.futureDays; off++) {
        const dayMs = todayMs + off * DAY;
        const wd = new Date(dayMs).getUTCDay();
        const factor = (wd === 0 || wd === 6 ? 0.08 : 1) * (off > 0 ? Math.max(0.15, 0.6 - 0.02 * off) : 1);
        // Noon in London that day; 08:00–19:00 never crosses a DST switch (those happen at 01:00/02:00).
        const noon = zonedInstant(isoDay(dayMs), '12:00:00', DEFAULT_TIME_ZONE).getTime();
        const at = (minutes: number) => noon + (minutes - 720) * 60_000;
        for (let o = 0; o < scale.offices; o++) {
          for (const res of desksByOffice[o]!) {
            if (!r.chance(deskDensity * factor)) continue;
            const type = res.type === 'desk' ? 'desk' : 'hot_desk';
            if (r.chance(0.12)) {
              emit(0, row(res, pick(o), at(540), at(780), type));
              if (r.chance(0.5)) emit(0, row(res, pick(o), at(780), at(1080), type));
            } else emit(0, row(res, pick(o), at(540), at(1080), type));
          }
          for (const room of roomsByOffice[o]!) {
            for (let slot = 0; slot < 5; slot++) {
              if (!r.chance(roomSlotChance * factor)) continue;
              // Ends at most 105 min after the slot opens, so a 15-minute buffer still clears the next slot.
              const late = r.chance(0.3);
              const from = 480 + slot * 120 + (late ? 30 : 0);
              emit(0, row(room, pick(o), at(from), at(from + (late ? r.pick([30, 60]) : r.pick([30, 60, 60, 90]))), 'meeting_room'));
            }
          }
          yield;
        }
      }
    },
  });

  // ---- Invoices with their lines (5 on average), billed monthly over the window; totals from the contract helpers.
  // One pass: each invoice draws its lines once, writes itself (it needs their totals) and hands the lines to the
  // invoice_lines COPY, which runs beside it on its own connection.
  const months = Math.ceil(scale.pastDays / 30.44);
  const firstMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months + 1, 1));
  const linesPer = scale.invoiceLines / scale.invoices;
  interface LineDraft {
    kind: number;
    units: number;
    unitPricePence: number;
    member: number | null;
  }
  const invoiceLinesOf = (i: number, team: number): LineDraft[] => {
    const r = new Rng((opts.seed * 31 + opts.tenantIndex * 1_000_003 + i * 2_654_435_761) >>> 0);
    const n = Math.max(1, Math.min(9, Math.round(linesPer - 2 + r.float() * 4)));
    const members = teamMembers[team]!;
    return Array.from({ length: n }, (_, k) => {
      const kind = k === 0 ? 0 : r.int(1, LINE_KINDS.length - 1);
      const plan = PLANS[r.int(0, 4)]!;
      const units = kind === 0 ? r.int(1, 6) : kind === 3 ? r.int(1, 16) : kind === 4 ? 1 : r.int(1, 10);
      const unitPricePence =
        kind === 0 ? plan.basePricePence : kind === 1 ? 2500 : kind === 2 ? 1500 : kind === 3 ? 1750 : kind === 4 ? r.int(15, 90) * 100 : 1500;
      return { kind, units, unitPricePence, member: members.length ? members[r.int(0, members.length - 1)]! : null };
    });
  };
  // Everything that depends only on the billing month, computed once per month.
  const monthMeta = Array.from({ length: months }, (_, month) => {
    const monthStart = new Date(Date.UTC(firstMonth.getUTCFullYear(), firstMonth.getUTCMonth() + month, 1));
    const billed = Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth() + 1, 1);
    const current = billed > nowMs;
    const dateMs = Date.parse(current ? isoDay(nowMs) : isoDay(billed));
    const monthName = MONTHS[monthStart.getUTCMonth()]!;
    return {
      current,
      dateMs,
      date: isoDay(dateMs),
      created: ts(dateMs + 9 * 3_600_000),
      due: isoDay(dateMs + 30 * DAY),
      description: `Services for ${monthName} ${monthStart.getUTCFullYear()}`,
      planLine: PLANS.map((p) => `${p.name} membership — ${monthName}`),
    };
  });
  const invoiceBase = ids.peek('invoices');
  for (let i = 0; i < scale.invoices; i++) ids.take('invoices');
  const teamInvoiceRef = Array.from(teamIds, (id, t) => `${id}\t${invoiceDataIds[t]!}\t${offices[teamOffice[t]!]!.id}`);
  const planByPrice = new Map<number, number>(PLANS.map((p, k) => [p.basePricePence, k]));
  const REFERENCE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
  tasks.push({
    tables: [
      {
        table: 'invoices',
        columns: [
          'id',
          'client_id',
          'slug',
          'created_at',
          'name',
          'team_id',
          'invoice_data_id',
          'office_id',
          'status',
          'payment_reference',
          'invoice_type',
          'date',
          'date_due',
          'date_closed',
          'date_sent',
          'short_description',
          'vat_type',
          'net_price_pence',
          'vat_pence',
          'gross_price_pence',
          'paid_pence',
          'issued_at',
        ],
      },
      {
        table: 'invoice_lines',
        columns: [
          'id',
          'client_id',
          'slug',
          'created_at',
          'invoice_id',
          'member_id',
          'name',
          'payment_type',
          'date',
          'units',
          'unit_price_pence',
          'vat',
          'unit_gross_price_pence',
          'line_price_pence',
          'line_gross_price_pence',
          'status',
        ],
      },
    ],
    run: function* (emit) {
      const r = rngFor('invoices');
      for (let i = 0; i < scale.invoices; i++) {
        const month = Math.min(months - 1, Math.floor((i * months) / scale.invoices));
        const meta = monthMeta[month]!;
        const team = (Math.imul(i, 0x27d4eb2d) >>> 0) % scale.teams;
        const lines = invoiceLinesOf(i, team);
        const amounts = lines.map((l) => ({ unitPricePence: l.unitPricePence, units: l.units, vatPercent: DEFAULT_VAT }));
        const totals = invoiceTotals(amounts);
        const age = (nowMs - meta.dateMs) / DAY;
        const status = meta.current ? 'open' : age < 20 ? RECENT_INVOICE_STATUS(r) : OLD_INVOICE_STATUS(r);
        const closed =
          status === 'paid'
            ? isoDay(meta.dateMs + Math.min(r.int(3, 25), Math.max(0, Math.floor(age))) * DAY)
            : status === 'void'
              ? isoDay(meta.dateMs + Math.min(5, Math.max(0, Math.floor(age))) * DAY)
              : '\\N';
        const number = String(i + 1).padStart(7, '0');
        const type = lines.every((l) => LINE_KINDS[l.kind]!.paymentType === 'bar') ? 'bar' : 'work';
        const invoiceId = invoiceBase + i + 1;
        // Marked paid without payment rows (paid_pence 0): the lists show them paid in full and the dashboard's Paid
        // counts their gross on their closing day (contract invoiceAmounts; migration 0034).
        emit(
          0,
          `${invoiceId}\t${clientId}\tinv-${number}\t${meta.created}\tINV-${number}\t${teamInvoiceRef[team]}\t${status}\t${
            status === 'paid' ? `pi_${r.code(24, REFERENCE_ALPHABET)}` : '\\N'
          }\t${type}\t${meta.date}\t${meta.due}\t${closed}\t${status === 'open' ? '\\N' : meta.date}\t${
            meta.description
          }\t${DEFAULT_VAT}\t${totals.net}\t${totals.vat}\t${totals.gross}\t0\t${status === 'open' ? '\\N' : `${meta.date} 00:00:00+00`}\n`,
        );
        const lineStatus = LINE_STATUS[status]!;
        for (let k = 0; k < lines.length; k++) {
          const l = lines[k]!;
          const t = lineTotals(amounts[k]!);
          const id = ids.take('invoice_lines');
          const kind = LINE_KINDS[l.kind]!;
          const name = l.kind === 0 ? meta.planLine[planByPrice.get(l.unitPricePence)!]! : kind.name;
          emit(
            1,
            `${id}\t${clientId}\t${seqCode(id, 10).toLowerCase()}\t${meta.created}\t${invoiceId}\t${l.member === null ? '\\N' : memberIds[l.member]!}\t${name}\t${
              kind.paymentType
            }\t${meta.date}\t${l.units}\t${l.unitPricePence}\t${DEFAULT_VAT}\t${t.unitGross}\t${t.net}\t${t.gross}\t${lineStatus}\n`,
          );
        }
        yield;
      }
    },
  });

  // ---- F&B: categories, products, one bar per office, orders with 1–3 lines over the window (one pass, as invoices).
  const categoryIds = MENU.map(() => ids.take('product_categories'));
  const menu = MENU.flatMap(([, , items], c) => items.map(([name, price, hh]) => ({ name, price, hh, categoryId: categoryIds[c]! })));
  const productIds = menu.map(() => ids.take('products'));
  const barIds = offices.map(() => ids.take('bars'));
  task('product_categories', ['id', 'client_id', 'slug', 'created_at', 'name', 'description', 'status'], () =>
    MENU.map(([name, description], c) => [categoryIds[c]!, clientId, slugify(name), ago(1200), name, description, 'available']),
  );
  task(
    'products',
    [
      'id',
      'client_id',
      'slug',
      'created_at',
      'category_id',
      'name',
      'description',
      'status',
      'quantity',
      'price_pence',
      'price_hh_pence',
      'vat',
      'order_in_list',
    ],
    () =>
      menu.map((p, i) => [
        productIds[i]!,
        clientId,
        slugify(p.name),
        ago(1200),
        p.categoryId,
        p.name,
        `${p.name}, freshly served.`,
        p.name === 'Kombucha' ? 'unavailable' : 'available',
        20 + ((i * 37) % 100),
        p.price,
        p.hh,
        20,
        i + 1,
      ]),
  );
  task('bars', ['id', 'client_id', 'slug', 'created_at', 'office_id', 'name', 'open_time', 'close_time', 'status'], () =>
    offices.map((o, i) => [barIds[i]!, clientId, `${slugify(o.name)}-cafe-bar`, ago(1200), o.id, `${o.name} Café Bar`, '08:00', '18:00', 'active']),
  );
  const sellable = menu.map((p, i) => ({ ...p, id: productIds[i]! })).filter((p) => p.name !== 'Kombucha');
  const PAID = new Set(['paid', 'paid_and_delivered', 'finished']);
  const orderBase = ids.peek('orders');
  for (let i = 0; i < scale.orders; i++) ids.take('orders');
  const officeBarRef = offices.map((o, k) => [`${barIds[k]!}`, `${o.id}`] as const);
  tasks.push({
    tables: [
      {
        table: 'orders',
        columns: [
          'id',
          'client_id',
          'slug',
          'created_at',
          'code',
          'member_id',
          'bar_id',
          'staff_id',
          'office_id',
          'status',
          'price_pence',
          'init_date',
          'payment_reference',
          'comments',
        ],
      },
      {
        table: 'order_lines',
        columns: ['id', 'client_id', 'order_id', 'product_id', 'product_price_pence', 'discount_pence', 'quantity', 'status', 'created_at'],
      },
    ],
    run: function* (emit) {
      for (let i = 0; i < scale.orders; i++) {
        const r = new Rng((opts.seed * 17 + opts.tenantIndex * 7_368_787 + i * 2_246_822_519) >>> 0);
        const officeIndex = r.int(0, scale.offices - 1);
        const local = officeMembers[officeIndex]!;
        const member = local.length ? local[r.int(0, local.length - 1)]! : activeMembers[r.int(0, activeMembers.length - 1)]!;
        const isToday = i >= scale.orders - Math.ceil(scale.orders * 0.0005);
        // Oldest first; a few of the newest are still open today.
        const dayOffset = isToday ? 0 : Math.floor(((scale.orders - i) / scale.orders) * scale.pastDays) + 1;
        const minute = r.int(8 * 60, 17 * 60 + 30);
        const initDate = ts(Math.min(nowMs - 60_000, todayMs - dayOffset * DAY + minute * 60_000));
        const status = isToday ? TODAY_ORDER_STATUS(r) : PAST_ORDER_STATUS(r);
        const happyHour = minute >= 16 * 60;
        const n = ORDER_LINE_COUNT(r);
        const id = orderBase + i + 1;
        let total = 0;
        for (let k = 0; k < n; k++) {
          const p = sellable[r.int(0, sellable.length - 1)]!;
          const price = happyHour ? p.hh : p.price;
          const discount = r.chance(0.1) ? 50 : 0;
          const quantity = ORDER_QUANTITY(r);
          total += price * quantity - discount;
          emit(1, `${ids.take('order_lines')}\t${clientId}\t${id}\t${p.id}\t${price}\t${discount}\t${quantity}\t${status}\t${initDate}\n`);
        }
        const code = `OR${seqCode(id, 6)}`;
        const [bar, office] = officeBarRef[officeIndex]!;
        emit(
          0,
          `${id}\t${clientId}\t${code.toLowerCase()}\t${initDate}\t${code}\t${memberIds[member]!}\t${bar}\t${status === 'pending' ? '\\N' : ownerStaffId}\t${office}\t${
            status
          }\t${total}\t${initDate}\t${PAID.has(status) ? `pi_${r.code(24, REFERENCE_ALPHABET)}` : '\\N'}\t${r.chance(0.12) ? 'Oat milk please' : '\\N'}\n`,
        );
        yield;
      }
    },
  });
  return tasks;
}

const FINISHED_STATUS = picker([
  ['finished', 94],
  ['cancelled', 5],
  ['refund', 1],
] as const);
const BOOKING_ORIGIN = picker([
  ['regular', 86],
  ['trial', 4],
  ['referral', 4],
  ['deference', 3],
  ['complimentary', 3],
] as const);
const RECENT_INVOICE_STATUS = picker([
  ['pending_payment', 60],
  ['paid', 40],
] as const);
const OLD_INVOICE_STATUS = picker([
  ['paid', 92],
  ['void', 3],
  ['pending_payment', 5],
] as const);
const TODAY_ORDER_STATUS = picker([
  ['pending', 30],
  ['preparing', 25],
  ['ready', 20],
  ['delivered', 15],
  ['paid', 10],
] as const);
const PAST_ORDER_STATUS = picker([
  ['finished', 45],
  ['paid_and_delivered', 30],
  ['delivered', 10],
  ['paid', 5],
  ['cancelled', 5],
  ['over', 5],
] as const);
const ORDER_LINE_COUNT = picker([
  [1, 5],
  [2, 3],
  [3, 2],
] as const);
const ORDER_QUANTITY = picker([
  [1, 8],
  [2, 2],
] as const);
