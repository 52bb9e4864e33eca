// Resolved from the workspaces (the apps' own devDependency): declared at the root as well, it made
// npm ci refuse the lockfile over rspack's platform builds, which this machine's registry lacks.
import { pluginReact } from '@rsbuild/plugin-react';
import { defineConfig } from '@rstest/core';

/**
 * Unit tests of the front ends and the shared package. Pure logic (`*.test.ts`) runs in
 * Node; component tests (`*.test.tsx`) render with Testing Library into happy-dom. The API
 * has its own config (api/rstest.config.ts) because its tests need a database.
 */
export default defineConfig({
  projects: [
    {
      name: 'logic',
      testEnvironment: 'node',
      // Some pure tests render a component to a string (error-text): JSX compiled as the apps
      // compile it (automatic runtime).
      plugins: [pluginReact()],
      // Pure tests take milliseconds; the limit only bounds a hang, sized for a busy machine
      // (the default 5 s is a budget a loaded two-core machine can miss).
      testTimeout: 30_000,
      include: [
        'shared/src/**/*.test.ts',
        'shell/src/**/*.test.ts',
        'remote-*/src/**/*.test.ts',
        'tools/**/src/**/*.test.ts',
      ],
    },
    {
      name: 'components',
      testEnvironment: 'happy-dom',
      plugins: [pluginReact()],
      include: ['shared/src/**/*.test.tsx', 'shell/src/**/*.test.tsx', 'remote-*/src/**/*.test.tsx'],
      setupFiles: ['./shared/src/testing/component-setup.ts'],
      // axe over a phone field's 245 calling codes takes seconds on a busy 2-core machine.
      testTimeout: 30_000,
    },
  ],
});
