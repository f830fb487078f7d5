import { shellEndpoints, type Branding, type SessionInfo, type StaffProfile } from '@clubspace/contract';
import { call } from '../lib/api-client';
import { brandingDomain } from '../lib/branding-domain';
import { hasToken } from '../lib/token-storage';
import { bootTarget, startRouteCode } from './routing/route-code';
import { startRouteDataCode } from './routing/route-data';

/**
 * The very first thing the app runs (main.tsx imports it first, and the build keeps it in a chunk of its own with
 * no React or MUI in it), so the boot calls and the screen's chunks start while React, MUI and the app are still
 * being evaluated — ~0.3–1 s of CPU on a first load that used to come before any of them (issue 10 §18).
 * ./boot-preload.ts hands these promises to the query client once it exists.
 */
export type EarlyCalls = {
  branding: Promise<Branding>;
  session?: Promise<SessionInfo>;
  profile?: Promise<StaffProfile>;
};

function start(): EarlyCalls | null {
  if (import.meta.env.MODE === 'test') return null;
  const loggedIn = hasToken();
  const calls: EarlyCalls = {
    branding: call(shellEndpoints.branding, { query: { domain: brandingDomain(window.location.hostname) } }),
    session: loggedIn ? call(shellEndpoints.session) : undefined,
    profile: loggedIn ? call(shellEndpoints.profile) : undefined,
  };
  // Handled by the queries that adopt them; never an unhandled rejection here.
  for (const p of Object.values(calls)) p?.catch(() => undefined);
  const screen = bootTarget(window.location.pathname + window.location.search, loggedIn);
  void startRouteCode(screen);
  void startRouteDataCode(screen);
  return calls;
}

export const earlyCalls = start();
