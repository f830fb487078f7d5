import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
// A fresh embedded database per run, so the suite always starts from the demo data.
const DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/clubspace-e2e-${process.pid}`;

export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `rm -rf ${DATA_DIR} && npm run build:if-stale -w @clubspace/web && npm start`,
    cwd: '..',
    url: `http://localhost:${PORT}/api/client/`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      DEV_OUTBOX: '1',
      PUBLIC_URL: `http://localhost:${PORT}`,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '200',
      BILLING_JOB: '0',
      // Automatic collection runs every second, so a spec sees an issued invoice collected at once.
      COLLECTION_JOB_SECONDS: '1',
      // Webhooks go to the spec's local receiver on 127.0.0.1 (issue 29).
      WEBHOOKS_ALLOW_PRIVATE: '1',
      // Every answer also encoded by zod and compared with the compiled serializer's (issue 32): a difference is a 500.
      RESPONSE_CHECK: '1',
    },
  },
});
