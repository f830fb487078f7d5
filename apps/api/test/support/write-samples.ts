/**
 * What the audit matrix sends to the write routes whose declared `samples` cannot succeed on their own (issue 30): a
 * route's config holds static, tenant-neutral samples (routes-matrix.test.ts replays them as another operator), while a
 * write that should succeed needs this operator's records in the right state — an open invoice, a future event, a
 * second session, a fresh TOTP code. Each entry picks or prepares that state from the demo seed and answers the path
 * parameters and body to send. A write route added without an entry here nor working samples fails the matrix.
 */
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { PNG } from 'pngjs';
import type { Db } from '../../src/db/client.ts';
import { newResourceBody } from './new-operator.ts';
import type { TestApp } from './test-app.ts';

export interface SampleCtx {
  app: TestApp;
  db: Db;
  clientId: number;
  /** The caller's bearer token. */
  token: string;
  /** A fresh login of the caller (a second session to end). */
  relogin(): Promise<void>;
}

export interface Sample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A multipart body instead of JSON. */
  form?: { name: string; value: string | Buffer; filename?: string; type?: string }[];
}

type Prepare = (c: SampleCtx) => Promise<Sample> | Sample;

/** The first value of a query over this operator's rows (`$C` is its id); 'none' when there is none. */
export async function pick(c: SampleCtx, query: string): Promise<string> {
  const result = await c.db.execute<{ v: unknown }>(sql.raw(query.replaceAll('$C', String(c.clientId))));
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.length ? String(Object.values(rows[0]!)[0]) : 'none';
}

async function row(c: SampleCtx, query: string): Promise<Record<string, string>> {
  const result = await c.db.execute(sql.raw(query.replaceAll('$C', String(c.clientId))));
  const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
  if (!rows.length) throw new Error(`no demo row for ${query}`);
  return rows[0]!;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A weekday some months ahead, clear of the seed's bookings; `n` spreads the routes over different days. */
const futureDay = (n: number) => {
  const d = new Date(Date.now() + (200 + n) * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};
/** A weekday within the portal's booking horizon (60 days). */
const soonDay = (n: number) => {
  const d = new Date(Date.now() + (40 + n) * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};
const png = () => {
  const image = new PNG({ width: 8, height: 6 });
  image.data.fill(160);
  return PNG.sync.write(image);
};
const photo = (extra: Sample['form'] = []) => ({ form: [...extra, { name: 'file', value: png(), filename: 'a.png', type: 'image/png' }] });

/** TOTP secrets of the enrolments the sweep started (the confirm and disable samples need them). */
const secrets: Record<string, string> = {};
const enrolAndCode = async (c: SampleCtx, url: string, who: string) => {
  const res = await c.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${c.token}` }, payload: {} });
  secrets[who] = (res.json() as { secret: string }).secret;
  if (!secrets[who]) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
  return { body: { code: await generate({ secret: secrets[who]! }) } };
};
// The next 30-second step's code (accepted within the verifier's drift; a step's code is accepted once).
const disableCode = (who: string) => generate({ secret: secrets[who]!, epoch: Math.floor(Date.now() / 1000) + 30 });

/** Another live session of the caller: a fresh login, then its id from the caller's own list. */
async function otherSession(c: SampleCtx, listUrl: string) {
  await c.relogin();
  const res = await c.app.inject({ method: 'GET', url: listUrl, headers: { authorization: `Bearer ${c.token}` } });
  const { sessions } = res.json() as { sessions: { id: string; current: boolean }[] };
  return { params: { id: sessions.find((s) => !s.current)?.id ?? 'none' } };
}

/** A pending portal invitation request from the team admin (the seed's are answered). */
async function inviteRequest(c: SampleCtx): Promise<Sample> {
  const id = await pick(
    c,
    `insert into portal_invite_requests (client_id, team_id, requested_by_member_id, first_name, last_name, email, status) select m.client_id, m.team_id, m.id, 'Asked', 'For', 'asked.' || floor(random() * 1e9)::text || '@example.com', 'pending' from members m join users u on u.id = m.user_id where m.client_id = $C and u.email = 'teamadmin@demo.test' returning id`,
  );
  return { params: { id } };
}

/** A member the sweep invites to the portal, then reminds, then revokes (chosen once: afterwards they have access). */
let invited = '';
const withoutAccess = async (c: SampleCtx) =>
  (invited ||= await pick(
    c,
    `select m.slug from members m where m.client_id = $C and m.status = 'active' and m.erased_at is null and not exists (select 1 from portal_access a where a.member_id = m.id) order by m.id`,
  ));

const MEMBER = `select m.slug from members m join users u on u.id = m.user_id where m.client_id = $C and u.email = 'member@demo.test'`;
const TEAMMATE = `select m.slug from members m join users u on u.id = m.user_id where m.client_id = $C and u.email = 'daisy.fischer@cobalt-recruitment.demo.test'`;
const TEAM_ADMIN = `select m.slug from members m join users u on u.id = m.user_id where m.client_id = $C and u.email = 'teamadmin@demo.test'`;
const AREA_PRICES = { item_price_day: 20, full_price_day: 100, item_price_month: 200, full_price_month: 1000 };
const OPEN_INVOICE = `select slug from invoices where client_id = $C and status = 'open' and kind = 'invoice' order by id desc limit 1`;
const PRODUCT = `select slug from products where client_id = $C and status = 'available' order by id limit 1`;
const FUTURE_EVENT = `select slug from events where client_id = $C and starts_at > now() and cancelled_at is null order by starts_at`;

export const WRITE_SAMPLES: Record<string, Prepare> = {
  'PUT /api/client/': async (c) => ({
    body: {
      role: 'coworking',
      club: 'Demo Coworking (audited)',
      visibility: 'private',
      email: await pick(c, `select email from users where email = 'owner@demo.test'`),
    },
  }),
  'POST /api/staff-profile/': () => ({ body: { user: { job_title: 'Audited owner' } } }),
  'POST /api/profile/': () => ({
    body: {
      first_name: 'Audit',
      last_name: 'Member',
      email: 'audit.member@example.com',
      office: 'shoreditch',
      role: 'team_member',
      team: 'cobalt-recruitment',
    },
  }),
  'PUT /api/profile/:slug': async (c) => ({
    params: { slug: await pick(c, TEAMMATE) },
    body: { first_name: 'Daisy', last_name: 'Fischer', office: 'shoreditch', role: 'team_member', team: 'cobalt-recruitment', job_title: 'Audited' },
  }),
  // Erases the member the sweep created, not a seeded one the portal sweep logs in as.
  'POST /api/members/:slug/erase': async (c) => ({
    params: {
      slug: await pick(
        c,
        `select m.slug from members m join users u on u.id = m.user_id where m.client_id = $C and u.email = 'audit.member@example.com'`,
      ),
    },
  }),
  'POST /api/invite/': async (c) => ({
    body: {
      member_slug: await pick(
        c,
        `select m.slug from members m join users u on u.id = m.user_id where m.client_id = $C and not u.validated and m.erased_at is null order by m.id`,
      ),
    },
  }),
  'POST /api/teams/': () => ({
    body: {
      name: 'Audit Team',
      description: 'Audit',
      invoice_name: 'Audit Team Ltd',
      invoice_address: '1 Audit St',
      invoice_post_code: 'E1 6AN',
      invoice_city: 'London',
    },
  }),
  'POST /api/guests/': () => ({ body: { name: 'Audit Guest', email: 'audit.guest@example.com' } }),
  'POST /api/notification-campaigns/': async (c) => ({
    body: {
      name: 'Audit campaign',
      code: 'AUDIT-CAMPAIGN',
      type: Number(await pick(c, `select id from notification_types where client_id = $C order by id`)),
      date_planned: day(30),
      status: 'active',
      subject: 'Audit',
      body: 'Audit',
    },
  }),
  'POST /api/notification-campaigns/:slug/send/': async (c) => ({
    params: { slug: await pick(c, `select slug from notification_campaigns where client_id = $C and sent_at is null order by id desc`) },
  }),
  'POST /api/notification-types/': () => ({ body: { name: 'Audit type' } }),
  'DELETE /api/notification-types/:id': async (c) => ({
    params: {
      id: await pick(
        c,
        `select id from notification_types t where client_id = $C and not exists (select 1 from notification_campaigns n where n.type_id = t.id) order by id desc`,
      ),
    },
  }),
  'POST /api/dashboard-offers/': () => ({ body: { code: 'AUDIT-OFFER', title: 'Audit offer', offer_type: 'informative' } }),
  'POST /api/offer-users/': async (c) => ({
    body: { user: await pick(c, TEAM_ADMIN), offer: await pick(c, `select slug from offers where client_id = $C order by id`), status: 'new' },
  }),
  'PUT /api/offer-users/:slug': async (c) => {
    const r = await row(
      c,
      `select ou.slug, o.slug as offer, m.slug as member from offer_users ou join offers o on o.id = ou.offer_id join members m on m.id = ou.member_id where ou.client_id = $C and ou.status <> 'cancelled' order by ou.id limit 1`,
    );
    // Not one already cancelled (the seed's statuses are random): a write that changes nothing leaves no audit entry.
    return { params: { slug: r.slug! }, body: { user: r.member, offer: r.offer, status: 'cancelled' } };
  },
  'POST /api/memberships/': async (c) => ({
    body: {
      member: await pick(c, MEMBER),
      team: 'cobalt-recruitment',
      plan: await pick(c, `select slug from membership_plans where client_id = $C order by id`),
      start: day(400),
      end: day(430),
      recurrent: false,
      price: 100,
    },
  }),
  'POST /api/invoices/': async (c) => ({
    body: {
      team_slug: 'cobalt-recruitment',
      date: day(0),
      date_due: day(30),
      invoice_type: 'other',
      status: 'open',
      invoice_data: await pick(
        c,
        `select d.slug from invoice_datas d join teams t on t.id = d.team_id where d.client_id = $C and t.slug = 'cobalt-recruitment'`,
      ),
    },
  }),
  'PUT /api/invoices/:slug': async (c) => {
    const r = await row(
      c,
      `select i.slug, i.name, t.slug as team, i.date::text as date, i.date_due::text as due from invoices i join teams t on t.id = i.team_id where i.client_id = $C and i.status = 'open' and i.kind = 'invoice' order by i.id desc limit 1`,
    );
    return {
      params: { slug: r.slug! },
      body: { team_slug: r.team, date: r.date, date_due: r.due, invoice_type: 'other', status: 'open', name: r.name, short_description: 'Audited' },
    };
  },
  'DELETE /api/invoices/:slug': async (c) => ({ params: { slug: await pick(c, OPEN_INVOICE) } }),
  'POST /api/invoice-validate/': async (c) => ({ body: { invoice: await pick(c, OPEN_INVOICE) } }),
  'POST /api/invoice-lines/': async (c) => ({
    body: {
      name: 'Audit line',
      payment_type: 'service',
      date: day(0),
      units: 1,
      unit_price: 10,
      status: 'new',
      invoice: await pick(c, OPEN_INVOICE),
    },
  }),
  'PUT /api/invoice-lines/:slug': async (c) => ({
    params: {
      slug: await pick(
        c,
        `select l.slug from invoice_lines l join invoices i on i.id = l.invoice_id where l.client_id = $C and i.status = 'open' order by l.id desc`,
      ),
    },
    body: { name: 'Audit line (edited)', payment_type: 'service', date: day(0), units: 2, unit_price: 10, status: 'new' },
  }),
  'DELETE /api/invoice-lines/:slug': async (c) => ({
    params: {
      slug: await pick(
        c,
        `select l.slug from invoice_lines l join invoices i on i.id = l.invoice_id where l.client_id = $C and i.status = 'open' order by l.id desc`,
      ),
    },
  }),
  'POST /api/invoice-datas/': () => ({
    body: {
      team: 'cobalt-recruitment',
      name: 'Audit billing',
      town: 'London',
      post_code: 'E1 6AN',
      address_1: '1 Audit St',
      email_contact: 'billing@example.com',
    },
  }),
  'POST /api/invoices/:slug/remind': async (c) => ({
    params: {
      slug: await pick(
        c,
        `select slug from invoices where client_id = $C and status = 'pending_payment' and kind = 'invoice' and date_due < current_date order by id`,
      ),
    },
  }),
  // Aged debtors (issue 31): a payer with an overdue invoice other than the one the route above reminds of today.
  'POST /api/reports/aged-debtors/:team/reminder/': async (c) => ({
    params: {
      team: await pick(
        c,
        `select t.slug from invoices i join teams t on t.id = i.team_id where i.client_id = $C and i.status = 'pending_payment' and i.kind = 'invoice' and i.date_due < current_date order by i.id desc`,
      ),
    },
  }),
  'POST /api/invoices/:slug/payments': async (c) => ({
    params: {
      slug: await pick(
        c,
        `select slug from invoices where client_id = $C and status = 'pending_payment' and kind = 'invoice' and paid_pence + 100 < gross_price_pence order by id`,
      ),
    },
    body: { amount: 1, date: day(0), method: 'cash' },
  }),
  'POST /api/invoices/:slug/credit-note': async (c) => {
    const r = await row(
      c,
      `select i.slug, l.slug as line from invoices i join invoice_lines l on l.invoice_id = i.id where i.client_id = $C and i.status = 'paid' and i.kind = 'invoice' and i.credited_pence = 0 order by i.id limit 1`,
    );
    return { params: { slug: r.slug! }, body: { lines: [{ line: r.line }], reason: 'Audit' } };
  },
  'POST /api/dashboard-staff/': () => ({ body: { first_name: 'Audit', last_name: 'Staff', email: 'audit.staff@example.com', role: 'club_staff' } }),
  'POST /api/dashboard-staff/:slug': async (c) => {
    const r = await row(
      c,
      `select s.slug, u.first_name, u.last_name, u.email, s.role from staff s join users u on u.id = s.user_id where s.client_id = $C and s.role = 'club_staff' order by s.id limit 1`,
    );
    return {
      params: { slug: r.slug! },
      body: { first_name: r.first_name, last_name: r.last_name, email: r.email, role: r.role, job_title: 'Audited' },
    };
  },
  'DELETE /api/dashboard-staff/:slug': async (c) => ({
    params: {
      slug: await pick(
        c,
        `select s.slug from staff s join users u on u.id = s.user_id where s.client_id = $C and u.email = 'audit.staff@example.com'`,
      ),
    },
  }),
  'POST /api/dashboard-staff/:slug/sign-out/': async (c) => ({
    params: { slug: await pick(c, `select slug from staff where client_id = $C and role = 'club_staff' order by id`) },
  }),
  'POST /api/dashboard-membership-plans/': () => ({ body: { name: 'Audit plan', base_price: 100 } }),
  'POST /api/dashboard-offices/': () => ({ body: { name: 'Audit office' } }),
  'POST /api/themes/': () => ({ body: { name: 'Audit theme', navigation_color: '#123456', button_color: '#654321' } }),
  'PUT /api/floors/order/': async (c) => {
    const floors = await c.db.execute<{ slug: string }>(
      sql`select f.slug from floors f join offices o on o.id = f.office_id where f.client_id = ${c.clientId} and o.slug = 'shoreditch' order by f."order" desc, f.id desc`,
    );
    return { body: { office: 'shoreditch', floors: (floors as unknown as { rows: { slug: string }[] }).rows.map((f) => f.slug) } };
  },
  'DELETE /api/floors/:slug': async (c) => ({
    params: {
      slug: await pick(
        c,
        `select slug from floors f where client_id = $C and not exists (select 1 from work_areas w where w.floor_id = f.id) and not exists (select 1 from resources r where r.floor_id = f.id) order by id desc`,
      ),
    },
  }),
  'POST /api/resources/': () => ({
    body: newResourceBody('Audit desk', 'desk', { office: 'shoreditch', floor: 'sho-ground-floor', workArea: 'sho-open-space-ground-floor' }),
  }),
  'PUT /api/resources/:slug': async (c) => {
    const r = await row(
      c,
      `select r.slug, r.name, r.identifier, r.resource_type, f.slug as floor, w.slug as wa from resources r join floors f on f.id = r.floor_id join work_areas w on w.id = r.work_area_id join offices o on o.id = r.office_id where r.client_id = $C and o.slug = 'shoreditch' and r.resource_type = 'hot_desk' order by r.id limit 1`,
    );
    const place = { office: 'shoreditch', floor: r.floor!, workArea: r.wa! };
    return {
      params: { slug: r.slug! },
      body: newResourceBody(`${r.name} (audited)`, r.resource_type!, place, { identifier: r.identifier, capacity: 1 }),
    };
  },
  'POST /api/work-areas/': () => ({
    body: {
      name: 'Audit area',
      area_type: 'open_space',
      status: 'active',
      office: 'shoreditch',
      floor: 'sho-ground-floor',
      size: 4,
      order: 9,
      ...AREA_PRICES,
    },
  }),
  'PUT /api/dashboard-work-areas/:slug': () => ({
    params: { slug: 'sho-open-space-ground-floor' },
    body: {
      name: 'Open space (audited)',
      area_type: 'open_space',
      status: 'active',
      office: 'shoreditch',
      floor: 'sho-ground-floor',
      size: 20,
      order: 0,
      ...AREA_PRICES,
    },
  }),
  'POST /api/uploads/': () => photo([{ name: 'kind', value: 'resource' }]),
  'POST /api/product-categories/': () => ({ body: { name: 'Audit category', status: 'available' } }),
  'POST /api/products/': async (c) => ({
    body: { name: 'Audit product', category: await pick(c, `select slug from product_categories where client_id = $C order by id`), price: 2 },
  }),
  'POST /api/bars/': () => ({ body: { name: 'Audit bar', status: 'active' } }),
  'POST /api/orders/': async (c) => ({ body: { member: await pick(c, MEMBER), lines: [{ product: await pick(c, PRODUCT), quantity: 1 }] } }),
  'POST /api/orders/walk-in/': async (c) => ({ body: { method: 'cash', lines: [{ product: await pick(c, PRODUCT), quantity: 1 }] } }),
  'PUT /api/orders/:id': async (c) => ({
    params: { id: await pick(c, `select slug from orders where client_id = $C and status = 'pending' order by id desc`) },
    body: { status: 'preparing' },
  }),
  'POST /api/member-bookings/': async (c) => ({
    body: [
      {
        start: `${futureDay(1)}T10:00:00Z`,
        end: `${futureDay(1)}T11:00:00Z`,
        office: 'shoreditch',
        booking_type: 'meeting_room',
        resource: 'sho-meeting-room-a',
        member: await pick(c, MEMBER),
        team: 'cobalt-recruitment',
      },
    ],
  }),
  'PUT /api/member-bookings/:code': async (c) => {
    const r = await row(
      c,
      `select b.code, b.booking_type, b.origin, b.status, o.slug as office, b.planned_start, b.planned_end, r.slug as resource, w.slug as work_area, f.slug as floor, t.slug as team from bookings b join offices o on o.id = b.office_id join resources r on r.id = b.resource_id join work_areas w on w.id = r.work_area_id join floors f on f.id = r.floor_id left join teams t on t.id = b.team_id where b.client_id = $C and b.planned_start > now() and b.status = 'active' and b.booking_type = 'meeting_room' order by b.id desc limit 1`,
    );
    return {
      params: { code: r.code! },
      body: {
        booking_type: r.booking_type,
        origin: r.origin,
        status: r.status,
        office: r.office,
        planned_start: new Date(r.planned_start!).toISOString(),
        planned_end: new Date(r.planned_end!).toISOString(),
        resource: r.resource,
        work_area: r.work_area,
        floor: r.floor,
        team: r.team,
        comments: 'Audited',
      },
    };
  },
  'POST /api/member-bookings/series/': () => ({
    body: {
      entry: {
        start: `${futureDay(8)}T10:00:00Z`,
        end: `${futureDay(8)}T11:00:00Z`,
        office: 'shoreditch',
        booking_type: 'meeting_room',
        resource: 'sho-meeting-room-b',
        team: 'cobalt-recruitment',
      },
      recurrence: { frequency: 'weekly', count: 2 },
    },
  }),
  'POST /api/booking-blocks/': () => ({
    body: { resource: 'sho-meeting-room-e', start: `${futureDay(20)}T09:00:00Z`, end: `${futureDay(20)}T12:00:00Z`, reason: 'Audit' },
  }),
  'DELETE /api/booking-blocks/:code': async (c) => ({
    params: { code: await pick(c, `select code from bookings where client_id = $C and booking_type = 'block' order by id desc`) },
  }),
  'POST /api/office-closures/': () => ({ body: { office: 'shoreditch', first_day: futureDay(40), last_day: futureDay(40), reason: 'Audit' } }),
  'POST /api/calendar-feeds/': () => ({ body: { resource: 'sho-meeting-room-a' } }),
  'DELETE /api/calendar-feeds/': () => ({ query: { resource: 'sho-meeting-room-a' } }),
  'PUT /api/integrations/xero/': () => ({ body: { client_id: 'audit-client', client_secret: 'audit-secret-value' } }),
  'PUT /api/payments/settings/': () => ({ body: { secret_key: 'sk_test_auditmatrix', webhook_secret: 'whsec_auditmatrix' } }),
  'PATCH /api/payments/settings/': () => ({ body: { methods: ['card'], auto_collect: false } }),
  'POST /api/portal-invite-requests/:id/approve': (c) => inviteRequest(c),
  'POST /api/portal-invite-requests/:id/decline': (c) => inviteRequest(c),
  'POST /api/portal-access/invite/': async (c) => ({ body: { members: [await withoutAccess(c)] } }),
  'POST /api/portal-access/resend/': async (c) => ({ body: { member: await withoutAccess(c) } }),
  'POST /api/portal-access/revoke/': async (c) => ({ body: { member: await withoutAccess(c) } }),
  'POST /api/events/': () => ({
    body: {
      title: 'Audit event',
      office: 'shoreditch',
      start: `${futureDay(30)}T18:00:00Z`,
      end: `${futureDay(30)}T19:00:00Z`,
      capacity: 10,
      price: 0,
    },
  }),
  'PUT /api/events/:slug': async (c) => {
    const r = await row(
      c,
      `select e.slug, e.title, o.slug as office, e.starts_at, e.ends_at, e.capacity from events e join offices o on o.id = e.office_id where e.client_id = $C and e.starts_at > now() and e.cancelled_at is null order by e.starts_at limit 1`,
    );
    return {
      params: { slug: r.slug! },
      body: {
        title: `${r.title} (audited)`,
        office: r.office,
        start: new Date(r.starts_at!).toISOString(),
        end: new Date(r.ends_at!).toISOString(),
        capacity: Number(r.capacity),
        price: 0,
      },
    };
  },
  'POST /api/events/:slug/attendees/': async (c) => ({ params: { slug: await pick(c, FUTURE_EVENT) }, body: { member: await pick(c, MEMBER) } }),
  'POST /api/events/:slug/attendees/:attendee/cancel': async (c) => {
    const r = await row(
      c,
      `select e.slug, a.slug as attendee from event_attendees a join events e on e.id = a.event_id where a.client_id = $C and e.starts_at > now() and a.cancelled_at is null order by a.id limit 1`,
    );
    return { params: { slug: r.slug!, attendee: r.attendee! } };
  },
  'POST /api/events/:slug/cancel': async (c) => ({
    params: { slug: await pick(c, `select slug from events where client_id = $C and title = 'Audit event'`) },
  }),
  'PATCH /api/tickets/:slug': async (c) => ({
    params: { slug: await pick(c, `select slug from tickets where client_id = $C and priority <> 'urgent' order by id`) },
    body: { priority: 'urgent' },
  }),
  'DELETE /api/ticket-categories/:slug': async (c) => ({
    params: {
      slug: await pick(
        c,
        `select slug from ticket_categories k where client_id = $C and not exists (select 1 from tickets x where x.category_id = k.id) order by id desc`,
      ),
    },
  }),
  'POST /api/tickets/': async (c) => ({
    body: { subject: 'Audit ticket', category: 'audit-matrix-category', description: 'Audit', member: await pick(c, MEMBER) },
  }),
  'POST /api/ticket-categories/': () => ({ body: { name: 'Audit category two' } }),
  'PUT /api/ticket-settings/': () => ({ body: { first_response_hours: 7, auto_close_days: 13 } }),
  'POST /api/two-factor/enrol/confirm/': (c) => enrolAndCode(c, '/api/two-factor/enrol/', 'staff'),
  'POST /api/two-factor/disable/': async () => ({ body: { password: 'Demo1234!', code: await disableCode('staff') } }),
  'DELETE /api/my-sessions/:id': (c) => otherSession(c, '/api/my-sessions/'),
  'POST /api/jobs/:id/retry/': async (c) => ({
    params: {
      id: await pick(
        c,
        `insert into jobs (client_id, kind, payload, state, attempts, max_attempts, run_at, last_error) values ($C, 'webhook.deliver', '{}', 'dead', 5, 5, now(), 'audit') returning id`,
      ),
    },
  }),
  'POST /api/jobs/:id/discard/': async (c) => ({
    params: {
      id: await pick(
        c,
        `insert into jobs (client_id, kind, payload, state, attempts, max_attempts, run_at, last_error) values ($C, 'webhook.deliver', '{}', 'dead', 5, 5, now(), 'audit') returning id`,
      ),
    },
  }),
  'POST /api/webhooks/:id/deliveries/:delivery/resend/': async (c) => {
    const endpoint = await pick(c, `select id from webhook_endpoints where client_id = $C order by id`);
    await c.app.inject({ method: 'POST', url: `/api/webhooks/${endpoint}/test/`, headers: { authorization: `Bearer ${c.token}` }, payload: {} });
    const r = await row(c, `select endpoint_id as id, id as delivery from webhook_deliveries where client_id = $C order by id desc limit 1`);
    return { params: { id: String(r.id), delivery: String(r.delivery) } };
  },

  // Portal (the team admin, who may also manage the team).
  'POST /api/portal/bookings/desk': async (c) => ({
    body: {
      resource: await pick(
        c,
        `select r.slug from resources r join offices o on o.id = r.office_id where r.client_id = $C and o.slug = 'shoreditch' and r.resource_type = 'hot_desk' and r.status = 'active' order by r.id`,
      ),
      days: [futureDay(3)],
    },
  }),
  'POST /api/portal/bookings/room': () => ({
    body: { resource: 'sho-meeting-room-b', start: `${soonDay(4)}T16:00:00Z`, end: `${soonDay(4)}T17:00:00Z` },
  }),
  'POST /api/portal/bookings/:code/cancel': async (c) => ({
    params: {
      code: await pick(
        c,
        `select b.code from bookings b join members m on m.id = b.member_id join users u on u.id = m.user_id where b.client_id = $C and u.email = 'teamadmin@demo.test' and b.planned_start > now() and b.status = 'active' order by b.id desc`,
      ),
    },
  }),
  'PUT /api/portal/profile': () => ({ body: { first_name: 'Isla', last_name: 'Khan-Audited' } }),
  'PUT /api/portal/preferences': () => ({ body: { allow_email: true, bookings: false, invoices: true, campaigns: false, community: true } }),
  'POST /api/portal/me/photo': () => photo(),
  'POST /api/portal/team/invite': () => ({ body: { first_name: 'Audit', last_name: 'Teammate', email: 'audit.teammate@example.com' } }),
  'DELETE /api/portal/team/:slug': async (c) => ({ params: { slug: await pick(c, TEAMMATE) } }),
  'POST /api/portal/guests': () => ({ body: { name: 'Audit Visitor', email: 'audit.visitor@example.com', day: futureDay(5) } }),
  'POST /api/portal/events/:slug/rsvp': async (c) => ({ params: { slug: await pick(c, FUTURE_EVENT) } }),
  'POST /api/portal/events/:slug/cancel': async (c) => ({
    params: {
      slug: await pick(
        c,
        `select e.slug from events e join event_attendees a on a.event_id = e.id join members m on m.id = a.member_id join users u on u.id = m.user_id where e.client_id = $C and u.email = 'teamadmin@demo.test' and e.starts_at > now() and a.cancelled_at is null order by a.id desc`,
      ),
    },
  }),
  'POST /api/portal/tickets': () => ({ body: { subject: 'Audit portal ticket', category: 'audit-matrix-category', description: 'Audit' } }),
  'POST /api/portal/tickets/:slug/messages': async (c) => ({
    params: { slug: await pick(c, `select slug from tickets where client_id = $C and subject = 'Audit portal ticket'`) },
    body: { body: 'Audit message' },
  }),
  'POST /api/portal/tickets/:slug/photo': async (c) => ({
    ...photo(),
    params: { slug: await pick(c, `select slug from tickets where client_id = $C and subject = 'Audit portal ticket'`) },
  }),
  'POST /api/portal/two-factor/enrol/confirm': (c) => enrolAndCode(c, '/api/portal/two-factor/enrol', 'member'),
  'POST /api/portal/two-factor/disable': async () => ({ body: { password: 'Demo1234!', code: await disableCode('member') } }),
  'DELETE /api/portal/sessions/:id': (c) => otherSession(c, '/api/portal/sessions/'),
};
