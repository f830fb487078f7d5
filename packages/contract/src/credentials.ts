import { z } from 'zod';

/**
 * Credentials (issue 13 §2, §7, §8): one password rule for sign-up, reset and password change, and the throttle
 * numbers of the public session calls. The server and the forms both read these.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

export const CREDENTIAL_MESSAGES = {
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must have at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must have at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordCommon: 'This password is too common and easy to guess. Please choose another one.',
  passwordBreached: 'This password appears in lists of leaked passwords. Please choose another one.',
  currentPasswordWrong: 'The current password is not correct',
  passwordChanged: 'Your password has been changed. Your other sessions have been logged out.',
  passwordsDiffer: 'The new password and its confirmation do not match',
  /** The login page's note after the server ended the session (password changed elsewhere, staff removed, expiry). */
  sessionEnded: 'Your session has ended. Please log in again.',
} as const;

/**
 * Words behind most leaked passwords. A password is refused when, lower-cased, with its trailing digits and symbols
 * removed and common letter swaps undone (p@ssw0rd → password), it is one of these: "Summer2024!", "Password1" and
 * "qwerty123" are all refused, while a passphrase that merely contains a word is not.
 */
export const COMMON_PASSWORD_WORDS: readonly string[] = `password qwerty qwertyuiop qwertyu asdfgh asdfghjkl zxcvbn zxcvbnm
azerty qwertz qazwsx qazwsxedc zaq1zaq zaq12wsx qweasd qweasdzxc abc abcd abcde abcdef abcdefg abcdefgh iloveyou letmein
welcome monkey dragon master shadow sunshine princess football baseball basketball soccer hockey superman batman
spiderman starwars pokemon trustno freedom whatever michael jennifer jessica charlie jordan hunter buster harley tigger
ranger thomas daniel andrew joshua matthew robert william george summer winter spring autumn secret access admin
administrator login computer internet samsung iphone google microsoft apple changeme default guest test tester testing
chocolate cookie cheese pepper ginger butterfly flower rainbow diamond silver golden purple orange banana killer hello
lovely loveme mustang corvette ferrari porsche mercedes yankees liverpool arsenal chelsea manchester barcelona cowboys
eagles steelers lakers maggie bailey snoopy nirvana metallica slipknot matrix ninja mickey minnie donald disney family
friends forever london paris berlin madrid newyork england america canada australia midnight phoenix angel angels heaven
jesus blessed faith passpass mypassword mypass pass user username root toor temp temppass qwe asd zxc aaa abc123
clubspace coworking office workspace company business manager monday friday january february december`
  .split(/\s+/)
  .filter(Boolean);

/** Whole passwords refused as they are (sequences and keyboard walks that are mostly digits). */
export const COMMON_PASSWORDS: readonly string[] = `12345678 123456789 1234567890 0123456789 987654321 9876543210
12341234 123123123 147258369 741852963 159357159 11223344 12121212 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qazxsw2
q1w2e3r4 q1w2e3r4t5 1234qwer qwer1234 asdf1234 zxcv1234 aa123456 a1234567 a12345678 q1234567 qwe12345 abcd1234
zaq1xsw2 asdfasdf qwertyqwerty 1234abcd 12qwaszx`
  .split(/\s+/)
  .filter(Boolean);

const WORDS = new Set(COMMON_PASSWORD_WORDS);
const WHOLE = new Set(COMMON_PASSWORDS);
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

/** True for a password on the common lists (see COMMON_PASSWORD_WORDS for the matching). */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (WHOLE.has(lower) || WORDS.has(lower)) return true;
  if (/^(.)\1*$/u.test(lower)) return true; // one character repeated
  if (/^[\d\W_]+$/u.test(lower) && lower.length <= 12) return true; // digits and symbols only, short
  const stem = lower.replace(/[\d\W_]+$/u, '').replace(/^[\d\W_]+/u, '');
  if (!stem) return false;
  const plain = stem.replace(/[013457@$!]/g, (c) => LEET[c] ?? c);
  return WORDS.has(stem) || WORDS.has(plain) || WHOLE.has(stem);
}

/**
 * The breached-password list (issue 30, OWASP ASVS 2.1.7): the API installs a check against the 100,000 most common
 * leaked passwords (apps/api/src/lib/breached-passwords.ts) when it starts; the web build has none (the list is too big
 * for a bundle), so the forms show this message from the server's field error. The check gets the password lower-cased.
 */
let breachedCheck: ((lowerCased: string) => boolean) | null = null;
export function setBreachedPasswordCheck(check: ((lowerCased: string) => boolean) | null): void {
  breachedCheck = check;
}

/** The message for a password that breaks the rule, or null when it is fine. */
export function passwordProblem(password: string): string | null {
  if (!password) return CREDENTIAL_MESSAGES.passwordRequired;
  if ([...password].length < PASSWORD_MIN_LENGTH) return CREDENTIAL_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return CREDENTIAL_MESSAGES.passwordTooLong;
  if (isCommonPassword(password)) return CREDENTIAL_MESSAGES.passwordCommon;
  if (breachedCheck?.(password.toLowerCase())) return CREDENTIAL_MESSAGES.passwordBreached;
  return null;
}

/** A new password (sign-up, reset, change): the one rule, with its message in words. */
export const newPassword = z.string({ error: CREDENTIAL_MESSAGES.passwordRequired }).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/**
 * An e-mail address as users mean it: zod's e-mail check (which wants a dot and a top-level domain of letters) — so
 * "0", "a@b" and "a@localhost" are refused. EMAIL_PATTERN (common.ts) is the same pattern for the older schemas.
 */
export function isRealEmail(value: string): boolean {
  return value.length <= 254 && z.email().safeParse(value).success;
}

/** Throttling of the public session calls (issue 13 §2); every window is a fixed window of the given length. */
export const THROTTLE = {
  /**
   * Log-in policy (issue 30 §1; docs/reliability.md). Failed passwords per (account, address) per window: beyond it
   * that address is refused for that account (429); other addresses are not.
   */
  loginPerAccountAddress: 5,
  /** Failed log-ins per client address per window (any accounts): beyond it the address is refused. Right passwords
   *  do not count, so an office behind one address only runs into this with many wrong passwords. */
  loginPerIp: 30,
  loginWindowSeconds: 15 * 60,
  /** Account-wide failures (from every address) that cost nothing; each one beyond doubles the wait before the next
   *  password check of that account, from loginDelayBaseMs up to loginDelayMaxMs. Never a refusal. */
  loginDelayFreeFailures: 5,
  loginDelayBaseMs: 250,
  loginDelayMaxMs: 4_000,
  /** Forgot-password and resend-validation requests per client address per window (per account: reset-throttle.ts). */
  forgotPerIp: 20,
  forgotWindowSeconds: 15 * 60,
  /** Sign-ups per client address per window. */
  signupPerIp: 10,
  signupWindowSeconds: 60 * 60,
  /** e-mail lookups (/api/email-is-valid/) per staff user per window. */
  emailCheckPerUser: 60,
  emailCheckWindowSeconds: 60,
} as const;

/**
 * The wait before an account's next password check, given its failures in the window from every address: nothing up
 * to `free`, then base·2^(failures−free−1), capped at `max` (never a refusal: a right password from a clean address
 * still logs in, at most `max` ms later).
 */
export function accountLoginDelayMs(failures: number, p: { free: number; baseMs: number; maxMs: number }): number {
  if (!(failures > p.free)) return 0;
  const doublings = Math.min(failures - p.free - 1, 30);
  return Math.min(p.maxMs, p.baseMs * 2 ** doublings);
}

/** The 429 text: how long to wait, in words. */
export function throttledMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 60 ? `${Math.max(1, Math.ceil(retryAfterSeconds))} seconds` : minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}

/** A second refresh of the same token within this many seconds gets a valid token too (two tabs), not a logout. */
export const REFRESH_GRACE_SECONDS = 30;

/** POST /api/change-password/: the current password, and a new one under the one rule. */
export const passwordChange = z.object({
  current_password: z.string({ error: CREDENTIAL_MESSAGES.passwordRequired }).min(1, CREDENTIAL_MESSAGES.passwordRequired).max(PASSWORD_MAX_LENGTH),
  new_password: newPassword,
});
export type PasswordChange = z.infer<typeof passwordChange>;

/** The Change password form: the request plus the new password typed twice (the confirmation never leaves the form). */
export const passwordChangeForm = passwordChange
  .extend({ confirm_password: z.string().max(PASSWORD_MAX_LENGTH) })
  .refine((v) => v.confirm_password === v.new_password, { path: ['confirm_password'], message: CREDENTIAL_MESSAGES.passwordsDiffer });
export type PasswordChangeForm = z.infer<typeof passwordChangeForm>;
