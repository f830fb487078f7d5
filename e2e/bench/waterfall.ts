/**
 * `npm run waterfall -w @clubspace/e2e`: the request waterfall of a first load of /dashboard and /login and of a cold
 * menu change (Dashboard → Members, Dashboard → Marketing) in Chromium, to see what sits on the critical path:
 * each request's start and end (ms from navigation start or from the click), transferred bytes, the chain depth
 * (how many requests had to finish, one after another, before it could start), the long tasks, and time to content.
 * Prints a table per scenario; not a test.
 */
import type { CDPSession, Page } from '@playwright/test';
import { clickMenu, contentAt, launch, loadAverage, loggedInContext, startServer, type Screen } from './bench-server';

type Req = { id: string; url: string; type: string; start: number; end?: number; bytes: number; initiator?: string; depth: number };

/** Records every request of a page (wall-clock ms) with the request whose script or document started it. */
async function recorder(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const reqs = new Map<string, Req>();
  const byUrl = new Map<string, Req>();
  const offset = new Map<string, number>(); // requestId → wallTime - monotonic timestamp (ms)
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (e) => {
    const off = e.wallTime * 1000 - e.timestamp * 1000;
    offset.set(e.requestId, off);
    const stackUrl = e.initiator.stack?.callFrames[0]?.url ?? e.initiator.stack?.parent?.callFrames[0]?.url;
    const initiator = e.initiator.url ?? stackUrl;
    const parent = initiator ? byUrl.get(initiator) : undefined;
    const r: Req = {
      id: e.requestId,
      url: e.request.url,
      type: e.type ?? '',
      start: e.wallTime * 1000,
      bytes: 0,
      initiator,
      depth: parent ? parent.depth + 1 : 0,
    };
    reqs.set(e.requestId, r);
    byUrl.set(e.request.url, r);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = reqs.get(e.requestId);
    if (r) {
      r.end = e.timestamp * 1000 + offset.get(e.requestId)!;
      r.bytes = e.encodedDataLength;
    }
  });
  return { reqs, clear: () => reqs.clear() };
}

async function longTasks(page: Page, from: number): Promise<{ start: number; duration: number }[]> {
  const tasks = await page.evaluate(() => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks ?? []);
  return tasks.map((t) => ({ start: Math.round(t.start - from), duration: Math.round(t.duration) })).filter((t) => t.start >= -5);
}

function print(title: string, reqs: Iterable<Req>, t0: number, content: number, tasks: { start: number; duration: number }[]) {
  const rows = [...reqs].filter((r) => r.start >= t0 - 5).sort((a, b) => a.start - b.start);
  const kb = rows.reduce((s, r) => s + r.bytes, 0) / 1024;
  const js = rows.filter((r) => r.url.endsWith('.js'));
  console.log(
    `\n## ${title}: content at ${Math.round(content - t0)} ms; ${rows.length} requests, ${kb.toFixed(1)} KB transferred ` +
      `(${js.length} JS, ${(js.reduce((s, r) => s + r.bytes, 0) / 1024).toFixed(1)} KB), deepest chain ${Math.max(0, ...rows.map((r) => r.depth))}; load ${loadAverage()}`,
  );
  for (const r of rows) {
    const u = new URL(r.url);
    const name = (u.pathname + u.search).slice(0, 70);
    console.log(
      `  ${String(Math.round(r.start - t0)).padStart(5)} → ${String(r.end ? Math.round(r.end - t0) : '?').padStart(5)}  d${r.depth}  ${(r.bytes / 1024).toFixed(1).padStart(6)} KB  ${name}`,
    );
  }
  const busy = tasks.reduce((s, t) => s + t.duration, 0);
  console.log(`  long tasks (${tasks.length}, ${busy} ms): ${tasks.map((t) => `${t.start}+${t.duration}`).join(' ')}`);
}

const LONG_TASKS = () => {
  const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
  w.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longTasks.push({ start: performance.timeOrigin + e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
};

async function main() {
  const server = await startServer();
  const browser = await launch();
  try {
    // Warm the server's first queries so the figures are about the browser.
    const warm = await loggedInContext(browser, server.url);
    const wp = await warm.newPage();
    await wp.goto('/dashboard');
    await contentAt(wp, '/dashboard');
    await warm.close();

    const anon = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
    const lp = await anon.newPage();
    await lp.addInitScript(LONG_TASKS);
    const lr = await recorder(lp);
    await lp.goto('/login');
    const lc = await contentAt(lp, '/login');
    const lt0 = await lp.evaluate(() => performance.timeOrigin);
    print('first load /login', lr.reqs.values(), lt0, lt0 + lc, await longTasks(lp, lt0));
    await anon.close();

    for (const [label, to] of [
      ['Members', '/members'],
      ['Marketing', '/marketing'],
    ] as [string, Screen][]) {
      const ctx = await loggedInContext(browser, server.url);
      const page = await ctx.newPage();
      await page.addInitScript(LONG_TASKS);
      const rec = await recorder(page);
      await page.goto('/dashboard');
      const dc = await contentAt(page, '/dashboard');
      const origin = await page.evaluate(() => performance.timeOrigin);
      if (to === '/members') print('first load /dashboard', rec.reqs.values(), origin, origin + dc, await longTasks(page, origin));
      rec.clear();
      const click = await clickMenu(page, label);
      const c = await contentAt(page, to);
      print(`cold menu Dashboard → ${label}`, rec.reqs.values(), origin + click, origin + c, await longTasks(page, origin + click));
      await ctx.close();
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
