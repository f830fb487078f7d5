import type pg from 'pg';

/** One measured call. `list` cases also get their SQL captured, run raw and EXPLAINed. */
export interface BenchCase {
  name: string;
  group: 'list' | 'card' | 'other';
  method: 'GET' | 'POST';
  url: string;
  /** JSON body; `{{start}}`/`{{end}}` become a new slot per request (see load-worker). */
  body?: string;
  /** Loads this case with this many connections instead of the default (login: argon2 is CPU-bound by design). */
  connections?: number;
  /** `{{room}}` in the body takes these values in turn (with `{{start}}` moving on once per round). */
  rooms?: string[];
  /** `{{member}}` in the body takes these values in turn, with the rooms (members of different teams: own invoices). */
  members?: string[];
  /** Each request books its own day (see load-worker). */
  spreadDays?: boolean;
  /** Its slots start this many days after the other cases' (so two booking cases never meet). */
  slotOffsetDays?: number;
}

/** A case's body for one request: a 30-minute slot from `start` (ms), and the request's room and member. */
export function fillBody(template: string, start: number, room = '', member = ''): string {
  return template
    .replaceAll('{{start}}', new Date(start).toISOString())
    .replaceAll('{{end}}', new Date(start + 1_800_000).toISOString())
    .replaceAll('{{room}}', room)
    .replaceAll('{{member}}', member);
}

/** The sizes of the bookings CSV export measured (rows, about). */
export const CSV_SIZES = [10_000, 100_000, 400_000] as const;

/** Sample values of bench-a to filter with: the first office, a busy team, a member with bookings, a room, … */
async function samples(client: pg.ClientBase) {
  const one = async <T>(text: string): Promise<T> => (await client.query(text)).rows[0] as T;
  const clientId = (await one<{ id: number }>(`select id from clients where slug = 'bench-a'`)).id;
  const office = await one<{ slug: string; id: number }>(`select slug, id from offices where client_id = ${clientId} order by id limit 1`);
  const floor = await one<{ slug: string }>(`select slug from floors where office_id = ${office.id} order by id limit 1`);
  const room = await one<{ slug: string }>(
    `select slug from resources where office_id = ${office.id} and resource_type = 'meeting_room' order by id limit 1`,
  );
  // The office's rooms for the spread booking case: 32 staff rarely book one room at the same instant.
  const rooms = (
    await client.query<{ slug: string }>(`select slug from resources where office_id = ${office.id} and resource_type = 'meeting_room'
    order by id limit 32`)
  ).rows.map((r) => r.slug);
  // Members of 32 different teams: a booking each adds a line to its own team's draft invoice, as at a real venue.
  const members = (
    await client.query<{ slug: string }>(`select distinct on (m.team_id) m.slug from members m
    where m.client_id = ${clientId} and m.status = 'active' and m.team_id is not null order by m.team_id, m.id limit 32`)
  ).rows.map((r) => r.slug);
  const team = await one<{ slug: string; name: string }>(
    `select t.slug, t.name from teams t where t.client_id = ${clientId} order by t.id offset 3 limit 1`,
  );
  const member = await one<{ slug: string; last_name: string }>(`select m.slug, u.last_name from members m join users u on u.id = m.user_id
    where m.client_id = ${clientId} and m.status = 'active' order by m.id offset 5 limit 1`);
  const product = await one<{ slug: string }>(`select c.slug from product_categories c where c.client_id = ${clientId} order by id limit 1`);
  // The bookings CSV windows: from the day that leaves ~10k, ~100k and ~400k bookings of the tenant after it (all of
  // them if fewer) — the same export at three sizes shows whether its memory stays flat.
  const csvFroms: Record<number, string> = {};
  for (const rows of CSV_SIZES) {
    const from = await one<
      { day: string } | undefined
    >(`select to_char(planned_start, 'YYYY-MM-DD') as day from bookings where client_id = ${clientId}
      order by planned_start desc offset ${rows} limit 1`);
    csvFroms[rows] = from?.day ?? '2000-01-01';
  }
  return { clientId, office, floor, room, rooms, members, team, member, product, csvFroms };
}

export type Samples = Awaited<ReturnType<typeof samples>>;

/** Every paged list (default order, most selective filter, name search, page 500), cards, and the other calls. */
export async function benchCases(client: pg.ClientBase, today: string): Promise<{ cases: BenchCase[]; samples: Samples }> {
  const s = await samples(client);
  const lists: [string, string, string, string][] = [
    // [name, path, most selective filter, name search]
    ['members', '/api/member-list/', `team=${s.team.slug}`, `name=${encodeURIComponent(s.member.last_name)}`],
    ['teams', '/api/teams/', `club=${s.office.slug}`, `name=${encodeURIComponent(s.team.name.split(' ')[0]!)}`],
    ['guests', '/api/guests/', `name=${encodeURIComponent(s.member.last_name)}`, 'name=example'],
    ['memberships', '/api/dashboard-memberships/', `member=${s.member.slug}`, `name=${encodeURIComponent(s.member.last_name)}`],
    ['invoices', '/api/dashboard-invoices/', `team=${s.team.slug}`, 'name=INV-000012'],
    ['bookings', '/api/dashboard-member-bookings/', `member=${s.member.slug}`, `name=${encodeURIComponent(s.member.last_name)}`],
    ['orders', '/api/dashboard-orders/', `member=${s.member.slug}`, 'name=OR'],
    ['products', '/api/dashboard-products/', `category=${s.product.slug}`, 'name=latte'],
    ['offices', '/api/dashboard-offices/', 'name=shoreditch', 'name=bristol'],
    ['resources', '/api/dashboard-resources/', `office=${s.office.slug}`, 'name=meeting'],
  ];
  const cases: BenchCase[] = lists.flatMap(([name, path, filter, search]) => [
    { name: `${name} default`, group: 'list' as const, method: 'GET' as const, url: path },
    { name: `${name} filter`, group: 'list' as const, method: 'GET' as const, url: `${path}?${filter}` },
    { name: `${name} search`, group: 'list' as const, method: 'GET' as const, url: `${path}?${search}` },
    { name: `${name} page 500`, group: 'list' as const, method: 'GET' as const, url: `${path}?page_number=500` },
  ]);
  for (const section of ['occupancy', 'bookings', 'bookings_mr', 'members', 'financial', 'invoices', 'memberships'])
    cases.push({ name: `card ${section}`, group: 'card', method: 'GET', url: `/api/dashboard/${section}?club=all&period=last_6_months` });
  cases.push(
    // The floor: the cheapest signed-in call (token check, one indexed staff lookup, a small JSON). Whatever a list
    // does, it cannot answer faster than this under the same connections on the same machine.
    { name: 'floor: session', group: 'other', method: 'GET', url: '/api/session/' },
    { name: 'statistics 13 months', group: 'card', method: 'GET', url: '/api/statistics?club=all&month_limit=13' },
    { name: 'floor map (day)', group: 'other', method: 'GET', url: `/api/dashboard-floor-resources/?floor=${s.floor.slug}&date=${today}` },
    {
      name: 'meeting-room availability',
      group: 'other',
      method: 'GET',
      url: `/api/meeting-room-availability/?resource=${s.room.slug}&start=${today}T10:00:00Z&end=${today}T11:00:00Z`,
    },
    {
      // A new 30-minute slot per request (hourly, far ahead, so no rule or earlier booking is hit): insert + the
      // no-overlap check. Staff override rules so max-days-ahead does not refuse the far slots.
      name: 'booking create',
      group: 'other',
      method: 'POST',
      url: '/api/member-bookings/',
      body: JSON.stringify([
        {
          office: s.office.slug,
          booking_type: 'meeting_room',
          resource: s.room.slug,
          member: s.member.slug,
          override_rules: true,
          start: '{{start}}',
          end: '{{end}}',
        },
      ]),
    },
    {
      // The same across the office's rooms in turn: each insert meets its own room's lock and no-overlap check only.
      name: 'booking create, rooms in turn',
      group: 'other',
      method: 'POST',
      url: '/api/member-bookings/',
      rooms: s.rooms,
      slotOffsetDays: 2000,
      body: JSON.stringify([
        {
          office: s.office.slug,
          booking_type: 'meeting_room',
          resource: '{{room}}',
          member: s.member.slug,
          override_rules: true,
          start: '{{start}}',
          end: '{{end}}',
        },
      ]),
    },
    // Many staff booking for many members: each request its own room, its own team's draft invoice and its own day
    // (the cases above all book one office-day, so they queue on its figure rows and on one invoice's row lock, which
    // a venue's real rate of bookings never does), at 32, 4 and 1 connections — latency against concurrency.
    ...(
      [
        [32, 4000],
        [4, 8000],
        [1, 12000],
      ] as const
    ).map(([connections, slotOffsetDays]) => ({
      name: `booking create, members and days in turn, ${connections} conn.`,
      group: 'other' as const,
      method: 'POST' as const,
      url: '/api/member-bookings/',
      rooms: s.rooms,
      members: s.members,
      spreadDays: true,
      slotOffsetDays,
      connections,
      body: JSON.stringify([
        {
          office: s.office.slug,
          booking_type: 'meeting_room',
          resource: '{{room}}',
          member: '{{member}}',
          override_rules: true,
          start: '{{start}}',
          end: '{{end}}',
        },
      ]),
    })),
    {
      name: 'login',
      group: 'other',
      method: 'POST',
      url: '/auth/jwt/create/',
      body: JSON.stringify({ email: 'owner@bench-a.test', password: 'Demo1234!' }),
      connections: 4,
    },
  );
  return { cases, samples: s };
}
