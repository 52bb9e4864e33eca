import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginPrecompiledMessages } from '../../build/precompiled-messages';
import type { RemoteName } from './remote-contract';
import { remoteFederationConfig } from './remote-federation-config';

/**
 * A remote's whole build: every remote is built the same way and differs only in its name
 * and its development port. The config is plain data (no `defineConfig`), so it works with
 * whichever Rsbuild the remote's own toolchain runs.
 */
export function remoteRsbuildConfig(name: RemoteName, devPort: number): RsbuildConfig {
  return {
    plugins: [pluginReact(), pluginPrecompiledMessages(), pluginModuleFederation({ ...remoteFederationConfig(name) })],
    // The shell fetches this remote's chunks from the remote's own origin.
    output: { assetPrefix: 'auto', cleanDistPath: true },
    server: { port: devPort, strictPort: true },
    // A remote has no page of its own in production: only its federation entry.
    tools: { htmlPlugin: false },
    source: { entry: {} },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  };
}
