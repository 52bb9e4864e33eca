import { resolve } from 'node:path';
import { pluginPrecompiledMessages } from '@booking/shared/build/precompiled-messages';
import { defineConfig, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

const repo = resolve(import.meta.dirname, '../..');

/**
 * The product built as one app without Module Federation: the shell's own entry, with the
 * remote registry swapped for static imports. Only for the budget table's comparison.
 */
export default defineConfig({
  root: repo,
  plugins: [pluginReact(), pluginPrecompiledMessages()],
  source: { entry: { index: resolve(repo, 'shell/src/index.ts') } },
  html: { template: resolve(repo, 'shell/src/index.html') },
  output: { distPath: { root: resolve(import.meta.dirname, 'dist') }, cleanDistPath: true },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  tools: {
    rspack: {
      plugins: [
        new rspack.NormalModuleReplacementPlugin(
          /remotes[\\/]remote-registry(\.ts)?$/,
          resolve(import.meta.dirname, 'static-remote-registry.ts'),
        ),
      ],
    },
  },
});
