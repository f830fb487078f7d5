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
  // Two lanes without a barrier between them: each unit suite runs on one worker, so the API suite starts on the core
  // the contract's suite frees (~1.5 min) instead of waiting for the web suite (~5 min). The browser suite waits on
  // pages more than it computes (one worker, one server): beside the API suite it fills the cores the API suite leaves
  // idle between statements, instead of adding its ~15 minutes after it.
  [
    ['test:contract', 'test:api'],
    ['test:web', 'test:e2e'],
  ],
  [['test:size']],
];

const timings = [];
const stageTicks = [];
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** The machine's CPU counters (Linux /proc/stat, in ticks): busy and idle, to tell how full the cores were. */
function machineTicks() {
  if (!existsSync('/proc/stat')) return undefined;
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = fields[3] + fields[4];
  return { idle, busy: fields.reduce((a, b) => a + b, 0) - idle };
}

/** CPU seconds a step's processes used (bash's `times`: user and system time of the waited-for children). */
function cpuOf(file) {
  if (!existsSync(file)) return undefined;
  const children = readFileSync(file, 'utf8').trim().split('\n')[1] ?? '';
  rmSync(file);
  const parts = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(([, m, s]) => Number(m) * 60 + Number(s));
  return parts.length === 2 ? parts[0] + parts[1] : undefined;
}

/** Runs `npm run <script>`; answers its exit code, its output when held. */
function run(script, hold) {
  return new Promise((resolve) => {
    const started = Date.now();
    const cpuFile = join(tmpdir(), `clubspace-cpu-${process.pid}-${script.replace(/\W/g, '-')}.txt`);
    const child = spawn('bash', ['-c', 'npm run "$0"; code=$?; times > "$1"; exit $code', script, cpuFile], {
      stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, CLUBSPACE_API_SLOWEST: slowestFile },
    });
    let output = '';
    if (hold) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    child.on('close', (code) => {
      timings.push([script, Date.now() - started, code, cpuOf(cpuFile)]);
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
  console.log('\n── npm test: time per step (wall, and CPU of its own processes) ──');
  for (const [script, ms, code, cpu] of timings) {
    const used = cpu === undefined ? '' : `  CPU ${cpu.toFixed(0)} s`;
    console.log(`${script.padEnd(16)} ${seconds(ms).padStart(7)}${used}${code === 0 ? '' : `  FAILED (${code})`}`);
  }
  console.log(`${'total'.padEnd(16)} ${seconds(total).padStart(7)}`);
  // Cores left idle mean waiting (sleeps, polls, timeouts); busy cores beyond the steps' CPU are the databases'.
  for (const [label, ticks] of stageTicks) {
    const all = ticks.busy + ticks.idle;
    if (all > 0) console.log(`stage ${label}: cores ${((100 * ticks.busy) / all).toFixed(0)} % busy`);
  }
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
  const before = machineTicks();
  const codes = await Promise.all(stage.map((scripts) => lane(scripts, hold)));
  const after = machineTicks();
  if (before && after)
    stageTicks.push([stage.map((scripts) => scripts.join('→')).join(' | '), { busy: after.busy - before.busy, idle: after.idle - before.idle }]);
  failed = codes.find((code) => code !== 0) ?? 0;
  if (failed) break;
}
summary(Date.now() - started);
process.exit(failed);
