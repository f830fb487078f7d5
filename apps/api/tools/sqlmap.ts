/**
 * Bounded sqlmap run against every list filter, on loopback only (issue 13; not part of npm test):
 *   apt-get install -y sqlmap   # Debian package
 *   npx tsx apps/api/tools/sqlmap.ts            # all list routes; SQLMAP_LIMIT=5 for the first five
 * Starts the API on a throwaway PGlite folder (port SQLMAP_PORT, 5321), logs in as the demo owner, then runs sqlmap
 * (level 1, risk 1, boolean/error/union techniques, 2 threads, 10 s timeout) over each list route's query
 * parameters. Prints, per route, whether sqlmap found an injectable parameter; exits 1 if any.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(here, '..');
const port = Number(process.env.SQLMAP_PORT ?? 5321);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'cs-sqlmap-'));
const limit = Number(process.env.SQLMAP_LIMIT ?? 1000);

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: apiDir,
  env: { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL')), DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'fatal', BILLING_JOB: '0', XERO_PULL_MINUTES: '0' },
  stdio: 'ignore',
});
const cleanup = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
try {
  for (let i = 0; i < 600; i++) {
    if (await fetch(`${base}/api/client/`).then((r) => r.ok).catch(() => false)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const login = await fetch(`${base}/auth/jwt/create/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'owner@demo.test', password: 'Demo1234!' }) });
  const { access } = (await login.json()) as { access: string };
  const doc = (await (await fetch(`${base}/api/docs/json`)).json()) as { paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>> };
  const lists = Object.entries(doc.paths)
    .filter(([p, ops]) => !p.includes('{') && ops.get?.parameters?.some((q) => q.name === 'page_size'))
    .slice(0, limit);
  let injectable = 0;
  for (const [p, ops] of lists) {
    const params = (ops.get.parameters ?? []).filter((q) => q.in === 'query' && !['page_size', 'page_number', 'format', 'raw'].includes(q.name)).map((q) => q.name);
    if (!params.length) continue;
    const url = `${base}${p}?${params.map((n) => `${n}=1`).join('&')}`;
    const res = spawnSync('sqlmap', ['-u', url, '-p', params.join(','), `--headers=Authorization: Bearer ${access}`, '--batch', '--level=1', '--risk=1', '--technique=BEU', '--threads=2', '--timeout=10', '--retries=0', '--disable-coloring', `--output-dir=${dataDir}/sqlmap`], { encoding: 'utf8', timeout: 180_000 });
    const out = `${res.stdout}${res.stderr}`;
    const found = /is vulnerable|identified the following injection point/i.test(out);
    if (found) injectable++;
    console.log(`${found ? 'INJECTABLE' : 'clean     '} GET ${p} (${params.join(', ')})`);
  }
  console.log(`sqlmap: ${lists.length} list routes probed, injectable: ${injectable}`);
  cleanup();
  process.exit(injectable ? 1 : 0);
} catch (err) {
  cleanup();
  throw err;
}
