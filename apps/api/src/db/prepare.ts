import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_ROOT } from '../paths.ts';
import { openDatabase } from './client.ts';
import { isEmpty, seedDemo } from './seed/index.ts';

/** Migrates the configured database and loads the demo data when it is empty; returns whether it seeded. */
export async function prepareDatabase(databaseUrl: string): Promise<boolean> {
  const database = await openDatabase(databaseUrl);
  try {
    await database.migrate();
    if (!(await isEmpty(database.db))) return false;
    await seedDemo(database.db);
    return true;
  } finally {
    await database.close();
  }
}

/**
 * Runs prepareDatabase in a child process. Seeding grows PGlite's WASM heap, which never shrinks; doing it in a
 * short-lived process keeps the long-running server small. The child inherits the loader flags (tsx in dev).
 */
export function seedInChildProcess(): Promise<boolean> {
  // Bundled (dist/*.mjs) the CLI is a sibling bundle; from source (tsx) it is the TypeScript file.
  const bundled = fileURLToPath(import.meta.url).endsWith('.mjs');
  const cli = bundled ? path.join(API_ROOT, 'dist/db/prepare-cli.mjs') : path.join(API_ROOT, 'src/db/prepare-cli.ts');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, cli], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out.includes('seeded')) : reject(new Error(`database preparation failed (${code})`))));
  });
}

/** A PGlite database whose folder holds no cluster yet (PostgreSQL URLs and in-memory databases are never new here). */
export function isNewEmbeddedDatabase(databaseUrl: string): boolean {
  if (/^postgres(ql)?:\/\//.test(databaseUrl) || databaseUrl === 'memory://') return false;
  return !existsSync(path.join(databaseUrl.replace(/^pglite:\/\//, ''), 'PG_VERSION'));
}
