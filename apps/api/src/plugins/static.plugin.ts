import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Hashed build output never changes under its name; everything else (index.html, icons) is revalidated. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';
export const SHELL_CACHE = 'no-cache';

/** True for a request of a hashed build file, which must answer 404 rather than the app shell when missing. */
export const isAssetPath = (path: string) => path.startsWith('/assets/');

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
