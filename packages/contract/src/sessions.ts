import { z } from 'zod';
import type { ConfirmText } from './confirmations.ts';

/**
 * Active sessions (issue 30): a session is one login, i.e. one refresh-token family (staff `refresh_tokens`, portal
 * `portal_refresh_tokens`). Its "last use" is its latest refresh (the web app refreshes when its access token runs
 * out, so an open tab renews at least every access-token lifetime); a session not refreshed for the idle time is
 * ended at its next refresh and is no longer listed.
 */
export const SESSION_IDLE_HOURS = {
  /** Staff: a forgotten back-office tab or a shared desk computer ends after half a day of quiet. */
  staff: 12,
  /** Portal members sign in less often (a booking a week), so their sessions live a week without use. */
  portal: 7 * 24,
} as const;

export const SESSIONS_MESSAGES = {
  ended: 'The session has been signed out.',
  othersEnded: 'All your other sessions have been signed out.',
  staffEnded: 'This staff member has been signed out everywhere.',
  notFound: 'This session was not found; it may have ended already.',
  ownerOnly: 'Only an owner can sign a staff member out.',
  idleEnded: 'Your session ended after a period without use. Please log in again.',
  ownSessionHere: 'Use "Active sessions" on your profile to sign out your own sessions.',
  thisDevice: 'This device',
  unknownDevice: 'Unknown device',
} as const;

/** One active session, as its owner sees it. */
export const sessionItem = z.object({
  id: z.string(),
  /** A summary of the browser's User-Agent: "Chrome on macOS". */
  device: z.string(),
  /** The client address the API saw at the latest refresh (behind a proxy only when TRUST_PROXY says so). */
  address: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The session of the token asking. */
  current: z.boolean(),
});
export type SessionItem = z.infer<typeof sessionItem>;

export const sessionList = z.object({ sessions: z.array(sessionItem) });
export type SessionList = z.infer<typeof sessionList>;

/** A session in the path: the family id (a UUID; anything else is simply not one of the caller's sessions, a 404). */
export const sessionParams = z.object({ id: z.string().min(1).max(100) });

/** How many sessions an "end" call ended. */
export const sessionsEnded = z.object({ detail: z.string(), ended: z.number().int() });
export type SessionsEnded = z.infer<typeof sessionsEnded>;

/** Stored User-Agent strings are cut to this many characters. */
export const USER_AGENT_MAX_LENGTH = 400;

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bMSIE |\bTrident\//, 'Internet Explorer'],
  [/\bcurl\//, 'curl'],
  [/\bPostmanRuntime\//, 'Postman'],
  [/\bnode-fetch\b|\bundici\b|\bnode\b/i, 'Node.js'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(?:iPhone|iPod)\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * A short name for a browser's User-Agent ("Chrome on macOS", "Safari on iPhone", "Firefox"); unknown or empty
 * strings are "Unknown device". Deliberately small: it names the few browsers and systems people use, in the order
 * that tells them apart (Edge and Opera also say "Chrome", Chrome also says "Safari").
 */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? '').slice(0, USER_AGENT_MAX_LENGTH);
  if (!ua.trim()) return SESSIONS_MESSAGES.unknownDevice;
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? SESSIONS_MESSAGES.unknownDevice;
}

/** The owner's confirmation before signing a staff member out everywhere (Account → Staff → the person). */
export const signOutStaffConfirm = (person: string): ConfirmText => ({
  title: `Sign ${person} out everywhere?`,
  message: `Every session ${person} has open ends at once, on every device. They can log in again with their password.`,
  confirmLabel: 'Sign out',
  keepLabel: 'Cancel',
  destructive: true,
});
