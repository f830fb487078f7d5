import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { portalBuild, portalPages } from './scripts/portal-build.ts';
import { precompress } from './scripts/precompress.ts';
import { stripEndpointSummaries } from './scripts/strip-summaries.ts';
import { lightContract } from './scripts/light-contract.ts';

const API = process.env.VITE_API_TARGET ?? 'http://localhost:8080';

// Vendor code that the first screen needs goes to two long-cached chunks; everything only a lazy route needs
// (date pickers, charts, MUI parts used by one area) is left to automatic splitting so /login stays small.
const initialVendors = [
  // The boot (app/boot-start.ts) in a chunk without React or MUI: evaluated first, it starts the boot calls and the
  // screen's chunks while the vendor chunks are still being evaluated.
  // The route manifest (its areas' declarations and the route matching) travels with it.
  {
    name: 'boot',
    test: /app[\\/](boot-start|route-manifest|areas[\\/](area|[\w-]+\.area)|routing[\\/](path-match|route-code|route-data))\.ts|lib[\\/](api-client|token-storage|branding-domain|screen-loader|route-gates)\.ts|preload-helper/,
    priority: 5,
  },
  { name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/, priority: 4 },
  {
    name: 'mui-vendor',
    test: /node_modules[\\/](@mui[\\/](material|system|styled-engine|utils|private-theming|core-downloads-tracker)|@emotion|@popperjs|react-transition-group|notistack|clsx|stylis)[\\/]/,
    priority: 3,
  },
  // The app's own modules of the first screen in one file rather than five small ones.
  { name: 'app', test: /apps[\\/]web[\\/]src[\\/]|packages[\\/]contract[\\/]/, priority: 2 },
];

/**
 * The chunk graph of the lazy screens (issue 10 §18): left to automatic splitting, the shared kit (MUI components,
 * forms, zod and the contract's schemas, src/components and src/lib) came out as ~60 chunks of 1–3 KB, and a cold
 * route change queued 30–100 requests behind the browser's six connections. Whatever at least eight lazy chunks
 * share goes to one long-cached `kit` chunk; what one or two screens use stays with them. The heavy, rarely needed
 * parts (date pickers, charts, the calendar) stay out, so the kit never pulls them in.
 */
// Screen-group parts that crossed the eight-sharer line when the Reports area joined the graph (issue 31: the
// toggle buttons of the bookings and till screens, the booking rules' module) stay with their screens: in the kit
// they added 3 KB gzip to /login and /dashboard.
const HEAVY =
  /x-date-pickers|x-charts|react-big-calendar|components[\\/](date-field|day-input)|components[\\/]booking[\\/]|date-provider|ToggleButton|contract[\\/]src[\\/](booking-rules\.ts|reports?[-.]|aged-debtors)/;
const KIT =
  /node_modules[\\/](@mui[\\/](material|system|utils|icons-material)|react-hook-form|@hookform|zod|date-fns)[\\/]|apps[\\/]web[\\/]src[\\/](components|lib)[\\/]|packages[\\/]contract[\\/]/;
const kit = { name: 'kit', test: (id: string) => KIT.test(id) && !HEAVY.test(id), minShareCount: 8, priority: 1 };

export default defineConfig({
  // Brotli and gzip siblings of the build, served by the API by content negotiation (issue 13 §6).
  // The member portal is an app of its own (portal.html, issue 26): the dev server answers it for /portal/*, and a
  // build of the staff app builds it next (vite.portal.config.ts, into the same dist) before precompressing both.
  plugins: [lightContract(), stripEndpointSummaries(), react(), portalPages(), portalBuild(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': API, '/auth': API },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      // The contract builds zod schemas at module level; marking zod's builders (and the contract's pagingQuery, whose
      // list queries the API alone uses) pure lets screens that only need constants (the shell, the dashboard) leave
      // zod out, and keeps zod out of the entry chunk.
      treeshake: { manualPureFunctions: ['z', 'pagingQuery'] },
      output: {
        codeSplitting: {
          groups: [...initialVendors.map((g) => ({ ...g, tags: ['$initial' as const] })), kit],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // A component test that clicks through a form takes 1–2 s idle but passed 5 s on a loaded CI machine (the
    // account page's section picker); a broken expectation still fails on its own findBy timeout.
    testTimeout: 30_000,
  },
});
