import { defineConfig } from 'vitest/config';
import { PGLITE_SUITES } from './test/support/pglite-suites.ts';
import { SlowestReporter } from './test/support/slowest-reporter.ts';

// The API suite runs on embedded PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL: every file there, and on
// PGlite the files where the engine matters (test/support/pglite-suites.ts; all of them without PostgreSQL or with
// TEST_PGLITE_ALL=1). One id per run names the template database (and dump) that the workers copy.
process.env.CLUBSPACE_TEST_RUN ??= String(process.pid);
const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
const pgliteAll = !process.env.TEST_DATABASE_URL || process.env.TEST_PGLITE_ALL === '1';

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
        include: kind === 'pglite' && !pgliteAll ? PGLITE_SUITES : ['test/**/*.test.ts'],
        env: { TEST_DB_KIND: kind },
        globalSetup: ['test/support/global-setup.ts'],
        pool: 'forks',
        maxWorkers: 2,
      },
    })),
  },
});
