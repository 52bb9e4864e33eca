import { defineConfig } from '@playwright/test';
import { PORTS, urlOf } from './support/ports';

/**
 * Browser tests over the built product: the shell and the three remotes on their own
 * origins, the real API on a fresh PGlite, a local intake for error reports. One build
 * (made by `npm run build` before this runs) and one set of servers for every test.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: urlOf(PORTS.shell),
    browserName: 'chromium',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
});
