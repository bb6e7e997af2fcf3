import { defineConfig, devices } from '@playwright/test';

// The suite runs against the production build served by the shipped nginx config
// (deploy/nginx.conf): `npm run build` comes first.
const PORT = Number(process.env.E2E_PORT ?? 3800);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: 'list',
  // Conditions, not sleeps: on a loaded 2-core CI machine hydration of the largest pages can take a few seconds.
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: [
            '--no-sandbox',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `npx tsx scripts/serve-nginx.ts --root build --port ${PORT}`,
    url: `${BASE_URL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // The launcher stops nginx and removes its temp directory on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
