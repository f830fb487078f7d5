import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client.ts';

export const TEMPLATE_DUMP = `/tmp/clubspace-api-template-${process.env.CLUBSPACE_TEST_RUN ?? 'run'}.tar`;

export const templateName = () => `clubspace_tpl_${process.env.CLUBSPACE_TEST_RUN ?? 'run'}`.replace(/[^a-z0-9_]/gi, '_').toLowerCase();

/**
 * The test server's URL, on `database` when given. Test connections commit without waiting for the WAL flush
 * (`synchronous_commit=off`: ~2.5 ms less a commit on these machines' disks); a throwaway test database needs no
 * durability, and nothing a test checks depends on it (its kill -9 tests kill node, never PostgreSQL).
 */
export function adminUrl(database?: string) {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  if (database) url.pathname = `/${database}`;
  if (!url.searchParams.has('options')) url.searchParams.set('options', '-c synchronous_commit=off');
  return url.toString();
}

/** A private copy of the seeded template for one test file. */
export async function openTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  if (process.env.TEST_DB_KIND === 'postgres') {
    const name = `clubspace_t_${randomBytes(6).toString('hex')}`;
    const admin = await openDatabase(adminUrl());
    await admin.db.execute(sql.raw(`create database ${name} template ${templateName()}`));
    const database = await openDatabase(adminUrl(name));
    return {
      ...database,
      drop: async () => {
        await database.close();
        await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
        await admin.close();
      },
    };
  }
  const dump = await readFile(TEMPLATE_DUMP);
  const database = await openDatabase('memory://', { loadDataDir: new Blob([dump]) });
  return { ...database, drop: () => database.close() };
}
