import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The member portal as an app of its own (issue 26): portal.html and src/portal-main.tsx, built by
 * vite.portal.config.ts into the staff build's folder, with a manifest of its own. The names are those of
 * src/portal-app/portal-worker.ts, the API's fallback (apps/api/src/app.ts) and scripts/initial-size.mjs.
 */
export const PORTAL_PAGE = 'portal.html';
export const PORTAL_WORKER = 'portal-sw.js';
export const PORTAL_MANIFEST = '.vite/portal-manifest.json';
/** Beside the portal's manifest: our modules in each of its chunks, for the size check's proof that none is the staff app's. */
export const PORTAL_CHUNK_MODULES = '.vite/portal-chunks.json';

/** A page address of the portal (/portal, /portal/{workspace}/…), not a file. */
export const isPortalPage = (url: string) => {
  const pathname = url.split(/[?#]/)[0];
  return /^\/portal(\/|$)/.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
};

function rewrite(req: IncomingMessage, _res: ServerResponse, next: () => void) {
  if ((req.method === 'GET' || req.method === 'HEAD') && req.url && isPortalPage(req.url)) req.url = `/${PORTAL_PAGE}`;
  next();
}

/** `vite` and `vite preview` answer portal.html for the portal's pages, as the API does in production. */
export function portalPages(): Plugin {
  return {
    name: 'clubspace-portal-pages',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

/** In the staff app's build: builds the portal next, into the same folder, before the folder is precompressed. */
export function portalBuild(): Plugin {
  return {
    name: 'clubspace-portal-build',
    apply: 'build',
    closeBundle: {
      sequential: true,
      async handler() {
        await build({ configFile: path.resolve(import.meta.dirname, '../vite.portal.config.ts'), logLevel: 'warn' });
      },
    },
  };
}

/** The files of the portal's first load: its entry chunk, the chunks it imports statically, and their CSS. */
export function portalShellFiles(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((f): f is OutputChunk => f.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('portal-build: no entry chunk in the portal bundle');
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    const css = (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss;
    for (const file of css ?? []) files.add(file);
    for (const name of chunk.imports) {
      const dep = bundle[name];
      if (dep?.type === 'chunk') visit(dep);
    }
  };
  visit(entry);
  return [...files].sort();
}

/** Our modules (relative to the repository; node_modules left out) in each chunk of a bundle. */
function chunkModules(bundle: OutputBundle): Record<string, string[]> {
  const root = path.resolve(import.meta.dirname, '../../..');
  const ours = (id: string) => id.startsWith(root) && !id.includes('node_modules');
  return Object.fromEntries(
    Object.values(bundle)
      .filter((f): f is OutputChunk => f.type === 'chunk')
      .map((c) => [c.fileName, c.moduleIds.filter(ours).map((id) => path.relative(root, id))]),
  );
}

/**
 * In the portal's build: writes its service worker (scripts/portal-sw.js) with the shell it keeps (portal.html and
 * the files of the first load) under a version that changes with them, and the chunks' module list. Hand-written
 * rather than vite-plugin-pwa, which is not installed here (docs/decisions.md, Member portal).
 */
export function portalWorker(): Plugin {
  return {
    name: 'clubspace-portal-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const shell = [`/${PORTAL_PAGE}`, ...portalShellFiles(bundle).map((f) => `/${f}`)];
      const version = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 12);
      const template = readFileSync(new URL('./portal-sw.js', import.meta.url), 'utf8');
      const source = template
        .replace("const VERSION = 'dev';", `const VERSION = '${version}';`)
        .replace('const SHELL = [];', `const SHELL = ${JSON.stringify(shell)};`);
      if (source === template) throw new Error('portal-build: the worker template lost its VERSION / SHELL lines');
      this.emitFile({ type: 'asset', fileName: PORTAL_WORKER, source });
      this.emitFile({ type: 'asset', fileName: PORTAL_CHUNK_MODULES, source: JSON.stringify(chunkModules(bundle), null, 1) });
    },
  };
}
