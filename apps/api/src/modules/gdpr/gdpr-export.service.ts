import { UPLOADS_PATH, memberExportFilename, neutraliseCsvText } from '@clubspace/contract';
import { stringify } from 'csv-stringify/sync';
import { and, eq, sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import type { Executor } from '../../db/client.ts';
import { members, users } from '../../db/schema/index.ts';
import { clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/http-error.ts';
import { EXPORT_TABLES, type PersonRef } from './gdpr-tables.ts';

/** The id of an upload URL (/api/uploads/<uuid>), or null for anything else. */
export function uploadIdOf(url: string | null | undefined): string | null {
  const id = url?.startsWith(UPLOADS_PATH) ? url.slice(UPLOADS_PATH.length).toLowerCase() : null;
  return id && /^[0-9a-f-]{36}$/.test(id) ? id : null;
}

/** The person of one operator's member (by id), or null when the member is not that operator's. */
export async function personOf(db: Executor, clientId: number, where: { memberId?: number; slug?: string }) {
  const [row] = await db
    .select({
      memberId: members.id,
      slug: members.slug,
      userId: members.userId,
      image: members.image,
      avatar: users.avatar,
      erasedAt: members.erasedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(
      and(
        eq(members.clientId, clientId),
        where.memberId !== undefined ? eq(members.id, where.memberId) : undefined,
        where.slug !== undefined ? eq(members.slug, where.slug) : undefined,
      ),
    )
    .limit(1);
  if (!row) return null;
  const uploadIds = [uploadIdOf(row.image), uploadIdOf(row.avatar)].filter((id): id is string => id !== null);
  const ref: PersonRef = { clientId, memberId: row.memberId, userId: row.userId, uploadIds };
  return { ...row, ref };
}

const cell = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : v);

/** Every exported table's rows about the person, as stored (snake_case columns, secrets and bytes left out). */
export async function collectPersonData(db: Executor, ref: PersonRef): Promise<Record<string, Record<string, unknown>[]>> {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const t of EXPORT_TABLES) {
    const { rows } = await db.execute<Record<string, unknown>>(sql`select * from ${sql.identifier(t.table)} where ${t.where(ref)} order by 1`);
    out[t.table] = rows.map((row) =>
      Object.fromEntries(
        Object.entries(row)
          .filter(([k]) => !t.omit?.includes(k))
          .map(([k, v]) => [k, cell(v)]),
      ),
    );
  }
  return out;
}

function toCsv(rows: Record<string, unknown>[]): string {
  if (!rows.length) return '';
  const columns = Object.keys(rows[0]);
  const shaped = rows.map((r) =>
    columns.map((c) => {
      const v = r[c];
      if (v === null || v === undefined) return '';
      if (typeof v === 'string') return neutraliseCsvText(v);
      return typeof v === 'object' ? JSON.stringify(v) : String(v);
    }),
  );
  return stringify(shaped, { header: true, columns });
}

/** The ZIP: member.json with every table, one CSV per table (a header-only file stays empty when it has no rows). */
export function zipPersonData(data: Record<string, Record<string, unknown>[]>, meta: Record<string, unknown>): Uint8Array {
  const files: Record<string, Uint8Array> = {
    'member.json': strToU8(JSON.stringify({ ...meta, tables: data }, null, 2)),
  };
  for (const [table, rows] of Object.entries(data)) files[`csv/${table}.csv`] = strToU8(toCsv(rows));
  return zipSync(files, { level: 6 });
}

/** A member's export: the ZIP and its file name. Another operator's member is a 404. */
export async function memberExport(db: Executor, clientId: number, where: { memberId?: number; slug?: string }) {
  const person = await personOf(db, clientId, where);
  if (!person) throw notFound('Member not found');
  const now = clock.now();
  const data = await collectPersonData(db, person.ref);
  const zip = zipPersonData(data, { exported_at: now.toISOString(), member: person.slug, tables_included: Object.keys(data) });
  return { filename: memberExportFilename(person.slug, now), zip };
}
