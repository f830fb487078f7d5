import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { allowAuditRewrite } from '../audit/audit-retention.ts';

/** One personal value to rewrite: `from` (compared case-insensitively) becomes `to`. */
export interface Replacement {
  from: string;
  to: string;
  /**
   * 'exact': only a whole value equal to `from` (a first name, a last name: short words also found inside other text);
   * 'within': also inside longer text (an e-mail, a phone number, a full name: specific enough to find anywhere).
   */
  match: 'exact' | 'within';
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A string value with the replacements applied (null when nothing changed). */
function rewriteString(value: string, reps: readonly Replacement[]): string | null {
  const exact = (s: string) => reps.find((r) => s.trim().toLowerCase() === r.from.toLowerCase())?.to;
  const whole = exact(value);
  if (whole !== undefined) return whole;
  // A multi-line value (the member's search text: one name form per line) is compared line by line.
  let out = value.includes('\n')
    ? value
        .split('\n')
        .map((line) => exact(line) ?? line)
        .join('\n')
    : value;
  for (const r of reps) if (r.match === 'within') out = out.replace(new RegExp(escapeRegExp(r.from), 'gi'), r.to);
  return out === value ? null : out;
}

/** The person's own records (their member and user rows): their personal keys are blanked whatever their value. */
export interface OwnRecord {
  recordType: string;
  recordId: number;
  /** Key → what it becomes (e.g. job_title → null, first_name → 'Erased'). */
  keys: Readonly<Record<string, string | null>>;
}

function scrubKeys(value: unknown, keys: Readonly<Record<string, string | null>>): { value: unknown; changed: boolean } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { value, changed: false };
  let changed = false;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [k, to] of Object.entries(keys)) {
    if (k in out && out[k] !== null && out[k] !== to) {
      out[k] = to;
      changed = true;
    }
  }
  return { value: out, changed };
}

/** A JSON value (any depth) with its strings rewritten; `changed` says whether anything was. */
function rewriteJson(value: unknown, reps: readonly Replacement[]): { value: unknown; changed: boolean } {
  if (typeof value === 'string') {
    const next = rewriteString(value, reps);
    return next === null ? { value, changed: false } : { value: next, changed: true };
  }
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((v) => {
      const r = rewriteJson(v, reps);
      changed ||= r.changed;
      return r.value;
    });
    return { value: out, changed };
  }
  if (value && typeof value === 'object') {
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const r = rewriteJson(v, reps);
      changed ||= r.changed;
      out[k] = r.value;
    }
    return { value: out, changed };
  }
  return { value, changed: false };
}

/**
 * The audit log's one documented rewrite (issue 30): the stored before/after values of an erased person. Every
 * change_log row of the operator whose values hold one of the person's old values gets them replaced, and the person's
 * own rows lose their personal keys. The append-only guard (migration of the audit log) allows it through
 * `allowAuditRewrite`. Answers the number of rows rewritten.
 */
export async function eraseFromChangeLog(
  tx: Executor,
  clientId: number,
  _userId: number,
  replacements: readonly Replacement[],
  ownRecords: readonly OwnRecord[] = [],
): Promise<number> {
  const reps = replacements.filter((r) => r.from.trim().length > 0);
  if (!reps.length && !ownRecords.length) return 0;
  await allowAuditRewrite(tx);
  const patterns = reps.map((r) => `%${escapeLike(r.from)}%`);
  const any = sql.join(
    [
      ...patterns.map((p) => sql`before::text ilike ${p} or after::text ilike ${p}`),
      ...ownRecords.map((o) => sql`(record_type = ${o.recordType} and record_id = ${String(o.recordId)})`),
    ],
    sql` or `,
  );
  const { rows } = await tx.execute<{ id: string | number; record_type: string; record_id: string | null; before: unknown; after: unknown }>(
    sql`select id, record_type, record_id, before, after from change_log where client_id = ${clientId} and (${any})`,
  );
  let count = 0;
  for (const row of rows) {
    const own = ownRecords.find((o) => o.recordType === row.record_type && String(o.recordId) === row.record_id);
    const scrubbedBefore = own ? scrubKeys(row.before, own.keys) : { value: row.before, changed: false };
    const scrubbedAfter = own ? scrubKeys(row.after, own.keys) : { value: row.after, changed: false };
    const before = rewriteJson(scrubbedBefore.value, reps);
    const after = rewriteJson(scrubbedAfter.value, reps);
    before.changed ||= scrubbedBefore.changed;
    after.changed ||= scrubbedAfter.changed;
    if (!before.changed && !after.changed) continue;
    await tx.execute(
      sql`update change_log set before = ${before.value === null ? null : JSON.stringify(before.value)}::jsonb,
        after = ${after.value === null ? null : JSON.stringify(after.value)}::jsonb where id = ${row.id} and client_id = ${clientId}`,
    );
    count++;
  }
  return count;
}
