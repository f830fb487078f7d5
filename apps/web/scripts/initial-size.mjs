// Prints the gzip size of the JS a first visit needs (entry + static imports of a screen's chunks), per screen.
// Run after `vite build`: `npm run size -w @clubspace/web`.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const SCREENS = { '/login': ['login-page'], '/dashboard': ['app-layout', 'dashboard-routes'] };

function closure(key, seen) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
for (const [screen, chunks] of Object.entries(SCREENS)) {
  const keys = closure(entry, new Set());
  for (const name of chunks) closure(Object.keys(manifest).find((k) => k.includes(name)), keys);
  const bytes = [...keys].reduce((sum, k) => sum + gzipSync(readFileSync(new URL(manifest[k].file, dist))).length, 0);
  console.log(`${screen.padEnd(12)} ${(bytes / 1024).toFixed(1)} KB gzip in ${keys.size} files`);
}
