import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 4173)
// A fresh sandbox database per run, smaller than the default so it seeds in seconds.
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/backoffice-e2e-${process.pid}`
// Specs that change what every other spec relies on (the seeded pending approvals, the password policy and the
// approval configuration of shared permissions) run first and one at a time; the rest then share the workers.
const sharedState = /\/(approvals|bulk-approvals|offline-approvals|profile|system-configuration)\.spec\.ts$/

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: true,
  retries: 0,
  // The failures' reasons again at the end: a CI log keeps only its tail.
  reporter: [[process.env.CI ? 'line' : 'list'], ['./tests/e2e/support/failure-summary.ts']],
  // Two browsers, the sandbox and PostgreSQL share two cores in CI, where a journey takes two to three times as
  // long as alone; four journeys of 11-18 s alone failed there under a 45 s limit (stop 41), their reasons cut from the log.
  timeout: 90_000,
  // Two browsers, the sandbox and its database share two cores in CI: a first load of a heavy screen
  // (a report, the reference data of an offline device) can take more than the default 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  projects: [
    // Signs each demo user in once through the login form and saves the session under .data/e2e-auth/ (support/sign-in.ts signIn reuses it).
    { name: 'setup', testMatch: /\/auth\.setup\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'shared-state', testMatch: sharedState, dependencies: ['setup'], workers: 1, use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'independent', testIgnore: sharedState, dependencies: ['shared-state'], use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx server/src/start.ts`,
    // SIMULATE_RATE 0: the journeys compare figures, which the core banking simulator would move. Webhook retries
    // from 200 ms: a receiver failing five times gets its event within seconds (webhooks.spec.ts).
    env: { PORT: String(port), DATA_DIR: dataDir, SEED_TRANSACTIONS: '20000', SKIP_BUILD: '1', DATABASE_URL: '', SIMULATE_RATE: '0', WEBHOOK_RETRY_BASE_MS: '200' },
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
})
