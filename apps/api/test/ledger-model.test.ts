import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, it } from 'vitest';
import { fromSpec, ledgerCommands } from './support/ledger-model/arbitrary.ts';
import { cpuMeter } from './support/ledger-model/cpu.ts';
import { createRunFixture, createSequenceFixture, type RunFixture } from './support/ledger-model/fixtures.ts';
import { newModel, skipped, timed, type Real, type RunStats } from './support/ledger-model/model.ts';
import { useApiSession } from './support/api-session.ts';
import { contextWritten } from './support/test-app.ts';

/**
 * Issue 23, "Prove it": random sequences of the money operations through the API (book, cancel, refund, check out,
 * order, deliver, cancel an order, add / void / credit a line, validate, send, pay, delete a payment, credit note,
 * billing run), each followed by the ledger's invariants and the dashboard of the days it touched (see
 * support/ledger-model/). Runs: LEDGER_MODEL_RUNS (200; 30 on PGlite), steps: LEDGER_MODEL_STEPS (30), LEDGER_MODEL_SEED (fixed
 * below), LEDGER_MODEL_PATH to replay a failure's path, LEDGER_MODEL_SHRINK=0 to stop at the first failure,
 * LEDGER_MODEL_SKIP=invariant,… to look past a known failure, LEDGER_MODEL_ONLY=invariant,… for a minimal case of one.
 * A failure prints its seed, path and (shrunk) steps; keep the steps below as a regression case.
 */
// PGlite runs the first 30 of the same seeded sequences (2.5× slower a step there; PostgreSQL runs all 200), so the
// suite stays inside CI's 45 minutes now that every booking also keeps the utilisation figures (docs/decisions.md,
// "CI time budget"). `LEDGER_MODEL_RUNS=200` runs them all on PGlite too.
const RUNS = Number(process.env.LEDGER_MODEL_RUNS ?? (process.env.TEST_DB_KIND === 'pglite' ? 30 : 200));
const STEPS = Number(process.env.LEDGER_MODEL_STEPS ?? 30);
const SEED = Number(process.env.LEDGER_MODEL_SEED ?? 230023);
const PATH = process.env.LEDGER_MODEL_PATH || undefined;
const SHRINK = process.env.LEDGER_MODEL_SHRINK !== '0';

/**
 * Minimal failing sequences the model found on the code of issue 23, one per defect (named by the invariant that
 * catches it; on that code a case that has to pay first fails earlier, on Paid). Steps as a failure prints them,
 * `name {params}` (drop the trailing replayPath comment); picks are indexes into what the sequence has made so far.
 */
const desk = (pay = 'invoice', what = 'desk') =>
  `book {"party":"guest","ref":"team","what":"${what}","day":0,"slot":6,"len":4,"span":false,"pay":"${pay}","typedPence":0,"desk":0}`;
const validate = 'issue {"invoice":0,"how":"validate"}';
const REGRESSIONS: [string, string[]][] = [
  ['quote-multi: two desks are quoted with `resource` twice', [desk('invoice', 'desks2')]],
  [
    'order-total-gross: a delivered order bills its total (the bar lines in catalogue terms)',
    ['order {"party":"guest","lines":[{"product":0,"quantity":2,"discountPence":0}]}', 'order-status {"order":0,"to":"delivered"}'],
  ],
  [
    'issued-refuses-writes: a line is added to a validated invoice',
    [desk(), validate, 'add-line {"invoice":0,"pricePence":1000,"units":1,"vat":20,"credit":false,"type":"service"}'],
  ],
  ['issued-refuses-writes: the date of a validated invoice is changed', [desk(), validate, 'edit-invoice {"invoice":0,"change":"date"}']],
  [
    'issued-immutable: cancel & refund voids the line of a validated invoice in place',
    [desk(), validate, 'change-booking {"booking":0,"action":"refund"}'],
  ],
  ['credit-note-pending: a validated (pending) invoice cannot be credited', [desk(), validate, 'credit-note {"invoice":0,"line":0,"mode":"full"}']],
  ['figures-paid: a payment recorded today leaves Paid (£) at 0', [desk(), validate, 'pay {"invoice":0,"part":true,"date":0}']],
  ['figures-income: a voided (refunded) line still counts as income', [desk(), 'change-booking {"booking":0,"action":"refund"}']],
  [
    'figures-income: a credit note of a desk line is not day-pass income',
    [desk(), validate, 'pay {"invoice":0,"part":false,"date":0}', 'credit-note {"invoice":0,"line":0,"mode":"full"}'],
  ],
  // Found on PostgreSQL by seed 230023, path "147" (sequence 148), with the known failures skipped.
  [
    'refund-nets-zero: cancel & refund after a credit note refunds the booking twice',
    [
      desk(),
      validate,
      'pay {"invoice":0,"part":false,"date":0}',
      'credit-note {"invoice":0,"line":0,"mode":"full"}',
      'change-booking {"booking":0,"action":"refund"}',
    ],
  ],
];

const { t, tok, ids } = useApiSession();
let run: RunFixture;
const stats: RunStats = { steps: 0, ms: {}, calls: {} };
let sequences = 0;
/** Sequences between two ANALYZEs (see setup). */
const ANALYZE_EVERY = 25;

beforeAll(async () => {
  run = await createRunFixture(t.db, ids.demo);
});

/** A fresh sequence: its own office, teams, members, desks and room inside the demo operator. */
async function setup(steps?: number) {
  // The run grows the tables tenfold; PGlite has no autovacuum to refresh the planner's statistics, so do it here.
  if (++sequences % ANALYZE_EVERY === 0) await timed(stats, 'analyze', () => t.db.execute(sql`analyze`));
  const seq = await timed(stats, 'fixture', () => createSequenceFixture(t.db, run, 6));
  // A new office: drop the kept request contexts so the owner's scope includes it.
  contextWritten(t.app);
  const real: Real = { app: t.app, db: t.db, token: tok.owner, run, seq, stats };
  return { model: newModel(seq, steps), real };
}

describe('ledger model (issue 23)', () => {
  for (const [name, specs] of REGRESSIONS) {
    it(`regression: ${name}`, async () => {
      await fc.asyncModelRun(() => setup(), specs.map(fromSpec));
    });
  }

  it(`${RUNS} random sequences of ${STEPS} money steps keep the ledger's invariants`, { timeout: 3_600_000 }, async () => {
    Object.assign(stats, { steps: 0, ms: {}, calls: {} });
    const started = performance.now();
    const meter = await cpuMeter(t.db);
    const before = sequences;
    try {
      await fc.assert(
        fc.asyncProperty(ledgerCommands(STEPS), async (cmds) => {
          await fc.asyncModelRun(() => setup(STEPS), cmds);
        }),
        { numRuns: RUNS, seed: SEED, path: PATH, endOnFailure: !SHRINK },
      );
    } finally {
      const seconds = (performance.now() - started) / 1000;
      const cpu = await meter();
      const skips = skipped.size ? `, invariants skipped: ${[...skipped].join(', ')}` : '';
      const phases = Object.entries(stats.ms)
        .sort((a, b) => b[1] - a[1])
        .map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)} s/${stats.calls[k]}`)
        .join(', ');
      console.log(
        `ledger model (${process.env.TEST_DB_KIND}): ${sequences - before} sequences, ${stats.steps} steps in ${seconds.toFixed(1)} s (${((seconds * 1000) / Math.max(1, stats.steps)).toFixed(1)} ms a step); CPU ${cpu.api.toFixed(1)} s here + ${cpu.database.toFixed(1)} s database${skips}\n  ${phases}`,
      );
    }
  });
});
