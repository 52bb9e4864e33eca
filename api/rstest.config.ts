import { defineConfig } from '@rstest/core';

export default defineConfig({
  testEnvironment: 'node',
  include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
  // Each API test file starts its own database (PGlite boots in a few seconds) and hashes
  // the demo passwords at full scrypt cost.
  hookTimeout: 60_000,
  testTimeout: 20_000,
});
