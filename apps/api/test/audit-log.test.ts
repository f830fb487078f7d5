/**
 * Account → Audit log (issue 30): the list (newest first, paged in SQL, filters), the CSV export, owner only, another
 * operator's entries never shown, the append-only change_log (UPDATE/DELETE refused without the rewrite flag), the
 * retention job and the GDPR erasure's rewrite of a person's values.
 */
import { AUDIT_KEEP_MONTHS, AUDIT_MESSAGES, auditKeepFrom, type AuditEntry } from '@clubspace/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLog, users } from '../src/db/schema/index.ts';
import { enqueueJob } from '../src/jobs/queue/job-queue.repo.ts';
import { AUDIT_RETENTION_JOB } from '../src/modules/audit/audit-retention.ts';
import { useApiSession } from './support/api-session.ts';
import { bearer } from './support/test-app.ts';

const { t, tok, ids, get, send } = useApiSession();
const team = (name: string) => ({
  name,
  description: 'Audited',
  invoice_name: `${name} Ltd`,
  invoice_address: '1 Curtain Road',
  invoice_post_code: 'EC2A 3AY',
  invoice_city: 'London',
});
let ownerUserId = 0;
let made: { slug: string; name: string };
/** The trigger's refusal (drizzle wraps the database error as the cause). */
const appendOnly = (err: unknown) => /append-only/.test(`${(err as Error).message} ${((err as Error).cause as Error | undefined)?.message ?? ''}`);
const entriesOf = (res: { json: () => unknown }) => (res.json() as { audit_entries: AuditEntry[] }).audit_entries;

beforeAll(async () => {
  const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@demo.test'));
  ownerUserId = owner!.id;
  const res = await send('POST', '/api/teams/', team('Audit Trail Co'));
  expect(res.statusCode, res.body).toBe(201);
  made = res.json();
  expect((await send('PUT', `/api/teams/${made.slug}`, team('=HYPERLINK("http://evil")'))).statusCode).toBe(200);
});

describe('the audit log list', () => {
  it('shows the owner’s writes newest first, with who, address, record and the changed fields', async () => {
    const res = await get('/api/audit-log/?record_type=teams&page_size=5');
    expect(res.statusCode, res.body).toBe(200);
    const rows = entriesOf(res);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const ids_ = rows.map((r) => r.id);
    expect([...ids_].sort((a, b) => b - a)).toEqual(ids_);
    const [update, insert] = rows;
    expect(update).toMatchObject({
      action: 'update',
      record_type: 'teams',
      address: '127.0.0.1',
      before: { name: 'Audit Trail Co' },
      after: { name: '=HYPERLINK("http://evil")' },
      actor: { kind: 'staff', user_id: ownerUserId },
    });
    expect(update!.record).toBe(`Team ${update!.record_id}`);
    expect(update!.actor.label).toMatch(/\S/);
    expect(update!.actor.label).not.toMatch(/System|API key/);
    expect(insert).toMatchObject({ action: 'insert', record_id: update!.record_id, before: null });
  });

  it('filters by person, record type, action and date range, and pages in SQL', async () => {
    const byOwner = entriesOf(await get(`/api/audit-log/?person=${ownerUserId}&page_size=100`));
    expect(byOwner.length).toBeGreaterThan(0);
    for (const r of byOwner) expect(r.actor.user_id).toBe(ownerUserId);
    const updates = entriesOf(await get('/api/audit-log/?action=update&record_type=teams'));
    expect(updates.length).toBeGreaterThan(0);
    for (const r of updates) expect(r).toMatchObject({ action: 'update', record_type: 'teams' });
    const today = new Date().toISOString().slice(0, 10);
    expect(entriesOf(await get(`/api/audit-log/?from=${today}&to=${today}&record_type=teams`)).length).toBeGreaterThan(0);
    expect(entriesOf(await get('/api/audit-log/?from=2001-01-01&to=2001-01-31'))).toEqual([]);
    const bad = await get('/api/audit-log/?from=2024-02-01&to=2024-01-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(AUDIT_MESSAGES.rangeInvalid);

    const one = await get('/api/audit-log/?page_size=1&page_number=1');
    const two = await get('/api/audit-log/?page_size=1&page_number=2');
    expect(one.json()).toMatchObject({ page_size: 1, current_page: 1 });
    expect(one.json().num_results).toBeGreaterThan(1);
    expect(entriesOf(two)[0]!.id).toBeLessThan(entriesOf(one)[0]!.id);

    const filters = (await get('/api/audit-log/filters/')).json();
    expect(filters.people).toContainEqual(expect.objectContaining({ user_id: ownerUserId }));
    expect(filters.record_types).toContainEqual({ value: 'teams', label: 'Team' });
  });

  it('exports CSV through the one writer, formula-safe', async () => {
    const res = await get('/api/audit-log/?format=csv&record_type=teams');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, ...lines] = res.body.trim().split('\n');
    expect(header).toBe('Time,Who,Address,Record,Action,Changes');
    expect(lines.some((l) => l.includes('Changed') && l.includes('Team '))).toBe(true);
    expect(res.body).not.toMatch(/,=HYPERLINK/);
    expect(res.body).toContain('→ =HYPERLINK');
  });

  it('is the owner’s only: other staff and API keys get 403', async () => {
    const staffRes = await get('/api/audit-log/', tok.staff);
    expect(staffRes.statusCode).toBe(403);
    const key = await send('POST', '/api/api-keys/', { name: 'Audit reader', scopes: { users: 'read', teams: 'read' } });
    expect(key.statusCode, key.body).toBe(201);
    for (const url of ['/api/audit-log/', '/api/audit-log/filters/', '/api/audit-log/?format=csv']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(key.json().secret) });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('never shows another operator’s entries', async () => {
    const harbour = entriesOf(await get('/api/audit-log/?page_size=200', tok.harbour));
    const demoTeamEntries = entriesOf(await get('/api/audit-log/?record_type=teams&page_size=200'));
    const demoIds = new Set(demoTeamEntries.map((e) => e.id));
    for (const e of harbour) expect(demoIds.has(e.id)).toBe(false);
    const csv = (await get('/api/audit-log/?format=csv&page_size=200', tok.harbour)).body;
    expect(csv).not.toContain('Audit Trail Co');
    expect(JSON.stringify(harbour)).not.toContain('Audit Trail Co');
    const [harbourCount] = (
      await t.db.execute<{ n: number }>(sql`select count(*)::int as n from change_log where client_id = ${ids.demo} and record_type = 'teams'`)
    ).rows;
    expect(harbourCount!.n).toBeGreaterThan(0);
  });
});

describe('append-only', () => {
  it('refuses UPDATE and DELETE of change_log by SQL without the rewrite flag', async () => {
    await expect(t.db.execute(sql`update change_log set action = 'delete' where client_id = ${ids.demo}`)).rejects.toSatisfy(appendOnly);
    await expect(t.db.execute(sql`delete from change_log where client_id = ${ids.demo}`)).rejects.toSatisfy(appendOnly);
    await expect(t.db.execute(sql`truncate change_log`)).rejects.toSatisfy(appendOnly);
    // With the flag (erasure, retention) the same transaction may; rolled back here.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('clubspace.audit_rewrite', 'on', true)`);
        await tx.execute(sql`update change_log set actor_address = actor_address where id = (select max(id) from change_log)`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // The flag is transaction-local: the next statement is refused again.
    await expect(t.db.execute(sql`delete from change_log where id = (select max(id) from change_log)`)).rejects.toSatisfy(appendOnly);
  });
});

describe('retention', () => {
  it('the daily job deletes entries older than AUDIT_KEEP_MONTHS and keeps younger ones', async () => {
    expect(AUDIT_KEEP_MONTHS).toBeGreaterThanOrEqual(13);
    const now = new Date();
    const cutoff = auditKeepFrom(now);
    const old = new Date(cutoff.getTime() - 86_400_000);
    const young = new Date(cutoff.getTime() + 86_400_000 * 2);
    const rows = await t.db
      .insert(changeLog)
      .values([
        { clientId: ids.demo, recordType: 'teams', recordId: '999001', action: 'insert', after: { name: 'Old' }, createdAt: old },
        { clientId: ids.demo, recordType: 'teams', recordId: '999002', action: 'insert', after: { name: 'Young' }, createdAt: young },
      ])
      .returning({ id: changeLog.id });
    await enqueueJob(t.db, { kind: AUDIT_RETENTION_JOB, uniqueKey: `test-${Date.now()}` });
    expect(await t.app.jobs.drain()).toBeGreaterThan(0);
    const left = await t.db
      .select({ id: changeLog.id })
      .from(changeLog)
      .where(sql`${changeLog.id} in (${rows[0]!.id}, ${rows[1]!.id})`);
    expect(left.map((r) => r.id)).toEqual([rows[1]!.id]);
    expect(auditKeepFrom(new Date('2026-03-31T12:00:00Z'), 13).toISOString()).toBe('2025-02-28T12:00:00.000Z');
    expect(auditKeepFrom(new Date('2026-03-31T12:00:00Z'), 1).toISOString()).toBe('2025-02-28T12:00:00.000Z');
  });
});
