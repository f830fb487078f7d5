/**
 * Bounded sqlmap run against every list filter, on loopback only (issue 13; not part of npm test):
 *   apt-get install -y sqlmap   # Debian package
 *   npx tsx apps/api/tools/sqlmap.ts            # every route; SQLMAP_LIMIT=5 for the first five
 * Starts the API on a throwaway PGlite folder (port SQLMAP_PORT, 5413), logs in as the demo owner, then runs sqlmap
 * over every GET route without path parameters that takes query filters (the paged lists and the filtered reads such
 * as availability or pickers), one sqlmap run per route testing all its filters: level 1, risk 1, boolean/error/union
 * techniques, 4 threads, 10 s request timeout, SQLMAP_ROUTE_SECONDS (150) per route. Paging, format and order
 * parameters are left out (validated enums and integers). Prints per route whether sqlmap found an injectable
 * parameter (or ran out of time), then routes, filters and injectable; exits 1 if any.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(here, '..');
const port = Number(process.env.SQLMAP_PORT ?? 5413);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'cs-sqlmap-'));
const limit = Number(process.env.SQLMAP_LIMIT ?? 1000);
const routeSeconds = Number(process.env.SQLMAP_ROUTE_SECONDS ?? 150);
/** Not filters: paging and output switches, validated as integers and enums before any query. */
const NOT_FILTERS = ['page_size', 'page_number', 'format', 'raw', 'order', 'limit'];

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: apiDir,
  env: {
    ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL')),
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'fatal',
    BILLING_JOB: '0',
    XERO_PULL_MINUTES: '0',
  },
  stdio: 'ignore',
});
const cleanup = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
try {
  const started = Date.now();
  for (let i = 0; i < 1200; i++) {
    if (
      await fetch(`${base}/api/client/`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
  // `sqlmap --version` may print a staleness warning first: keep the version line.
  const version = spawnSync('sqlmap', ['--version'], { encoding: 'utf8' })
    .stdout.split('\n')
    .find((l) => /^\d/.test(l.trim()))
    ?.trim();
  const login = await fetch(`${base}/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@demo.test', password: 'Demo1234!' }),
  });
  const { access } = (await login.json()) as { access: string };
  const doc = (await (await fetch(`${base}/api/docs/json`)).json()) as {
    paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
  };
  const routes = Object.entries(doc.paths)
    .map(([p, ops]) => ({
      path: p,
      filters: (ops.get?.parameters ?? []).filter((q) => q.in === 'query' && !NOT_FILTERS.includes(q.name)).map((q) => q.name),
    }))
    .filter((r) => !r.path.includes('{') && r.filters.length)
    .slice(0, limit);
  console.log(`sqlmap ${version ?? '?'}; ${routes.length} routes, ${routes.reduce((s, r) => s + r.filters.length, 0)} filters`);
  let injectable = 0;
  let timedOut = 0;
  for (const r of routes) {
    const url = `${base}${r.path}?${r.filters.map((n) => `${n}=1`).join('&')}`;
    const t = Date.now();
    const res = spawnSync(
      'sqlmap',
      [
        '-u',
        url,
        '-p',
        r.filters.join(','),
        `--headers=Authorization: Bearer ${access}`,
        '--batch',
        '--level=1',
        '--risk=1',
        '--technique=BEU',
        '--threads=4',
        '--timeout=10',
        '--retries=0',
        '--disable-coloring',
        `--output-dir=${dataDir}/sqlmap`,
      ],
      { encoding: 'utf8', timeout: routeSeconds * 1000 },
    );
    const out = `${res.stdout}${res.stderr}`;
    const found = /is vulnerable|identified the following injection point/i.test(out);
    const expired = res.error !== undefined || res.signal !== null;
    if (found) injectable++;
    if (expired) timedOut++;
    console.log(
      `${found ? 'INJECTABLE' : expired ? 'time out  ' : 'clean     '} GET ${r.path} (${r.filters.join(', ')}) ${((Date.now() - t) / 1000).toFixed(0)} s`,
    );
  }
  const filters = routes.reduce((s, r) => s + r.filters.length, 0);
  console.log(
    `sqlmap: ${routes.length} routes, ${filters} filters probed in ${((Date.now() - started) / 60000).toFixed(1)} min; injectable: ${injectable}; routes cut at ${routeSeconds} s: ${timedOut}`,
  );
  cleanup();
  process.exit(injectable ? 1 : 0);
} catch (err) {
  cleanup();
  throw err;
}
