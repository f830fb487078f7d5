import { defineConfig } from 'vitest/config';
import { SlowestReporter } from './test/support/slowest-reporter.ts';

// The API suite runs once on embedded PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
// One id per run names the template database (and dump) that the workers copy.
process.env.CLUBSPACE_TEST_RUN ??= String(process.pid);
const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    // `npm test` (scripts/test.mjs) asks for the slowest files, to print them in its summary.
    reporters: process.env.CLUBSPACE_API_SLOWEST ? ['default', new SlowestReporter(process.env.CLUBSPACE_API_SLOWEST)] : ['default'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: databases.map((kind) => ({
      extends: true,
      test: {
        name: kind,
        include: ['test/**/*.test.ts'],
        env: { TEST_DB_KIND: kind },
        globalSetup: ['test/support/global-setup.ts'],
        pool: 'forks',
        maxWorkers: 2,
      },
    })),
  },
});
