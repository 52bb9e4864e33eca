import type { RemoteName } from './remote-contract';
import { sharedDependencies } from './shared-deps';

/** A remote's federation settings: one exposed module, the shared list, the shell's runtime. */
export function remoteFederationConfig(name: RemoteName) {
  return {
    name,
    exposes: { './routes': './src/remote-module.ts' },
    shared: sharedDependencies,
    dts: false,
    manifest: true,
    // The shell provides the federation runtime (docs/decisions/0009): ~18 KiB less per remote.
    experiments: { externalRuntime: true },
  } as const;
}
