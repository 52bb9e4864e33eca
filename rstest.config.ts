import { defineConfig } from '@rstest/core';

/**
 * Unit tests of the front ends and the shared package: pure logic only (boot machine,
 * retry policy, schemas, contrast, locale, catalogs, domain rules). The API has its own
 * config (api/rstest.config.ts) because its tests need a database.
 */
export default defineConfig({
  testEnvironment: 'node',
  // Pure tests take milliseconds; the limit only bounds a hang, sized for a busy machine
  // (the default 5 s is a budget a loaded two-core machine can miss).
  testTimeout: 30_000,
  include: [
    'shared/src/**/*.test.ts',
    'shell/src/**/*.test.ts',
    'remote-*/src/**/*.test.ts',
    'tools/**/src/**/*.test.ts',
  ],
});
