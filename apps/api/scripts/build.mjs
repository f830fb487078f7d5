// Bundles the API server into dist/server.mjs for `npm start`: plain Node runs it without a TypeScript loader,
// which starts faster and keeps the idle process smaller. npm packages stay external; the workspace contract
// (TypeScript source) is bundled in.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
// React (the e-mail templates, apps/api/src/mail) is the web app's, hoisted to the root node_modules: external too, and
// so are the single @react-email packages the templates import (installed with @react-email/components).
const external = [...Object.keys(pkg.dependencies), 'react', 'react-dom', '@react-email']
  .filter((name) => !name.startsWith('@clubspace/'))
  .flatMap((name) => [name, `${name}/*`]);

// Old chunks would pile up: start from an empty folder.
rmSync(path.join(root, 'dist'), { recursive: true, force: true });

await build({
  entryPoints: [path.join(root, 'src/server.ts'), path.join(root, 'src/db/reset.ts'), path.join(root, 'src/db/prepare-cli.ts')],
  outdir: path.join(root, 'dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  jsx: 'automatic',
  external,
  logLevel: 'warning',
});
