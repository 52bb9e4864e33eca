import { sharedDependencies } from '@booking/shared/federation/shared-deps';

/** One place for this remote's federation settings, used by its build and its tests. */
export const federationConfig = {
  name: 'staff',
  exposes: { './routes': './src/remote-module.ts' },
  shared: sharedDependencies,
  dts: false,
  manifest: true,
  // The shell provides the federation runtime (docs/decisions/0009): ~18 KiB less per remote.
  experiments: { externalRuntime: true },
} as const;
