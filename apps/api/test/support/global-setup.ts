import { writeFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { seedDemo } from '../../src/db/seed/index.ts';
import { adminUrl, templateName, TEMPLATE_DUMP } from './databases.ts';

/**
 * Migrates and seeds one template database per run; every test file then starts from a copy of it, so files are
 * isolated without paying for migrations and seeding each time.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env.TEST_DB_KIND as 'pglite' | 'postgres';
  if (kind === 'pglite') {
    const database = await openDatabase('memory://');
    await database.migrate();
    await seedDemo(database.db, { now: new Date() });
    const dump = await database.dumpDataDir!();
    await writeFile(TEMPLATE_DUMP, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    return;
  }
  const admin = await openDatabase(adminUrl());
  const name = templateName();
  await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
  await admin.db.execute(sql.raw(`create database ${name}`));
  const template = await openDatabase(adminUrl(name));
  await template.migrate();
  await seedDemo(template.db, { now: new Date() });
  await template.close();
  return async () => {
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
  };
}
