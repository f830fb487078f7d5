import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { changeLog, users } from '../../db/schema/index.ts';
import { allowAuditRewrite } from './audit-retention.ts';

/**
 * The erased person's personal fields and what they become, by column name as the log holds them, e.g.
 * `{ first_name: 'Erased', last_name: 'member', email: 'erased-42@invalid', phone: null, photo: null }`.
 */
export type AuditReplacements = Record<string, string | null>;

type Json = Record<string, unknown> | null;

/** Values shorter than this are never looked for in other records (they would match other people's values). */
const MIN_IDENTIFYING_LENGTH = 6;

/**
 * GDPR erasure's one rewrite of the append-only audit log (issue 30): in this operator's entries,
 * - every entry about a record of the person (their user row; any record whose logged versions carry
 *   `user_id = userId`, such as their membership of a team, staff job or portal access, with all that record's later
 *   entries) has each field named in `replacements` replaced in `before` and `after`;
 *   and every other text of those entries (a search text, sort names) loses the person's old values;
 * - any other entry of the operator holding one of the person's e-mail addresses or phone numbers (e.g. an invoice
 *   e-mailed to them) has that value replaced by the replacement of its field.
 * The old values are the logged ones and the user row's at the call: call it before the user row is anonymised.
 * Who did what and when stays: ids, actions, times and the other fields are kept. Runs in the erasure's transaction
 * `tx`, which it allows to rewrite change_log (clubspace.audit_rewrite). Returns the number of entries rewritten.
 */
export async function rewriteAuditPersonalData(tx: Tx, clientId: number, userId: number, replacements: AuditReplacements): Promise<number> {
  const fields = Object.keys(replacements);
  if (!fields.length) return 0;
  await allowAuditRewrite(tx);
  const uid = String(userId);
  // The person's records: their user row, their member and staff rows at this operator, and every record one of whose
  // entries names them as its user_id (with all that record's later entries, which hold only the changed fields).
  const theirs = sql`(
    select distinct record_type, record_id from change_log
    where client_id = ${clientId} and (after ->> 'user_id' = ${uid} or before ->> 'user_id' = ${uid})
    union select 'members', id::text from members where client_id = ${clientId} and user_id = ${userId}
    union select 'staff', id::text from staff where client_id = ${clientId} and user_id = ${userId}
  )`;
  const own = await tx
    .select({ id: changeLog.id, before: changeLog.before, after: changeLog.after })
    .from(changeLog)
    .where(
      and(
        eq(changeLog.clientId, clientId),
        or(and(eq(changeLog.recordType, 'users'), eq(changeLog.recordId, uid)), sql`(${changeLog.recordType}, ${changeLog.recordId}) in ${theirs}`),
      ),
    );
  // The person's values (logged ones, and the user row's as it is now) and what each becomes.
  const swaps = new Map<string, string | null>();
  const note = (field: string, value: unknown) => {
    if (field in replacements && typeof value === 'string' && value.length >= 2 && value !== replacements[field])
      swaps.set(value, replacements[field]!);
  };
  const [now] = await tx.select().from(users).where(eq(users.id, userId));
  if (now)
    for (const [field, value] of Object.entries({ first_name: now.firstName, last_name: now.lastName, email: now.email, phone: now.phone }))
      note(field, value);
  for (const row of own)
    for (const version of [row.before, row.after]) for (const [field, value] of Object.entries(version ?? {})) note(field, value);
  // Longest first, so "Anna-Lena" goes before "Anna".
  const ordered = [...swaps.entries()].sort((a, b) => b[0].length - a[0].length);
  const identifying = ordered.filter(([v]) => v.length >= MIN_IDENTIFYING_LENGTH && (v.includes('@') || /\d{4}/.test(v)));

  const rewrite = (version: Json, own: boolean): Json => {
    if (!version) return version;
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(version)) {
      let next = value;
      if (own && key in replacements && value !== null) next = replacements[key];
      else if (typeof value === 'string') {
        // Their record's derived fields (a search text, sort names) lose every value of theirs; another record only
        // their e-mail addresses and phone numbers.
        let text = value;
        for (const [from, to] of own ? ordered : identifying) text = text.split(from).join(to ?? '');
        next = text;
      }
      if (next !== value) changed = true;
      out[key] = next;
    }
    return changed ? out : version;
  };

  let rewritten = 0;
  const save = async (row: { id: number; before: Json; after: Json }, own: boolean) => {
    const before = rewrite(row.before, own);
    const after = rewrite(row.after, own);
    if (before === row.before && after === row.after) return;
    await tx.update(changeLog).set({ before, after }).where(eq(changeLog.id, row.id));
    rewritten++;
  };
  for (const row of own) await save(row, true);

  if (identifying.length) {
    const ownIds = own.map((r) => r.id);
    const mentions = identifying.map(
      ([v]) =>
        sql`(${changeLog.before}::text like ${`%${JSON.stringify(v).slice(1, -1)}%`} or ${changeLog.after}::text like ${`%${JSON.stringify(v).slice(1, -1)}%`})`,
    );
    const others = await tx
      .select({ id: changeLog.id, before: changeLog.before, after: changeLog.after })
      .from(changeLog)
      .where(and(eq(changeLog.clientId, clientId), or(...mentions) as SQL, ownIds.length ? sql`not ${inArray(changeLog.id, ownIds)}` : undefined));
    for (const row of others) await save(row, false);
  }
  return rewritten;
}
