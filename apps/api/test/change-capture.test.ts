import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLog, eventOutbox, users } from '../src/db/schema/index.ts';
import { writeTransaction } from '../src/db/transaction.ts';
import { runAsActor } from '../src/lib/actor.ts';
import { useApiSession } from './support/api-session.ts';
import { PORTAL_MEMBER, portalCall, portalLogin } from './support/portal-session.ts';
import { bearer } from './support/test-app.ts';

const { t, tok, ids, send } = useApiSession();
let mark = 0;
const team = (name: string) => ({
  name,
  description: 'Makers of fine things',
  invoice_name: `${name} Ltd`,
  invoice_address: '1 Curtain Road',
  invoice_post_code: 'EC2A 3AY',
  invoice_city: 'London',
});

const prefs = (allow: boolean) => ({ allow_email: allow, bookings: true, invoices: true, campaigns: allow, community: true });
const lastId = async () => Number((await t.db.execute<{ id: number }>(sql`select coalesce(max(id), 0) as id from change_log`)).rows[0]!.id);
const since = (from: number) => t.db.select().from(changeLog).where(gt(changeLog.id, from)).orderBy(changeLog.id);

beforeAll(async () => {
  mark = await lastId();
});

describe('the change-capture point (migration 0054)', () => {
  it('records a staff write with its author, address and the whole new row, in the write transaction', async () => {
    const from = await lastId();
    const res = await send('POST', '/api/teams/', team(`Capture team ${Date.now()}`));
    expect(res.statusCode, res.body).toBe(201);
    const rows = (await since(from)).filter((r) => r.recordType === 'teams');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'insert', actorKind: 'staff', clientId: ids.demo, before: null, actorAddress: '127.0.0.1' });
    expect(rows[0]!.actorUserId).toBeGreaterThan(0);
    expect(rows[0]!.after).toMatchObject({ name: res.json().name, client_id: ids.demo });
  });

  it('records only the changed fields of an update, before → after', async () => {
    const created = (await send('POST', '/api/teams/', team(`Rename me ${Date.now()}`))).json();
    const from = await lastId();
    const res = await send('PUT', `/api/teams/${created.slug}`, team(`${created.name} (renamed)`));
    expect(res.statusCode, res.body).toBe(200);
    const [row] = (await since(from)).filter((r) => r.recordType === 'teams');
    expect(row).toMatchObject({ action: 'update', before: { name: created.name }, after: { name: `${created.name} (renamed)` } });
  });

  it('records nothing for a write that rolls back', async () => {
    const from = await lastId();
    await expect(
      runAsActor({ kind: 'system' }, () =>
        writeTransaction(t.db, async (tx) => {
          await tx.execute(sql`update teams set name = name || '!' where client_id = ${ids.demo}`);
          throw new Error('rolled back');
        }),
      ),
    ).rejects.toThrow('rolled back');
    expect(await since(from)).toEqual([]);
  });

  it('records a portal member as the author of their own write, and an API key with its id', async () => {
    const member = await portalLogin(t.app, PORTAL_MEMBER);
    const from = await lastId();
    const res = await portalCall(t.app, member.access, 'PUT', '/api/portal/preferences', prefs(false));
    expect(res.statusCode, res.body).toBe(200);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, PORTAL_MEMBER.email));
    const rows = await since(from);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatchObject({ actorKind: 'member', actorUserId: user!.id, clientId: expect.any(Number) });

    const key = await send('POST', '/api/api-keys/', { name: 'Capture', scopes: { users: 'write', teams: 'write' } });
    expect(key.statusCode, key.body).toBe(201);
    const { secret, api_key } = key.json();
    const before = await lastId();
    const made = await t.app.inject({ method: 'POST', url: '/api/teams/', headers: bearer(secret), payload: team(`By key ${Date.now()}`) });
    expect(made.statusCode, made.body).toBe(201);
    const [byKey] = (await since(before)).filter((r) => r.recordType === 'teams');
    expect(byKey).toMatchObject({ actorKind: 'api_key', actorApiKeyId: api_key.id, clientId: ids.demo });
  });

  it('redacts passwords, secrets and token hashes', async () => {
    const from = await lastId();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/change-password/',
      headers: bearer(tok.staff),
      payload: { current_password: 'Demo1234!', new_password: 'Another-Pass-42' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await since(from);
    const text = JSON.stringify(rows);
    expect(text).not.toMatch(/\$argon2/);
    const userRow = rows.find((r) => r.recordType === 'users' && r.action === 'update');
    expect(userRow?.after).toMatchObject({ password_hash: '[redacted]' });
    expect(userRow?.before).toMatchObject({ password_hash: '[redacted]' });
    // The API key row above kept its hash out of the log too.
    const keys = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.recordType, 'api_keys'), eq(changeLog.action, 'insert'), gt(changeLog.id, mark)));
    expect(keys.length).toBeGreaterThan(0);
    for (const k of keys) expect((k.after as Record<string, unknown>).secret_hash).toBe('[redacted]');
  });

  it('puts changes of tables with webhook events in the outbox, in the same transaction', async () => {
    const from = await lastId();
    const member = await portalLogin(t.app, PORTAL_MEMBER);
    await portalCall(t.app, member.access, 'PUT', '/api/portal/preferences', prefs(true));
    const userChanges = (await since(from)).filter((r) => r.recordType === 'members');
    expect(userChanges.length).toBeGreaterThan(0);
    const outbox = await t.db.select().from(eventOutbox).orderBy(desc(eventOutbox.changeId)).limit(20);
    expect(outbox.map((o) => o.changeId)).toContain(userChanges.at(-1)!.id);
    // A team is not evented: no outbox row.
    const teams = (await since(mark)).filter((r) => r.recordType === 'teams').map((r) => r.id);
    expect(outbox.filter((o) => teams.includes(o.changeId))).toEqual([]);
  });
});
