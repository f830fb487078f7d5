/**
 * Shared by the route bench and the waterfall recorder: a server with the demo data and a web build of its own, and
 * a logged-in browser context with an empty HTTP cache.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
const OWNER = { email: 'owner@demo.test', password: 'Demo1234!' };
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The 1-minute load average (the machine is shared: every figure is reported with it). */
export const loadAverage = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
}

/**
 * Runs against BENCH_URL when given; otherwise builds the web app into a temporary folder (served through
 * WEB_DIST_DIR, so the shared apps/web/dist is neither needed nor disturbed) and starts the server on a fresh
 * embedded database at BENCH_PORT (8198); the start (a server build) may take minutes on a busy machine.
 */
export async function startServer(): Promise<{ url: string; stop: () => void }> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop: () => undefined };
  const port = Number(process.env.BENCH_PORT ?? 8198);
  // A server left over from an interrupted run would answer instead of this build's, and measure old code.
  if (
    await fetch(`http://localhost:${port}/api/client/`)
      .then(() => true)
      .catch(() => false)
  ) {
    throw new Error(`port ${port} is already in use (a server left from an interrupted run?); stop it or set BENCH_PORT`);
  }
  const webDir = `/tmp/clubspace-route-bench-web-${process.pid}`;
  execSync(`npx vite build --outDir ${webDir} --emptyOutDir`, { cwd: path.join(root, 'apps/web'), stdio: 'ignore' });
  const dataDir = `/tmp/clubspace-route-bench-${process.pid}`;
  rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '500',
      BILLING_JOB: '0',
    },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 720; i++) {
    if (
      await fetch(`${url}/api/client/`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop: () => {
      process.kill(-child.pid!, 'SIGTERM'); // the npm process group: npm and the server it started
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(webDir, { recursive: true, force: true });
    },
  };
}

async function tokens(url: string) {
  const res = await fetch(`${url}/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return (await res.json()) as { access: string; refresh: string };
}

/** A fresh context (own, empty HTTP cache) already logged in. */
export async function loggedInContext(browser: Browser, url: string): Promise<BrowserContext> {
  const t = await tokens(url);
  return browser.newContext({
    baseURL: url,
    viewport: { width: 1440, height: 900 },
    storageState: {
      cookies: [],
      origins: [
        {
          origin: url,
          localStorage: [
            { name: 'access', value: t.access },
            { name: 'refresh', value: t.refresh },
          ],
        },
      ],
    },
  });
}

export const SCREENS = {
  '/login': 'button[type="submit"]',
  '/dashboard': 'main [role="tabpanel"] .MuiCard-root, main .MuiCard-root',
  '/members': 'main table tbody tr td',
  '/marketing': 'main table tbody tr td',
  // Issue 24 §21: every area's cold menu change is measured. Bookings opens on the desk map (its desks drawn).
  '/bookings/map': 'main svg[role="group"] g[role="button"]',
  '/space': 'main table tbody tr td',
  '/fandd': 'main table tbody tr td',
} as const;
export type Screen = keyof typeof SCREENS;

/** Content shown: the route's path, rows (or cards) present, and nothing loading. Returns the in-page time. */
export function contentAt(page: Page, pathname: Screen): Promise<number> {
  return page
    .waitForFunction(
      ({ pathname, selector }) => {
        const loading = document.querySelector('[role="progressbar"], .MuiSkeleton-root, [data-testid="navigation-progress"]');
        return location.pathname === pathname && document.querySelector(selector) && !loading ? performance.now() : false;
      },
      { pathname, selector: SCREENS[pathname] },
      { polling: 'raf', timeout: 30_000 },
    )
    .then((h) => h.jsonValue() as Promise<number>);
}

/** Clicks a menu entry from inside the page (no pointer hover first) and returns the in-page time of the click. */
export function clickMenu(page: Page, label: string): Promise<number> {
  return page.evaluate((label) => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('[data-testid="side-nav"] a')].find((a) => a.textContent?.trim() === label);
    if (!link) throw new Error(`no menu entry ${label}`);
    const t = performance.now();
    link.click();
    return t;
  }, label);
}
