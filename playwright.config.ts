import { defineConfig, devices } from '@playwright/test';
import chromium from './e2e/chromium.json';
import { e2eDataDir, e2eOrigin, e2ePort } from './e2e/e2e-env';

/** Debian's Chromium (never a downloaded browser), with the flags this machine needs (e2e/chromium.json). */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
  args: chromium.args,
};

export default defineConfig({
  testDir: '.',
  testMatch: ['e2e/**/*.spec.ts', 'shell/e2e/**/*.spec.ts', 'mfe-*/e2e/**/*.spec.ts'],
  testIgnore: ['**/node_modules/**'],
  outputDir: `test-results/${e2ePort}`,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: `test-results/e2e-${e2ePort}.json` }]] : 'list',
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: e2eOrigin('localhost'),
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions },
      grepInvert: /@mobile-only|@serial/,
    },
    {
      // A phone runs the journeys whose page or path differs there (the menu drawer, the filters, the header's search,
      // store and account controls, the first view, the checkout's form, axe over the phone's layout), tagged @phone or
      // @mobile-only; the rest is the same code at another width, and the desktop project runs it.
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions },
      grep: /@phone|@mobile-only/,
      grepInvert: /@desktop-only|@serial/,
    },
    {
      name: 'serial',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions },
      grep: /@serial/,
      dependencies: ['desktop', 'mobile'],
      // One at a time: these change what every page sees (maintenance switched on, a remote redeployed, seeded data
      // spent), so two of them at once break each other.
      workers: 1,
    },
  ],
  webServer: {
    // The whole store: stand-ins, the commerce API over a fresh in-memory database (seeded at start), the edge.
    command: 'node scripts/start-stack.mjs',
    url: `${e2eOrigin('localhost')}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(e2ePort),
      API_PORT: String(e2ePort + 1000),
      CONTENT_STANDIN_PORT: String(e2ePort + 1001),
      PAYMENT_STANDIN_PORT: String(e2ePort + 1002),
      ENGAGEMENT_STANDIN_PORT: String(e2ePort + 1003),
      // In-app messages only from triggers a journey queues for its own browser (e2e/engagement.ts): the data files'
      // campaigns (a modal after every add to bag, a full-screen one on a category page) stay out of other journeys.
      ENGAGEMENT_STANDIN_FILE_TRIGGERS: '0',
      // The browser stands where production's load balancer does: the edge believes its X-Forwarded-For, so the members
      // a journey's set-up makes join from addresses of their own (e2e/members.ts), as many shoppers do, not all from one.
      TRUSTED_PROXIES: 'loopback',
      PGLITE_DATA_DIR: 'memory://',
      STOREFRONT_DATA_DIR: e2eDataDir,
      LOG_LEVEL: 'warn',
      // The journeys check that a product page's first view is drawn, not how fast a busy CI machine's API is.
      FIRST_VIEW_TIMEOUT_MS: '3000',
    },
  },
});
