import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Hashed build output never changes under its name; everything else (index.html, icons) is revalidated. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';
export const SHELL_CACHE = 'no-cache';

/** True for a request of a hashed build file, which must answer 404 rather than the app shell when missing. */
export const isAssetPath = (path: string) => path.startsWith('/assets/');

/** The member portal's pages (issue 26): its own entry, portal.html, rather than the staff app's index.html. */
export const PORTAL_PAGE = 'portal.html';
export const isPortalPath = (path: string) => /^\/portal(\/|$)/.test(path);

/** The page a client-side route of the web build answers with: the portal's for /portal and /portal/*, when built. */
export function shellPage(root: string): (path: string) => string {
  const portal = existsSync(join(root, PORTAL_PAGE));
  return (path) => (portal && isPortalPath(path) ? PORTAL_PAGE : 'index.html');
}

/**
 * The built SPA: precompressed brotli/gzip siblings (written at web build time) chosen by Accept-Encoding,
 * `immutable` year-long caching for `/assets/*`, `no-cache` for the rest. The index.html fallback lives in app.ts.
 */
export const staticPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The .br/.gz siblings are served in place of their file, never under their own names.
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (res, filePath: string) => {
      const rel = filePath.slice(opts.root.length).replace(/\\/g, '/');
      res.setHeader('cache-control', /(^|\/)assets\//.test(rel) ? ASSET_CACHE : SHELL_CACHE);
      // The same URL answers brotli, gzip or identity: caches must key on Accept-Encoding.
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
});
