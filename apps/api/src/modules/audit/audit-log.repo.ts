import {
  AUDIT_MESSAGES,
  auditActorLabel,
  auditRecordLabel,
  auditRecordTypeLabel,
  type AuditEntry,
  type AuditLogFilters,
  type AuditLogParsedQuery,
} from '@clubspace/contract';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys, changeLog, users } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/http-error.ts';
import type { ListSource } from '../../lib/paged-list.ts';
import { countWhere } from '../../lib/sql.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';

/** The audit log is the owner's: an admin with the Account section does not read it, and a key never does. */
export function auditOwnerOnly(ctx: StaffContext) {
  if (ctx.apiKey || ctx.staff.role !== 'club_owner') throw forbidden(AUDIT_MESSAGES.ownerOnly);
}

type Filters = Omit<AuditLogParsedQuery, 'page_size' | 'page_number' | 'order' | 'format' | 'raw' | 'name'>;

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** This operator's entries matching the filters (always scoped by client_id: another operator's never show). */
function auditWhere(clientId: number, q: Filters): SQL {
  return and(
    eq(changeLog.clientId, clientId),
    q.person ? eq(changeLog.actorUserId, Number(q.person)) : undefined,
    q.record_type ? eq(changeLog.recordType, q.record_type) : undefined,
    q.action ? eq(changeLog.action, q.action) : undefined,
    q.from ? gte(changeLog.createdAt, new Date(`${q.from}T00:00:00Z`)) : undefined,
    q.to ? lt(changeLog.createdAt, nextDay(q.to)) : undefined,
  ) as SQL;
}

const entryFields = {
  id: changeLog.id,
  createdAt: changeLog.createdAt,
  action: changeLog.action,
  recordType: changeLog.recordType,
  recordId: changeLog.recordId,
  before: changeLog.before,
  after: changeLog.after,
  actorKind: changeLog.actorKind,
  actorUserId: changeLog.actorUserId,
  address: changeLog.actorAddress,
  firstName: users.firstName,
  lastName: users.lastName,
  keyName: apiKeys.name,
};
type EntryRow = { [K in keyof typeof entryFields]: unknown };

const personName = (first: unknown, last: unknown) => [first, last].filter(Boolean).join(' ') || null;

function toEntry(r: EntryRow): AuditEntry {
  const kind = r.actorKind as AuditEntry['actor']['kind'];
  const name = personName(r.firstName, r.lastName);
  const apiKey = (r.keyName as string | null) ?? null;
  return {
    id: Number(r.id),
    created_at: (r.createdAt as Date).toISOString(),
    action: r.action as AuditEntry['action'],
    record_type: r.recordType as string,
    record_id: (r.recordId as string | null) ?? null,
    record: auditRecordLabel(r.recordType as string, (r.recordId as string | null) ?? null),
    actor: {
      kind,
      user_id: (r.actorUserId as number | null) ?? null,
      name,
      api_key: apiKey,
      label: auditActorLabel({ kind, name, api_key: apiKey }),
    },
    address: (r.address as string | null) ?? null,
    before: (r.before as Record<string, unknown> | null) ?? null,
    after: (r.after as Record<string, unknown> | null) ?? null,
  };
}

const entries = (db: Db, where: SQL) =>
  db
    .select(entryFields)
    .from(changeLog)
    .leftJoin(users, eq(users.id, changeLog.actorUserId))
    .leftJoin(apiKeys, and(eq(apiKeys.id, changeLog.actorApiKeyId), eq(apiKeys.clientId, changeLog.clientId)))
    .where(where)
    .orderBy(desc(changeLog.id));

/** Newest first, paged in SQL; the CSV export continues by id (keyset) in chunks. */
export function auditLogSource(db: Db, ctx: StaffContext, q: Filters): ListSource<AuditEntry> {
  auditOwnerOnly(ctx);
  const where = auditWhere(ctx.client.id, q);
  return {
    fetch: async (limit, offset) => (await entries(db, where).limit(limit).offset(offset)).map(toEntry),
    count: () => countWhere(db, changeLog, where),
    async *chunks(size) {
      for (let last: number | null = null; ;) {
        const rows: EntryRow[] = await entries(db, last === null ? where : (and(where, lt(changeLog.id, last)) as SQL)).limit(size);
        if (rows.length) yield rows.map(toEntry);
        if (rows.length < size) return;
        last = Number(rows.at(-1)!.id);
      }
    },
  };
}

/** The filters' choices: who wrote something for this operator, and which record types were written. */
export async function auditLogFilters(db: Db, ctx: StaffContext): Promise<AuditLogFilters> {
  auditOwnerOnly(ctx);
  const clientId = ctx.client.id;
  const people = await db.execute<{ id: number; first_name: string | null; last_name: string | null }>(sql`
    select u.id, u.first_name, u.last_name from users u
    where exists (select 1 from change_log c where c.client_id = ${clientId} and c.actor_user_id = u.id)
    order by u.first_name, u.last_name, u.id limit 1000`);
  const types = await db.execute<{ record_type: string }>(sql`
    with recursive t as (
      (select record_type from change_log where client_id = ${clientId} order by record_type limit 1)
      union all
      select (select c.record_type from change_log c where c.client_id = ${clientId} and c.record_type > t.record_type order by c.record_type limit 1)
      from t where t.record_type is not null
    )
    select record_type from t where record_type is not null`);
  return {
    people: people.rows.map((p) => ({ user_id: Number(p.id), name: personName(p.first_name, p.last_name) ?? `User ${p.id}` })),
    record_types: types.rows
      .map((t) => ({ value: t.record_type, label: auditRecordTypeLabel(t.record_type) }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  };
}
