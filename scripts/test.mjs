// `npm test`: every check and suite, the independent ones side by side, then a table of how long each step took
// (CI keeps the tail of the log, so the table is what tells where the 45-minute budget goes).
//
// Stages run in order and stop at the first failure. Inside a stage the lanes run at once: their output is held and
// printed whole when each step ends, so logs never interleave. A stage of one lane streams its output live.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The API suite's slowest files, written by its reporter (apps/api/test/support/slowest-reporter.ts). */
const slowestFile = join(tmpdir(), `clubspace-api-slowest-${process.pid}.txt`);

const stages = [
  // Type checks (four tsc projects, one core) beside format and lint (another core) and the migrations' check.
  [['typecheck'], ['format:check', 'lint'], ['db:check']],
  [['test:contract'], ['test:web']],
  // The browser suite waits on pages more than it computes (one worker, one server): beside the API suite it fills the
  // cores the API suite leaves idle between statements, instead of adding its ~15 minutes after it.
  [['test:api'], ['test:e2e']],
  [['test:size']],
];

const timings = [];
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** Runs `npm run <script>`; answers its exit code, its output when held. */
function run(script, hold) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', script], {
      stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, CLUBSPACE_API_SLOWEST: slowestFile },
    });
    let output = '';
    if (hold) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    child.on('close', (code) => {
      timings.push([script, Date.now() - started, code]);
      resolve({ code: code ?? 1, output });
    });
  });
}

/** One lane of a stage: its scripts one after another, stopping at a failure. */
async function lane(scripts, hold) {
  for (const script of scripts) {
    const result = await run(script, hold);
    if (hold) process.stdout.write(`\n── ${script} (${result.code === 0 ? 'passed' : `failed, exit ${result.code}`}) ──\n${result.output}`);
    if (result.code !== 0) return result.code;
  }
  return 0;
}

function summary(total) {
  console.log('\n── npm test: time per step ──');
  for (const [script, ms, code] of timings) console.log(`${script.padEnd(16)} ${seconds(ms).padStart(7)}${code === 0 ? '' : `  FAILED (${code})`}`);
  console.log(`${'total'.padEnd(16)} ${seconds(total).padStart(7)}`);
  if (existsSync(slowestFile)) {
    console.log('\n── the API suite’s slowest files ──');
    console.log(readFileSync(slowestFile, 'utf8'));
    rmSync(slowestFile);
  }
}

const started = Date.now();
let failed = 0;
for (const stage of stages) {
  const hold = stage.length > 1;
  if (hold) console.log(`\n── ${stage.map((scripts) => scripts.join(' → ')).join('  |  ')}: side by side; each one's output follows when it ends ──`);
  const codes = await Promise.all(stage.map((scripts) => lane(scripts, hold)));
  failed = codes.find((code) => code !== 0) ?? 0;
  if (failed) break;
}
summary(Date.now() - started);
process.exit(failed);
