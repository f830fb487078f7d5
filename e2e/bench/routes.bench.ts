/**
 * `npm run bench -w @clubspace/e2e` (also part of the root `npm run bench`): route-change and first-load figures in
 * Chromium (issue 10 §18). Not a test: it measures and prints, it does not pass or fail.
 * - first load to content: a fresh browser context (empty cache) opens /login, and /dashboard with a stored login;
 * - menu route change to content, cold: the first click on a menu entry right after the dashboard showed, before any
 *   idle preloading, without pointing at the entry first (the worst case);
 * - cold but pointed at: the pointer rests on the entry for HOVER_MS before the click (a user's usual approach), so
 *   hover preloading gets that head start;
 * - the same, warm: the route's chunks are loaded (pointed at, or visited before).
 * Times are taken inside the page (performance.now) from the click, or from navigation start, until the screen's
 * data rows are shown with no spinner, skeleton or progress bar. Median and max of RUNS runs.
 *
 * Runs against BENCH_URL when given; otherwise builds the web app, starts the server on a fresh embedded database
 * at BENCH_PORT (8198) and stops it afterwards. The web build goes to a temporary folder served through WEB_DIST_DIR.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const HOVER_MS = 150;
const PORT = Number(process.env.BENCH_PORT ?? 8198);
const root = path.resolve(import.meta.dirname, '../..');
const OWNER = { email: 'owner@demo.test', password: 'Demo1234!' };
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Content shown: the route's path, rows (or cards) present, and nothing loading. Returns the in-page time. */
function contentAt(page: Page, pathname: string, selector: string) {
  return page
    .waitForFunction(
      ({ pathname, selector }) => {
        const loading = document.querySelector('[role="progressbar"], .MuiSkeleton-root, [data-testid="navigation-progress"]');
        return location.pathname === pathname && document.querySelector(selector) && !loading ? performance.now() : false;
      },
      { pathname, selector },
      { polling: 'raf', timeout: 30_000 },
    )
    .then((h) => h.jsonValue() as Promise<number>);
}

const SCREENS = {
  '/login': 'button[type="submit"]',
  '/dashboard': 'main [role="tabpanel"] .MuiCard-root, main .MuiCard-root',
  '/members': 'main table tbody tr td',
  '/marketing': 'main table tbody tr td',
};
const MENU_ROUTES: { label: string; path: keyof typeof SCREENS }[] = [
  { label: 'Members', path: '/members' },
  { label: 'Marketing', path: '/marketing' },
];

async function startServer(): Promise<{ url: string; stop: () => void }> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop: () => undefined };
  // The web app is built aside (WEB_DIST_DIR), so the bench neither needs nor disturbs the shared apps/web/dist.
  const webDir = `/tmp/clubspace-route-bench-web-${process.pid}`;
  execSync(`npx vite build --outDir ${webDir} --emptyOutDir`, { cwd: path.join(root, 'apps/web'), stdio: 'ignore' });
  const dataDir = `/tmp/clubspace-route-bench-${process.pid}`;
  rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, WEB_DIST_DIR: webDir, LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '500' },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://localhost:${PORT}`;
  for (let i = 0; i < 240; i++) {
    if (await fetch(`${url}/api/client/`).then((r) => r.ok).catch(() => false)) break;
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
  const res = await fetch(`${url}/auth/jwt/create/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(OWNER) });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return (await res.json()) as { access: string; refresh: string };
}

/** A fresh context (own, empty HTTP cache) already logged in. */
async function loggedInContext(browser: Browser, url: string): Promise<BrowserContext> {
  const t = await tokens(url);
  return browser.newContext({
    baseURL: url,
    viewport: { width: 1440, height: 900 },
    storageState: { cookies: [], origins: [{ origin: url, localStorage: [{ name: 'access', value: t.access }, { name: 'refresh', value: t.refresh }] }] },
  });
}

/** Clicks a menu entry from inside the page (no pointer hover first) and returns ms from click to content. */
async function menuClick(page: Page, label: string, to: keyof typeof SCREENS): Promise<number> {
  const t0 = await page.evaluate((label) => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('[data-testid="side-nav"] a')].find((a) => a.textContent?.trim() === label);
    if (!link) throw new Error(`no menu entry ${label}`);
    const t = performance.now();
    link.click();
    return t;
  }, label);
  return (await contentAt(page, to, SCREENS[to])) - t0;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const stat = (xs: number[]) => ({ median: Math.round(median(xs)), max: Math.round(Math.max(...xs)), runs: xs.map(Math.round) });

async function main() {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  const results: Record<string, ReturnType<typeof stat>> = {};
  const add = (key: string, ms: number) => ((results[key] ??= { median: 0, max: 0, runs: [] }).runs.push(ms));
  try {
    // Warm the server (first queries plan and cache) so the figures are about the browser.
    const warmup = await loggedInContext(browser, server.url);
    const wp = await warmup.newPage();
    await wp.goto('/dashboard');
    await contentAt(wp, '/dashboard', SCREENS['/dashboard']);
    await warmup.close();

    for (let run = 0; run < RUNS; run++) {
      const anon = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
      const lp = await anon.newPage();
      await lp.goto('/login');
      add('first load /login', await contentAt(lp, '/login', SCREENS['/login']));
      await anon.close();

      for (const route of MENU_ROUTES) {
        const ctx = await loggedInContext(browser, server.url);
        const page = await ctx.newPage();
        await page.goto('/dashboard');
        add('first load /dashboard', await contentAt(page, '/dashboard', SCREENS['/dashboard']));
        add(`menu Dashboard → ${route.label}, cold`, await menuClick(page, route.label, route.path));
        await menuClick(page, 'Dashboard', '/dashboard');
        add(`menu Dashboard → ${route.label}, warm`, await menuClick(page, route.label, route.path));
        await ctx.close();

        const hoverCtx = await loggedInContext(browser, server.url);
        const hp = await hoverCtx.newPage();
        await hp.goto('/dashboard');
        await contentAt(hp, '/dashboard', SCREENS['/dashboard']);
        await hp.getByTestId('side-nav').getByRole('link', { name: route.label, exact: true }).hover();
        await hp.waitForTimeout(HOVER_MS);
        add(`menu Dashboard → ${route.label}, cold, pointed ${HOVER_MS} ms`, await menuClick(hp, route.label, route.path));
        await hoverCtx.close();
      }
    }
  } finally {
    await browser.close();
    server.stop();
  }
  const summary = Object.fromEntries(Object.entries(results).map(([k, v]) => [k, stat(v.runs)]));
  console.log(`Route bench in Chromium, ${RUNS} runs each (ms, from click or navigation start to content):`);
  for (const [k, v] of Object.entries(summary)) console.log(`  ${k.padEnd(48)} median ${String(v.median).padStart(5)}   max ${String(v.max).padStart(5)}`);
  mkdirSync(path.join(root, 'e2e/bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'e2e/bench/results/latest.json'), JSON.stringify({ date: new Date().toISOString(), runs: RUNS, results: summary }, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
