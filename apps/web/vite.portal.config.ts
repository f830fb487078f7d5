import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { PORTAL_MANIFEST, portalWorker } from './scripts/portal-build.ts';
import { lightContract } from './scripts/light-contract.ts';

/**
 * The member portal's build (issue 26): portal.html alone, so nothing of the staff app (its shell, route manifest or
 * screens) can land in a chunk the portal loads. vite.config.ts runs it after the staff build, into the same folder
 * (kept, not emptied), with a manifest of its own; that build then precompresses both. Its first load is checked by
 * scripts/initial-size.mjs (≤ 200 KB gzip, no staff module).
 */
export default defineConfig({
  plugins: [lightContract(), react(), portalWorker()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    manifest: PORTAL_MANIFEST,
    rolldownOptions: {
      input: { portal: path.resolve(import.meta.dirname, 'portal.html') },
      // As the staff build: zod's builders and pagingQuery are pure; with lightContract the portal's first load holds no zod.
      treeshake: { manualPureFunctions: ['z', 'pagingQuery'] },
      output: {
        // Long-cached vendor chunks and the portal's own code; what a lazy page alone needs is split automatically.
        codeSplitting: {
          groups: [
            {
              // The schemas only the portal's lazy forms validate with (and zod): the contract's barrel connects every
              // contract module to the entry, so without this group they would land in the entry chunk.
              name: 'portal-forms',
              test: /packages[\\/]contract[\\/]src[\\/](portal-schemas|session|fields|common-schemas|credentials)\.ts$|node_modules[\\/]zod[\\/]/,
              priority: 4,
              includeDependenciesRecursively: false,
            },
            {
              name: 'portal-react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
              tags: ['$initial'],
              priority: 3,
            },
            {
              name: 'portal-mui',
              test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|notistack|clsx|stylis)[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            {
              name: 'portal',
              test: /apps[\\/]web[\\/]src[\\/]|packages[\\/]contract[\\/]|node_modules[\\/]zod[\\/]/,
              tags: ['$initial'],
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
