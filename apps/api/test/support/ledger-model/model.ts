import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../../src/db/client.ts';
import { bearer, type TestApp } from '../test-app.ts';
import { PREPAID_UNITS, type RunFixture, type SequenceFixture } from './fixtures.ts';
import type { Ledger } from './ledger.ts';

/**
 * The model of one sequence: what the steps created and what each must cost, plus the latest ledger read (the steps
 * pick their targets from it, so a replayed sequence picks the same ones). The real system is the API of one test
 * app; every step goes through app.inject as the demo owner.
 */

/** Named invariants: a failure names one (LEDGER_MODEL_SKIP / LEDGER_MODEL_ONLY select them for triage). */
export const INVARIANTS = [
  'expected-status',
  'quote-multi',
  'quote-equals-line',
  'refund-nets-zero',
  'order-total-gross',
  'invoice-totals',
  'invoice-paid',
  'line-source',
  'credit-bounds',
  'issued-immutable',
  'issued-refuses-writes',
  'credit-note-pending',
  'billing-run',
  'figures-cards',
  'figures-paid',
  'figures-statistics',
  'figures-income',
] as const;
export type Invariant = (typeof INVARIANTS)[number];

export class InvariantViolation extends Error {
  constructor(
    readonly invariant: Invariant,
    detail: string,
  ) {
    super(`[${invariant}] ${detail}`);
  }
}

const names = (v: string | undefined) => {
  const list = (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const name of list)
    if (!(INVARIANTS as readonly string[]).includes(name)) throw new Error(`LEDGER_MODEL_SKIP/ONLY: unknown invariant ${name}`);
  return list;
};
/** LEDGER_MODEL_SKIP turns the named invariants off; LEDGER_MODEL_ONLY keeps only the named ones (a minimal case per invariant). */
const only = names(process.env.LEDGER_MODEL_ONLY);
export const skipped = new Set([...names(process.env.LEDGER_MODEL_SKIP), ...(only.length ? INVARIANTS.filter((n) => !only.includes(n)) : [])]);

/** Fails the step unless the invariant is skipped for triage. */
export function violation(invariant: Invariant, detail: string): void {
  if (!skipped.has(invariant)) throw new InvariantViolation(invariant, detail);
}

export type PartyKey = 'member' | 'guest';

/** A booking the model made: where and when it holds its resource, and what it holds (credits, a prepaid unit). */
export interface ModelBooking {
  code: string;
  resource: string;
  start: number;
  end: number;
  status: 'live' | 'cancelled' | 'refund' | 'finished';
  checkedIn: boolean;
  /** Credits this booking holds (given back on cancel / refund). */
  credits: number;
  prepaid: boolean;
}
/** One create call (one booking, or two desks) and what its lines must sum to. */
export interface ModelCharge {
  codes: string[];
  /** Pence its lines must bill: the quote (or the price staff typed); 0 = no line at all; −1 = unknown (no quote). */
  expected: number;
}
export interface ModelOrder {
  slug: string;
  status: string;
  /** Once delivered, the order has a bar line (or lines, one per VAT rate). */
  delivered: boolean;
}
export interface Model {
  /** Steps still to run: a sequence is drawn longer than its steps, and stops once they ran (so every run is full). */
  stepsLeft: number;
  bookings: ModelBooking[];
  charges: ModelCharge[];
  orders: ModelOrder[];
  /** Slugs of lines staff added by hand (a line's only legitimate lack of a source). */
  manualLines: Set<string>;
  creditsLeft: number;
  prepaidLeft: number;
  /** The latest read of the ledger. */
  ledger: Ledger;
  /** Invoice id → its fingerprint when first seen issued. */
  issued: Map<number, string>;
  /** Months a billing run billed in this sequence (its memberships must then be billed exactly). */
  billedMonths: Set<string>;
}

export interface Real {
  app: TestApp;
  db: Db;
  token: string;
  run: RunFixture;
  seq: SequenceFixture;
  /** Steps run and milliseconds spent per phase (act:<step>, ledger, cards, statistics), over the whole run. */
  stats: RunStats;
}

export interface RunStats {
  steps: number;
  ms: Record<string, number>;
  calls: Record<string, number>;
}
/** Adds the time `work` takes to `phase`. */
export async function timed<T>(stats: RunStats, phase: string, work: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  try {
    return await work();
  } finally {
    stats.ms[phase] = (stats.ms[phase] ?? 0) + performance.now() - t0;
    stats.calls[phase] = (stats.calls[phase] ?? 0) + 1;
  }
}

const emptyLedger = (): Ledger => ({ invoices: [], lines: [], payments: [], bookings: [], orders: [], charges: [] });

export function newModel(seq: SequenceFixture, steps = Number.POSITIVE_INFINITY): Model {
  return {
    stepsLeft: steps,
    bookings: [],
    charges: [],
    orders: [],
    manualLines: new Set(),
    creditsLeft: seq.member.credits,
    prepaidLeft: PREPAID_UNITS,
    ledger: emptyLedger(),
    issued: new Map(),
    billedMonths: new Set(),
  };
}

export const apiGet = (r: Real, url: string) => r.app.inject({ method: 'GET', url, headers: bearer(r.token) });
export const apiSend = (r: Real, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  r.app.inject({ method, url, headers: bearer(r.token), ...(payload ? { payload } : {}) });

/** The answer's status must be one of `expected` (what the fixed API answers); the body is shown when it is not. */
export function expectStatus(res: LightMyRequestResponse, expected: number[], what: string, invariant: Invariant = 'expected-status'): boolean {
  if (expected.includes(res.statusCode)) return true;
  violation(invariant, `${what}: expected ${expected.join(' or ')}, got ${res.statusCode} ${res.body.slice(0, 300)}`);
  return false;
}

/** Pick the n-th of a list (modulo), or undefined when empty. */
export const pick = <T>(items: readonly T[], n: number): T | undefined => (items.length ? items[n % items.length] : undefined);
