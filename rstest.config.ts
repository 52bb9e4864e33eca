import { pluginReact } from '@rsbuild/plugin-react';
import { defineConfig } from '@rstest/core';

/**
 * Unit tests of the front ends and the shared package: pure logic only (boot machine,
 * retry policy, schemas, contrast, locale, catalogs, domain rules). The API has its own
 * config (api/rstest.config.ts) because its tests need a database.
 */
export default defineConfig({
  // JSX of the components under test, compiled as the apps compile it (automatic runtime).
  plugins: [pluginReact()],
  testEnvironment: 'node',
  include: [
    'shared/src/**/*.test.ts',
    'shell/src/**/*.test.ts',
    'remote-*/src/**/*.test.ts',
    'tools/**/src/**/*.test.ts',
  ],
});
