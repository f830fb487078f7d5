// Builds the web app only when dist/ is missing or older than a source it is built from. The end-to-end suite
// starts the server on dist/; `npm ci` already built it (postinstall), and a second identical build costs CI a minute.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const built = join(web, 'dist', 'index.html');
const sources = [
  join(web, 'src'),
  join(web, 'public'),
  join(web, 'scripts'),
  join(web, 'index.html'),
  join(web, 'portal.html'),
  join(web, 'vite.config.ts'),
  join(web, 'vite.portal.config.ts'),
  join(web, 'package.json'),
  join(web, '..', '..', 'packages', 'contract', 'src'),
];

/** The newest modification time under a file or folder. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const stale = sources.find((source) => newest(source) > builtAt);
if (stale || !builtAt) {
  console.log(builtAt ? `web build: ${stale} changed since the last build` : 'web build: no build yet');
  execSync('npm run build', { cwd: web, stdio: 'inherit' });
} else {
  console.log('web build: dist/ is up to date');
}
