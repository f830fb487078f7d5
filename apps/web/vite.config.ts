import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './scripts/precompress.ts';

const API = process.env.VITE_API_TARGET ?? 'http://localhost:8080';

// Vendor code that the first screen needs goes to two long-cached chunks; everything only a lazy route needs
// (date pickers, charts, MUI parts used by one area) is left to automatic splitting so /login stays small.
const initialVendors = [
  { name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/, priority: 3 },
  { name: 'mui-vendor', test: /node_modules[\\/](@mui[\\/](material|system|styled-engine|utils|private-theming|core-downloads-tracker)|@emotion|@popperjs|react-transition-group|notistack|clsx|stylis)[\\/]/, priority: 2 },
];

export default defineConfig({
  // Brotli and gzip siblings of the build, served by the API by content negotiation (issue 13 §6).
  plugins: [react(), precompress()],
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
          groups: initialVendors.map((g) => ({ ...g, tags: ['$initial' as const] })),
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
  },
});
