import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { seedDemo } from './seed/index.ts';

/** `npm run db:reset`: a fresh database with the demo data (PGlite folder removed, or PostgreSQL schema recreated). */
async function reset() {
  const config = loadConfig();
  if (!/^postgres/.test(config.databaseUrl)) rmSync(config.databaseUrl.replace(/^pglite:\/\//, ''), { recursive: true, force: true });
  const database = await openDatabase(config.databaseUrl);
  if (database.kind === 'postgres') {
    await database.db.execute(sql.raw('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;'));
  }
  await database.migrate();
  await seedDemo(database.db);
  await database.close();
  console.log(`Database reset with demo data (${database.kind}: ${path.basename(config.databaseUrl)})`);
}

reset().catch((err) => {
  console.error(err);
  process.exit(1);
});
