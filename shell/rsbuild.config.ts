import { pluginPrecompiledMessages } from '@booking/shared/build/precompiled-messages';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { federationConfig } from './module-federation.config';

export default defineConfig({
  plugins: [pluginReact(), pluginPrecompiledMessages(), pluginModuleFederation({ ...federationConfig })],
  source: { entry: { index: './src/index.ts' } },
  html: {
    template: './src/index.html',
    title: '',
  },
  // `env.json` lives beside the built files at runtime; in development it comes from dev-env/.
  // public/ is shipped as is: the demo merchants' logos and banners (scripts/demo-assets).
  server: {
    port: 3000,
    strictPort: true,
    publicDir: [
      { name: 'dev-env', copyOnBuild: false },
      { name: 'public', copyOnBuild: true },
    ],
    historyApiFallback: true,
  },
  output: { cleanDistPath: true },
  performance: {
    chunkSplit: {
      strategy: 'split-by-experience',
      // Named so the preload below can leave it out: it loads after the page is interactive.
      // The consent library likewise: with the boot split into steps (decision 0035) it would
      // otherwise land in an unnamed vendor chunk that index.html preloads.
      forceSplitting: {
        'lib-error-reporting': /node_modules[\\/]@sentry/,
        'lib-consent-library': /node_modules[\\/]vanilla-cookieconsent/,
      },
    },
    // Fetch every chunk the boot needs at once instead of in waves behind the entry; never
    // analytics, which must not even be downloaded before consent, nor error reporting and the
    // consent library, which load after the page is interactive (src/telemetry).
    preload: { type: 'async-chunks', exclude: [/analytics/, /error-reporting/, /consent-library/] },
  },
});
