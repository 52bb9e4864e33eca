import { defineConfig } from '@rstest/core';

export default defineConfig({
  testEnvironment: 'node',
  include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
  // Each API test file starts its own database (PGlite boots in a few seconds, more on a busy
  // machine). Demo passwords are hashed at the test cost; password.test.ts hashes once at the
  // real one.
  hookTimeout: 60_000,
  testTimeout: 20_000,
});
