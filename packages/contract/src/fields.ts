import { z } from 'zod';
import {
  BOUNDS_MESSAGES,
  isDayInRange,
  isDayOrInstantInRange,
  isInstantInRange,
  parseMoney,
  parseSignedMoney,
  startsWithDayInRange,
} from './bounds.ts';
import { toPounds } from './money.ts';
import { EMAIL_PATTERN } from './common.ts';
import { SESSION_MESSAGES } from './session.ts';

/** Field builders every form schema shares, so a rule (and its message) is written once. */
export const requiredText = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max);
export const optionalText = (max = 200) => z.string().trim().max(max).optional().nullable();

const PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;
/** Optional phone number; empty is allowed, anything else must look like one ('Phone number is not valid'). */
export const phoneField = z
  .string()
  .trim()
  .max(40)
  .refine((v) => v === '' || PHONE_PATTERN.test(v), SESSION_MESSAGES.phoneInvalid)
  .optional()
  .nullable();

// ---- Money and dates: one range and parser for every route (bounds.ts, issue 23 item 7) ----

/** A money field's own messages; only "Price is too large" (BOUNDS_MESSAGES) is shared. */
export interface MoneyMessages {
  /** Missing or blank (and, without `invalid`, not a number). */
  required: string;
  /** Below £0.00. */
  negative: string;
  invalid?: string;
  /** With `whole`: pounds with pence. */
  fraction?: string;
  /** Set when £0.00 is refused too (a payment). */
  zero?: string;
}
interface MoneyOptions {
  whole?: boolean;
}
/** What a client may send for money: a number or numeric text (forms send text). */
const moneyInput = (m: MoneyMessages) =>
  z
    .union([z.number(), z.string().max(40)], { error: m.invalid ?? m.required })
    .optional()
    .nullable();

function money<T>(m: MoneyMessages, out: (pence: number) => T, opts: MoneyOptions, optional: boolean) {
  return moneyInput(m).transform((value, ctx): T | undefined => {
    const r = parseMoney(value, opts);
    if (r.ok && !(m.zero && r.pence === 0)) return out(r.pence);
    if (!r.ok && r.problem === 'missing' && optional) return undefined;
    const message = r.ok
      ? m.zero!
      : {
          missing: m.required,
          invalid: m.invalid ?? m.required,
          fraction: m.fraction ?? m.invalid ?? m.required,
          negative: m.negative,
          tooLarge: BOUNDS_MESSAGES.moneyTooLarge,
        }[r.problem];
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}
const same = (pence: number) => pence;

/** A required amount in pounds (0 ≤ x ≤ MAX_MONEY_POUNDS), answered as pounds rounded to the penny. */
export const moneyPounds = (m: MoneyMessages, opts: MoneyOptions = {}) => money(m, toPounds, opts, false) as z.ZodType<number, unknown>;
/** The same, answered as integer pence. */
export const moneyPence = (m: MoneyMessages, opts: MoneyOptions = {}) => money(m, same, opts, false) as z.ZodType<number, unknown>;
/** Optional: missing, null or blank → undefined. */
export const optionalMoneyPounds = (m: MoneyMessages, opts: MoneyOptions = {}) => money(m, toPounds, opts, true);
export const optionalMoneyPence = (m: MoneyMessages, opts: MoneyOptions = {}) => money(m, same, opts, true);

/** A required day yyyy-MM-dd, real and in the accepted years; anything else gives the field's message. */
export const dayField = (message: string) => z.string({ error: message }).trim().refine(isDayInRange, message);
/** A day, or a longer 'yyyy-MM-dd time' text of which only the day counts (kept as sent). */
export const dayTextField = (message: string) => z.string({ error: message }).max(40, message).refine(startsWithDayInRange, message);
/** A required instant as ISO text, in the accepted years. */
export const instantField = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(40, message).refine(isInstantInRange, message);
/** An optional instant: blank, null or missing → null. */
export const optionalInstantField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(40, message)
    .refine((v) => v === '' || isInstantInRange(v), message)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));
/** A list filter: a day (read in the office's zone) or an instant, in the accepted years; blank = no filter. */
export const dayOrInstantFilter = (message: string) =>
  z
    .string()
    .trim()
    .max(40, message)
    .refine((v) => v === '' || isDayOrInstantInRange(v), message)
    .optional();
/** A signed amount in pounds (invoice lines: credits are negative); the range bounds its size. */
export const signedMoneyPounds = (m: Pick<MoneyMessages, 'required' | 'invalid'>) =>
  moneyInput({ ...m, negative: m.required }).transform((value, ctx): number => {
    const r = parseSignedMoney(value);
    if (r.ok) return toPounds(r.pence);
    ctx.addIssue({
      code: 'custom',
      message: r.problem === 'tooLarge' ? BOUNDS_MESSAGES.moneyTooLarge : r.problem === 'invalid' ? (m.invalid ?? m.required) : m.required,
    });
    return z.NEVER;
  });

/** An e-mail address typed into a form (the portal's log-in and invitations). */
export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254)
  .regex(EMAIL_PATTERN, 'Must be a valid mail');
