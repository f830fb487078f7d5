// The gzip size of the JS a first visit needs (entry + static imports of a screen's chunks), per screen, checked
// against the budgets in docs/performance.md (issue 10 §18); and the member portal's first load (issue 26): its budget,
// and no staff module or chunk in it. Run after `vite build`: `npm run size -w @clubspace/web`
// (or `node scripts/initial-size.mjs <dist dir>`); exits 1 when a screen is over its budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** KB gzip; raise one only with a line in docs/performance.md saying why. */
export const BUDGETS_KB = { initial: 177, '/login': 328, '/dashboard': 355 };
const SCREENS = {
  initial: [],
  '/login': ['session/routes/login-page.tsx'],
  '/dashboard': ['app/layout/app-layout.tsx', 'app/areas/area-frame.tsx', 'dashboard/routes/cards-tab.tsx', 'dashboard/api/dashboard-prefetch.ts'],
};

export function screenSizes(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const closure = (key, seen) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  return Object.entries(SCREENS).map(([screen, chunks]) => {
    const keys = closure(entry, new Set());
    for (const name of chunks) {
      const key = Object.keys(manifest).find((k) => k.endsWith(name));
      if (!key) throw new Error(`no chunk for ${name} in the build`);
      closure(key, keys);
    }
    const bytes = [...keys].reduce((sum, k) => sum + gzipSync(readFileSync(path.join(dist, manifest[k].file))).length, 0);
    return { screen, kb: Math.round((bytes / 1024) * 10) / 10, files: keys.size, budget: BUDGETS_KB[screen] };
  });
}

/** KB gzip: the member portal's first load (issue 26): portal.html's scripts, their static imports and CSS. */
export const PORTAL_BUDGET_KB = 200;
/** Our modules that only the staff app may load: its shell (app/, main.tsx) and every feature but the portal. */
export const STAFF_MODULE = /^apps\/web\/src\/(app\/|main\.tsx$|features\/(?!portal\/))/;

/**
 * The portal's own build (vite.portal.config.ts): the gzip size of its first load, and the staff modules and staff
 * chunks in it — there must be none (a member never downloads staff screens). Reads its manifest and the modules of
 * each chunk (`.vite/portal-chunks.json`, written by scripts/portal-build.ts), and the staff build's manifest.
 */
export function portalFirstLoad(dist) {
  const read = (file) => JSON.parse(readFileSync(path.join(dist, file), 'utf8'));
  const manifest = read('.vite/portal-manifest.json');
  const modules = read('.vite/portal-chunks.json');
  const staff = read('.vite/manifest.json');
  const files = new Set();
  const visit = (key) => {
    if (files.has(manifest[key].file)) return;
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('no entry in the portal build');
  visit(entry);
  const bytes = [...files].reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dist, f))).length, 0);
  const staffModules = [...files].flatMap((f) => (modules[f] ?? []).filter((m) => STAFF_MODULE.test(m)).map((m) => `${m} (in ${f})`));
  // The staff build's chunks of its shell and screens (its entry and every lazy screen), by file name.
  const staffChunks = new Set(
    Object.entries(staff)
      .filter(([k, c]) => c.isEntry || (c.isDynamicEntry && STAFF_MODULE.test(`apps/web/${k}`)))
      .map(([, c]) => c.file),
  );
  const shared = [...files].filter((f) => staffChunks.has(f));
  return { kb: Math.round((bytes / 1024) * 10) / 10, files: files.size, budget: PORTAL_BUDGET_KB, staffModules, staffChunks: shared };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(process.argv[2] ?? new URL('../dist/', import.meta.url).pathname);
  let over = false;
  for (const s of screenSizes(dist)) {
    const ok = s.kb <= s.budget;
    over ||= !ok;
    console.log(
      `${s.screen.padEnd(12)} ${s.kb.toFixed(1).padStart(6)} KB gzip in ${String(s.files).padStart(2)} files  budget ${s.budget} ${ok ? '✓' : '✗ over'}`,
    );
  }
  const portal = portalFirstLoad(dist);
  const clean = !portal.staffModules.length && !portal.staffChunks.length;
  over ||= portal.kb > portal.budget || !clean;
  console.log(
    `${'portal'.padEnd(12)} ${portal.kb.toFixed(1).padStart(6)} KB gzip in ${String(portal.files).padStart(2)} files  budget ${portal.budget} ${portal.kb <= portal.budget ? '✓' : '✗ over'}` +
      `  staff code ${clean ? 'none ✓' : '✗'}`,
  );
  for (const m of [...portal.staffModules, ...portal.staffChunks]) console.log(`  ✗ the portal's first load holds staff code: ${m}`);
  if (over) process.exitCode = 1;
}
