import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './support/chromium-flags';
import { EXPECT_TIMEOUT_MS, TEST_TIMEOUT_MS } from './support/patience';
import { PORTS, urlOf } from './support/ports';

/**
 * Browser tests over the built product: the shell and the three remotes on their own
 * origins, the real API on a fresh PGlite, a local intake standing in for the analytics and
 * error-reporting hosts. One build (made by `npm run build` before this runs) and one set of
 * servers for every test.
 *
 * The redeploy tests publish other builds into the folders the servers serve, and the budget
 * test builds and measures a second copy of the product: they run in a project of their own,
 * one at a time, after every other test has finished.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // One retry on CI only, and reported as flaky in the output. Tests wait on conditions with
  // limits sized for a busy machine (support/patience.ts), so a retry is a last resort and a
  // flaky mark is a bug to find. Locally every failure shows at once.
  retries: process.env.CI ? 1 : 0,
  timeout: TEST_TIMEOUT_MS,
  expect: { timeout: EXPECT_TIMEOUT_MS },
  reporter: [['list']],
  use: {
    baseURL: urlOf(PORTS.shell),
    browserName: 'chromium',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        ...CHROMIUM_FLAGS,
        '--disable-quic',
        // navigator.webdriver would make posthog-js drop every event as a bot's.
        '--disable-blink-features=AutomationControlled',
        // A page a test rewrites (support/boot-data.ts) comes from the test, not
        // from a loopback server, so Chromium would count it as public and refuse its requests
        // to the remotes and the API on localhost. Every origin here is localhost anyway.
        '--disable-features=LocalNetworkAccessChecks',
      ],
    },
  },
  projects: [
    {
      name: 'product',
      testIgnore: /(redeploy|budgets|page-go-live|settings-booking-rules|staff-settings-team(-dates)?)\.spec\.ts$/,
    },
    {
      name: 'exclusive',
      // Tests that change the demo merchants' page, rules or team (online payment made required
      // refuses every other test's booking paid on site; an employee who works every day would
      // take other tests' "first available"), or the served files, run alone after the rest.
      testMatch: /(redeploy|budgets|page-go-live|settings-booking-rules|staff-settings-team(-dates)?)\.spec\.ts$/,
      dependencies: ['product'],
      fullyParallel: false,
      workers: 1,
    },
  ],
});
