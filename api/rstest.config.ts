import { defineConfig } from '@rstest/core';

export default defineConfig({
  testEnvironment: 'node',
  include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
  // Each API test file starts its own database (PGlite boots in a few seconds, more on a busy
  // machine). Demo passwords are hashed at the test cost; password.test.ts hashes once at the
  // real one.
  // Limits sized for a busy two-core machine: they only bound how long a hang takes to show.
  hookTimeout: 180_000,
  testTimeout: 60_000,
});
