import { defineConfig, devices } from '@playwright/test';
import { ANALYTICS_BASE_URL, ANALYTICS_MEASUREMENT_ID, ANALYTICS_PORT } from './e2e/support/analytics';
import { GOOGLE_STAND_IN_ENV, GOOGLE_STAND_IN_ISSUER } from './e2e/support/google';

/**
 * Browser journeys against the running app: the API serves the built web (default
 * http://localhost:3000). Without E2E_BASE_URL, `npm start` from the repo root is started unless
 * a server already answers there. The analytics journeys get a second server of the same build with
 * GA_MEASUREMENT_ID set (its own port and data), started once the first has built the app. Google sign-in
 * goes to a local stand-in for Google (e2e/support/google-stand-in.ts), started first: the app must be
 * configured for it (e2e/support/google.ts; the server started here is).
 */
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
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
    // Signs the staff account in once (password and second factor) and saves the session the journeys reuse.
    { name: 'staff-setup', testMatch: /staff\.setup\.ts$/ },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      dependencies: ['staff-setup'],
    },
  ],
  webServer: [
    {
      // A require() of the script, so esbuild-register compiles it (web/ is an ES-module package).
      command: `node --require esbuild-register -e "require('./web/e2e/support/google-stand-in.ts')"`,
      cwd: '..',
      url: `${GOOGLE_STAND_IN_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: true,
      timeout: 30_000,
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
    },
    ...(process.env.E2E_BASE_URL
      ? []
      : [
          {
            command: 'npm start',
            cwd: '..',
            url: baseURL,
            env: GOOGLE_STAND_IN_ENV,
            reuseExistingServer: true,
            timeout: 180_000,
            stdout: 'pipe' as const,
            stderr: 'pipe' as const,
          },
        ]),
    ...(process.env.E2E_ANALYTICS_BASE_URL
      ? []
      : [
          {
            command: 'node api/dist/main.js',
            cwd: '..',
            url: `${ANALYTICS_BASE_URL}/api/health/ready`,
            env: {
              PORT: String(ANALYTICS_PORT),
              DATA_DIR: '.data/e2e-analytics',
              GA_MEASUREMENT_ID: ANALYTICS_MEASUREMENT_ID,
            },
            reuseExistingServer: true,
            timeout: 180_000,
            stdout: 'pipe' as const,
            stderr: 'pipe' as const,
          },
        ]),
  ],
});
