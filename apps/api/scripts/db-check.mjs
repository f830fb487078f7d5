// `npm run db:check`: fails when `drizzle-kit generate` would write a migration, i.e. when the Drizzle schema
// (src/db/schema) and the last snapshot in drizzle/meta disagree. It generates into a temporary copy of the
// migrations folder, so the real one is never touched. Triggers, functions and INCLUDE columns written by hand in the
// SQL migrations are not modelled by the schema: drizzle-kit does not compare them, and they do not count here.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const drizzleKit = path.join(path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');
const work = mkdtempSync(path.join(tmpdir(), 'clubspace-db-check-'));
const out = path.join(work, 'drizzle');
const config = path.join(work, 'drizzle.config.mjs');

/** Every file under the folder, relative to it, sorted. */
function listFiles(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

let failed = true;
try {
  cpSync(path.join(root, 'drizzle'), out, { recursive: true });
  const before = listFiles(out);
  // drizzle-kit reads the snapshots as `./${path}`: the folders must be given relative to the working directory.
  writeFileSync(
    config,
    `export default ${JSON.stringify({
      dialect: 'postgresql',
      schema: './src/db/schema/index.ts',
      out: path.relative(root, out),
    })};\n`,
  );
  const result = spawnSync(process.execPath, [drizzleKit, 'generate', '--config', config], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const added = listFiles(out).filter((file) => !before.includes(file));
  const journalChanged =
    readFileSync(path.join(out, 'meta/_journal.json'), 'utf8') !== readFileSync(path.join(root, 'drizzle/meta/_journal.json'), 'utf8');
  if (result.status !== 0 || result.error) {
    console.error(output);
    console.error(`db:check: drizzle-kit generate failed (${result.error?.message ?? `exit code ${result.status}`}).`);
  } else if (added.length > 0 || journalChanged) {
    for (const file of added.filter((name) => name.endsWith('.sql'))) {
      console.error(`--- ${file}\n${readFileSync(path.join(out, file), 'utf8')}\n`);
    }
    console.error(
      'db:check: the schema differs from the last migration snapshot — `npm run db:generate -w @clubspace/api` would write the ' +
        'migration above. Generate it (or write it by hand and regenerate the snapshot) and commit it.',
    );
  } else if (!output.includes('No schema changes')) {
    // drizzle-kit exits 0 without generating when a snapshot is malformed or two snapshots share a parent.
    console.error(output);
    console.error('db:check: drizzle-kit generate did not confirm that the schema matches the snapshots.');
  } else {
    console.log('db:check: the schema matches the last migration snapshot (drizzle-kit generate has nothing to write).');
    failed = false;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
