// The gzip size of the JS a first visit needs (entry + static imports of a screen's chunks), per screen, checked
// against the budgets in docs/performance.md (issue 10 §18). Run after `vite build`: `npm run size -w @clubspace/web`
// (or `node scripts/initial-size.mjs <dist dir>`); exits 1 when a screen is over its budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** KB gzip; raise one only with a line in docs/performance.md saying why. */
export const BUDGETS_KB = { initial: 176, '/login': 331, '/dashboard': 360 };
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(process.argv[2] ?? new URL('../dist/', import.meta.url).pathname);
  let over = false;
  for (const s of screenSizes(dist)) {
    const ok = s.kb <= s.budget;
    over ||= !ok;
    console.log(`${s.screen.padEnd(12)} ${s.kb.toFixed(1).padStart(6)} KB gzip in ${String(s.files).padStart(2)} files  budget ${s.budget} ${ok ? '✓' : '✗ over'}`);
  }
  if (over) process.exitCode = 1;
}
