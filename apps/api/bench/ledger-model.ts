import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The ledger model (test/ledger-model.test.ts, issue 23) for longer than CI runs it: `--only ledger [--ledger-runs
 * 2000] [--ledger-seed n]` with a random seed by default, on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 * A failure prints its seed, path and minimal steps (keep them as a regression case in the test file).
 */
export function ledgerModelBench(runs: number, seed: number) {
  const apiDir = path.resolve(import.meta.dirname, '..');
  const projects = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
  const out: Record<string, { runs: number; seed: number; seconds: number; passed: boolean }> = {};
  for (const project of projects) {
    const started = performance.now();
    const res = spawnSync('npx', ['vitest', 'run', 'test/ledger-model.test.ts', '--project', project, '-t', 'random'], {
      cwd: apiDir,
      stdio: 'inherit',
      env: { ...process.env, LEDGER_MODEL_RUNS: String(runs), LEDGER_MODEL_SEED: String(seed) },
    });
    out[project] = { runs, seed, seconds: Math.round((performance.now() - started) / 1000), passed: res.status === 0 };
    console.log(
      `ledger model on ${project}: ${runs} sequences, seed ${seed}, ${out[project].seconds} s, ${out[project].passed ? 'passed' : 'FAILED'}`,
    );
  }
  return out;
}
