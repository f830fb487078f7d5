import { toPence } from './money.ts';

/**
 * The one range every money amount and every date a client sends must fall in (issue 23 item 7): routes used to bound
 * them each their own way (a negative invoice-line price accepted, a huge price answered "Price can not be negative",
 * year 9999 a 500). Plain functions here; the zod field builders that apply them are in fields.ts.
 */

/** Money: integer pence, 0 ≤ x ≤ £1,000,000.00 — above any price, payment or discount a coworking operator enters. */
export const MAX_MONEY_PENCE = 100_000_000;
export const MAX_MONEY_POUNDS = MAX_MONEY_PENCE / 100;
/** The only message the shared range adds; every other failure keeps its field's own message. */
export const BOUNDS_MESSAGES = { moneyTooLarge: 'Price is too large' } as const;

export type MoneyProblem = 'missing' | 'invalid' | 'fraction' | 'negative' | 'tooLarge';
export type MoneyParse = { ok: true; pence: number } | { ok: false; problem: MoneyProblem };

/**
 * Pounds sent by a client (a number, or numeric text as forms send it) → integer pence rounded half-up, within
 * 0 ≤ pence ≤ MAX_MONEY_PENCE. `whole`: only whole pounds (the space area's prices). Blank text and null are missing.
 */
export function parseMoney(value: unknown, opts: { whole?: boolean } = {}): MoneyParse {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return { ok: false, problem: 'missing' };
  if (typeof value !== 'number' && typeof value !== 'string') return { ok: false, problem: 'invalid' };
  const pounds = typeof value === 'number' ? value : Number(value.trim());
  if (!Number.isFinite(pounds)) return { ok: false, problem: 'invalid' };
  if (opts.whole && !Number.isInteger(pounds)) return { ok: false, problem: 'fraction' };
  // Beyond ±2^53 pence the rounding below is meaningless; such a number is too large either way.
  if (Math.abs(pounds) > MAX_MONEY_POUNDS * 1000) return { ok: false, problem: pounds < 0 ? 'negative' : 'tooLarge' };
  const pence = toPence(pounds) + 0; // + 0: no -0
  if (pence < 0) return { ok: false, problem: 'negative' };
  if (pence > MAX_MONEY_PENCE) return { ok: false, problem: 'tooLarge' };
  return { ok: true, pence };
}

/** Dates: years 1900–2200 for every date and instant a client sends (the dashboards keep their own 2000–2100). */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2200;
const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
const MIN_INSTANT = Date.UTC(MIN_DATE_YEAR, 0, 1);
const MAX_INSTANT = Date.UTC(MAX_DATE_YEAR + 1, 0, 1);

/** yyyy-MM-dd that is a real calendar day (no 2024-02-30) in the accepted years. */
export function isDayInRange(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const m = DAY_TEXT.exec(text);
  if (!m) return false;
  const year = Number(m[1]);
  if (year < MIN_DATE_YEAR || year > MAX_DATE_YEAR) return false;
  const d = new Date(Date.UTC(year, Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === year && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** Text that starts with such a day (a longer 'yyyy-MM-dd time' text of which only the day counts). */
export const startsWithDayInRange = (text: unknown): text is string => typeof text === 'string' && isDayInRange(text.slice(0, 10));

/** yyyy-MM in the accepted years. */
export const isMonthInRange = (text: unknown): text is string => typeof text === 'string' && /^\d{4}-\d{2}$/.test(text) && isDayInRange(`${text}-01`);

/** An instant as text that Date.parse reads (ISO with an offset or Z, as the clients send) whose UTC year is accepted. */
export function isInstantInRange(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const t = Date.parse(text);
  return Number.isFinite(t) && t >= MIN_INSTANT && t < MAX_INSTANT;
}

/** A list filter's day (yyyy-MM-dd) or instant: either, in the accepted years. */
export const isDayOrInstantInRange = (text: unknown): text is string =>
  isDayInRange(text) || (typeof text === 'string' && !DAY_TEXT.test(text) && isInstantInRange(text));

/**
 * A signed amount (an invoice line's unit price, whose sign is its line's own rule: see lineSignRefusal): the shared
 * range applies to its size, the sign is kept. Missing, invalid and too large as parseMoney says.
 */
export function parseSignedMoney(value: unknown): MoneyParse {
  const text = typeof value === 'string' ? value.trim() : value;
  const negative = (typeof text === 'number' && text < 0) || (typeof text === 'string' && text.startsWith('-'));
  if (!negative) return parseMoney(value);
  const r = parseMoney(typeof text === 'number' ? -text : text!.toString().slice(1));
  if (!r.ok) return r.problem === 'missing' || r.problem === 'negative' ? { ok: false, problem: 'invalid' } : r;
  return { ok: true, pence: -r.pence + 0 };
}
