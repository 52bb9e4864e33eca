import { pluginPrecompiledMessages } from '@booking/shared/build/precompiled-messages';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { federationConfig } from './module-federation.config';

export default defineConfig({
  plugins: [pluginReact(), pluginPrecompiledMessages(), pluginModuleFederation({ ...federationConfig })],
  // The shell fetches this remote's chunks from the remote's own origin.
  output: { assetPrefix: 'auto', cleanDistPath: true },
  server: { port: 3001, strictPort: true },
  // A remote has no page of its own in production: only its federation entry.
  tools: { htmlPlugin: false },
  source: { entry: {} },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});
