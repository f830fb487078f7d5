import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staff, users } from '../src/db/schema/index.ts';
import { useApiSession } from './support/api-session.ts';

// Issue 14: each process keeps the request contexts it loaded (lib/context-cache.ts) until the database says one of
// their tables changed (NOTIFY context_changes, migration 0030) or the process serves a write itself. Sections, office
// scope and ended sessions must still be enforced on the next request that can know of the change.
const { t, tok, ids, get } = useApiSession();
const POLL = { timeout: 5000, interval: 20 };

const staffUserId = async () => (await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'staff@demo.test')))[0]!.id;
const setStaffSections = async (change: 'add' | 'remove') =>
  t.db
    .update(staff)
    .set({
      webSections: change === 'add' ? sql`array_append(${staff.webSections}, 'invoices')` : sql`array_remove(${staff.webSections}, 'invoices')`,
    })
    .where(and(eq(staff.userId, await staffUserId()), eq(staff.clientId, ids.demo)));

describe('kept request contexts', () => {
  it('keeps the caller’s context while the change notifications are heard', async () => {
    expect(t.app.live.listening).toBe(true);
    t.app.contexts.clear();
    expect((await get('/api/session/')).statusCode).toBe(200);
    expect(t.app.contexts.size).toBe(1);
    expect((await get('/api/session/', tok.staff)).statusCode).toBe(200);
    expect(t.app.contexts.size).toBe(2);
  });

  it('a section granted and taken away straight in the database is enforced once the notification arrives', async () => {
    await setStaffSections('remove');
    await expect.poll(async () => (await get('/api/dashboard-invoices/', tok.staff)).statusCode, POLL).toBe(403);
    // Now kept with no invoices tab: the grant reaches it through NOTIFY alone (nothing here clears the cache).
    expect(t.app.contexts.size).toBeGreaterThan(0);
    await setStaffSections('add');
    await expect.poll(async () => (await get('/api/dashboard-invoices/', tok.staff)).statusCode, POLL).toBe(200);
    await setStaffSections('remove');
    await expect.poll(async () => (await get('/api/dashboard-invoices/', tok.staff)).statusCode, POLL).toBe(403);
  });

  it('a session ended straight in the database (session version bumped) is refused once the notification arrives', async () => {
    const session = (
      await t.app.inject({ method: 'POST', url: '/auth/jwt/create/', payload: { email: 'manager@demo.test', password: 'Demo1234!' } })
    ).json();
    expect((await get('/api/session/', session.access)).statusCode).toBe(200);
    await t.db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.email, 'manager@demo.test'));
    await expect.poll(async () => (await get('/api/session/', session.access)).statusCode, POLL).toBe(401);
  });

  it('a write through the API is seen by the very next request', async () => {
    const owner = tok.owner;
    const [job] = await t.db
      .select({ slug: staff.slug })
      .from(staff)
      .where(and(eq(staff.userId, await staffUserId()), eq(staff.clientId, ids.demo)));
    const detail = (await get(`/api/dashboard-staff/${job!.slug}`, owner)).json();
    const save = (sections: string[]) =>
      t.app.inject({
        method: 'POST',
        url: `/api/dashboard-staff/${job!.slug}`,
        headers: { authorization: `Bearer ${owner}` },
        payload: {
          first_name: detail.user.first_name,
          last_name: detail.user.last_name,
          email: detail.user.email,
          role: detail.role,
          status: 'active',
          web_sections: sections,
        },
      });
    // The detail lists sections as objects; the update takes their codes.
    const before = (detail.web_sections as ({ code: string } | string)[]).map((w) => (typeof w === 'string' ? w : w.code));
    const granted = await save([...before.filter((c) => c !== 'invoices'), 'invoices']);
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await get('/api/dashboard-invoices/', tok.staff)).statusCode).toBe(200);
    expect((await save(before.filter((c) => c !== 'invoices'))).statusCode).toBe(200);
    expect((await get('/api/dashboard-invoices/', tok.staff)).statusCode).toBe(403);
  });

  it('keeps nothing while the notifications are not heard', async () => {
    t.app.contexts.setListening(false);
    try {
      expect((await get('/api/session/')).statusCode).toBe(200);
      expect(t.app.contexts.size).toBe(0);
    } finally {
      t.app.contexts.setListening(t.app.live.listening);
    }
  });
});
