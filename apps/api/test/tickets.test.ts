import { TICKET_MESSAGES, TICKET_STATUSES, TICKET_TRANSITIONS, ticketTransitionRefused } from '@clubspace/contract';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients, emailOutbox, members, tickets, users } from '../src/db/schema/index.ts';
import { runTicketClose } from '../src/jobs/ticket-close.job.ts';
import { adminUrl } from './support/databases.ts';
import { PORTAL_MEMBER, portalCall, portalLogin } from './support/portal-session.ts';
import { DEMO_OWNER, HARBOUR_OWNER, bearer, login, useTestApp } from './support/test-app.ts';

/** Issue 28, the help desk: transitions, internal notes, e-mails, the list, categories and the auto-close job. */
const t = useTestApp();
const tok = {} as { owner: string; harbour: string; member: string };
let demoId = 0;

const staff = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, token = tok.owner) =>
  t.app.inject({ method, url, headers: bearer(token), payload });
const portal = (method: 'GET' | 'POST', url: string, payload?: object) => portalCall(t.app, tok.member, method, url, payload);

beforeAll(async () => {
  tok.owner = (await login(t.app, DEMO_OWNER)).access;
  tok.harbour = (await login(t.app, HARBOUR_OWNER)).access;
  tok.member = (await portalLogin(t.app, PORTAL_MEMBER)).access;
  [{ id: demoId }] = await t.db.select({ id: clients.id }).from(clients).where(eq(clients.slug, 'demo'));
});

async function raise(subject = 'Desk lamp broken') {
  const options = (await portal('GET', '/api/portal/ticket-options')).json();
  const res = await portal('POST', '/api/portal/tickets', {
    subject,
    category: options.categories.find((c: { name: string }) => c.name === 'Facilities').slug,
    description: 'The lamp on my desk flickers.',
    office: options.offices[0].slug,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { slug: string; number: number; status: string };
}

describe('raising and answering', () => {
  it('a member raises a ticket, staff see it, reply, and the member sees the reply and gets an e-mail', async () => {
    const prefs = (community: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/portal/preferences',
        headers: { ...bearer(tok.member), 'x-portal-workspace': 'demo' },
        payload: { allow_email: true, bookings: true, invoices: true, campaigns: false, community },
      });
    // The member's preferences decide: community e-mails off, then on.
    expect((await prefs(false)).statusCode).toBe(200);
    const ticket = await raise();
    expect(ticket.status).toBe('open');
    await staff('POST', `/api/tickets/${ticket.slug}/messages`, { body: 'Not e-mailed.' });
    expect(
      await t.db
        .select()
        .from(emailOutbox)
        .where(sql`${emailOutbox.text} like '%Not e-mailed.%'`),
    ).toHaveLength(0);
    expect((await prefs(true)).statusCode).toBe(200);
    const list = (await staff('GET', `/api/tickets/?name=${ticket.number}`)).json();
    expect(list.tickets.map((x: { slug: string }) => x.slug)).toEqual([ticket.slug]);
    const item = list.tickets[0];
    expect(item.category.name).toBe('Facilities');
    expect(item.first_response_due_at).toBeTruthy();
    expect(item.overdue).toBe(false);

    const replied = await staff('POST', `/api/tickets/${ticket.slug}/messages`, { body: 'We will swap the lamp today.' });
    expect(replied.statusCode, replied.body).toBe(201);
    expect(replied.json().first_response_at).toBeTruthy();
    expect(replied.json().first_response_minutes).toBe(0);
    expect(replied.json().messages).toHaveLength(2);

    const seen = (await portal('GET', `/api/portal/tickets/${ticket.slug}`)).json();
    expect(seen.messages.map((m: { body: string; author_kind: string }) => [m.author_kind, m.body])).toEqual([
      ['staff', 'Not e-mailed.'],
      ['staff', 'We will swap the lamp today.'],
    ]);
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, PORTAL_MEMBER.email)).orderBy(desc(emailOutbox.id)).limit(1);
    expect(mail.subject).toBe(`Re: Desk lamp broken [#${ticket.number}]`);
    expect(mail.kind).toBe('ticket_reply');
    expect(mail.text).toContain('We will swap the lamp today.');
    expect(mail.link).toContain(`/portal/demo/help/${ticket.slug}`);

    // Resolving e-mails the member too.
    expect((await staff('PATCH', `/api/tickets/${ticket.slug}`, { status: 'resolved' })).statusCode).toBe(200);
    const [resolved] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, PORTAL_MEMBER.email)).orderBy(desc(emailOutbox.id)).limit(1);
    expect(resolved.kind).toBe('ticket_resolved');
    expect(resolved.subject).toBe(`Resolved: Desk lamp broken [#${ticket.number}]`);
  });

  it('internal notes never reach a portal answer nor an e-mail', async () => {
    const ticket = await raise('Noisy air conditioning');
    const canary = 'INTERNAL-CANARY-7f3a';
    const note = await staff('POST', `/api/tickets/${ticket.slug}/messages`, { body: `Contractor invoice ${canary}`, internal: true });
    expect(note.statusCode).toBe(201);
    expect(note.json().messages.some((m: { internal: boolean; body: string }) => m.internal && m.body.includes(canary))).toBe(true);
    // A note is not a first response.
    expect(note.json().first_response_at).toBeNull();
    await staff('POST', `/api/tickets/${ticket.slug}/messages`, { body: 'An engineer comes on Monday.', status: 'waiting_on_member' });

    const answers = [
      await portal('GET', '/api/portal/tickets'),
      await portal('GET', `/api/portal/tickets/${ticket.slug}`),
      await portal('POST', `/api/portal/tickets/${ticket.slug}/messages`, { body: 'Monday is fine.' }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect(res.body).not.toContain(canary);
      expect(res.body).not.toContain('"internal"');
    }
    expect(answers[1]!.json().messages).toHaveLength(1);
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.text} like ${`%${canary}%`}`);
    expect(mails).toHaveLength(0);
  });

  it('a member reply reopens: waiting on member → in progress, resolved → open; a closed ticket refuses it', async () => {
    const ticket = await raise('Locker key lost');
    const setStatus = (status: string) => t.db.update(tickets).set({ status }).where(eq(tickets.slug, ticket.slug));
    const reply = () => portal('POST', `/api/portal/tickets/${ticket.slug}/messages`, { body: 'Any news?' });
    await setStatus('waiting_on_member');
    expect((await reply()).json().status).toBe('in_progress');
    await setStatus('resolved');
    expect((await reply()).json().status).toBe('open');
    await setStatus('closed');
    const refused = await reply();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(TICKET_MESSAGES.closedReply);
  });

  it('staff raise a ticket for a member; another operator and another member get 404', async () => {
    const [m] = await t.db
      .select({ slug: members.slug })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(and(eq(members.clientId, demoId), eq(users.email, 'teamadmin@demo.test')));
    const created = await staff('POST', '/api/tickets/', {
      member: m!.slug,
      subject: 'Parking permit',
      category: 'other',
      description: 'Raised at the desk.',
      priority: 'high',
    });
    expect(created.statusCode, created.body).toBe(201);
    const slug = created.json().slug;
    expect(created.json().priority).toBe('high');
    expect((await staff('GET', `/api/tickets/${slug}`, undefined, tok.harbour)).statusCode).toBe(404);
    expect((await staff('PATCH', `/api/tickets/${slug}`, { status: 'closed' }, tok.harbour)).statusCode).toBe(404);
    // member@demo.test is not its member.
    expect((await portal('GET', `/api/portal/tickets/${slug}`)).statusCode).toBe(404);
    expect((await portal('GET', '/api/portal/tickets')).body).not.toContain(slug);
    const bad = await staff('POST', '/api/tickets/', { member: m!.slug, subject: 'x', category: 'nope', description: 'y' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.category).toBe(TICKET_MESSAGES.categoryUnknown);
  });
});

describe('status transitions (contract TICKET_TRANSITIONS)', () => {
  it('allows every listed transition and refuses every other one', async () => {
    const ticket = await raise('Transition matrix');
    let checked = 0;
    for (const from of TICKET_STATUSES) {
      for (const to of TICKET_STATUSES) {
        await t.db.update(tickets).set({ status: from }).where(eq(tickets.slug, ticket.slug));
        const res = await staff('PATCH', `/api/tickets/${ticket.slug}`, { status: to });
        const label = `${from} → ${to}: ${res.body.slice(0, 120)}`;
        if (TICKET_TRANSITIONS[from].includes(to)) {
          expect(res.statusCode, label).toBe(200);
          expect(res.json().status, label).toBe(to);
          if (to === 'resolved') expect(res.json().resolved_at, label).toBeTruthy();
          if (to === 'closed') expect(res.json().closed_at, label).toBeTruthy();
          if (to === 'open' || to === 'in_progress') expect(res.json().resolved_at, label).toBeNull();
        } else {
          expect(res.statusCode, label).toBe(409);
          expect(res.json().detail, label).toBe(ticketTransitionRefused(from, to));
          const [row] = await t.db.select({ status: tickets.status }).from(tickets).where(eq(tickets.slug, ticket.slug));
          expect(row!.status, label).toBe(from);
        }
        checked++;
      }
    }
    expect(checked).toBe(25);
    // A reply that moves the ticket follows the same table.
    await t.db.update(tickets).set({ status: 'closed' }).where(eq(tickets.slug, ticket.slug));
    expect((await staff('POST', `/api/tickets/${ticket.slug}/messages`, { body: 'Reopen?' })).statusCode).toBe(409);
    expect((await staff('PATCH', `/api/tickets/${ticket.slug}`, { priority: 'urgent' })).statusCode).toBe(409);
    expect((await staff('POST', `/api/tickets/${ticket.slug}/messages`, { body: 'Filed.', internal: true })).statusCode).toBe(201);
  });
});

describe('the staff list', () => {
  it('filters, orders, pages, exports CSV, counts overdue tickets in the notifications', async () => {
    const ticket = await raise('Overdue check');
    await t.db
      .update(tickets)
      .set({ firstResponseDueAt: new Date(Date.now() - 3_600_000) })
      .where(eq(tickets.slug, ticket.slug));
    const overdue = (await staff('GET', '/api/tickets/?overdue=true&page_size=100')).json();
    expect(overdue.tickets.map((x: { slug: string }) => x.slug)).toContain(ticket.slug);
    expect(overdue.tickets.every((x: { overdue: boolean }) => x.overdue)).toBe(true);
    const active = (await staff('GET', '/api/tickets/?status=active&order=-priority&page_size=2')).json();
    expect(active.page_size).toBe(2);
    expect(active.tickets.every((x: { status: string }) => ['open', 'in_progress', 'waiting_on_member'].includes(x.status))).toBe(true);
    const byCategory = (await staff('GET', '/api/tickets/?category=facilities&assignee=none')).json();
    expect(byCategory.tickets.every((x: { category: { slug: string }; assignee: unknown }) => x.category.slug === 'facilities' && !x.assignee)).toBe(
      true,
    );
    const csv = await staff('GET', '/api/tickets/?format=csv&overdue=true');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toContain('Number');
    expect(csv.body).toContain('Overdue check');
    const bell = (await staff('GET', '/api/notifications/')).json();
    const kinds = bell.items.map((i: { kind: string }) => i.kind);
    expect(kinds).toContain('tickets_overdue');
    expect(kinds).toContain('tickets_open');
    // Assigning to a staff member filters by them.
    const me = (await staff('GET', '/api/ticket-assignees/')).json()[0];
    expect((await staff('PATCH', `/api/tickets/${ticket.slug}`, { assignee: me.slug })).json().assignee.slug).toBe(me.slug);
    expect((await staff('GET', `/api/tickets/?assignee=${me.slug}&page_size=100`)).json().tickets.map((x: { slug: string }) => x.slug)).toContain(
      ticket.slug,
    );
  });
});

describe('categories and settings', () => {
  it('adds, renames, refuses a duplicate and a delete in use, deletes an unused one; the profile lists them', async () => {
    const added = await staff('POST', '/api/ticket-categories/', { name: 'Kitchen' });
    expect(added.statusCode).toBe(201);
    expect((await staff('POST', '/api/ticket-categories/', { name: 'kitchen' })).statusCode).toBe(400);
    const renamed = await staff('PUT', `/api/ticket-categories/${added.json().slug}`, { name: 'Kitchen & coffee' });
    expect(renamed.json().name).toBe('Kitchen & coffee');
    const profile = (await staff('GET', '/api/staff-profile/')).json();
    expect(profile.ticket_types).toEqual(expect.arrayContaining(['Facilities', 'IT', 'Billing', 'Other', 'Kitchen & coffee']));
    const inUse = await staff('DELETE', '/api/ticket-categories/facilities');
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().detail).toBe(TICKET_MESSAGES.categoryInUse);
    expect((await staff('DELETE', `/api/ticket-categories/${added.json().slug}`)).statusCode).toBe(204);
    expect((await staff('GET', '/api/ticket-settings/')).json()).toEqual({ first_response_hours: 9, auto_close_days: 7 });
    expect((await staff('PUT', '/api/ticket-settings/', { first_response_hours: 0, auto_close_days: 7 })).statusCode).toBe(400);
    expect((await staff('PUT', '/api/ticket-settings/', { first_response_hours: 4, auto_close_days: 3 })).json().auto_close_days).toBe(3);
    await staff('PUT', '/api/ticket-settings/', { first_response_hours: 9, auto_close_days: 7 });
  });
});

/** Resolved tickets of the demo operator, resolved `daysAgo` days before `now`. */
async function resolvedTickets(n: number, now: Date, daysAgo: number) {
  const [m] = await t.db.select({ id: members.id }).from(members).where(eq(members.clientId, demoId)).limit(1);
  const resolvedAt = new Date(now.getTime() - daysAgo * 86_400_000);
  const rows = await t.db
    .insert(tickets)
    .values(
      Array.from({ length: n }, (_, i) => ({
        clientId: demoId,
        slug: `close-${daysAgo}-${i}-${Math.random().toString(36).slice(2, 8)}`,
        subject: `Auto-close ${i}`,
        description: 'x',
        memberId: m!.id,
        status: 'resolved',
        resolvedAt,
      })),
    )
    .returning({ id: tickets.id });
  return rows.map((r) => r.id);
}

describe('auto-close (jobs/ticket-close.job.ts)', () => {
  it('closes tickets resolved N days ago once, with two workers at the same time; younger ones stay', async () => {
    const now = new Date(Date.now() + 30 * 86_400_000);
    await runTicketClose(t.db, now); // Anything older first, so the counts below are exact.
    const due = await resolvedTickets(40, now, 8);
    const young = await resolvedTickets(3, now, 6);
    const [a, b] = await Promise.all([runTicketClose(t.db, now), runTicketClose(t.db, now)]);
    const closed = [...a!, ...b!].map((c) => c.id);
    expect(closed.sort()).toEqual([...due].sort());
    expect(new Set(closed).size).toBe(closed.length);
    const states = await t.db
      .select({ id: tickets.id, status: tickets.status })
      .from(tickets)
      .where(inArray(tickets.id, [...due, ...young]));
    expect(
      states
        .filter((s) => s.status === 'closed')
        .map((s) => s.id)
        .sort(),
    ).toEqual([...due].sort());
    expect(await runTicketClose(t.db, now)).toEqual([]);
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')('closes each ticket once with two processes on PostgreSQL', async () => {
    const now = new Date(Date.now() + 60 * 86_400_000);
    await runTicketClose(t.db, now);
    const due = await resolvedTickets(300, now, 9);
    const [{ name }] = (await t.db.execute<{ name: string }>(sql`select current_database() as name`)).rows;
    const worker = fileURLToPath(new URL('./support/ticket-close-worker.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', worker, adminUrl(name), now.toISOString()], { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    const ready = new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('ready\n')) resolve();
      });
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await ready;
    child.stdin.write('go\n');
    const mine = await runTicketClose(t.db, now);
    expect(await exited).toBe(0);
    const theirs = JSON.parse(out.split('\n').filter(Boolean).at(-1)!) as number[];
    const all = [...mine.map((c) => c.id), ...theirs];
    expect(all.sort()).toEqual([...due].sort());
    expect(new Set(all).size).toBe(due.length);
  });
});
