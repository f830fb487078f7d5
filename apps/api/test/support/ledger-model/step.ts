import type fc from 'fast-check';
import { checkBilling } from './billing-check.ts';
import { checkFigures, touched } from './figures.ts';
import { checkLedger } from './invariants.ts';
import { readLedger } from './ledger.ts';
import { timed, type Model, type Real } from './model.ts';

/**
 * One step of a sequence: the command's API calls, then the whole check — a fresh read of the sequence's ledger, its
 * invariants, and the dashboard of every day and month the step touched. toString() is the replayable spec of the
 * step (`name {params}`), which a failure prints and a regression case keeps.
 */
export abstract class LedgerCommand<P> implements fc.AsyncCommand<Model, Real> {
  abstract readonly name: string;
  constructor(readonly params: P) {}
  check(model: Readonly<Model>): boolean {
    return model.stepsLeft > 0 && this.ready(model);
  }
  /** Whether the step has something to act on (a booking to cancel, an invoice to pay, …). */
  ready(_model: Readonly<Model>): boolean {
    return true;
  }
  abstract act(model: Model, real: Real): Promise<void>;
  async run(model: Model, real: Real) {
    model.stepsLeft--;
    await timed(real.stats, `act:${this.name}`, () => this.act(model, real));
    await verify(model, real);
  }
  toString() {
    return `${this.name} ${JSON.stringify(this.params)}`;
  }
}

export async function verify(model: Model, real: Real) {
  const ledger = await timed(real.stats, 'ledger', () => readLedger(real.db, real.seq.teamIds, [real.seq.member.memberId, real.seq.guest.memberId]));
  const changed = touched(model.ledger, ledger);
  model.ledger = ledger;
  checkLedger(model, ledger);
  checkBilling(model, real, ledger);
  await checkFigures(real, changed);
  real.stats.steps++;
}
