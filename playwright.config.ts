import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR_REL, E2E_OIDC_PROVIDER, E2E_PG_PORT, E2E_PORT, E2E_PUSH_ORIGIN, E2E_TILE_URL } from './e2e/env';

// E2E against the BUILT app (`npx vite build` first): one server per run on 127.0.0.1 with a
// fresh data folder and its own embedded PostgreSQL, driven by the system Chromium at a phone
// and a desktop viewport (docs/decisions/0004-test-architecture.md).
const PORT = E2E_PORT; // env E2E_PORT, default 3210
const PG_PORT = E2E_PG_PORT; // env E2E_PG_PORT, default 54410
const DATA_DIR = E2E_DATA_DIR_REL; // deleted at the start of every run
const BASE_URL = E2E_BASE_URL;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1, // two cores: the server, its database and one browser already share them
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // `npm test` reads `stats` from the JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME).
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.tmp/playwright.json' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block', // the PWA worker would answer from its cache instead of the routes a test sets
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
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
  projects: [
    // A test tagged @desktop-only or @phone-only concerns one viewport (e.g. the desktop landing
    // page exists only at ≥1024px); it is left out of the other project rather than skipped.
    {
      name: 'phone',
      grepInvert: /@desktop-only/,
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // `exec` so the signal Playwright sends at the end reaches the server itself, which closes
    // HTTP first and then stops its embedded PostgreSQL.
    command: `rm -rf ${DATA_DIR} && node scripts/build-server.mjs && exec node --enable-source-maps dist/server/main.js`,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 300_000, // a first start migrates and seeds the demo; on a loaded 2-core machine that took over 120 s
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // Emailed links (confirmation, reset) point at the origin the tests browse, so a link
      // opened in the test's page lands where its session and storage are.
      PUBLIC_URL: BASE_URL,
      DATA_DIR,
      EMBEDDED_PG_PORT: String(PG_PORT),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // Every test signs in from 127.0.0.1: the production limit (20/min) would throttle the run.
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      // Map tiles from the stand-in server e2e/maps.spec.ts starts (elsewhere: the "Map unavailable" placeholder).
      MAP_TILE_URL: E2E_TILE_URL,
      // Pushes go to the local push service e2e/push.spec.ts starts (nowhere else).
      PUSH_SERVICE_ORIGINS: E2E_PUSH_ORIGIN,
      // "Continue with Example ID" through the local provider e2e/provider-sign-in.spec.ts starts.
      OIDC_PROVIDERS: JSON.stringify([E2E_OIDC_PROVIDER]),
    },
  },
});
